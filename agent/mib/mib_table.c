// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Tables over Net-SNMP's helpers: the table helper parses and checks the
 * index, table_container finds rows (a sorted binary_array: O(log n) per
 * request, GETNEXT order kept by the library; the table helper also moves
 * GETNEXT past columns a row lacks), and the cache helper rebuilds
 * the rows from the switch's current snapshot, lazily, at the first
 * request after a new reading (swa_tables_invalidate()).
 *
 *   request -> demand -> table -> cache -> table_container -> get()
 *
 * Reads, a walk's steps above all, are answered in the first handler
 * (demand: swa_table_read()) from the same rows, without the helpers'
 * per-varbind work; what it does not take goes down the chain.
 *
 * Rows point into the snapshot; a new snapshot invalidates every table
 * before the old one is freed, and both happen between requests (the
 * agent is single-threaded), so an answer never mixes two readings.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mib.h"

/* Reloads are triggered by invalidation; the timeout only backs it up */
#define SWA_CACHE_TIMEOUT	3600

static struct swa_table *swa_tables;

#define SWA_DEMAND_HANDLER	"swconfig_demand"

/* Registrations other than tables (scalars), for the shutdown */
struct swa_reg {
	netsnmp_handler_registration *reg;
	struct swa_reg *next;
};

static struct swa_reg *swa_regs;

/* The switches served (the agent's registry), read at every request */
static struct swa_registry *swa_registry;

void swa_mib_init(struct swa_registry *reg)
{
	swa_registry = reg;
}

struct swa_registry *swa_mib_registry(void)
{
	return swa_registry;
}

/*
 * Whether the agent holds a registration named name (a table's or
 * scalars' def name, "swAgent") in context: registering a context again
 * after a failure makes only what is missing
 */
bool swa_registered(const char *name, const char *context)
{
	const struct swa_table *t;
	const struct swa_reg *r;

	for (t = swa_tables; t; t = t->next) {
		if (!strcmp(t->def->name, name) && !strcmp(t->context, context))
			return true;
	}
	for (r = swa_regs; r; r = r->next) {
		const char *c = r->reg->contextName ? r->reg->contextName : "";

		if (r->reg->handlerName && !strcmp(r->reg->handlerName, name) &&
		    !strcmp(c, context))
			return true;
	}
	return false;
}

int swa_table_add(struct swa_table *t, const oid *sub, size_t n,
		  const void *data, const struct swa_switch *sw)
{
	struct swa_row *row;

	if (n > SWA_ROW_SUBIDS)
		return -1;
	if (t->n_rows == t->cap_rows) {
		size_t cap = t->cap_rows ? 2 * t->cap_rows : 64;
		struct swa_row *rows = realloc(t->rows, cap * sizeof(*rows));

		if (!rows)
			return -1;
		t->rows = rows;
		t->cap_rows = cap;
	}
	row = &t->rows[t->n_rows++];
	memset(row, 0, sizeof(*row));
	memcpy(row->sub, sub, n * sizeof(*sub));
	row->index.len = n;
	row->data = data;
	row->sw = sw;
	return 0;
}

static void swa_table_clear(struct swa_table *t)
{
	CONTAINER_CLEAR(t->container, NULL, NULL);
	t->n_rows = 0;
}

static int swa_row_cmp(const void *a, const void *b)
{
	const struct swa_row *x = a, *y = b;

	return snmp_oid_compare(x->sub, x->index.len, y->sub, y->index.len);
}

static bool swa_rows_sorted(const struct swa_table *t)
{
	size_t i;

	for (i = 1; i < t->n_rows; i++) {
		if (swa_row_cmp(&t->rows[i - 1], &t->rows[i]) > 0)
			return false;
	}
	return true;
}

static int swa_table_load(netsnmp_cache *cache, void *magic)
{
	struct swa_table *t = magic;
	const struct swa_switch *sw;
	size_t i;
	int ret = 0;

	(void)cache;
	if (!t)
		return -1;	/* released at shutdown */
	swa_table_clear(t);
	if (t->all_switches) {
		for (i = 0; !ret && i < swa_registry_n_switches(swa_registry); i++) {
			sw = swa_registry_switch_at(swa_registry, i);
			if (sw->snap)
				ret = t->def->fill(t, sw);
		}
	} else {
		sw = swa_registry_switch(swa_registry, t->context);
		if (sw && sw->snap)
			ret = t->def->fill(t, sw);
	}
	if (ret) {
		swa_err("%s: out of memory building the rows", t->def->name);
		t->n_rows = 0;
		return -1;
	}
	/* in index order, as the container keeps them: reads search the
	 * array itself (swa_table_read()) */
	if (!swa_rows_sorted(t))
		qsort(t->rows, t->n_rows, sizeof(*t->rows), swa_row_cmp);
	/* the array is final now: point the keys at the rows' own storage */
	for (i = 0; i < t->n_rows; i++) {
		t->rows[i].index.oids = t->rows[i].sub;
		if (CONTAINER_INSERT(t->container, &t->rows[i])) {
			swa_err("%s: cannot index row %zu", t->def->name, i);
			swa_table_clear(t);
			return -1;
		}
	}
	return 0;
}

/* --------------------------------------------------------- fast reads */

/*
 * The row whose index is exactly sub[0..len) (the table's rows are in
 * index order), or -1
 */
static long swa_row_find(const struct swa_table *t, const oid *sub, size_t len)
{
	size_t lo = 0, hi = t->n_rows;

	if (t->last_row < t->n_rows &&
	    !snmp_oid_compare(t->rows[t->last_row].sub,
			      t->rows[t->last_row].index.len, sub, len))
		return (long)t->last_row;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct swa_row *row = &t->rows[mid];
		int cmp = snmp_oid_compare(row->sub, row->index.len, sub, len);

		if (!cmp)
			return (long)mid;
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* Where a read starts: a column, and the row (GET) or first row tried */
struct swa_read_at {
	unsigned int col;
	size_t row;
};

/*
 * Whether a read of var is one swa_table_read() answers as the helpers
 * below it would, and where it starts: a GET of an existing row's column;
 * a GETNEXT from before the table's first column, from a column without
 * index, or from an existing row's column (every step of a walk). Any
 * other request (an index no row has, a column beyond the table ...)
 * goes down the chain.
 */
static bool swa_read_plan(const struct swa_table *t,
			  const netsnmp_handler_registration *reg, bool next,
			  const netsnmp_variable_list *var, struct swa_read_at *at)
{
	const oid *name = var->name;
	size_t len = var->name_length, r = reg->rootoid_len;
	unsigned int min = t->def->min_column, max = t->def->max_column;
	long k;
	int cmp;

	if (!next) {
		/* table.1.column.index, as the table helper takes it */
		if (var->type != ASN_NULL || len <= r + 2 ||
		    snmp_oid_compare(reg->rootoid, r, name, r) || name[r] != 1 ||
		    name[r + 1] < min || name[r + 1] > max)
			return false;
		k = swa_row_find(t, name + r + 2, len - r - 2);
		if (k < 0)
			return false;
		at->col = (unsigned int)name[r + 1];
		at->row = (size_t)k;
		return true;
	}
	/* the table helper's GETNEXT: before the table or its entry, and
	 * below the first column, start at the first column's first row */
	at->col = min;
	at->row = 0;
	cmp = snmp_oid_compare(reg->rootoid, r, name, len < r ? len : r);
	if (cmp > 0 || len <= r)
		return true;
	if (cmp < 0)
		return false;
	if (name[r] != 1)
		return name[r] < 1;
	if (len == r + 1 || name[r + 1] < min)
		return true;
	if (name[r + 1] > max)
		return false;	/* beyond the table: left to the helpers */
	at->col = (unsigned int)name[r + 1];
	if (len == r + 2)
		return true;	/* the column's first row */
	/* after an existing row: the next one (table_container) */
	k = swa_row_find(t, name + r + 2, len - r - 2);
	if (k < 0)
		return false;
	at->row = (size_t)k + 1;
	return true;
}

/*
 * GETNEXT from at: the first column and row get() answers, moving on
 * as the table helper's sparse-table handling does (noSuchInstance: the
 * column's next row, noSuchObject: the next column). Nothing found: var
 * is left as it came (ASN_NULL), and the agent goes on to the next
 * subtree, as with the helpers.
 */
static void swa_read_next(struct swa_table *t,
			  const netsnmp_handler_registration *reg,
			  netsnmp_agent_request_info *reqinfo,
			  netsnmp_request_info *req, struct swa_read_at at)
{
	netsnmp_variable_list *var = req->requestvb;
	size_t r = reg->rootoid_len;
	oid name[MAX_OID_LEN];

	for (; at.col <= t->def->max_column; at.col++, at.row = 0) {
		for (; at.row < t->n_rows; at.row++) {
			const struct swa_row *row = &t->rows[at.row];
			int ret = t->def->get(var, row, at.col);

			if (ret == SNMP_NOSUCHINSTANCE)
				continue;
			if (ret == SNMP_NOSUCHOBJECT || ret == SNMP_ENDOFMIBVIEW)
				break;
			memcpy(name, reg->rootoid, r * sizeof(oid));
			name[r] = 1;
			name[r + 1] = at.col;
			memcpy(name + r + 2, row->sub, row->index.len * sizeof(oid));
			snmp_set_var_objid(var, name, r + 2 + row->index.len);
			if (ret != SNMP_ERR_NOERROR)
				netsnmp_set_request_error(reqinfo, req, ret);
			t->last_row = at.row;
			return;
		}
	}
}

/*
 * Reads straight from the rows, without the table, cache and
 * table_container helpers below: the same answers, without their
 * per-varbind work (index varbinds cloned, data lists, the cache's
 * name printed and looked up, each a few allocations per object of a
 * walk). Only when every varbind of the call is one swa_read_plan()
 * takes; false (nothing done): the chain answers.
 */
static bool swa_table_read(struct swa_table *t,
			   netsnmp_handler_registration *reg,
			   netsnmp_agent_request_info *reqinfo,
			   netsnmp_request_info *requests)
{
	bool next = reqinfo->mode != MODE_GET;
	netsnmp_request_info *req;
	struct swa_read_at at;

	/*
	 * The cache helper's conditions for the rows, then its reload when
	 * a reading invalidated them (not its timeout, which only backs
	 * invalidation up: the rows would be the same; no clock read per
	 * varbind)
	 */
	if (!t->cache || !t->cache->enabled ||
	    netsnmp_ds_get_boolean(NETSNMP_DS_APPLICATION_ID,
				   NETSNMP_DS_AGENT_NO_CACHING))
		return false;
	if ((!t->cache->valid || t->cache->expired) &&
	    (netsnmp_cache_check_and_reload(t->cache) < 0 || !t->cache->valid))
		return false;
	for (req = requests; req; req = req->next) {
		if (!req->processed && !swa_read_plan(t, reg, next, req->requestvb, &at))
			return false;
	}
	for (req = requests; req; req = req->next) {
		if (req->processed)
			continue;
		/* planned above when it is the only one (a walk's) */
		if (requests->next)
			swa_read_plan(t, reg, next, req->requestvb, &at);
		if (next) {
			swa_read_next(t, reg, reqinfo, req, at);
		} else {
			int ret = t->def->get(req->requestvb, &t->rows[at.row],
					      at.col);

			if (ret != SNMP_ERR_NOERROR)
				netsnmp_set_request_error(reqinfo, req, ret);
		}
	}
	/* what the bulk_to_next helper below does after each repetition */
	if (reqinfo->mode == MODE_GETBULK)
		netsnmp_bulk_to_next_fix_requests(requests);
	return true;
}

/*
 * What the request being answered told the agent it reads: a walk's
 * GETBULK calls the first handler once per repetition, and each demand
 * reads the clock and looks the switch up. A request is its reqinfo, PDU
 * and request-id (a retransmission, the same request again, may be
 * taken for it: its demand was made).
 */
static struct {
	const void *reqinfo, *pdu;
	long reqid;
	bool all;
	char context[SWA_NAME_LEN];
	unsigned int needs;	/* 1 << enum swa_need */
} swa_demand_memo;

void swa_demand(const netsnmp_agent_request_info *reqinfo,
		const char *context, enum swa_need need)
{
	const netsnmp_pdu *pdu = reqinfo->asp ? reqinfo->asp->pdu : NULL;
	unsigned int bit = 1u << need;

	if (pdu && swa_demand_memo.reqinfo == reqinfo &&
	    swa_demand_memo.pdu == pdu && swa_demand_memo.reqid == pdu->reqid &&
	    swa_demand_memo.all == !context &&
	    !strcmp(swa_demand_memo.context, context ? context : "")) {
		if (swa_demand_memo.needs & bit)
			return;
		swa_demand_memo.needs |= bit;
	} else if (pdu) {
		swa_demand_memo.reqinfo = reqinfo;
		swa_demand_memo.pdu = pdu;
		swa_demand_memo.reqid = pdu->reqid;
		swa_demand_memo.all = !context;
		snprintf(swa_demand_memo.context, sizeof(swa_demand_memo.context),
			 "%s", context ? context : "");
		swa_demand_memo.needs = bit;
	}
	swa_registry_demand(swa_registry, context, need);
}

/*
 * First in every table's and scalars' chain: a read of a switch's
 * objects tells the agent, which reads an idle switch whole (or, for a
 * table of ports only, every port value) right after the request where
 * that is due (between requests it reads only the ports' state and the
 * globals: agent.c). A table's reads are then answered here
 * (swa_table_read()), the rest by the chain below.
 */
static int swa_demand_handler(netsnmp_mib_handler *handler,
			      netsnmp_handler_registration *reg,
			      netsnmp_agent_request_info *reqinfo,
			      netsnmp_request_info *requests)
{
	struct swa_table *t = handler->myvoid;	/* NULL: scalars */

	if (reqinfo->mode != MODE_GET && reqinfo->mode != MODE_GETNEXT &&
	    reqinfo->mode != MODE_GETBULK)
		return netsnmp_call_next_handler(handler, reg, reqinfo, requests);
	swa_demand(reqinfo, t && t->all_switches ? NULL :
		   reg->contextName ? reg->contextName : "",
		   t && t->def->ports_only ? SWA_NEED_PORTS : SWA_NEED_SWITCH);
	if (t && swa_table_read(t, reg, reqinfo, requests))
		return SNMP_ERR_NOERROR;
	return netsnmp_call_next_handler(handler, reg, reqinfo, requests);
}

static int swa_demand_inject(netsnmp_handler_registration *reg,
			     struct swa_table *t)
{
	netsnmp_mib_handler *h = netsnmp_create_handler(SWA_DEMAND_HANDLER,
							swa_demand_handler);

	if (!h)
		return -1;
	h->myvoid = t;
	if (netsnmp_inject_handler(reg, h) == SNMPERR_SUCCESS)
		return 0;
	netsnmp_handler_free(h);
	return -1;
}

static void swa_table_free(netsnmp_cache *cache, void *magic)
{
	(void)cache;
	if (magic)
		swa_table_clear(magic);
}

/* Checks each varbind and adds it to the request's transaction */
static void swa_table_reserve1(struct swa_table *t,
			       netsnmp_agent_request_info *reqinfo,
			       netsnmp_request_info *requests)
{
	struct swa_txn *txn = swa_set_txn(reqinfo);
	const struct swa_switch *sw = t->all_switches ? NULL :
				      swa_registry_switch(swa_registry, t->context);
	netsnmp_request_info *req;

	for (req = requests; req; req = req->next) {
		netsnmp_table_request_info *info;
		int ret;

		if (req->processed)
			continue;
		info = netsnmp_extract_table_info(req);
		if (!t->def->set)
			ret = SNMP_ERR_NOTWRITABLE;
		else if (!info)
			ret = SNMP_ERR_NOCREATION;
		else
			ret = t->def->set(txn, req->requestvb,
					  netsnmp_container_table_row_extract(req),
					  info, sw, (unsigned int)req->index);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
}

static int swa_table_handler(netsnmp_mib_handler *handler,
			     netsnmp_handler_registration *reg,
			     netsnmp_agent_request_info *reqinfo,
			     netsnmp_request_info *requests)
{
	struct swa_table *t = handler->myvoid;
	netsnmp_request_info *req;

	(void)reg;
	if (!t)
		return SNMP_ERR_NOERROR;
	if (reqinfo->mode == MODE_SET_RESERVE1) {
		swa_table_reserve1(t, reqinfo, requests);
		return SNMP_ERR_NOERROR;
	}
	if (reqinfo->mode != MODE_GET) {
		swa_set_phase(reqinfo, requests);
		return SNMP_ERR_NOERROR;
	}
	for (req = requests; req; req = req->next) {
		netsnmp_table_request_info *info;
		struct swa_row *row;
		int ret;

		if (req->processed)
			continue;
		row = netsnmp_container_table_row_extract(req);
		info = netsnmp_extract_table_info(req);
		if (!row || !info) {
			netsnmp_set_request_error(reqinfo, req, SNMP_NOSUCHINSTANCE);
			continue;
		}
		ret = t->def->get(req->requestvb, row, info->colnum);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
	return SNMP_ERR_NOERROR;
}

struct swa_table *swa_table_register(const struct swa_table_def *def,
				     const char *context, bool all)
{
	netsnmp_table_registration_info *info = NULL;
	netsnmp_handler_registration *reg = NULL;
	netsnmp_mib_handler *h;
	struct swa_table *t;
	unsigned int i;

	for (t = swa_tables; t; t = t->next) {
		if (t->def == def && !strcmp(t->context, context))
			return t;	/* a context registered again */
	}
	t = calloc(1, sizeof(*t));
	if (!t)
		return NULL;
	t->def = def;
	t->all_switches = all;
	snprintf(t->context, sizeof(t->context), "%s", context);
	t->container = netsnmp_container_find("binary_array");
	if (!t->container)
		goto fail;
	t->container->compare = netsnmp_compare_netsnmp_index;
	t->container->ncompare = netsnmp_ncompare_netsnmp_index;

	info = SNMP_MALLOC_TYPEDEF(netsnmp_table_registration_info);
	if (!info)
		goto fail;
	for (i = 0; i < def->n_index; i++)
		netsnmp_table_helper_add_index(info, def->index[i]);
	info->min_column = def->min_column;
	info->max_column = def->max_column;

	reg = netsnmp_create_handler_registration(def->name, swa_table_handler,
						  def->root, def->root_len,
						  def->set ? HANDLER_CAN_RWRITE :
						  HANDLER_CAN_RONLY);
	if (!reg)
		goto fail;
	reg->handler->myvoid = t;
	if (context[0]) {
		reg->contextName = strdup(context);
		if (!reg->contextName)
			goto fail;
	}

	t->cache = netsnmp_cache_create(SWA_CACHE_TIMEOUT, swa_table_load,
					swa_table_free, def->root,
					(int)def->root_len);
	if (!t->cache)
		goto fail;
	t->cache->magic = t;
	t->cache->flags = NETSNMP_CACHE_DONT_AUTO_RELEASE |
			  NETSNMP_CACHE_DONT_FREE_EXPIRED |
			  NETSNMP_CACHE_DONT_INVALIDATE_ON_SET;

	/* table -> table_container -> ours, then the cache before the
	 * container (the table helper itself moves GETNEXT past columns a
	 * row lacks, as the sparse table helper does) */
	if ((swa_region_covers(def->root, def->root_len) ?
	     swa_region_add_table(reg, info, t->container) :
	     netsnmp_container_table_register(reg, info, t->container,
					      TABLE_CONTAINER_KEY_NETSNMP_INDEX))
	    != MIB_REGISTERED_OK) {
		reg = NULL;	/* freed by the failed registration */
		info = NULL;
		goto fail_cache;
	}
	t->reg = reg;
	/* the table info goes with the registration */
	h = netsnmp_find_handler_by_name(reg, "table");
	if (h)
		netsnmp_handler_owns_table_info(h);
	h = netsnmp_cache_handler_get(t->cache);
	if (!h || netsnmp_inject_handler_before(reg, h, "table_container"))
		swa_err("%s: no cache handler", def->name);
	else
		netsnmp_cache_handler_owns_cache(h);
	if (swa_demand_inject(reg, t))
		swa_err("%s: %s", def->name, def->ports_only ?
			"reads through the helpers" : "read only at the refresh timer");

	t->next = swa_tables;
	swa_tables = t;
	return t;

fail:
	if (reg)
		netsnmp_handler_registration_free(reg);
	if (info)
		netsnmp_table_registration_info_free(info);
fail_cache:
	if (t->cache)
		netsnmp_cache_free(t->cache);
	if (t->container && !t->reg)
		CONTAINER_FREE(t->container);
	free(t);
	swa_err("cannot register %s%s%s", def->name, context[0] ? " in " : "",
		context);
	return NULL;
}

/*
 * The registry is told with copies of the OID and the context: Net-SNMP
 * 5.9's netsnmp_unregister_handler() passes the registration's own, frees
 * the registration, then reads the context name again.
 */
void swa_unregister(netsnmp_handler_registration *reg)
{
	oid name[MAX_OID_LEN];
	char context[SWA_NAME_LEN];
	size_t len = reg->rootoid_len;

	if (len > MAX_OID_LEN || swa_region_remove(reg))
		return;
	memcpy(name, reg->rootoid, len * sizeof(oid));
	snprintf(context, sizeof(context), "%s",
		 reg->contextName ? reg->contextName : "");
	/* a range (IF-MIB rows: ifEntry.1-22.I) is registered per value,
	 * and unregister_mib_context() of 5.9 finds only the first */
	if (reg->range_subid)
		netsnmp_unregister_mib_table_row(name, len, reg->priority,
						 reg->range_subid,
						 reg->range_ubound, context);
	else if (unregister_mib_context(name, len, reg->priority, 0, 0,
					context) != MIB_UNREGISTERED_OK)
		swa_warn("cannot unregister %s", reg->handlerName);
}

void swa_tables_invalidate(void)
{
	struct swa_table *t;

	for (t = swa_tables; t; t = t->next) {
		if (t->cache) {
			t->cache->valid = 0;
			t->cache->expired = 1;
		}
		/* the rows may point into a snapshot about to be freed */
		swa_table_clear(t);
	}
}

/* A registration that stays (no unregister) keeps no pointer to t */
static void swa_handler_forget(netsnmp_handler_registration *reg,
			       const char *name)
{
	netsnmp_mib_handler *h = netsnmp_find_handler_by_name(reg, name);

	if (h)
		h->myvoid = NULL;
}

/*
 * At shutdown. In the subagent the registrations stay for
 * snmp_shutdown() to remove, and only the agent's own memory goes; inside
 * snmpd (unregister) they go too, before the module is unloaded.
 */
void swa_tables_release_all(bool unregister)
{
	while (swa_tables) {
		struct swa_table *t = swa_tables;

		swa_tables = t->next;
		swa_table_clear(t);
		if (t->cache) {
			t->cache->magic = NULL;
			t->cache->valid = 0;
		}
		swa_handler_forget(t->reg, t->def->name);
		swa_handler_forget(t->reg, SWA_DEMAND_HANDLER);
		if (unregister) {
			/* the registry frees the handlers, cache and table
			 * info with the registration, not the container */
			swa_unregister(t->reg);
			CONTAINER_FREE(t->container);
		}
		free(t->rows);
		free(t);
	}
	while (swa_regs) {
		struct swa_reg *r = swa_regs;

		swa_regs = r->next;
		if (unregister)
			swa_unregister(r->reg);
		free(r);
	}
}

int swa_reg_keep(netsnmp_handler_registration *reg)
{
	struct swa_reg *r = calloc(1, sizeof(*r));

	if (!r)
		return -1;
	r->reg = reg;
	r->next = swa_regs;
	swa_regs = r;
	return 0;
}

/* --------------------------------------------------------------- values */

/* RowStatus: createAndGo, destroy and active; no notInService rows */
int swa_row_status_op(const netsnmp_variable_list *var, enum swa_row_op *op)
{
	if (var->type != ASN_INTEGER)
		return SNMP_ERR_WRONGTYPE;
	switch (*var->val.integer) {
	case RS_ACTIVE:
		*op = SWA_ROW_ACTIVE;
		return SNMP_ERR_NOERROR;
	case RS_CREATEANDGO:
		*op = SWA_ROW_CREATE;
		return SNMP_ERR_NOERROR;
	case RS_DESTROY:
		*op = SWA_ROW_DESTROY;
		return SNMP_ERR_NOERROR;
	default:	/* createAndWait (refused, RFC 2579 allows), notReady ... */
		return SNMP_ERR_WRONGVALUE;
	}
}

int swa_set_int(netsnmp_variable_list *var, long v)
{
	snmp_set_var_typed_value(var, ASN_INTEGER, &v, sizeof(v));
	return SNMP_ERR_NOERROR;
}

int swa_set_u32(netsnmp_variable_list *var, u_char type, uint32_t v)
{
	u_long l = v;

	snmp_set_var_typed_value(var, type, &l, sizeof(l));
	return SNMP_ERR_NOERROR;
}

int swa_set_u64(netsnmp_variable_list *var, uint64_t v)
{
	struct counter64 c;

	c.high = (u_long)(v >> 32);
	c.low = (u_long)(v & 0xffffffffu);
	snmp_set_var_typed_value(var, ASN_COUNTER64, &c, sizeof(c));
	return SNMP_ERR_NOERROR;
}

int swa_set_str(netsnmp_variable_list *var, const void *s, size_t len)
{
	snmp_set_var_typed_value(var, ASN_OCTET_STR, s, len);
	return SNMP_ERR_NOERROR;
}

int swa_set_oid(netsnmp_variable_list *var, const oid *o, size_t len)
{
	snmp_set_var_typed_value(var, ASN_OBJECT_ID, o, len * sizeof(oid));
	return SNMP_ERR_NOERROR;
}

/*
 * Tables of switch ports that snmpd does not serve for the host (RMON,
 * MAU): the default context has every switch's ports, as their IF-MIB
 * rows; a switch's context its own
 */
int swa_port_tables_register(const struct swa_table_def *const *defs, size_t n,
			     const char *context)
{
	bool all = !context[0];
	int ret = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (!swa_table_register(defs[i], context, all))
			ret = -1;
	}
	return ret;
}

/* -------------------------------------------------------------- scalars */

/* Checks each varbind and adds it to the request's transaction */
static void swa_scalars_reserve1(const struct swa_scalars_def *def,
				 const struct swa_switch *sw,
				 netsnmp_agent_request_info *reqinfo,
				 netsnmp_request_info *requests)
{
	struct swa_txn *txn = swa_set_txn(reqinfo);
	netsnmp_request_info *req;

	for (req = requests; req; req = req->next) {
		netsnmp_variable_list *var = req->requestvb;
		int ret;

		if (req->processed)
			continue;
		if (!sw || !sw->snap || var->name_length < def->root_len + 1)
			ret = SNMP_ERR_NOCREATION;
		else
			ret = def->set(txn, var, sw,
				       (unsigned int)var->name[def->root_len],
				       (unsigned int)req->index);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
}

static int swa_scalars_handler(netsnmp_mib_handler *handler,
			       netsnmp_handler_registration *reg,
			       netsnmp_agent_request_info *reqinfo,
			       netsnmp_request_info *requests)
{
	const struct swa_scalars_def *def = handler->myvoid;
	const struct swa_switch *sw;
	netsnmp_request_info *req;

	sw = swa_registry_switch(swa_registry,
				 reg->contextName ? reg->contextName : "");
	/* SET modes reach only scalars registered writable (with a set) */
	if (reqinfo->mode == MODE_SET_RESERVE1) {
		swa_scalars_reserve1(def, sw, reqinfo, requests);
		return SNMP_ERR_NOERROR;
	}
	if (reqinfo->mode != MODE_GET) {
		if (def->set)
			swa_set_phase(reqinfo, requests);
		return SNMP_ERR_NOERROR;
	}
	for (req = requests; req; req = req->next) {
		netsnmp_variable_list *var = req->requestvb;
		int ret;

		if (req->processed)
			continue;
		if (!sw || !sw->snap || var->name_length < def->root_len + 1) {
			netsnmp_set_request_error(reqinfo, req, SNMP_NOSUCHINSTANCE);
			continue;
		}
		ret = def->get(var, sw, (unsigned int)var->name[def->root_len]);
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
	return SNMP_ERR_NOERROR;
}

int swa_scalars_register(const struct swa_scalars_def *def,
			 const char *context)
{
	netsnmp_handler_registration *reg;
	bool in_region = swa_region_covers(def->root, def->root_len);
	oid name[MAX_OID_LEN];
	size_t len = def->root_len;
	int ret;

	if (swa_registered(def->name, context))
		return 0;	/* a context registered again */
	/* a lone scalar is registered as one, so that neighbouring tables
	 * under the same parent keep their place in GETNEXT order (a
	 * region's member covers only its scalars anyway) */
	memcpy(name, def->root, len * sizeof(oid));
	if (def->min == def->max && !in_region)
		name[len++] = def->min;
	reg = netsnmp_create_handler_registration(def->name, swa_scalars_handler,
						  name, len, def->set ?
						  HANDLER_CAN_RWRITE :
						  HANDLER_CAN_RONLY);
	if (!reg)
		return -1;
	reg->handler->myvoid = (void *)def;
	/* without its context the scalars would answer in the default one */
	if (context[0] && !(reg->contextName = strdup(context))) {
		swa_err("out of memory registering %s in %s", def->name, context);
		netsnmp_handler_registration_free(reg);
		return -1;
	}
	if (in_region)
		ret = swa_region_add_scalars(reg, def->min, def->max);
	else if (def->min == def->max)
		ret = netsnmp_register_scalar(reg);
	else
		ret = netsnmp_register_scalar_group(reg, def->min, def->max);
	if (ret != MIB_REGISTERED_OK) {
		swa_err("cannot register %s%s%s", def->name,
			context[0] ? " in " : "", context);
		return -1;
	}
	if (swa_reg_keep(reg)) {
		swa_err("out of memory registering %s", def->name);
		swa_unregister(reg);
		return -1;
	}
	if (swa_demand_inject(reg, NULL))
		swa_err("%s: read only at the refresh timer", def->name);
	return 0;
}
