// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The forwarding database of switches that have one: Linux bridges, and
 * swconfig switches whose driver prints an address table (arl_table:
 * ar8xxx, mt7530; no VLAN in it, so in dot1dTpFdbTable only, model/arl.c):
 *
 *   dot1qFdbTable    (Q-BRIDGE-MIB) one row per VLAN: dot1qFdbId = VID
 *                    (independent VLAN learning), the learned entries
 *   dot1qTpFdbTable  (Q-BRIDGE-MIB) INDEX { dot1qFdbId, MAC }: the port
 *                    (dot1dBasePort) and how the entry came to be
 *   dot1dTpFdbTable  (BRIDGE-MIB) INDEX { MAC }: one row per MAC, the
 *                    entry of its lowest VID (pollers without Q-BRIDGE)
 *
 *   dot1dTpAgingTime (BRIDGE-MIB) the driver's arl_age_time, where it has
 *                    one; writable (10..1000000 s, RFC 4188) through it
 *
 * MacAddress is a fixed-size string: its 6 octets are the index's last
 * sub-identifiers without a length, as IMPLIED encodes them.
 */
#include "config.h"

#include <stdlib.h>

#include "mib.h"
#include "model/arl.h"

static const oid dot1qFdbTable_oid[] = { 1, 3, 6, 1, 2, 1, 17, 7, 1, 2, 1 };
static const oid dot1qTpFdbTable_oid[] = { 1, 3, 6, 1, 2, 1, 17, 7, 1, 2, 2 };
static const oid dot1dTpFdbTable_oid[] = { 1, 3, 6, 1, 2, 1, 17, 4, 3 };
static const oid dot1dTp_oid[] = { 1, 3, 6, 1, 2, 1, 17, 4 };

static void mac_sub(oid *sub, const uint8_t mac[6])
{
	int i;

	for (i = 0; i < 6; i++)
		sub[i] = mac[i];
}

/* ------------------------------------------------------ dot1qFdbTable */

static int fdb_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	size_t i;

	for (i = 0; s->has_fdb && !s->fdb_no_vid && i < s->n_vlan_rows; i++) {
		oid sub[1] = { s->vlans[i].vid };

		if (swa_table_add(t, sub, 1, &s->vlans[i], sw))
			return -1;
	}
	return 0;
}

static int fdb_get(netsnmp_variable_list *var, const struct swa_row *row,
		   unsigned int column)
{
	const struct swa_vlan *v = row->data;
	const struct swa_snapshot *s = row->sw->snap;
	uint32_t learned = 0;
	size_t i;

	if (column != 2)	/* dot1qFdbDynamicCount */
		return SNMP_NOSUCHOBJECT;
	for (i = 0; i < s->n_fdb; i++)
		learned += s->fdb[i].vid == v->vid &&
			   s->fdb[i].status == SWA_FDB_LEARNED;
	return swa_set_u32(var, ASN_COUNTER, learned);
}

static const struct swa_table_def fdb_def = {
	.name = "dot1qFdbTable",
	.root = dot1qFdbTable_oid,
	.root_len = OID_LENGTH(dot1qFdbTable_oid),
	.min_column = 2,
	.max_column = 2,
	.index = { ASN_UNSIGNED },
	.n_index = 1,
	.fill = fdb_fill,
	.get = fdb_get,
};

/* ---------------------------------------------------- dot1qTpFdbTable */

static int tp_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	size_t i;

	for (i = 0; i < s->n_fdb; i++) {
		oid sub[7] = { s->fdb[i].vid };

		if (!s->fdb[i].vid)
			continue;	/* no FdbId: only in dot1dTpFdbTable */
		mac_sub(sub + 1, s->fdb[i].mac);
		if (swa_table_add(t, sub, 7, &s->fdb[i], sw))
			return -1;
	}
	return 0;
}

static int entry_get(netsnmp_variable_list *var, const struct swa_row *row,
		     unsigned int column)
{
	const struct swa_fdb_entry *e = row->data;
	const struct swa_snapshot *s = row->sw->snap;

	switch (column) {
	case 1:	/* dot1dTpFdbAddress (dot1qTpFdbAddress is not-accessible) */
		return swa_set_str(var, e->mac, sizeof(e->mac));
	case 2:	/* dot1qTpFdbPort, dot1dTpFdbPort */
		return swa_set_int(var, e->port < s->n_ports ?
				   s->ports[e->port].base_port : 0);
	case 3:	/* dot1qTpFdbStatus, dot1dTpFdbStatus */
		return swa_set_int(var, e->status);
	}
	return SNMP_NOSUCHOBJECT;
}

static const struct swa_table_def tp_def = {
	.name = "dot1qTpFdbTable",
	.root = dot1qTpFdbTable_oid,
	.root_len = OID_LENGTH(dot1qTpFdbTable_oid),
	.min_column = 2,
	.max_column = 3,
	.index = { ASN_UNSIGNED, ASN_PRIV_IMPLIED_OCTET_STR },
	.n_index = 2,
	.fill = tp_fill,
	.get = entry_get,
};

/* ---------------------------------------------------- dot1dTpFdbTable */

static int dtp_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	const struct swa_fdb_entry **by_mac;
	size_t i, n;
	int ret = 0;

	if (!s->n_fdb)
		return 0;
	by_mac = calloc(s->n_fdb, sizeof(*by_mac));
	if (!by_mac)
		return -1;
	n = swa_fdb_by_mac(s, by_mac);
	for (i = 0; !ret && i < n; i++) {
		oid sub[6];

		mac_sub(sub, by_mac[i]->mac);
		ret = swa_table_add(t, sub, 6, by_mac[i], sw);
	}
	free(by_mac);
	return ret;
}

static const struct swa_table_def dtp_def = {
	.name = "dot1dTpFdbTable",
	.root = dot1dTpFdbTable_oid,
	.root_len = OID_LENGTH(dot1dTpFdbTable_oid),
	.min_column = 1,
	.max_column = 3,
	.index = { ASN_PRIV_IMPLIED_OCTET_STR },
	.n_index = 1,
	.fill = dtp_fill,
	.get = entry_get,
};

/* ---------------------------------------------------- dot1dTpAgingTime */

static int aging_get(netsnmp_variable_list *var, const struct swa_switch *sw,
		     unsigned int object)
{
	if (object != 2 || !sw->snap->aging_time)
		return SNMP_NOSUCHINSTANCE;
	return swa_set_int(var, sw->snap->aging_time);
}

/* RFC 4188's range; the driver may allow less (commitFailed, undone) */
#define AGING_MIN	10
#define AGING_MAX	1000000

static int aging_set(struct swa_txn *txn, netsnmp_variable_list *var,
		     const struct swa_switch *sw, unsigned int object,
		     unsigned int tag)
{
	int ret;

	if (object != 2)
		return SNMP_ERR_NOTWRITABLE;
	ret = netsnmp_check_vb_type_and_size(var, ASN_INTEGER, sizeof(long));
	if (!ret)
		ret = netsnmp_check_vb_int_range(var, AGING_MIN, AGING_MAX);
	if (ret)
		return ret;
	if (!swa_arl_age_def(sw->snap))
		return SNMP_ERR_NOTWRITABLE;
	if (swa_txn_aging(txn, sw->name, (uint32_t)*var->val.integer, tag))
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	return SNMP_ERR_NOERROR;
}

static const struct swa_scalars_def aging_def = {
	"dot1dTpAgingTime", dot1dTp_oid, OID_LENGTH(dot1dTp_oid), 2, 2, aging_get,
	aging_set,
};

int swa_fdb_register(const char *context)
{
	int ret = swa_scalars_register(&aging_def, context);

	ret |= !swa_table_register(&fdb_def, context, false);
	ret |= !swa_table_register(&tp_def, context, false);
	ret |= !swa_table_register(&dtp_def, context, false);
	return ret ? -1 : 0;
}
