// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * IF-MIB ifTable and ifXTable rows of switch ports: their columns and
 * writable objects. The rows are registered beside snmpd's own by
 * mib_portrows.c.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mib.h"
#include "notify.h"

static const oid ifEntry_oid[] = { 1, 3, 6, 1, 2, 1, 2, 2, 1 };
static const oid ifXEntry_oid[] = { 1, 3, 6, 1, 2, 1, 31, 1, 1, 1 };
static const oid zero_dot_zero[] = { 0, 0 };

#define IF_COLUMNS	22
#define IFX_COLUMNS	19


/* ifInNUcastPkts / ifOutNUcastPkts (deprecated): multicast + broadcast */
static int nucast(netsnmp_variable_list *var, const struct swa_port *p,
		  enum swa_ctr m, enum swa_ctr b)
{
	if (!swa_port_has(p, m) && !swa_port_has(p, b))
		return SNMP_NOSUCHINSTANCE;
	return swa_set_u32(var, ASN_COUNTER,
			   (uint32_t)(p->ctr.value[m] + p->ctr.value[b]));
}

/* ifSpeed: saturated, ifHighSpeed says more (RFC 2863) */
static uint32_t speed_bps(const struct swa_port *p)
{
	uint64_t bps = (uint64_t)p->nominal_mbps * 1000000u;

	return bps > UINT32_MAX ? UINT32_MAX : (uint32_t)bps;
}

static int if_get(netsnmp_variable_list *var, const struct swa_port *p,
		  unsigned int column)
{
	switch (column) {
	case 1:	/* ifIndex */
		return swa_set_int(var, p->ifindex);
	case 2:	/* ifDescr */
		return swa_set_str(var, p->descr, strlen(p->descr));
	case 3:	/* ifType: ethernetCsmacd(6) */
		return swa_set_int(var, 6);
	case 4:	/* ifMtu */
		return swa_set_int(var, p->mtu);
	case 5:	/* ifSpeed */
		return swa_set_u32(var, ASN_GAUGE, speed_bps(p));
	case 6:	/* ifPhysAddress: switch ports have none of their own */
		return swa_set_str(var, "", 0);
	case 7:	/* ifAdminStatus */
		return swa_set_int(var, p->has_admin && !p->admin_up ? 2 : 1);
	case 8:	/* ifOperStatus */
		return swa_set_int(var, swa_port_oper_status(p));
	case 9:	/* ifLastChange */
		return swa_set_u32(var, ASN_TIMETICKS, p->last_change);
	case 10:
		return swa_port_ctr32(var, p, SWA_CTR_IN_OCTETS);
	case 11:
		return swa_port_ctr32(var, p, SWA_CTR_IN_UCAST);
	case 12:
		return nucast(var, p, SWA_CTR_IN_MCAST, SWA_CTR_IN_BCAST);
	case 13:
		return swa_port_ctr32(var, p, SWA_CTR_IN_DISCARDS);
	case 14:
		return swa_port_ctr32(var, p, SWA_CTR_IN_ERRORS);
	case 15:	/* ifInUnknownProtos: a switch port forwards every protocol */
		return swa_set_u32(var, ASN_COUNTER, 0);
	case 16:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_OCTETS);
	case 17:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_UCAST);
	case 18:
		return nucast(var, p, SWA_CTR_OUT_MCAST, SWA_CTR_OUT_BCAST);
	case 19:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_DISCARDS);
	case 20:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_ERRORS);
	case 21:	/* ifOutQLen (deprecated) */
		return swa_set_u32(var, ASN_GAUGE, 0);
	case 22:	/* ifSpecific (deprecated) */
		return swa_set_oid(var, zero_dot_zero, OID_LENGTH(zero_dot_zero));
	}
	return SNMP_NOSUCHINSTANCE;
}

static int ifx_get(netsnmp_variable_list *var, const struct swa_port *p,
		   unsigned int column)
{
	switch (column) {
	case 1:	/* ifName */
		return swa_set_str(var, p->name, strlen(p->name));
	case 2:
		return swa_port_ctr32(var, p, SWA_CTR_IN_MCAST);
	case 3:
		return swa_port_ctr32(var, p, SWA_CTR_IN_BCAST);
	case 4:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_MCAST);
	case 5:
		return swa_port_ctr32(var, p, SWA_CTR_OUT_BCAST);
	case 6:
		return swa_port_ctr64(var, p, SWA_CTR_IN_OCTETS);
	case 7:
		return swa_port_ctr64(var, p, SWA_CTR_IN_UCAST);
	case 8:
		return swa_port_ctr64(var, p, SWA_CTR_IN_MCAST);
	case 9:
		return swa_port_ctr64(var, p, SWA_CTR_IN_BCAST);
	case 10:
		return swa_port_ctr64(var, p, SWA_CTR_OUT_OCTETS);
	case 11:
		return swa_port_ctr64(var, p, SWA_CTR_OUT_UCAST);
	case 12:
		return swa_port_ctr64(var, p, SWA_CTR_OUT_MCAST);
	case 13:
		return swa_port_ctr64(var, p, SWA_CTR_OUT_BCAST);
	case 14:	/* ifLinkUpDownTrapEnable (notify.c) */
		return swa_set_int(var, swa_notify_enabled(p));
	case 15:	/* ifHighSpeed */
		return swa_set_u32(var, ASN_GAUGE, p->nominal_mbps);
	case 16:	/* ifPromiscuousMode */
		return swa_set_int(var, TV_FALSE);
	case 17:	/* ifConnectorPresent: the CPU port is internal */
		return swa_set_int(var, p->is_cpu ? TV_FALSE : TV_TRUE);
	case 18:	/* ifAlias: the agent keeps it (memo.c) */
		return swa_set_str(var, p->alias, strlen(p->alias));
	case 19:	/* ifCounterDiscontinuityTime */
		return swa_set_u32(var, ASN_TIMETICKS, p->ctr.discontinuity);
	}
	return SNMP_NOSUCHINSTANCE;
}

/*
 * SETs: ifAdminStatus through the driver's port "enable" (or "disable")
 * attribute; ifAlias and ifLinkUpDownTrapEnable kept by the agent
 * (swconfig has no place for them).
 */
static int if_check(const netsnmp_variable_list *var, unsigned int column)
{
	if (column != 7)
		return SNMP_ERR_NOTWRITABLE;
	if (var->type != ASN_INTEGER)
		return SNMP_ERR_WRONGTYPE;
	if (*var->val.integer != 1 && *var->val.integer != 2)
		return SNMP_ERR_WRONGVALUE;	/* testing(3) */
	return SNMP_ERR_NOERROR;
}

static int ifx_check(const netsnmp_variable_list *var, unsigned int column)
{
	if (column == 14) {
		if (var->type != ASN_INTEGER)
			return SNMP_ERR_WRONGTYPE;
		if (*var->val.integer != SWA_LINK_TRAPS_ENABLED &&
		    *var->val.integer != SWA_LINK_TRAPS_DISABLED)
			return SNMP_ERR_WRONGVALUE;
		return SNMP_ERR_NOERROR;
	}
	if (column == 18) {
		if (var->type != ASN_OCTET_STR)
			return SNMP_ERR_WRONGTYPE;
		if (var->val_len > SWA_ALIAS_LEN)
			return SNMP_ERR_WRONGLENGTH;
		if (memchr(var->val.string, '\0', var->val_len))
			return SNMP_ERR_WRONGVALUE;
		return SNMP_ERR_NOERROR;
	}
	return SNMP_ERR_NOTWRITABLE;
}

/* Adds a checked varbind to the request's transaction */
static int swa_if_change(struct swa_txn *txn, const netsnmp_variable_list *var,
			 const struct swa_port *p, const char *sw,
			 unsigned int column, unsigned int tag)
{
	struct swa_port_change *pc = swa_txn_port(txn, sw, p->id, tag);

	if (!pc)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	if (column == 7) {
		pc->set_admin = true;
		pc->admin_up = *var->val.integer == 1;
	} else if (column == 14) {
		pc->set_link_traps = true;
		pc->link_traps = (uint8_t)*var->val.integer;
	} else {
		pc->set_alias = true;
		memcpy(pc->alias, var->val.string, var->val_len);
		pc->alias[var->val_len] = '\0';
	}
	return SNMP_ERR_NOERROR;
}

static int if_reserve1(struct swa_txn *txn, netsnmp_variable_list *var,
		       const struct swa_port *p, const char *sw,
		       unsigned int column, unsigned int tag)
{
	int ret = if_check(var, column);

	if (!ret && !p->has_admin)
		ret = SNMP_ERR_NOTWRITABLE;
	return ret ? ret : swa_if_change(txn, var, p, sw, column, tag);
}

static int ifx_reserve1(struct swa_txn *txn, netsnmp_variable_list *var,
			const struct swa_port *p, const char *sw,
			unsigned int column, unsigned int tag)
{
	int ret = ifx_check(var, column);

	return ret ? ret : swa_if_change(txn, var, p, sw, column, tag);
}

static const struct swa_port_table if_table = {
	.name = "swconfig-ifEntry",
	.entry = ifEntry_oid,
	.entry_len = OID_LENGTH(ifEntry_oid),
	.columns = IF_COLUMNS,
	.get = if_get,
	.reserve1 = if_reserve1,
};

static const struct swa_port_table ifx_table = {
	.name = "swconfig-ifXEntry",
	.entry = ifXEntry_oid,
	.entry_len = OID_LENGTH(ifXEntry_oid),
	.columns = IFX_COLUMNS,
	.get = ifx_get,
	.reserve1 = ifx_reserve1,
};

int swa_if_register(const char *context, const struct swa_switch *sw)
{
	return swa_port_rows_register(&if_table, context, sw) |
	       swa_port_rows_register(&ifx_table, context, sw);
}
