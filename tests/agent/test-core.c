// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of the agent's pure parts: PortList codec, mib text parser
 * and counter accumulation, ifIndex scheme, snapshots and what the agent
 * derives when installing them, configuration directives, file source.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "model/arl.h"
#include "model/core.h"
#include "tap.h"

static void quiet(enum swa_log_level level, const char *msg)
{
	printf("# log %d: %s\n", (int)level, msg);
}

/* ------------------------------------------------------------ portlist */

static void test_portlist(void)
{
	uint8_t pl[3] = { 0 }, b[3];
	char buf[64];

	is(swa_portlist_len(0), 0, "portlist_len(0)");
	is(swa_portlist_len(1), 1, "portlist_len(1)");
	is(swa_portlist_len(8), 1, "portlist_len(8)");
	is(swa_portlist_len(9), 2, "portlist_len(9)");
	is(swa_portlist_len(48), 6, "portlist_len(48)");
	is(swa_portlist_len(64), 8, "portlist_len(64)");

	swa_portlist_set(pl, 3, 1);
	is(pl[0], 0x80, "port 1 is the MSB of octet 0");
	swa_portlist_set(pl, 3, 8);
	is(pl[0], 0x81, "port 8 is the LSB of octet 0");
	swa_portlist_set(pl, 3, 9);
	is(pl[1], 0x80, "port 9 is the MSB of octet 1");
	swa_portlist_set(pl, 3, 24);
	is(pl[2], 0x01, "port 24 is the LSB of octet 2");
	swa_portlist_set(pl, 3, 25);
	swa_portlist_set(pl, 3, 0);
	ok(pl[0] == 0x81 && pl[1] == 0x80 && pl[2] == 0x01,
	   "ports 0 and 25 do not fit and change nothing");
	ok(swa_portlist_test(pl, 3, 9) && !swa_portlist_test(pl, 3, 10) &&
	   !swa_portlist_test(pl, 3, 0) && !swa_portlist_test(pl, 3, 100),
	   "portlist_test");
	is_str(swa_portlist_format(pl, 3, buf, sizeof(buf)), "1,8-9,24",
	       "format with a range");
	is(swa_portlist_next(pl, 3, 0), 1, "next from 0");
	is(swa_portlist_next(pl, 3, 1), 8, "next from 1");
	is(swa_portlist_next(pl, 3, 9), 24, "next skips empty bits");
	is(swa_portlist_next(pl, 3, 24), 0, "next at the end");
	swa_portlist_clear(pl, 3, 8);
	is(pl[0], 0x80, "clear port 8");

	memset(b, 0, sizeof(b));
	is_str(swa_portlist_format(b, 3, buf, sizeof(buf)), "", "format empty");
	memset(b, 0xff, sizeof(b));
	is_str(swa_portlist_format(b, 3, buf, sizeof(buf)), "1-24", "format full");
	is_str(swa_portlist_format(b, 3, buf, 3), "", "a range that does not fit is left out");

	/* validity: no bit beyond the switch's ports */
	b[0] = 0xfe; b[1] = 0x00; b[2] = 0;
	ok(swa_portlist_valid(b, 1, 7), "7 ports: 0xfe valid");
	b[0] = 0xff;
	ok(!swa_portlist_valid(b, 1, 7), "7 ports: port 8 invalid");
	b[0] = 0xff; b[1] = 0x80;
	ok(swa_portlist_valid(b, 2, 9), "9 ports: ff 80 valid");
	b[1] = 0xc0;
	ok(!swa_portlist_valid(b, 2, 9), "9 ports: port 10 invalid");
	b[1] = 0x00; b[2] = 0x01;
	ok(!swa_portlist_valid(b, 3, 9), "9 ports: a bit in a later octet invalid");
	ok(swa_portlist_valid(b, 3, 24), "24 ports: all valid");

	/* subset, for untagged within egress */
	{
		uint8_t e[2] = { 0xf0, 0x01 }, u[2] = { 0x30, 0x01 }, x[2] = { 0x08, 0 };

		ok(swa_portlist_subset(u, e, 2), "subset");
		ok(!swa_portlist_subset(x, e, 2), "not a subset");
	}
}

/* ------------------------------------------------------------ counters */

struct seen {
	char names[8][32];
	uint64_t values[8];
	size_t n;
};

static void collect(void *arg, const char *name, size_t len, uint64_t v)
{
	struct seen *s = arg;

	if (s->n < 8 && len < 32) {
		memcpy(s->names[s->n], name, len);
		s->names[s->n][len] = '\0';
		s->values[s->n++] = v;
	}
}

static void test_mib_parse(void)
{
	struct seen s = { 0 };
	const char *text =
		"Port 1 MIB counters\n"		/* ar8xxx header: skipped */
		"TxOctets            : 123\n"	/* b53 layout */
		"RxGoodByte  : 18446744073709551615\n"
		"garbage line\n"
		"Bad: 12x\n"
		"Too: 18446744073709551616\n"	/* overflow: skipped */
		"   Spaced :   7   \r\n"
		"NoValue:\n"
		"Last: 42";			/* no final newline */

	is(swa_mib_parse(text, collect, &s), 4, "four counters parsed");
	is_str(s.names[0], "TxOctets", "b53 name");
	is(s.values[0], 123, "b53 value");
	is(s.values[1], UINT64_MAX, "64-bit maximum");
	is_str(s.names[2], "Spaced", "blanks trimmed");
	is(s.values[2], 7, "value with blanks and CR");
	is_str(s.names[3], "Last", "last line without newline");
	is(swa_mib_parse(NULL, collect, &s), 0, "NULL text");
	is(swa_mib_parse("", collect, &s), 0, "empty text");
}

static void test_ctr_names(void)
{
	bool w = false;

	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxOctets", 8, &w), SWA_CTR_IN_OCTETS, "RxOctets");
	ok(!w, "octets do not wrap at 32 bits");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "TxUnicastPkts", 13, &w), SWA_CTR_OUT_UCAST, "TxUnicastPkts");
	ok(w, "packet counters may wrap");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "txunicastpkts", 13, NULL), SWA_CTR_OUT_UCAST,
	   "names match without case");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RXUnicast", 9, NULL), SWA_CTR_IN_UCAST, "ar8327 RXUnicast");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "TxByte", 6, NULL), SWA_CTR_OUT_OCTETS, "ar8xxx TxByte");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxGoodByte", 10, NULL), SWA_CTR_IN_OCTETS, "ar8xxx RxGoodByte");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxBadByte", 9, NULL), SWA_CTR_IN_OCTETS, "ar8xxx RxBadByte");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxGoodOctets", 12, NULL), (uint64_t)-1,
	   "b53 RxGoodOctets is not counted twice");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxFCSErrors", 11, NULL), SWA_CTR_FCS, "RxFCSErrors");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxDropPkts", 10, NULL), SWA_CTR_IN_DISCARDS, "RxDropPkts");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "TxDropPkts", 10, NULL), SWA_CTR_OUT_DISCARDS, "TxDropPkts");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxOctetsX", 9, NULL), (uint64_t)-1, "unknown name");
	is(swa_ctr_of_name(SWA_DIALECT_GENERIC, "RxOctets", 7, NULL), (uint64_t)-1, "prefix is no match");
}

static void test_ctr_accumulate(void)
{
	struct swa_port_ctrs pc = { 0 };
	char text[256];

	is(swa_port_ctrs_update(&pc,
		"TxOctets: 1000\nRxOctets: 2000\nRxUnicastPkts: 10\n"
		"RxFCSErrors: 1\nRxAlignmentErrors: 2\nRxGoodOctets: 1900\n"
		"Pkts64Octets: 5\n", 100, 0), 0, "first reading");
	is(pc.value[SWA_CTR_OUT_OCTETS], 1000, "out octets");
	is(pc.value[SWA_CTR_IN_OCTETS], 2000, "in octets (RxGoodOctets not added)");
	is(pc.value[SWA_CTR_IN_ERRORS], 3, "errors are summed");
	is(pc.discontinuity, 0, "no discontinuity at agent start");
	ok(pc.present & SWA_CTR_BIT(SWA_CTR_IN_UCAST), "ucast present");
	ok(!(pc.present & SWA_CTR_BIT(SWA_CTR_OUT_UCAST)), "out ucast absent");

	is(swa_port_ctrs_update(&pc,
		"TxOctets: 1500\nRxOctets: 2100\nRxUnicastPkts: 12\n"
		"RxFCSErrors: 1\nRxAlignmentErrors: 2\n", 200, 0), 0,
	   "increase");
	is(pc.value[SWA_CTR_OUT_OCTETS], 1500, "out octets grew");
	is(pc.value[SWA_CTR_IN_UCAST], 12, "ucast grew");

	/* a driver reset (reset_mib, module reload) */
	is(swa_port_ctrs_update(&pc,
		"TxOctets: 10\nRxOctets: 20\nRxUnicastPkts: 1\n"
		"RxFCSErrors: 0\nRxAlignmentErrors: 0\n", 300, 0), 1,
	   "a decrease is a discontinuity");
	is(pc.value[SWA_CTR_OUT_OCTETS], 1510, "octets continue after reset");
	is(pc.value[SWA_CTR_IN_UCAST], 13, "ucast continues after reset");
	is(pc.value[SWA_CTR_IN_ERRORS], 3, "unchanged errors");
	is(pc.discontinuity, 300, "discontinuity time recorded");

	/* a 32-bit packet counter wrapping */
	is(swa_port_ctrs_update(&pc, "RxUnicastPkts: 4294967000\n", 400, 0), 0,
	   "big value");
	is(pc.value[SWA_CTR_IN_UCAST], 13 + 4294967000ull - 1, "grew to it");
	is(pc.value[SWA_CTR_OUT_OCTETS], 1510, "a counter missing keeps its total");
	is(swa_port_ctrs_update(&pc, "RxUnicastPkts: 100\n", 500, 0), 0,
	   "a 32-bit wrap is no discontinuity");
	is(pc.value[SWA_CTR_IN_UCAST], 13 + 4294967000ull - 1 + 296 + 100,
	   "wrap counted modulo 2^32");
	is(pc.discontinuity, 300, "discontinuity time unchanged by a wrap");

	/* a 64-bit octet counter above 2^32 does not wrap at 32 bits */
	snprintf(text, sizeof(text), "TxOctets: %llu\n", 5000000000ull);
	swa_port_ctrs_update(&pc, text, 600, 0);
	is(pc.value[SWA_CTR_OUT_OCTETS], 1510 + 5000000000ull - 10,
	   "octets beyond 32 bits");
	is(swa_port_ctrs_update(&pc, "TxOctets: 7\n", 700, 0), 1,
	   "octet decrease is a reset, not a wrap");
	is(pc.value[SWA_CTR_OUT_OCTETS], 1510 + 5000000000ull - 10 + 7,
	   "octets after reset");

	/* a packet counter decreasing from the lower half: reset */
	swa_port_ctrs_update(&pc, "RxUnicastPkts: 1000\n", 800, 0);
	is(swa_port_ctrs_update(&pc, "RxUnicastPkts: 3\n", 900, 0), 1,
	   "small decrease of a packet counter is a reset");
	is(pc.discontinuity, 900, "new discontinuity time");

	/* a name twice in one text: the first counts */
	{
		uint64_t before = pc.value[SWA_CTR_IN_UCAST];

		swa_port_ctrs_update(&pc, "RxUnicastPkts: 5\nRxUnicastPkts: 1\n",
				     1000, 0);
		is(pc.value[SWA_CTR_IN_UCAST], before + 2, "duplicate name ignored");
	}
	swa_port_ctrs_free(&pc);

	/* a port first seen after agent start */
	swa_port_ctrs_update(&pc, "TxOctets: 5\n", 1234, 1234);
	is(pc.discontinuity, 1234, "late port: discontinuity at first sight");
	is(pc.value[SWA_CTR_OUT_OCTETS], 5, "late port starts from the driver's value");
	swa_port_ctrs_free(&pc);

	/* ar8xxx names: RxGoodByte + RxBadByte */
	swa_port_ctrs_update(&pc, "Port 0 MIB counters\nRxGoodByte  : 100\n"
			     "RxBadByte   : 7\nTxByte      : 50\nRxBroad : 3\n"
			     "RxFcsErr : 2\nRxRunt : 1\n", 1, 0);
	is(pc.value[SWA_CTR_IN_OCTETS], 107, "ar8xxx in octets = good + bad");
	is(pc.value[SWA_CTR_OUT_OCTETS], 50, "ar8xxx out octets");
	is(pc.value[SWA_CTR_IN_BCAST], 3, "ar8xxx broadcast");
	is(pc.value[SWA_CTR_IN_ERRORS], 2, "ar8xxx errors: no good-FCS runts");
	is(pc.value[SWA_CTR_UNDERSIZE], 1, "ar8xxx runts are RMON undersize");
	ok(!(pc.present & SWA_CTR_BIT(SWA_CTR_IN_UCAST)), "ar8216 has no unicast counter");
	swa_port_ctrs_free(&pc);
}

/* ------------------------------------------------------------- ifindex */

static void test_ifindex(void)
{
	struct swa_ifindex_scheme s = { 1000, 1000 };

	is(swa_ifindex(&s, 0, 0), 1001, "switch0 port0");
	is(swa_ifindex(&s, 0, 7), 1008, "switch0 port7");
	is(swa_ifindex(&s, 1, 0), 2001, "switch1 port0");
	is(swa_ifindex(&s, 0, 999), 2000, "last port that fits the stride");
	is(swa_ifindex(&s, 0, 1000), 0, "port beyond the stride");
	is(swa_ifindex(&s, 2147482, 0), 2147483001u, "high switch id fits");
	is(swa_ifindex(&s, 2147483, 0), 0, "beyond 2^31-1");
	s.base = 0;
	s.stride = 100;
	is(swa_ifindex(&s, 3, 5), 306, "base 0 stride 100");
	is(swa_ifindex_at(5000, 1000, 0), 5001, "explicit base");
	is(swa_ifindex_at(SWA_IFINDEX_MAX - 1, 1000, 1), 0, "explicit base overflow");
	is(swa_ifindex_switch_number("switch0", 1), 0, "switch0 is 0 whatever its id");
	is(swa_ifindex_switch_number("switch12", 3), 12, "switch12 is 12");
	is(swa_ifindex_switch_number("switch", 3), 3, "no number: the id");
	is(swa_ifindex_switch_number("switch01", 3), 3, "leading zero: the id");
	is(swa_ifindex_switch_number("switch1a", 3), 3, "trailing junk: the id");
	is(swa_ifindex_switch_number("eth0", 4), 4, "another name: the id");
	is(swa_ifindex_switch_number("switch99999999999", 5), 5, "overflow: the id");
	is(swa_ifindex_switch_number("switch4294967295", 5), 4294967295u, "largest number");
}

/* ------------------------------------------------------------ snapshot */

static struct swa_snapshot *make_snap(void)
{
	struct swa_snapshot *s = swa_snapshot_new(0, "switch0", "eth9", "hwsim",
						  8, 4096, 7);
	struct swa_port_ref m1[] = { {0, false}, {1, false}, {7, true} };
	struct swa_port_ref m5[] = { {1, true}, {2, false}, {7, true}, {99, false} };
	struct swa_value v;
	uint32_t p;

	swa_snapshot_add_def(s, SWA_GROUP_VLAN, 0, SWA_TYPE_STRING, "name", "VLAN name");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 4097, SWA_TYPE_LINK, "link", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 4096, SWA_TYPE_INT, "pvid", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 3, SWA_TYPE_INT, "enable", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 4, SWA_TYPE_STRING, "label", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 0, SWA_TYPE_STRING, "mib", "");
	swa_snapshot_add_def(s, SWA_GROUP_GLOBAL, 1, SWA_TYPE_INT, "max_frame_size", "");
	swa_snapshot_add_def(s, SWA_GROUP_GLOBAL, 0, SWA_TYPE_INT, "enable_vlan", "");

	swa_snapshot_add_vlan(s, 5, 5, m5, 4);
	swa_snapshot_add_vlan(s, 1, 1, m1, 3);
	swa_snapshot_add_vlan(s, 0, 0, m1, 3);	/* VID 0: not a VLAN */

	memset(&v, 0, sizeof(v));
	v.type = SWA_TYPE_STRING;
	v.s = strdup("a very long VLAN name of more than 32 bytes");
	swa_snapshot_add_value(s, SWA_GROUP_VLAN, 0, 5, &v);
	v.type = SWA_TYPE_INT;
	v.i = 1522;
	swa_snapshot_add_value(s, SWA_GROUP_GLOBAL, 1, 0, &v);
	v.i = 1;
	swa_snapshot_add_value(s, SWA_GROUP_GLOBAL, 0, 0, &v);
	for (p = 0; p < 8; p++) {
		memset(&v, 0, sizeof(v));
		v.type = SWA_TYPE_LINK;
		v.link.up = p != 3;
		v.link.speed = p != 3 ? 1000 : 0;
		v.link.duplex = true;
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 4097, p, &v);
		v.type = SWA_TYPE_INT;
		v.i = p == 2 ? 5 : 1;
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 4096, p, &v);
		v.type = SWA_TYPE_INT;
		v.i = p != 6;
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 3, p, &v);
		v.type = SWA_TYPE_STRING;
		v.s = strdup(p == 7 ? "cpu" : "lanX");
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 4, p, &v);
		v.type = SWA_TYPE_STRING;
		v.s = strdup("TxOctets: 100\nRxOctets: 200\n");
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 0, p, &v);
	}
	swa_snapshot_finish(s);
	return s;
}

static void test_snapshot(void)
{
	struct swa_snapshot *s = make_snap();
	const struct swa_vlan *v;
	const struct swa_attr_value *av;
	char buf[128];

	is(s->n_vlan_rows, 2, "two VLAN rows (VID 0 left out)");
	is(s->vlans[0].vid, 1, "sorted by VID");
	is(s->portlist_len, 1, "8 ports: one octet");
	is(s->vlans[0].egress[0], 0xc1, "VLAN 1 egress 1,2,8");
	is(s->vlans[0].untagged[0], 0xc0, "VLAN 1 untagged 1,2");
	v = swa_snapshot_vlan(s, 5);
	ok(v != NULL, "VLAN 5 found");
	is(v->egress[0], 0x61, "VLAN 5 egress 2,3,8 (port 99 dropped)");
	is(v->untagged[0], 0x20, "VLAN 5 untagged 3");
	is(strlen(v->name), 32, "name cut to 32 bytes");
	ok(!strncmp(v->name, "a very long VLAN name of more th", 32), "name text");
	is(s->vlans[0].name[0], 0, "VLAN 1 has no name value: empty");
	ok(swa_snapshot_vlan(s, 2) == NULL, "VLAN 2 absent");
	is(s->ports[2].pvid, 5, "port 2 PVID");
	is(s->ports[0].pvid, 1, "port 0 PVID");
	ok(s->ports[3].has_link && !s->ports[3].link.up, "port 3 link down");
	ok(s->ports[6].has_admin && !s->ports[6].admin_up, "port 6 disabled");
	is(swa_port_oper_status(&s->ports[6]), 2, "disabled port is down");
	is(swa_port_oper_status(&s->ports[0]), 1, "port 0 up");
	is_str(s->ports[7].descr, "switch0 port 7 (CPU) \"cpu\"", "CPU port description");
	is_str(s->ports[1].name, "switch0-port1", "ifName");
	is(s->ports[0].mtu, 1500, "MTU from max_frame_size");
	ok(s->ports[0].mib && strstr(s->ports[0].mib, "TxOctets"), "mib text taken");
	ok(s->vlan_enabled, "enable_vlan");
	is(s->max_vid, 4094, "max VID");
	ok(!memcmp(s->bridge_addr, "\x02\x53\x57\0\0\0", 6), "local bridge address");
	av = swa_snapshot_value(s, SWA_GROUP_PORT, 4097, 3);
	ok(av && av->v.type == SWA_TYPE_LINK, "value lookup");
	is_str(swa_value_format(&av->v, buf, sizeof(buf)), "link:down", "link down text");
	av = swa_snapshot_value(s, SWA_GROUP_PORT, 4097, 0);
	is_str(swa_value_format(&av->v, buf, sizeof(buf)),
	       "link:up speed:1000baseT full-duplex", "link up text");
	{
		struct swa_port_ref refs[] = { {0, false}, {3, true} };
		struct swa_value pv = { .type = SWA_TYPE_PORTS, .ports = refs, .n_ports = 2 };

		is_str(swa_value_format(&pv, buf, sizeof(buf)), "0 3t", "ports text");
	}
	swa_snapshot_free(s);

	/* a driver without a VLAN name attribute */
	s = swa_snapshot_new(3, "switch3", "", "x", 9, 16, 8);
	swa_snapshot_add_vlan(s, 2, 2, NULL, 0);
	swa_snapshot_finish(s);
	is_str(s->vlans[0].name, "VLAN0002", "synthesised VLAN name");
	is(s->portlist_len, 2, "9 ports: two octets");
	is(s->max_vid, 15, "16-entry table: VIDs up to 15");
	is(s->bridge_addr[5], 3, "local bridge address per switch");
	ok(!s->ports[0].has_link && swa_port_oper_status(&s->ports[0]) == SWA_IF_UNKNOWN,
	   "no link information: unknown");
	swa_snapshot_free(s);

	/* OpenWrt's core: id 7 for switch1 (ids count on); the name decides */
	s = swa_snapshot_new(7, "switch1", "", "x", 4, 16, 3);
	swa_snapshot_finish(s);
	ok(!memcmp(s->bridge_addr, "\x02\x53\x57\0\0\x01", 6),
	   "local bridge address from N of switchN, not the kernel id");
	swa_snapshot_free(s);
	s = swa_snapshot_new(0x102, "sw-a", "", "x", 4, 16, 3);
	swa_snapshot_finish(s);
	ok(s->bridge_addr[4] == 1 && s->bridge_addr[5] == 2,
	   "another name: the kernel id");
	swa_snapshot_free(s);
}

/*
 * mvsw61xx's "qmode" on ports 0..3 (secure, check, fallback, off), none
 * on port 4, port 5 filtering as its source said (a bridge's); VLAN
 * table index 2 holds VID 30 in FID 6, index 3 VID 40 without a "fid"
 */
static void add_int(struct swa_snapshot *s, enum swa_group group, uint32_t id,
		    uint32_t instance, uint32_t i)
{
	struct swa_value v = { .type = SWA_TYPE_INT, .i = i };

	swa_snapshot_add_value(s, group, id, instance, &v);
}

static struct swa_snapshot *make_filtering_snap(uint32_t enable_vlan)
{
	struct swa_snapshot *s = swa_snapshot_new(0, "switch0", "", "x", 6, 16, 5);
	uint32_t p;

	swa_snapshot_add_def(s, SWA_GROUP_GLOBAL, 0, SWA_TYPE_INT, "enable_vlan", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 1, SWA_TYPE_INT, "qmode", "");
	swa_snapshot_add_def(s, SWA_GROUP_VLAN, 1, SWA_TYPE_INT, "vid", "");
	swa_snapshot_add_def(s, SWA_GROUP_VLAN, 2, SWA_TYPE_INT, "fid", "");
	add_int(s, SWA_GROUP_GLOBAL, 0, 0, enable_vlan);
	for (p = 0; p < 4; p++)
		add_int(s, SWA_GROUP_PORT, 1, p, 3 - p);
	add_int(s, SWA_GROUP_VLAN, 1, 2, 30);
	add_int(s, SWA_GROUP_VLAN, 2, 2, 6);
	add_int(s, SWA_GROUP_VLAN, 1, 3, 40);
	swa_snapshot_add_vlan(s, 2, 30, NULL, 0);
	swa_snapshot_add_vlan(s, 3, 40, NULL, 0);
	s->ports[5].ingress_filtering = true;
	swa_snapshot_finish(s);
	return s;
}

/* dot1qPortIngressFiltering and dot1qVlanFdbId from the driver's words */
static void test_snapshot_filtering(void)
{
	struct swa_snapshot *s = make_filtering_snap(1);
	size_t n;

	ok(s->ports[0].ingress_filtering, "qmode 3 (secure): filtering");
	ok(!s->ports[1].ingress_filtering, "qmode 2 (check): no membership check");
	ok(!s->ports[2].ingress_filtering, "qmode 1 (fallback): none");
	ok(!s->ports[3].ingress_filtering, "qmode 0 (802.1Q off): none");
	ok(!s->ports[4].ingress_filtering, "no qmode value: none");
	ok(s->ports[5].ingress_filtering, "the source's word kept");
	is(swa_snapshot_vlan(s, 30)->fid, 6, "VID 30 (index 2): the driver's FID 6");
	is(swa_snapshot_vlan(s, 40)->fid, 40, "VID 40, no fid value: the VID");
	swa_snapshot_free(s);

	s = make_filtering_snap(0);
	ok(!s->ports[0].ingress_filtering && !s->ports[5].ingress_filtering,
	   "enable_vlan 0: the table ignored, nothing filtered");
	is(swa_snapshot_current(s, &n)->fid, 1, "the unaware switch's VLAN: FID 1");
	swa_snapshot_free(s);
}

/* ifStackTable: ports are the lowest layer, the host interface on the CPU port */
static void test_ifstack(void)
{
	struct swa_snapshot *s = swa_snapshot_new(0, "switch0", "", "x", 3, 16, 2);
	struct swa_stack_row rows[SWA_STACK_ROWS(3)];
	char text[128] = "";
	size_t i, n, used = 0;
	uint32_t p;

	for (p = 0; p < 3; p++)
		s->ports[p].ifindex = 1001 + p;
	swa_snapshot_finish(s);
	is(s->netdev_ifindex, 0, "an empty alias names no host interface");
	s->netdev_ifindex = 7;		/* as the alias "eth0" would give */
	n = swa_stack_rows(s, true, rows);
	for (i = 0; i < n; i++)
		used += (size_t)snprintf(text + used, sizeof(text) - used, "%s%u.%u",
					 i ? " " : "", rows[i].higher,
					 rows[i].lower);
	is_str(text, "0.1001 0.1002 7.1003 1001.0 1002.0 1003.0",
	       "two rows a port, sorted; the host interface on the CPU port");
	ok(swa_stack_has(s, true, 7, 1003) && !swa_stack_has(s, true, 0, 1003),
	   "the CPU port: interface 7 on top, not nothing");
	ok(!swa_stack_has(s, true, 7, 1001) && !swa_stack_has(s, true, 7, 0),
	   "nothing else of interface 7's");
	n = swa_stack_rows(s, false, rows);
	ok(n == 6 && rows[2].higher == 0 && rows[2].lower == 1003,
	   "without the host in the context: nothing on top of the CPU port");
	ok(swa_stack_has(s, false, 0, 1003) && !swa_stack_has(s, false, 7, 1003),
	   "and swa_stack_has agrees");
	swa_snapshot_free(s);

	s = swa_snapshot_new(0, "switch0", "lo", "x", 2, 16, 1);
	swa_snapshot_finish(s);
	ok(s->netdev_ifindex > 0, "alias lo: a host interface (ifindex %u)",
	   s->netdev_ifindex);
	swa_snapshot_free(s);
	s = swa_snapshot_new(0, "switch0", "../lo", "x", 2, 16, 1);
	swa_snapshot_finish(s);
	is(s->netdev_ifindex, 0, "an alias that is a path: none");
	swa_snapshot_free(s);
}

/*
 * Two VLAN table entries with one VID (a driver's "vid" attribute):
 * the lowest table index is the row, whichever was added first.
 */
static void test_snapshot_duplicate_vid(void)
{
	static const uint32_t orders[2][3] = { { 3, 7, 5 }, { 7, 5, 3 } };
	struct swa_port_ref member = { 0, false };
	struct swa_snapshot *s;
	uint32_t other;
	size_t o, i;

	for (o = 0; o < 2; o++) {
		s = swa_snapshot_new(4, "switch4", "", "x", 4, 16, 3);
		/* neighbours around them, so the sort has work to do */
		for (other = 8; other < 16; other++)
			swa_snapshot_add_vlan(s, other, (uint16_t)(other + 100),
					      &member, 1);
		for (i = 0; i < 3; i++)
			swa_snapshot_add_vlan(s, orders[o][i], 10, &member, 1);
		swa_snapshot_add_vlan(s, 1, 1, &member, 1);
		swa_snapshot_finish(s);
		is(s->n_vlan_rows, 10, "one row per VID (added in order %zu)", o);
		ok(swa_snapshot_vlan(s, 10) != NULL, "VID 10 found (order %zu)", o);
		is(swa_snapshot_vlan(s, 10) ? swa_snapshot_vlan(s, 10)->index : 0,
		   3, "VID 10 is table index 3, the lowest (order %zu)", o);
		swa_snapshot_free(s);
	}
}

/*
 * A VLAN table entry's row by its index: by VID where the two agree, and
 * where a driver maps VIDs, the entry's own row, not the row of the VID
 * equal to the index (entry 2 holds VID 5, entry 5 VID 2)
 */
static void test_snapshot_vlan_by_index(void)
{
	static const uint16_t vid_at[8] = { 0, 1, 5, 3, 0, 2, 6, 4000 };
	struct swa_port_ref member = { 0, false };
	struct swa_snapshot *s = swa_snapshot_new(4, "switch4", "", "x", 4, 8, 3);
	const struct swa_vlan *row;
	uint32_t index;

	for (index = 1; index < 8; index++) {
		if (vid_at[index])
			swa_snapshot_add_vlan(s, index, vid_at[index], &member, 1);
	}
	swa_snapshot_finish(s);
	for (index = 0; index < 8; index++) {
		row = swa_snapshot_vlan_by_index(s, index);
		if (!vid_at[index]) {
			ok(!row, "entry %u: no row", index);
			continue;
		}
		is(row ? row->index : 0, index, "entry %u: its own row", index);
		is(row ? row->vid : 0, vid_at[index], "entry %u: VID %u", index,
		   vid_at[index]);
	}
	ok(!swa_snapshot_vlan_by_index(s, 4000), "no entry 4000 (VID 4000 is entry 7)");
	swa_snapshot_free(s);
}

/* The VIDs a driver's "vid" values give the VLAN table indexes, before
 * finish, as the swconfig source looks them up once per reading */
static void test_snapshot_vlan_ints(void)
{
	struct swa_snapshot *s = swa_snapshot_new(5, "switch5", "", "x", 2, 8, 1);
	struct swa_value text = { .type = SWA_TYPE_STRING };
	uint32_t vids[6];

	swa_snapshot_add_def(s, SWA_GROUP_VLAN, 7, SWA_TYPE_INT, "vid", "");
	add_int(s, SWA_GROUP_VLAN, 7, 3, 100);
	add_int(s, SWA_GROUP_VLAN, 7, 1, 200);
	/* a second value of index 1: the first one counts */
	add_int(s, SWA_GROUP_VLAN, 7, 1, 201);
	/* another attribute's, a port's, one beyond the indexes asked for */
	add_int(s, SWA_GROUP_VLAN, 8, 2, 300);
	add_int(s, SWA_GROUP_PORT, 7, 2, 300);
	add_int(s, SWA_GROUP_VLAN, 7, 6, 400);
	text.s = strdup("500");
	swa_snapshot_add_value(s, SWA_GROUP_VLAN, 7, 4, &text);

	memset(vids, 0xff, sizeof(vids));
	swa_snapshot_vlan_ints(s, 7, vids, 6);
	is(vids[3], 100, "index 3: its value");
	is(vids[1], 200, "index 1: the first of two values");
	is(vids[2], 0, "index 2: another attribute's and a port's do not count");
	is(vids[4], 0, "index 4: a value that is no integer does not count");
	is(vids[0] + vids[5], 0, "indexes without a value: 0");
	swa_snapshot_free(s);
}

static void test_switch_install(void)
{
	struct swa_switch *sw = swa_switch_new("switch0");
	struct swa_snapshot *s;

	s = make_snap();
	is(swa_switch_install(sw, s, 50, true), 0, "install at startup");
	is(sw->snap->ports[0].last_change, 0, "last change 0 at startup");
	is(sw->snap->vlans[0].creation, 0, "creation 0 at startup");
	is(sw->snap->ports[0].ctr.value[SWA_CTR_IN_OCTETS], 200, "counters");
	is(sw->vlan_deletes, 0, "no deletes");

	/* second reading: port 3 comes up, VLAN 5 gone, VLAN 7 new */
	s = make_snap();
	s->ports[3].link.up = true;
	s->vlans[1].vid = 7;
	is(swa_switch_install(sw, s, 300, false), 0, "second reading");
	is(sw->snap->ports[3].last_change, 300, "oper change time");
	is(sw->snap->ports[0].last_change, 0, "unchanged port keeps 0");
	is(sw->vlan_deletes, 1, "one VLAN deleted");
	is(swa_snapshot_vlan(sw->snap, 7)->creation, 300, "new VLAN creation time");
	is(swa_snapshot_vlan(sw->snap, 1)->creation, 0, "old VLAN keeps its time");

	/* the switch goes away and comes back with reset counters */
	is(swa_switch_install(sw, NULL, 400, false), 0, "switch gone");
	ok(sw->snap == NULL, "no snapshot while gone");
	s = make_snap();
	free(s->ports[0].mib);
	s->ports[0].mib = strdup("TxOctets: 1\nRxOctets: 2\n");
	is(swa_switch_install(sw, s, 500, false), 0, "back again");
	is(sw->snap->ports[0].ctr.value[SWA_CTR_IN_OCTETS], 202,
	   "counters continue across the reload");
	is(sw->snap->ports[0].ctr.discontinuity, 500, "with a discontinuity");
	is(sw->snap->vlans[0].creation, 500, "VLANs are new after a reload");
	is(sw->vlan_deletes, 1, "a vanished switch deletes no VLANs");
	swa_switch_free(sw);
}

/* -------------------------------------------------------------- config */

static void test_config(void)
{
	struct swa_config c;
	char err[256];

	swa_config_init(&c);
	is(c.refresh, 5, "default refresh");
	is(swa_config_line(&c, "refreshInterval", "30", err, sizeof(err)), 0, "refresh 30");
	is(c.refresh, 30, "refresh set");
	is(swa_config_line(&c, "refreshInterval", "0", err, sizeof(err)), -1, "refresh 0 refused");
	ok(strstr(err, "refreshInterval") != NULL, "message names the directive");
	is(swa_config_line(&c, "refreshInterval", "5 6", err, sizeof(err)), -1, "extra words refused");
	is(swa_config_line(&c, "ifIndexBase", "5000", err, sizeof(err)), 0, "base");
	is(swa_config_line(&c, "ifIndexStride", "100", err, sizeof(err)), 0, "stride");
	is(swa_config_ifindex_base(&c, "switch1", 1), 5100, "base + stride * number");
	is(swa_config_ifindex_base(&c, "switch1", 2), 5100,
	   "the name's number, not the kernel id (OpenWrt's ids from 1)");
	is(swa_config_ifindex_base(&c, "sw-lan", 2), 5200, "other names: the id");
	is(swa_config_line(&c, "switchIfIndexBase", "switch1 9000", err, sizeof(err)), 0,
	   "per-switch base");
	is(swa_config_ifindex_base(&c, "switch1", 1), 9000, "per-switch base wins");
	is(swa_config_line(&c, "switchIfIndexBase", "switch1", err, sizeof(err)), -1,
	   "per-switch base needs a number");
	is(swa_config_line(&c, "switchBridgeAddress", "switch0 00:11:22:33:44:5f",
			   err, sizeof(err)), 0, "bridge address");
	ok(!memcmp(swa_config_switch(&c, "switch0")->bridge_addr,
		   "\x00\x11\x22\x33\x44\x5f", 6), "bridge address parsed");
	is(swa_config_line(&c, "switchBridgeAddress", "switch0 00:11:22:33:44",
			   err, sizeof(err)), -1, "short MAC refused");
	is(swa_config_line(&c, "switchInterface", "switch0 eth0", err,
			   sizeof(err)), 0, "switchInterface");
	is_str(swa_config_switch(&c, "switch0")->netdev, "eth0",
	       "the host interface kept");
	is(swa_config_line(&c, "switchInterface", "switch0 abcdefghijklmnop",
			   err, sizeof(err)), -1,
	   "a name longer than a netdev's refused");
	is(swa_config_line(&c, "switchInterface", "switch0 ../eth0", err,
			   sizeof(err)), -1, "a path refused");
	is(swa_config_line(&c, "switchInterface", "switch0", err, sizeof(err)),
	   -1, "a switch alone refused");
	ok(strstr(err, "switchInterface") != NULL, "its message names it");
	is(swa_config_line(&c, "switchInterface", "switch0 eth0 eth1", err,
			   sizeof(err)), -1, "two interfaces refused");
	is_str(swa_config_switch(&c, "switch0")->netdev, "eth0",
	       "refused lines changed nothing");
	ok(swa_config_serves(&c, "switch7"), "all served by default");
	is(swa_config_line(&c, "serveSwitch", "switch0", err, sizeof(err)), 0, "serveSwitch");
	ok(swa_config_serves(&c, "switch0") && !swa_config_serves(&c, "switch7"),
	   "only listed switches served");
	is(swa_config_line(&c, "defaultSwitch", "switch1", err, sizeof(err)), 0, "defaultSwitch");
	is_str(c.default_switch, "switch1", "default switch set");
	is(swa_config_line(&c, "switchSource", "file /tmp/x", err, sizeof(err)), 0, "file source");
	is_str(c.source_arg, "/tmp/x", "source argument");
	is(swa_config_line(&c, "switchSource", "file", err, sizeof(err)), -1,
	   "file source needs a file");
	is(swa_config_line(&c, "switchSource", "bogus", err, sizeof(err)), -1, "bad source");
	/* this program registers the file kind only (no swconfig source) */
	is(swa_config_line(&c, "switchSource", "swconfig", err, sizeof(err)), -1,
	   "a kind not registered is refused");
	is_str(err, "switchSource: expected one of file, got \"swconfig\"",
	   "the error names the registered kinds");
	is(swa_config_line(&c, "noSuchThing", "1", err, sizeof(err)), -1, "unknown directive");
	swa_config_free(&c);
}

/* --------------------------------------------------------- file source */

static void test_file_source(void)
{
	char path[] = "/tmp/swa-test-XXXXXX";
	struct swa_switch_info *list = NULL;
	struct swa_snapshot *s = NULL;
	struct swa_source *src;
	size_t n = 0;
	FILE *f;
	int fd;

	fd = mkstemp(path);
	f = fdopen(fd, "w");
	fprintf(f,
		"# two switches\n"
		"switch switch0 0 5 16 4 \"eth0\" \"hwsim\"\n"
		"mac 00:aa:bb:cc:dd:ee\n"
		"attr port 4097 link link\n"
		"attr port 4096 pvid\n"		/* no type: bad line */
		"switch switch1 1 3 16 2\n");
	fclose(f);
	src = swa_source_new(swa_source_kind_find("file"), path);
	ok(src != NULL, "file source");
	is(src->ops->open(src), 0, "open");
	is(src->ops->list(src, &list, &n), 0, "list");
	is(n, 2, "two switches");
	is_str(list[1].name, "switch1", "second name");
	is(list[1].id, 1, "second id");
	is(src->ops->read(src, &list[0], &s), -EINVAL, "a bad line fails the reading");
	free(list);

	f = fopen(path, "w");
	fprintf(f,
		"switch switch0 0 5 16 4 \"eth0\" \"hwsim\"\n"
		"mac 00:aa:bb:cc:dd:ee\n"
		"attr port 4097 link link \"Link \\\"state\\\"\"\n"
		"attr port 4096 int pvid\n"
		"attr vlan 0 string name\n"
		"attr global 0 ports mirror\n"
		"value port link 0 \"up 100 full aneg\"\n"
		"value port pvid 1 3\n"
		"value vlan name 3 \"three\"\n"
		"value global mirror 0 \"1 2t\"\n"
		"vlan 1 1 0 1 2 3 4t\n"
		"vlan 3 3 1 4t\n");
	fclose(f);
	list = NULL;
	is(src->ops->list(src, &list, &n), 0, "list again");
	is(n, 1, "one switch");
	is(src->ops->read(src, &list[0], &s), 0, "read");
	ok(s && s->n_ports == 5 && s->cpu_port == 4, "ports and CPU port");
	is_str(s->driver, "hwsim", "driver");
	is(s->bridge_addr[5], 0xee, "mac");
	is(s->n_vlan_rows, 2, "VLANs");
	is(s->vlans[1].egress[0], 0x48, "VLAN 3 egress ports 2 and 5");
	is(s->vlans[1].untagged[0], 0x40, "VLAN 3 untagged port 2");
	is_str(s->vlans[1].name, "three", "VLAN name");
	is(s->ports[1].pvid, 3, "PVID");
	ok(s->ports[0].has_link && s->ports[0].link.speed == 100, "link");
	is_str(swa_snapshot_def(s, SWA_GROUP_PORT, 4097)->description,
	       "Link \"state\"", "escaped description");
	is(swa_snapshot_value(s, SWA_GROUP_GLOBAL, 0, 0)->v.n_ports, 2, "ports value");
	swa_snapshot_free(s);
	{
		struct swa_switch_info gone = { "switch9", 9 };

		is(src->ops->read(src, &gone, &s), -ENODEV, "absent switch");
	}
	free(list);
	unlink(path);
	list = NULL;
	is(src->ops->list(src, &list, &n), 0, "no file: no switches");
	is(n, 0, "zero switches");
	swa_source_free(src);
}

static void test_fdb(void)
{
	static const uint8_t a[6] = { 2, 0, 0, 0, 0, 0xa };
	static const uint8_t b[6] = { 2, 0, 0, 0, 0, 0xb };
	const struct swa_fdb_entry *by_mac[8];
	struct swa_snapshot *s = swa_snapshot_new(0x10000, "br0", "", "bridge",
						  3, SWA_VID_MAX + 1, 0);

	/* NUD_* and NTF_* of linux/neighbour.h, as the bridge reports them */
	is(swa_fdb_status(0x80, 0), SWA_FDB_SELF, "permanent (local): self");
	is(swa_fdb_status(0x40, 0), SWA_FDB_MGMT, "noarp (static): mgmt");
	is(swa_fdb_status(0x02, 0), SWA_FDB_LEARNED, "reachable: learned");
	is(swa_fdb_status(0x04, 0), SWA_FDB_LEARNED, "stale: still learned");
	is(swa_fdb_status(0, 0x10), SWA_FDB_LEARNED, "extern_learn: learned");
	is(swa_fdb_status(0, 0), SWA_FDB_OTHER, "no state: other");
	is(swa_fdb_status(0xc0, 0), SWA_FDB_SELF, "permanent wins over noarp");

	ok(!s->has_fdb, "a reading without FDB");
	is(swa_snapshot_add_fdb(s, 20, b, 1, SWA_FDB_LEARNED), 0, "add b/20");
	is(swa_snapshot_add_fdb(s, 10, b, 2, SWA_FDB_LEARNED), 0, "add b/10");
	is(swa_snapshot_add_fdb(s, 10, a, 0, SWA_FDB_SELF), 0, "add a/10");
	is(swa_snapshot_add_fdb(s, 0, a, 0, SWA_FDB_SELF), 0, "add a/no VLAN");
	is(swa_snapshot_add_fdb(s, 10, a, 1, SWA_FDB_LEARNED), 0, "a/10 twice");
	is(swa_snapshot_add_fdb(s, 10, a, 3, SWA_FDB_LEARNED), -EINVAL,
	   "a port the reading does not have");
	is(swa_snapshot_add_fdb(s, 4095, a, 0, SWA_FDB_LEARNED), -EINVAL,
	   "VID 4095");
	is(swa_snapshot_finish(s), 0, "finish");
	ok(s->has_fdb, "has an FDB");
	is(s->n_fdb, 4, "one row per (VID, MAC)");
	ok(s->fdb[0].vid == 0 && s->fdb[1].vid == 10 && !memcmp(s->fdb[1].mac, a, 6) &&
	   s->fdb[2].vid == 10 && !memcmp(s->fdb[2].mac, b, 6) && s->fdb[3].vid == 20,
	   "sorted by VID, then MAC");
	is(swa_fdb_by_mac(s, by_mac), 2, "dot1dTpFdbTable: two MACs");
	ok(!memcmp(by_mac[0]->mac, a, 6) && by_mac[0]->vid == 0 &&
	   !memcmp(by_mac[1]->mac, b, 6) && by_mac[1]->vid == 10 &&
	   by_mac[1]->port == 2, "each MAC's entry of its lowest VID");
	swa_snapshot_free(s);
}

/* ar8xxx's and mt7530's arl_table, and arl_age_time, read at the finish */
static void test_arl(void)
{
	static const uint8_t a[6] = { 0x00, 0x11, 0x22, 0x33, 0x44, 0x55 };
	static const uint8_t b[6] = { 0xde, 0xad, 0xbe, 0xef, 0x00, 0x01 };
	struct swa_snapshot *s = swa_snapshot_new(0, "switch0", "", "ar8327",
						  4, 4096, 0);
	const struct swa_fdb_entry *by_mac[8];
	struct swa_value v = { .type = SWA_TYPE_STRING };

	is(swa_arl_parse(s, "address resolution table\n"
			 "Too many entries found, displaying the first 100 only!\n"
			 "Port 1: MAC 00:11:22:33:44:55\n"
			 "Port 2: MAC DE:AD:BE:EF:00:01\n"
			 "Port 3: MAC de:ad:be:ef:00:01\n"
			 "Port 4: MAC 00:11:22:33:44:66\n"
			 "Port 1: MAC 00:11:22:33:44\n"
			 "Port 1: MAC 00:11:22:33:44:55 vid 3\n"
			 "Port 2: MAC 00:11:22:33:44:77"), 4,
	   "arl_table: four entries; a port beyond the switch, a short MAC, "
	   "trailing words skipped; the last line without a newline read");
	ok(s->n_fdb == 4 && s->fdb[0].port == 1 && !memcmp(s->fdb[0].mac, a, 6) &&
	   s->fdb[1].port == 2 && !memcmp(s->fdb[1].mac, b, 6) && s->fdb[2].port == 3 &&
	   s->fdb[3].port == 2 && s->fdb[3].mac[5] == 0x77 && s->fdb[0].vid == 0 &&
	   s->fdb[0].status == SWA_FDB_LEARNED, "ports from 0, MACs in either case, "
	   "learned, no VLAN");
	swa_snapshot_free(s);

	s = swa_snapshot_new(0, "switch0", "", "ar8327", 4, 4096, 0);
	swa_snapshot_add_def(s, SWA_GROUP_GLOBAL, 7, SWA_TYPE_STRING, "arl_table", "");
	swa_snapshot_add_def(s, SWA_GROUP_GLOBAL, 8, SWA_TYPE_INT, "arl_age_time", "");
	v.s = strdup("address resolution table\nPort 2: MAC de:ad:be:ef:00:01\n"
		     "Port 3: MAC de:ad:be:ef:00:01\n");
	swa_snapshot_add_value(s, SWA_GROUP_GLOBAL, 7, 0, &v);
	v.type = SWA_TYPE_INT;
	v.s = NULL;
	v.i = 300;
	swa_snapshot_add_value(s, SWA_GROUP_GLOBAL, 8, 0, &v);
	is(swa_snapshot_finish(s), 0, "finish with an address table");
	ok(s->has_fdb && s->fdb_no_vid && s->n_fdb == 1, "the FDB: one entry per "
	   "MAC, of no VLAN");
	is(s->aging_time, 300, "dot1dTpAgingTime from arl_age_time");
	is(swa_fdb_by_mac(s, by_mac), 1, "a MAC on two ports: one dot1dTpFdbTable row");
	is(by_mac[0]->port, 2, "the lower port's");
	swa_snapshot_free(s);

	s = swa_snapshot_new(0, "switch0", "", "b53", 4, 4096, 0);
	is(swa_snapshot_finish(s), 0, "finish without one");
	ok(!s->has_fdb && !s->aging_time, "no FDB, no ageing time");
	swa_snapshot_free(s);
}

/* Two file sources behind one: each switch read by the part that lists it */
static void test_multi_source(void)
{
	char p0[] = "/tmp/swa-multi-XXXXXX", p1[] = "/tmp/swa-multi-XXXXXX";
	struct swa_source *parts[2], *src;
	struct swa_switch_info *list = NULL;
	struct swa_snapshot *s = NULL;
	size_t n = 0;
	FILE *f;

	f = fdopen(mkstemp(p0), "w");
	fprintf(f, "switch switch0 0 5 16 4\nvlan 1 1 0 1\n");
	fclose(f);
	f = fdopen(mkstemp(p1), "w");
	fprintf(f, "switch br0 65536 3 4095 0\nvlan 7 7 1 2t\n");
	fclose(f);
	parts[0] = swa_source_new(swa_source_kind_find("file"), p0);
	parts[1] = swa_source_new(swa_source_kind_find("file"), "/nonexistent/dir/x");
	src = swa_source_multi_new(parts, 2);
	ok(src != NULL, "multi source");
	is(src->ops->open(src), 0, "open");
	is(src->ops->list(src, &list, &n), 0, "list: a part without switches");
	is(n, 1, "one switch");
	free(list);
	swa_source_free(src);

	parts[0] = swa_source_new(swa_source_kind_find("file"), p0);
	parts[1] = swa_source_new(swa_source_kind_find("file"), p1);
	src = swa_source_multi_new(parts, 2);
	is(src->ops->list(src, &list, &n), 0, "list both");
	ok(n == 2 && !strcmp(list[0].name, "switch0") && !strcmp(list[1].name, "br0"),
	   "the parts' switches in order");
	ok(swa_source_multi_part(src, "br0") == parts[1], "br0 belongs to part 1");
	ok(swa_source_multi_part(src, "switch9") == NULL, "an unknown switch: none");
	is(src->ops->read(src, &list[1], &s), 0, "read br0 through its part");
	ok(s && s->n_ports == 3 && s->n_vlan_rows == 1 && s->vlans[0].vid == 7,
	   "br0's reading");
	swa_snapshot_free(s);
	s = NULL;
	{
		struct swa_switch_info other = { "switch7", 7 };

		is(src->ops->read(src, &other, &s), -ENODEV, "unlisted switch");
	}
	is(src->ops->requests(src), 0, "file parts make no kernel requests");
	free(list);
	swa_source_free(src);
	unlink(p0);
	unlink(p1);
}

/* The registry of source kinds "switchSource" names */
static void test_source_kinds(void)
{
	static struct swa_source_ops kinds[SWA_SOURCE_KINDS_MAX];
	static char names[SWA_SOURCE_KINDS_MAX][8];
	const struct swa_source_ops *file = swa_source_kind_find("file");
	struct swa_source_ops other_file = { .kind = "file" };
	char buf[128];
	size_t i;
	int rc = 0;

	ok(file && file->needs_arg, "the file kind registered itself at load");
	ok(!swa_source_kind_find("swconfig"), "no swconfig kind in libswa-core");
	is(swa_source_kind_add(file), 0, "adding a kind again is harmless");
	is(swa_source_kind_add(&other_file), -EEXIST, "a second kind of one name refused");
	ok(swa_source_kind_find("file") == file, "the first one stays");
	for (i = 0; i < SWA_ARRAY_SIZE(kinds) && !rc; i++) {
		snprintf(names[i], sizeof(names[i]), "k%zu", i);
		kinds[i].kind = names[i];
		rc = swa_source_kind_add(&kinds[i]);
	}
	is(rc, -ENOSPC, "a full registry refuses a kind");
	is(i, SWA_SOURCE_KINDS_MAX, "file and k0..k6 fill the registry, k7 is refused");
	ok(swa_source_kind_find("k6") == &kinds[6] && !swa_source_kind_find("k7"),
	   "found by name; the refused one is not there");
	is_str(swa_source_kind_names(buf, sizeof(buf)), "file, k0, k1, k2, k3, k4, k5, k6",
	       "the names of the registered kinds");
	is_str(swa_source_kind_names(buf, 8), "file, k", "names cut to the buffer");
}

static void test_config_bridges(void)
{
	struct swa_config c;
	char err[256], *b;

	swa_config_init(&c);
	ok(swa_config_bridges(&c) == NULL, "no serveBridge: no bridges");
	is(swa_config_line(&c, "serveSwitch", "switch0", err, sizeof(err)), 0,
	   "serveSwitch switch0");
	is(swa_config_line(&c, "serveBridge", "br0", err, sizeof(err)), 0,
	   "serveBridge br0");
	is(swa_config_line(&c, "serveBridge", "lan", err, sizeof(err)), 0,
	   "serveBridge lan");
	is(swa_config_line(&c, "serveBridge", "a b", err, sizeof(err)), -1,
	   "two names refused");
	is(swa_config_line(&c, "serveBridge", "", err, sizeof(err)), -1,
	   "no name refused");
	b = swa_config_bridges(&c);
	is_str(b ? b : "", "br0 lan", "the bridges, in order");
	free(b);
	ok(swa_config_serves(&c, "br0") && swa_config_serves(&c, "switch0") &&
	   !swa_config_serves(&c, "switch1"), "bridges served beside serveSwitch");
	swa_config_free(&c);
}

/* ------------------------------------------- every driver's vocabulary */

/* One reading of text into a fresh port; the statistics it gives */
static void read_once(struct swa_port_ctrs *pc, const char *text)
{
	swa_port_ctrs_free(pc);
	swa_port_ctrs_update(pc, text, 1, 0);
}

#define V(c)	pc.value[SWA_CTR_##c]
#define HAS(c)	(!!(pc.present & SWA_CTR_BIT(SWA_CTR_##c)))

/* ar8xxx extended list (ar8236_mibs, %-12s), octets with a KiB suffix */
static void test_vocab_ar8236(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc,
		"MIB counters\n"
		"RxBroad     : 1\nRxPause     : 2\nRxMulti     : 3\n"
		"RxFcsErr    : 4\nRxAlignErr  : 5\nRxRunt      : 6\n"
		"RxFragment  : 7\nRx64Byte    : 10\nRx128Byte   : 11\n"
		"Rx256Byte   : 12\nRx512Byte   : 13\nRx1024Byte  : 14\n"
		"Rx1518Byte  : 15\nRxMaxByte   : 16\nRxTooLong   : 8\n"
		"RxGoodByte  : 2048 (2.0 KiB)\nRxBadByte   : 9\n"
		"RxOverFlow  : 17\nFiltered    : 18\nTxBroad     : 19\n"
		"TxPause     : 20\nTxMulti     : 21\nTxUnderRun  : 22\n"
		"Tx64Byte    : 23\nTxOverSize  : 24\nTxByte      : 1500\n"
		"TxCollision : 25\nTxAbortCol  : 26\nTxMultiCol  : 27\n"
		"TxSingleCol : 28\nTxExcDefer  : 29\nTxDefer     : 30\n"
		"TxLateCol   : 31\n");
	is(V(IN_OCTETS), 2057, "ar8236: in octets good + bad, KiB suffix read");
	is(V(OUT_OCTETS), 1500, "ar8236: out octets");
	is(V(IN_BCAST), 1, "ar8236: RxBroad");
	is(V(IN_MCAST), 3, "ar8236: RxMulti");
	is(V(FCS), 4, "ar8236: RxFcsErr");
	is(V(ALIGN), 5, "ar8236: RxAlignErr");
	is(V(UNDERSIZE), 6, "ar8236: RxRunt is undersize");
	is(V(FRAGMENTS), 7, "ar8236: RxFragment");
	is(V(TOO_LONG), 8, "ar8236: RxTooLong");
	is(V(IN_ERRORS), 4 + 5 + 8, "ar8236: ifInErrors = FCS + align + too long");
	is(V(CRC_ALIGN), 9, "ar8236: CRC/align");
	is(V(PKTS_64), 10, "ar8236: Rx64Byte");
	is(V(PKTS_65_127), 11, "ar8236: Rx128Byte is 65-127");
	is(V(PKTS_128_255), 12, "ar8236: Rx256Byte is 128-255");
	is(V(PKTS_256_511), 13, "ar8236: Rx512Byte is 256-511");
	is(V(PKTS_512_1023), 14, "ar8236: Rx1024Byte is 512-1023");
	is(V(PKTS_1024_1518), 15, "ar8236: Rx1518Byte is 1024-1518");
	is(V(PKTS_LONG), 16, "ar8236: RxMaxByte is above 1518");
	is(V(ETH_PKTS), 10 + 11 + 12 + 13 + 14 + 15 + 16 + 6 + 7,
	   "ar8236: etherStatsPkts = buckets + runts + fragments");
	is(V(IN_DISCARDS), 17 + 18, "ar8236: RxOverFlow + Filtered");
	is(V(IN_PAUSE), 2, "ar8236: RxPause");
	is(V(OUT_PAUSE), 20, "ar8236: TxPause");
	is(V(MAC_TX_ERR), 22 + 24 + 29, "ar8236: underrun, oversize, excessive deferral");
	is(V(COLLISIONS), 25, "ar8236: TxCollision");
	is(V(EXCESS_COL), 26, "ar8236: TxAbortCol");
	is(V(MULTI_COL), 27, "ar8236: TxMultiCol");
	is(V(SINGLE_COL), 28, "ar8236: TxSingleCol");
	is(V(DEFERRED), 30, "ar8236: TxDefer");
	is(V(LATE_COL), 31, "ar8236: TxLateCol");
	is(V(OUT_ERRORS), 31 + 26 + 22 + 24 + 29, "ar8236: ifOutErrors");
	ok(!HAS(OVERSIZE) && !HAS(JABBERS), "ar8236: no oversize/jabber split");
	ok(!HAS(SYMBOL), "ar8236: no symbol errors");

	/* software totals in 64 bits: a decrease is a reset, never a wrap */
	read_once(&pc, "RxGoodByte  : 1\nRxBroad     : 4294967000\n");
	is(swa_port_ctrs_update(&pc, "RxGoodByte  : 1\nRxBroad     : 100\n", 2, 0),
	   1, "ar8xxx: a decrease is a reset");
	is(V(IN_BCAST), 4294967000ull + 100, "ar8xxx: no 32-bit wrap");
	read_once(&pc, "No MIB data");
	ok(!pc.present, "ar8xxx: No MIB data, no statistics");
	swa_port_ctrs_free(&pc);
}

/* ar8216: no Rx1518Byte, RxMaxByte from 1024 */
static void test_vocab_ar8216(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc, "MIB counters\nRx1024Byte  : 3\nRxMaxByte   : 4\n"
		  "RxGoodByte  : 5\n");
	is(V(PKTS_512_1023), 3, "ar8216: Rx1024Byte is 512-1023");
	is(V(PKTS_1024_1518), 4, "ar8216: RxMaxByte is RMON's 1024-1518");
	ok(!HAS(PKTS_LONG), "ar8216: nothing above");
	swa_port_ctrs_free(&pc);
}

/* mt753x (mediatek): the names CRC errors came under, lower-bound buckets */
static void test_vocab_mt753x(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc,
		"Port 1 MIB counters\n"
		"TxDrop     : 1\nTxCRC      : 2\nTxUni      : 3\nTxMulti    : 4\n"
		"TxBroad    : 5\nTxCollision: 6\nTxSingleCol: 7\nTxMultiCol : 8\n"
		"TxDefer    : 9\nTxLateCol  : 10\nTxExcCol   : 11\nTxPause    : 12\n"
		"Tx64Byte   : 13\nTx65Byte   : 14\nTxByte     : 5000000000\n"
		"RxDrop     : 20\nRxFiltered : 21\nRxUni      : 22\nRxMulti    : 23\n"
		"RxBroad    : 24\nRxAlignErr : 25\nRxCRC      : 26\nRxUnderSize: 27\n"
		"RxFragment : 28\nRxOverSize : 29\nRxJabber   : 30\nRxPause    : 31\n"
		"Rx64Byte   : 32\nRx65Byte   : 33\nRx128Byte  : 34\nRx256Byte  : 35\n"
		"Rx512Byte  : 36\nRx1024Byte : 37\nRxByte     : 6000000000\n"
		"RxCtrlDrop : 38\nRxIngDrop  : 39\nRxARLDrop  : 40\n");
	is(V(FCS), 26, "mt753x: RxCRC is FCS errors");
	is(V(IN_ERRORS), 25 + 26 + 29 + 30,
	   "mt753x: ifInErrors = align + CRC + oversize + jabbers");
	is(V(TOO_LONG), 29 + 30, "mt753x: frame too long = oversize + jabbers");
	is(V(OUT_ERRORS), 2 + 10 + 11, "mt753x: ifOutErrors = TxCRC + late + excessive");
	is(V(EXCESS_COL), 11, "mt753x: TxExcCol");
	is(V(IN_DISCARDS), 20 + 21 + 38 + 39 + 40, "mt753x: drops");
	is(V(OUT_DISCARDS), 1, "mt753x: TxDrop");
	is(V(IN_UCAST), 22, "mt753x: RxUni");
	is(V(OUT_UCAST), 3, "mt753x: TxUni");
	is(V(PKTS_65_127), 33, "mt753x: Rx65Byte is 65-127");
	is(V(PKTS_128_255), 34, "mt753x: Rx128Byte is 128-255");
	is(V(PKTS_1024_1518), 37, "mt753x: Rx1024Byte is RMON's 1024-1518");
	is(V(UNDERSIZE), 27, "mt753x: RxUnderSize");
	is(V(FRAGMENTS), 28, "mt753x: RxFragment");
	is(V(IN_OCTETS), 6000000000ull, "mt753x: RxByte 64-bit");
	is(V(ETH_OCTETS), 6000000000ull, "mt753x: etherStatsOctets = in octets");
	is(V(OUT_OCTETS), 5000000000ull, "mt753x: TxByte 64-bit");
	ok(!HAS(PKTS_LONG), "mt753x: tx buckets are not RMON's");
	/* 32-bit packet counters wrap */
	read_once(&pc, "RxCRC      : 4294967000\n");
	is(swa_port_ctrs_update(&pc, "RxCRC      : 4\n", 2, 0), 0,
	   "mt753x: RxCRC wraps at 32 bits");
	is(V(FCS), 4294967000ull + 296 + 4, "mt753x: wrap counted");
	swa_port_ctrs_free(&pc);
}

/* ramips mt7530/mt7620: nine 32-bit counters, octets too */
static void test_vocab_mt7530(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc, "Port 0 MIB counters\nTxGPC      : 1\nTxBOC      : 2\n"
		  "TxGOC      : 4294967000\nTxEPC      : 4\nRxGPC      : 5\n"
		  "RxBOC      : 6\nRxGOC      : 7\nRxEPC1     : 8\nRxEPC2     : 9\n");
	is(V(IN_OCTETS), 13, "mt7530: good + bad octets in");
	is(V(IN_ERRORS), 17, "mt7530: RxEPC1 + RxEPC2");
	is(V(OUT_ERRORS), 4, "mt7530: TxEPC");
	ok(!HAS(IN_UCAST), "mt7530: no unicast split");
	is(swa_port_ctrs_update(&pc, "TxGOC      : 100\nTxBOC      : 2\n", 2, 0), 0,
	   "mt7530: octets wrap at 32 bits");
	is(V(OUT_OCTETS), 2 + 4294967000ull + 296 + 100, "mt7530: octet wrap counted");
	swa_port_ctrs_free(&pc);
}

/* adm6996: six 32-bit counters */
static void test_vocab_adm6996(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc, "Port 2 MIB counters\nRxPacket    : 1\nRxByte      : 4294967000\n"
		  "TxPacket    : 3\nTxByte      : 4\nCollision   : 5\nError       : 6\n");
	is(V(COLLISIONS), 5, "adm6996: Collision");
	is(V(IN_ERRORS), 6, "adm6996: Error");
	is(swa_port_ctrs_update(&pc, "RxByte      : 10\n", 2, 0), 0,
	   "adm6996: RxByte wraps at 32 bits");
	is(V(IN_OCTETS), 4294967000ull + 296 + 10, "adm6996: octet wrap counted");
	swa_port_ctrs_free(&pc);
}

/* b53 (and hwsim): its bucket 1024-1522 is RMON's 1024-1518 */
static void test_vocab_b53(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc,
		"TxOctets            : 100\nTxDropPkts          : 1\n"
		"TxCollisions        : 2\nTxSingleCollision   : 3\n"
		"TxMultipleCollision : 4\nTxDeferredTransmit  : 5\n"
		"TxLateCollision     : 6\nTxExcessiveCollision: 7\n"
		"TxPausePkts         : 8\nRxOctets            : 200\n"
		"RxUndersizePkts     : 9\nRxPausePkts         : 10\n"
		"Pkts64Octets        : 11\nPkts65to127Octets   : 12\n"
		"Pkts128to255Octets  : 13\nPkts256to511Octets  : 14\n"
		"Pkts512to1023Octets : 15\nPkts1024to1522Octets: 16\n"
		"RxOversizePkts      : 17\nRxJabbers           : 18\n"
		"RxAlignmentErrors   : 19\nRxFCSErrors         : 20\n"
		"RxGoodOctets        : 150\nRxDropPkts          : 21\n"
		"RxSAChanges         : 22\nRxFragments         : 23\n"
		"RxJumboPkts         : 24\nRxSymbolErrors      : 25\n"
		"RxDiscarded         : 26\n");
	is(V(IN_ERRORS), 19 + 20 + 17 + 18,
	   "b53: ifInErrors = align + FCS + oversize + jabbers");
	is(V(OUT_ERRORS), 6 + 7, "b53: ifOutErrors = late + excessive");
	is(V(SYMBOL), 25, "b53: symbol errors (not in ifInErrors)");
	is(V(PKTS_1024_1518), 16, "b53: 1024-1522 as 1024-1518");
	is(V(PKTS_LONG), 24, "b53: jumbo frames");
	is(V(ETH_PKTS), 11 + 12 + 13 + 14 + 15 + 16 + 24 + 9 + 17 + 23 + 18,
	   "b53: etherStatsPkts");
	is(V(CRC_ALIGN), 39, "b53: CRC/align");
	is(V(IN_PAUSE), 10, "b53: pause in");
	is(V(OUT_PAUSE), 8, "b53: pause out");
	is(V(DEFERRED), 5, "b53: deferred");
	is(V(IN_DISCARDS), 21 + 26, "b53: discards");
	ok(!HAS(DROP_EVENTS), "b53: no drop events counter");
	swa_port_ctrs_free(&pc);
}

/* rtl8366rb/s and rtl8367: EtherLike and RMON names, mixed case */
static void test_vocab_rtl8366(void)
{
	struct swa_port_ctrs pc = { 0 };

	read_once(&pc,
		"Port 0 MIB counters\n"
		"IfInOctets                          : 1000\n"
		"EtherStatsOctets                    : 1100\n"
		"EtherStatsUnderSizePkts             : 1\n"
		"EtherFragments                      : 2\n"
		"EtherStatsPkts1024to1518Octets      : 3\n"
		"EtherOversizeStats                  : 4\n"
		"EtherStatsJabbers                   : 5\n"
		"EtherStatsMulticastPkts             : 6\n"
		"EtherStatsBroadcastPkts             : 7\n"
		"EtherStatsDropEvents                : 8\n"
		"Dot3StatsFCSErrors                  : 9\n"
		"Dot3StatsSymbolErrors               : 10\n"
		"Dot3InPauseFrames                   : 11\n"
		"Dot3ControlInUnknownOpcodes         : 12\n"
		"Dot3StatMultipleCollisionFrames     : 13\n"
		"Dot3sDeferredTransmissions          : 14\n"
		"EtherStatsCollisions                : 15\n"
		"Dot1dTpPortInDiscards               : 16\n"
		"IfOutBroadcastPkts                  : error\n");
	is(V(ETH_OCTETS), 1100, "rtl8366: etherStatsOctets its own");
	is(V(IN_OCTETS), 1000, "rtl8366: ifInOctets its own");
	is(V(IN_MCAST), 6, "rtl8366: multicast from the RMON name");
	is(V(ETH_BCAST), 7, "rtl8366: broadcast");
	is(V(DROP_EVENTS), 8, "rtl8366: drop events");
	is(V(MULTI_COL), 13, "rtl8366: Dot3StatMultipleCollisionFrames (sic)");
	is(V(DEFERRED), 14, "rtl8366: Dot3sDeferredTransmissions (sic)");
	is(V(UNKNOWN_OPCODES), 12, "rtl8366: unknown opcodes");
	is(V(IN_ERRORS), 9 + 4 + 5, "rtl8366: ifInErrors = FCS + oversize + jabbers");
	ok(!HAS(OUT_BCAST), "rtl8366: an \"error\" value is no counter");

	/* rtl8367b/c: lower camel case, RMON and IF-MIB multicast side by side */
	read_once(&pc, "Port 1 MIB counters\n"
		  "ifInMulticastPkts                   : 5\n"
		  "etherStatsMcastPkts                 : 6\n"
		  "ifOutBrocastPkts                    : 7\n"
		  "ifOutDiscards                       : N/A\n");
	is(V(IN_MCAST), 5, "rtl8367c: ifInMulticastPkts, not added twice");
	is(V(ETH_MCAST), 6, "rtl8367c: etherStatsMcastPkts");
	is(V(OUT_BCAST), 7, "rtl8367c: ifOutBrocastPkts (sic)");
	ok(!HAS(OUT_DISCARDS), "rtl8367c: N/A is no counter");
	swa_port_ctrs_free(&pc);
}

static void test_vocabularies(void)
{
	is(swa_mib_dialect("RxGoodByte: 1\nRx1518Byte: 2\n"), SWA_DIALECT_AR8236,
	   "dialect: ar8236");
	is(swa_mib_dialect("RxGoodByte: 1\n"), SWA_DIALECT_AR8216, "dialect: ar8216");
	is(swa_mib_dialect("RxCRC: 1\n"), SWA_DIALECT_MT753X, "dialect: mt753x");
	is(swa_mib_dialect("TxGPC: 1\n"), SWA_DIALECT_MT7530, "dialect: mt7530");
	is(swa_mib_dialect("RxPacket: 1\n"), SWA_DIALECT_ADM6996, "dialect: adm6996");
	is(swa_mib_dialect("RxOctets: 1\n"), SWA_DIALECT_GENERIC, "dialect: b53");
	test_vocab_ar8236();
	test_vocab_ar8216();
	test_vocab_mt753x();
	test_vocab_mt7530();
	test_vocab_adm6996();
	test_vocab_b53();
	test_vocab_rtl8366();
}

int main(void)
{
	swa_log_set(quiet);
	test_portlist();
	test_mib_parse();
	test_ctr_names();
	test_ctr_accumulate();
	test_vocabularies();
	test_ifindex();
	test_snapshot();
	test_snapshot_filtering();
	test_ifstack();
	test_snapshot_duplicate_vid();
	test_snapshot_vlan_by_index();
	test_snapshot_vlan_ints();
	test_switch_install();
	test_config();
	test_file_source();
	test_fdb();
	test_arl();
	test_multi_source();
	test_config_bridges();
	test_source_kinds();	/* last: it fills the registry */
	return done_testing();
}
