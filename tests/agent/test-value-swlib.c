// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * agent/model/value_swlib.c: the one place where the agent's values and
 * swlib's are converted. Groups keep their meaning across the two
 * numberings, every type survives a round trip (tagged flags, link
 * settings), swlib's text syntax parses into the agent's values, and
 * what cannot be converted is refused.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "model/value_swlib.h"
#include "tap.h"

static void test_groups(void)
{
	is(swa_group_from_sw(SW_GLOBAL), SWA_GROUP_GLOBAL, "global from swlib");
	is(swa_group_from_sw(SW_PORT), SWA_GROUP_PORT, "port from swlib");
	is(swa_group_from_sw(SW_VLAN), SWA_GROUP_VLAN, "vlan from swlib");
	is(swa_group_to_sw(SWA_GROUP_GLOBAL), SW_GLOBAL, "global to swlib");
	is(swa_group_to_sw(SWA_GROUP_PORT), SW_PORT, "port to swlib");
	is(swa_group_to_sw(SWA_GROUP_VLAN), SW_VLAN, "vlan to swlib");
	is(swa_type_from_sw(SW_TYPE_LINK), SWA_TYPE_LINK, "link type");
	is(swa_type_from_sw(SW_TYPE_NOVAL), SWA_TYPE_NOVAL, "action type");
	is(swa_type_from_sw(77), SWA_TYPE_UNSPEC,
	   "a type swlib does not know is UNSPEC");
}

/* ports 0, 3t, 5 there and back: ids and tagged flags kept, in order */
static void test_ports_round_trip(void)
{
	struct swa_port_ref refs[] = { { 0, false }, { 3, true }, { 5, false } };
	struct swa_value v = { .type = SWA_TYPE_PORTS, .ports = refs,
			       .n_ports = 3 };
	struct sw_attr a = { .type = SW_TYPE_PORTS, .name = "ports" };
	struct swa_value back;
	struct sw_value sv;

	is(swa_value_to_sw(&v, &sv), 0, "ports to swlib");
	is(sv.type, SW_TYPE_PORTS, "swlib type ports");
	ok(sv.ports.n == 3 && sv.ports.port[1].id == 3 &&
	   sv.ports.port[1].tagged && !sv.ports.port[0].tagged &&
	   sv.ports.port[2].id == 5, "ids and tagged flags as given");
	ok(swa_value_from_sw(&a, &sv, &back), "ports back");
	ok(back.n_ports == 3 && back.ports[0].id == 0 && !back.ports[0].tagged &&
	   back.ports[1].id == 3 && back.ports[1].tagged &&
	   back.ports[2].id == 5 && !back.ports[2].tagged,
	   "the round trip keeps ids and tagged flags");
	swa_value_sw_release(&sv);
	swa_value_free(&back);
}

static void test_link_round_trip(void)
{
	struct swa_value v = { .type = SWA_TYPE_LINK,
			       .link = { .up = true, .duplex = true, .aneg = false,
					 .tx_flow = true, .rx_flow = false,
					 .speed = 100, .eee = 2 } };
	struct sw_attr a = { .type = SW_TYPE_LINK, .name = "link" };
	struct swa_value back;
	struct sw_value sv;

	is(swa_value_to_sw(&v, &sv), 0, "link to swlib");
	ok(sv.link.link && sv.link.duplex && !sv.link.aneg && sv.link.tx_flow &&
	   !sv.link.rx_flow && sv.link.speed == 100 && sv.link.eee == 2,
	   "every link field as given");
	ok(swa_value_from_sw(&a, &sv, &back), "link back");
	ok(back.type == SWA_TYPE_LINK && back.link.up && back.link.duplex &&
	   !back.link.aneg && back.link.tx_flow && !back.link.rx_flow &&
	   back.link.speed == 100 && back.link.eee == 2,
	   "the round trip keeps every link field");
	swa_value_sw_release(&sv);
}

/* An old kernel's "link" is a STRING: it becomes a LINK value */
static void test_link_as_string(void)
{
	struct sw_attr a = { .type = SW_TYPE_STRING, .name = "link" };
	struct sw_attr other = { .type = SW_TYPE_STRING, .name = "name" };
	struct sw_value sv = { .type = SW_TYPE_STRING };
	struct swa_value v;

	sv.s = strdup("port:2 link:up speed:1000baseT full-duplex auto");
	ok(swa_value_from_sw(&a, &sv, &v), "a string link is read");
	ok(v.type == SWA_TYPE_LINK && v.link.up && v.link.speed == 1000 &&
	   v.link.duplex && v.link.aneg, "as a LINK value");
	sw_value_free(&sv);
	sv.type = SW_TYPE_STRING;
	sv.s = strdup("port:2 link:up speed:1000baseT full-duplex auto");
	ok(swa_value_from_sw(&other, &sv, &v), "any other string is read");
	ok(v.type == SWA_TYPE_STRING && v.s && !strncmp(v.s, "port:2", 6),
	   "as the string it is");
	ok(!sv.s, "whose text is taken over, not copied");
	swa_value_free(&v);
	sw_value_free(&sv);
}

static void test_refused(void)
{
	struct sw_attr a = { .type = SW_TYPE_PORTS, .name = "ports" };
	struct sw_value sv = { .type = SW_TYPE_INT, .i = 3 };
	struct swa_value v = { .type = SWA_TYPE_UNSPEC };

	ok(!swa_value_from_sw(&a, &sv, &v),
	   "a value of another type than the attribute's is refused");
	is(swa_value_to_sw(&v, &sv), -EINVAL, "an UNSPEC value is not sent");
}

static void test_parse(void)
{
	struct swa_value v;

	is(swa_value_parse(SWA_TYPE_PORTS, "0 3t 5", &v), 0, "ports parse");
	ok(v.type == SWA_TYPE_PORTS && v.n_ports == 3 && v.ports[1].id == 3 &&
	   v.ports[1].tagged && !v.ports[0].tagged, "into ids and tagged flags");
	swa_value_free(&v);
	is(swa_value_parse(SWA_TYPE_INT, "4094", &v), 0, "int parse");
	is(v.i, 4094u, "the number");
	is(swa_value_parse(SWA_TYPE_INT, "12x", &v), -EINVAL,
	   "a number with junk is refused");
	is(swa_value_parse(SWA_TYPE_PORTS, "3q", &v), -EINVAL,
	   "a port with junk is refused");
	is(swa_value_parse(SWA_TYPE_STRING, "office", &v), 0, "string parse");
	is_str(v.s, "office", "the string");
	swa_value_free(&v);
	is(swa_value_parse(SWA_TYPE_LINK, "speed 100 duplex half autoneg off", &v),
	   0, "link settings parse");
	ok(v.type == SWA_TYPE_LINK && v.link.speed == 100 && !v.link.duplex &&
	   !v.link.aneg, "into the link fields");
	is(swa_value_parse(SWA_TYPE_NOVAL, "", &v), 0, "an action takes no text");
	is(v.type, SWA_TYPE_NOVAL, "and is an action");
	is(swa_value_parse(SWA_TYPE_NOVAL, "now", &v), -EINVAL,
	   "an action with text is refused");
	is(swa_value_parse(SWA_TYPE_UNSPEC, "1", &v), -EOPNOTSUPP,
	   "a type without syntax is refused");
}

int main(void)
{
	test_groups();
	test_ports_round_trip();
	test_link_round_trip();
	test_link_as_string();
	test_refused();
	test_parse();
	return done_testing();
}
