// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * RMON-MIB (RFC 2819) etherStatsTable and HC-RMON-MIB (RFC 3273)
 * etherStatsHighCapacityTable for switch ports.
 *
 * A managed switch keeps RMON statistics in its ports' MAC counters; the
 * rows are there from the start, one per port, read-only: owner
 * "monitor", status valid(1), etherStatsIndex the port's ifIndex (stable
 * as long as the ifIndex scheme is, and in etherStatsIndex's range
 * 1..65535 for the first 65 switches of the default scheme), the data
 * source ifIndex.I. Managers cannot create or destroy rows (notWritable).
 *
 * The statistics are of the frames the port received (counter_names.c);
 * a column the driver has no counter for is absent from the row, as in
 * dot3StatsTable (mib_etherlike.c). In the default context the rows of
 * every switch are there, as their IF-MIB rows; in a switch's context
 * its own.
 */
#include "config.h"

#include <string.h>

#include "mib.h"

static const oid etherStatsTable_oid[] = { 1, 3, 6, 1, 2, 1, 16, 1, 1 };
static const oid etherStatsHCTable_oid[] = { 1, 3, 6, 1, 2, 1, 16, 1, 7 };
static const oid ifIndex_oid[] = { 1, 3, 6, 1, 2, 1, 2, 2, 1, 1 };

#define SWA_RMON_INDEX_MAX	65535
#define SWA_RMON_OWNER		"monitor"

static int rmon_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	uint32_t i;

	if (s->host_ports)
		return 0;	/* a bridge's ports are the host's interfaces */
	for (i = 0; i < s->n_ports; i++) {
		const struct swa_port *p = &s->ports[i];
		oid sub[1] = { p->ifindex };

		if (!p->ifindex || p->ifindex > SWA_RMON_INDEX_MAX)
			continue;
		if (swa_table_add(t, sub, 1, p, sw))
			return -1;
	}
	return 0;
}

/* The 32-bit columns, by etherStatsEntry column number; 0 (in-octets,
 * none of them) where the column is no counter */
static const int rmon_ctr[] = {
	[3] = SWA_CTR_DROP_EVENTS,
	[4] = SWA_CTR_ETH_OCTETS,
	[5] = SWA_CTR_ETH_PKTS,
	[6] = SWA_CTR_ETH_BCAST,
	[7] = SWA_CTR_ETH_MCAST,
	[8] = SWA_CTR_CRC_ALIGN,
	[9] = SWA_CTR_UNDERSIZE,
	[10] = SWA_CTR_OVERSIZE,
	[11] = SWA_CTR_FRAGMENTS,
	[12] = SWA_CTR_JABBERS,
	[13] = SWA_CTR_COLLISIONS,
	[14] = SWA_CTR_PKTS_64,
	[15] = SWA_CTR_PKTS_65_127,
	[16] = SWA_CTR_PKTS_128_255,
	[17] = SWA_CTR_PKTS_256_511,
	[18] = SWA_CTR_PKTS_512_1023,
	[19] = SWA_CTR_PKTS_1024_1518,
};

static int rmon_get(netsnmp_variable_list *var, const struct swa_row *row,
		    unsigned int column)
{
	const struct swa_port *p = row->data;
	oid source[OID_LENGTH(ifIndex_oid) + 1];

	switch (column) {
	case 1:	/* etherStatsIndex */
		return swa_set_int(var, p->ifindex);
	case 2:	/* etherStatsDataSource: ifIndex.I */
		memcpy(source, ifIndex_oid, sizeof(ifIndex_oid));
		source[OID_LENGTH(ifIndex_oid)] = p->ifindex;
		return swa_set_oid(var, source, OID_LENGTH(source));
	case 20:	/* etherStatsOwner */
		return swa_set_str(var, SWA_RMON_OWNER, strlen(SWA_RMON_OWNER));
	case 21:	/* etherStatsStatus: valid(1) */
		return swa_set_int(var, 1);
	}
	if (column < SWA_ARRAY_SIZE(rmon_ctr) && rmon_ctr[column])
		return swa_port_ctr32(var, p, (enum swa_ctr)rmon_ctr[column]);
	return SNMP_NOSUCHINSTANCE;
}

/*
 * etherStatsHighCapacityTable: pairs of columns, the number of times the
 * 32-bit counter overflowed (Counter32) and the 64-bit value, for
 * etherStatsPkts, etherStatsOctets and the six size buckets
 */
static const enum swa_ctr rmon_hc_ctr[] = {
	SWA_CTR_ETH_PKTS, SWA_CTR_ETH_OCTETS, SWA_CTR_PKTS_64,
	SWA_CTR_PKTS_65_127, SWA_CTR_PKTS_128_255, SWA_CTR_PKTS_256_511,
	SWA_CTR_PKTS_512_1023, SWA_CTR_PKTS_1024_1518,
};

static int rmon_hc_get(netsnmp_variable_list *var, const struct swa_row *row,
		       unsigned int column)
{
	const struct swa_port *p = row->data;
	enum swa_ctr c;

	if (column < 1 || column > 2 * SWA_ARRAY_SIZE(rmon_hc_ctr))
		return SNMP_NOSUCHINSTANCE;
	c = rmon_hc_ctr[(column - 1) / 2];
	if (!swa_port_has(p, c))
		return SNMP_NOSUCHINSTANCE;
	if (column % 2)
		return swa_set_u32(var, ASN_COUNTER,
				   (uint32_t)(p->ctr.value[c] >> 32));
	return swa_set_u64(var, p->ctr.value[c]);
}

static const struct swa_table_def rmon_def = {
	.name = "etherStatsTable",
	.root = etherStatsTable_oid,
	.root_len = OID_LENGTH(etherStatsTable_oid),
	.min_column = 1,
	.max_column = 21,
	.index = { ASN_INTEGER },
	.n_index = 1,
	.ports_only = true,
	.fill = rmon_fill,
	.get = rmon_get,
};

static const struct swa_table_def rmon_hc_def = {
	.name = "etherStatsHighCapacityTable",
	.root = etherStatsHCTable_oid,
	.root_len = OID_LENGTH(etherStatsHCTable_oid),
	.min_column = 1,
	.max_column = 16,
	.index = { ASN_INTEGER },
	.n_index = 1,
	.ports_only = true,
	.fill = rmon_fill,
	.get = rmon_hc_get,
};

int swa_rmon_register(const char *context)
{
	static const struct swa_table_def *const defs[] = { &rmon_def, &rmon_hc_def };

	return swa_port_tables_register(defs, SWA_ARRAY_SIZE(defs), context);
}
