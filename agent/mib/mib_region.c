// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Regions: one registration per MIB subtree and context, answering for
 * every table and scalar group the agent has in it (its members).
 *
 * Why: snmpd walks across registrations one subtree at a time. At each
 * boundary a GETNEXT finds nothing in the subtree it was in, and snmpd
 * tries again in the next one: inside snmpd one more pass of its request
 * loop, over AgentX one more round trip (the master asks the subagent,
 * gets endOfMibView, then asks about the next subtree). BRIDGE-MIB with
 * Q-BRIDGE-MIB is 12 tables and scalar groups per context: at a home
 * router's size (230 objects) a walk made 253 AgentX requests where one
 * registration makes 231. A region is one subtree; its handler moves a
 * GETNEXT from one member to the next itself, in the same pass.
 *
 * A member keeps the chain of helpers its registration function would
 * build (table, cache, table_container; scalar_group, instance), but is
 * never registered: the region calls it (netsnmp_call_handlers()), with
 * what snmpd does between subtrees done here: the request's OID set to
 * the member's start, inclusive, and the helpers' data dropped.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mib.h"

/* The MIB subtrees answered as regions */
static const oid swa_bridge_mib[] = { 1, 3, 6, 1, 2, 1, 17 };

static const struct swa_region_def {
	const char *name;
	const oid *root;
	size_t root_len;
} swa_region_defs[] = {
	/* with Q-BRIDGE-MIB (17.7): a poller walks them together */
	{ "BRIDGE-MIB", swa_bridge_mib, OID_LENGTH(swa_bridge_mib) },
};

/* A scalar group's holes make its helper ask for another try (below) */
#define SWA_REGION_RETRIES	16

struct swa_member {
	netsnmp_handler_registration *reg;	/* its chain, not registered */
	oid *start, *end;			/* the OIDs [start, end) */
	size_t start_len, end_len;
	struct swa_member *next;		/* in OID order */
};

struct swa_region {
	const struct swa_region_def *def;
	char context[SWA_NAME_LEN];
	netsnmp_handler_registration *reg;	/* the one registered */
	struct swa_member *members;
	/* the member a GETNEXT was answered by last: a walk's next step is
	 * most likely in it */
	struct swa_member *last;
	struct swa_region *next;
};

static struct swa_region *swa_regions;

static bool swa_oid_under(const oid *name, size_t len, const oid *root,
			  size_t root_len)
{
	return len >= root_len && !snmp_oid_compare(name, root_len, root,
						    root_len);
}

static bool swa_member_has(const struct swa_member *m, const oid *name,
			   size_t len)
{
	return snmp_oid_compare(name, len, m->start, m->start_len) >= 0 &&
	       snmp_oid_compare(name, len, m->end, m->end_len) < 0;
}

/* The member whose OIDs hold name, or NULL */
static struct swa_member *swa_member_at(const struct swa_region *rg,
					const oid *name, size_t len)
{
	struct swa_member *m;

	for (m = rg->members; m; m = m->next) {
		if (swa_member_has(m, name, len))
			return m;
	}
	return NULL;
}

/* ------------------------------------------------------------- requests */

/* What snmpd takes as a GETNEXT's answer (not a reason to go on) */
static bool swa_answered(const netsnmp_request_info *req)
{
	switch (req->requestvb->type) {
	case ASN_NULL:
	case ASN_PRIV_RETRY:
	case SNMP_NOSUCHOBJECT:
	case SNMP_NOSUCHINSTANCE:
	case SNMP_ENDOFMIBVIEW:
		return false;
	default:
		return true;
	}
}

/* req (alone), asked of m until its helpers stop asking for a retry */
static void swa_member_call(struct swa_member *m,
			    netsnmp_agent_request_info *reqinfo,
			    netsnmp_request_info *req)
{
	int tries = 0;

	do {
		req->requestvb->type = ASN_NULL;
		netsnmp_call_handlers(m->reg, reqinfo, req);
	} while (req->requestvb->type == ASN_PRIV_RETRY && !req->status &&
		 ++tries < SWA_REGION_RETRIES);
}

/*
 * A GETNEXT: each member from the one holding or following the OID, as
 * snmpd goes through subtrees; nothing found leaves the varbind ASN_NULL
 * and snmpd goes on past the region
 */
static void swa_region_next(struct swa_region *rg,
			    netsnmp_agent_request_info *reqinfo,
			    netsnmp_request_info *req)
{
	netsnmp_variable_list *var = req->requestvb;
	struct swa_member *m = rg->last;

	if (!m || !swa_member_has(m, var->name, var->name_length))
		m = rg->members;
	for (; m; m = m->next) {
		if (snmp_oid_compare(var->name, var->name_length, m->end,
				     m->end_len) >= 0)
			continue;
		if (snmp_oid_compare(var->name, var->name_length, m->start,
				     m->start_len) < 0) {
			snmp_set_var_objid(var, m->start, m->start_len);
			req->inclusive = 1;
		}
		swa_member_call(m, reqinfo, req);
		if (req->status)
			return;		/* an error, answered as such */
		if (swa_answered(req) &&
		    swa_member_has(m, var->name, var->name_length)) {
			req->inclusive = 0;	/* the next repetition follows it */
			rg->last = m;
			return;
		}
		/* the helpers' table info, made for this member */
		netsnmp_free_request_data_sets(req);
		snmp_set_var_typed_value(var, ASN_NULL, NULL, 0);
		if (m->next) {
			snmp_set_var_objid(var, m->next->start, m->next->start_len);
			req->inclusive = 1;
		}
	}
}

static void swa_region_get(struct swa_region *rg,
			   netsnmp_agent_request_info *reqinfo,
			   netsnmp_request_info *req)
{
	netsnmp_variable_list *var = req->requestvb;
	struct swa_member *m = swa_member_at(rg, var->name, var->name_length);

	if (m)
		netsnmp_call_handlers(m->reg, reqinfo, req);
	else
		netsnmp_set_request_error(reqinfo, req, SNMP_NOSUCHOBJECT);
}

/*
 * A SET phase: each member with the varbinds it holds, in their order
 * (a row's columns reach its table together, as from snmpd); varbinds no
 * member holds name nothing that can be written
 */
static void swa_region_set(struct swa_region *rg,
			   netsnmp_agent_request_info *reqinfo,
			   netsnmp_request_info *requests)
{
	netsnmp_request_info *req, **links, *head, **tail;
	struct swa_member *m;
	size_t n = 0, i;

	for (req = requests; req; req = req->next)
		n++;
	links = calloc(n, sizeof(*links));
	if (!links) {
		for (req = requests; req; req = req->next)
			netsnmp_set_request_error(reqinfo, req, SNMP_ERR_RESOURCEUNAVAILABLE);
		return;
	}
	for (req = requests, i = 0; req; req = req->next)
		links[i++] = req;
	for (i = 0; reqinfo->mode == MODE_SET_RESERVE1 && i < n; i++) {
		netsnmp_variable_list *var = links[i]->requestvb;

		if (!swa_member_at(rg, var->name, var->name_length))
			netsnmp_set_request_error(reqinfo, links[i],
						  SNMP_ERR_NOTWRITABLE);
	}
	for (m = rg->members; m; m = m->next) {
		head = NULL;
		tail = &head;
		for (i = 0; i < n; i++) {
			netsnmp_variable_list *var = links[i]->requestvb;

			if (!swa_member_has(m, var->name, var->name_length))
				continue;
			*tail = links[i];
			tail = &links[i]->next;
		}
		*tail = NULL;
		if (head)
			netsnmp_call_handlers(m->reg, reqinfo, head);
	}
	for (i = 0; i < n; i++)
		links[i]->next = i + 1 < n ? links[i + 1] : NULL;
	free(links);
}

static int swa_region_handler(netsnmp_mib_handler *handler,
			      netsnmp_handler_registration *reg,
			      netsnmp_agent_request_info *reqinfo,
			      netsnmp_request_info *requests)
{
	struct swa_region *rg = handler->myvoid;
	netsnmp_request_info *req, *next;

	(void)reg;
	if (!rg)
		return SNMP_ERR_NOERROR;
	if (reqinfo->mode != MODE_GET && reqinfo->mode != MODE_GETNEXT) {
		swa_region_set(rg, reqinfo, requests);
		return SNMP_ERR_NOERROR;
	}
	/* one varbind at a time: each may end in another member */
	for (req = requests; req; req = next) {
		next = req->next;
		if (req->processed)
			continue;
		req->next = NULL;
		if (reqinfo->mode == MODE_GET)
			swa_region_get(rg, reqinfo, req);
		else
			swa_region_next(rg, reqinfo, req);
		req->next = next;
	}
	return SNMP_ERR_NOERROR;
}

/* -------------------------------------------------------- registration */

static struct swa_region *swa_region_new(const struct swa_region_def *def,
					 const char *context)
{
	struct swa_region *rg = calloc(1, sizeof(*rg));

	if (!rg)
		return NULL;
	rg->def = def;
	snprintf(rg->context, sizeof(rg->context), "%s", context);
	/* writable: snmpd passes SETs on, each member takes or refuses them */
	rg->reg = netsnmp_create_handler_registration(def->name, swa_region_handler,
						      def->root, def->root_len,
						      HANDLER_CAN_RWRITE);
	if (!rg->reg)
		goto fail;
	rg->reg->handler->myvoid = rg;
	if (context[0] && !(rg->reg->contextName = strdup(context))) {
		netsnmp_handler_registration_free(rg->reg);
		goto fail;
	}
	if (netsnmp_register_handler(rg->reg) != MIB_REGISTERED_OK) {
		swa_err("cannot register %s%s%s", def->name,
			context[0] ? " in " : "", context);
		goto fail;	/* freed by the failed registration */
	}
	rg->next = swa_regions;
	swa_regions = rg;
	return rg;
fail:
	free(rg);
	return NULL;
}

/* The region that would hold name in context (registered), or NULL */
static struct swa_region *swa_region_for(const oid *name, size_t len,
					 const char *context)
{
	struct swa_region *rg;
	size_t i;

	for (rg = swa_regions; rg; rg = rg->next) {
		if (!strcmp(rg->context, context) &&
		    swa_oid_under(name, len, rg->def->root, rg->def->root_len))
			return rg;
	}
	for (i = 0; i < SWA_ARRAY_SIZE(swa_region_defs); i++) {
		const struct swa_region_def *def = &swa_region_defs[i];

		if (swa_oid_under(name, len, def->root, def->root_len))
			return swa_region_new(def, context);
	}
	return NULL;
}

static void swa_member_free(struct swa_member *m)
{
	netsnmp_handler_registration_free(m->reg);
	free(m->start);
	free(m->end);
	free(m);
}

/* Into rg's members at its place; -1 when its OIDs overlap another's */
static int swa_member_insert(struct swa_region *rg, struct swa_member *m)
{
	struct swa_member *prev = NULL, *at = rg->members;

	while (at && snmp_oid_compare(at->start, at->start_len, m->start,
				      m->start_len) < 0) {
		prev = at;
		at = at->next;
	}
	if ((at && snmp_oid_compare(m->end, m->end_len, at->start,
				    at->start_len) > 0) ||
	    (prev && snmp_oid_compare(prev->end, prev->end_len, m->start,
				      m->start_len) > 0))
		return -1;
	m->next = at;
	if (prev)
		prev->next = m;
	else
		rg->members = m;
	return 0;
}

/*
 * reg's chain as a member over the OIDs root.first up to root.last's
 * subtree (a table: first == last == 0, root's whole subtree)
 */
static int swa_region_add(netsnmp_handler_registration *reg, oid first,
			  oid last)
{
	const char *context = reg->contextName ? reg->contextName : "";
	size_t len = reg->rootoid_len;
	struct swa_region *rg;
	struct swa_member *m;

	if (len + 1 > MAX_OID_LEN)
		return -1;
	rg = swa_region_for(reg->rootoid, len, context);
	m = rg ? calloc(1, sizeof(*m)) : NULL;
	if (!m)
		return -1;
	m->reg = reg;
	m->start = calloc(len + 1, sizeof(oid));
	m->end = calloc(len + 1, sizeof(oid));
	if (!m->start || !m->end)
		goto fail;
	memcpy(m->start, reg->rootoid, len * sizeof(oid));
	memcpy(m->end, reg->rootoid, len * sizeof(oid));
	m->start_len = m->end_len = first ? len + 1 : len;
	m->start[len] = first;
	m->end[len] = last + 1;
	if (!first)
		m->end[len - 1]++;
	if (swa_member_insert(rg, m)) {
		swa_err("%s: overlaps another object of %s", reg->handlerName,
			rg->def->name);
		goto fail;
	}
	return 0;
fail:
	free(m->start);
	free(m->end);
	free(m);
	return -1;
}

netsnmp_handler_registration *swa_region_member(const oid *name, size_t len,
						const char *context)
{
	struct swa_region *rg;

	for (rg = swa_regions; rg; rg = rg->next) {
		struct swa_member *m;

		if (strcmp(rg->context, context))
			continue;
		m = swa_member_at(rg, name, len);
		if (m)
			return m->reg;
	}
	return NULL;
}

bool swa_region_covers(const oid *name, size_t len)
{
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_region_defs); i++) {
		const struct swa_region_def *def = &swa_region_defs[i];

		if (swa_oid_under(name, len, def->root, def->root_len))
			return true;
	}
	return false;
}

int swa_region_add_table(netsnmp_handler_registration *reg,
			 netsnmp_table_registration_info *info,
			 netsnmp_container *container)
{
	if (netsnmp_inject_handler(reg, netsnmp_container_table_handler_get(
					   info, container,
					   TABLE_CONTAINER_KEY_NETSNMP_INDEX)) ||
	    netsnmp_inject_handler(reg, netsnmp_get_table_handler(info)) ||
	    swa_region_add(reg, 0, 0)) {
		netsnmp_handler_registration_free(reg);
		return -1;
	}
	return 0;
}

int swa_region_add_scalars(netsnmp_handler_registration *reg, oid min,
			   oid max)
{
	/* what netsnmp_register_scalar_group() puts before the handler */
	if (netsnmp_inject_handler(reg, netsnmp_get_instance_handler()) ||
	    netsnmp_inject_handler(reg, netsnmp_get_scalar_group_handler(min, max)) ||
	    netsnmp_inject_handler(reg, netsnmp_get_serialize_handler()) ||
	    swa_region_add(reg, min, max)) {
		netsnmp_handler_registration_free(reg);
		return -1;
	}
	return 0;
}

static void swa_region_drop(struct swa_region *rg, bool unregister)
{
	struct swa_region **pp = &swa_regions;

	while (*pp && *pp != rg)
		pp = &(*pp)->next;
	if (*pp)
		*pp = rg->next;
	rg->reg->handler->myvoid = NULL;
	if (unregister)
		swa_unregister(rg->reg);
	free(rg);
}

bool swa_region_remove(netsnmp_handler_registration *reg)
{
	struct swa_region *rg;

	for (rg = swa_regions; rg; rg = rg->next) {
		struct swa_member **pp;

		for (pp = &rg->members; *pp; pp = &(*pp)->next) {
			struct swa_member *m = *pp;

			if (m->reg != reg)
				continue;
			*pp = m->next;
			rg->last = NULL;
			swa_member_free(m);
			if (!rg->members)
				swa_region_drop(rg, true);
			return true;
		}
	}
	return false;
}

/*
 * At shutdown, after the tables' release. Inside snmpd (unregister) the
 * regions and their members go; in the subagent they stay, as the
 * registrations do, for snmp_shutdown(), only no longer answering.
 */
void swa_regions_release_all(bool unregister)
{
	struct swa_region *rg;

	for (rg = swa_regions; !unregister && rg; rg = rg->next)
		rg->reg->handler->myvoid = NULL;
	while (unregister && swa_regions) {
		rg = swa_regions;
		while (rg->members) {
			struct swa_member *m = rg->members;

			rg->members = m->next;
			swa_member_free(m);
		}
		swa_region_drop(rg, true);
	}
}
