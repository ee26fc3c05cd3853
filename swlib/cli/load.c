// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig: "dump" prints a switch's configuration in the format of
 * conf.c; "load" makes a switch's configuration the one a file describes,
 * so that "dump > f; load f" changes nothing.
 *
 * What a dump holds: every readable global, port and VLAN attribute that
 * is configuration, VLANs only when they have member ports. Left out are
 * actions (NOVAL), links (a "link" reads back what was negotiated, not
 * what was configured, so writing it back would force the port to it),
 * and what conf_is_config() (swlib/conf.c) lists: counters, status and
 * the test instruments of swconfig-hwsim. The kernel does not say which
 * attributes are read-only, hence the list.
 *
 * What a load does, after checking the whole file against the switch:
 * reset; enable_vlan; empty every VLAN the reset filled that the file
 * does not list, so the file's VLAN table is the whole table; then the
 * global, VLAN and port settings, in file order within each group (port
 * lines after VLAN lines: setting a VLAN's ports also sets its untagged
 * members' PVIDs, the file's own pvid lines must come later); apply.
 * Nothing is applied when a step fails.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swconfig.h"

bool dump_skips(const struct sw_attr *a)
{
	return !conf_is_config(a->name, a->type);
}

/* ---------------------------------------------------------------- dump */

static const char *const scope_word[] = {
	[SW_GLOBAL] = "global",
	[SW_PORT] = "port",
	[SW_VLAN] = "vlan",
};

static int dump_line(FILE *f, enum sw_group group, unsigned int index,
		     const struct sw_attr *a, const struct sw_value *v)
{
	char *text = NULL;

	fputs(scope_word[group], f);
	if (group != SW_GLOBAL)
		fprintf(f, " %u", index);
	fprintf(f, " %s", a->name);
	switch (v->type) {
	case SW_TYPE_INT:
		fprintf(f, " %u\n", v->i);
		return 0;
	case SW_TYPE_STRING:
		text = conf_quote(v->s);
		break;
	case SW_TYPE_PORTS:
		text = sw_format_ports(&v->ports);
		break;
	default:
		fputc('\n', f);
		return 0;
	}
	if (!text)
		return -ENOMEM;
	fprintf(f, "%s%s\n", *text ? " " : "", text);
	free(text);
	return 0;
}

/* Every configuration attribute of one scope; members: a VLAN's ports */
static int dump_scope(struct cli *c, FILE *f, enum sw_group group,
		      unsigned int index, const struct sw_ports *members)
{
	const struct sw_attr_list *list = &c->attrs[group];
	struct sw_value v;
	char scope[64];
	size_t i;
	int err;

	for (i = 0; i < list->n; i++) {
		const struct sw_attr *a = &list->attr[i];

		if (dump_skips(a))
			continue;
		if (members && !strcmp(a->name, "ports") &&
		    a->type == SW_TYPE_PORTS) {
			v.type = SW_TYPE_PORTS;
			v.ports = *members;
			err = dump_line(f, group, index, a, &v);
			if (err)
				return err;
			continue;
		}
		err = sw_get(c->h, c->sw.id, a, index, &v);
		if (err == -EOPNOTSUPP)
			continue;		/* write-only */
		if (err) {
			cli_scope_name(c, group, index, scope, sizeof(scope));
			cli_sw_error(c, err, "cannot read '%s' of %s", a->name,
				     scope);
			return CLI_FAIL;
		}
		if (v.type == (enum sw_type)a->type)
			err = dump_line(f, group, index, a, &v);
		sw_value_free(&v);
		if (err)
			return err;
	}
	return 0;
}

static int dump_switch(struct cli *c, FILE *f)
{
	struct sw_vlan_list vlans = { 0 };
	unsigned int i;
	int err;

	fprintf(f, "# swconfig dump of %s (%s%s%s): %u ports, %u VLANs\n",
		c->sw.devname, c->sw.name, c->sw.alias[0] ? ", " : "",
		c->sw.alias, c->sw.ports, c->sw.vlans);
	fprintf(f, "# restore with: swconfig dev %s load FILE\n",
		c->sw.devname);
	err = dump_scope(c, f, SW_GLOBAL, 0, NULL);
	if (err)
		return err;

	err = sw_read_vlans(c->h, &c->sw, &vlans);
	if (err && err != -EOPNOTSUPP) {
		cli_sw_error(c, err, "cannot read the VLANs of %s",
			     c->sw.devname);
		return CLI_FAIL;
	}
	for (i = 0; i < vlans.n && !err; i++)
		err = dump_scope(c, f, SW_VLAN, vlans.vlan[i].vlan,
				 &vlans.vlan[i].ports);
	sw_vlan_list_free(&vlans);

	for (i = 0; i < c->sw.ports && !err; i++)
		err = dump_scope(c, f, SW_PORT, i, NULL);
	return err;
}

int cmd_dump(struct cli *c, char **args)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f;
	int err;

	(void)args;
	if (cli_load_attrs(c))
		return CLI_FAIL;
	/* all or nothing: "dump > file" must not leave half a file */
	f = open_memstream(&text, &len);
	if (!f) {
		cli_error("out of memory");
		return CLI_FAIL;
	}
	err = dump_switch(c, f);
	if (fclose(f) && !err)
		err = -ENOMEM;
	if (err == -ENOMEM)
		cli_error("out of memory");
	if (!err && fwrite(text, 1, len, stdout) != len)
		err = CLI_FAIL;
	free(text);
	return err ? CLI_FAIL : CLI_OK;
}

/* ---------------------------------------------------------------- load */

/* One line of the file, checked against the switch */
struct load_op {
	const struct conf_entry *e;
	const struct sw_attr *a;
	struct sw_value v;
};

struct load {
	struct cli *c;
	const char *path;
	struct conf conf;
	struct load_op *op;	/* conf.n entries */
};

/* The whole file, or NULL with errno set */
static char *load_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL, *grown;
	size_t size = 0, n;
	int saved;

	*len = 0;
	if (!f)
		return NULL;
	do {
		if (*len == size) {
			size = size ? size * 2 : 8192;
			grown = realloc(buf, size);
			if (!grown) {
				free(buf);
				fclose(f);
				errno = ENOMEM;
				return NULL;
			}
			buf = grown;
		}
		n = fread(buf + *len, 1, size - *len, f);
		*len += n;
	} while (n > 0);
	if (ferror(f)) {
		saved = errno;
		free(buf);
		fclose(f);
		errno = saved ? saved : EIO;
		return NULL;
	}
	fclose(f);
	return buf;
}

/* Where a message about line e points: "FILE:LINE: " */
static void load_where(const struct load *l, const struct conf_entry *e,
		       char *buf, size_t size)
{
	snprintf(buf, size, "%s:%u: ", l->path, e->line);
}

static int load_check(struct load *l, size_t i)
{
	const struct conf_entry *e = &l->conf.entry[i];
	struct load_op *op = &l->op[i];
	struct cli *c = l->c;
	char where[512];
	int err;

	load_where(l, e, where, sizeof(where));
	op->e = e;
	if (cli_check_index(c, e->group, e->index, where))
		return CLI_FAIL;
	op->a = sw_attr_find(&c->attrs[e->group], e->name);
	if (!op->a) {
		cli_unknown_attr(c, e->group, e->name, where);
		return CLI_FAIL;
	}
	if (e->group == SW_GLOBAL &&
	    (!strcmp(e->name, "apply") || !strcmp(e->name, "reset"))) {
		cli_error("%s'%s' does not belong in a configuration file: load "
			  "resets and applies by itself", where, e->name);
		return CLI_FAIL;
	}
	err = sw_parse_value(op->a->type, e->value, &op->v);
	if (err == -ENOMEM) {
		cli_error("out of memory");
		return CLI_FAIL;
	}
	if (err) {
		cli_error("%sinvalid value '%s' for '%s': expected %s", where,
			  e->value, e->name, cli_type_syntax(op->a->type));
		return CLI_FAIL;
	}
	if (op->v.type == SW_TYPE_PORTS && cli_check_ports(c, &op->v.ports,
							   where))
		return CLI_FAIL;
	return CLI_OK;
}

static int load_set(struct load *l, const struct load_op *op)
{
	const struct conf_entry *e = op->e;
	struct cli *c = l->c;
	char where[512], scope[64];
	int err;

	err = sw_set(c->h, c->sw.id, op->a, e->index,
		     op->a->type == SW_TYPE_NOVAL ? NULL : &op->v);
	if (err) {
		load_where(l, e, where, sizeof(where));
		cli_scope_name(c, e->group, e->index, scope, sizeof(scope));
		cli_sw_error(c, err, "%scannot set '%s' of %s (configuration "
			     "not applied)", where, e->name, scope);
		return CLI_FAIL;
	}
	return CLI_OK;
}

/* The file's lines of one group, enable_vlan apart */
static int load_group(struct load *l, enum sw_group group, bool enable_vlan)
{
	size_t i;

	for (i = 0; i < l->conf.n; i++) {
		const struct conf_entry *e = &l->conf.entry[i];
		bool is_enable_vlan = e->group == SW_GLOBAL &&
				      !strcmp(e->name, "enable_vlan");

		if (e->group != group || is_enable_vlan != enable_vlan)
			continue;
		if (load_set(l, &l->op[i]))
			return CLI_FAIL;
	}
	return CLI_OK;
}

static bool load_lists_vlan(const struct load *l, unsigned int vlan)
{
	size_t i;

	for (i = 0; i < l->conf.n; i++)
		if (l->conf.entry[i].group == SW_VLAN &&
		    l->conf.entry[i].index == vlan &&
		    !strcmp(l->conf.entry[i].name, "ports"))
			return true;
	return false;
}

/* Empties the VLANs that have members now but no "ports" line */
static int load_clear_vlans(struct load *l)
{
	struct cli *c = l->c;
	const struct sw_attr *ports = sw_attr_find(&c->attrs[SW_VLAN], "ports");
	struct sw_value empty = { .type = SW_TYPE_PORTS };
	struct sw_vlan_list vlans;
	unsigned int i;
	int err;

	if (!ports || ports->type != SW_TYPE_PORTS)
		return CLI_OK;
	err = sw_read_vlans(c->h, &c->sw, &vlans);
	if (err == -EOPNOTSUPP)
		return CLI_OK;
	if (err) {
		cli_sw_error(c, err, "cannot read the VLANs of %s",
			     c->sw.devname);
		return CLI_FAIL;
	}
	for (i = 0; i < vlans.n && !err; i++) {
		if (load_lists_vlan(l, vlans.vlan[i].vlan))
			continue;
		err = sw_set(c->h, c->sw.id, ports, vlans.vlan[i].vlan, &empty);
		if (err)
			cli_sw_error(c, err, "cannot empty VLAN %u (configuration "
				     "not applied)", vlans.vlan[i].vlan);
	}
	sw_vlan_list_free(&vlans);
	return err ? CLI_FAIL : CLI_OK;
}

static int load_action(struct cli *c, int (*action)(struct sw_handle *,
						    uint32_t),
		       const char *what)
{
	int err = action(c->h, c->sw.id);

	if (err) {
		cli_sw_error(c, err, "cannot %s %s", what, c->sw.devname);
		return CLI_FAIL;
	}
	return CLI_OK;
}

static int load_run(struct load *l)
{
	struct conf_error perr;
	size_t i, len;
	char *text;
	int err;

	text = load_read_file(l->path, &len);
	if (!text) {
		cli_error("cannot read %s: %s", l->path, strerror(errno));
		return CLI_FAIL;
	}
	err = conf_parse(text, len, &l->conf, &perr);
	free(text);
	if (err) {
		cli_error("%s:%u: %s", l->path, perr.line, perr.msg);
		return CLI_FAIL;
	}
	l->op = calloc(l->conf.n ? l->conf.n : 1, sizeof(*l->op));
	if (!l->op) {
		cli_error("out of memory");
		return CLI_FAIL;
	}
	/* the whole file is checked before the switch is touched */
	for (i = 0; i < l->conf.n; i++)
		if (load_check(l, i))
			return CLI_FAIL;

	if (load_action(l->c, sw_reset, "reset") ||
	    load_group(l, SW_GLOBAL, true) ||
	    load_clear_vlans(l) ||
	    load_group(l, SW_GLOBAL, false) ||
	    load_group(l, SW_VLAN, false) ||
	    load_group(l, SW_PORT, false) ||
	    load_action(l->c, sw_apply, "apply the configuration to"))
		return CLI_FAIL;
	return CLI_OK;
}

int cmd_load(struct cli *c, char **args)
{
	struct load l = { .c = c, .path = args[0] };
	size_t i;
	int ret;

	if (cli_load_attrs(c))
		return CLI_FAIL;
	ret = load_run(&l);
	if (l.op)
		for (i = 0; i < l.conf.n; i++)
			sw_value_free(&l.op[i].v);
	free(l.op);
	conf_free(&l.conf);
	return ret;
}
