// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * EtherLike-MIB (RFC 3635) rows of switch ports, indexed by ifIndex:
 *
 *   dot3StatsTable  every port with an ifIndex: the duplex of its link and
 *                   the error counters its driver has (counter_names.c)
 *   dot3PauseTable  ports whose driver counts PAUSE frames
 *
 * A column the driver has no counter for is absent from the row
 * (noSuchInstance; walks skip it), although RFC 3635 makes every
 * dot3StatsTable column mandatory: a 0 would tell the poller that no
 * error of the kind ever happened where nothing was counted. The same
 * for dot3PauseAdminMode: no swconfig driver exposes the configured PAUSE
 * mode, only the one the link resolved (dot3PauseOperMode).
 *
 * Rows are registered beside the host's (snmpd's own EtherLike-MIB
 * module serves its interfaces) by mib_portrows.c.
 */
#include "config.h"

#include "mib.h"

static const oid dot3StatsEntry_oid[] = { 1, 3, 6, 1, 2, 1, 10, 7, 2, 1 };
static const oid dot3PauseEntry_oid[] = { 1, 3, 6, 1, 2, 1, 10, 7, 10, 1 };


/* dot3StatsDuplexStatus: unknown(1) while there is no link to tell */
static long duplex_status(const struct swa_port *p)
{
	if (!p->has_link || !p->link.up)
		return 1;
	return p->link.duplex ? 3 : 2;
}

static int stats_get(netsnmp_variable_list *var, const struct swa_port *p,
		     unsigned int column)
{
	switch (column) {
	case 1:	/* dot3StatsIndex */
		return swa_set_int(var, p->ifindex);
	case 2:
		return swa_port_ctr32(var, p, SWA_CTR_ALIGN);
	case 3:
		return swa_port_ctr32(var, p, SWA_CTR_FCS);
	case 4:
		return swa_port_ctr32(var, p, SWA_CTR_SINGLE_COL);
	case 5:
		return swa_port_ctr32(var, p, SWA_CTR_MULTI_COL);
	case 7:
		return swa_port_ctr32(var, p, SWA_CTR_DEFERRED);
	case 8:
		return swa_port_ctr32(var, p, SWA_CTR_LATE_COL);
	case 9:
		return swa_port_ctr32(var, p, SWA_CTR_EXCESS_COL);
	case 10:
		return swa_port_ctr32(var, p, SWA_CTR_MAC_TX_ERR);
	case 13:
		return swa_port_ctr32(var, p, SWA_CTR_TOO_LONG);
	case 16:
		return swa_port_ctr32(var, p, SWA_CTR_MAC_RX_ERR);
	case 18:
		return swa_port_ctr32(var, p, SWA_CTR_SYMBOL);
	case 19:
		return swa_set_int(var, duplex_status(p));
	case 20:	/* dot3StatsRateControlAbility: no WAN-PHY rate control */
		return swa_set_int(var, TV_FALSE);
	case 21:	/* dot3StatsRateControlStatus: rateControlOff(1) */
		return swa_set_int(var, 1);
	}
	/* 6 SQE test and 11 carrier sense errors: no driver counts them;
	 * 17 dot3StatsEtherChipSet: deprecated */
	return SNMP_NOSUCHINSTANCE;
}

static bool pause_row(const struct swa_port *p)
{
	return swa_port_has(p, SWA_CTR_IN_PAUSE) || swa_port_has(p, SWA_CTR_OUT_PAUSE);
}

/* dot3PauseOperMode from the link's resolved flow control */
static long pause_mode(const struct swa_link *l)
{
	if (!l->up || (!l->tx_flow && !l->rx_flow))
		return 1;	/* disabled */
	if (l->tx_flow && l->rx_flow)
		return 4;	/* enabledXmitAndRcv */
	return l->tx_flow ? 2 : 3;	/* enabledXmit, enabledRcv */
}

static int pause_get(netsnmp_variable_list *var, const struct swa_port *p,
		     unsigned int column)
{
	switch (column) {
	case 2:	/* dot3PauseOperMode */
		if (!p->has_link)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_int(var, pause_mode(&p->link));
	case 3:
		return swa_port_ctr32(var, p, SWA_CTR_IN_PAUSE);
	case 4:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_PAUSE);
	case 5:
		return swa_port_ctr64(var, p, SWA_CTR_IN_PAUSE);
	case 6:
		return swa_port_ctr64(var, p, SWA_CTR_OUT_PAUSE);
	}
	return SNMP_NOSUCHINSTANCE;	/* 1 dot3PauseAdminMode: unknown */
}

static const struct swa_port_table stats_table = {
	.name = "swconfig-dot3StatsEntry",
	.entry = dot3StatsEntry_oid,
	.entry_len = OID_LENGTH(dot3StatsEntry_oid),
	.columns = 21,
	.get = stats_get,
};

static const struct swa_port_table pause_table = {
	.name = "swconfig-dot3PauseEntry",
	.entry = dot3PauseEntry_oid,
	.entry_len = OID_LENGTH(dot3PauseEntry_oid),
	.columns = 6,
	.get = pause_get,
	.has_row = pause_row,
};

int swa_etherlike_register(const char *context, const struct swa_switch *sw)
{
	return swa_port_rows_register(&stats_table, context, sw) |
	       swa_port_rows_register(&pause_table, context, sw);
}
