// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Requests handed to the MIB handlers of the agent in this process
 * (inproc_req.h): the handlers of the registration holding the OID are
 * called as the agent library calls them for a PDU
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "inproc_req.h"
#include "mib/mib.h"

static size_t oid_with(oid *out, const oid *base, size_t len, oid index)
{
	memcpy(out, base, len * sizeof(*base));
	out[len] = index;
	return len + 1;
}

static netsnmp_handler_registration *holder(const oid *name, size_t len)
{
	netsnmp_subtree *t = netsnmp_subtree_find((oid *)name, len, NULL, "");

	return t ? t->reginfo : NULL;
}

/* A region's member holding name (mib_region.c), else the holder */
static netsnmp_handler_registration *member_or_holder(const oid *name,
						      size_t len)
{
	netsnmp_handler_registration *m = swa_region_member(name, len, "");

	return m ? m : holder(name, len);
}

static void keep_answer(const netsnmp_variable_list *vb, struct answer *a)
{
	a->name_len = vb->name_length < MAX_OID ? vb->name_length : MAX_OID;
	memcpy(a->name, vb->name, a->name_len * sizeof(oid));
	a->type = vb->type;
	a->len = 0;
	if (vb->type == ASN_INTEGER || vb->type == ASN_UNSIGNED ||
	    vb->type == ASN_GAUGE || vb->type == ASN_COUNTER ||
	    vb->type == ASN_TIMETICKS)
		a->number = (unsigned long)*vb->val.integer;
	if (vb->type == ASN_OCTET_STR || vb->type == ASN_OBJECT_ID) {
		a->len = vb->val_len < sizeof(a->bytes) ? vb->val_len :
			 sizeof(a->bytes);
		memcpy(a->bytes, vb->val.string, a->len);
	}
}

/*
 * The handlers of the registration holding request's OID, in the mode
 * of reqinfo. A SET's request structures and its reqinfo (what the
 * helpers attach to them in RESERVE1: the table index, the row, the
 * cache's state) live through all its phases, as in the agent library.
 */
static int call_at(netsnmp_handler_registration *reg,
		   netsnmp_agent_request_info *reqinfo,
		   netsnmp_request_info *request)
{
	int ret;

	if (!reg)
		return SNMP_ERR_NOSUCHNAME;
	ret = netsnmp_call_handlers(reg, reqinfo, request);
	return ret != SNMP_ERR_NOERROR ? ret : request->status;
}

static int call(netsnmp_agent_request_info *reqinfo,
		netsnmp_request_info *request)
{
	netsnmp_variable_list *vb = request->requestvb;

	return call_at(holder(vb->name, vb->name_length), reqinfo, request);
}

/* One read of name through reg's handlers, or the holder's (NULL) */
static void read_at(netsnmp_handler_registration *reg, int mode,
		    const oid *name, size_t len, struct answer *a)
{
	netsnmp_pdu *pdu = snmp_pdu_create(mode == MODE_GET ? SNMP_MSG_GET :
					   SNMP_MSG_GETNEXT);
	netsnmp_agent_session asp = { .pdu = pdu };
	netsnmp_agent_request_info reqinfo = { .mode = mode, .asp = &asp };
	netsnmp_request_info request = { .index = 1 };

	memset(a, 0, sizeof(*a));
	request.requestvb = snmp_varlist_add_variable(&pdu->variables, name,
						      len, ASN_NULL, NULL, 0);
	if (request.requestvb) {
		a->error = reg ? call_at(reg, &reqinfo, &request) :
				 call(&reqinfo, &request);
		keep_answer(request.requestvb, a);
	} else {
		a->error = SNMP_ERR_GENERR;
	}
	netsnmp_free_request_data_sets(&request);
	netsnmp_free_all_list_data(reqinfo.agent_data);
	snmp_free_pdu(pdu);
}

void read_one(int mode, const oid *name, size_t len, struct answer *a)
{
	read_at(NULL, mode, name, len, a);
}

int read_together(int mode, const oid *const *names, const size_t *lens,
		  size_t n)
{
	netsnmp_pdu *pdu = snmp_pdu_create(mode == MODE_GET ? SNMP_MSG_GET :
					   SNMP_MSG_GETNEXT);
	netsnmp_agent_session asp = { .pdu = pdu };
	netsnmp_agent_request_info reqinfo = { .mode = mode, .asp = &asp };
	netsnmp_request_info request[MAX_VARBINDS] = { { 0 } };
	netsnmp_variable_list *vb;
	size_t i;
	int ret = SNMP_ERR_GENERR;

	for (i = 0; pdu && i < n && i < MAX_VARBINDS; i++) {
		vb = snmp_varlist_add_variable(&pdu->variables, names[i], lens[i],
					       ASN_NULL, NULL, 0);
		if (!vb)
			break;
		request[i].requestvb = vb;
		request[i].index = (int)i + 1;
		request[i].next = i + 1 < n ? &request[i + 1] : NULL;
	}
	if (n && i == n)
		ret = call(&reqinfo, &request[0]);
	for (i = 0; i < n && i < MAX_VARBINDS; i++)
		netsnmp_free_request_data_sets(&request[i]);
	netsnmp_free_all_list_data(reqinfo.agent_data);
	snmp_free_pdu(pdu);
	return ret;
}

void read_table(int mode, const oid *name, size_t len, struct answer *a)
{
	read_at(member_or_holder(name, len), mode, name, len, a);
}

void get(const oid *base, size_t len, oid index, struct answer *a)
{
	oid name[MAX_OID];

	read_one(MODE_GET, name, oid_with(name, base, len, index), a);
}

/* What a GET of a column at index answers: the number, or -1 */
long get_number(const oid *base, size_t len, oid index)
{
	struct answer a;

	get(base, len, index, &a);
	return a.error || (a.type != ASN_UNSIGNED && a.type != ASN_INTEGER &&
			   a.type != ASN_GAUGE) ? -1 : (long)a.number;
}

/* The first octet of an OCTET STRING column at index, or -1 */
int get_octet(const oid *base, size_t len, oid index)
{
	struct answer a;

	get(base, len, index, &a);
	return a.error || a.type != ASN_OCTET_STR || !a.len ? -1 : a.bytes[0];
}

/* sub as "1002.1005" after sep, into out; its length */
static size_t index_text(char *out, size_t size, const char *sep,
			 const oid *sub, size_t n)
{
	size_t used = (size_t)snprintf(out, size, "%s", sep), i;

	for (i = 0; i < n && used < size; i++)
		used += (size_t)snprintf(out + used, size - used, "%s%lu",
					 i ? "." : "", (unsigned long)sub[i]);
	return used < size ? used : size - 1;
}

/* The indexes a GETNEXT walk of one column meets (inproc_req.h) */
void walk_column(const oid *col, size_t len, char *out, size_t size)
{
	oid name[MAX_OID];
	size_t name_len = len;
	struct answer a;
	size_t used = 0;
	int steps;

	out[0] = '\0';
	memcpy(name, col, len * sizeof(*col));
	for (steps = 0; steps < 16; steps++) {
		read_one(MODE_GETNEXT, name, name_len, &a);
		if (a.error || a.type == ASN_NULL || a.name_len <= len ||
		    snmp_oid_compare(a.name, len, col, len))
			return;		/* the column ends */
		used += index_text(out + used, size - used, used ? " " : "",
				   a.name + len, a.name_len - len);
		memcpy(name, a.name, a.name_len * sizeof(oid));
		name_len = a.name_len;
	}
}


/* Every varbind of a SET through one phase; the first error */
static int phase(netsnmp_agent_request_info *reqinfo,
		 netsnmp_request_info *requests, size_t n, int mode)
{
	int err = SNMP_ERR_NOERROR;
	size_t i;

	reqinfo->mode = mode;
	for (i = 0; i < n && !err; i++)
		err = call(reqinfo, &requests[i]);
	return err;
}

/*
 * One SET request through the phases as the agent library runs them:
 * RESERVE1, RESERVE2, ACTION, COMMIT; a failure in a RESERVE phase is
 * followed by FREE, one in ACTION by UNDO
 */
int set(const struct setting *s, size_t n)
{
	static long transid = 100;
	netsnmp_request_info requests[MAX_VARBINDS];
	netsnmp_pdu *pdu = snmp_pdu_create(SNMP_MSG_SET);
	netsnmp_agent_session asp = { .pdu = pdu };
	netsnmp_agent_request_info reqinfo = { .asp = &asp };
	netsnmp_variable_list *vb;
	int err;
	size_t i;

	memset(requests, 0, sizeof(requests));
	pdu->transid = ++transid;
	for (i = 0; i < n && i < MAX_VARBINDS; i++) {
		oid name[MAX_OID];
		size_t len = oid_with(name, s[i].base, s[i].len, s[i].index);

		oid value[MAX_OID];
		size_t value_len = MAX_OID;

		if (s[i].type == ASN_OCTET_STR)
			vb = snmp_varlist_add_variable(&pdu->variables, name, len,
						       s[i].type, s[i].text,
						       strlen(s[i].text));
		else if (s[i].type == ASN_OBJECT_ID &&
			 read_objid(s[i].text, value, &value_len))
			vb = snmp_varlist_add_variable(&pdu->variables, name, len,
						       s[i].type, value,
						       value_len * sizeof(oid));
		else
			vb = snmp_varlist_add_variable(&pdu->variables, name, len,
						       s[i].type, &s[i].number,
						       sizeof(s[i].number));
		requests[i].requestvb = vb;
		requests[i].index = (int)i + 1;
	}
	err = phase(&reqinfo, requests, i, MODE_SET_RESERVE1);
	if (!err)
		err = phase(&reqinfo, requests, i, MODE_SET_RESERVE2);
	if (err) {
		phase(&reqinfo, requests, i, MODE_SET_FREE);
	} else {
		err = phase(&reqinfo, requests, i, MODE_SET_ACTION);
		if (err)
			phase(&reqinfo, requests, i, MODE_SET_UNDO);
		else
			err = phase(&reqinfo, requests, i, MODE_SET_COMMIT);
	}
	while (i--)
		netsnmp_free_request_data_sets(&requests[i]);
	netsnmp_free_all_list_data(reqinfo.agent_data);
	snmp_free_pdu(pdu);
	return err;
}

/*
 * The same read through the chain below the tables' first handler (the
 * table, cache and table_container helpers), which answered every read
 * before the first handler did (mib_table.c, swa_table_read()). A GETNEXT
 * the helpers send on (ASN_PRIV_RETRY: a row without the column, the
 * next column) is made again from where they sent it, as the agent
 * library does. false: no table holds name.
 */
bool read_chain(int mode, const oid *name, size_t len, struct answer *a)
{
	oid at[MAX_OID];
	size_t at_len = len < MAX_OID ? len : MAX_OID;
	int tries;

	memcpy(at, name, at_len * sizeof(oid));
	for (tries = 0; tries < 64; tries++) {
		netsnmp_handler_registration *reg = member_or_holder(at, at_len);
		netsnmp_mib_handler *first = reg ?
			netsnmp_find_handler_by_name(reg, "swconfig_demand") : NULL;
		netsnmp_pdu *pdu = snmp_pdu_create(SNMP_MSG_GETNEXT);
		netsnmp_agent_session asp = { .pdu = pdu };
		netsnmp_agent_request_info reqinfo = { .mode = mode, .asp = &asp };
		netsnmp_request_info request = { .index = 1 };
		int ret;

		if (!first || !pdu || !first->myvoid) {
			snmp_free_pdu(pdu);
			return false;	/* no table's */
		}
		memset(a, 0, sizeof(*a));
		request.requestvb = snmp_varlist_add_variable(&pdu->variables, at,
							      at_len, ASN_NULL,
							      NULL, 0);
		ret = netsnmp_call_next_handler(first, reg, &reqinfo, &request);
		a->error = ret != SNMP_ERR_NOERROR ? ret : request.status;
		keep_answer(request.requestvb, a);
		netsnmp_free_request_data_sets(&request);
		netsnmp_free_all_list_data(reqinfo.agent_data);
		snmp_free_pdu(pdu);
		if (a->type != ASN_PRIV_RETRY)
			return true;
		memcpy(at, a->name, a->name_len * sizeof(oid));
		at_len = a->name_len;
	}
	return false;
}
