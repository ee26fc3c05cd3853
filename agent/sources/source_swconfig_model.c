// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "swconfig" source's writes in the agent's model (VLAN IDs and
 * ports), turned into the driver's attributes. swconfig's quirks stay
 * here:
 *
 *   - a VLAN is a table entry: the entry whose index is the VID, or, for
 *     drivers with a per-entry "vid" attribute, the entry carrying it;
 *     a new VLAN gets a free entry (not a row, nobody's PVID) and its
 *     "vid" is written before its members
 *   - members are the entry's "ports", names its "name", a PVID is the
 *     port's "pvid" (a table index), the admin state "enable" or
 *     "disable"
 *   - the swconfig core makes a VLAN the PVID of its untagged members
 *     when its ports are written (OpenWrt semantics), while in the model
 *     only set_pvid changes a PVID: every port a "ports" write moved gets
 *     the PVID it is to have back at commit (or abort), before "apply"
 *
 * What a transaction needs kept between calls (the PVIDs it gave, the
 * ports the core moved, the entries it took for new VLANs) is a stage
 * per source and reading it was planned against, known by the reading's
 * generation; a transaction of several switches has several.
 *
 * The file test double (tests/agent/source_file.c) holds swconfig's
 * attributes without a core behind them: it uses these operations over
 * its own attribute writes, which move no PVID (swa_sw_track is the
 * swconfig source's).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source_swconfig_model.h"

/* A table entry taken for a new VLAN */
struct swa_sw_new_vlan {
	uint16_t vid;
	uint32_t index;
	bool vid_written;	/* its "vid" attribute holds the VID */
};

struct swa_sw_stage {
	const struct swa_source *src;
	uint64_t generation;		/* the reading planned against */
	uint32_t n_ports;
	uint32_t *pvid;			/* per port: the index it is to have */
	bool *moved;			/* per port: the core moved its PVID */
	struct swa_sw_new_vlan *created;
	size_t n_created;
	struct swa_sw_stage *next;
};

static void swa_sw_stage_free(struct swa_sw_stage *st)
{
	free(st->pvid);
	free(st->moved);
	free(st->created);
	free(st);
}

/*
 * Every source's stages: few, one per switch a transaction touches. Per
 * thread: the reader thread (reader.c) applies saved configurations
 * through its own source while the main thread's SETs write
 */
static _Thread_local struct swa_sw_stage *swa_sw_stages;

void swa_sw_stages_free(const struct swa_source *src)
{
	struct swa_sw_stage **pp = &swa_sw_stages;

	while (*pp) {
		struct swa_sw_stage *st = *pp;

		if (st->src == src) {
			*pp = st->next;
			swa_sw_stage_free(st);
		} else {
			pp = &st->next;
		}
	}
}

static struct swa_sw_stage *swa_sw_stage_new(const struct swa_source *src,
					     const struct swa_snapshot *base)
{
	struct swa_sw_stage *st = calloc(1, sizeof(*st));
	size_t n = base->n_ports ? base->n_ports : 1;
	uint32_t i;

	if (!st)
		return NULL;
	st->src = src;
	st->generation = base->generation;
	st->n_ports = base->n_ports;
	st->pvid = calloc(n, sizeof(*st->pvid));
	st->moved = calloc(n, sizeof(*st->moved));
	if (!st->pvid || !st->moved) {
		swa_sw_stage_free(st);
		return NULL;
	}
	for (i = 0; i < base->n_ports; i++)
		st->pvid[i] = base->ports[i].pvid_index;
	return st;
}

/* The stage of base, made on first use; NULL when out of memory */
static struct swa_sw_stage *swa_sw_stage(struct swa_source *src,
					 const struct swa_snapshot *base)
{
	struct swa_sw_stage *st;

	for (st = swa_sw_stages; st; st = st->next) {
		if (st->src == src && st->generation == base->generation)
			return st;
	}
	st = swa_sw_stage_new(src, base);
	if (st) {
		st->next = swa_sw_stages;
		swa_sw_stages = st;
	}
	return st;
}

static void swa_sw_stage_drop(struct swa_source *src,
			      const struct swa_snapshot *base)
{
	struct swa_sw_stage **pp;

	for (pp = &swa_sw_stages; *pp; pp = &(*pp)->next) {
		if ((*pp)->src == src && (*pp)->generation == base->generation) {
			struct swa_sw_stage *st = *pp;

			*pp = st->next;
			swa_sw_stage_free(st);
			return;
		}
	}
}

/* The driver's attribute name of type, or NULL */
static const struct swa_attr_def *swa_sw_def(const struct swa_snapshot *base,
					     enum swa_group group,
					     const char *name, enum swa_type type)
{
	const struct swa_attr_def *d = swa_snapshot_def_by_name(base, group, name);

	return d && d->type == type ? d : NULL;
}

static bool swa_sw_maps_vids(const struct swa_snapshot *base)
{
	return swa_sw_def(base, SWA_GROUP_VLAN, "vid", SWA_TYPE_INT) != NULL;
}

static struct swa_sw_new_vlan *swa_sw_created(struct swa_sw_stage *st,
					      uint16_t vid)
{
	size_t i;

	for (i = 0; i < st->n_created; i++) {
		if (st->created[i].vid == vid)
			return &st->created[i];
	}
	return NULL;
}

/* Whether a table entry is a row, a PVID's or taken for a new VLAN */
static bool swa_sw_index_used(const struct swa_snapshot *base,
			      const struct swa_sw_stage *st, uint32_t index)
{
	size_t i;

	if (swa_snapshot_vlan_by_index(base, index))
		return true;
	for (i = 0; i < base->n_ports; i++) {
		if (base->ports[i].has_pvid && base->ports[i].pvid_index == index)
			return true;
	}
	for (i = 0; i < st->n_created; i++) {
		if (st->created[i].index == index)
			return true;
	}
	return false;
}

int swa_sw_new_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, uint32_t *index)
{
	struct swa_sw_stage *st;
	struct swa_sw_new_vlan *n;
	uint32_t idx;

	if (!swa_sw_maps_vids(base)) {
		if (vid >= base->n_vlans || vid > base->max_vid)
			return -ERANGE;
		*index = vid;
		return 0;
	}
	st = swa_sw_stage(src, base);
	if (!st)
		return -ENOMEM;
	for (idx = 1; idx < base->n_vlans && swa_sw_index_used(base, st, idx);)
		idx++;
	if (idx >= base->n_vlans)
		return -ENOSPC;
	n = realloc(st->created, (st->n_created + 1) * sizeof(*n));
	if (!n)
		return -ENOMEM;
	st->created = n;
	n = &n[st->n_created++];
	memset(n, 0, sizeof(*n));
	n->vid = vid;
	n->index = idx;
	*index = idx;
	return 0;
}

/* The table entry of VLAN vid: its row's, the one taken for it, or vid */
static int swa_sw_index(struct swa_sw_stage *st, const struct swa_snapshot *base,
			uint16_t vid, uint32_t *index)
{
	const struct swa_vlan *row = swa_snapshot_vlan(base, vid);
	const struct swa_sw_new_vlan *n = swa_sw_created(st, vid);

	if (row)
		*index = row->index;
	else if (n)
		*index = n->index;
	else if (!swa_sw_maps_vids(base) && vid < base->n_vlans)
		*index = vid;
	else
		return -ENOENT;
	return 0;
}

/* Writes attribute name of the driver, if it has one of type */
static int swa_sw_write_named(struct swa_source *src,
			      const struct swa_snapshot *base,
			      enum swa_group group, const char *name,
			      uint32_t instance, const struct swa_value *v)
{
	const struct swa_attr_def *d = swa_sw_def(base, group, name, v->type);

	if (!d)
		return -EOPNOTSUPP;
	return src->ops->write_raw(src, base, d, instance, v);
}

/* A new VLAN's entry gets its VID before its members */
static int swa_sw_write_vid(struct swa_source *src,
			    const struct swa_snapshot *base,
			    struct swa_sw_stage *st, uint16_t vid)
{
	struct swa_sw_new_vlan *n = swa_sw_created(st, vid);
	struct swa_value v = { .type = SWA_TYPE_INT, .i = vid };
	int ret;

	if (!n || n->vid_written || swa_snapshot_vlan(base, vid))
		return 0;
	ret = swa_sw_write_named(src, base, SWA_GROUP_VLAN, "vid", n->index, &v);
	if (!ret)
		n->vid_written = true;
	return ret;
}

static int swa_sw_write_members(struct swa_source *src,
				const struct swa_snapshot *base, uint16_t vid,
				const uint8_t *egress, const uint8_t *untagged)
{
	struct swa_sw_stage *st = swa_sw_stage(src, base);
	struct swa_value v;
	uint32_t index;
	int ret;

	if (!st)
		return -ENOMEM;
	ret = swa_sw_index(st, base, vid, &index);
	if (!ret && egress && swa_portlist_next(egress, base->portlist_len, 0))
		ret = swa_sw_write_vid(src, base, st, vid);
	if (ret)
		return ret;
	ret = swa_value_from_portlists(egress, untagged, base->portlist_len,
				       &v);
	if (!ret)
		ret = swa_sw_write_named(src, base, SWA_GROUP_VLAN, "ports",
					 index, &v);
	swa_value_free(&v);
	return ret;
}

int swa_sw_set_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, const uint8_t *egress, const uint8_t *untagged)
{
	return swa_sw_write_members(src, base, vid, egress, untagged);
}

int swa_sw_del_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid)
{
	static const uint8_t none[SWA_PORTLIST_MAX];

	return swa_sw_write_members(src, base, vid, none, none);
}

int swa_sw_set_vlan_name(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid, const char *name)
{
	struct swa_sw_stage *st = swa_sw_stage(src, base);
	struct swa_value v = { .type = SWA_TYPE_STRING };
	uint32_t index;
	int ret;

	if (!st)
		return -ENOMEM;
	ret = swa_sw_index(st, base, vid, &index);
	if (ret)
		return ret;
	v.s = (char *)name;	/* only read */
	return swa_sw_write_named(src, base, SWA_GROUP_VLAN, "name", index, &v);
}

int swa_sw_get_vlan_name(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid, char *name, size_t len)
{
	const struct swa_attr_def *d = swa_sw_def(base, SWA_GROUP_VLAN, "name",
						  SWA_TYPE_STRING);
	struct swa_sw_stage *st = swa_sw_stage(src, base);
	struct swa_value v;
	uint32_t index;
	int ret;

	if (!d || !src->ops->read_raw)
		return -EOPNOTSUPP;
	if (!st)
		return -ENOMEM;
	ret = swa_sw_index(st, base, vid, &index);
	if (!ret)
		ret = src->ops->read_raw(src, base, d, index, &v);
	if (ret)
		return ret;
	if (v.type == SWA_TYPE_STRING)
		snprintf(name, len, "%s", v.s ? v.s : "");
	else
		ret = -EBADMSG;
	swa_value_free(&v);
	return ret;
}

int swa_sw_set_pvid(struct swa_source *src, const struct swa_snapshot *base,
		    uint32_t port, uint16_t vid)
{
	struct swa_sw_stage *st = swa_sw_stage(src, base);
	struct swa_value v = { .type = SWA_TYPE_INT };
	uint32_t index;
	int ret;

	if (!st)
		return -ENOMEM;
	if (!vid && port < base->n_ports)
		index = base->ports[port].pvid_index;	/* outside the VLANs read */
	else if ((ret = swa_sw_index(st, base, vid, &index)))
		return ret;
	v.i = index;
	return swa_sw_write_named(src, base, SWA_GROUP_PORT, "pvid", port, &v);
}

int swa_sw_set_port_admin(struct swa_source *src,
			  const struct swa_snapshot *base, uint32_t port,
			  bool up)
{
	struct swa_value v = { .type = SWA_TYPE_INT, .i = up };

	if (swa_sw_def(base, SWA_GROUP_PORT, "enable", SWA_TYPE_INT))
		return swa_sw_write_named(src, base, SWA_GROUP_PORT, "enable",
					  port, &v);
	v.i = !up;
	return swa_sw_write_named(src, base, SWA_GROUP_PORT, "disable", port, &v);
}

/* The port's "link" (swconfig's default attribute, a LINK) */
int swa_sw_set_port_link(struct swa_source *src,
			 const struct swa_snapshot *base, uint32_t port,
			 const struct swa_link *link)
{
	struct swa_value v = { .type = SWA_TYPE_LINK, .link = *link };

	return swa_sw_write_named(src, base, SWA_GROUP_PORT, "link", port, &v);
}

void swa_sw_write_caps(struct swa_source *src, const struct swa_snapshot *base,
		       struct swa_write_caps *caps)
{
	(void)src;
	caps->vlans = swa_sw_def(base, SWA_GROUP_VLAN, "ports", SWA_TYPE_PORTS);
	caps->vlan_names = swa_sw_def(base, SWA_GROUP_VLAN, "name",
				      SWA_TYPE_STRING);
	caps->pvids = swa_sw_def(base, SWA_GROUP_PORT, "pvid", SWA_TYPE_INT);
	caps->port_admin = swa_sw_def(base, SWA_GROUP_PORT, "enable",
				      SWA_TYPE_INT) ||
			   swa_sw_def(base, SWA_GROUP_PORT, "disable",
				      SWA_TYPE_INT);
	/* listed wherever the driver reads links: a driver without
	 * set_port_link fails the write (EOPNOTSUPP), which is undone */
	caps->port_link = swa_sw_def(base, SWA_GROUP_PORT, "link",
				     SWA_TYPE_LINK);
}

/*
 * Keeps track of what a write does to PVIDs (every write goes through
 * here, the model's and SWCONFIG-MIB's): a "pvid" write gives the port
 * the PVID it is to have, a "ports" write moves its untagged members'.
 */
int swa_sw_track(struct swa_source *src, const struct swa_snapshot *base,
		 const struct swa_attr_def *def, uint32_t instance,
		 const struct swa_value *v)
{
	struct swa_sw_stage *st;
	size_t i;

	if (!v || (def->group != SWA_GROUP_PORT && def->group != SWA_GROUP_VLAN))
		return 0;
	if (strcmp(def->name, def->group == SWA_GROUP_PORT ? "pvid" : "ports") ||
	    v->type != (def->group == SWA_GROUP_PORT ? SWA_TYPE_INT :
			SWA_TYPE_PORTS))
		return 0;
	st = swa_sw_stage(src, base);
	if (!st)
		return -ENOMEM;
	if (def->group == SWA_GROUP_PORT) {
		if (instance < st->n_ports) {
			st->pvid[instance] = v->i;
			st->moved[instance] = false;
		}
		return 0;
	}
	for (i = 0; i < v->n_ports; i++) {
		uint32_t p = v->ports[i].id;

		if (!v->ports[i].tagged && p < st->n_ports &&
		    base->ports[p].has_pvid)
			st->moved[p] = true;
	}
	return 0;
}

/* Gives the ports the core moved the PVIDs they are to have */
int swa_sw_put_back_pvids(struct swa_source *src,
			  const struct swa_snapshot *base)
{
	struct swa_sw_stage *st = swa_sw_stage(src, base);
	struct swa_value v = { .type = SWA_TYPE_INT };
	uint32_t i;
	int ret, first = 0;

	if (!st)
		return -ENOMEM;
	for (i = 0; i < st->n_ports; i++) {
		if (!st->moved[i])
			continue;
		v.i = st->pvid[i];
		ret = swa_sw_write_named(src, base, SWA_GROUP_PORT, "pvid", i, &v);
		if (ret && !first)
			first = ret;
	}
	return first;
}

void swa_sw_abort(struct swa_source *src, const struct swa_snapshot *base)
{
	if (swa_sw_put_back_pvids(src, base))
		swa_warn("%s: not every PVID could be put back", base->devname);
	swa_sw_stage_drop(src, base);
}

void swa_sw_end(struct swa_source *src, const struct swa_snapshot *base)
{
	swa_sw_stage_drop(src, base);
}
