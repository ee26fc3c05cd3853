// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "swconfig" source: switches of the netlink family "switch",
 * through swlib. One long-lived handle; a failed request that looks like
 * a lost connection (module unloaded, family gone) drops it, and the next
 * refresh connects again.
 *
 * A reading costs: 1 switch, 3 attribute lists, 1 VLAN dump (where the
 * kernel has it), and one GET per readable attribute per instance: global
 * once, port attributes per port, VLAN attributes per VLAN that has
 * members. Write-only and NOVAL attributes are not read, nor the VLAN
 * attribute "ports" (the dump has it).
 *
 * Per-VLAN values are the expensive part (two or three attributes times
 * up to 4094 VLANs) and change rarely: see struct swa_vcache. One reading
 * reads the values of at most the source's vlan_reads VLANs. When VLANs
 * new to the memory are left over (the first reading of a big switch, or
 * thousands of VLANs created at once), the reading reads only those
 * VLANs' values and answers -EAGAIN: the agent calls again soon, keeps
 * answering from its last complete reading meanwhile, and the master is
 * never blocked for the whole switch.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/core.h"
#include "sources.h"
#include "source_swconfig.h"
#include "swlib.h"

/* The values of one VLAN (table index) as read at read_at */
struct swa_vcache_vlan {
	uint32_t index;
	bool valid;			/* false: read again at once */
	time_t read_at;			/* CLOCK_MONOTONIC seconds */
	struct swa_attr_value *vals;
	size_t n_vals;
};

/*
 * A switch's per-VLAN attribute values from earlier readings. Every
 * snapshot still has a complete set: each VLAN's values are those of
 * its last reading, all its attributes read together. The memory is
 * dropped when the switch or its attribute list changes, or the
 * connection is lost (module reload), and a VLAN's part when the VLAN
 * loses its members or the agent writes one of its attributes.
 */
struct swa_vcache {
	uint32_t sw_id;
	char devname[SWA_NAME_LEN];
	uint32_t attrs_sig;		/* of the VLAN attribute list */
	struct swa_vcache_vlan *vlans;	/* sorted by index */
	size_t n_vlans;
	/*
	 * The switch's attribute lists, from its first reading on: a
	 * driver's lists do not change while its switch is there (one that
	 * goes is forgotten at the next listing, swa_sw_list()), and a
	 * switch the same id and devname name after a module reload keeps
	 * them only with the same driver and size
	 */
	bool has_attrs;
	char driver[SWA_NAME_LEN];
	unsigned int ports;
	unsigned int table_size;
	struct sw_attr_list attrs[SW_GROUP_COUNT];
	struct swa_vcache *next;
};

struct swa_swconfig {
	struct sw_handle *h;
	uint64_t old_requests;		/* of handles closed before */
	struct swa_vcache *vcache;
	/*
	 * The last listing: a reading right after it takes its switch's
	 * entry (once) instead of asking the kernel for the switch again
	 */
	struct sw_switch_list listed;
	time_t listed_at;		/* CLOCK_MONOTONIC seconds */
};

static void swa_vcache_vlan_clear(struct swa_vcache_vlan *v)
{
	size_t i;

	for (i = 0; i < v->n_vals; i++)
		swa_value_free(&v->vals[i].v);
	free(v->vals);
	v->vals = NULL;
	v->n_vals = 0;
}

static void swa_vcache_clear(struct swa_vcache *c)
{
	size_t i;

	for (i = 0; i < c->n_vlans; i++)
		swa_vcache_vlan_clear(&c->vlans[i]);
	free(c->vlans);
	c->vlans = NULL;
	c->n_vlans = 0;
}

static void swa_vcache_forget_attrs(struct swa_vcache *c)
{
	int g;

	for (g = 0; g < SW_GROUP_COUNT; g++)
		sw_attr_list_free(&c->attrs[g]);
	c->has_attrs = false;
}

static void swa_vcache_free(struct swa_vcache *c)
{
	swa_vcache_clear(c);
	swa_vcache_forget_attrs(c);
	free(c);
}

static void swa_vcache_free_all(struct swa_swconfig *p)
{
	while (p->vcache) {
		struct swa_vcache *c = p->vcache;

		p->vcache = c->next;
		swa_vcache_free(c);
	}
}

static bool swa_sw_listed(const struct sw_switch_list *sl, uint32_t id,
			  const char *devname)
{
	size_t i;

	for (i = 0; i < sl->n; i++) {
		if (sl->sw[i].id == id && sl->sw[i].devname &&
		    !strcmp(sl->sw[i].devname, devname))
			return true;
	}
	return false;
}

/* What the source remembers of switches a listing no longer has goes */
static void swa_vcache_keep_listed(struct swa_swconfig *p,
				   const struct sw_switch_list *sl)
{
	struct swa_vcache **pp = &p->vcache;

	while (*pp) {
		struct swa_vcache *c = *pp;

		if (swa_sw_listed(sl, c->sw_id, c->devname)) {
			pp = &c->next;
			continue;
		}
		*pp = c->next;
		swa_vcache_free(c);
	}
}

/* The memory of switch id/devname, created empty; NULL when out of memory */
static struct swa_vcache *swa_vcache_of(struct swa_swconfig *p, uint32_t id,
					const char *devname)
{
	struct swa_vcache *c;

	for (c = p->vcache; c; c = c->next) {
		if (c->sw_id == id && !strcmp(c->devname, devname))
			return c;
	}
	c = calloc(1, sizeof(*c));
	if (!c)
		return NULL;
	c->sw_id = id;
	snprintf(c->devname, sizeof(c->devname), "%s", devname);
	c->next = p->vcache;
	p->vcache = c;
	return c;
}

static struct swa_vcache_vlan *swa_vcache_vlan(struct swa_vcache *c,
					       uint32_t index)
{
	size_t lo = 0, hi = c->n_vlans;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (c->vlans[mid].index == index)
			return &c->vlans[mid];
		if (c->vlans[mid].index < index)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* FNV-1a over the VLAN attributes' ids, types and names */
static uint32_t swa_attrs_sig(const struct sw_attr_list *list)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < list->n; i++) {
		const struct sw_attr *a = &list->attr[i];
		const char *c;

		h = (h ^ a->id) * 16777619u;
		h = (h ^ a->type) * 16777619u;
		for (c = a->name; c && *c; c++)
			h = (h ^ (unsigned char)*c) * 16777619u;
	}
	return h;
}

static time_t swa_mono_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec;
}

static bool swa_sw_lost(int err)
{
	return err == -ENOTCONN || err == -EPFNOSUPPORT || err == -ENOENT ||
	       err == -EBADMSG;
}

static int swa_sw_open(struct swa_source *src)
{
	struct swa_swconfig *p = src->priv;

	if (!p) {
		p = calloc(1, sizeof(*p));
		if (!p)
			return -ENOMEM;
		src->priv = p;
	}
	if (!p->h) {
		p->h = sw_open();
		if (!p->h)
			return errno ? -errno : -EIO;
	}
	return 0;
}

static void swa_sw_close(struct swa_source *src)
{
	struct swa_swconfig *p = src->priv;

	if (p) {
		sw_close(p->h);
		swa_vcache_free_all(p);
		sw_switch_list_free(&p->listed);
		swa_sw_stages_free(src);
		free(p);
	}
	src->priv = NULL;
}

static uint64_t swa_sw_requests(struct swa_source *src)
{
	struct swa_swconfig *p = src->priv;

	if (!p)
		return 0;
	return p->old_requests + (p->h ? sw_request_count(p->h) : 0);
}

/* After a failure that means the connection is gone: start over */
static void swa_sw_drop(struct swa_source *src, int err)
{
	struct swa_swconfig *p = src->priv;

	if (!swa_sw_lost(err) || !p || !p->h)
		return;
	p->old_requests += sw_request_count(p->h);
	sw_close(p->h);
	p->h = NULL;
	/* a module reload starts the switches over: VLAN values too */
	swa_vcache_free_all(p);
	sw_switch_list_free(&p->listed);
	src->connected = false;
}

static int swa_sw_list(struct swa_source *src, struct swa_switch_info **list,
		       size_t *n)
{
	struct swa_swconfig *p = src->priv;
	struct sw_switch_list sl;
	size_t i;
	int ret;

	*list = NULL;
	*n = 0;
	ret = sw_list_switches(p->h, &sl);
	if (ret < 0) {
		swa_sw_drop(src, ret);
		return ret;
	}
	if (sl.n) {
		*list = calloc(sl.n, sizeof(**list));
		if (!*list) {
			sw_switch_list_free(&sl);
			return -ENOMEM;
		}
	}
	for (i = 0; i < sl.n; i++) {
		snprintf((*list)[i].name, sizeof((*list)[i].name), "%s",
			 sl.sw[i].devname ? sl.sw[i].devname : "");
		(*list)[i].id = sl.sw[i].id;
	}
	*n = sl.n;
	swa_vcache_keep_listed(p, &sl);
	sw_switch_list_free(&p->listed);
	p->listed = sl;
	p->listed_at = swa_mono_now();
	return 0;
}

/*
 * The switch info names: its entry in the listing just made, taken (a
 * reading follows its listing at once; a later one asks the kernel), or
 * the kernel's answer
 */
static int swa_sw_switch_of(struct swa_swconfig *p,
			    const struct swa_switch_info *info,
			    struct sw_switch *out)
{
	struct sw_switch_list *sl = &p->listed;
	size_t i;

	for (i = 0; swa_mono_now() - p->listed_at <= 1 && i < sl->n; i++) {
		if (sl->sw[i].id != info->id || !sl->sw[i].devname)
			continue;
		*out = sl->sw[i];
		memset(&sl->sw[i], 0, sizeof(sl->sw[i]));
		sl->sw[i].id = UINT32_MAX;	/* taken */
		return 0;
	}
	return sw_get_switch(p->h, info->id, out);
}

/* The MAC address of the interface the switch is attached to, if any */
static void swa_sw_bridge_addr(const char *alias, uint8_t mac[6])
{
	char path[128], text[32];
	FILE *f;

	if (!alias[0] || strchr(alias, '/') || alias[0] == '.')
		return;
	snprintf(path, sizeof(path), "/sys/class/net/%s/address", alias);
	f = fopen(path, "r");
	if (!f)
		return;
	if (fgets(text, sizeof(text), f)) {
		text[strcspn(text, "\n")] = '\0';
		if (swa_parse_mac(text, mac))
			memset(mac, 0, 6);
	}
	fclose(f);
}

struct swa_sw_read {
	struct swa_source *src;
	struct sw_handle *h;
	const struct sw_switch *sw;
	struct swa_snapshot *s;
	struct sw_attr_list attrs[SW_GROUP_COUNT];
	struct sw_vlan_list vlans;
	unsigned int vlan_reads;	/* VLANs whose values this reading read */
	bool vlans_left;		/* VLANs new to the memory left unread */
	int err;		/* the first error that ends the reading */
	/* a reading for a SET: only this afresh (NULL: the whole switch) */
	const struct swa_read_focus *focus;
	bool attrs_cached;	/* attrs are the cache's (struct swa_vcache) */
};

static bool swa_sw_readable(const struct sw_attr *a)
{
	/* actions have no value; sim_traffic-like write-only ones say "" */
	return a->type == SW_TYPE_INT || a->type == SW_TYPE_STRING ||
	       a->type == SW_TYPE_PORTS || a->type == SW_TYPE_LINK;
}

/* The VLAN attribute "ports": the VLAN dump has its values already */
static bool swa_sw_members_named(const char *name)
{
	return name && !strcmp(name, "ports");
}

static bool swa_sw_is_members(enum sw_group g, const struct sw_attr *a)
{
	return g == SW_VLAN && a->type == SW_TYPE_PORTS && swa_sw_members_named(a->name);
}

/* Reads every readable attribute of a group at one instance */
static int swa_sw_values(struct swa_sw_read *r, enum sw_group g,
			 unsigned int instance)
{
	const struct sw_attr_list *list = &r->attrs[g];
	size_t i;
	int ret;

	for (i = 0; i < list->n; i++) {
		const struct sw_attr *a = &list->attr[i];
		struct sw_value in;
		struct swa_value out;

		if (!swa_sw_readable(a) || swa_sw_is_members(g, a))
			continue;
		ret = sw_get(r->h, r->sw->id, a, instance, &in);
		if (ret == -ENODEV || swa_sw_lost(ret))
			return ret;
		if (ret < 0)
			continue;	/* write-only, driver error: no value */
		if (swa_value_from_sw(a, &in, &out)) {
			ret = swa_snapshot_add_value(r->s, swa_group_from_sw(g), a->id,
						     instance, &out);
			if (ret) {
				sw_value_free(&in);
				return ret;
			}
		}
		sw_value_free(&in);
	}
	return 0;
}

/* A VLAN's "ports" value from the dump, as a GET would have answered */
static int swa_sw_members_value(struct swa_sw_read *r, const struct sw_vlan *v)
{
	const struct sw_attr_list *list = &r->attrs[SW_VLAN];
	struct swa_value out = { .type = SWA_TYPE_PORTS };
	const struct sw_attr *members = NULL;
	size_t i;

	for (i = 0; i < list->n && !members; i++) {
		if (swa_sw_is_members(SW_VLAN, &list->attr[i]))
			members = &list->attr[i];
	}
	if (!members)
		return 0;
	if (v->ports.n) {
		out.ports = calloc(v->ports.n, sizeof(*out.ports));
		if (!out.ports)
			return -ENOMEM;
		out.n_ports = v->ports.n;
	}
	for (i = 0; i < v->ports.n; i++) {
		out.ports[i].id = v->ports.port[i].id;
		out.ports[i].tagged = v->ports.port[i].tagged;
	}
	return swa_snapshot_add_value(r->s, SWA_GROUP_VLAN, members->id, v->vlan,
				      &out);
}

/* Reads VLAN index's values into the snapshot and into e (emptied first) */
static int swa_sw_vlan_read(struct swa_sw_read *r, uint32_t index,
			    struct swa_vcache_vlan *e, time_t now)
{
	size_t first = r->s->n_vals, i;
	int ret;

	swa_vcache_vlan_clear(e);
	e->index = index;
	ret = swa_sw_values(r, SW_VLAN, index);
	if (ret)
		return ret;
	if (r->s->n_vals > first) {
		e->vals = calloc(r->s->n_vals - first, sizeof(*e->vals));
		if (!e->vals)
			return -ENOMEM;
	}
	for (i = first; i < r->s->n_vals; i++) {
		e->vals[e->n_vals] = r->s->vals[i];
		if (swa_value_dup(&e->vals[e->n_vals].v, &r->s->vals[i].v))
			return -ENOMEM;
		e->n_vals++;
	}
	e->valid = true;
	e->read_at = now;
	return 0;
}

/* Adds e's values, read earlier, to the snapshot */
static int swa_sw_vlan_reuse(struct swa_sw_read *r,
			     const struct swa_vcache_vlan *e)
{
	size_t i;
	int ret;

	for (i = 0; i < e->n_vals; i++) {
		struct swa_value v;

		if (swa_value_dup(&v, &e->vals[i].v))
			return -ENOMEM;
		ret = swa_snapshot_add_value(r->s, e->vals[i].group, e->vals[i].id,
					     e->vals[i].instance, &v);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * Whether one more VLAN's values fit in this reading, keeping reserved
 * reads for VLANs without values: values only old wait for those, which
 * keep the switch from a complete reading.
 */
static bool swa_sw_vlan_budget(struct swa_sw_read *r, size_t reserved)
{
	unsigned int max = r->src->vlan_reads;

	if (max && r->vlan_reads + reserved >= max)
		return false;
	r->vlan_reads++;
	return true;
}

/*
 * Whether a focused reading reads table entry index afresh: the entry of
 * a VLAN in focus, found as the last reading has it (or, for a driver
 * without "vid", the entry numbered as the VID)
 */
static bool swa_sw_focused_on(const struct swa_sw_read *r, uint32_t index)
{
	const struct swa_vlan *row;

	if (!r->focus)
		return false;
	row = swa_snapshot_vlan_by_index(r->focus->last, index);
	if (row)
		return swa_focus_has_vid(r->focus, row->vid);
	return !sw_attr_find(&r->attrs[SW_VLAN], "vid") && index <= SWA_VID_MAX &&
	       swa_focus_has_vid(r->focus, (uint16_t)index);
}

/*
 * The values of every VLAN that has members: read for VLANs new to the
 * memory (or forgotten), read again for VLANs whose values are older
 * than the interval, the others' reused, within the reading's share of
 * VLAN reads (new VLANs first come first, by index). New VLANs left
 * over set r->vlans_left: the snapshot is then incomplete, but what was
 * read is remembered for the next reading. The memory then holds
 * exactly the VLANs of this reading that have values.
 */
static int swa_sw_vlan_values(struct swa_sw_read *r)
{
	struct swa_swconfig *p = r->src->priv;
	unsigned int interval = r->src->vlan_value_interval;
	struct swa_vcache *c = swa_vcache_of(p, r->sw->id, r->sw->devname);
	uint32_t sig = swa_attrs_sig(&r->attrs[SW_VLAN]);
	struct swa_vcache_vlan *fresh;
	time_t now = swa_mono_now();
	size_t i, n = 0, unknown = 0, again = 0;
	int ret = 0;

	if (!c)
		return -ENOMEM;
	if (c->attrs_sig != sig) {
		swa_vcache_clear(c);
		c->attrs_sig = sig;
	}
	for (i = 0; i < r->vlans.n; i++) {
		const struct swa_vcache_vlan *old;

		old = swa_vcache_vlan(c, r->vlans.vlan[i].vlan);
		unknown += !old || !old->valid;
	}
	fresh = r->vlans.n ? calloc(r->vlans.n, sizeof(*fresh)) : NULL;
	if (r->vlans.n && !fresh)
		return -ENOMEM;

	for (i = 0; !ret && i < r->vlans.n; i++) {
		uint32_t index = r->vlans.vlan[i].vlan;
		struct swa_vcache_vlan *old = swa_vcache_vlan(c, index);
		bool known = old && old->valid;
		bool aged = known && (!interval ||
				      now - old->read_at >= (time_t)interval);

		if (!known) {
			unknown--;
			if (!swa_sw_vlan_budget(r, 0)) {
				r->vlans_left = true;
				continue;
			}
			ret = swa_sw_vlan_read(r, index, &fresh[n++], now);
		} else if (aged && swa_sw_vlan_budget(r, unknown)) {
			again++;
			ret = swa_sw_vlan_read(r, index, &fresh[n++], now);
		} else {
			fresh[n] = *old;	/* taken over; index stays for the search */
			old->vals = NULL;
			old->n_vals = 0;
			old->valid = false;
			ret = swa_sw_vlan_reuse(r, &fresh[n++]);
		}
		if (!ret)
			ret = swa_sw_members_value(r, &r->vlans.vlan[i]);
	}

	/* VLANs without members now are forgotten; so is all on failure */
	swa_vcache_clear(c);
	if (ret) {
		while (n)
			swa_vcache_vlan_clear(&fresh[--n]);
		free(fresh);
		return ret;
	}
	c->vlans = fresh;
	c->n_vlans = n;
	swa_debug("%s: values of %u VLANs read (%zu again), %zu reused%s",
		  r->sw->devname, r->vlan_reads, again,
		  n - r->vlan_reads, r->vlans_left ? ", more left" : "");
	return 0;
}

/*
 * One group's values from one sw_read_group(): a single dump on our
 * kernels. VLAN members are left out: the VLAN dump has them already
 * (swa_sw_members_value()).
 */
static int swa_sw_group_dumped(struct swa_sw_read *r, enum sw_group g)
{
	const struct sw_attr_list *list = &r->attrs[g];
	struct sw_group_read gr;
	unsigned int item;
	size_t j;
	int ret;

	ret = sw_read_group(r->h, r->sw, g, list, &gr);
	if (ret == -EOPNOTSUPP && g == SW_VLAN)
		return 0;	/* no VLAN table */
	if (ret)
		return ret;
	for (item = 0; !ret && item < gr.n_items; item++) {
		for (j = 0; !ret && j < list->n; j++) {
			struct sw_read_value *rv;
			struct swa_value out;

			/* its string is taken over: gr is freed below */
			rv = (struct sw_read_value *)sw_group_value(&gr, item, j);
			if (rv->err || !swa_sw_readable(&list->attr[j]) ||
			    swa_sw_is_members(g, &list->attr[j]) ||
			    !swa_value_from_sw(&list->attr[j], &rv->value, &out))
				continue;
			ret = swa_snapshot_add_value(r->s, swa_group_from_sw(g),
						     list->attr[j].id,
						     gr.index[item], &out);
		}
	}
	sw_group_read_free(&gr);
	return ret;
}

/*
 * Every value of the switch in one dump per group, where the kernel has
 * the value dump: cheaper than remembering VLAN values between readings,
 * so the memory and the per-reading share of VLANs are not used.
 */
static int swa_sw_values_dumped(struct swa_sw_read *r)
{
	struct swa_swconfig *p = r->src->priv;
	struct swa_vcache *c = swa_vcache_of(p, r->sw->id, r->sw->devname);
	size_t i;
	int ret;

	if (c)
		swa_vcache_clear(c);	/* a later GET reading starts afresh */
	ret = swa_sw_group_dumped(r, SW_VLAN);
	for (i = 0; !ret && i < r->vlans.n; i++)
		ret = swa_sw_members_value(r, &r->vlans.vlan[i]);
	if (!ret)
		ret = swa_sw_group_dumped(r, SW_GLOBAL);
	if (!ret)
		ret = swa_sw_group_dumped(r, SW_PORT);
	return ret;
}

/* Every value the GET way: VLANs' within the reading's share, first */
static int swa_sw_values_got(struct swa_sw_read *r)
{
	unsigned int i;
	int ret;

	/* VLAN values first: when some are left, the rest waits too */
	ret = swa_sw_vlan_values(r);
	if (!ret && r->vlans_left)
		return -EAGAIN;
	if (!ret)
		ret = swa_sw_values(r, SW_GLOBAL, 0);
	for (i = 0; !ret && i < r->sw->ports; i++)
		ret = swa_sw_values(r, SW_PORT, i);
	return ret;
}

/*
 * A write through the agent (the write path's SETs): what it changes is
 * read afresh at the next reading, not taken from the memory.
 */
static int swa_sw_write(struct swa_source *src, const struct swa_snapshot *base,
			const struct swa_attr_def *def, uint32_t instance,
			const struct swa_value *v)
{
	struct swa_swconfig *p = src->priv;
	struct swa_vcache *c;
	int ret;

	for (c = p ? p->vcache : NULL; c; c = c->next) {
		struct swa_vcache_vlan *e;

		if (c->sw_id != base->id || strcmp(c->devname, base->devname))
			continue;
		if (def->group == SWA_GROUP_GLOBAL && def->type == SWA_TYPE_NOVAL) {
			swa_vcache_clear(c);	/* "reset" and such */
		} else if (def->group == SWA_GROUP_VLAN &&
			   (e = swa_vcache_vlan(c, instance))) {
			swa_vcache_vlan_clear(e);
			e->valid = false;
		}
	}
	ret = swa_swconfig_write(src, base, def, instance, v);
	return ret ? ret : swa_sw_track(src, base, def, instance, v);
}

/*
 * The driver's VID of every VLAN table index the reading dumped, once per
 * reading: *vids indexed by table index, or NULL when the driver has no
 * "vid" attribute (VID = index). Looked up per VLAN, it cost VLANs x
 * values comparisons (tens of millions at 4094 VLANs).
 */
static int swa_sw_vids(const struct swa_sw_read *r, uint32_t **vids)
{
	const struct swa_attr_def *vid_def;
	size_t n = 0, i;

	*vids = NULL;
	vid_def = swa_snapshot_def_by_name(r->s, SWA_GROUP_VLAN, "vid");
	if (!vid_def)
		return 0;
	for (i = 0; i < r->vlans.n; i++) {
		if (r->vlans.vlan[i].vlan >= n)
			n = (size_t)r->vlans.vlan[i].vlan + 1;
	}
	*vids = calloc(n ? n : 1, sizeof(**vids));
	if (!*vids)
		return -ENOMEM;
	swa_snapshot_vlan_ints(r->s, vid_def->id, *vids, n);
	return 0;
}

static int swa_sw_by_index(const void *a, const void *b)
{
	const struct sw_vlan *x = a, *y = b;

	return (x->vlan > y->vlan) - (x->vlan < y->vlan);
}

/* Adds entry index with members (a copy) to list, sized for it */
static int swa_sw_vlan_entry(struct sw_vlan_list *list, uint32_t index,
			     const struct sw_port *members, unsigned int n)
{
	struct sw_vlan *v = &list->vlan[list->n];

	v->ports.port = calloc(n ? n : 1, sizeof(*v->ports.port));
	if (!v->ports.port)
		return -ENOMEM;
	memcpy(v->ports.port, members, n * sizeof(*members));
	v->ports.n = n;
	v->vlan = index;
	list->n++;
	return 0;
}

/* Entry row of the last reading, with its members as the kernel lists them */
static int swa_sw_vlan_from_row(struct sw_vlan_list *list,
				const struct swa_snapshot *last,
				const struct swa_vlan *row)
{
	struct sw_port members[SWA_PORTLIST_MAX * 8];
	unsigned int n = 0, bp = 0;

	while ((bp = swa_portlist_next(row->egress, last->portlist_len, bp))) {
		members[n].id = bp - 1;
		members[n].tagged = !swa_portlist_test(row->untagged,
						       last->portlist_len, bp);
		n++;
	}
	return n ? swa_sw_vlan_entry(list, row->index, members, n) : 0;
}

/* Entry index's members read afresh, when it has any */
static int swa_sw_vlan_got(struct swa_sw_read *r, const struct sw_attr *ports,
			   struct sw_vlan_list *list, uint32_t index)
{
	struct sw_value v;
	int ret = sw_get(r->h, r->sw->id, ports, index, &v);

	if (ret == -ENODEV || swa_sw_lost(ret))
		return ret;
	if (ret < 0)
		return 0;	/* as the whole table's reading: no entry */
	if (v.type == SW_TYPE_PORTS && v.ports.n)
		ret = swa_sw_vlan_entry(list, index, v.ports.port, v.ports.n);
	sw_value_free(&v);
	return ret;
}

/*
 * The table entries of the VLANs in focus: -EOPNOTSUPP when one cannot
 * be found without reading every entry (a driver with "vid", a VLAN the
 * last reading does not have: the SET creates it, or it came meanwhile)
 */
static int swa_sw_focus_entries(const struct swa_sw_read *r, uint32_t *index,
				size_t *n)
{
	bool maps = sw_attr_find(&r->attrs[SW_VLAN], "vid") != NULL;
	uint32_t vid;

	*n = 0;
	for (vid = 1; vid <= SWA_VID_MAX; vid++) {
		const struct swa_vlan *row;

		if (!swa_focus_has_vid(r->focus, (uint16_t)vid))
			continue;
		row = swa_snapshot_vlan(r->focus->last, (uint16_t)vid);
		if (row)
			index[(*n)++] = row->index;
		else if (maps)
			return -EOPNOTSUPP;
		else if (vid < r->sw->vlans)
			index[(*n)++] = vid;
	}
	return 0;
}

/*
 * The VLAN table of a focused reading: the entries of the VLANs in focus
 * read afresh, one GET each, the others' members as the last reading has
 * them (even where the VLAN dump would read them all in one request: it
 * carries every entry, thousands, for the few a SET touches).
 */
static int swa_sw_focus_vlans(struct swa_sw_read *r)
{
	const struct swa_snapshot *last = r->focus->last;
	const struct sw_attr *ports = sw_attr_find(&r->attrs[SW_VLAN], "ports");
	uint32_t *index = calloc(SWA_VID_MAX, sizeof(*index));
	struct sw_vlan_list list = { 0 };
	size_t n = 0, i, j;
	int ret = ports && ports->type == SW_TYPE_PORTS ? 0 : -EOPNOTSUPP;

	if (!ret)
		ret = index ? swa_sw_focus_entries(r, index, &n) : -ENOMEM;
	if (!ret) {
		list.vlan = calloc(last->n_vlan_rows + n + 1, sizeof(*list.vlan));
		ret = list.vlan ? 0 : -ENOMEM;
	}
	for (i = 0; !ret && i < last->n_vlan_rows; i++) {
		for (j = 0; j < n && index[j] != last->vlans[i].index; j++)
			;
		if (j == n)
			ret = swa_sw_vlan_from_row(&list, last, &last->vlans[i]);
	}
	for (j = 0; !ret && j < n; j++)
		ret = swa_sw_vlan_got(r, ports, &list, index[j]);
	free(index);
	if (ret) {
		sw_vlan_list_free(&list);
		return ret;
	}
	qsort(list.vlan, list.n, sizeof(*list.vlan), swa_sw_by_index);
	r->vlans = list;
	return 0;
}

/* The attribute of list l with the kernel's id, NULL when none */
static const struct sw_attr *swa_sw_attr_by_id(const struct sw_attr_list *l,
					       uint32_t id)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		if (l->attr[i].id == id)
			return &l->attr[i];
	}
	return NULL;
}

/*
 * Whether a focused reading reads port attribute a afresh: the admin state
 * and the link (linkUp/linkDown between whole readings, agent.c); for a
 * SET also what it may have written (its checks and undo, and its
 * reading after): every settable attribute, or where the kernel does not
 * tell (OpenWrt's) those source_swconfig_model.c and model/mirror.c write;
 * or every one
 */
static bool swa_sw_port_in_focus(const struct swa_read_focus *f,
				 const struct sw_attr *a)
{
	static const char *const links[] = { "enable", "disable", "link" };
	static const char *const written[] = { "pvid", "enable_mirror_rx",
					       "enable_mirror_tx" };
	size_t i;

	if (f->ports == SWA_FOCUS_PORT_ALL)
		return true;
	if (!a->name)
		return false;
	for (i = 0; i < SWA_ARRAY_SIZE(links); i++) {
		if (!strcmp(a->name, links[i]))
			return true;
	}
	if (f->ports != SWA_FOCUS_PORT_STATE)
		return false;
	if (a->perm_known)
		return a->settable;
	for (i = 0; i < SWA_ARRAY_SIZE(written); i++) {
		if (!strcmp(a->name, written[i]))
			return true;
	}
	return false;
}

/*
 * Whether r is a narrow SET's reading (struct swa_read_focus): one GET
 * per value, so only the ports written and the PVIDs VLANs may move
 */
static bool swa_sw_narrow(const struct swa_sw_read *r)
{
	return r->focus->ports == SWA_FOCUS_PORT_STATE && r->focus->narrow &&
	       !sw_reads_by_dump(r->h);
}

/* Whether a focused reading reads the globals afresh (a SET's, not narrow) */
static bool swa_sw_globals_afresh(const struct swa_sw_read *r)
{
	return r->focus->ports == SWA_FOCUS_PORT_STATE && !swa_sw_narrow(r);
}

/* Whether a focused reading reads port attribute a of port afresh */
static bool swa_sw_port_afresh(const struct swa_sw_read *r,
			       const struct sw_attr *a, uint32_t port)
{
	if (!swa_sw_port_in_focus(r->focus, a))
		return false;
	return !swa_sw_narrow(r) || swa_focus_has_port(r->focus, port) ||
	       (r->focus->all_pvids && a->name && !strcmp(a->name, "pvid"));
}

/* Every value of r->attrs[SW_PORT] a port has afresh, one GET each */
static int swa_sw_port_values(struct swa_sw_read *r)
{
	struct sw_attr_list focused = r->attrs[SW_PORT], some = { 0 };
	unsigned int p;
	size_t i;
	int ret = 0;

	some.attr = calloc(focused.n ? focused.n : 1, sizeof(*some.attr));
	if (!some.attr)
		return -ENOMEM;
	for (p = 0; !ret && p < r->sw->ports; p++) {
		some.n = 0;
		for (i = 0; i < focused.n; i++) {
			if (swa_sw_port_afresh(r, &focused.attr[i], p))
				some.attr[some.n++] = focused.attr[i];
		}
		r->attrs[SW_PORT] = some;
		ret = swa_sw_values(r, SW_PORT, p);
	}
	r->attrs[SW_PORT] = focused;
	free(some.attr);
	return ret;
}

/*
 * Reads the port attributes in focus, at every port: by value dump where
 * the kernel has it (one request; with swlib's filter the driver reads
 * only those), else by GETs
 */
static int swa_sw_ports_focused(struct swa_sw_read *r)
{
	struct sw_attr_list all = r->attrs[SW_PORT], some = { 0 };
	size_t i;
	int ret;

	some.attr = calloc(all.n ? all.n : 1, sizeof(*some.attr));
	if (!some.attr)
		return -ENOMEM;
	for (i = 0; i < all.n; i++) {
		if (swa_sw_port_in_focus(r->focus, &all.attr[i]))
			some.attr[some.n++] = all.attr[i];
	}
	some.complete = some.n == all.n;	/* else swlib's dump filter */
	r->attrs[SW_PORT] = some;	/* both ways read this list */
	ret = sw_reads_by_dump(r->h) ? swa_sw_group_dumped(r, SW_PORT) :
				       swa_sw_port_values(r);
	r->attrs[SW_PORT] = all;
	free(some.attr);
	return ret;
}

/*
 * Whether a focused reading has value v of the last reading afresh, or
 * from the VLAN list (members), so that it is not copied
 */
static bool swa_sw_read_afresh(const struct swa_sw_read *r,
			       const struct swa_attr_value *v)
{
	const struct swa_attr_def *d = swa_snapshot_def(r->focus->last, v->group, v->id);
	const struct sw_attr *a;

	switch (v->group) {
	case SWA_GROUP_GLOBAL:
		return swa_sw_globals_afresh(r);
	case SWA_GROUP_PORT:
		a = swa_sw_attr_by_id(&r->attrs[SW_PORT], v->id);
		return !a || swa_sw_port_afresh(r, a, v->instance);
	default:
		return !d || swa_sw_focused_on(r, v->instance) ||
		       (d->type == SWA_TYPE_PORTS && swa_sw_members_named(d->name));
	}
}

/*
 * A focused reading's values: the globals (a SET's) and the port values in
 * focus (swa_sw_ports_focused()) and those of the VLAN entries in focus
 * read afresh; every other value as the last reading has it (VLAN
 * members: the VLAN list's)
 */
static int swa_sw_values_focused(struct swa_sw_read *r)
{
	const struct swa_snapshot *last = r->focus->last;
	size_t i;
	int ret = 0;

	if (swa_sw_globals_afresh(r))
		ret = swa_sw_group_dumped(r, SW_GLOBAL);
	if (!ret)
		ret = swa_sw_ports_focused(r);
	for (i = 0; !ret && i < r->vlans.n; i++) {
		if (swa_sw_focused_on(r, r->vlans.vlan[i].vlan))
			ret = swa_sw_values(r, SW_VLAN, r->vlans.vlan[i].vlan);
		if (!ret)
			ret = swa_sw_members_value(r, &r->vlans.vlan[i]);
	}
	for (i = 0; !ret && i < last->n_vals; i++) {
		const struct swa_attr_value *v = &last->vals[i];
		struct swa_value copy;

		if (swa_sw_read_afresh(r, v))
			continue;
		if (swa_value_dup(&copy, &v->v))
			return -ENOMEM;
		ret = swa_snapshot_add_value(r->s, v->group, v->id, v->instance, &copy);
	}
	return ret;
}

/* After a failed reading of sw: its attribute lists are asked for again */
static void swa_sw_forget_switch(struct swa_swconfig *p, const struct sw_switch *sw)
{
	struct swa_vcache *c;

	for (c = p->vcache; c; c = c->next) {
		if (c->sw_id == sw->id && !strcmp(c->devname, sw->devname))
			swa_vcache_forget_attrs(c);
	}
}

/* Whether the lists c keeps are those of switch sw */
static bool swa_vcache_attrs_fit(const struct swa_vcache *c,
				 const struct sw_switch *sw)
{
	return c->has_attrs && c->ports == sw->ports &&
	       c->table_size == sw->vlans && sw->name &&
	       !strcmp(c->driver, sw->name);
}

/*
 * r's attribute lists: the ones kept since the switch's first reading,
 * or asked for (three requests) and kept
 */
static int swa_sw_attr_lists(struct swa_sw_read *r)
{
	struct swa_vcache *c = swa_vcache_of(r->src->priv, r->sw->id, r->sw->devname);
	int g, ret;

	if (c && swa_vcache_attrs_fit(c, r->sw)) {
		memcpy(r->attrs, c->attrs, sizeof(r->attrs));
		r->attrs_cached = true;
		return 0;
	}
	for (g = 0; g < SW_GROUP_COUNT; g++) {
		ret = sw_list_attrs(r->h, r->sw->id, (enum sw_group)g, &r->attrs[g]);
		if (ret < 0)
			return ret;
	}
	if (!c)
		return 0;	/* no memory to keep them: asked for every time */
	swa_vcache_forget_attrs(c);
	memcpy(c->attrs, r->attrs, sizeof(c->attrs));
	snprintf(c->driver, sizeof(c->driver), "%s", r->sw->name ? r->sw->name : "");
	c->ports = r->sw->ports;
	c->table_size = r->sw->vlans;
	c->has_attrs = true;
	r->attrs_cached = true;
	return 0;
}

static int swa_sw_read_all(struct swa_sw_read *r)
{
	const struct sw_switch *sw = r->sw;
	struct swa_port_ref *refs = NULL;
	uint32_t *vids;
	unsigned int i, j;
	int g, ret;

	r->s = swa_snapshot_new(sw->id, sw->devname, sw->alias, sw->name,
				sw->ports, sw->vlans, sw->cpu_port);
	if (!r->s)
		return -ENOMEM;
	swa_sw_bridge_addr(r->s->alias, r->s->bridge_addr);

	ret = swa_sw_attr_lists(r);
	if (ret)
		return ret;
	for (g = 0; g < SW_GROUP_COUNT; g++) {
		for (i = 0; i < r->attrs[g].n; i++) {
			const struct sw_attr *a = &r->attrs[g].attr[i];

			ret = swa_snapshot_add_def(r->s, swa_group_from_sw(a->group),
						   a->id, swa_type_from_sw(a->type),
						   a->name, a->description);
			if (ret)
				return ret;
		}
	}

	if (r->focus) {
		/* -EOPNOTSUPP: the whole switch is read instead */
		ret = swa_sw_focus_vlans(r);
		if (!ret)
			ret = swa_sw_values_focused(r);
		if (ret)
			return ret;
	} else {
		ret = sw_read_vlans(r->h, sw, &r->vlans);
		if (ret == -EOPNOTSUPP)
			memset(&r->vlans, 0, sizeof(r->vlans));
		else if (ret < 0)
			return ret;
		ret = sw_reads_by_dump(r->h) ? swa_sw_values_dumped(r) :
						 swa_sw_values_got(r);
		if (ret)
			return ret;
	}

	/* VIDs need the VLAN values (a driver's "vid"): add rows last */
	ret = swa_sw_vids(r, &vids);
	for (i = 0; !ret && i < r->vlans.n; i++) {
		const struct sw_vlan *v = &r->vlans.vlan[i];
		uint32_t vid = vids ? vids[v->vlan] : v->vlan;

		if (vid < 1 || vid > SWA_VID_MAX)
			continue;
		refs = v->ports.n ? calloc(v->ports.n, sizeof(*refs)) : NULL;
		if (v->ports.n && !refs) {
			ret = -ENOMEM;
			break;
		}
		for (j = 0; j < v->ports.n; j++) {
			refs[j].id = v->ports.port[j].id;
			refs[j].tagged = v->ports.port[j].tagged;
		}
		ret = swa_snapshot_add_vlan(r->s, v->vlan, (uint16_t)vid, refs,
					    v->ports.n);
		free(refs);
	}
	free(vids);
	return ret ? ret : swa_snapshot_finish(r->s);
}

/* Whether the last reading still describes the switch's shape */
static bool swa_sw_focus_fits(const struct swa_read_focus *f,
			      const struct sw_switch *sw)
{
	return f->last && f->last->id == sw->id && f->last->n_ports == sw->ports &&
	       f->last->n_vlans == sw->vlans && !strcmp(f->last->devname, sw->devname);
}

static int swa_sw_read_with(struct swa_source *src,
			    const struct swa_switch_info *info,
			    const struct swa_read_focus *focus,
			    struct swa_snapshot **snap)
{
	struct swa_swconfig *p = src->priv;
	struct swa_sw_read r = { .src = src, .h = p->h };
	uint64_t start = sw_request_count(p->h);
	struct sw_switch sw;
	int g, ret;

	ret = swa_sw_switch_of(p, info, &sw);
	if (ret < 0) {
		swa_sw_drop(src, ret);
		return ret;
	}
	if (!sw.devname || strcmp(sw.devname, info->name)) {
		sw_switch_free(&sw);
		return -ENODEV;	/* the id now names another switch */
	}
	r.sw = &sw;
	r.focus = focus && swa_sw_focus_fits(focus, &sw) ? focus : NULL;
	ret = swa_sw_read_all(&r);
	for (g = 0; !r.attrs_cached && g < SW_GROUP_COUNT; g++)
		sw_attr_list_free(&r.attrs[g]);
	sw_vlan_list_free(&r.vlans);
	if (ret)
		swa_sw_forget_switch(p, &sw);	/* asked for afresh next time */
	sw_switch_free(&sw);
	if (ret) {
		swa_snapshot_free(r.s);
		swa_sw_drop(src, ret);
		return ret;
	}
	r.s->requests = (unsigned int)(sw_request_count(p->h) - start);
	swa_debug("%s: %s reading, %u kernel requests", info->name,
		  r.focus ? "focused" : "whole", r.s->requests);
	*snap = r.s;
	return 0;
}

static int swa_sw_read(struct swa_source *src,
		       const struct swa_switch_info *info,
		       struct swa_snapshot **snap)
{
	return swa_sw_read_with(src, info, NULL, snap);
}

static int swa_sw_read_focused(struct swa_source *src,
			       const struct swa_switch_info *info,
			       const struct swa_read_focus *focus,
			       struct swa_snapshot **snap)
{
	return swa_sw_read_with(src, info, focus, snap);
}

/* The VLANs changed names, as table indexes of last, read afresh next */
static void swa_sw_forget_values(struct swa_source *src,
				 const struct swa_snapshot *last,
				 const struct swa_read_focus *changed)
{
	struct swa_swconfig *p = src->priv;
	struct swa_vcache_vlan *v;
	struct swa_vcache *c;
	size_t i;

	for (c = p ? p->vcache : NULL; c; c = c->next) {
		if (c->sw_id != last->id || strcmp(c->devname, last->devname))
			continue;
		if (!changed) {
			swa_vcache_clear(c);
			continue;
		}
		for (i = 0; i < last->n_vlan_rows; i++) {
			if (!swa_focus_has_vid(changed, last->vlans[i].vid))
				continue;
			v = swa_vcache_vlan(c, last->vlans[i].index);
			if (v)
				v->valid = false;
		}
	}
}

struct sw_handle *swa_swconfig_handle(struct swa_source *src)
{
	struct swa_swconfig *p = src->priv;

	return p ? p->h : NULL;
}

const struct swa_source_ops swa_source_swconfig_ops = {
	.kind = "swconfig",
	.open = swa_sw_open,
	.close = swa_sw_close,
	.list = swa_sw_list,
	.read = swa_sw_read,
	.read_focused = swa_sw_read_focused,
	.requests = swa_sw_requests,
	.forget_values = swa_sw_forget_values,
	/* source_swconfig_model.c */
	.write_caps = swa_sw_write_caps,
	.new_vlan = swa_sw_new_vlan,
	.set_vlan = swa_sw_set_vlan,
	.del_vlan = swa_sw_del_vlan,
	.set_vlan_name = swa_sw_set_vlan_name,
	.get_vlan_name = swa_sw_get_vlan_name,
	.set_pvid = swa_sw_set_pvid,
	.set_port_admin = swa_sw_set_port_admin,
	.set_port_link = swa_sw_set_port_link,
	.write_raw = swa_sw_write,	/* source_swconfig_write.c */
	.read_raw = swa_swconfig_read_value,
	.commit = swa_sw_commit,
	.abort = swa_sw_abort,
	.end = swa_sw_end,
};
