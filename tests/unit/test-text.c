// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests: swlib's text forms of values (integers, port lists, link
 * settings) and their formatting.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib.h"
#include "tap.h"

static void test_int(void)
{
	static const struct {
		const char *text;
		int err;
		uint32_t value;
	} cases[] = {
		{ "0", 0, 0 },
		{ "1522", 0, 1522 },
		{ " 42 ", 0, 42 },
		{ "0x10", 0, 16 },
		{ "0XfF", 0, 255 },
		{ "4294967295", 0, 4294967295u },
		{ "4294967296", -ERANGE, 0 },
		{ "0x100000000", -ERANGE, 0 },
		{ "", -EINVAL, 0 },
		{ "   ", -EINVAL, 0 },
		{ "-1", -EINVAL, 0 },
		{ "+1", -EINVAL, 0 },
		{ "12a", -EINVAL, 0 },
		{ "0x", -EINVAL, 0 },
		{ "1 2", -EINVAL, 0 },
		{ "abc", -EINVAL, 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint32_t v = 7;
		int err = sw_parse_int(cases[i].text, &v);

		ok(err == cases[i].err &&
		   (err ? v == 7 : v == cases[i].value),
		   "int '%s' -> %d/%u", cases[i].text, err, v);
	}
}

/* Parses text as a port list and formats it back */
static char *ports_roundtrip(const char *text, int *err)
{
	struct sw_ports ports;
	char *s;

	*err = sw_parse_ports(text, &ports);
	if (*err)
		return NULL;
	s = sw_format_ports(&ports);
	sw_ports_free(&ports);
	return s;
}

static void test_ports(void)
{
	static const struct {
		const char *text;
		const char *canonical;	/* NULL: must be rejected */
	} cases[] = {
		{ "", "" },
		{ "   ", "" },
		{ "1 2t 3", "1 2t 3" },
		{ "0 1 2 3 4 5 6 7", "0 1 2 3 4 5 6 7" },
		{ "  5t\t6\n7t  ", "5t 6 7t" },
		{ "0 1 2 3 5t ", "0 1 2 3 5t" },	/* OpenWrt's own output */
		{ "63t", "63t" },
		{ "1 1", NULL },		/* listed twice */
		{ "1 1t", NULL },
		{ "1x", NULL },
		{ "1tt", NULL },
		{ "t", NULL },
		{ "-1", NULL },
		{ "0x1", NULL },		/* port numbers are decimal */
		{ "1,2", NULL },
		{ "4294967296", NULL },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int err;
		char *s = ports_roundtrip(cases[i].text, &err);

		if (cases[i].canonical) {
			char name[128];

			snprintf(name, sizeof(name), "ports '%s'", cases[i].text);
			ok_str(s, cases[i].canonical, name);
		} else {
			ok(err == -EINVAL && !s, "ports '%s' rejected",
			   cases[i].text);
		}
		free(s);
	}

	/* the details of a parsed list */
	{
		struct sw_ports p;

		ok(sw_parse_ports("3 0t 9", &p) == 0 && p.n == 3 &&
		   p.port[0].id == 3 && !p.port[0].tagged &&
		   p.port[1].id == 0 && p.port[1].tagged &&
		   p.port[2].id == 9 && !p.port[2].tagged,
		   "ports keep their order and tagged flags");
		sw_ports_free(&p);
	}
}

static void test_link_settings(void)
{
	static const struct {
		const char *text;
		const char *canonical;	/* NULL: must be rejected */
	} cases[] = {
		{ "duplex full autoneg on speed 100",
		  "duplex full autoneg on speed 100" },
		{ "speed 1000 duplex full",
		  "duplex full autoneg off speed 1000" },
		{ "autoneg on", "duplex half autoneg on speed 0" },
		{ "", "duplex half autoneg off speed 0" },
		{ "duplex half autoneg off speed 10 txflow on rxflow on",
		  "duplex half autoneg off speed 10 txflow on rxflow on" },
		{ "link up speed 100 duplex full",
		  "duplex full autoneg off speed 100 link up" },
		{ "link down", "duplex half autoneg off speed 0" },
		{ "speed 100 speed 10", "duplex half autoneg off speed 10" },
		{ "duplex", NULL },
		{ "duplex fast", NULL },
		{ "autoneg yes", NULL },
		{ "speed fast", NULL },
		{ "speed -10", NULL },
		{ "speed 0x10", NULL },
		{ "mtu 1500", NULL },
		{ "full", NULL },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct sw_link link;
		char *s = NULL;
		int err = sw_parse_link_settings(cases[i].text, &link);

		if (!err)
			s = sw_format_link_settings(&link);
		if (cases[i].canonical) {
			char name[128];

			snprintf(name, sizeof(name), "link settings '%s'",
				 cases[i].text);
			ok_str(s, cases[i].canonical, name);
		} else {
			ok(err == -EINVAL, "link settings '%s' rejected",
			   cases[i].text);
		}
		free(s);
	}

	/* formatted settings read back to the same link */
	{
		struct sw_link in = { .duplex = true, .aneg = true,
				      .tx_flow = true, .speed = 2500 };
		struct sw_link out;
		char *s = sw_format_link_settings(&in);

		ok(s && sw_parse_link_settings(s, &out) == 0 &&
		   out.duplex && out.aneg && out.tx_flow && !out.rx_flow &&
		   !out.link && out.speed == 2500,
		   "link settings round trip");
		free(s);
	}
}

static void test_format_link(void)
{
	struct sw_link up = { .link = true, .duplex = true, .aneg = true,
			      .speed = 1000 };
	struct sw_link cpu = { .link = true, .duplex = true, .speed = 1000 };
	struct sw_link flow = { .link = true, .speed = 100, .tx_flow = true,
				.rx_flow = true, .eee = SW_EEE_100,
				.aneg = true };
	struct sw_link odd = { .link = true, .speed = 123, .duplex = true };
	struct sw_link down = { .aneg = true, .speed = 1000 };
	char *s;

	s = sw_format_link(&up, 2);
	ok_str(s, "port:2 link:up speed:1000baseT full-duplex auto",
	       "link status, autonegotiated");
	free(s);
	s = sw_format_link(&cpu, 7);
	ok_str(s, "port:7 link:up speed:1000baseT full-duplex ",
	       "link status, forced (OpenWrt's trailing blank)");
	free(s);
	s = sw_format_link(&flow, 0);
	ok_str(s, "port:0 link:up speed:100baseT half-duplex txflow rxflow "
	       "eee100 auto", "link status with flow control and EEE");
	free(s);
	s = sw_format_link(&odd, 1);
	ok_str(s, "port:1 link:up speed:unknown full-duplex ",
	       "link status, unnamed speed");
	free(s);
	s = sw_format_link(&down, 3);
	ok_str(s, "port:3 link:down", "link status, down");
	free(s);
}

static void test_values(void)
{
	struct sw_value v;

	ok(sw_parse_value(SW_TYPE_INT, "7", &v) == 0 &&
	   v.type == SW_TYPE_INT && v.i == 7, "value: int");
	sw_value_free(&v);
	ok(sw_parse_value(SW_TYPE_STRING, " a b ", &v) == 0 &&
	   v.type == SW_TYPE_STRING && !strcmp(v.s, " a b "),
	   "value: string kept as is");
	sw_value_free(&v);
	ok(sw_parse_value(SW_TYPE_STRING, NULL, &v) == 0 &&
	   v.type == SW_TYPE_STRING && !strcmp(v.s, ""),
	   "value: no string is the empty string");
	sw_value_free(&v);
	ok(sw_parse_value(SW_TYPE_PORTS, "1 2t", &v) == 0 &&
	   v.type == SW_TYPE_PORTS && v.ports.n == 2, "value: ports");
	sw_value_free(&v);
	ok(v.type == SW_TYPE_UNSPEC && v.ports.port == NULL,
	   "sw_value_free leaves an empty value");
	ok(sw_parse_value(SW_TYPE_LINK, "duplex full speed 10", &v) == 0 &&
	   v.type == SW_TYPE_LINK && v.link.duplex && v.link.speed == 10,
	   "value: link");
	ok(sw_parse_value(SW_TYPE_NOVAL, "", &v) == 0 &&
	   v.type == SW_TYPE_NOVAL, "value: none");
	ok(sw_parse_value(SW_TYPE_NOVAL, "1", &v) == -EINVAL,
	   "value: none takes no text");
	ok(sw_parse_value(SW_TYPE_INT, "x", &v) == -EINVAL,
	   "value: bad int rejected");
	ok(sw_parse_value((enum sw_type)9, "1", &v) == -EOPNOTSUPP,
	   "value: unknown type");
}

static void test_names(void)
{
	ok(!strcmp(sw_type_name(SW_TYPE_INT), "int") &&
	   !strcmp(sw_type_name(SW_TYPE_STRING), "string") &&
	   !strcmp(sw_type_name(SW_TYPE_PORTS), "ports") &&
	   !strcmp(sw_type_name(SW_TYPE_LINK), "link") &&
	   !strcmp(sw_type_name(SW_TYPE_NOVAL), "none") &&
	   !strcmp(sw_type_name(42), "unknown"), "type names");
	ok(!strcmp(sw_strerror(-EPERM),
		   "permission denied: needs CAP_NET_ADMIN"),
	   "EPERM names the capability");
	ok(!strcmp(sw_strerror(-ENODEV), "no such switch") &&
	   !strcmp(sw_strerror(-ENOENT), "no such attribute"),
	   "switch wording of ENODEV and ENOENT");
	ok(sw_strerror(-EPFNOSUPPORT) != NULL &&
	   strstr(sw_strerror(-EPFNOSUPPORT), "module") != NULL,
	   "missing family points at the module");
	ok(sw_strerror(-ETIMEDOUT) != NULL && *sw_strerror(-ETIMEDOUT),
	   "other codes have a text too");
}

int main(void)
{
	test_int();
	test_ports();
	test_link_settings();
	test_format_link();
	test_values();
	test_names();
	return tap_done();
}
