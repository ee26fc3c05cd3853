// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * IF-MIB rows of switch ports, next to the host's interfaces that snmpd
 * serves itself.
 *
 * In the default context snmpd owns ifTable and ifXTable, so the agent
 * cannot register the tables; it registers its rows instead: per port one
 * region ifEntry.C.I with C ranging over the columns (AgentX range_subid),
 * which is more specific than snmpd's table, so the master sends requests
 * for exactly these instances here and walks interleave them with the
 * host's rows in OID order. The ifIndex scheme (ifindex.c) keeps the
 * numbers apart. Within the agent such a region becomes one subtree per
 * column (Net-SNMP copies the registration for each): about 1.5 kB each,
 * 41 per port.
 *
 * A switch's own context has no host interfaces: there the agent
 * registers the two tables whole, once, and one handler answers every
 * port of the switch (ifindex 0 in struct swa_if_reg).
 *
 * A port whose switch is gone answers nothing (the row disappears from
 * walks) until the switch is back.
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


struct swa_if_reg {
	char context[SWA_NAME_LEN];
	char sw[SWA_NAME_LEN];
	uint32_t port;
	uint32_t ifindex;		/* 0: the whole table, every port of sw */
	bool x;				/* ifXTable, else ifTable */
	netsnmp_handler_registration *reg;
	struct swa_if_reg *next;
};

static struct swa_if_reg *swa_if_regs;

/* The reading of the switch a registration answers for, if it has one */
static const struct swa_snapshot *swa_if_snap(const struct swa_if_reg *r)
{
	const struct swa_switch *sw = swa_registry_switch(swa_mib_registry(), r->sw);

	return sw ? sw->snap : NULL;
}

/* Port i of those r answers for, in ifIndex order; NULL after the last */
static const struct swa_port *swa_if_nth(const struct swa_if_reg *r,
					 const struct swa_snapshot *s, uint32_t i)
{
	const struct swa_port *p;

	if (!s)
		return NULL;
	if (r->ifindex) {
		if (i || r->port >= s->n_ports)
			return NULL;
		p = &s->ports[r->port];
		return p->ifindex == r->ifindex ? p : NULL;
	}
	/* a switch numbers its ports' ifIndexes in port order (ifindex.c) */
	for (; i < s->n_ports && !s->ports[i].ifindex; i++)
		;
	return i < s->n_ports ? &s->ports[i] : NULL;
}

/* The port of ifIndex ifindex, if r answers for it */
static const struct swa_port *swa_if_port(const struct swa_if_reg *r,
					  const struct swa_snapshot *s,
					  oid ifindex)
{
	const struct swa_port *p;
	uint32_t i;

	for (i = 0; (p = swa_if_nth(r, s, i)); i = p->id + 1) {
		if (p->ifindex == ifindex)
			return p;
	}
	return NULL;
}

static bool has(const struct swa_port *p, enum swa_ctr c)
{
	return p->ctr.present & SWA_CTR_BIT(c);
}

static int ctr32(netsnmp_variable_list *var, const struct swa_port *p,
		 enum swa_ctr c)
{
	if (!has(p, c))
		return SNMP_NOSUCHINSTANCE;
	return swa_set_u32(var, ASN_COUNTER, (uint32_t)p->ctr.value[c]);
}

static int ctr64(netsnmp_variable_list *var, const struct swa_port *p,
		 enum swa_ctr c)
{
	if (!has(p, c))
		return SNMP_NOSUCHINSTANCE;
	return swa_set_u64(var, p->ctr.value[c]);
}

/* ifInNUcastPkts / ifOutNUcastPkts (deprecated): multicast + broadcast */
static int nucast(netsnmp_variable_list *var, const struct swa_port *p,
		  enum swa_ctr m, enum swa_ctr b)
{
	if (!has(p, m) && !has(p, b))
		return SNMP_NOSUCHINSTANCE;
	return swa_set_u32(var, ASN_COUNTER,
			   (uint32_t)(p->ctr.value[m] + p->ctr.value[b]));
}

static uint32_t speed_bps(const struct swa_port *p)
{
	uint64_t bps;

	if (!p->has_link || !p->link.up)
		return 0;
	bps = (uint64_t)p->link.speed * 1000000u;
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
		return ctr32(var, p, SWA_CTR_IN_OCTETS);
	case 11:
		return ctr32(var, p, SWA_CTR_IN_UCAST);
	case 12:
		return nucast(var, p, SWA_CTR_IN_MCAST, SWA_CTR_IN_BCAST);
	case 13:
		return ctr32(var, p, SWA_CTR_IN_DISCARDS);
	case 14:
		return ctr32(var, p, SWA_CTR_IN_ERRORS);
	case 15:	/* ifInUnknownProtos: a switch port forwards every protocol */
		return swa_set_u32(var, ASN_COUNTER, 0);
	case 16:
		return ctr32(var, p, SWA_CTR_OUT_OCTETS);
	case 17:
		return ctr32(var, p, SWA_CTR_OUT_UCAST);
	case 18:
		return nucast(var, p, SWA_CTR_OUT_MCAST, SWA_CTR_OUT_BCAST);
	case 19:
		return ctr32(var, p, SWA_CTR_OUT_DISCARDS);
	case 20:
		return ctr32(var, p, SWA_CTR_OUT_ERRORS);
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
		return ctr32(var, p, SWA_CTR_IN_MCAST);
	case 3:
		return ctr32(var, p, SWA_CTR_IN_BCAST);
	case 4:
		return ctr32(var, p, SWA_CTR_OUT_MCAST);
	case 5:
		return ctr32(var, p, SWA_CTR_OUT_BCAST);
	case 6:
		return ctr64(var, p, SWA_CTR_IN_OCTETS);
	case 7:
		return ctr64(var, p, SWA_CTR_IN_UCAST);
	case 8:
		return ctr64(var, p, SWA_CTR_IN_MCAST);
	case 9:
		return ctr64(var, p, SWA_CTR_IN_BCAST);
	case 10:
		return ctr64(var, p, SWA_CTR_OUT_OCTETS);
	case 11:
		return ctr64(var, p, SWA_CTR_OUT_UCAST);
	case 12:
		return ctr64(var, p, SWA_CTR_OUT_MCAST);
	case 13:
		return ctr64(var, p, SWA_CTR_OUT_BCAST);
	case 14:	/* ifLinkUpDownTrapEnable (notify.c) */
		return swa_set_int(var, swa_notify_enabled(p));
	case 15:	/* ifHighSpeed */
		return swa_set_u32(var, ASN_GAUGE,
				   p->has_link && p->link.up ? p->link.speed : 0);
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

static int swa_if_answer(const struct swa_if_reg *r, netsnmp_variable_list *var,
			 const struct swa_port *p, unsigned int column)
{
	return r->x ? ifx_get(var, p, column) : if_get(var, p, column);
}

/* Whether oid o (len) is within [start, end) of the request's subtree */
static bool swa_if_in_bounds(const netsnmp_request_info *req, const oid *o,
			     size_t len)
{
	const netsnmp_subtree *st = req->subtree;

	if (st && (snmp_oid_compare(o, len, st->start_a, st->start_len) < 0 ||
		   (st->end_a && snmp_oid_compare(o, len, st->end_a, st->end_len) >= 0)))
		return false;
	if (req->range_end_len &&
	    snmp_oid_compare(o, len, req->range_end, req->range_end_len) >= 0)
		return false;
	return true;
}

static void swa_if_getnext(const struct swa_if_reg *r, netsnmp_request_info *req,
			   const struct swa_snapshot *s)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t entry_len = r->x ? OID_LENGTH(ifXEntry_oid) : OID_LENGTH(ifEntry_oid);
	unsigned int columns = r->x ? IFX_COLUMNS : IF_COLUMNS;
	oid saved[MAX_OID_LEN], cand[MAX_OID_LEN];
	size_t saved_len = var->name_length;
	unsigned int c;

	if (saved_len > MAX_OID_LEN)
		return;
	memcpy(saved, var->name, saved_len * sizeof(oid));
	memcpy(cand, r->x ? ifXEntry_oid : ifEntry_oid, entry_len * sizeof(oid));

	/* column by column, each in ifIndex order: the table's OID order */
	for (c = 1; c <= columns; c++) {
		const struct swa_port *p;
		uint32_t i;

		cand[entry_len] = c;
		for (i = 0; (p = swa_if_nth(r, s, i)); i = p->id + 1) {
			int cmp;

			cand[entry_len + 1] = p->ifindex;
			cmp = snmp_oid_compare(cand, entry_len + 2, saved, saved_len);
			if (cmp < 0 || (cmp == 0 && !req->inclusive))
				continue;
			if (!swa_if_in_bounds(req, cand, entry_len + 2))
				continue;
			snmp_set_var_objid(var, cand, entry_len + 2);
			if (swa_if_answer(r, var, p, c) == SNMP_ERR_NOERROR)
				return;
		}
	}
	/* nothing here: leave the varbind unanswered for the next subtree */
	snmp_set_var_objid(var, saved, saved_len);
	var->type = ASN_NULL;
}

/*
 * SETs: ifAdminStatus through the driver's port "enable" (or "disable")
 * attribute; ifAlias and ifLinkUpDownTrapEnable kept by the agent
 * (swconfig has no place for them).
 */
static int swa_if_check(const struct swa_if_reg *r, const netsnmp_variable_list *var,
			const struct swa_port *p, unsigned int column)
{
	if (!p)
		return SNMP_ERR_NOCREATION;
	if (!r->x && column == 7) {
		if (var->type != ASN_INTEGER)
			return SNMP_ERR_WRONGTYPE;
		if (*var->val.integer != 1 && *var->val.integer != 2)
			return SNMP_ERR_WRONGVALUE;	/* testing(3) */
		return p->has_admin ? SNMP_ERR_NOERROR : SNMP_ERR_NOTWRITABLE;
	}
	if (r->x && column == 14) {
		if (var->type != ASN_INTEGER)
			return SNMP_ERR_WRONGTYPE;
		if (*var->val.integer != SWA_LINK_TRAPS_ENABLED &&
		    *var->val.integer != SWA_LINK_TRAPS_DISABLED)
			return SNMP_ERR_WRONGVALUE;
		return SNMP_ERR_NOERROR;
	}
	if (r->x && column == 18) {
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

static int swa_if_reserve1(const struct swa_if_reg *r,
			   netsnmp_agent_request_info *reqinfo,
			   netsnmp_request_info *req, const struct swa_snapshot *s)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t entry_len = r->x ? OID_LENGTH(ifXEntry_oid) : OID_LENGTH(ifEntry_oid);
	const struct swa_port *p;
	unsigned int column;
	struct swa_port_change *pc;
	int ret;

	if (var->name_length != entry_len + 2)
		return SNMP_ERR_NOCREATION;
	p = swa_if_port(r, s, var->name[entry_len + 1]);
	column = (unsigned int)var->name[entry_len];
	ret = swa_if_check(r, var, p, column);
	if (ret)
		return ret;
	pc = swa_txn_port(swa_set_txn(reqinfo), r->sw, p->id,
			  (unsigned int)req->index);
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

static int swa_if_get(const struct swa_if_reg *r, netsnmp_variable_list *var,
		      const struct swa_snapshot *s)
{
	const oid *entry = r->x ? ifXEntry_oid : ifEntry_oid;
	size_t entry_len = r->x ? OID_LENGTH(ifXEntry_oid) : OID_LENGTH(ifEntry_oid);
	const struct swa_port *p;

	if (var->name_length != entry_len + 2 ||
	    snmp_oid_compare(var->name, entry_len, entry, entry_len))
		return SNMP_NOSUCHINSTANCE;
	p = swa_if_port(r, s, var->name[entry_len + 1]);
	if (!p || swa_if_answer(r, var, p, (unsigned int)var->name[entry_len]))
		return SNMP_NOSUCHINSTANCE;
	return SNMP_ERR_NOERROR;
}

static int swa_if_handler(netsnmp_mib_handler *handler,
			  netsnmp_handler_registration *reg,
			  netsnmp_agent_request_info *reqinfo,
			  netsnmp_request_info *requests)
{
	const struct swa_if_reg *r = handler->myvoid;
	const struct swa_snapshot *s;
	netsnmp_request_info *req;

	(void)reg;
	if (!r)
		return SNMP_ERR_NOERROR;
	s = swa_if_snap(r);
	if (reqinfo->mode != MODE_GET && reqinfo->mode != MODE_GETNEXT &&
	    reqinfo->mode != MODE_SET_RESERVE1) {
		swa_set_phase(reqinfo, requests);	/* mib_set.c */
		return SNMP_ERR_NOERROR;
	}
	for (req = requests; req; req = req->next) {
		int ret = SNMP_ERR_NOERROR;

		if (req->processed)
			continue;
		if (reqinfo->mode == MODE_GET)
			ret = swa_if_get(r, req->requestvb, s);
		else if (reqinfo->mode == MODE_GETNEXT)
			swa_if_getnext(r, req, s);
		else
			ret = swa_if_reserve1(r, reqinfo, req, s);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
	return SNMP_ERR_NOERROR;
}

static struct swa_if_reg *swa_if_find(const char *context, uint32_t ifindex,
				      bool x)
{
	struct swa_if_reg *r;

	for (r = swa_if_regs; r; r = r->next) {
		if (r->ifindex == ifindex && r->x == x &&
		    !strcmp(r->context, context))
			return r;
	}
	return NULL;
}

/*
 * Registers port p's row in context, or (p NULL) the whole table in the
 * switch's own context
 */
static int swa_if_add(const char *context, const struct swa_switch *sw,
		      const struct swa_port *p, bool x)
{
	oid name[MAX_OID_LEN];
	size_t len = x ? OID_LENGTH(ifXEntry_oid) : OID_LENGTH(ifEntry_oid);
	uint32_t ifindex = p ? p->ifindex : 0;
	struct swa_if_reg *r;
	netsnmp_handler_registration *reg;

	r = swa_if_find(context, ifindex, x);
	if (r) {
		/* the same ifIndex, maybe now another switch's port */
		snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
		r->port = p ? p->id : 0;
		return 0;
	}
	r = calloc(1, sizeof(*r));
	if (!r)
		return -1;
	snprintf(r->context, sizeof(r->context), "%s", context);
	snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
	r->port = p ? p->id : 0;
	r->ifindex = ifindex;
	r->x = x;

	memcpy(name, x ? ifXEntry_oid : ifEntry_oid, len * sizeof(oid));
	name[len] = 1;			/* first column ... */
	name[len + 1] = ifindex;
	reg = netsnmp_create_handler_registration(x ? "swconfig-ifXEntry" :
						  "swconfig-ifEntry",
						  swa_if_handler, name,
						  p ? len + 2 : len,
						  HANDLER_CAN_RWRITE);
	if (!reg) {
		free(r);
		return -1;
	}
	if (p) {
		reg->range_subid = (int)len + 1;	/* ... to the last (1-based) */
		reg->range_ubound = x ? IFX_COLUMNS : IF_COLUMNS;
	}
	reg->handler->myvoid = r;
	if (context[0])
		reg->contextName = strdup(context);
	if (netsnmp_register_handler(reg) != MIB_REGISTERED_OK) {
		swa_err("cannot register the %s %s of ifIndex %u%s%s",
			x ? "ifXTable" : "ifTable", p ? "row" : "table", ifindex,
			context[0] ? " in " : "", context);
		free(r);
		return -1;
	}
	r->reg = reg;
	r->next = swa_if_regs;
	swa_if_regs = r;
	return 0;
}

int swa_if_register(const char *context, const struct swa_switch *sw)
{
	uint32_t i;
	int ret = 0;

	/* a bridge's ports are host netdevs: snmpd serves their rows */
	if (!sw->snap || sw->snap->host_ports)
		return 0;
	if (!strcmp(context, sw->name))
		return swa_if_add(context, sw, NULL, false) |
		       swa_if_add(context, sw, NULL, true);
	for (i = 0; i < sw->snap->n_ports; i++) {
		const struct swa_port *p = &sw->snap->ports[i];

		if (!p->ifindex)
			continue;
		ret |= swa_if_add(context, sw, p, false);
		ret |= swa_if_add(context, sw, p, true);
	}
	return ret;
}

void swa_if_release_all(bool unregister)
{
	while (swa_if_regs) {
		struct swa_if_reg *r = swa_if_regs;

		swa_if_regs = r->next;
		r->reg->handler->myvoid = NULL;
		if (unregister)
			swa_unregister(r->reg);
		free(r);
	}
}
