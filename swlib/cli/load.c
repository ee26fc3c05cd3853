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
