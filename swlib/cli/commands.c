// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig: the commands OpenWrt's swconfig has (list, help, show, get,
 * set, portmap), with its output formats.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swconfig.h"

int cmd_list(struct sw_handle *h)
{
	struct sw_switch_list list;
	size_t i;
	int err;

	err = sw_list_switches(h, &list);
	if (err) {
		struct cli c = { .h = h };

		cli_sw_error(&c, err, "cannot list the switches");
		return CLI_FAIL;
	}
	for (i = 0; i < list.n; i++)
		printf("Found: %s - %s\n", list.sw[i].devname,
		       list.sw[i].alias);
	sw_switch_list_free(&list);
	return CLI_OK;
}

int cmd_help(struct cli *c, char **args)
{
	(void)args;
	if (cli_load_attrs(c))
		return CLI_FAIL;
	printf("%s: %s(%s), ports: %u (cpu @ %u), vlans: %u\n",
	       c->sw.devname, c->sw.alias, c->sw.name, c->sw.ports,
	       c->sw.cpu_port, c->sw.vlans);
	printf("     --switch\n");
	print_attr_list(stdout, &c->attrs[SW_GLOBAL]);
	printf("     --vlan\n");
	print_attr_list(stdout, &c->attrs[SW_VLAN]);
	printf("     --port\n");
	print_attr_list(stdout, &c->attrs[SW_PORT]);
	return CLI_OK;
}

/*
 * The readable attributes of one scope, "\tname: value" each, "???" for
 * those that cannot be read. members, when given, is the VLAN's "ports"
 * value, already known from the VLAN read.
 */
static void show_attrs(struct cli *c, enum sw_group group, unsigned int index,
		       const struct sw_ports *members)
{
	const struct sw_attr_list *list = &c->attrs[group];
	struct sw_value v;
	size_t i;

	for (i = 0; i < list->n; i++) {
		const struct sw_attr *a = &list->attr[i];

		if (a->type == SW_TYPE_NOVAL)
			continue;
		printf("\t%s: ", a->name);
		if (members && a->type == SW_TYPE_PORTS &&
		    !strcmp(a->name, "ports")) {
			v.type = SW_TYPE_PORTS;
			v.ports = *members;
			print_value(stdout, &v, index);
		} else if (sw_get(c->h, c->sw.id, a, index, &v) == 0) {
			print_value(stdout, &v, index);
			sw_value_free(&v);
		} else {
			printf("???");
		}
		putchar('\n');
	}
}

/* The values of one item of a group read, as show_attrs() prints them */
static void show_read(struct cli *c, const struct sw_group_read *r,
		      unsigned int item)
{
	const struct sw_attr_list *list = &c->attrs[r->group];
	const struct sw_read_value *rv;
	size_t i;

	for (i = 0; i < list->n; i++) {
		if (list->attr[i].type == SW_TYPE_NOVAL)
			continue;
		rv = sw_group_value(r, item, i);
		printf("\t%s: ", list->attr[i].name);
		if (rv->err)
			printf("???");
		else
			print_value(stdout, &rv->value, r->index[item]);
		putchar('\n');
	}
}

/*
 * Every group in one read each: a dump per group where the kernel has
 * it (6 requests with the attribute lists), one GET per value elsewhere
 */
static int show_switch(struct cli *c)
{
	static const enum sw_group order[] = { SW_GLOBAL, SW_PORT, SW_VLAN };
	struct sw_group_read r;
	unsigned int g, i;
	int err;

	for (g = 0; g < sizeof(order) / sizeof(order[0]); g++) {
		err = sw_read_group(c->h, &c->sw, order[g],
				    &c->attrs[order[g]], &r);
		if (err == -EOPNOTSUPP && order[g] == SW_VLAN)
			return CLI_OK;	/* a switch without a VLAN table */
		if (err) {
			fflush(stdout);
			cli_sw_error(c, err, "cannot read the %s attributes of %s",
				     sw_group_name(order[g]), c->sw.devname);
			return CLI_FAIL;
		}
		for (i = 0; i < r.n_items; i++) {
			if (order[g] == SW_GLOBAL)
				printf("Global attributes:\n");
			else
				printf("%s %u:\n",
				       order[g] == SW_PORT ? "Port" : "VLAN",
				       r.index[i]);
			show_read(c, &r, i);
		}
		sw_group_read_free(&r);
	}
	return CLI_OK;
}

int cmd_show(struct cli *c, char **args)
{
	(void)args;
	if (cli_load_attrs(c))
		return CLI_FAIL;
	switch (c->group) {
	case SW_GLOBAL:
		return show_switch(c);
	case SW_PORT:
		printf("Port %u:\n", c->index);
		break;
	case SW_VLAN:
		printf("VLAN %u:\n", c->index);
		break;
	}
	show_attrs(c, c->group, c->index, NULL);
	return CLI_OK;
}

/* The attribute a command names in its scope, or NULL (reported) */
static const struct sw_attr *cli_attr(struct cli *c, const char *name)
{
	const struct sw_attr *a = sw_attr_find(&c->attrs[c->group], name);

	if (!a)
		cli_unknown_attr(c, c->group, name, "");
	return a;
}

int cmd_get(struct cli *c, char **args)
{
	const struct sw_attr *a;
	char scope[64];
	struct sw_value v;
	int err;

	if (cli_load_attrs(c))
		return CLI_FAIL;
	a = cli_attr(c, args[0]);
	if (!a)
		return CLI_FAIL;
	err = sw_get(c->h, c->sw.id, a, c->index, &v);
	if (err) {
		cli_scope_name(c, c->group, c->index, scope, sizeof(scope));
		cli_sw_error(c, err, "cannot get '%s' of %s", a->name, scope);
		return CLI_FAIL;
	}
	print_value(stdout, &v, c->index);
	putchar('\n');
	sw_value_free(&v);
	return CLI_OK;
}

int cmd_set(struct cli *c, char **args)
{
	const char *text = args[1];
	const struct sw_attr *a;
	struct sw_value v = { .type = SW_TYPE_UNSPEC };
	char scope[64];
	int err;

	if (cli_load_attrs(c))
		return CLI_FAIL;
	a = cli_attr(c, args[0]);
	if (!a)
		return CLI_FAIL;
	cli_scope_name(c, c->group, c->index, scope, sizeof(scope));

	if (a->type == SW_TYPE_NOVAL) {
		/* OpenWrt: "set reset 0" does nothing, any other value runs it */
		if (text && !strcmp(text, "0"))
			return CLI_OK;
	} else {
		if (!text)
			return cli_usage_error("'set %s' needs a value (%s)",
					       a->name, cli_type_syntax(a->type));
		err = sw_parse_value(a->type, text, &v);
		if (err == -ENOMEM) {
			cli_error("out of memory");
			return CLI_FAIL;
		}
		if (err) {
			cli_error("invalid value '%s' for '%s': expected %s",
				  text, a->name, cli_type_syntax(a->type));
			return CLI_FAIL;
		}
		if (v.type == SW_TYPE_PORTS && cli_check_ports(c, &v.ports, "")) {
			sw_value_free(&v);
			return CLI_FAIL;
		}
	}
	err = sw_set(c->h, c->sw.id, a, c->index,
		     a->type == SW_TYPE_NOVAL ? NULL : &v);
	sw_value_free(&v);
	if (err) {
		cli_sw_error(c, err, "cannot set '%s' of %s", a->name, scope);
		return CLI_FAIL;
	}
	return CLI_OK;
}

int cmd_portmap(struct cli *c, char **args)
{
	if (!c->sw.portmap) {
		cli_error("%s has no port map (its driver does not provide one)",
			  c->sw.devname);
		return CLI_FAIL;
	}
	print_portmap(stdout, &c->sw, args[0]);
	return CLI_OK;
}
