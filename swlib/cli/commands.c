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

static int show_switch(struct cli *c)
{
	struct sw_vlan_list vlans = { 0 };
	unsigned int i;
	int err;

	printf("Global attributes:\n");
	show_attrs(c, SW_GLOBAL, 0, NULL);
	for (i = 0; i < c->sw.ports; i++) {
		printf("Port %u:\n", i);
		show_attrs(c, SW_PORT, i, NULL);
	}
	err = sw_read_vlans(c->h, &c->sw, &vlans);
	if (err == -EOPNOTSUPP)
		return CLI_OK;		/* a switch without a VLAN table */
	if (err) {
		fflush(stdout);
		cli_sw_error(c, err, "cannot read the VLANs of %s",
			     c->sw.devname);
		return CLI_FAIL;
	}
	for (i = 0; i < vlans.n; i++) {
		printf("VLAN %u:\n", vlans.vlan[i].vlan);
		show_attrs(c, SW_VLAN, vlans.vlan[i].vlan,
			   &vlans.vlan[i].ports);
	}
	sw_vlan_list_free(&vlans);
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
