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
 * wrong; its "fid" attribute gives each VLAN a filtering database that
 * is neither (index 2 FID 7, index 5 FID 3). The snmpd-level suites (host-snmp, host-snmp-write) test the
 * same objects through a real master and the Net-SNMP tools.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "inproc.h"
#include "inproc_req.h"
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
static const oid fdb_id[] = { QB, 4, 2, 1, 3, 0 };	/* dot1qVlanFdbId.0 */
static const oid filtering[] = { QB, 4, 5, 1, 3 };	/* ...IngressFiltering */

/*
 * Four ports (3 the CPU's), a 16-entry VLAN table holding VIDs 1, 100
 * and 40 at indexes 1, 2 and 5, in filtering databases 0, 7 and 3; port
 * 2's PVID is table index 2 (VID 100). Port 0 is in mvsw61xx's 802.1Q
 * mode secure (3, ingress filtering), port 1 in check (2, none).
 */
static const char switches[] =
	"switch switch0 0 4 16 3 \"sw0\" \"test\"\n"
	"attr global 4096 none apply \"Activate changes\"\n"
	"attr port 4096 int pvid \"Primary VLAN index\"\n"
	"attr vlan 0 string name \"VLAN name\"\n"
	"attr vlan 1 int vid \"VLAN ID\"\n"
	"attr vlan 2 ports ports \"VLAN members\"\n"
	"attr port 5 int qmode \"802.1q mode\"\n"
	"value port qmode 0 3\nvalue port qmode 1 2\n"
	"attr vlan 3 int fid \"Filtering database\"\n"
	"value vlan fid 1 0\nvalue vlan fid 2 7\nvalue vlan fid 5 3\n"
	"value port pvid 0 1\nvalue port pvid 1 1\nvalue port pvid 2 2\n"
	"value port pvid 3 1\n"
	"value vlan vid 1 1\nvalue vlan vid 2 100\nvalue vlan vid 5 40\n"
	"value vlan name 2 \"servers\"\n"
	"attr port 4097 link link \"Link\"\n"
	"value port link 0 \"up 1000 full aneg\"\n"
	"value port link 1 \"up 100 full\"\n"
	"value port link 3 \"up 1000 full\"\n"
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

/* dot1qVlanFdbId: the driver's "fid", indexed by VID (TimeMark 0) */
static void test_fdb_ids(void)
{
	char walk[128];

	is(get_number(fdb_id, LEN(fdb_id), 100), 7,
	   "VID 100 (table index 2) learns into FID 7");
	is(get_number(fdb_id, LEN(fdb_id), 40), 3,
	   "VID 40 (table index 5) learns into FID 3");
	is(get_number(fdb_id, LEN(fdb_id), 1), 0, "VID 1 into FID 0");
	is(get_number(fdb_id, LEN(fdb_id), 2), -1,
	   "table index 2 is no VID: no FdbId row");
	walk_column(fdb_id, LEN(fdb_id), walk, sizeof(walk));
	is_str(walk, "1 40 100", "the FdbId column's rows are the VIDs");
}

/* dot1qPortIngressFiltering: the driver's "qmode", never written */
static void test_filtering(void)
{
	const struct setting off = { filtering, LEN(filtering), 1, ASN_INTEGER,
				     TV_FALSE, NULL };
	const struct setting on = { filtering, LEN(filtering), 2, ASN_INTEGER,
				    TV_TRUE, NULL };
	char walk[128];

	is(get_number(filtering, LEN(filtering), 1), TV_TRUE,
	   "port 0 (qmode secure): ingress filtering true");
	is(get_number(filtering, LEN(filtering), 2), TV_FALSE,
	   "port 1 (qmode check): false, membership is not checked");
	is(get_number(filtering, LEN(filtering), 3), TV_FALSE,
	   "port 2 (no qmode value): false");
	walk_column(filtering, LEN(filtering), walk, sizeof(walk));
	is_str(walk, "1 2 3 4", "one row per bridge port");
	is(set(&off, 1), SNMP_ERR_NOTWRITABLE,
	   "turning it off: notWritable (qmode has three modes without it)");
	is(set(&on, 1), SNMP_ERR_NOTWRITABLE, "turning it on: notWritable");
	is(get_number(filtering, LEN(filtering), 1), TV_TRUE,
	   "port 0 still filtering");
	is(get_number(filtering, LEN(filtering), 2), TV_FALSE,
	   "port 1 still not");
}

/* Reads before, in and after the tables: edge cases of their helpers */
static const char *const edge_reads[] = {
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

/* A dotted OID into out (MAX_OID long): its length, 0 when not one */
static size_t oid_from(const char *text, oid *out)
{
	size_t len = MAX_OID;

	return read_objid(text, out, &len) ? len : 0;
}

static bool answer_is(const struct answer *a, const char *name)
{
	oid want[MAX_OID];
	size_t len = MAX_OID;

	return read_objid(name, want, &len) && !a->error &&
	       !snmp_oid_compare(a->name, a->name_len, want, len);
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

/*
 * BRIDGE-MIB is one registration (mib_region.c) whose handler goes from
 * one table or scalar group to the next: GETNEXT across them, over
 * members with nothing to answer (dot1dTp: the driver has no address
 * table), from the region's root and from past its last member; GET and
 * SET of objects no member has
 */
static void test_region(void)
{
	static const oid bridge[] = { 1, 3, 6, 1, 2, 1, 17 };
	static const oid stp_protocol[] = { 1, 3, 6, 1, 2, 1, 17, 2, 1 };
	const struct setting stp = { stp_protocol, LEN(stp_protocol), 0,
				     ASN_INTEGER, 3, NULL };
	netsnmp_subtree *sub;
	struct answer a;
	oid name[MAX_OID];
	size_t len, i;
	int bad = 0;

	len = oid_from("1.3.6.1.2.1.17.7.1.4.3.1.1.1", name);
	sub = netsnmp_subtree_find(name, len, NULL, "");
	ok(sub && sub->reginfo && !strcmp(sub->reginfo->handlerName, "BRIDGE-MIB") &&
	   !snmp_oid_compare(sub->reginfo->rootoid, sub->reginfo->rootoid_len,
			     bridge, LEN(bridge)),
	   "one registration, BRIDGE-MIB's, answers for dot1qVlanStaticTable");
	read_one(MODE_GETNEXT, bridge, LEN(bridge), &a);
	ok(answer_is(&a, "1.3.6.1.2.1.17.1.1.0"),
	   "GETNEXT from BRIDGE-MIB: dot1dBaseBridgeAddress.0");
	len = oid_from("1.3.6.1.2.1.17.1.3.0", name);
	read_one(MODE_GETNEXT, name, len, &a);
	ok(answer_is(&a, "1.3.6.1.2.1.17.1.4.1.1.1"),
	   "GETNEXT from dot1dBaseType.0: dot1dBasePortTable's first port");
	len = oid_from("1.3.6.1.2.1.17.1.5", name);
	read_one(MODE_GETNEXT, name, len, &a);
	ok(answer_is(&a, "1.3.6.1.2.1.17.7.1.1.1.0"),
	   "GETNEXT from between them: past the empty dot1dTp, dot1qVlanVersionNumber.0");
	for (i = 0; i < SWA_ARRAY_SIZE(edge_reads); i++) {
		struct answer chain;

		len = oid_from(edge_reads[i], name);
		if (!read_chain(MODE_GETNEXT, name, len, &chain)) {
			bad++;
			continue;
		}
		if (chain.type == ASN_NULL)
			continue;	/* past the table: the next one's */
		read_one(MODE_GETNEXT, name, len, &a);
		if (!same_answer(&a, &chain)) {
			printf("# GETNEXT of %s: not its table's answer\n", edge_reads[i]);
			bad++;
		}
	}
	is(bad, 0, "GETNEXT of %zu edge reads: the region answers as each table "
	   "from its members", SWA_ARRAY_SIZE(edge_reads));
	len = oid_from("1.3.6.1.2.1.17.7.1.4.5.1.99", name);
	read_one(MODE_GETNEXT, name, len, &a);
	ok(!a.error && a.type == ASN_NULL,
	   "GETNEXT past its last object: nothing (snmpd goes on)");
	len = oid_from("1.3.6.1.2.1.17.2.1.0", name);
	read_one(MODE_GET, name, len, &a);
	is(a.type, SNMP_NOSUCHOBJECT, "GET of dot1dStpProtocolSpecification: noSuchObject");
	is(set(&stp, 1), SNMP_ERR_NOTWRITABLE,
	   "SET of dot1dStpProtocolSpecification: notWritable");
}

static int demands;

static void count_demand(struct swa_registry *r, const char *context,
			 enum swa_need need)
{
	(void)r;
	(void)context;
	(void)need;
	demands++;
}

/*
 * A read tells the agent what it reads (a switch that was idle is read
 * afresh: agent.c) once per request, not per varbind or GETBULK
 * repetition: each of three requests made alike (the same reqinfo's
 * place, another request-id) is told, one request of three varbinds once
 */
static void test_demand_per_request(void)
{
	struct swa_registry *reg = swa_mib_registry();
	void (*demand)(struct swa_registry *, const char *, enum swa_need) =
		reg->demand;
	const oid *names[3] = { pvid, pvid, pvid };
	const size_t lens[3] = { LEN(pvid), LEN(pvid), LEN(pvid) };
	struct answer a;
	int i;

	reg->demand = count_demand;
	demands = 0;
	for (i = 0; i < 3; i++)
		read_one(MODE_GETNEXT, pvid, LEN(pvid), &a);
	is(demands, 3, "three requests: three demands");
	demands = 0;
	is(read_together(MODE_GETNEXT, names, lens, 3), SNMP_ERR_NOERROR,
	   "one request of three GETNEXTs");
	is(demands, 1, "one request: one demand");
	reg->demand = demand;
}

/*
 * Reads answered by the tables' first handler answer what the helpers
 * below it answer: GETs and GETNEXTs before, in and after the tables,
 * with columns and indexes out of range, partial or no row's, and every
 * step of a walk of the Q-BRIDGE and BRIDGE tables
 */
static void test_fast_reads(void)
{
	static const char *const walks[] = {
		"1.3.6.1.2.1.17.7.1.4.2", "1.3.6.1.2.1.17.7.1.4.3",
		"1.3.6.1.2.1.17.7.1.4.5", "1.3.6.1.2.1.17.1.4",
	};
	int bad = 0, steps = 0;
	size_t i;
	int m;

	for (i = 0; i < SWA_ARRAY_SIZE(edge_reads); i++) {
		for (m = 0; m < 2; m++) {
			int mode = m ? MODE_GETNEXT : MODE_GET;
			oid name[MAX_OID];
			size_t len = MAX_OID;
			struct answer fast, chain;

			if (!read_objid(edge_reads[i], name, &len)) {
				bad++;
				continue;
			}
			read_table(mode, name, len, &fast);
			if (!read_chain(mode, name, len, &chain) ||
			    !same_answer(&fast, &chain)) {
				printf("# %s of %s: not the helpers' answer\n",
				       m ? "GETNEXT" : "GET", edge_reads[i]);
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
			read_table(MODE_GETNEXT, name, len, &fast);
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

/* MAU-MIB (RFC 4836), index ifIndex.1: ifIndex 1001 is port 0 */
#define MAU_ROW(t, c, port)	1, 3, 6, 1, 2, 1, 26, t, 1, 1, c, 1000 + (port)
static const oid aneg_0[] = { MAU_ROW(5, 1, 1) };	/* ifMauAutoNegAdminStatus */
static const oid deftype_0[] = { MAU_ROW(2, 11, 1) };	/* ifMauDefaultType */
static const oid deftype_1[] = { MAU_ROW(2, 11, 2) };
static const oid aneg_1[] = { MAU_ROW(5, 1, 2) };
static const oid aneg_cpu[] = { MAU_ROW(5, 1, 4) };

/* The last arc of an OBJECT IDENTIFIER column (0: another answer) */
static oid get_last_arc(const oid *base, size_t len)
{
	struct answer a;

	get(base, len, 1, &a);
	if (a.error || a.type != ASN_OBJECT_ID || a.len < sizeof(oid))
		return 0;
	return ((const oid *)a.bytes)[a.len / sizeof(oid) - 1];
}

/* ifMauAutoNegAdminStatus and ifMauDefaultType through the port's link */
static void test_mau(void)
{
	const struct setting aneg_off = { aneg_0, LEN(aneg_0), 1, ASN_INTEGER, 2, NULL };
	const struct setting aneg_on = { aneg_0, LEN(aneg_0), 1, ASN_INTEGER, 1, NULL };
	const struct setting aneg_3 = { aneg_0, LEN(aneg_0), 1, ASN_INTEGER, 3, NULL };
	const struct setting fd100 = { deftype_0, LEN(deftype_0), 1, ASN_OBJECT_ID,
				       0, "1.3.6.1.2.1.26.4.16" };
	const struct setting hd1000 = { deftype_0, LEN(deftype_0), 1, ASN_OBJECT_ID,
					0, "1.3.6.1.2.1.26.4.29" };
	const struct setting not_mau = { deftype_0, LEN(deftype_0), 1, ASN_OBJECT_ID,
					 0, "1.3.6.1.4.1.8072" };
	const struct setting cpu_off = { aneg_cpu, LEN(aneg_cpu), 1, ASN_INTEGER, 2,
					 NULL };
	const struct setting both[] = {
		{ deftype_1, LEN(deftype_1), 1, ASN_OBJECT_ID, 0, "1.3.6.1.2.1.26.4.11" },
		{ aneg_1, LEN(aneg_1), 1, ASN_INTEGER, 1, NULL },
	};
	const struct setting bad_pvid[] = {
		{ deftype_0, LEN(deftype_0), 1, ASN_OBJECT_ID, 0, "1.3.6.1.2.1.26.4.10" },
		{ pvid, LEN(pvid), 1, ASN_UNSIGNED, 4095, NULL },
	};

	is(get_number(aneg_0, LEN(aneg_0), 1), 1, "port 0 autonegotiates");
	is(set(&aneg_3, 1), SNMP_ERR_WRONGVALUE, "ifMauAutoNegAdminStatus 3: wrongValue");
	is(set(&hd1000, 1), SNMP_ERR_WRONGVALUE, "1000BASE-T HD: wrongValue");
	is(set(&not_mau, 1), SNMP_ERR_WRONGVALUE, "no MAU type: wrongValue");
	is(set(&cpu_off, 1), SNMP_ERR_INCONSISTENTVALUE,
	   "the CPU port's autonegotiation: inconsistentValue");
	is(set(bad_pvid, 2), SNMP_ERR_WRONGVALUE, "a type with a bad PVID: wrongValue");
	is(get_number(aneg_0, LEN(aneg_0), 1), 1, "refused SETs changed nothing");
	is(get_number(aneg_cpu, LEN(aneg_cpu), 1), 2, "nor the CPU port's link");
	is(set(&aneg_off, 1), SNMP_ERR_NOERROR, "autonegotiation off");
	is(get_number(aneg_0, LEN(aneg_0), 1), 2, "read back disabled(2)");
	is(get_last_arc(deftype_0, LEN(deftype_0)), 30, "forced to 1000BASE-T FD, as linked");
	is(set(&fd100, 1), SNMP_ERR_NOERROR, "ifMauDefaultType 100BASE-TX FD");
	is(get_last_arc(deftype_0, LEN(deftype_0)), 16, "read back");
	is(set(both, 2), SNMP_ERR_NOERROR, "a type and autonegotiation on in one SET");
	is(get_number(aneg_1, LEN(aneg_1), 1), 1, "autonegotiation wins");
	is(set(&aneg_on, 1), SNMP_ERR_NOERROR, "autonegotiation on again");
	is(get_number(aneg_0, LEN(aneg_0), 1), 1, "read back enabled(1)");
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

/* IF-MIB's ifEntry and ifXEntry: the switch ports' rows (mib_portrows.c) */
static const oid if_entry[] = { 1, 3, 6, 1, 2, 1, 2, 2, 1 };
static const oid ifx_entry[] = { 1, 3, 6, 1, 2, 1, 31, 1, 1, 1 };
#define FIRST_IFINDEX	1001	/* port 0's; the switch's four ports on */
#define PORTS		4
#define MAX_COLUMNS	32

/* entry.c.ifindex, and .7 after it when deeper */
static size_t row_oid(oid *name, const oid *entry, size_t len, oid c,
		      oid ifindex, bool deeper)
{
	memcpy(name, entry, len * sizeof(oid));
	name[len] = c;
	name[len + 1] = ifindex;
	name[len + 2] = 7;
	return len + 2 + deeper;
}

/*
 * GETNEXTs from every row of every column (and from inside each, a
 * longer OID) against what GETs of each column and row say comes next,
 * in the table's order (column by column, rows by ifIndex): a search of
 * the rows that is one off (at the first, the last, the one asked from)
 * answers another row or none. Returns the steps that differ.
 */
static int port_rows_differ(const oid *entry, size_t len, unsigned int columns,
			    int *steps)
{
	bool present[MAX_COLUMNS + 1][PORTS];
	unsigned int c, c2;
	int i, i2, bad = 0;

	for (c = 1; c <= columns; c++) {
		for (i = 0; i < PORTS; i++) {
			oid name[MAX_OID];
			struct answer a;

			read_one(MODE_GET, name, row_oid(name, entry, len, c,
							 FIRST_IFINDEX + i, false), &a);
			present[c][i] = !a.error && a.type != SNMP_NOSUCHINSTANCE &&
					a.type != SNMP_NOSUCHOBJECT;
		}
	}
	for (c = 1; c <= columns; c++) {
		for (i = 0; i < 2 * PORTS; i++) {
			oid name[MAX_OID], want[MAX_OID];
			size_t want_len = 0;
			struct answer a;

			/* the next present row after (c, i / 2) */
			for (c2 = c, i2 = i / 2 + 1; c2 <= columns && !want_len;
			     c2++, i2 = 0) {
				for (; i2 < PORTS && !present[c2][i2]; i2++)
					;
				if (i2 < PORTS)
					want_len = row_oid(want, entry, len, c2,
							   FIRST_IFINDEX + i2, false);
			}
			read_one(MODE_GETNEXT, name, row_oid(name, entry, len, c,
							     FIRST_IFINDEX + i / 2,
							     i % 2), &a);
			(*steps)++;
			if (a.error || (want_len ? snmp_oid_compare(a.name, a.name_len,
								    want, want_len) :
					a.type != ASN_NULL)) {
				printf("# GETNEXT from column %u, ifIndex %d%s: not the "
				       "next row\n", c, FIRST_IFINDEX + i / 2,
				       i % 2 ? ".7" : "");
				bad++;
			}
		}
	}
	return bad;
}

/* The ports' rows among ifIndexes: found by GET, in order by GETNEXT */
static void test_port_rows(void)
{
	static const oid if_index[] = { 1, 3, 6, 1, 2, 1, 2, 2, 1, 1 };
	int i, bad = 0, steps = 0;

	for (i = 0; i < PORTS; i++)
		bad += get_number(if_index, LEN(if_index), FIRST_IFINDEX + i) !=
		       FIRST_IFINDEX + i;
	is(bad, 0, "ifIndex of each port's row, the first and the last too");
	bad = port_rows_differ(if_entry, LEN(if_entry), 22, &steps) +
	      port_rows_differ(ifx_entry, LEN(ifx_entry), 19, &steps);
	is(bad, 0, "%d GETNEXTs in ifTable and ifXTable: the next row each", steps);
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
	test_region();
	test_demand_per_request();
	test_fast_reads();
	test_fdb_ids();
	test_filtering();
	test_sets();
	test_mau();
	test_rows();
	test_port_rows();
	inproc_stop(APP);
	inproc_cleanup(dir);
	return done_testing();
}
