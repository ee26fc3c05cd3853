/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig, the command-line tool: what its files share.
 *
 *   main.c       main()
 *   cli.c        command line, dispatch, error messages
 *   commands.c   list, help, show, get, set, portmap
 *   print.c      values and attribute lists in OpenWrt's formats
 *   (swlib/conf.c, the configuration file format, shared with the agent)
 *   load.c       dump and load
 */
#ifndef SWCONFIG_CLI_H
#define SWCONFIG_CLI_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "swlib.h"

/* Exit statuses */
#define CLI_OK		0
#define CLI_FAIL	1	/* the operation failed */
#define CLI_USAGE	2	/* bad command line */

/* What a command works on */
struct cli {
	struct sw_handle *h;
	struct sw_switch sw;
	bool have_attrs;
	struct sw_attr_list attrs[SW_GROUP_COUNT];
	enum sw_group group;	/* global, or the port/VLAN given */
	unsigned int index;	/* that port or VLAN */
};

/* cli.c */
int cli_main(int argc, char **argv);
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "swconfig: <what>: <error>" plus the kernel's message when there is one */
void cli_sw_error(const struct cli *c, int err, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int cli_usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int cli_load_attrs(struct cli *c);
/* "port 3", "VLAN 5" or "switch0": what an attribute of c's scope is on */
void cli_scope_name(const struct cli *c, enum sw_group group,
		    unsigned int index, char *buf, size_t size);
/* Checks a port/VLAN index, with OpenWrt-user wording; CLI_OK or CLI_FAIL */
int cli_check_index(const struct cli *c, enum sw_group group,
		    unsigned int index, const char *where);
/* Checks the ports of a list against the switch */
int cli_check_ports(const struct cli *c, const struct sw_ports *ports,
		    const char *where);
/* Unknown attribute message */
void cli_unknown_attr(const struct cli *c, enum sw_group group,
		      const char *name, const char *where);
/* Explains what text a type takes, for "invalid value" messages */
const char *cli_type_syntax(uint32_t type);

/* commands.c */
int cmd_list(struct sw_handle *h);
int cmd_help(struct cli *c, char **args);
int cmd_show(struct cli *c, char **args);
int cmd_get(struct cli *c, char **args);
int cmd_set(struct cli *c, char **args);
int cmd_portmap(struct cli *c, char **args);

/* print.c */
void print_value(FILE *f, const struct sw_value *v, unsigned int index);
void print_attr_list(FILE *f, const struct sw_attr_list *list);
void print_portmap(FILE *f, const struct sw_switch *sw, const char *segment);

/* load.c */
int cmd_dump(struct cli *c, char **args);
int cmd_load(struct cli *c, char **args);
/* Whether the dump leaves an attribute out (not configuration) */
bool dump_skips(const struct sw_attr *a);

#endif /* SWCONFIG_CLI_H */
