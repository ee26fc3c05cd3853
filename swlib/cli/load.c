// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig: "dump" prints a switch's configuration in the format of
 * conf.c; "load" makes a switch's configuration the one a file describes,
 * so that "dump > f; load f" changes nothing.
 *
 * What a dump holds: every global, port and VLAN attribute that is
 * configuration and that the kernel says is readable and settable (so
 * that load can set back all of it: b53's global "ports" is read-only),
 * VLANs only when they have member ports. Left out are actions (NOVAL),
 * links (a "link" reads back what was negotiated, not what was
 * configured, so writing it back would force the port to it), and what
 * conf_is_config() (swlib/conf.c) lists: counters, status and the test
 * instruments of swconfig-hwsim.
 *
 * What a load does: reads the file (bounded, see swlib/conf_file.c),
 * checks all of it against the switch (load_plan.c), then sets what
 * differs from the switch, without a reset, and applies; a failure puts
 * back what was set, newest first (load_txn.c). Attributes the file
 * does not name keep their values; VLANs it does not list are emptied.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"

bool dump_skips(const struct sw_attr *a)
{
	/* what load could not set back (b53's global "ports") stays out */
	return !conf_is_config(a->name, a->type) || !a->readable ||
	       !a->settable;
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

/* Every configuration attribute of one item of a group read */
static int dump_item(struct cli *c, FILE *f, const struct sw_group_read *r,
		     unsigned int item)
{
	const struct sw_attr_list *list = &c->attrs[r->group];
	const struct sw_read_value *rv;
	char scope[64];
	size_t i;
	int err;

	for (i = 0; i < list->n; i++) {
		const struct sw_attr *a = &list->attr[i];

		if (dump_skips(a))
			continue;
		rv = sw_group_value(r, item, i);
		if (rv->err == -EOPNOTSUPP)
			continue;		/* write-only */
		if (rv->err) {
			cli_scope_name(c, r->group, r->index[item], scope,
				       sizeof(scope));
			cli_sw_error(c, rv->err, "cannot read '%s' of %s",
				     a->name, scope);
			return CLI_FAIL;
		}
		if (rv->value.type != (enum sw_type)a->type)
			continue;
		err = dump_line(f, r->group, r->index[item], a, &rv->value);
		if (err)
			return err;
	}
	return 0;
}

/* A group in one read: one dump where the kernel has it */
static int dump_group(struct cli *c, FILE *f, enum sw_group group)
{
	struct sw_group_read r;
	unsigned int i;
	int err;

	err = sw_read_group(c->h, &c->sw, group, &c->attrs[group], &r);
	if (err == -EOPNOTSUPP && group == SW_VLAN)
		return 0;		/* a switch without a VLAN table */
	if (err) {
		cli_sw_error(c, err, "cannot read the %s attributes of %s",
			     sw_group_name(group), c->sw.devname);
		return CLI_FAIL;
	}
	for (i = 0; i < r.n_items && !err; i++)
		err = dump_item(c, f, &r, i);
	sw_group_read_free(&r);
	return err;
}

static int dump_switch(struct cli *c, FILE *f)
{
	int err;

	fprintf(f, "# swconfig dump of %s (%s%s%s): %u ports, %u VLANs\n",
		c->sw.devname, c->sw.name, c->sw.alias[0] ? ", " : "",
		c->sw.alias, c->sw.ports, c->sw.vlans);
	fprintf(f, "# restore with: swconfig dev %s load FILE\n",
		c->sw.devname);
	err = dump_group(c, f, SW_GLOBAL);
	if (!err)
		err = dump_group(c, f, SW_VLAN);
	if (!err)
		err = dump_group(c, f, SW_PORT);
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

/* The file ("-": stdin), bounded; NULL after an error message */
static char *load_read(const char *path, size_t *len)
{
	struct conf_error err;
	char *text = NULL;
	int ret;

	if (!strcmp(path, "-"))
		ret = conf_read_fd(0, &text, len, &err);
	else
		ret = conf_read_file(path, &text, len, &err);
	if (ret) {
		cli_error("cannot read %s: %s", path, err.msg);
		return NULL;
	}
	return text;
}

/* The VLANs with members now, for the plan to empty those not listed */
static int load_current_vlans(struct cli *c, struct sw_vlan_list *vlans,
			      bool *have)
{
	int err = sw_read_vlans(c->h, &c->sw, vlans);

	*have = !err;
	if (err == -EOPNOTSUPP)
		return CLI_OK;
	if (err) {
		cli_sw_error(c, err, "cannot read the VLANs of %s",
			     c->sw.devname);
		return CLI_FAIL;
	}
	return CLI_OK;
}

static int load_run(struct cli *c, const char *path, struct conf *conf,
		    struct load_plan *plan, struct load_txn *txn)
{
	struct sw_vlan_list vlans = { 0 };
	struct conf_error perr;
	bool have_vlans;
	size_t len;
	char *text;
	int err;

	text = load_read(path, &len);
	if (!text)
		return CLI_FAIL;
	err = conf_parse(text, len, conf, &perr);
	free(text);
	if (err) {
		cli_error("%s:%u: %s", path, perr.line, perr.msg);
		return CLI_FAIL;
	}
	if (load_current_vlans(c, &vlans, &have_vlans))
		return CLI_FAIL;
	/* the whole file is checked before the switch is touched */
	err = load_plan_build(c, path, conf, have_vlans ? &vlans : NULL, plan);
	sw_vlan_list_free(&vlans);
	if (err)
		return CLI_FAIL;
	return load_txn_run(txn, plan);
}

int cmd_load(struct cli *c, char **args)
{
	struct load_txn txn = { .c = c, .path = args[0] };
	struct load_plan plan = { 0 };
	struct conf conf = { 0 };
	int ret;

	if (cli_load_attrs(c))
		return CLI_FAIL;
	ret = load_run(c, args[0], &conf, &plan, &txn);
	load_txn_free(&txn);
	load_plan_free(&plan);
	conf_free(&conf);
	return ret;
}
