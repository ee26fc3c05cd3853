// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests: the older STRING form of "link" that swconfig cores before
 * SWITCH_TYPE_LINK returned, in the variants drivers produced, and its
 * agreement with swlib's own status format.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib.h"
#include "tap.h"

struct link_case {
	const char *text;
	int err;
	int port;		/* -1: none in the text */
	bool link, duplex, aneg, tx_flow, rx_flow;
	uint32_t speed;
	unsigned int eee;
};

static const struct link_case cases[] = {
	/* OpenWrt's own format */
	{ "port:2 link:up speed:1000baseT full-duplex auto",
	  0, 2, true, true, true, false, false, 1000, 0 },
	{ "port:7 link:up speed:1000baseT full-duplex ",
	  0, 7, true, true, false, false, false, 1000, 0 },
	{ "port:0 link:up speed:100baseT half-duplex txflow rxflow eee100 "
	  "eee1000 auto",
	  0, 0, true, false, true, true, true, 100, SW_EEE_100 | SW_EEE_1000 },
	{ "port:12 link:down", 0, 12, false, false, false, false, false, 0, 0 },
	{ "port:1 link:up speed:10baseT half-duplex",
	  0, 1, true, false, false, false, false, 10, 0 },
	{ "port:1 link:up speed:unknown full-duplex",
	  0, 1, true, true, false, false, false, 0, 0 },
	/* rtl8366 and b53 (BCM5325) drivers: "link: down", pause, nway */
	{ "port:3 link: down", 0, 3, false, false, false, false, false, 0, 0 },
	{ "port:4 link: up speed:100baseT full-duplex",
	  0, 4, true, true, false, false, false, 100, 0 },
	{ "port:5 link:up speed:1000baseT full-duplex tx-pause rx-pause nway ",
	  0, 5, true, true, true, true, true, 1000, 0 },
	/* robustness: unknown words, other blanks, no port, odd speeds */
	{ "port:6 link:up speed:100baseTX full-duplex fiber mdix",
	  0, 6, true, true, false, false, false, 100, 0 },
	{ "\tport:6\tlink:up  speed:2500baseT\tfull-duplex\n",
	  0, 6, true, true, false, false, false, 2500, 0 },
	{ "link:up speed:1000 full-duplex",
	  0, -1, true, true, false, false, false, 1000, 0 },
	{ "port:x link:up", 0, -1, true, false, false, false, false, 0, 0 },
	/* a speed beyond 32 bits is no speed (unsigned long is 32 bits on
	 * 32-bit CPUs: strtoul() there stopped at 4294967295) */
	{ "port:3 link:up speed:4294967296baseT full-duplex",
	  0, 3, true, true, false, false, false, 0, 0 },
	/* a link that is down reports no speed even if a driver says one */
	{ "port:1 link:down speed:1000baseT full-duplex auto",
	  0, 1, false, false, true, false, false, 0, 0 },
	/* not a link status */
	{ "", -EINVAL, -1, false, false, false, false, false, 0, 0 },
	{ "port:1", -EINVAL, -1, false, false, false, false, false, 0, 0 },
	{ "speed:100baseT full-duplex", -EINVAL, -1, false, false, false,
	  false, false, 0, 0 },
	{ "port:1 link:sideways", -EINVAL, -1, false, false, false, false,
	  false, 0, 0 },
	{ "port:1 link:", -EINVAL, -1, false, false, false, false, false, 0,
	  0 },
};

static void test_parse(void)
{
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct link_case *c = &cases[i];
		struct sw_link l = { .speed = 77 };
		int port = -1;
		int err = sw_parse_link_status(c->text, &l, &port);

		if (c->err) {
			ok(err == c->err && l.speed == 77 && port == -1,
			   "legacy link '%s' rejected", c->text);
			continue;
		}
		ok(!err && port == c->port && l.link == c->link &&
		   l.duplex == c->duplex && l.aneg == c->aneg &&
		   l.tx_flow == c->tx_flow && l.rx_flow == c->rx_flow &&
		   l.speed == c->speed && l.eee == c->eee,
		   "legacy link '%s'", c->text);
	}
	{
		struct sw_link l;

		ok(sw_parse_link_status("port:1 link:up", &l, NULL) == 0 &&
		   l.link, "port pointer may be NULL");
	}
}

static bool link_eq(const struct sw_link *a, const struct sw_link *b)
{
	return a->link == b->link && a->duplex == b->duplex &&
	       a->aneg == b->aneg && a->tx_flow == b->tx_flow &&
	       a->rx_flow == b->rx_flow && a->speed == b->speed &&
	       a->eee == b->eee;
}

/* What swlib prints, it reads back */
static void test_roundtrip(void)
{
	static const struct sw_link links[] = {
		{ .link = true, .duplex = true, .aneg = true, .speed = 1000 },
		{ .link = true, .speed = 10 },
		{ .link = true, .duplex = true, .tx_flow = true,
		  .rx_flow = true, .speed = 100, .eee = SW_EEE_100 },
		{ .link = true, .duplex = true, .speed = 10000,
		  .eee = SW_EEE_10000 | SW_EEE_2500 },
		{ .link = false },
	};
	size_t i;

	for (i = 0; i < sizeof(links) / sizeof(links[0]); i++) {
		struct sw_link back;
		int port = -1;
		char *s = sw_format_link(&links[i], (unsigned int)i);

		ok(s && sw_parse_link_status(s, &back, &port) == 0 &&
		   port == (int)i && link_eq(&back, &links[i]),
		   "status '%s' reads back", s ? s : "(null)");
		free(s);
	}
}

/* sw_value_to_link: both forms a kernel may answer with */
static void test_value_to_link(void)
{
	struct sw_value v = { .type = SW_TYPE_LINK };
	struct sw_link l;

	v.link.link = true;
	v.link.speed = 100;
	ok(sw_value_to_link(&v, &l) == 0 && l.link && l.speed == 100,
	   "LINK value");
	v.type = SW_TYPE_STRING;
	v.s = (char *)"port:3 link:up speed:10baseT half-duplex";
	ok(sw_value_to_link(&v, &l) == 0 && l.link && l.speed == 10 &&
	   !l.duplex, "STRING value of an old kernel");
	v.s = (char *)"garbage";
	ok(sw_value_to_link(&v, &l) == -EINVAL, "STRING that is no link");
	v.type = SW_TYPE_INT;
	v.i = 1;
	ok(sw_value_to_link(&v, &l) == -EINVAL, "INT is no link");
}

int main(void)
{
	test_parse();
	test_roundtrip();
	test_value_to_link();
	return tap_done();
}
