// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig: the command line (OpenWrt's grammar), dispatch and error
 * messages.
 *
 *   swconfig list
 *   swconfig dev <dev> [port <n>|vlan <n>] (help|show|get <key>|set <key> [<value>])
 *   swconfig dev <dev> portmap [<segment>]
 *   swconfig dev <dev> dump
 *   swconfig dev <dev> load <file>
 */
#include <config.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swconfig.h"

static const char usage_text[] =
	"Usage: swconfig list\n"
	"       swconfig dev <dev> [port <port>|vlan <vlan>] "
	"(help|show|get <key>|set <key> [<value>])\n"
	"       swconfig dev <dev> portmap [<segment>]\n"
	"       swconfig dev <dev> dump\n"
	"       swconfig dev <dev> load <file>\n"
	"<dev> is a switch's name (switch0) or its alias. See swconfig(8).\n";

struct command {
	const char *name;
	int min_args;
	int max_args;		/* at most 2 */
	bool scoped;		/* may follow "port <n>" or "vlan <n>" */
	int (*run)(struct cli *c, char **args);
};

static const struct command commands[] = {
	{ "help", 0, 0, true, cmd_help },
	{ "show", 0, 0, true, cmd_show },
	{ "get", 1, 1, true, cmd_get },
	{ "set", 1, 2, true, cmd_set },
	{ "portmap", 0, 1, false, cmd_portmap },
	{ "dump", 0, 0, false, cmd_dump },
	{ "load", 1, 1, false, cmd_load },
};

static void cli_verror(const char *fmt, va_list ap)
{
	fputs("swconfig: ", stderr);
	vfprintf(stderr, fmt, ap);
}

void cli_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_verror(fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void cli_sw_error(const struct cli *c, int err, const char *fmt, ...)
{
	const char *kmsg = c->h ? sw_last_error_msg(c->h) : NULL;
	va_list ap;

	va_start(ap, fmt);
	cli_verror(fmt, ap);
	va_end(ap);
	fprintf(stderr, ": %s", sw_strerror(err));
	if (kmsg)
		fprintf(stderr, " (kernel: %s)", kmsg);
	fputc('\n', stderr);
}

int cli_usage_error(const char *fmt, ...)
{
	va_list ap;

	if (fmt) {
		va_start(ap, fmt);
		cli_verror(fmt, ap);
		va_end(ap);
		fputc('\n', stderr);
	}
	fputs(usage_text, stderr);
	return CLI_USAGE;
}

void cli_scope_name(const struct cli *c, enum sw_group group,
		    unsigned int index, char *buf, size_t size)
{
	switch (group) {
	case SW_GLOBAL:
		snprintf(buf, size, "%s", c->sw.devname);
		break;
	case SW_PORT:
		snprintf(buf, size, "port %u", index);
		break;
	case SW_VLAN:
		snprintf(buf, size, "VLAN %u", index);
		break;
	}
}

int cli_check_index(const struct cli *c, enum sw_group group,
		    unsigned int index, const char *where)
{
	if (group == SW_PORT && index >= c->sw.ports) {
		cli_error("%sport %u out of range (%s has %u ports)", where,
			  index, c->sw.devname, c->sw.ports);
		return CLI_FAIL;
	}
	if (group == SW_VLAN && index >= c->sw.vlans) {
		cli_error("%sVLAN %u out of range (%s has %u VLANs)", where,
			  index, c->sw.devname, c->sw.vlans);
		return CLI_FAIL;
	}
	return CLI_OK;
}

int cli_check_ports(const struct cli *c, const struct sw_ports *ports,
		    const char *where)
{
	unsigned int i;

	for (i = 0; i < ports->n; i++)
		if (cli_check_index(c, SW_PORT, ports->port[i].id, where))
			return CLI_FAIL;
	return CLI_OK;
}

void cli_unknown_attr(const struct cli *c, enum sw_group group,
		      const char *name, const char *where)
{
	static const char *const what[] = {
		[SW_GLOBAL] = "global",
		[SW_PORT] = "port",
		[SW_VLAN] = "VLAN",
	};

	cli_error("%sunknown attribute '%s' (%s has no %s attribute of that "
		  "name; see 'swconfig dev %s help')", where, name,
		  c->sw.devname, what[group], c->sw.devname);
}

const char *cli_type_syntax(uint32_t type)
{
	switch (type) {
	case SW_TYPE_INT:
		return "an unsigned number";
	case SW_TYPE_STRING:
		return "text";
	case SW_TYPE_PORTS:
		return "port numbers with 't' for tagged, e.g. \"0 1 2t\"";
	case SW_TYPE_LINK:
		return "\"duplex full|half autoneg on|off speed N\"";
	case SW_TYPE_NOVAL:
		return "no value";
	default:
		return "a value of a type swconfig does not know";
	}
}

int cli_load_attrs(struct cli *c)
{
	enum sw_group g;
	int err;

	if (c->have_attrs)
		return CLI_OK;
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		err = sw_list_attrs(c->h, c->sw.id, g, &c->attrs[g]);
		if (err) {
			cli_sw_error(c, err, "cannot list the %s attributes of %s",
				     sw_group_name(g), c->sw.devname);
			return CLI_FAIL;
		}
	}
	c->have_attrs = true;
	return CLI_OK;
}

static const struct command *cli_command(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(commands[i].name, name))
			return &commands[i];
	return NULL;
}

static struct sw_handle *cli_open(void)
{
	struct sw_handle *h = sw_open();

	if (!h) {
		cli_error("cannot talk to the kernel: %s", sw_strerror(-errno));
		return NULL;
	}
	return h;	/* (SWLIB_NO_*_DUMP: sw_open() takes them) */
}

static void cli_free(struct cli *c)
{
	enum sw_group g;

	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++)
		sw_attr_list_free(&c->attrs[g]);
	sw_switch_free(&c->sw);
	sw_close(c->h);
}

static int cli_list(void)
{
	struct sw_handle *h = cli_open();
	int ret;

	if (!h)
		return CLI_FAIL;
	ret = cmd_list(h);
	sw_close(h);
	return ret;
}

/* Runs cmd on switch devname, scope group/index already parsed */
static int cli_run(const char *devname, enum sw_group group,
		   unsigned int index, const struct command *cmd, char **args)
{
	struct cli c = { .group = group, .index = index };
	int err, ret;

	c.h = cli_open();
	if (!c.h)
		return CLI_FAIL;
	err = sw_find_switch(c.h, devname, &c.sw);
	if (err == -ENODEV) {
		cli_error("no switch named '%s' (see 'swconfig list')",
			  devname);
		ret = CLI_FAIL;
	} else if (err) {
		cli_sw_error(&c, err, "cannot list the switches");
		ret = CLI_FAIL;
	} else {
		ret = cli_check_index(&c, group, index, "");
		if (ret == CLI_OK)
			ret = cmd->run(&c, args);
	}
	cli_free(&c);
	return ret;
}

int cli_main(int argc, char **argv)
{
	enum sw_group group = SW_GLOBAL;
	const struct command *cmd = NULL;
	char *args[2] = { NULL, NULL };
	unsigned int index = 0;
	uint32_t n;
	int i, nargs;

	if (argc == 2 && (!strcmp(argv[1], "-h") ||
			  !strcmp(argv[1], "--help"))) {
		fputs(usage_text, stdout);
		return CLI_OK;
	}
	if (argc == 2 && !strcmp(argv[1], "list"))
		return cli_list();
	if (argc < 2)
		return cli_usage_error(NULL);
	if (strcmp(argv[1], "dev"))
		return cli_usage_error("unknown command '%s'", argv[1]);
	if (argc < 4)
		return cli_usage_error(argc < 3 ? "'dev' needs a switch name" :
				       "no command given");

	for (i = 3; i < argc && !cmd; i++) {
		bool port = !strcmp(argv[i], "port");

		if (port || !strcmp(argv[i], "vlan")) {
			if (group != SW_GLOBAL)
				return cli_usage_error("give one port or one "
						       "VLAN, not more");
			if (i + 1 >= argc)
				return cli_usage_error("'%s' needs a number",
						       argv[i]);
			if (sw_parse_int(argv[i + 1], &n))
				return cli_usage_error("invalid %s number '%s'",
						       argv[i], argv[i + 1]);
			group = port ? SW_PORT : SW_VLAN;
			index = n;
			i++;
			continue;
		}
		cmd = cli_command(argv[i]);
		if (!cmd)
			return cli_usage_error("unknown command '%s'", argv[i]);
	}
	if (!cmd)
		return cli_usage_error("no command given");
	nargs = argc - i;
	if (nargs < cmd->min_args)
		return cli_usage_error("'%s' needs %s", cmd->name,
				       cmd->min_args > 1 ? "arguments" :
				       "an argument");
	if (nargs > cmd->max_args)
		return cli_usage_error("too many arguments for '%s'",
				       cmd->name);
	if (!cmd->scoped && group != SW_GLOBAL)
		return cli_usage_error("'%s' works on the whole switch, not "
				       "on a port or VLAN", cmd->name);
	if (nargs > 0)
		args[0] = argv[i];
	if (nargs > 1)
		args[1] = argv[i + 1];
	return cli_run(argv[2], group, index, cmd, args);
}
