// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests: the pure parts of "swconfig load": value equality
 * (swlib/value_cmp.c), what the attribute descriptor says, and the plan
 * (swlib/cli/load_plan.c): every line checked before anything is
 * written, read-only, write-only and action attributes refused, and the
 * order settings are applied in. No netlink: the switch is described by
 * hand, as the kernel's LIST replies would.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"
#include "tap.h"

/* ---------------------------------------------------------- equality */

static struct sw_value ports_of(const char *text)
{
	struct sw_value v = { .type = SW_TYPE_PORTS };

	if (sw_parse_ports(text, &v.ports))
		v.type = SW_TYPE_UNSPEC;
	return v;
}

static void test_equal(void)
{
	struct sw_value a = ports_of("1 2t 3"), b = ports_of("3 1 2t");
	struct sw_value c = ports_of("1 2 3"), d = ports_of("1 2t");
	struct sw_value e = ports_of(""), f = ports_of("");
	struct sw_value i1 = { .type = SW_TYPE_INT, .i = 5 };
	struct sw_value i2 = { .type = SW_TYPE_INT, .i = 5 };
	struct sw_value i3 = { .type = SW_TYPE_INT, .i = 6 };
	struct sw_value s1 = { .type = SW_TYPE_STRING, .s = (char *)"lan" };
	struct sw_value s2 = { .type = SW_TYPE_STRING, .s = (char *)"lan " };
	struct sw_value l1 = { .type = SW_TYPE_LINK };
	struct sw_value l2 = { .type = SW_TYPE_LINK };
	struct sw_value copy;

	ok(sw_value_equal(&a, &b), "ports: the same set in another order");
	ok(!sw_value_equal(&a, &c), "ports: tagging differs");
	ok(!sw_value_equal(&a, &d), "ports: a member less");
	ok(!sw_value_equal(&d, &a), "ports: a member more");
	ok(sw_value_equal(&e, &f), "ports: two empty lists");
	ok(sw_value_equal(&i1, &i2) && !sw_value_equal(&i1, &i3), "int");
	ok(sw_value_equal(&s1, &s1) && !sw_value_equal(&s1, &s2), "string");
	ok(!sw_value_equal(&i1, &s1), "different types differ");
	l1.link.speed = l2.link.speed = 1000;
	l1.link.link = true;
	ok(sw_value_equal(&l1, &l2), "link: the carrier is not a setting");
	l2.link.duplex = true;
	ok(!sw_value_equal(&l1, &l2), "link: duplex is");
	ok(!sw_value_copy(&copy, &a) && sw_value_equal(&copy, &a) &&
	   copy.ports.port != a.ports.port, "a copy is equal and its own");
	sw_value_free(&copy);
	ok(!sw_value_copy(&copy, &s1) && copy.s != s1.s &&
	   sw_value_equal(&copy, &s1), "a string copy");
	sw_value_free(&copy);
	sw_value_free(&a);
	sw_value_free(&b);
	sw_value_free(&c);
	sw_value_free(&d);
}

/* -------------------------------------------------------------- plan */

struct fake_attr {
	enum sw_group group;
	const char *name;
	enum sw_type type;
	bool readable, settable;
};

/* b53-like: a read-only global "ports", an action, a link */
static const struct fake_attr fake_attrs[] = {
	{ SW_GLOBAL, "enable_vlan", SW_TYPE_INT, true, true },
	{ SW_GLOBAL, "ports", SW_TYPE_INT, true, false },
	{ SW_GLOBAL, "max_frame_size", SW_TYPE_INT, true, true },
	{ SW_GLOBAL, "secret", SW_TYPE_INT, false, true },
	{ SW_GLOBAL, "reset_mib", SW_TYPE_NOVAL, false, true },
	{ SW_GLOBAL, "apply", SW_TYPE_NOVAL, false, true },
	{ SW_VLAN, "ports", SW_TYPE_PORTS, true, true },
	{ SW_VLAN, "name", SW_TYPE_STRING, true, true },
	{ SW_PORT, "pvid", SW_TYPE_INT, true, true },
	{ SW_PORT, "link", SW_TYPE_LINK, true, true },
};

static void fake_switch(struct cli *c)
{
	size_t i;

	memset(c, 0, sizeof(*c));
	c->sw.devname = strdup("switch0");
	c->sw.name = strdup("fake");
	c->sw.alias = strdup("");
	c->sw.ports = 8;
	c->sw.vlans = 16;
	c->sw.cpu_port = 7;
	c->have_attrs = true;
	for (i = 0; i < sizeof(fake_attrs) / sizeof(fake_attrs[0]); i++) {
		const struct fake_attr *f = &fake_attrs[i];
		struct sw_attr_list *l = &c->attrs[f->group];
		struct sw_attr *a;

		l->attr = realloc(l->attr, (l->n + 1) * sizeof(*l->attr));
		a = &l->attr[l->n++];
		memset(a, 0, sizeof(*a));
		a->group = f->group;
		a->id = (uint32_t)i;
		a->type = f->type;
		a->name = strdup(f->name);
		a->description = strdup("");
		a->readable = f->readable;
		a->settable = f->settable;
		a->perm_known = true;
	}
}

static void fake_free(struct cli *c)
{
	enum sw_group g;

	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++)
		sw_attr_list_free(&c->attrs[g]);
	sw_switch_free(&c->sw);
}

/* The plan of text, or CLI_FAIL */
static int plan_of(const struct cli *c, const char *text,
		   const struct sw_vlan_list *current, struct load_plan *plan)
{
	struct conf conf;
	struct conf_error e;
	int ret;

	if (conf_parse(text, strlen(text), &conf, &e))
		return -1;
	ret = load_plan_build(c, "f", &conf, current, plan);
	conf_free(&conf);
	return ret;
}

static bool op_is(const struct load_op *op, unsigned int line,
		  enum sw_group group, unsigned int index, const char *name)
{
	return op->line == line && op->a->group == group &&
	       op->index == index && !strcmp(op->a->name, name);
}

static void test_plan_order(const struct cli *c)
{
	static const char text[] =
		"port 1 pvid 2\n"			/* 1 */
		"vlan 2 ports 0 1 7t\n"			/* 2 */
		"global max_frame_size 9000\n"		/* 3 */
		"vlan 2 name two\n"			/* 4 */
		"global enable_vlan 1\n"		/* 5 */
		"port 0 pvid 2\n";			/* 6 */
	struct sw_vlan vl[3] = { { .vlan = 1 }, { .vlan = 2 }, { .vlan = 5 } };
	struct sw_vlan_list current = { .n = 3, .vlan = vl };
	struct sw_port p0 = { .id = 0 };
	struct load_plan plan;

	vl[0].ports = (struct sw_ports){ .n = 1, .port = &p0 };
	vl[1].ports = (struct sw_ports){ .n = 1, .port = &p0 };
	vl[2].ports = (struct sw_ports){ .n = 0 };
	if (!ok(plan_of(c, text, &current, &plan) == CLI_OK, "a good file plans"))
		return;
	ok(plan.n == 7, "six lines and one VLAN to empty (%zu)", plan.n);
	if (plan.n == 7) {
		ok(op_is(&plan.op[0], 5, SW_GLOBAL, 0, "enable_vlan"),
		   "enable_vlan first");
		ok(op_is(&plan.op[1], 3, SW_GLOBAL, 0, "max_frame_size"),
		   "then the other globals");
		ok(op_is(&plan.op[2], 0, SW_VLAN, 1, "ports") &&
		   plan.op[2].v.type == SW_TYPE_PORTS && !plan.op[2].v.ports.n,
		   "then VLAN 1, with members and not in the file, emptied "
		   "(VLAN 5 without members left alone)");
		ok(op_is(&plan.op[3], 2, SW_VLAN, 2, "ports") &&
		   op_is(&plan.op[4], 4, SW_VLAN, 2, "name"),
		   "then the VLAN lines, in file order");
		ok(op_is(&plan.op[5], 1, SW_PORT, 1, "pvid") &&
		   op_is(&plan.op[6], 6, SW_PORT, 0, "pvid") &&
		   plan.op[6].v.i == 2,
		   "port lines last (after the VLANs that move PVIDs)");
	}
	load_plan_free(&plan);
	ok(plan_of(c, "global enable_vlan 1\n", NULL, &plan) == CLI_OK &&
	   plan.n == 1, "no VLAN table: nothing to empty");
	load_plan_free(&plan);
}

static void test_plan_refusals(const struct cli *c)
{
	static const struct {
		const char *text, *why;
	} bad[] = {
		{ "global enable_vlan 1\nglobal ports 255\n", "read-only" },
		{ "global secret 1\n", "write-only" },
		{ "global reset_mib\n", "an action" },
		{ "global apply\n", "load applies by itself" },
		{ "global nosuch 1\n", "unknown attribute" },
		{ "global max_frame_size big\n", "invalid value" },
		{ "port 8 pvid 1\n", "port out of range" },
		{ "vlan 16 ports 1\n", "VLAN out of range" },
		{ "vlan 2 ports 1 8t\n", "member out of range" },
		{ "global enable_vlan 1\nvlan 2 ports 0\nport 9 pvid 1\n",
		  "a bad last line refuses the whole file" },
	};
	struct load_plan plan;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&plan, 0, sizeof(plan));
		ok(plan_of(c, bad[i].text, NULL, &plan) == CLI_FAIL &&
		   !plan.n && !plan.op, "refused: %s", bad[i].why);
	}
}

int main(void)
{
	struct cli c;

	test_equal();
	fake_switch(&c);
	test_plan_order(&c);
	test_plan_refusals(&c);
	fake_free(&c);
	return tap_done();
}
