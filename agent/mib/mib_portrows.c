// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Rows of switch ports in tables indexed by ifIndex alone (ifTable,
 * ifXTable, dot3StatsTable, dot3PauseTable), next to the host's
 * interfaces that snmpd serves itself in the same tables.
 *
 * In the default context snmpd owns these tables (IF-MIB, and
 * EtherLike-MIB's dot3StatsTable in Debian's build), so the agent cannot
 * register them; it registers its rows instead, regions more specific
 * than snmpd's table, so requests for exactly these instances come here
 * and walks interleave them with the host's rows in OID order. The
 * ifIndex scheme (ifindex.c) keeps the numbers apart.
 *
 * The simple region, per port Entry.C.I with C ranging over the columns
 * (AgentX range_subid), becomes within Net-SNMP one subtree per column
 * (the library copies the registration for each), plus the piece of
 * snmpd's table it splits off, a copy of that registration and its
 * handlers: at 48 ports of four tables some 5 MB in a subagent, 10 MB in
 * snmpd. So:
 *
 * - A subagent (with an announcer, main.c) tells the master which cells
 *   are its own: per column, each run of consecutive ifIndexes whose
 *   ports have a value there (Entry.C.first, its last sub-identifier
 *   ranging to the run's last), announced again when that changes. A
 *   region per row with every column would have the master ask for each
 *   cell a port lacks (a counter its driver does not have), one AgentX
 *   round trip each, in every walk. Here one registration of the whole
 *   table (not passed on to the master) answers every row of the
 *   context, whatever its switch, by walking the rows in ifIndex order
 *   ("wide"). After the master restarts the cells are announced again
 *   (swa_port_rows_announce_all()).
 * - Inside snmpd the same wide handler answers spans: per column one
 *   subtree over a switch's consecutive ifIndexes (below), or, if
 *   snmpd's registry will not load one, the rows one by one as above.
 *
 * A switch's own context has no host interfaces: there the agent
 * registers the tables whole, once, and one handler answers every port of
 * the switch (ifindex 0 in struct swa_prow).
 *
 * A port whose switch is gone, or that has no row in a table (has_row),
 * answers nothing (the row disappears from walks) until it is back.
 */
#include "config.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "mib.h"

/* AgentX's weakest priority (the strongest is 1; snmpd's own tables 127) */
#define SWA_PROW_WIDE_PRIORITY	255

struct swa_prow {
	const struct swa_port_table *t;
	char context[SWA_NAME_LEN];
	char sw[SWA_NAME_LEN];
	uint32_t port;
	uint32_t ifindex;		/* 0: the whole table, every port of sw */
	/* every row of t in context, not one switch's (announced, or spans) */
	bool wide;
	/* NULL: a row the wide entry answers (announced, or in a span) */
	netsnmp_handler_registration *reg;
	/*
	 * wide: its rows (same table and context) by ifIndex, unique there,
	 * so that a request finds its row by binary search instead of a
	 * pass over every table's rows (swa_prow_seq)
	 */
	struct swa_prow **rows;
	size_t n_rows, rows_cap;
	/* wide, in a subagent: the cells announced, by column and ifIndex */
	struct swa_pcells *cells;
	size_t n_cells;
	struct swa_prow *next;		/* rows in ifIndex order, tables first */
};

/* Cells of one column announced to the master: Entry.C.first .. last */
struct swa_pcells {
	unsigned int column;
	uint32_t first, last;
};

static struct swa_prow *swa_prows;
static const struct swa_row_announcer *swa_announcer;

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

/*
 * The rows a registration answers for as a sequence in ifIndex order:
 * the wide entry's rows (rows[]), the switch's ports (its own table: a
 * switch numbers its ports' ifIndexes in port order, ifindex.c, and a
 * port without one can only be past the last valid number), or the one
 * row of r. A request finds its place by binary search, one registry
 * lookup per row it looks at: O(log n) per walk step, where a pass over
 * every table's rows, a lookup each, made walks of ifTable quadratic.
 */
struct swa_prow_seq {
	const struct swa_prow *reg;
	const struct swa_snapshot *snap;	/* not wide: r's switch's reading */
	size_t n;
};

static void swa_prow_seq_init(struct swa_prow_seq *q, const struct swa_prow *r)
{
	q->reg = r;
	q->snap = r->wide ? NULL : swa_prow_snap(r);
	if (r->wide)
		q->n = r->n_rows;
	else
		q->n = !q->snap ? 0 : r->ifindex ? 1 : q->snap->n_ports;
}

/* The ifIndex of member k, the sequence's order; 0: none (after all) */
static uint32_t swa_prow_seq_ifindex(const struct swa_prow_seq *q, size_t k)
{
	if (q->reg->wide)
		return q->reg->rows[k]->ifindex;
	return q->reg->ifindex ? q->reg->ifindex : q->snap->ports[k].ifindex;
}

/* Member k's port if it has a row now, else NULL; *owner its entry */
static const struct swa_port *swa_prow_seq_port(const struct swa_prow_seq *q,
						size_t k,
						const struct swa_prow **owner)
{
	const struct swa_prow *e = q->reg->wide ? q->reg->rows[k] : q->reg;
	const struct swa_port *p;

	*owner = e;
	if (q->reg->wide)
		return swa_prow_nth(e, swa_prow_snap(e), 0);
	if (e->ifindex)
		return swa_prow_nth(e, q->snap, 0);
	p = &q->snap->ports[k];
	return swa_prow_has(e, p) ? p : NULL;
}

/*
 * The first member whose OID in column cand (entry.C.ifIndex, cand_len)
 * comes after o (len), or is o with inclusive (an AgentX GETNEXT's
 * "include" flag): OIDs grow with k within a column
 */
static size_t swa_prow_seq_from(const struct swa_prow_seq *q, oid *cand,
				size_t cand_len, const oid *o, size_t len,
				int inclusive)
{
	size_t lo = 0, hi = q->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t ifindex = swa_prow_seq_ifindex(q, mid);
		int cmp = 1;

		if (ifindex) {
			cand[cand_len - 1] = ifindex;
			cmp = snmp_oid_compare(cand, cand_len, o, len);
		}
		if (cmp > 0 || (cmp == 0 && inclusive))
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

/* The member of ifIndex ifindex, or q->n */
static size_t swa_prow_seq_find(const struct swa_prow_seq *q, oid ifindex)
{
	size_t lo = 0, hi = q->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t at = swa_prow_seq_ifindex(q, mid);

		if (at && at < ifindex)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < q->n && swa_prow_seq_ifindex(q, lo) == ifindex ? lo : q->n;
}

/* The port of ifIndex ifindex, if r answers for it (and its entry) */
static const struct swa_port *swa_prow_port(const struct swa_prow *r,
					    oid ifindex,
					    const struct swa_prow **owner)
{
	struct swa_prow_seq q;
	size_t k;

	swa_prow_seq_init(&q, r);
	k = swa_prow_seq_find(&q, ifindex);
	return k < q.n ? swa_prow_seq_port(&q, k, owner) : NULL;
}

/* Where oid o (len) is against [start, end) of the request's subtree:
 * -1 before it, 0 within, 1 at or after its end */
static int swa_prow_bounds(const netsnmp_request_info *req, const oid *o,
			   size_t len)
{
	const netsnmp_subtree *st = req->subtree;

	if (st && snmp_oid_compare(o, len, st->start_a, st->start_len) < 0)
		return -1;
	if (st && st->end_a && snmp_oid_compare(o, len, st->end_a, st->end_len) >= 0)
		return 1;
	if (req->range_end_len &&
	    snmp_oid_compare(o, len, req->range_end, req->range_end_len) >= 0)
		return 1;
	return 0;
}

bool swa_prow_in_bounds(const netsnmp_request_info *req, const oid *o,
			size_t len)
{
	return !swa_prow_bounds(req, o, len);
}

/* The first column a GETNEXT from o (len) may answer: none before o's */
static unsigned int swa_prow_first_column(const struct swa_prow *r,
					  const oid *o, size_t len)
{
	size_t entry_len = r->t->entry_len;

	if (len <= entry_len || snmp_oid_compare(o, entry_len, r->t->entry,
						 entry_len) || !o[entry_len])
		return 1;
	if (o[entry_len] > r->t->columns)
		return r->t->columns + 1;
	return (unsigned int)o[entry_len];
}

/*
 * The first member a GETNEXT from o (len) may answer in column cand:
 * after o, or from the request's subtree's start when that comes later
 * (what lies before it is not this registration's), so that no row
 * before either is looked at
 */
static size_t swa_prow_getnext_from(const struct swa_prow_seq *q,
				    const netsnmp_request_info *req, oid *cand,
				    size_t cand_len, const oid *o, size_t len)
{
	const netsnmp_subtree *st = req->subtree;

	if (st && snmp_oid_compare(o, len, st->start_a, st->start_len) < 0)
		return swa_prow_seq_from(q, cand, cand_len, st->start_a,
					 st->start_len, 1);
	return swa_prow_seq_from(q, cand, cand_len, o, len, req->inclusive);
}

static void swa_prow_getnext(const struct swa_prow *r, netsnmp_request_info *req)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t entry_len = r->t->entry_len;
	oid saved[MAX_OID_LEN], cand[MAX_OID_LEN];
	size_t saved_len = var->name_length;
	struct swa_prow_seq q;
	unsigned int c;

	if (saved_len > MAX_OID_LEN)
		return;
	memcpy(saved, var->name, saved_len * sizeof(oid));
	memcpy(cand, r->t->entry, entry_len * sizeof(oid));

	swa_prow_seq_init(&q, r);
	/* column by column, each in ifIndex order: the table's OID order,
	 * so the first candidate past the subtree's end ends the search */
	for (c = swa_prow_first_column(r, saved, saved_len); c <= r->t->columns; c++) {
		size_t k;

		cand[entry_len] = c;
		k = swa_prow_getnext_from(&q, req, cand, entry_len + 2, saved,
					  saved_len);
		for (; k < q.n; k++) {
			const struct swa_prow *owner;
			const struct swa_port *p = swa_prow_seq_port(&q, k, &owner);
			int where;

			if (!p)
				continue;
			cand[entry_len + 1] = p->ifindex;
			where = swa_prow_bounds(req, cand, entry_len + 2);
			if (where > 0)
				goto none;
			if (where < 0)
				continue;
			snmp_set_var_objid(var, cand, entry_len + 2);
			if (r->t->get(var, p, c) == SNMP_ERR_NOERROR)
				return;
		}
	}
none:
	/* nothing here: leave the varbind unanswered for the next subtree */
	snmp_set_var_objid(var, saved, saved_len);
	var->type = ASN_NULL;
}

static int swa_prow_reserve1(const struct swa_prow *r,
			     netsnmp_agent_request_info *reqinfo,
			     netsnmp_request_info *req)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t entry_len = r->t->entry_len;
	const struct swa_prow *owner;
	const struct swa_port *p;

	if (var->name_length != entry_len + 2)
		return SNMP_ERR_NOCREATION;
	p = swa_prow_port(r, var->name[entry_len + 1], &owner);
	if (!p)
		return SNMP_ERR_NOCREATION;
	if (!r->t->reserve1)
		return SNMP_ERR_NOTWRITABLE;
	return r->t->reserve1(swa_set_txn(reqinfo), var, p, owner->sw,
			      (unsigned int)var->name[entry_len],
			      (unsigned int)req->index);
}

static int swa_prow_get(const struct swa_prow *r, netsnmp_variable_list *var)
{
	size_t entry_len = r->t->entry_len;
	const struct swa_prow *owner;
	const struct swa_port *p;

	if (var->name_length != entry_len + 2 ||
	    snmp_oid_compare(var->name, entry_len, r->t->entry, entry_len))
		return SNMP_NOSUCHINSTANCE;
	p = swa_prow_port(r, var->name[entry_len + 1], &owner);
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
	netsnmp_request_info *req;

	(void)reg;
	if (!r)
		return SNMP_ERR_NOERROR;
	if (reqinfo->mode != MODE_GET && reqinfo->mode != MODE_GETNEXT &&
	    reqinfo->mode != MODE_SET_RESERVE1) {
		swa_set_phase(reqinfo, requests);	/* mib_set.c */
		return SNMP_ERR_NOERROR;
	}
	/* counters: read afresh at once when the switch was idle (agent.c) */
	if (reqinfo->mode != MODE_SET_RESERVE1)
		swa_demand(reqinfo, r->wide ? NULL : r->sw, SWA_NEED_PORTS);
	for (req = requests; req; req = req->next) {
		int ret = SNMP_ERR_NOERROR;

		if (req->processed)
			continue;
		if (reqinfo->mode == MODE_GET)
			ret = swa_prow_get(r, req->requestvb);
		else if (reqinfo->mode == MODE_GETNEXT)
			swa_prow_getnext(r, req);
		else
			ret = swa_prow_reserve1(r, reqinfo, req);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
	return SNMP_ERR_NOERROR;
}

static struct swa_prow *swa_prow_find(const struct swa_port_table *t,
				      const char *context, uint32_t ifindex,
				      bool wide)
{
	struct swa_prow *r;

	for (r = swa_prows; r; r = r->next) {
		if (r->t == t && r->ifindex == ifindex && r->wide == wide &&
		    !strcmp(r->context, context))
			return r;
	}
	return NULL;
}

/* Into the list, in ifIndex order (the wide handler walks it so) */
static void swa_prow_insert(struct swa_prow *r)
{
	struct swa_prow **pp = &swa_prows;

	while (*pp && (*pp)->ifindex <= r->ifindex)
		pp = &(*pp)->next;
	r->next = *pp;
	*pp = r;
}

static struct swa_prow *swa_prow_new(const struct swa_port_table *t,
				     const char *context,
				     const struct swa_switch *sw,
				     const struct swa_port *p)
{
	struct swa_prow *r = calloc(1, sizeof(*r));

	if (!r)
		return NULL;
	r->t = t;
	snprintf(r->context, sizeof(r->context), "%s", context);
	snprintf(r->sw, sizeof(r->sw), "%s", sw ? sw->name : "");
	r->port = p ? p->id : 0;
	r->ifindex = p ? p->ifindex : 0;
	return r;
}

/*
 * The registration of r: port r's row (Entry.C.I, C ranging over the
 * columns), the whole entry (a switch's own table), or (wide) the whole
 * table at the weakest priority, made here only (nocallback)
 */
static int swa_prow_register(struct swa_prow *r)
{
	const struct swa_port_table *t = r->t;
	oid name[MAX_OID_LEN];
	size_t len = r->wide ? t->entry_len - 1 : t->entry_len;
	netsnmp_handler_registration *reg;
	int ret;

	if (t->entry_len + 2 > MAX_OID_LEN)
		return -1;
	memcpy(name, t->entry, t->entry_len * sizeof(oid));
	name[t->entry_len] = 1;			/* first column ... */
	name[t->entry_len + 1] = r->ifindex;
	reg = netsnmp_create_handler_registration(t->name, swa_prow_handler, name,
						  r->ifindex ? len + 2 : len,
						  t->reserve1 ? HANDLER_CAN_RWRITE :
						  HANDLER_CAN_RONLY);
	if (!reg)
		return -1;
	if (r->ifindex) {
		reg->range_subid = (int)len + 1;	/* ... to the last (1-based) */
		reg->range_ubound = t->columns;
	}
	reg->handler->myvoid = r;
	if (r->context[0])
		reg->contextName = strdup(r->context);
	if (r->wide) {
		/*
		 * Should the library pass it on (reattaching after the master's
		 * restart), at the table's OID and the weakest priority it is
		 * below snmpd's own table there; it is taken back at once
		 * (swa_port_rows_announce_all())
		 */
		reg->priority = SWA_PROW_WIDE_PRIORITY;
		ret = netsnmp_register_handler_nocallback(reg);
	} else {
		ret = netsnmp_register_handler(reg);
	}
	if (ret != MIB_REGISTERED_OK) {
		swa_err("cannot register the %s %s of ifIndex %u%s%s", t->name,
			r->wide ? "rows" : r->ifindex ? "row" : "table",
			r->ifindex, r->context[0] ? " in " : "", r->context);
		return -1;
	}
	r->reg = reg;
	return 0;
}

/*
 * Announces (add) or takes back the cells c of wide entry w: Entry.C.first,
 * its last sub-identifier ranging to last; or (c NULL, take back only) the
 * wide registration of the whole table, should the library have passed it on
 */
static int swa_prow_announce(const struct swa_prow *w,
			     const struct swa_pcells *c, bool add)
{
	const struct swa_port_table *t = w->t;
	const char *ctx = w->context[0] ? w->context : NULL;
	oid name[MAX_OID_LEN];
	size_t len = t->entry_len;

	if (len + 2 > MAX_OID_LEN)
		return -1;
	memcpy(name, t->entry, len * sizeof(oid));
	if (!c) {
		swa_announcer->remove(name, len - 1, SWA_PROW_WIDE_PRIORITY, 0, 0, ctx);
		return 0;
	}
	name[len] = c->column;
	name[len + 1] = c->first;
	if (!add) {
		swa_announcer->remove(name, len + 2, DEFAULT_MIB_PRIORITY,
				      (int)len + 2, c->last, ctx);
		return 0;
	}
	if (swa_announcer->add(name, len + 2, DEFAULT_MIB_PRIORITY, (int)len + 2,
			       c->last, ctx) < 0) {
		swa_err("cannot register the %s rows of ifIndex %u-%u%s%s",
			t->name, c->first, c->last, ctx ? " in " : "",
			ctx ? ctx : "");
		return -1;
	}
	return 0;
}

/* Whether port p has a value in column c of w's table now */
static bool swa_prow_has_cell(const struct swa_prow *w,
			      const struct swa_port *p, unsigned int c)
{
	netsnmp_variable_list var;
	bool has;

	memset(&var, 0, sizeof(var));
	has = w->t->get(&var, p, c) == SNMP_ERR_NOERROR;
	snmp_free_var_internals(&var);
	return has;
}

/* Appends cells to *v (n of cap), or extends the last run; -1: no memory */
static int swa_pcells_add(struct swa_pcells **v, size_t *n, size_t *cap,
			  unsigned int column, uint32_t ifindex)
{
	struct swa_pcells *last = *n ? &(*v)[*n - 1] : NULL;

	if (last && last->column == column && last->last + 1 == ifindex) {
		last->last = ifindex;
		return 0;
	}
	if (*n == *cap) {
		size_t more = *cap ? 2 * *cap : 32;
		struct swa_pcells *grown = realloc(*v, more * sizeof(**v));

		if (!grown)
			return -1;
		*v = grown;
		*cap = more;
	}
	(*v)[(*n)++] = (struct swa_pcells){ column, ifindex, ifindex };
	return 0;
}

/*
 * The cells w's rows have now, by column and ifIndex (w->rows' order);
 * each row's port looked up once, not once per column
 */
static int swa_prow_cells_now(const struct swa_prow *w, struct swa_pcells **v,
			      size_t *n)
{
	const struct swa_port **ports = calloc(w->n_rows ? w->n_rows : 1,
					       sizeof(*ports));
	size_t cap = 0, k;
	unsigned int c;

	*v = NULL;
	*n = 0;
	if (!ports)
		return -1;
	for (k = 0; k < w->n_rows; k++)
		ports[k] = swa_prow_nth(w->rows[k], swa_prow_snap(w->rows[k]), 0);
	for (c = 1; c <= w->t->columns; c++) {
		for (k = 0; k < w->n_rows; k++) {
			if (ports[k] && swa_prow_has_cell(w, ports[k], c) &&
			    swa_pcells_add(v, n, &cap, c, ports[k]->ifindex)) {
				free(*v);
				free(ports);
				return -1;
			}
		}
	}
	free(ports);
	return 0;
}

/* Order of cells: by column, then first ifIndex */
static int swa_pcells_cmp(const struct swa_pcells *a, const struct swa_pcells *b)
{
	if (a->column != b->column)
		return a->column < b->column ? -1 : 1;
	if (a->first != b->first)
		return a->first < b->first ? -1 : 1;
	return a->last < b->last ? -1 : a->last > b->last;
}

/*
 * Tells the master what changed in w's cells since they were announced:
 * what is gone first (a changed run is taken back before it is announced
 * again), then what is new. -1 when the master refused some.
 */
static int swa_prow_cells_update(struct swa_prow *w)
{
	struct swa_pcells *now;
	size_t n, i, j;
	int ret = 0;

	if (swa_prow_cells_now(w, &now, &n))
		return -1;
	for (i = j = 0; i < w->n_cells; i++) {
		while (j < n && swa_pcells_cmp(&now[j], &w->cells[i]) < 0)
			j++;
		if (j == n || swa_pcells_cmp(&now[j], &w->cells[i]))
			swa_prow_announce(w, &w->cells[i], false);
	}
	for (i = j = 0; j < n; j++) {
		while (i < w->n_cells && swa_pcells_cmp(&w->cells[i], &now[j]) < 0)
			i++;
		if (i == w->n_cells || swa_pcells_cmp(&w->cells[i], &now[j]))
			ret |= swa_prow_announce(w, &now[j], true);
	}
	free(w->cells);
	w->cells = now;
	w->n_cells = n;
	return ret;
}

/* The wide entry of t in context, made (for a subagent, registered) once */
static struct swa_prow *swa_prow_wide(const struct swa_port_table *t,
				      const char *context)
{
	struct swa_prow *w = swa_prow_find(t, context, 0, true);

	if (w)
		return w;
	w = swa_prow_new(t, context, NULL, NULL);
	if (!w)
		return NULL;
	w->wide = true;
	if (swa_announcer && swa_prow_register(w)) {
		free(w);
		return NULL;
	}
	swa_prow_insert(w);
	return w;
}

/* Room in w->rows for one more row; 0 or -1 (out of memory) */
static int swa_prow_rows_reserve(struct swa_prow *w)
{
	size_t cap = w->rows_cap ? 2 * w->rows_cap : 64;
	struct swa_prow **rows;

	if (w->n_rows < w->rows_cap)
		return 0;
	rows = realloc(w->rows, cap * sizeof(*rows));
	if (!rows)
		return -1;
	w->rows = rows;
	w->rows_cap = cap;
	return 0;
}

/* Row r (new, its ifIndex not there yet) into w->rows, in ifIndex order */
static void swa_prow_rows_add(struct swa_prow *w, struct swa_prow *r)
{
	size_t k = w->n_rows;

	/* rows come mostly in ifIndex order: from the end */
	while (k && w->rows[k - 1]->ifindex > r->ifindex)
		k--;
	memmove(&w->rows[k + 1], &w->rows[k], (w->n_rows - k) * sizeof(*w->rows));
	w->rows[k] = r;
	w->n_rows++;
}

/*
 * Port p's row of t in context, answered by the wide entry; *added is the
 * new entry, NULL when the row was there (now p's: the same ifIndex, maybe
 * another switch's port). A subagent announces it to the master.
 */
static int swa_prow_add_row(const struct swa_port_table *t, const char *context,
			    const struct swa_switch *sw, const struct swa_port *p,
			    struct swa_prow **added)
{
	struct swa_prow *r = swa_prow_find(t, context, p->ifindex, false), *w;

	*added = NULL;
	if (r) {
		snprintf(r->sw, sizeof(r->sw), "%s", sw->name);
		r->port = p->id;
		return 0;
	}
	w = swa_prow_wide(t, context);
	if (!w || swa_prow_rows_reserve(w))
		return -1;
	r = swa_prow_new(t, context, sw, p);
	if (!r)
		return -1;
	swa_prow_insert(r);
	swa_prow_rows_add(w, r);
	*added = r;
	return 0;
}

/* The whole table in a switch's own context: one registration */
static int swa_prow_add_table(const struct swa_port_table *t,
			      const struct swa_switch *sw)
{
	struct swa_prow *r = swa_prow_find(t, sw->name, 0, false);

	if (r)
		return 0;
	r = swa_prow_new(t, sw->name, sw, NULL);
	if (!r)
		return -1;
	if (swa_prow_register(r)) {
		free(r);
		return -1;
	}
	swa_prow_insert(r);
	return 0;
}

/* ------------------------------------------ spans (inside snmpd) */

/*
 * Inside snmpd the rows' registrations share snmpd's registry, and a
 * region per port and column cost two subtrees each (above). A span is
 * one subtree [Entry.C.first, Entry.C.last+1) over the consecutive
 * ifIndexes of a switch's ports: netsnmp_register_handler() cannot make
 * it (a registration is a prefix, a range a copy per value), but the
 * registry keeps such subtrees (it makes them when it splits
 * overlapping registrations), and netsnmp_subtree_load() loads one:
 * snmpd's table is split around it once per column, not per port. No
 * host interface has an ifIndex inside the span (agent.c refuses the
 * scheme otherwise), so snmpd's rows stay its own.
 */
struct swa_pspan {
	netsnmp_handler_registration *reg;
	netsnmp_mib_handler *handler;	/* ours, after bulk_to_next */
	struct swa_pspan *next;
};

static struct swa_pspan *swa_pspans;

/* Not in the library's headers (agent_registry.c exports them) */
typedef int swa_subtree_load_fn(netsnmp_subtree *sub, const char *context);
typedef void swa_clear_lookup_cache_fn(void);

static void swa_pspan_free_subtree(netsnmp_subtree *sub)
{
	free(sub->name_a);
	free(sub->start_a);
	free(sub->end_a);
	free(sub->label_a);
	netsnmp_handler_registration_free(sub->reginfo);
	free(sub);
}

/* The subtree of reg, from rootoid (Entry.C.first) to Entry.C.(last+1) */
static netsnmp_subtree *swa_pspan_subtree(netsnmp_handler_registration *reg,
					  uint32_t last)
{
	netsnmp_subtree *sub = calloc(1, sizeof(*sub));
	size_t len = reg->rootoid_len;

	if (!sub)
		return NULL;
	sub->reginfo = reg;
	sub->name_a = snmp_duplicate_objid(reg->rootoid, len);
	sub->start_a = snmp_duplicate_objid(reg->rootoid, len);
	sub->end_a = snmp_duplicate_objid(reg->rootoid, len);
	sub->label_a = strdup(reg->handlerName);
	if (!sub->name_a || !sub->start_a || !sub->end_a || !sub->label_a) {
		sub->reginfo = NULL;
		swa_pspan_free_subtree(sub);
		return NULL;
	}
	sub->end_a[len - 1] = (oid)last + 1;
	sub->namelen = sub->start_len = sub->end_len = (u_char)len;
	sub->priority = (u_char)reg->priority;
	sub->flags = SUBTREE_ATTACHED;
	sub->global_cacheid = reg->global_cacheid;
	return sub;
}

/* Loads one span of column c, answered by w; -1 when it cannot */
static int swa_pspan_add(struct swa_prow *w, unsigned int c, uint32_t first,
			 uint32_t last)
{
	swa_subtree_load_fn *load = (swa_subtree_load_fn *)
		dlsym(RTLD_DEFAULT, "netsnmp_subtree_load");
	swa_clear_lookup_cache_fn *clear = (swa_clear_lookup_cache_fn *)
		dlsym(RTLD_DEFAULT, "clear_lookup_cache");
	const struct swa_port_table *t = w->t;
	struct swa_pspan *span;
	netsnmp_handler_registration *reg;
	netsnmp_subtree *sub;
	oid name[MAX_OID_LEN];
	int cache, ret;

	if (!load || !clear || t->entry_len + 2 > MAX_OID_LEN ||
	    !(span = calloc(1, sizeof(*span))))
		return -1;
	memcpy(name, t->entry, t->entry_len * sizeof(oid));
	name[t->entry_len] = c;
	name[t->entry_len + 1] = first;
	reg = netsnmp_create_handler_registration(t->name, swa_prow_handler, name,
						  t->entry_len + 2,
						  t->reserve1 ? HANDLER_CAN_RWRITE :
						  HANDLER_CAN_RONLY);
	if (!reg) {
		free(span);
		return -1;
	}
	span->handler = reg->handler;
	span->handler->myvoid = w;
	/* what netsnmp_register_handler() puts before a handler without GETBULK */
	if (netsnmp_inject_handler(reg, netsnmp_get_bulk_to_next_handler())) {
		netsnmp_handler_registration_free(reg);
		free(span);
		return -1;
	}
	if (w->context[0])
		reg->contextName = strdup(w->context);
	sub = swa_pspan_subtree(reg, last);
	if (!sub) {
		netsnmp_handler_registration_free(reg);
		free(span);
		return -1;
	}
	/* as netsnmp_register_mib() loads: no lookups cached meanwhile */
	cache = netsnmp_get_lookup_cache_size();
	netsnmp_set_lookup_cache_size(0);
	ret = load(sub, w->context[0] ? w->context : NULL);
	netsnmp_set_lookup_cache_size(cache);
	clear();
	if (ret != MIB_REGISTERED_OK) {
		swa_pspan_free_subtree(sub);
		free(span);
		return -1;
	}
	span->reg = reg;
	span->next = swa_pspans;
	swa_pspans = span;
	return 0;
}

/* Takes back the last n spans loaded */
static void swa_pspan_drop(unsigned int n)
{
	while (n-- && swa_pspans) {
		struct swa_pspan *span = swa_pspans;

		swa_pspans = span->next;
		span->handler->myvoid = NULL;
		swa_unregister(span->reg);
		free(span);
	}
}

/*
 * The rows ifIndex first..last of t in context, new: a span per column,
 * else (no netsnmp_subtree_load(), or refused) a registration per row
 */
static int swa_prow_cover(const struct swa_port_table *t, const char *context,
			  uint32_t first, uint32_t last)
{
	struct swa_prow *w = swa_prow_find(t, context, 0, true);
	unsigned int c;
	uint32_t i;
	int ret = 0;

	for (c = 1; w && c <= t->columns; c++) {
		if (swa_pspan_add(w, c, first, last))
			break;
	}
	if (w && c > t->columns)
		return 0;
	if (c > 1) {
		/* the rows' regions would collide with these columns' spans */
		swa_warn("%s: rows %u-%u registered one by one", t->name, first, last);
		swa_pspan_drop(c - 1);
	}
	for (i = first; i <= last; i++) {
		struct swa_prow *r = swa_prow_find(t, context, i, false);

		if (r && !r->reg && swa_prow_register(r))
			ret = -1;
	}
	return ret;
}

int swa_port_rows_register(const struct swa_port_table *t, const char *context,
			   const struct swa_switch *sw)
{
	uint32_t i, first = 0, last = 0;
	struct swa_prow *w;
	int ret = 0;

	/* a bridge's ports are host netdevs: snmpd serves their rows */
	if (!sw->snap || sw->snap->host_ports)
		return 0;
	if (!strcmp(context, sw->name))
		return swa_prow_add_table(t, sw);
	for (i = 0; i < sw->snap->n_ports; i++) {
		const struct swa_port *p = &sw->snap->ports[i];
		struct swa_prow *added;

		if (!p->ifindex)
			continue;
		ret |= swa_prow_add_row(t, context, sw, p, &added);
		if (!added || swa_announcer)
			continue;
		/* runs of new rows with consecutive ifIndexes, one span each */
		if (first && added->ifindex == last + 1) {
			last = added->ifindex;
			continue;
		}
		if (first)
			ret |= swa_prow_cover(t, context, first, last);
		first = last = added->ifindex;
	}
	if (first)
		ret |= swa_prow_cover(t, context, first, last);
	if (swa_announcer && (w = swa_prow_find(t, context, 0, true)))
		ret |= swa_prow_cells_update(w);
	return ret;
}

void swa_port_rows_announce_with(const struct swa_row_announcer *a)
{
	swa_announcer = a;
}

void swa_port_rows_announce_all(void)
{
	struct swa_prow *r;

	if (!swa_announcer)
		return;
	/* the wide tables first, before the cells split the master's tables */
	for (r = swa_prows; r; r = r->next) {
		if (r->wide)
			swa_prow_announce(r, NULL, false);
	}
	for (r = swa_prows; r; r = r->next) {
		size_t i;

		for (i = 0; r->wide && i < r->n_cells; i++)
			swa_prow_announce(r, &r->cells[i], true);
	}
}

void swa_port_rows_release_all(bool unregister)
{
	size_t i;

	while (swa_pspans) {
		struct swa_pspan *span = swa_pspans;

		swa_pspans = span->next;
		span->handler->myvoid = NULL;
		if (unregister)
			swa_unregister(span->reg);
		free(span);
	}
	while (swa_prows) {
		struct swa_prow *r = swa_prows;

		swa_prows = r->next;
		for (i = 0; unregister && swa_announcer && i < r->n_cells; i++)
			swa_prow_announce(r, &r->cells[i], false);
		if (r->reg) {
			r->reg->handler->myvoid = NULL;
			if (unregister)
				swa_unregister(r->reg);
		}
		free(r->cells);
		free(r->rows);
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
