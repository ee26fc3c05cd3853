// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The MIB handlers called directly, without snmpd: the agent runs in
 * this process over Net-SNMP's agent library (as inside snmpd), serving
 * one switch of a description file, and each request is handed to the
 * handlers of the registration that holds its OID, as the agent library
 * does for a PDU (one varbind at a time, the SET phases in order).
 *
 * The switch's driver numbers its VLAN table apart from the VIDs (a
 * "vid" attribute: index 2 holds VID 100, index 5 VID 40), so that an
 * answer giving a table index where a VID belongs, or the reverse, is
 * wrong. The snmpd-level suites (host-snmp, host-snmp-write) test the
 * same objects through a real master and the Net-SNMP tools.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "inproc.h"
#include "mib/mib.h"
#include "tap.h"

#define APP	"test-mib"

/* Q-BRIDGE-MIB (1.3.6.1.2.1.17.7) objects, without their index */
#define QB		1, 3, 6, 1, 2, 1, 17, 7, 1
static const oid num_vlans[] = { QB, 1, 4, 0 };		/* dot1qNumVlans */
static const oid egress[] = { QB, 4, 3, 1, 2 };		/* ...StaticEgressPorts */
static const oid untagged[] = { QB, 4, 3, 1, 4 };	/* ...StaticUntaggedPorts */
static const oid vlan_name[] = { QB, 4, 3, 1, 1 };	/* dot1qVlanStaticName */
static const oid pvid[] = { QB, 4, 5, 1, 1 };		/* dot1qPvid */
static const oid row_status[] = { QB, 4, 3, 1, 5 };	/* ...StaticRowStatus */

#define MAX_OID	32

/* One varbind's answer: the OID, the type and the value's bytes */
struct answer {
	oid name[MAX_OID];
	size_t name_len;
	u_char type;		/* ASN_*, or SNMP_NOSUCHINSTANCE ... */
	unsigned long number;
	u_char bytes[64];
	size_t len;
	int error;		/* SNMP_ERR_* of the request */
};

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
	if (vb->type == ASN_OCTET_STR) {
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
static int call(netsnmp_agent_request_info *reqinfo,
		netsnmp_request_info *request)
{
	netsnmp_variable_list *vb = request->requestvb;
	netsnmp_handler_registration *reg = holder(vb->name, vb->name_length);
	int ret;

	if (!reg)
		return SNMP_ERR_NOSUCHNAME;
	ret = netsnmp_call_handlers(reg, reqinfo, request);
	return ret != SNMP_ERR_NOERROR ? ret : request->status;
}

static void read_one(int mode, const oid *name, size_t len, struct answer *a)
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
		a->error = call(&reqinfo, &request);
		keep_answer(request.requestvb, a);
	} else {
		a->error = SNMP_ERR_GENERR;
	}
	netsnmp_free_request_data_sets(&request);
	netsnmp_free_all_list_data(reqinfo.agent_data);
	snmp_free_pdu(pdu);
}

static void get(const oid *base, size_t len, oid index, struct answer *a)
{
	oid name[MAX_OID];

	read_one(MODE_GET, name, oid_with(name, base, len, index), a);
}

/* What a GET of a column at index answers: the number, or -1 */
static long get_number(const oid *base, size_t len, oid index)
{
	struct answer a;

	get(base, len, index, &a);
	return a.error || (a.type != ASN_UNSIGNED && a.type != ASN_INTEGER &&
			   a.type != ASN_GAUGE) ? -1 : (long)a.number;
}

/* The first octet of an OCTET STRING column at index, or -1 */
static int get_octet(const oid *base, size_t len, oid index)
{
	struct answer a;

	get(base, len, index, &a);
	return a.error || a.type != ASN_OCTET_STR || !a.len ? -1 : a.bytes[0];
}

/* The indexes a GETNEXT walk of one column meets, as text "1 40 100" */
static void walk_column(const oid *col, size_t len, char *out, size_t size)
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
		if (a.error || a.type == ASN_NULL || a.name_len != len + 1 ||
		    snmp_oid_compare(a.name, len, col, len))
			return;		/* the column ends */
		used += (size_t)snprintf(out + used, size - used, "%s%lu",
					 used ? " " : "", (unsigned long)a.name[len]);
		memcpy(name, a.name, a.name_len * sizeof(oid));
		name_len = a.name_len;
	}
}

/*
 * The same read through the chain below the tables' first handler (the
 * table, cache and table_container helpers), which answered every read
 * before the first handler did (mib_table.c, swa_table_read()). A GETNEXT
 * the helpers send on (ASN_PRIV_RETRY: a row without the column, the
 * next column) is made again from where they sent it, as the agent
 * library does. false: no table holds name.
 */
static bool read_chain(int mode, const oid *name, size_t len, struct answer *a)
{
	oid at[MAX_OID];
	size_t at_len = len < MAX_OID ? len : MAX_OID;
	int tries;

	memcpy(at, name, at_len * sizeof(oid));
	for (tries = 0; tries < 64; tries++) {
		netsnmp_handler_registration *reg = holder(at, at_len);
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

static bool same_answer(const struct answer *x, const struct answer *y)
{
	if (x->error != y->error || x->type != y->type)
		return false;
	if (x->type == ASN_NULL)
		return true;	/* nothing here: the agent goes on, wherever */
	return x->name_len == y->name_len &&
	       !snmp_oid_compare(x->name, x->name_len, y->name, y->name_len) &&
	       x->number == y->number && x->len == y->len &&
	       !memcmp(x->bytes, y->bytes, x->len);
}

/* One varbind of a SET request */
struct setting {
	const oid *base;
	size_t len;
	oid index;
	u_char type;
	long number;
	const char *text;
};

#define MAX_VARBINDS	8

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
static int set(const struct setting *s, size_t n)
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

		if (s[i].type == ASN_OCTET_STR)
			vb = snmp_varlist_add_variable(&pdu->variables, name, len,
						       s[i].type, s[i].text,
						       strlen(s[i].text));
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
 * Four ports (3 the CPU's), a 16-entry VLAN table holding VIDs 1, 100
 * and 40 at indexes 1, 2 and 5; port 2's PVID is table index 2 (VID 100)
 */
static const char switches[] =
	"switch switch0 0 4 16 3 \"sw0\" \"test\"\n"
	"attr global 4096 none apply \"Activate changes\"\n"
	"attr port 4096 int pvid \"Primary VLAN index\"\n"
	"attr vlan 0 string name \"VLAN name\"\n"
	"attr vlan 1 int vid \"VLAN ID\"\n"
	"attr vlan 2 ports ports \"VLAN members\"\n"
	"value port pvid 0 1\nvalue port pvid 1 1\nvalue port pvid 2 2\n"
	"value port pvid 3 1\n"
	"value vlan vid 1 1\nvalue vlan vid 2 100\nvalue vlan vid 5 40\n"
	"value vlan name 2 \"servers\"\n"
	"vlan 1 1 0 1 3t\nvlan 2 100 2 3t\nvlan 5 40 1t 3t\n";

#define LEN(o)	OID_LENGTH(o)

static void test_reads(void)
{
	char walk[128];
	struct answer a;

	is(get_number(num_vlans, LEN(num_vlans) - 1, 0), 3,
	   "dot1qNumVlans: three VLANs");
	is(get_number(pvid, LEN(pvid), 3), 100,
	   "dot1qPvid of port 2 is the VID 100, not its table index 2");
	is(get_number(pvid, LEN(pvid), 1), 1, "dot1qPvid of port 0 is VLAN 1");
	is(get_octet(egress, LEN(egress), 100), 0x30,
	   "VID 100: egress ports 2 and 3 (bridge ports 3, 4)");
	is(get_octet(untagged, LEN(untagged), 100), 0x20,
	   "VID 100: untagged port 2 only");
	is(get_octet(egress, LEN(egress), 40), 0x50,
	   "VID 40 (table index 5): egress ports 1 and 3");
	is(get_octet(untagged, LEN(untagged), 40), 0x00,
	   "VID 40: no untagged port");
	get(egress, LEN(egress), 2, &a);
	is(a.type, SNMP_NOSUCHINSTANCE,
	   "table index 2 is no VID: no such instance");
	get(vlan_name, LEN(vlan_name), 100, &a);
	ok(a.type == ASN_OCTET_STR && a.len == 7 &&
	   !memcmp(a.bytes, "servers", 7), "VID 100's name");
	walk_column(egress, LEN(egress), walk, sizeof(walk));
	is_str(walk, "1 40 100", "a GETNEXT walk meets the VIDs in order");
	walk_column(pvid, LEN(pvid), walk, sizeof(walk));
	is_str(walk, "1 2 3 4", "dot1qPvid: one row per bridge port");
}

/*
 * Reads answered by the tables' first handler answer what the helpers
 * below it answer: GETs and GETNEXTs before, in and after the tables,
 * with columns and indexes out of range, partial or no row's, and every
 * step of a walk of the Q-BRIDGE and BRIDGE tables
 */
static void test_fast_reads(void)
{
	static const char *const reads[] = {
		"1.3.6.1.2.1.17.7.1.4.3.1.1.100", "1.3.6.1.2.1.17.7.1.4.3.1.1.2",
		"1.3.6.1.2.1.17.7.1.4.3.1.9.100", "1.3.6.1.2.1.17.7.1.4.3.1.0.100",
		"1.3.6.1.2.1.17.7.1.4.3.1.1", "1.3.6.1.2.1.17.7.1.4.3.1.1.100.5",
		"1.3.6.1.2.1.17.7.1.4.3.2.1.100", "1.3.6.1.2.1.17.7.1.4.3",
		"1.3.6.1.2.1.17.7.1.4.3.0", "1.3.6.1.2.1.17.7.1.4.3.1",
		"1.3.6.1.2.1.17.7.1.4.3.1.0", "1.3.6.1.2.1.17.7.1.4.3.1.1.0",
		"1.3.6.1.2.1.17.7.1.4.3.1.1.41", "1.3.6.1.2.1.17.7.1.4.3.1.5.100",
		"1.3.6.1.2.1.17.7.1.4.3.1.6", "1.3.6.1.2.1.17.7.1.4.3.1.3.0",
		"1.3.6.1.2.1.17.7.1.4.3.1.2.40.1", "1.3.6.1.2.1.17.7.1.4.2",
		"1.3.6.1.2.1.17.7.1.4.2.1.3", "1.3.6.1.2.1.17.7.1.4.2.1.3.0",
		"1.3.6.1.2.1.17.7.1.4.2.1.4.0.40", "1.3.6.1.2.1.17.7.1.4.2.1.4.40",
		"1.3.6.1.2.1.17.7.1.4.2.1.7.0.100", "1.3.6.1.2.1.17.7.1.4.2.1.2.0.1",
		"1.3.6.1.2.1.17.7.1.4.5", "1.3.6.1.2.1.17.7.1.4.5.1.1.3",
		"1.3.6.1.2.1.17.7.1.4.5.1.1.4", "1.3.6.1.2.1.17.7.1.4.5.1.7.4",
		"1.3.6.1.2.1.17.7.1.4.5.1.8.3", "1.3.6.1.2.1.17.1.4",
		"1.3.6.1.2.1.17.1.4.1.2.1", "1.3.6.1.2.1.17.1.4.1.5.4",
		"1.3.6.1.2.1.17.1.4.1.5.5",
	};
	static const char *const walks[] = {
		"1.3.6.1.2.1.17.7.1.4.2", "1.3.6.1.2.1.17.7.1.4.3",
		"1.3.6.1.2.1.17.7.1.4.5", "1.3.6.1.2.1.17.1.4",
	};
	int bad = 0, steps = 0;
	size_t i;
	int m;

	for (i = 0; i < SWA_ARRAY_SIZE(reads); i++) {
		for (m = 0; m < 2; m++) {
			int mode = m ? MODE_GETNEXT : MODE_GET;
			oid name[MAX_OID];
			size_t len = MAX_OID;
			struct answer fast, chain;

			if (!read_objid(reads[i], name, &len)) {
				bad++;
				continue;
			}
			read_one(mode, name, len, &fast);
			if (!read_chain(mode, name, len, &chain) ||
			    !same_answer(&fast, &chain)) {
				printf("# %s of %s: not the helpers' answer\n",
				       m ? "GETNEXT" : "GET", reads[i]);
				bad++;
			}
			steps++;
		}
	}
	is(bad, 0, "%d edge reads: the first handler answers as the helpers", steps);
	bad = steps = 0;
	for (i = 0; i < SWA_ARRAY_SIZE(walks); i++) {
		oid name[MAX_OID];
		size_t len = MAX_OID;
		struct answer fast, chain;

		if (!read_objid(walks[i], name, &len)) {
			bad++;
			continue;
		}
		while (steps < 1000) {
			read_one(MODE_GETNEXT, name, len, &fast);
			if (!read_chain(MODE_GETNEXT, name, len, &chain) ||
			    !same_answer(&fast, &chain)) {
				printf("# walk of %s: step %d differs\n", walks[i],
				       steps);
				bad++;
				break;
			}
			steps++;
			if (fast.type == ASN_NULL || fast.error)
				break;
			memcpy(name, fast.name, fast.name_len * sizeof(oid));
			len = fast.name_len;
		}
	}
	ok(!bad && steps > 60, "%d steps of walks of four tables: the same answers", steps);
}

static void test_sets(void)
{
	const struct setting to_40 = { pvid, LEN(pvid), 1, ASN_UNSIGNED, 40, NULL };
	const struct setting as_int = { pvid, LEN(pvid), 1, ASN_INTEGER, 40, NULL };
	const struct setting to_4095 = { pvid, LEN(pvid), 1, ASN_UNSIGNED, 4095,
					 NULL };
	const struct setting to_2 = { pvid, LEN(pvid), 1, ASN_UNSIGNED, 2, NULL };
	const struct setting short_list = { egress, LEN(egress), 100,
					    ASN_OCTET_STR, 0, "ab" };

	is(set(&as_int, 1), SNMP_ERR_WRONGTYPE, "dot1qPvid as INTEGER: wrongType");
	is(set(&to_4095, 1), SNMP_ERR_WRONGVALUE, "dot1qPvid 4095: wrongValue");
	is(set(&to_2, 1), SNMP_ERR_INCONSISTENTVALUE,
	   "dot1qPvid 2 (a table index, no VID): inconsistentValue");
	is(set(&short_list, 1), SNMP_ERR_WRONGLENGTH,
	   "a PortList of two octets for four ports: wrongLength");
	is(get_number(pvid, LEN(pvid), 1), 1, "refused SETs changed nothing");
	is(get_octet(egress, LEN(egress), 100), 0x30, "nor VID 100's ports");
	is(set(&to_40, 1), SNMP_ERR_NOERROR, "dot1qPvid of port 0 set to VID 40");
	is(get_number(pvid, LEN(pvid), 1), 40, "and read back as VID 40");
}

/* Rows made and removed in VIDs, whatever table index the switch uses */
static void test_rows(void)
{
	const struct setting create[] = {
		{ row_status, LEN(row_status), 200, ASN_INTEGER, 4, NULL },
		{ egress, LEN(egress), 200, ASN_OCTET_STR, 0, "\xa0" },
		{ untagged, LEN(untagged), 200, ASN_OCTET_STR, 0, "\x80" },
	};
	const struct setting half_bad[] = {
		{ egress, LEN(egress), 40, ASN_OCTET_STR, 0, "\xf0" },
		{ pvid, LEN(pvid), 2, ASN_UNSIGNED, 300, NULL },
	};
	const struct setting destroy = { row_status, LEN(row_status), 200,
					 ASN_INTEGER, 6, NULL };
	const struct setting destroy_pvid = { row_status, LEN(row_status), 100,
					      ASN_INTEGER, 6, NULL };
	char walk[128];

	is(set(create, 3), SNMP_ERR_NOERROR,
	   "VID 200 created with ports 0 and 2 (0 untagged) in one request");
	is(get_octet(egress, LEN(egress), 200), 0xa0, "VID 200's egress ports");
	is(get_octet(untagged, LEN(untagged), 200), 0x80,
	   "VID 200's untagged port");
	is(get_number(num_vlans, LEN(num_vlans) - 1, 0), 4, "four VLANs now");
	walk_column(egress, LEN(egress), walk, sizeof(walk));
	is_str(walk, "1 40 100 200", "the walk meets VID 200 last");
	is(set(half_bad, 2), SNMP_ERR_INCONSISTENTVALUE,
	   "a request with one PVID of no VLAN is refused as a whole");
	is(get_octet(egress, LEN(egress), 40), 0x50,
	   "VID 40's ports unchanged by it");
	is(set(&destroy_pvid, 1), SNMP_ERR_INCONSISTENTVALUE,
	   "VID 100, port 2's PVID, cannot be destroyed");
	is(get_number(pvid, LEN(pvid), 3), 100, "port 2's PVID still VID 100");
	is(set(&destroy, 1), SNMP_ERR_NOERROR, "VID 200 destroyed");
	get_octet(egress, LEN(egress), 200);
	walk_column(egress, LEN(egress), walk, sizeof(walk));
	is_str(walk, "1 40 100", "and gone from the table");
}

int main(void)
{
	char dir[] = "/tmp/swa-mib-XXXXXX";

	if (!mkdtemp(dir) || inproc_setup(dir, APP, switches)) {
		ok(0, "test files in %s", dir);
		return done_testing();
	}
	inproc_start(APP);
	if (!ok(!swa_agent_start(), "the agent starts")) {
		inproc_cleanup(dir);
		return done_testing();
	}
	test_reads();
	test_fast_reads();
	test_sets();
	test_rows();
	inproc_stop(APP);
	inproc_cleanup(dir);
	return done_testing();
}
