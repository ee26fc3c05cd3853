// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * State files: what the agent saves after each successful SET and
 * applies when a switch appears (the saved, "startup" configuration,
 * as managed switches keep one).
 *
 * The format is swconfig's own (swlib/conf.c), so that
 * "swconfig dev switch0 load /var/lib/swconfig-agentx/switch0.conf"
 * restores the switch without the agent: every configuration attribute
 * of the switch, VLAN "ports" lines before port lines. What swconfig
 * has no place for goes into comment lines starting with "#@", in the
 * same syntax:
 *
 *   #@ vlan VID created INDEX     a VLAN with no member port
 *   #@ vlan VID name NAME         its name (or any, without a driver name)
 *   #@ port N alias TEXT          ifAlias
 *   #@ port N linktraps enabled|disabled   ifLinkUpDownTrapEnable
 *
 * Loading checks the whole file against the switch before anything is
 * written, and writes through a transaction: a file that does not fit is
 * reported and nothing is applied, a write that fails is undone.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "state.h"
#include "state_file.h"
#include "value_swlib.h"

int swa_state_path(const char *dir, const char *sw, char *buf, size_t size)
{
	int n = snprintf(buf, size, "%s/%s.conf", dir, sw);

	return n < 0 || (size_t)n >= size ? -ENAMETOOLONG : 0;
}

/* ---------------------------------------------------------------- save */

static const char *const swa_state_scope[] = {
	[SWA_GROUP_GLOBAL] = "global",
	[SWA_GROUP_PORT] = "port",
	[SWA_GROUP_VLAN] = "vlan",
};

static void swa_state_ports(FILE *f, const struct swa_port_ref *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		fprintf(f, " %u%s", p[i].id, p[i].tagged ? "t" : "");
}

static int swa_state_quoted(FILE *f, const char *prefix, const char *s)
{
	char *q = conf_quote(s ? s : "");

	if (!q)
		return -ENOMEM;
	fprintf(f, "%s %s\n", prefix, q);
	free(q);
	return 0;
}

/*
 * What is saved: a reading, and optionally the writes of a SET made
 * since (the intended state, when the reading after the SET is not
 * complete yet). A write's value wins over the reading's.
 */
struct swa_state_src {
	const struct swa_snapshot *s;
	const struct swa_state_value *set;	/* the SET's, NULL: none */
	size_t n_set;
};

static const struct swa_value *swa_state_lookup(const struct swa_state_src *src,
						enum swa_group g, uint32_t id,
						uint32_t instance)
{
	const struct swa_attr_value *a;
	size_t i;

	for (i = src->n_set; i-- > 0;) {
		const struct swa_state_value *w = &src->set[i];

		if (w->group == g && w->id == id && w->instance == instance)
			return &w->v;
	}
	a = swa_snapshot_value(src->s, g, id, instance);
	return a ? &a->v : NULL;
}

/* One "SCOPE [N] NAME VALUE" line, if the value is configuration */
static int swa_state_value(FILE *f, const struct swa_attr_def *d,
			   uint32_t instance, const struct swa_value *v)
{
	char prefix[128];

	if (!v || v->type != d->type || !conf_is_config(d->name, d->type) ||
	    (d->group == SWA_GROUP_VLAN && !strcmp(d->name, "ports")))
		return 0;
	if (d->group == SWA_GROUP_GLOBAL)
		snprintf(prefix, sizeof(prefix), "global %s", d->name);
	else
		snprintf(prefix, sizeof(prefix), "%s %u %s",
			 swa_state_scope[d->group], instance, d->name);
	switch (d->type) {
	case SWA_TYPE_INT:
		fprintf(f, "%s %u\n", prefix, v->i);
		return 0;
	case SWA_TYPE_STRING:
		return swa_state_quoted(f, prefix, v->s);
	case SWA_TYPE_PORTS:
		fputs(prefix, f);
		swa_state_ports(f, v->ports, v->n_ports);
		fputc('\n', f);
		return 0;
	default:
		return 0;
	}
}

static int swa_state_group(FILE *f, const struct swa_state_src *src,
			   enum swa_group g, uint32_t instance)
{
	const struct swa_snapshot *s = src->s;
	size_t i;
	int ret = 0;

	for (i = 0; !ret && i < s->n_defs; i++) {
		if (s->defs[i].group == g)
			ret = swa_state_value(f, &s->defs[i], instance,
					      swa_state_lookup(src, g,
							       s->defs[i].id,
							       instance));
	}
	return ret;
}

/* A VLAN entry's members from the reading, as a "ports" value */
static void swa_state_row_ports(FILE *f, const struct swa_snapshot *s,
				const struct swa_vlan *row)
{
	size_t len = s->portlist_len;
	unsigned int bp;

	for (bp = 0; (bp = swa_portlist_next(row->egress, len, bp));)
		fprintf(f, " %u%s", bp - 1,
			swa_portlist_test(row->untagged, len, bp) ? "" : "t");
}

/* VLAN entries with members, by table index as "swconfig dump" has them */
static int swa_state_vlans(FILE *f, const struct swa_state_src *src)
{
	const struct swa_snapshot *s = src->s;
	const struct swa_attr_def *d = swa_snapshot_def_by_name(s, SWA_GROUP_VLAN,
								"ports");
	const struct swa_value *v;
	const struct swa_vlan *row;
	uint32_t index;
	int ret = 0;

	for (index = 0; !ret && index < s->n_vlans; index++) {
		v = d && src->set ? swa_state_lookup(src, SWA_GROUP_VLAN, d->id,
						   index) : NULL;
		row = swa_snapshot_vlan_by_index(s, index);
		if (v && v->type == SWA_TYPE_PORTS) {
			if (!v->n_ports)
				continue;
			fprintf(f, "vlan %u ports", index);
			swa_state_ports(f, v->ports, v->n_ports);
		} else if (row && swa_portlist_next(row->egress,
						    s->portlist_len, 0)) {
			fprintf(f, "vlan %u ports", index);
			swa_state_row_ports(f, s, row);
		} else {
			continue;
		}
		fputc('\n', f);
		ret = swa_state_group(f, src, SWA_GROUP_VLAN, index);
	}
	return ret;
}

static int swa_state_memo(FILE *f, const struct swa_memo *m)
{
	char prefix[64];
	size_t i;
	int ret = 0;

	for (i = 0; m && !ret && i < m->n_vlans; i++) {
		const struct swa_vlan_memo *v = &m->vlans[i];

		if (v->created)
			fprintf(f, "#@ vlan %u created %u\n", v->vid, v->index);
		snprintf(prefix, sizeof(prefix), "#@ vlan %u name", v->vid);
		if (v->has_name)
			ret = swa_state_quoted(f, prefix, v->name);
	}
	for (i = 0; m && !ret && i < m->n_ports; i++) {
		const struct swa_port_memo *pm = &m->ports[i];

		snprintf(prefix, sizeof(prefix), "#@ port %zu alias", i);
		if (pm->alias[0])
			ret = swa_state_quoted(f, prefix, pm->alias);
		if (pm->link_traps)
			fprintf(f, "#@ port %zu linktraps %s\n", i,
				pm->link_traps == SWA_LINK_TRAPS_ENABLED ?
				"enabled" : "disabled");
	}
	return ret;
}

static int swa_state_write(FILE *f, const struct swa_state_src *src,
			   const struct swa_memo *m)
{
	const struct swa_snapshot *s = src->s;
	uint32_t p;
	int ret;

	fprintf(f, "# swconfig-agentx: saved configuration of %s (%s%s%s)\n"
		"# \"swconfig dev %s load FILE\" restores the switch's part; "
		"#@ lines are the agent's\n", s->devname, s->driver,
		s->alias[0] ? ", " : "", s->alias, s->devname);
	ret = swa_state_group(f, src, SWA_GROUP_GLOBAL, 0);
	if (!ret)
		ret = swa_state_vlans(f, src);
	for (p = 0; !ret && p < s->n_ports; p++)
		ret = swa_state_group(f, src, SWA_GROUP_PORT, p);
	if (!ret)
		ret = swa_state_memo(f, m);
	return ret;
}

int swa_state_save_change(const char *path, const struct swa_snapshot *s,
			  const struct swa_change *c, const struct swa_memo *m)
{
	struct swa_state_value *set = NULL;
	struct swa_state_src src = { s, NULL, 0 };
	char *body = NULL;
	size_t len = 0;
	FILE *f;
	int ret = c ? swa_state_change_values(s, c, &set, &src.n_set) : 0;

	src.set = set;
	if (ret) {
		swa_state_values_free(set, src.n_set);
		return ret;
	}
	f = open_memstream(&body, &len);
	if (!f) {
		swa_state_values_free(set, src.n_set);
		return -ENOMEM;
	}
	ret = swa_state_write(f, &src, m);
	swa_state_values_free(set, src.n_set);
	if (fclose(f) && !ret)
		ret = -ENOMEM;
	if (!ret)
		ret = swa_state_file_write(path, body, len);
	free(body);
	return ret;
}

int swa_state_save(const char *path, const struct swa_snapshot *s,
		   const struct swa_memo *m)
{
	return swa_state_save_change(path, s, NULL, m);
}

/* ---------------------------------------------------------------- load */

struct swa_state_load {
	const char *path;
	const struct swa_snapshot *base;
	char *err;
	size_t err_size;
};

static int swa_state_fail(struct swa_state_load *l, unsigned int line,
			  const char *fmt, const char *what)
{
	char msg[256];

	snprintf(msg, sizeof(msg), fmt, what);
	snprintf(l->err, l->err_size, "%s:%u: %s", l->path, line, msg);
	return -EINVAL;
}

/* The "#@" lines without their mark, for conf_parse() */
static char *swa_state_agent_lines(const char *text, size_t len, size_t *out_len)
{
	char *out = malloc(len + 1);
	const char *p = text, *end = text + len;
	size_t n = 0;

	if (!out)
		return NULL;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t l = nl ? (size_t)(nl - p) : (size_t)(end - p);

		if (l >= 2 && p[0] == '#' && p[1] == '@') {
			memcpy(out + n, p + 2, l - 2);
			n += l - 2;
		}
		out[n++] = '\n';	/* line numbers stay those of the file */
		p += l + 1;
	}
	*out_len = n;
	return out;
}

/* A file value as a snapshot value, checked against the switch */
static int swa_state_parse_value(struct swa_state_load *l,
				 const struct conf_entry *e,
				 const struct swa_attr_def *d, struct swa_value *v)
{
	size_t i;
	int ret;

	ret = swa_value_parse(d->type, e->value, v);
	if (ret == -ENOMEM)
		return ret;
	if (ret)
		return swa_state_fail(l, e->line, "invalid value for '%s'", d->name);
	if (v->type == SWA_TYPE_INT && d->group == SWA_GROUP_VLAN &&
	    !strcmp(d->name, "vid") && (v->i < 1 || v->i > SWA_VID_MAX))
		return swa_state_fail(l, e->line, "'%s': no such VID", d->name);
	for (i = 0; i < v->n_ports; i++) {
		if (v->ports[i].id >= l->base->n_ports) {
			swa_value_free(v);
			return swa_state_fail(l, e->line, "'%s': no such port",
					      d->name);
		}
	}
	return 0;
}

static bool swa_state_maps_vids(const struct swa_snapshot *s)
{
	return swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "vid") != NULL;
}

/* A switch line: the attribute exists, is configuration, fits the switch */
static int swa_state_check(struct swa_state_load *l, const struct conf_entry *e,
			   const struct swa_attr_def **def)
{
	const struct swa_snapshot *s = l->base;
	enum swa_group g = swa_group_from_sw(e->group);

	if ((g == SWA_GROUP_PORT && e->index >= s->n_ports) ||
	    (g == SWA_GROUP_VLAN && e->index >= s->n_vlans))
		return swa_state_fail(l, e->line, "'%s': no such port or VLAN",
				      e->name);
	/* without "vid" the index is the VID: 0 and 4095 are none */
	if (g == SWA_GROUP_VLAN && !swa_state_maps_vids(s) &&
	    (e->index < 1 || e->index > SWA_VID_MAX))
		return swa_state_fail(l, e->line, "'%s': VLAN index is no VID",
				      e->name);
	*def = swa_snapshot_def_by_name(s, g, e->name);
	if (!*def)
		return swa_state_fail(l, e->line, "the switch has no '%s'", e->name);
	if (!conf_is_config(e->name, (*def)->type))
		return swa_state_fail(l, e->line, "'%s' is not configuration",
				      e->name);
	return 0;
}

/*
 * One pass of the file's lines in the order a load needs: enable_vlan,
 * VLAN lines (and empty VLANs the file does not list), other global
 * lines, port lines last (a VLAN's ports write moves PVIDs).
 */
static int swa_state_pass(struct swa_state_load *l, const struct conf *conf,
			  struct swa_txn *t, int pass)
{
	size_t i;
	int ret;

	for (i = 0; i < conf->n; i++) {
		const struct conf_entry *e = &conf->entry[i];
		const struct swa_attr_def *d;
		struct swa_value v;
		bool enable_vlan = e->group == SW_GLOBAL &&
				   !strcmp(e->name, "enable_vlan");
		int want = enable_vlan ? 0 : e->group == SW_VLAN ? 1 :
			   e->group == SW_GLOBAL ? 2 : 3;

		if (want != pass)
			continue;
		ret = swa_state_check(l, e, &d);
		if (!ret)
			ret = swa_state_parse_value(l, e, d, &v);
		if (ret)
			return ret;
		if (!swa_txn_attr(t, l->base->devname, d->group, d->id, e->index,
				  e->line, &v))
			return -ENOMEM;
	}
	return 0;
}

/* VLANs with members the file does not list are emptied */
static int swa_state_empty_others(struct swa_state_load *l,
				  const struct conf *conf, struct swa_txn *t)
{
	const struct swa_attr_def *ports = swa_txn_def(l->base, SWA_GROUP_VLAN,
						       "ports", SWA_TYPE_PORTS);
	size_t i, j;

	for (i = 0; ports && i < l->base->n_vlan_rows; i++) {
		const struct swa_vlan *row = &l->base->vlans[i];
		struct swa_value none = { .type = SWA_TYPE_PORTS };

		if (!swa_portlist_next(row->egress, l->base->portlist_len, 0))
			continue;
		for (j = 0; j < conf->n; j++) {
			if (conf->entry[j].group == SW_VLAN &&
			    conf->entry[j].index == row->index &&
			    !strcmp(conf->entry[j].name, "ports"))
				break;
		}
		if (j == conf->n && !swa_txn_attr(t, l->base->devname,
						  SWA_GROUP_VLAN, ports->id,
						  row->index, 0, &none))
			return -ENOMEM;
	}
	return 0;
}

/* "#@ port N alias TEXT" and "#@ port N linktraps enabled|disabled" */
static int swa_state_port_memo_line(struct swa_state_load *l,
				    const struct conf_entry *e,
				    struct swa_memo *m)
{
	struct swa_port_memo *pm;
	bool alias = !strcmp(e->name, "alias");
	bool traps = !strcmp(e->name, "linktraps");

	if (!alias && !traps)
		return swa_state_fail(l, e->line, "unknown agent line '%s'", e->name);
	if (e->index >= l->base->n_ports ||
	    (alias && strlen(e->value) > SWA_ALIAS_LEN) ||
	    (traps && strcmp(e->value, "enabled") && strcmp(e->value, "disabled")))
		return swa_state_fail(l, e->line, "bad %s", e->name);
	pm = swa_memo_port(m, e->index, true);
	if (!pm)
		return -ENOMEM;
	if (alias)
		snprintf(pm->alias, sizeof(pm->alias), "%s", e->value);
	else
		pm->link_traps = strcmp(e->value, "enabled") ?
				 SWA_LINK_TRAPS_DISABLED : SWA_LINK_TRAPS_ENABLED;
	return 0;
}

static int swa_state_memo_line(struct swa_state_load *l,
			       const struct conf_entry *e, struct swa_memo *m)
{
	struct swa_vlan_memo *v;
	uint32_t index;

	if (e->group == SW_PORT)
		return swa_state_port_memo_line(l, e, m);
	if (e->group != SW_VLAN || e->index < 1 || e->index > SWA_VID_MAX)
		return swa_state_fail(l, e->line, "unknown agent line '%s'", e->name);
	v = swa_memo_vlan(m, (uint16_t)e->index, true);
	if (!v)
		return -ENOMEM;
	if (!strcmp(e->name, "created")) {
		if (swa_parse_u32(e->value, 0, l->base->n_vlans - 1, &index) ||
		    (!swa_state_maps_vids(l->base) && index != e->index))
			return swa_state_fail(l, e->line, "bad VLAN %s", "index");
		v->created = true;
		v->index = index;
	} else if (!strcmp(e->name, "name") &&
		   strlen(e->value) <= SWA_VLAN_NAME_LEN) {
		v->has_name = true;
		snprintf(v->name, sizeof(v->name), "%s", e->value);
	} else {
		return swa_state_fail(l, e->line, "bad agent line '%s'", e->name);
	}
	return 0;
}

static int swa_state_memo_parse(struct swa_state_load *l, const char *text,
				size_t len, struct swa_memo **memo)
{
	struct conf conf = { 0 };
	struct conf_error perr;
	size_t agent_len, i;
	char *agent = swa_state_agent_lines(text, len, &agent_len);
	int ret;

	if (!agent)
		return -ENOMEM;
	ret = conf_parse(agent, agent_len, &conf, &perr);
	free(agent);
	if (ret == -EINVAL) {
		snprintf(l->err, l->err_size, "%s:%u: %s", l->path, perr.line,
			 perr.msg);
		return ret;
	}
	*memo = ret ? NULL : swa_memo_new();
	if (!ret && !*memo)
		ret = -ENOMEM;
	for (i = 0; !ret && i < conf.n; i++)
		ret = swa_state_memo_line(l, &conf.entry[i], *memo);
	conf_free(&conf);
	if (ret) {
		swa_memo_free(*memo);
		*memo = NULL;
	}
	return ret;
}

int swa_state_load(const char *path, const struct swa_snapshot *base,
		   struct swa_txn *t, struct swa_memo **memo, char *err,
		   size_t err_size)
{
	struct swa_state_load l = { path, base, err, err_size };
	struct conf conf = { 0 };
	struct conf_error perr;
	struct swa_txn staged;
	size_t len = 0;
	char *text, why[256];
	int pass, ret;

	err[0] = '\0';
	ret = swa_state_file_read(path, &text, &len, why, sizeof(why));
	if (ret) {
		snprintf(err, err_size, "%s: %s", path, why);
		return ret;
	}
	ret = conf_parse(text, len, &conf, &perr);
	if (ret == -EINVAL)
		snprintf(err, err_size, "%s:%u: %s", path, perr.line, perr.msg);
	swa_txn_init(&staged);
	for (pass = 0; !ret && pass < 4; pass++) {
		ret = swa_state_pass(&l, &conf, &staged, pass);
		if (!ret && pass == 1)
			ret = swa_state_empty_others(&l, &conf, &staged);
	}
	if (!ret)
		ret = swa_state_memo_parse(&l, text, len, memo);
	free(text);
	conf_free(&conf);
	if (ret) {
		swa_txn_free(&staged);
		if (ret == -ENOMEM)
			snprintf(err, err_size, "%s: out of memory", path);
		return ret;
	}
	swa_txn_free(t);
	*t = staged;
	return 0;
}

/* --------------------------------------------------------- at start */

static bool swa_state_apply(struct swa_source *src, const char *path,
			    struct swa_txn *t, struct swa_snapshot *base)
{
	size_t n;

	if (!t->n_sw) {
		swa_snapshot_free(base);
		return false;
	}
	if (swa_txn_prepare(t, &t->sw[0], base)) {
		swa_err("%s: not applied: %s", path, t->msg);
		return false;
	}
	n = t->sw[0].n_ops;
	if (!n) {
		swa_info("%s: the switch has the saved configuration", path);
		return false;
	}
	/* a failed apply is undone, but the switch may still have changed */
	if (swa_txn_execute(t, src))
		swa_err("%s: not applied: %s", path, t->msg);
	else
		swa_notice("%s: saved configuration applied (%zu writes)", path, n);
	return true;
}

/*
 * A file that is not applied: the switch stays as it is, the file goes
 * aside as PATH.bad (for the operator, and so that the next save does
 * not make it PATH.prev); PATH.prev, the last good one, stays.
 */
static void swa_state_refuse(const char *path, const char *why, int ret)
{
	int moved;

	swa_err("%s; the saved configuration is not applied, the switch "
		"keeps its current configuration", why);
	if (ret == -ENOMEM)
		return;
	moved = swa_state_file_set_aside(path);
	if (moved)
		swa_err("%s: cannot set it aside as %s.bad: %s", path, path,
			strerror(-moved));
	else
		swa_notice("%s: kept as %s.bad; %s.prev is the one saved "
			   "before it", path, path, path);
}

bool swa_state_startup(struct swa_source *src, const struct swa_switch_info *info,
		       const char *dir, bool apply, struct swa_memo **loaded)
{
	struct swa_snapshot *base = NULL;
	struct swa_memo *memo = NULL;
	struct swa_txn t;
	char path[4096], err[512];
	bool changed;
	int ret;

	*loaded = NULL;
	if (swa_state_path(dir, info->name, path, sizeof(path)) ||
	    src->ops->read(src, info, &base))
		return false;
	swa_txn_init(&t);
	ret = swa_state_load(path, base, &t, &memo, err, sizeof(err));
	if (ret) {
		if (ret != -ENOENT)
			swa_state_refuse(path, err, ret);
		swa_snapshot_free(base);
		return false;
	}
	/* a file without the agent's part: nothing remembered */
	if (!memo && !(memo = swa_memo_new())) {
		swa_snapshot_free(base);
		swa_txn_free(&t);
		return false;
	}
	*loaded = memo;
	t.src = src;
	if (apply && !swa_memo_overlay(memo, base)) {
		changed = swa_state_apply(src, path, &t, base);
	} else {
		swa_snapshot_free(base);	/* the memo is laid over later */
		changed = false;
	}
	swa_txn_free(&t);
	return changed;
}
