// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Rows of switch ports in tables indexed by ifIndex alone (ifTable,
 * ifXTable, dot3StatsTable, dot3PauseTable), next to the host's
 * interfaces that snmpd serves itself in the same tables.
 *
 * In the default context snmpd owns these tables (IF-MIB, and
 * EtherLike-MIB's dot3StatsTable in Debian's build), so the agent cannot
 * register them; it registers its rows instead: per port one region
 * Entry.C.I with C ranging over the columns (AgentX range_subid), which is
 * more specific than snmpd's table, so the master sends requests for
 * exactly these instances here and walks interleave them with the host's
 * rows in OID order. The ifIndex scheme (ifindex.c) keeps the numbers
 * apart. Within the agent such a region becomes one subtree per column
 * (Net-SNMP copies the registration for each): about 1.5 kB each.
 *
 * A switch's own context has no host interfaces: there the agent
 * registers the tables whole, once, and one handler answers every port of
 * the switch (ifindex 0 in struct swa_prow).
 *
 * A port whose switch is gone, or that has no row in a table (has_row),
 * answers nothing (the row disappears from walks) until it is back.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mib.h"

struct swa_prow {
	const struct swa_port_table *t;
	char context[SWA_NAME_LEN];
	char sw[SWA_NAME_LEN];
	uint32_t port;
	uint32_t ifindex;		/* 0: the whole table, every port of sw */
	netsnmp_handler_registration *reg;
	struct swa_prow *next;
};

static struct swa_prow *swa_prows;

/* The reading of the switch a registration answers for, if it has one */
static const struct swa_snapshot *swa_prow_snap(const struct swa_prow *r)
{
	const struct swa_switch *sw = swa_registry_switch(swa_mib_registry(), r->sw);

	return sw ? sw->snap : NULL;
}

static bool swa_prow_has(const struct swa_prow *r, const struct swa_port *p)
{
	return p->ifindex && (!r->t->has_row || r->t->has_row(p));
}

/* Port i of those r answers for, in ifIndex order; NULL after the last */
static const struct swa_port *swa_prow_nth(const struct swa_prow *r,
					   const struct swa_snapshot *s, uint32_t i)
{
	const struct swa_port *p;

	if (!s)
		return NULL;
	if (r->ifindex) {
		if (i || r->port >= s->n_ports)
			return NULL;
		p = &s->ports[r->port];
		return p->ifindex == r->ifindex && swa_prow_has(r, p) ? p : NULL;
	}
	/* a switch numbers its ports' ifIndexes in port order (ifindex.c) */
	for (; i < s->n_ports && !swa_prow_has(r, &s->ports[i]); i++)
		;
	return i < s->n_ports ? &s->ports[i] : NULL;
}

/* The port of ifIndex ifindex, if r answers for it */
static const struct swa_port *swa_prow_port(const struct swa_prow *r,
					    const struct swa_snapshot *s,
					    oid ifindex)
{
	const struct swa_port *p;
	uint32_t i;

	for (i = 0; (p = swa_prow_nth(r, s, i)); i = p->id + 1) {
		if (p->ifindex == ifindex)
			return p;
	}
	return NULL;
}

bool swa_prow_in_bounds(const netsnmp_request_info *req, const oid *o,
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

static void swa_prow_getnext(const struct swa_prow *r, netsnmp_request_info *req,
			     const struct swa_snapshot *s)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t entry_len = r->t->entry_len;
	oid saved[MAX_OID_LEN], cand[MAX_OID_LEN];
	size_t saved_len = var->name_length;
	unsigned int c;

	if (saved_len > MAX_OID_LEN)
		return;
	memcpy(saved, var->name, saved_len * sizeof(oid));
	memcpy(cand, r->t->entry, entry_len * sizeof(oid));

	/* column by column, each in ifIndex order: the table's OID order */
	for (c = 1; c <= r->t->columns; c++) {
		const struct swa_port *p;
		uint32_t i;

		cand[entry_len] = c;
		for (i = 0; (p = swa_prow_nth(r, s, i)); i = p->id + 1) {
			int cmp;

			cand[entry_len + 1] = p->ifindex;
			cmp = snmp_oid_compare(cand, entry_len + 2, saved, saved_len);
			if (cmp < 0 || (cmp == 0 && !req->inclusive))
				continue;
			if (!swa_prow_in_bounds(req, cand, entry_len + 2))
				continue;
			snmp_set_var_objid(var, cand, entry_len + 2);
			if (r->t->get(var, p, c) == SNMP_ERR_NOERROR)
				return;
		}
	}
	/* nothing here: leave the varbind unanswered for the next subtree */
	snmp_set_var_objid(var, saved, saved_len);
	var->type = ASN_NULL;
}

static int swa_prow_reserve1(const struct swa_prow *r,
			     netsnmp_agent_request_info *reqinfo,
			     netsnmp_request_info *req, const struct swa_snapshot *s)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t entry_len = r->t->entry_len;
	const struct swa_port *p;

	if (var->name_length != entry_len + 2)
		return SNMP_ERR_NOCREATION;
	p = swa_prow_port(r, s, var->name[entry_len + 1]);
	if (!p)
		return SNMP_ERR_NOCREATION;
	if (!r->t->reserve1)
		return SNMP_ERR_NOTWRITABLE;
	return r->t->reserve1(swa_set_txn(reqinfo), var, p, r->sw,
			      (unsigned int)var->name[entry_len],
			      (unsigned int)req->index);
}

static int swa_prow_get(const struct swa_prow *r, netsnmp_variable_list *var,
			const struct swa_snapshot *s)
{
	size_t entry_len = r->t->entry_len;
	const struct swa_port *p;

	if (var->name_length != entry_len + 2 ||
	    snmp_oid_compare(var->name, entry_len, r->t->entry, entry_len))
		return SNMP_NOSUCHINSTANCE;
	p = swa_prow_port(r, s, var->name[entry_len + 1]);
	if (!p || r->t->get(var, p, (unsigned int)var->name[entry_len]))
		return SNMP_NOSUCHINSTANCE;
	return SNMP_ERR_NOERROR;
}

static int swa_prow_handler(netsnmp_mib_handler *handler,
			    netsnmp_handler_registration *reg,
			    netsnmp_agent_request_info *reqinfo,
			    netsnmp_request_info *requests)
{
	const struct swa_prow *r = handler->myvoid;
	const struct swa_snapshot *s;
	netsnmp_request_info *req;

	(void)reg;
	if (!r)
		return SNMP_ERR_NOERROR;
	s = swa_prow_snap(r);
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
			ret = swa_prow_get(r, req->requestvb, s);
		else if (reqinfo->mode == MODE_GETNEXT)
			swa_prow_getnext(r, req, s);
		else
			ret = swa_prow_reserve1(r, reqinfo, req, s);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
	return SNMP_ERR_NOERROR;
}

static struct swa_prow *swa_prow_find(const struct swa_port_table *t,
				      const char *context, uint32_t ifindex)
{
	struct swa_prow *r;

	for (r = swa_prows; r; r = r->next) {
		if (r->t == t && r->ifindex == ifindex &&
		    !strcmp(r->context, context))
			return r;
	}
	return NULL;
}

/*
 * Registers port p's row of t in context, or (p NULL) the whole table in
 * the switch's own context
 */
static int swa_prow_add(const struct swa_port_table *t, const char *context,
			const struct swa_switch *sw, const struct swa_port *p)
{
	oid name[MAX_OID_LEN];
	size_t len = t->entry_len;
	uint32_t ifindex = p ? p->ifindex : 0;
	struct swa_prow *r;
	netsnmp_handler_registration *reg;

	r = swa_prow_find(t, context, ifindex);
	if (r) {
		/* the same ifIndex, maybe now another switch's port */
		snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
		r->port = p ? p->id : 0;
		return 0;
	}
	if (len + 2 > MAX_OID_LEN)
		return -1;
	r = calloc(1, sizeof(*r));
	if (!r)
		return -1;
	r->t = t;
	snprintf(r->context, sizeof(r->context), "%s", context);
	snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
	r->port = p ? p->id : 0;
	r->ifindex = ifindex;

	memcpy(name, t->entry, len * sizeof(oid));
	name[len] = 1;			/* first column ... */
	name[len + 1] = ifindex;
	reg = netsnmp_create_handler_registration(t->name, swa_prow_handler,
						  name, p ? len + 2 : len,
						  t->reserve1 ? HANDLER_CAN_RWRITE :
						  HANDLER_CAN_RONLY);
	if (!reg) {
		free(r);
		return -1;
	}
	if (p) {
		reg->range_subid = (int)len + 1;	/* ... to the last (1-based) */
		reg->range_ubound = t->columns;
	}
	reg->handler->myvoid = r;
	if (context[0])
		reg->contextName = strdup(context);
	if (netsnmp_register_handler(reg) != MIB_REGISTERED_OK) {
		swa_err("cannot register the %s %s of ifIndex %u%s%s", t->name,
			p ? "row" : "table", ifindex, context[0] ? " in " : "",
			context);
		free(r);
		return -1;
	}
	r->reg = reg;
	r->next = swa_prows;
	swa_prows = r;
	return 0;
}

int swa_port_rows_register(const struct swa_port_table *t, const char *context,
			   const struct swa_switch *sw)
{
	uint32_t i;
	int ret = 0;

	/* a bridge's ports are host netdevs: snmpd serves their rows */
	if (!sw->snap || sw->snap->host_ports)
		return 0;
	if (!strcmp(context, sw->name))
		return swa_prow_add(t, context, sw, NULL);
	for (i = 0; i < sw->snap->n_ports; i++) {
		const struct swa_port *p = &sw->snap->ports[i];

		if (p->ifindex)
			ret |= swa_prow_add(t, context, sw, p);
	}
	return ret;
}

void swa_port_rows_release_all(bool unregister)
{
	while (swa_prows) {
		struct swa_prow *r = swa_prows;

		swa_prows = r->next;
		r->reg->handler->myvoid = NULL;
		if (unregister)
			swa_unregister(r->reg);
		free(r);
	}
}

/* ------------------------------------------------- port statistics */

bool swa_port_has(const struct swa_port *p, enum swa_ctr c)
{
	return p->ctr.present & SWA_CTR_BIT(c);
}

int swa_port_ctr32(netsnmp_variable_list *var, const struct swa_port *p,
		   enum swa_ctr c)
{
	if (!swa_port_has(p, c))
		return SNMP_NOSUCHINSTANCE;
	return swa_set_u32(var, ASN_COUNTER, (uint32_t)p->ctr.value[c]);
}

int swa_port_ctr64(netsnmp_variable_list *var, const struct swa_port *p,
		   enum swa_ctr c)
{
	if (!swa_port_has(p, c))
		return SNMP_NOSUCHINSTANCE;
	return swa_set_u64(var, p->ctr.value[c]);
}
