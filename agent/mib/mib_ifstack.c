// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * IF-MIB ifStackTable (RFC 2863) for switch ports: the relationships the
 * model lists (model/ifstack.c), each ifStackStatus active(1), read-only
 * (RFC 2863 lets an implementation refuse writes to it; the stack is
 * wiring, nothing a SET can change).
 *
 * A switch's own context has no host interfaces: the table is registered
 * whole there, with the switch's rows, the CPU port with nothing on top.
 * In the default context snmpd serves the host's interfaces, and may
 * serve their stack (Debian's snmpd does not; other builds might): the
 * agent registers its rows one by one, each an exact instance
 * ifStackStatus.H.L more specific than any table of snmpd's, so the
 * host's rows stay snmpd's and walks interleave them. A row registered
 * for a reading that no longer has it (the host interface got another
 * ifindex, the switch is gone) answers nothing.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mib.h"

#define IFSTACK_ENTRY	1, 3, 6, 1, 2, 1, 31, 1, 2, 1
#define IFSTACK_STATUS	3	/* the one accessible column */

static const oid ifStackTable_oid[] = { 1, 3, 6, 1, 2, 1, 31, 1, 2 };
static const oid ifStackEntry_oid[] = { IFSTACK_ENTRY };
#define ENTRY_LEN	OID_LENGTH(ifStackEntry_oid)

/* ------------------------------------------- the switch's own context */

static int stack_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	struct swa_stack_row *rows;
	size_t i, n;
	int ret = 0;

	rows = malloc(SWA_STACK_ROWS(s->n_ports) * sizeof(*rows));
	if (!rows)
		return -1;
	n = swa_stack_rows(s, false, rows);
	for (i = 0; !ret && i < n; i++) {
		oid sub[2] = { rows[i].higher, rows[i].lower };

		ret = swa_table_add(t, sub, 2, NULL, sw);
	}
	free(rows);
	return ret;
}

static int stack_get(netsnmp_variable_list *var, const struct swa_row *row,
		     unsigned int column)
{
	(void)row;
	if (column != IFSTACK_STATUS)
		return SNMP_NOSUCHOBJECT;
	return swa_set_int(var, RS_ACTIVE);
}

static const struct swa_table_def stack_def = {
	.name = "ifStackTable",
	.root = ifStackTable_oid,
	.root_len = OID_LENGTH(ifStackTable_oid),
	.min_column = IFSTACK_STATUS,
	.max_column = IFSTACK_STATUS,
	.index = { ASN_INTEGER, ASN_INTEGER },
	.n_index = 2,
	.ports_only = true,
	.fill = stack_fill,
	.get = stack_get,
};

int swa_ifstack_register(const char *context)
{
	/* the default context's rows come switch by switch, below */
	if (!context[0])
		return 0;
	return swa_table_register(&stack_def, context, false) ? 0 : -1;
}

/* ----------------------------------------------- the default context */

/* One row's registration: ifStackStatus.higher.lower */
struct swa_srow {
	char sw[SWA_NAME_LEN];
	struct swa_stack_row row;
	netsnmp_handler_registration *reg;
	struct swa_srow *next;
};

static struct swa_srow *swa_srows;

static void srow_oid(const struct swa_srow *r, oid *name)
{
	memcpy(name, ifStackEntry_oid, sizeof(ifStackEntry_oid));
	name[ENTRY_LEN] = IFSTACK_STATUS;
	name[ENTRY_LEN + 1] = r->row.higher;
	name[ENTRY_LEN + 2] = r->row.lower;
}

/* Whether the switch's reading has the row now */
static bool srow_present(const struct swa_srow *r)
{
	const struct swa_switch *sw;

	sw = swa_registry_switch(swa_mib_registry(), r->sw);
	return sw && sw->snap &&
	       swa_stack_has(sw->snap, true, r->row.higher, r->row.lower);
}

static void srow_answer(const struct swa_srow *r,
			netsnmp_agent_request_info *reqinfo,
			netsnmp_request_info *req)
{
	netsnmp_variable_list *var = req->requestvb;
	oid name[ENTRY_LEN + 3];
	int cmp;

	srow_oid(r, name);
	cmp = snmp_oid_compare(var->name, var->name_length, name,
			       ENTRY_LEN + 3);
	if (reqinfo->mode == MODE_GET) {
		if (cmp || !srow_present(r) || swa_set_int(var, RS_ACTIVE))
			netsnmp_set_request_error(reqinfo, req,
						  SNMP_NOSUCHINSTANCE);
		return;
	}
	/* GETNEXT: the row, if it comes after the request and is here */
	if ((cmp < 0 || (cmp == 0 && req->inclusive)) &&
	    swa_prow_in_bounds(req, name, ENTRY_LEN + 3) && srow_present(r)) {
		snmp_set_var_objid(var, name, ENTRY_LEN + 3);
		swa_set_int(var, RS_ACTIVE);
		return;
	}
	var->type = ASN_NULL;	/* nothing here: the next subtree answers */
}

static int srow_handler(netsnmp_mib_handler *handler,
			netsnmp_handler_registration *reg,
			netsnmp_agent_request_info *reqinfo,
			netsnmp_request_info *requests)
{
	const struct swa_srow *r = handler->myvoid;
	netsnmp_request_info *req;

	(void)reg;
	if (!r)
		return SNMP_ERR_NOERROR;
	/* read-only (HANDLER_CAN_RONLY): the library refuses SETs */
	if (reqinfo->mode != MODE_GET && reqinfo->mode != MODE_GETNEXT)
		return SNMP_ERR_NOERROR;
	for (req = requests; req; req = req->next) {
		if (!req->processed)
			srow_answer(r, reqinfo, req);
	}
	return SNMP_ERR_NOERROR;
}

static struct swa_srow *srow_find(const struct swa_stack_row *row)
{
	struct swa_srow *r;

	for (r = swa_srows; r; r = r->next) {
		if (r->row.higher == row->higher && r->row.lower == row->lower)
			return r;
	}
	return NULL;
}

static int srow_add(const struct swa_switch *sw,
		    const struct swa_stack_row *row)
{
	oid name[ENTRY_LEN + 3];
	struct swa_srow *r = srow_find(row);

	if (r) {
		/* the same ifIndexes, maybe now another switch's port */
		snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
		return 0;
	}
	r = calloc(1, sizeof(*r));
	if (!r)
		return -1;
	snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
	r->row = *row;
	srow_oid(r, name);
	r->reg = netsnmp_create_handler_registration("ifStackTable",
						     srow_handler, name,
						     ENTRY_LEN + 3,
						     HANDLER_CAN_RONLY);
	if (!r->reg) {
		free(r);
		return -1;
	}
	r->reg->handler->myvoid = r;
	if (netsnmp_register_handler(r->reg) != MIB_REGISTERED_OK) {
		swa_err("cannot register ifStackTable row %u.%u", row->higher,
			row->lower);
		free(r);
		return -1;
	}
	r->next = swa_srows;
	swa_srows = r;
	return 0;
}

int swa_ifstack_rows_register(const char *context,
			      const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	struct swa_stack_row *rows;
	size_t i, n;
	int ret = 0;

	/* a bridge's ports are host interfaces: their stack is snmpd's */
	if (context[0] || !s || s->host_ports)
		return 0;
	rows = malloc(SWA_STACK_ROWS(s->n_ports) * sizeof(*rows));
	if (!rows)
		return -1;
	n = swa_stack_rows(s, true, rows);
	for (i = 0; i < n; i++)
		ret |= srow_add(sw, &rows[i]);
	free(rows);
	return ret;
}

void swa_ifstack_release_all(bool unregister)
{
	while (swa_srows) {
		struct swa_srow *r = swa_srows;

		swa_srows = r->next;
		r->reg->handler->myvoid = NULL;
		if (unregister)
			swa_unregister(r->reg);
		free(r);
	}
}
