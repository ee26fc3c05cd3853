// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A snapshot: one reading of a whole switch, built by a source and then
 * only read. Every SNMP answer comes from one, so the tables agree with
 * each other (same ports, same PortList length, PVIDs of VLANs that are
 * in the VLAN table as read at the same time).
 *
 * A source adds what it read (VLAN rows, attribute definitions and
 * values, port fields it knows directly) and calls swa_snapshot_finish(),
 * which sorts the tables and derives the port and VLAN fields that
 * swconfig carries as attributes: "link", "pvid", "enable"/"disable",
 * "label", "mib", "qmode" (port), "name", "vid", "fid" (VLAN),
 * "enable_vlan" and "max_frame_size" (global), the host interface the
 * alias names; the address table and port mirroring through arl.c and
 * mirror.c.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <net/if.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "model/arl.h"

/* Ethernet header and FCS around the payload, plus one VLAN tag */
#define SWA_FRAME_OVERHEAD	22
#define SWA_MTU_DEFAULT		1500

static void swa_copy(char *dst, size_t size, const char *src)
{
	snprintf(dst, size, "%s", src ? src : "");
}

struct swa_snapshot *swa_snapshot_new(uint32_t id, const char *devname,
				      const char *alias, const char *driver,
				      uint32_t n_ports, uint32_t n_vlans,
				      uint32_t cpu_port)
{
	/* the reader thread makes them too (reader.c) */
	static atomic_uint_fast64_t last_generation;
	struct swa_snapshot *s = calloc(1, sizeof(*s));
	uint32_t i;

	if (!s)
		return NULL;
	s->id = id;
	s->generation = atomic_fetch_add(&last_generation, 1) + 1;
	swa_copy(s->devname, sizeof(s->devname), devname);
	swa_copy(s->alias, sizeof(s->alias), alias);
	swa_copy(s->driver, sizeof(s->driver), driver);
	s->n_ports = n_ports;
	s->n_vlans = n_vlans;
	s->cpu_port = cpu_port < n_ports ? cpu_port : UINT32_MAX;
	s->portlist_len = swa_portlist_len(n_ports);
	if (n_ports) {
		s->ports = calloc(n_ports, sizeof(*s->ports));
		if (!s->ports) {
			free(s);
			return NULL;
		}
	}
	for (i = 0; i < n_ports; i++) {
		s->ports[i].id = i;
		s->ports[i].base_port = i + 1;
		s->ports[i].is_cpu = i == s->cpu_port;
		s->ports[i].mtu = SWA_MTU_DEFAULT;
	}
	return s;
}

void swa_value_free(struct swa_value *v)
{
	free(v->s);
	free(v->ports);
	v->s = NULL;
	v->ports = NULL;
	v->n_ports = 0;
}

int swa_value_dup(struct swa_value *dst, const struct swa_value *src)
{
	*dst = *src;
	dst->s = NULL;
	dst->ports = NULL;
	if (src->s && !(dst->s = strdup(src->s)))
		return -ENOMEM;
	if (src->n_ports) {
		dst->ports = calloc(src->n_ports, sizeof(*dst->ports));
		if (!dst->ports) {
			swa_value_free(dst);
			return -ENOMEM;
		}
		memcpy(dst->ports, src->ports, src->n_ports * sizeof(*dst->ports));
	}
	return 0;
}

struct swa_snapshot *swa_snapshot_hold(struct swa_snapshot *s)
{
	if (s)
		atomic_fetch_add(&s->holds, 1);
	return s;
}

void swa_snapshot_free(struct swa_snapshot *s)
{
	size_t i;

	/* another holder still reads it (swa_snapshot_hold()) */
	if (!s || atomic_fetch_sub(&s->holds, 1) > 0)
		return;
	for (i = 0; i < s->n_ports; i++)
		free(s->ports[i].mib);
	free(s->ports);
	for (i = 0; i < s->n_vlan_rows; i++)
		free(s->vlans[i].egress);	/* untagged shares the block */
	free(s->vlans);
	free(s->unaware.egress);
	for (i = 0; i < s->n_defs; i++) {
		free(s->defs[i].name);
		free(s->defs[i].description);
	}
	free(s->defs);
	for (i = 0; i < s->n_vals; i++)
		swa_value_free(&s->vals[i].v);
	free(s->vals);
	free(s->fdb);
	free(s->mirrors);
	free(s);
}

/* Grows an array of elem-sized items to hold one more */
static int swa_grow(void **arr, size_t *cap, size_t n, size_t elem)
{
	size_t ncap;
	void *p;

	if (n < *cap)
		return 0;
	ncap = *cap ? 2 * *cap : 16;
	p = realloc(*arr, ncap * elem);
	if (!p)
		return -ENOMEM;
	*arr = p;
	*cap = ncap;
	return 0;
}

int swa_snapshot_add_vlan(struct swa_snapshot *s, uint32_t index,
			  uint16_t vid, const struct swa_port_ref *members,
			  size_t n)
{
	struct swa_vlan *v;
	uint8_t *lists;
	size_t i;

	if (vid < 1 || vid > SWA_VID_MAX)
		return 0;	/* not a VLAN Q-BRIDGE-MIB can show */
	if (swa_grow((void **)&s->vlans, &s->cap_vlan_rows, s->n_vlan_rows,
		     sizeof(*s->vlans)))
		return -ENOMEM;
	lists = calloc(2, s->portlist_len ? s->portlist_len : 1);
	if (!lists)
		return -ENOMEM;
	v = &s->vlans[s->n_vlan_rows++];
	memset(v, 0, sizeof(*v));
	v->vid = vid;
	v->index = index;
	v->fid = vid;	/* until swa_snapshot_finish finds the driver's */
	v->egress = lists;
	v->untagged = lists + s->portlist_len;
	for (i = 0; i < n; i++) {
		if (members[i].id >= s->n_ports)
			continue;	/* a kernel answer we cannot place */
		swa_portlist_set(v->egress, s->portlist_len, members[i].id + 1);
		if (!members[i].tagged)
			swa_portlist_set(v->untagged, s->portlist_len,
					 members[i].id + 1);
	}
	return 0;
}

int swa_snapshot_add_def(struct swa_snapshot *s, enum swa_group group,
			 uint32_t id, enum swa_type type, const char *name,
			 const char *description)
{
	struct swa_attr_def *d;
	char *n, *desc;

	if (swa_grow((void **)&s->defs, &s->cap_defs, s->n_defs,
		     sizeof(*s->defs)))
		return -ENOMEM;
	n = strdup(name ? name : "");
	desc = strdup(description ? description : "");
	if (!n || !desc) {
		free(n);
		free(desc);
		return -ENOMEM;
	}
	d = &s->defs[s->n_defs++];
	d->group = group;
	d->id = id;
	d->type = type;
	d->name = n;
	d->description = desc;
	return 0;
}

int swa_snapshot_add_value(struct swa_snapshot *s, enum swa_group group,
			   uint32_t id, uint32_t instance, struct swa_value *v)
{
	struct swa_attr_value *a;

	if (swa_grow((void **)&s->vals, &s->cap_vals, s->n_vals,
		     sizeof(*s->vals))) {
		swa_value_free(v);
		return -ENOMEM;
	}
	a = &s->vals[s->n_vals++];
	a->group = group;
	a->id = id;
	a->instance = instance;
	a->v = *v;
	memset(v, 0, sizeof(*v));
	return 0;
}

int swa_snapshot_set_mib(struct swa_snapshot *s, uint32_t port,
			 const char *text)
{
	char *copy;

	if (port >= s->n_ports)
		return -EINVAL;
	copy = strdup(text ? text : "");
	if (!copy)
		return -ENOMEM;
	free(s->ports[port].mib);
	s->ports[port].mib = copy;
	return 0;
}

/* ---------------------------------------------------------- lookups */

static int swa_cmp_u32(uint32_t a, uint32_t b)
{
	return a < b ? -1 : a > b;
}

static int swa_def_cmp(const void *pa, const void *pb)
{
	const struct swa_attr_def *a = pa, *b = pb;

	if (a->group != b->group)
		return swa_cmp_u32(a->group, b->group);
	return swa_cmp_u32(a->id, b->id);
}

static int swa_val_cmp(const void *pa, const void *pb)
{
	const struct swa_attr_value *a = pa, *b = pb;

	if (a->group != b->group)
		return swa_cmp_u32(a->group, b->group);
	if (a->id != b->id)
		return swa_cmp_u32(a->id, b->id);
	return swa_cmp_u32(a->instance, b->instance);
}

static int swa_vlan_cmp(const void *pa, const void *pb)
{
	const struct swa_vlan *a = pa, *b = pb;

	return swa_cmp_u32(a->vid, b->vid);
}

/* For the sort only: rows of one VID in table index order, so that the
 * lowest index is the one kept whatever order qsort leaves equal keys in */
static int swa_vlan_sort_cmp(const void *pa, const void *pb)
{
	const struct swa_vlan *a = pa, *b = pb;

	if (a->vid != b->vid)
		return swa_cmp_u32(a->vid, b->vid);
	return swa_cmp_u32(a->index, b->index);
}

const struct swa_vlan *swa_snapshot_vlan(const struct swa_snapshot *s,
					 uint16_t vid)
{
	struct swa_vlan key = { .vid = vid };

	if (!s || !s->n_vlan_rows)
		return NULL;
	return bsearch(&key, s->vlans, s->n_vlan_rows, sizeof(key),
		       swa_vlan_cmp);
}

const struct swa_vlan *swa_snapshot_current(const struct swa_snapshot *s,
					    size_t *n)
{
	if (s->vlan_enabled) {
		*n = s->n_vlan_rows;
		return s->vlans;
	}
	*n = 1;
	return &s->unaware;
}

uint16_t swa_snapshot_pvid_in_effect(const struct swa_snapshot *s,
				     const struct swa_port *p)
{
	if (!s->vlan_enabled)
		return s->unaware.vid;
	return p->has_pvid ? p->pvid : 0;
}

/*
 * Most drivers number their VLAN table by VID (no "vid" attribute): the
 * row of VID index, found by binary search, is then the entry's. Else
 * (an entry without a row, a driver that maps VIDs) a pass over the
 * rows; with that pass alone, callers asking about every entry (a
 * focused reading, the state file) were quadratic at 4094 VLANs.
 */
const struct swa_vlan *swa_snapshot_vlan_by_index(const struct swa_snapshot *s,
						  uint32_t index)
{
	const struct swa_vlan *row;
	size_t i;

	if (index >= 1 && index <= SWA_VID_MAX) {
		row = swa_snapshot_vlan(s, (uint16_t)index);
		if (row && row->index == index)
			return row;
	}
	for (i = 0; s && i < s->n_vlan_rows; i++) {
		if (s->vlans[i].index == index)
			return &s->vlans[i];
	}
	return NULL;
}

const struct swa_attr_def *swa_snapshot_def(const struct swa_snapshot *s,
					    enum swa_group group, uint32_t id)
{
	struct swa_attr_def key = { .group = group, .id = id };

	if (!s || !s->n_defs)
		return NULL;
	return bsearch(&key, s->defs, s->n_defs, sizeof(key), swa_def_cmp);
}

const struct swa_attr_def *swa_snapshot_def_by_name(const struct swa_snapshot *s,
						    enum swa_group group,
						    const char *name)
{
	size_t i;

	for (i = 0; s && i < s->n_defs; i++) {
		if (s->defs[i].group == group && !strcmp(s->defs[i].name, name))
			return &s->defs[i];
	}
	return NULL;
}

const struct swa_attr_value *swa_snapshot_value(const struct swa_snapshot *s,
						enum swa_group group,
						uint32_t id, uint32_t instance)
{
	struct swa_attr_value key = {
		.group = group, .id = id, .instance = instance,
	};

	if (!s || !s->n_vals)
		return NULL;
	return bsearch(&key, s->vals, s->n_vals, sizeof(key), swa_val_cmp);
}

/* The value of a named attribute, if it has the given type */
static const struct swa_value *swa_named(const struct swa_snapshot *s,
					 enum swa_group group, const char *name,
					 enum swa_type type, uint32_t instance)
{
	const struct swa_attr_def *d = swa_snapshot_def_by_name(s, group, name);
	const struct swa_attr_value *a;

	if (!d || d->type != type)
		return NULL;
	a = swa_snapshot_value(s, group, d->id, instance);
	return a && a->v.type == type ? &a->v : NULL;
}

/* ----------------------------------------------------------- finish */

/* Cuts a UTF-8 string to at most max bytes without splitting a character */
static void swa_copy_utf8(char *dst, size_t max, const char *src)
{
	size_t len = strlen(src);

	if (len > max) {
		len = max;
		while (len > 0 && ((unsigned char)src[len] & 0xc0) == 0x80)
			len--;
	}
	memcpy(dst, src, len);
	dst[len] = '\0';
}

static uint16_t swa_vid_of_index(const struct swa_snapshot *s, uint32_t index)
{
	const struct swa_vlan *v = swa_snapshot_vlan_by_index(s, index);
	const struct swa_value *vid;

	if (v)
		return v->vid;
	vid = swa_named(s, SWA_GROUP_VLAN, "vid", SWA_TYPE_INT, index);
	if (vid)
		return vid->i >= 1 && vid->i <= SWA_VID_MAX ? (uint16_t)vid->i : 0;
	if (swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "vid"))
		return 0;	/* has VIDs, but this index's is unknown */
	return index >= 1 && index <= SWA_VID_MAX ? (uint16_t)index : 0;
}

/* Marvell's 802.1Q modes (mvsw61xx "qmode"): 3, secure, checks membership */
#define SWA_QMODE_SECURE	3

/*
 * Ingress filtering in 802.1Q's sense, a frame dropped when its port is
 * no member of its VLAN: mvsw61xx's "qmode" secure. Its other modes do
 * not check membership (check: the VID must be in the table; fallback:
 * not even that; 0: no 802.1Q). A switch with enable_vlan 0 ignores
 * its table, so filters nothing, whatever the port's mode.
 */
static void swa_finish_filtering(const struct swa_snapshot *s,
				 struct swa_port *p)
{
	const struct swa_value *v;

	if (!p->ingress_filtering) {
		v = swa_named(s, SWA_GROUP_PORT, "qmode", SWA_TYPE_INT, p->id);
		p->ingress_filtering = v && v->i == SWA_QMODE_SECURE;
	}
	if (!s->vlan_enabled)
		p->ingress_filtering = false;
}

static void swa_finish_port(struct swa_snapshot *s, struct swa_port *p)
{
	const struct swa_value *v;

	if (!p->has_link) {
		v = swa_named(s, SWA_GROUP_PORT, "link", SWA_TYPE_LINK, p->id);
		if (v) {
			p->has_link = true;
			p->link = v->link;
		}
	}
	if (!p->has_pvid) {
		v = swa_named(s, SWA_GROUP_PORT, "pvid", SWA_TYPE_INT, p->id);
		if (v) {
			p->has_pvid = true;
			p->pvid_index = v->i;
		}
	}
	if (p->has_pvid)
		p->pvid = swa_vid_of_index(s, p->pvid_index);
	swa_finish_filtering(s, p);
	if (!p->has_admin) {
		if ((v = swa_named(s, SWA_GROUP_PORT, "enable", SWA_TYPE_INT, p->id))) {
			p->has_admin = true;
			p->admin_up = v->i != 0;
		} else if ((v = swa_named(s, SWA_GROUP_PORT, "disable",
					  SWA_TYPE_INT, p->id))) {
			p->has_admin = true;
			p->admin_up = v->i == 0;
		}
	}
	if (!p->label[0]) {
		v = swa_named(s, SWA_GROUP_PORT, "label", SWA_TYPE_STRING, p->id);
		if (v && v->s)
			swa_copy(p->label, sizeof(p->label), v->s);
	}
	if (!p->mib) {
		v = swa_named(s, SWA_GROUP_PORT, "mib", SWA_TYPE_STRING, p->id);
		if (v && v->s)
			p->mib = strdup(v->s);	/* NULL on ENOMEM: no counters */
	}
	if (!p->name[0])
		snprintf(p->name, sizeof(p->name), "%.40s-port%" PRIu32,
			 s->devname, p->id);
	if (!p->descr[0])
		snprintf(p->descr, sizeof(p->descr), "%.40s port %" PRIu32 "%s%s%s%s",
			 s->devname, p->id, p->is_cpu ? " (CPU)" : "",
			 p->label[0] ? " \"" : "", p->label,
			 p->label[0] ? "\"" : "");
}

void swa_snapshot_vlan_ints(const struct swa_snapshot *s, uint32_t id,
			    uint32_t *vids, size_t n)
{
	size_t j;

	memset(vids, 0, n * sizeof(*vids));
	/* backwards, so that of two values the first added is written last */
	for (j = s->n_vals; j-- > 0;) {
		const struct swa_attr_value *a = &s->vals[j];

		if (a->group == SWA_GROUP_VLAN && a->id == id &&
		    a->instance < n && a->v.type == SWA_TYPE_INT)
			vids[a->instance] = a->v.i;
	}
}

/*
 * The driver's address table (ar8xxx, mt7530: "arl_table") as the FDB,
 * and its ageing time ("arl_age_time", ar8327/ar8337)
 */
static int swa_finish_arl(struct swa_snapshot *s)
{
	const struct swa_value *v;

	v = swa_named(s, SWA_GROUP_GLOBAL, "arl_age_time", SWA_TYPE_INT, 0);
	if (v)
		s->aging_time = v->i;
	v = swa_named(s, SWA_GROUP_GLOBAL, "arl_table", SWA_TYPE_STRING, 0);
	if (!v)
		return 0;
	s->has_fdb = true;
	s->fdb_no_vid = true;
	return v->s && swa_arl_parse(s, v->s) < 0 ? -1 : 0;
}

/* The port mirroring sessions, read once for every answer (mirror.c) */
static int swa_finish_mirrors(struct swa_snapshot *s)
{
	s->mirrors = calloc(s->n_ports ? s->n_ports : 1, sizeof(*s->mirrors));
	if (!s->mirrors)
		return -1;
	s->n_mirrors = swa_mirror_read(s, s->mirrors);
	return 0;
}

/*
 * The filtering database a VLAN learns into: the driver's "fid" (rtl8366rb,
 * rtl8366s, rtl8367, hwsim), which VLANs may share (shared VLAN learning:
 * rtl836x's are 0 by default, all VLANs one database). Without it, or
 * while its value is unread (a reading in parts), the VID stays: one
 * database per VLAN, as the FDB tables of bridges number them (fdb.c).
 */
static void swa_finish_fid(const struct swa_snapshot *s, struct swa_vlan *vl)
{
	const struct swa_value *v;

	v = swa_named(s, SWA_GROUP_VLAN, "fid", SWA_TYPE_INT, vl->index);
	if (v)
		vl->fid = v->i;
}

/*
 * The host interface the switch is attached to: the netdev its alias
 * names, where drivers register the switch on one (ar8xxx, ag71xx: "eth0";
 * others name their platform device, no netdev). A bridge's ports are
 * host interfaces themselves.
 */
static void swa_finish_netdev(struct swa_snapshot *s)
{
	if (s->netdev_ifindex || s->host_ports || !s->alias[0] ||
	    s->alias[0] == '.' || strchr(s->alias, '/'))
		return;
	s->netdev_ifindex = if_nametoindex(s->alias);
}

/* The one VLAN a switch with enable_vlan 0 forwards in: 1, every port */
static int swa_finish_unaware(struct swa_snapshot *s)
{
	size_t len = s->portlist_len;
	uint32_t p;

	s->unaware.egress = calloc(2, len ? len : 1);
	if (!s->unaware.egress)
		return -1;
	s->unaware.untagged = s->unaware.egress + len;
	s->unaware.vid = 1;
	s->unaware.index = 1;
	s->unaware.fid = 1;	/* one database: no VLAN's "fid" applies */
	snprintf(s->unaware.name, sizeof(s->unaware.name), "default");
	for (p = 0; p < s->n_ports; p++) {
		swa_portlist_set(s->unaware.egress, len, p + 1);
		swa_portlist_set(s->unaware.untagged, len, p + 1);
	}
	return 0;
}

int swa_snapshot_finish(struct swa_snapshot *s)
{
	const struct swa_value *v;
	size_t i, j;

	if (s->n_defs)
		qsort(s->defs, s->n_defs, sizeof(*s->defs), swa_def_cmp);
	if (s->n_vals)
		qsort(s->vals, s->n_vals, sizeof(*s->vals), swa_val_cmp);
	/* a value twice: keep one (the kernel would not, a fake source might) */
	for (i = j = 0; i < s->n_vals; i++) {
		if (j && !swa_val_cmp(&s->vals[j - 1], &s->vals[i])) {
			swa_value_free(&s->vals[i].v);
			continue;
		}
		s->vals[j++] = s->vals[i];
	}
	s->n_vals = j;

	if (s->n_vlan_rows)
		qsort(s->vlans, s->n_vlan_rows, sizeof(*s->vlans),
		      swa_vlan_sort_cmp);
	for (i = j = 0; i < s->n_vlan_rows; i++) {
		/* two indexes, one VID: the lowest index stays (agent/README) */
		if (j && s->vlans[j - 1].vid == s->vlans[i].vid) {
			free(s->vlans[i].egress);
			continue;
		}
		s->vlans[j++] = s->vlans[i];
	}
	s->n_vlan_rows = j;
	if (swa_finish_arl(s) || swa_finish_mirrors(s))
		return -1;
	swa_fdb_sort(s);

	for (i = 0; i < s->n_vlan_rows; i++) {
		struct swa_vlan *vl = &s->vlans[i];

		v = swa_named(s, SWA_GROUP_VLAN, "name", SWA_TYPE_STRING, vl->index);
		if (v && v->s)
			swa_copy_utf8(vl->name, SWA_VLAN_NAME_LEN, v->s);
		else if (!swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "name"))
			snprintf(vl->name, sizeof(vl->name), "VLAN%04u", vl->vid);
		swa_finish_fid(s, vl);
	}

	swa_finish_netdev(s);
	v = swa_named(s, SWA_GROUP_GLOBAL, "enable_vlan", SWA_TYPE_INT, 0);
	s->vlan_enabled = v ? v->i != 0 : true;
	if (!s->vlan_enabled && swa_finish_unaware(s))
		return -1;
	v = swa_named(s, SWA_GROUP_GLOBAL, "max_frame_size", SWA_TYPE_INT, 0);
	for (i = 0; i < s->n_ports; i++) {
		if (v && v->i > SWA_FRAME_OVERHEAD)
			s->ports[i].mtu = v->i - SWA_FRAME_OVERHEAD;
		swa_finish_port(s, &s->ports[i]);
	}

	/* VIDs: the table's indexes, unless the driver maps them ("vid") */
	if (swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "vid")) {
		/* a slot per VLAN, each any VID: as many VLANs as slots */
		s->max_vid = SWA_VID_MAX;
		s->max_supported = s->n_vlans < SWA_VID_MAX ? s->n_vlans : SWA_VID_MAX;
	} else {
		s->max_vid = s->n_vlans > SWA_VID_MAX ? SWA_VID_MAX :
			     (s->n_vlans ? s->n_vlans - 1 : 0);
		s->max_supported = s->max_vid;
	}

	for (i = 0; i < sizeof(s->bridge_addr); i++) {
		if (s->bridge_addr[i])
			break;
	}
	if (i == sizeof(s->bridge_addr)) {
		/*
		 * no address from the attached interface: a local one, per
		 * switch, from N of switchN as ifIndex (the kernel's id moves
		 * on OpenWrt's core when a driver is reloaded)
		 */
		static const uint8_t local[6] = { 0x02, 0x53, 0x57, 0, 0, 0 };
		uint32_t n = swa_ifindex_switch_number(s->devname, s->id);

		memcpy(s->bridge_addr, local, sizeof(local));
		s->bridge_addr[4] = (uint8_t)(n >> 8);
		s->bridge_addr[5] = (uint8_t)n;
	}
	return 0;
}

/* ------------------------------------------------------ text format */

static size_t swa_add(char *buf, size_t size, size_t used, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static size_t swa_add(char *buf, size_t size, size_t used, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (used >= size)
		return used;
	va_start(ap, fmt);
	n = vsnprintf(buf + used, size - used, fmt, ap);
	va_end(ap);
	if (n < 0)
		return used;
	return used + (size_t)n < size ? used + (size_t)n : size - 1;
}

char *swa_value_format(const struct swa_value *v, char *buf, size_t size)
{
	static const char *const eee[] = {
		"eee100", "eee1000", "eee2500", "eee5000", "eee10000",
	};
	size_t used = 0, i;

	if (!size)
		return buf;
	buf[0] = '\0';
	switch (v->type) {
	case SWA_TYPE_INT:
		swa_add(buf, size, 0, "%" PRId32, (int32_t)v->i);
		break;
	case SWA_TYPE_STRING:
		swa_add(buf, size, 0, "%s", v->s ? v->s : "");
		break;
	case SWA_TYPE_PORTS:
		for (i = 0; i < v->n_ports; i++)
			used = swa_add(buf, size, used, "%s%" PRIu32 "%s",
				       i ? " " : "", v->ports[i].id,
				       v->ports[i].tagged ? "t" : "");
		break;
	case SWA_TYPE_LINK:
		if (!v->link.up) {
			swa_add(buf, size, 0, "link:down");
			break;
		}
		used = swa_add(buf, size, 0, "link:up speed:%" PRIu32 "baseT %s-duplex",
			       v->link.speed, v->link.duplex ? "full" : "half");
		if (v->link.tx_flow)
			used = swa_add(buf, size, used, " txflow");
		if (v->link.rx_flow)
			used = swa_add(buf, size, used, " rxflow");
		for (i = 0; i < SWA_ARRAY_SIZE(eee); i++) {
			if (v->link.eee & (1u << i))
				used = swa_add(buf, size, used, " %s", eee[i]);
		}
		if (v->link.aneg)
			swa_add(buf, size, used, " auto");
		break;
	case SWA_TYPE_NOVAL:
	case SWA_TYPE_UNSPEC:
		break;
	}
	return buf;
}

int swa_value_from_portlists(const uint8_t *egress, const uint8_t *untagged,
			     size_t len, struct swa_value *v)
{
	unsigned int bp;

	memset(v, 0, sizeof(*v));
	v->type = SWA_TYPE_PORTS;
	for (bp = 0; (bp = swa_portlist_next(egress, len, bp));)
		v->n_ports++;
	if (!v->n_ports)
		return 0;
	v->ports = calloc(v->n_ports, sizeof(*v->ports));
	if (!v->ports)
		return -ENOMEM;
	v->n_ports = 0;
	for (bp = 0; (bp = swa_portlist_next(egress, len, bp));) {
		v->ports[v->n_ports].id = bp - 1;
		v->ports[v->n_ports].tagged = !swa_portlist_test(untagged, len, bp);
		v->n_ports++;
	}
	return 0;
}

/* Whether def is the one a reading turns into VLAN rows (swconfig's) */
static bool swa_is_members(const struct swa_attr_def *def)
{
	return def->group == SWA_GROUP_VLAN && def->type == SWA_TYPE_PORTS &&
	       !strcmp(def->name, "ports");
}

int swa_snapshot_raw_value(const struct swa_snapshot *s,
			   const struct swa_attr_def *def, uint32_t instance,
			   struct swa_value *out)
{
	static const uint8_t none[SWA_PORTLIST_MAX];
	const struct swa_attr_value *cur;
	const struct swa_vlan *row;

	memset(out, 0, sizeof(*out));
	if (swa_is_members(def)) {
		row = swa_snapshot_vlan_by_index(s, instance);
		return swa_value_from_portlists(row ? row->egress : none,
						row ? row->untagged : none,
						s->portlist_len, out);
	}
	cur = swa_snapshot_value(s, def->group, def->id, instance);
	if (!cur || cur->v.type != def->type)
		return 1;
	return swa_value_dup(out, &cur->v);
}

/* Kept under its old name for the state file, its only user now */
const struct swa_attr_def *swa_txn_def(const struct swa_snapshot *s,
				       enum swa_group group, const char *name,
				       enum swa_type type)
{
	const struct swa_attr_def *d = swa_snapshot_def_by_name(s, group, name);

	return d && d->type == type ? d : NULL;
}
