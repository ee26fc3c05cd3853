// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SMON-MIB portCopyTable (port mirroring) and BRIDGE-MIB's writable
 * dot1dTpAgingTime, through the MIB handlers of the agent in this
 * process (as test-mib), over switches that speak each of the drivers'
 * mirroring vocabularies (model/mirror.c):
 *
 *   switch0  ar8327's: global enable_mirror_rx/tx, mirror_source_port,
 *            mirror_monitor_port, and arl_age_time; port 1 mirrored
 *            (rx) to port 4: row 1002.1005
 *   switch1  swconfig-hwsim's own: mirror_source_ports "0 1",
 *            mirror_monitor_port 3: rows 2001.2004, 2002.2004 (both)
 *   switch2  ramips mt7530's: per port enable_mirror_rx/tx, port 2 tx
 *            to monitor port 3: row 3003.3004
 *   switch3  no mirroring at all
 *
 * Every write is checked in the driver's attributes the agent reads
 * back after the SET (the file source keeps them), and every refused
 * request against the attributes and the table as they were.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent.h"
#include "inproc.h"
#include "inproc_req.h"
#include "mib/mib.h"
#include "tap.h"

#define APP	"test-smon"

/* portCopyEntry (1.3.6.1.2.1.16.22.1.3.1.1) columns */
#define COPY	1, 3, 6, 1, 2, 1, 16, 22, 1, 3, 1, 1
#define DROPS	3
#define DIR	4
#define STATUS	5

#define CREATE_AND_GO	4
#define CREATE_AND_WAIT	5
#define DESTROY		6

static const oid status_col[] = { COPY, STATUS };
static const oid aging[] = { 1, 3, 6, 1, 2, 1, 17, 4, 2 };

static const char switches[] =
	"switch switch0 0 5 16 0 \"sw0\" \"ar8327\"\n"
	"attr global 4096 none apply \"Activate changes\"\n"
	"attr global 1 int enable_mirror_rx \"\"\n"
	"attr global 2 int enable_mirror_tx \"\"\n"
	"attr global 3 int mirror_monitor_port \"\"\n"
	"attr global 4 int mirror_source_port \"\"\n"
	"attr global 5 int arl_age_time \"\"\n"
	"attr port 4096 int pvid \"\"\n"
	"attr vlan 2 ports ports \"\"\n"
	"value global enable_mirror_rx 0 1\n"
	"value global enable_mirror_tx 0 0\n"
	"value global mirror_monitor_port 0 4\n"
	"value global mirror_source_port 0 1\n"
	"value global arl_age_time 0 300\n"
	"vlan 1 1 0 1 2 3 4\n"
	"switch switch1 1 4 16 3 \"sw1\" \"hwsim\"\n"
	"attr global 4096 none apply \"\"\n"
	"attr global 1 ports mirror_source_ports \"\"\n"
	"attr global 2 int mirror_monitor_port \"\"\n"
	"attr port 4096 int pvid \"\"\n"
	"attr vlan 2 ports ports \"\"\n"
	"value global mirror_source_ports 0 \"0 1\"\n"
	"value global mirror_monitor_port 0 3\n"
	"vlan 1 1 0 1 2 3\n"
	"switch switch2 2 4 16 3 \"sw2\" \"mt7530\"\n"
	"attr global 4096 none apply \"\"\n"
	"attr global 1 int mirror_monitor_port \"\"\n"
	"attr port 1 int enable_mirror_rx \"\"\n"
	"attr port 2 int enable_mirror_tx \"\"\n"
	"attr port 4096 int pvid \"\"\n"
	"attr vlan 2 ports ports \"\"\n"
	"value global mirror_monitor_port 0 3\n"
	"value port enable_mirror_tx 2 1\n"
	"vlan 1 1 0 1 2 3\n"
	"switch switch3 3 2 16 1 \"sw3\" \"plain\"\n"
	"attr global 4096 none apply \"\"\n"
	"attr port 4096 int pvid \"\"\n"
	"attr vlan 2 ports ports \"\"\n"
	"vlan 1 1 0 1\n";

static char fault_file[512];

/* The driver's attribute as the agent's reading has it, as text ("?": none) */
static const char *attr(const char *sw, enum swa_group group,
			const char *name, uint32_t instance)
{
	static char buf[64];
	const struct swa_switch *s = swa_registry_switch(swa_mib_registry(), sw);
	const struct swa_attr_def *d;
	const struct swa_attr_value *v;

	snprintf(buf, sizeof(buf), "?");
	if (!s || !s->snap)
		return buf;
	d = swa_snapshot_def_by_name(s->snap, group, name);
	v = d ? swa_snapshot_value(s->snap, group, d->id, instance) : NULL;
	if (v)
		swa_value_format(&v->v, buf, sizeof(buf));
	return buf;
}

/* switch0's mirroring attributes: "rx tx source monitor" */
static const char *one_source(void)
{
	static char buf[64];
	char rx[8], tx[8], src[8];

	snprintf(rx, sizeof(rx), "%s", attr("switch0", SWA_GROUP_GLOBAL,
					    "enable_mirror_rx", 0));
	snprintf(tx, sizeof(tx), "%s", attr("switch0", SWA_GROUP_GLOBAL,
					    "enable_mirror_tx", 0));
	snprintf(src, sizeof(src), "%s", attr("switch0", SWA_GROUP_GLOBAL,
					      "mirror_source_port", 0));
	snprintf(buf, sizeof(buf), "%s %s %s %s", rx, tx, src,
		 attr("switch0", SWA_GROUP_GLOBAL, "mirror_monitor_port", 0));
	return buf;
}

/* switch2's port enables: "rx/tx" of ports 0..2 */
static const char *port_enables(void)
{
	static char buf[64];
	size_t used = 0;
	uint32_t p;

	for (p = 0; p < 3; p++) {
		used += (size_t)snprintf(buf + used, sizeof(buf) - used, "%s%s/",
					 p ? " " : "",
					 attr("switch2", SWA_GROUP_PORT,
					      "enable_mirror_rx", p));
		used += (size_t)snprintf(buf + used, sizeof(buf) - used, "%s",
					 attr("switch2", SWA_GROUP_PORT,
					      "enable_mirror_tx", p));
	}
	return buf;
}

static const char *rows(void)
{
	static char buf[256];

	walk_column(status_col, OID_LENGTH(status_col), buf, sizeof(buf));
	return buf;
}

/* A column of row source.dest: the column's OID with source appended */
struct col {
	oid name[OID_LENGTH(status_col) + 1];
};

static struct setting copy_set(struct col *c, unsigned int column,
			       oid source, oid dest, u_char type, long number)
{
	const oid entry[] = { COPY };

	memcpy(c->name, entry, sizeof(entry));
	c->name[OID_LENGTH(entry)] = column;
	c->name[OID_LENGTH(entry) + 1] = source;
	return (struct setting){ c->name, OID_LENGTH(entry) + 2, dest, type,
				 number, NULL };
}

static long copy_get(unsigned int column, oid source, oid dest)
{
	struct col c;
	struct setting s = copy_set(&c, column, source, dest, ASN_NULL, 0);

	return get_number(s.base, s.len, s.index);
}

/* One varbind's SET */
static int set1(unsigned int column, oid source, oid dest, u_char type,
		long number)
{
	struct col c;
	struct setting s = copy_set(&c, column, source, dest, type, number);

	return set(&s, 1);
}

static void test_reads(void)
{
	struct col c;
	struct setting s = copy_set(&c, DROPS, 1002, 1005, ASN_NULL, 0);
	struct answer a;

	is_str(rows(), "1002.1005 2001.2004 2002.2004 3003.3004",
	       "one row per mirrored port of every switch, to its monitor port");
	is(copy_get(DIR, 1002, 1005), 1, "switch0: port 1 rx only: copyRxOnly");
	is(copy_get(DIR, 2001, 2004), 3, "switch1: a listed port: copyBoth");
	is(copy_get(DIR, 3003, 3004), 2, "switch2: port 2 tx only: copyTxOnly");
	is(copy_get(STATUS, 1002, 1005), 1, "portCopyStatus active(1)");
	get(s.base, s.len, s.index, &a);
	is(a.type, SNMP_NOSUCHINSTANCE, "no driver counts drop events: absent");
	is(get_number(aging, OID_LENGTH(aging), 0), 300,
	   "dot1dTpAgingTime: arl_age_time");
}

/* switch0: one source port, its direction from the two enables */
static void test_one_source(void)
{
	struct col c[3];
	struct setting swap[3];

	is(set1(DIR, 1002, 1005, ASN_INTEGER, 3), SNMP_ERR_NOERROR,
	   "direction copyBoth");
	is_str(one_source(), "1 1 1 4", "both enables on");
	is(set1(DIR, 1002, 1005, ASN_INTEGER, 2), SNMP_ERR_NOERROR,
	   "direction copyTxOnly");
	is_str(one_source(), "0 1 1 4", "rx off, tx on");
	is(copy_get(DIR, 1002, 1005), 2, "read back as copyTxOnly");
	is(set1(STATUS, 1003, 1005, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_RESOURCEUNAVAILABLE,
	   "a second source on a one-source driver: resourceUnavailable");
	is_str(one_source(), "0 1 1 4", "nothing changed");
	swap[0] = copy_set(&c[0], STATUS, 1002, 1005, ASN_INTEGER, DESTROY);
	swap[1] = copy_set(&c[1], STATUS, 1003, 1001, ASN_INTEGER, CREATE_AND_GO);
	swap[2] = copy_set(&c[2], DIR, 1003, 1001, ASN_INTEGER, 1);
	is(set(swap, 3), SNMP_ERR_NOERROR,
	   "one request: destroy 1 -> 4, create 2 -> 0 rx only");
	is_str(one_source(), "1 0 2 0", "source 2, monitor 0, rx only");
	ok(!strncmp(rows(), "1003.1001 2001", 14), "the table has the new row "
	   "alone");
	is(set1(STATUS, 1003, 1001, ASN_INTEGER, DESTROY), SNMP_ERR_NOERROR,
	   "destroy");
	is_str(one_source(), "0 0 2 0", "both enables off, the ports kept");
	ok(!strncmp(rows(), "2001.2004", 9), "switch0 has no row");
	is(set1(STATUS, 1002, 1005, ASN_INTEGER, CREATE_AND_GO), SNMP_ERR_NOERROR,
	   "createAndGo without a direction");
	is_str(one_source(), "1 1 1 4", "copyBoth, portCopyDirection's default");
}

/* Refused requests, each leaving switch0 as it is: 1 -> 4, both */
static void test_refused(void)
{
	struct col c[2];
	struct setting both[2];

	is(set1(STATUS, 1002, 1005, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_INCONSISTENTVALUE, "createAndGo of a row that exists");
	is(set1(STATUS, 1003, 1003, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_INCONSISTENTVALUE, "a port mirrored to itself");
	is(set1(STATUS, 1002, 1099, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_NOCREATION, "a destination that is no port: noCreation");
	is(set1(STATUS, 1099, 1005, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_NOCREATION, "a source that is no port: noCreation");
	is(set1(STATUS, 1002, 2001, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_NOCREATION, "a destination on another switch: noCreation");
	is(set1(STATUS, 1002, 1005, ASN_INTEGER, CREATE_AND_WAIT),
	   SNMP_ERR_WRONGVALUE, "createAndWait: wrongValue");
	is(set1(STATUS, 1002, 1005, ASN_UNSIGNED, DESTROY),
	   SNMP_ERR_WRONGTYPE, "RowStatus as Unsigned32: wrongType");
	is(set1(DIR, 1002, 1005, ASN_INTEGER, 4), SNMP_ERR_WRONGVALUE,
	   "direction 4: wrongValue");
	is(set1(DIR, 1002, 1005, ASN_INTEGER, 0), SNMP_ERR_WRONGVALUE,
	   "direction 0: wrongValue");
	is(set1(DIR, 1002, 1005, ASN_GAUGE, 1), SNMP_ERR_WRONGTYPE,
	   "direction as Gauge32: wrongType");
	is(set1(DROPS, 1002, 1005, ASN_COUNTER, 1), SNMP_ERR_NOTWRITABLE,
	   "portCopyDestDropEvents: notWritable");
	is(set1(DIR, 1003, 1005, ASN_INTEGER, 1), SNMP_ERR_NOCREATION,
	   "a direction of a row that does not exist: noCreation");
	is(set1(STATUS, 1003, 1005, ASN_INTEGER, 1), SNMP_ERR_INCONSISTENTVALUE,
	   "active(1) for a row that does not exist: inconsistentValue");
	both[0] = copy_set(&c[0], STATUS, 1002, 1005, ASN_INTEGER, DESTROY);
	both[1] = copy_set(&c[1], DIR, 1002, 1005, ASN_INTEGER, 1);
	is(set(both, 2), SNMP_ERR_INCONSISTENTVALUE,
	   "destroyed and given a direction at once");
	is(set1(STATUS, 4001, 4002, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_NOTWRITABLE, "switch3 cannot mirror: notWritable");
	is_str(one_source(), "1 1 1 4", "switch0 unchanged by all of them");
	is_str(rows(), "1002.1005 2001.2004 2002.2004 3003.3004",
	       "the table too");
}

/* A write failing halfway through is undone */
static void test_undone(void)
{
	FILE *f = fopen(fault_file, "w");
	struct col c[2];
	struct setting move[2];

	ok(f && fprintf(f, "1 after 1\n") > 0 && !fclose(f),
	   "the second write will fail");
	move[0] = copy_set(&c[0], STATUS, 1002, 1005, ASN_INTEGER, DESTROY);
	move[1] = copy_set(&c[1], STATUS, 1004, 1001, ASN_INTEGER, CREATE_AND_GO);
	is(set(move, 2), SNMP_ERR_COMMITFAILED, "commitFailed");
	is_str(one_source(), "1 1 1 4", "the first write undone");
	unlink(fault_file);
}

/* switch1: a list of source ports, both directions only */
static void test_source_list(void)
{
	is(set1(STATUS, 2003, 2004, ASN_INTEGER, CREATE_AND_GO), SNMP_ERR_NOERROR,
	   "a third source port");
	is_str(attr("switch1", SWA_GROUP_GLOBAL, "mirror_source_ports", 0),
	       "0 1 2", "mirror_source_ports");
	is(set1(DIR, 2001, 2004, ASN_INTEGER, 1), SNMP_ERR_INCONSISTENTVALUE,
	   "rx only on a driver that mirrors both ways: inconsistentValue");
	is(set1(STATUS, 2004, 2003, ASN_INTEGER, CREATE_AND_GO),
	   SNMP_ERR_RESOURCEUNAVAILABLE, "a second monitor port: resourceUnavailable");
	is_str(attr("switch1", SWA_GROUP_GLOBAL, "mirror_source_ports", 0),
	       "0 1 2", "neither changed anything");
	is(set1(STATUS, 2001, 2004, ASN_INTEGER, DESTROY), SNMP_ERR_NOERROR,
	   "port 0 no more");
	is_str(attr("switch1", SWA_GROUP_GLOBAL, "mirror_source_ports", 0),
	       "1 2", "mirror_source_ports without it");
	is_str(rows(), "1002.1005 2002.2004 2003.2004 3003.3004",
	       "the rows follow");
}

/* switch2: each port's own enables */
static void test_port_enables(void)
{
	is(set1(STATUS, 3001, 3004, ASN_INTEGER, CREATE_AND_GO), SNMP_ERR_NOERROR,
	   "port 0 mirrored too");
	is(set1(DIR, 3001, 3004, ASN_INTEGER, 1), SNMP_ERR_NOERROR, "rx only");
	is_str(port_enables(), "1/0 0/0 0/1", "port 0 rx, port 2 tx");
	is(set1(STATUS, 3003, 3004, ASN_INTEGER, DESTROY), SNMP_ERR_NOERROR,
	   "port 2 no more");
	is_str(port_enables(), "1/0 0/0 0/0", "port 2's enables off");
}

static int set_aging(u_char type, long seconds)
{
	struct setting s = { aging, OID_LENGTH(aging), 0, type, seconds, NULL };

	return set(&s, 1);
}

/* dot1dTpAgingTime: RFC 4188's range, then the driver's arl_age_time */
static void test_aging(void)
{
	is(set_aging(ASN_INTEGER, 9), SNMP_ERR_WRONGVALUE, "9 s: wrongValue");
	is(set_aging(ASN_INTEGER, 1000001), SNMP_ERR_WRONGVALUE,
	   "1000001 s: wrongValue");
	is(set_aging(ASN_UNSIGNED, 600), SNMP_ERR_WRONGTYPE,
	   "as Unsigned32: wrongType");
	is_str(attr("switch0", SWA_GROUP_GLOBAL, "arl_age_time", 0), "300",
	   "arl_age_time unchanged");
	is(set_aging(ASN_INTEGER, 10), SNMP_ERR_NOERROR, "10 s");
	is_str(attr("switch0", SWA_GROUP_GLOBAL, "arl_age_time", 0), "10",
	   "arl_age_time 10");
	is(set_aging(ASN_INTEGER, 1000000), SNMP_ERR_NOERROR, "1000000 s");
	is(get_number(aging, OID_LENGTH(aging), 0), 1000000, "read back");
}

int main(void)
{
	char dir[] = "/tmp/swa-smon-XXXXXX";

	if (!mkdtemp(dir) || inproc_setup(dir, APP, switches)) {
		ok(0, "test files in %s", dir);
		return done_testing();
	}
	snprintf(fault_file, sizeof(fault_file), "%s/switches.fail-writes", dir);
	inproc_start(APP);
	if (!ok(!swa_agent_start(), "the agent starts")) {
		inproc_cleanup(dir);
		return done_testing();
	}
	test_reads();
	test_one_source();
	test_refused();
	test_undone();
	test_source_list();
	test_port_enables();
	test_aging();
	inproc_stop(APP);
	inproc_cleanup(dir);
	return done_testing();
}
