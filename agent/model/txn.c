// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Transactions: what one SET request changes, checked as a whole and
 * written all or nothing.
 *
 * The changes of a request are gathered per switch; several varbinds
 * touching the same VLAN or port merge into one change. Preparing a
 * change checks it against a fresh reading of the switch (not the
 * served snapshot, which may be seconds old: changes made behind the
 * agent's back must not be overwritten with stale values) and plans the
 * writes, each with the value it replaces:
 *
 *   1. "vid" of the table entry a new VLAN gets (drivers that map VIDs)
 *   2. VLAN memberships ("ports")
 *   3. VLAN names, port admin state, other driver attributes
 *   4. PVIDs: the swconfig core makes a VLAN the PVID of its untagged
 *      members when its ports are written (OpenWrt semantics), while in
 *      Q-BRIDGE-MIB only dot1qPvid changes a PVID; so after membership
 *      writes every port that could have moved gets the PVID the manager
 *      expects back
 *   5. apply, once per switch
 *
 * A failure undoes the writes made, in reverse order, puts the PVIDs
 * back (undoing a membership write moves them again) and re-applies the
 * switches already applied. A write with nothing to put back (an
 * action such as "reset", a value that could not be read) cannot be
 * undone: when one was made, the failure is undoFailed, never "undone".
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

const char *swa_txn_err_name(enum swa_txn_err e)
{
	static const char *const names[] = {
		[SWA_TXN_OK] = "noError",
		[SWA_TXN_WRONG_VALUE] = "wrongValue",
		[SWA_TXN_WRONG_LENGTH] = "wrongLength",
		[SWA_TXN_INCONSISTENT] = "inconsistentValue",
		[SWA_TXN_NO_CREATION] = "noCreation",
		[SWA_TXN_NOT_WRITABLE] = "notWritable",
		[SWA_TXN_RESOURCE] = "resourceUnavailable",
		[SWA_TXN_COMMIT_FAILED] = "commitFailed",
		[SWA_TXN_UNDO_FAILED] = "undoFailed",
	};

	return (size_t)e < SWA_ARRAY_SIZE(names) ? names[e] : "genErr";
}

static enum swa_txn_err swa_txn_fail(struct swa_txn *t, enum swa_txn_err err,
				     unsigned int tag, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static enum swa_txn_err swa_txn_fail(struct swa_txn *t, enum swa_txn_err err,
				     unsigned int tag, const char *fmt, ...)
{
	va_list ap;

	t->err = err;
	t->err_tag = tag;
	va_start(ap, fmt);
	vsnprintf(t->msg, sizeof(t->msg), fmt, ap);
	va_end(ap);
	return err;
}

void swa_txn_init(struct swa_txn *t)
{
	memset(t, 0, sizeof(*t));
}

static void swa_change_free(struct swa_change *c)
{
	size_t i;

	for (i = 0; i < c->n_attrs; i++)
		swa_value_free(&c->attrs[i].v);
	for (i = 0; i < c->n_writes; i++) {
		swa_value_free(&c->writes[i].value);
		swa_value_free(&c->writes[i].old);
	}
	free(c->vlans);
	free(c->ports);
	free(c->attrs);
	free(c->writes);
	free(c->new_index);
	swa_snapshot_free(c->base);
}

void swa_txn_free(struct swa_txn *t)
{
	size_t i;

	for (i = 0; i < t->n_sw; i++)
		swa_change_free(&t->sw[i]);
	free(t->sw);
	swa_txn_init(t);
}

/* ------------------------------------------------------ gathering */

static struct swa_change *swa_txn_change(struct swa_txn *t, const char *sw)
{
	struct swa_change *c;
	size_t i;

	for (i = 0; i < t->n_sw; i++) {
		if (!strcmp(t->sw[i].sw_name, sw))
			return &t->sw[i];
	}
	c = realloc(t->sw, (t->n_sw + 1) * sizeof(*c));
	if (!c)
		return NULL;
	t->sw = c;
	c = &t->sw[t->n_sw++];
	memset(c, 0, sizeof(*c));
	snprintf(c->sw_name, sizeof(c->sw_name), "%s", sw);
	return c;
}

/* One more zeroed element at the end of *arr (n elements of size) */
static void *swa_txn_append(void **arr, size_t *n, size_t size)
{
	char *p = realloc(*arr, (*n + 1) * size);

	if (!p)
		return NULL;
	*arr = p;
	p += (*n)++ * size;
	memset(p, 0, size);
	return p;
}

struct swa_vlan_change *swa_txn_vlan(struct swa_txn *t, const char *sw,
				     uint16_t vid, unsigned int tag)
{
	struct swa_change *c = swa_txn_change(t, sw);
	struct swa_vlan_change *v;
	size_t i;

	if (!c)
		return NULL;
	for (i = 0; i < c->n_vlans; i++) {
		if (c->vlans[i].vid == vid)
			return &c->vlans[i];
	}
	v = swa_txn_append((void **)&c->vlans, &c->n_vlans, sizeof(*v));
	if (v) {
		v->vid = vid;
		v->tag = tag;
	}
	return v;
}

struct swa_port_change *swa_txn_port(struct swa_txn *t, const char *sw,
				     uint32_t port, unsigned int tag)
{
	struct swa_change *c = swa_txn_change(t, sw);
	struct swa_port_change *p;
	size_t i;

	if (!c)
		return NULL;
	for (i = 0; i < c->n_ports; i++) {
		if (c->ports[i].port == port)
			return &c->ports[i];
	}
	p = swa_txn_append((void **)&c->ports, &c->n_ports, sizeof(*p));
	if (p) {
		p->port = port;
		p->tag = tag;
	}
	return p;
}

struct swa_attr_change *swa_txn_attr(struct swa_txn *t, const char *sw,
				     enum swa_group group, uint32_t id,
				     uint32_t instance, unsigned int tag,
				     struct swa_value *v)
{
	struct swa_change *c = swa_txn_change(t, sw);
	struct swa_attr_change *a = NULL;
	size_t i;

	for (i = 0; c && i < c->n_attrs; i++) {
		a = &c->attrs[i];
		if (a->group == group && a->id == id && a->instance == instance)
			break;
		a = NULL;
	}
	if (a) {
		swa_value_free(&a->v);	/* the request's last value wins */
	} else if (c) {
		a = swa_txn_append((void **)&c->attrs, &c->n_attrs, sizeof(*a));
		if (a) {
			a->group = group;
			a->id = id;
			a->instance = instance;
			a->tag = tag;
		}
	}
	if (!a) {
		swa_value_free(v);
		return NULL;
	}
	a->v = *v;
	memset(v, 0, sizeof(*v));
	return a;
}

/* ------------------------------------------------------- planning */

const struct swa_attr_def *swa_txn_def(const struct swa_snapshot *s,
				       enum swa_group group, const char *name,
				       enum swa_type type)
{
	const struct swa_attr_def *d = swa_snapshot_def_by_name(s, group, name);

	return d && d->type == type ? d : NULL;
}

static int swa_ports_value(const struct swa_snapshot *s, const uint8_t *egress,
			   const uint8_t *untagged, struct swa_value *v)
{
	return swa_value_from_portlists(egress, untagged, s->portlist_len, v);
}

/* Appends a write; value and old are taken over (old may be NULL) */
static int swa_plan(struct swa_change *c, const struct swa_attr_def *def,
		    uint32_t instance, struct swa_value *value,
		    struct swa_value *old, unsigned int tag)
{
	struct swa_write *w;

	if (c->n_writes == c->cap_writes) {
		size_t cap = c->cap_writes ? 2 * c->cap_writes : 16;

		w = realloc(c->writes, cap * sizeof(*w));
		if (!w) {
			swa_value_free(value);
			if (old)
				swa_value_free(old);
			return -ENOMEM;
		}
		c->writes = w;
		c->cap_writes = cap;
	}
	w = &c->writes[c->n_writes++];
	memset(w, 0, sizeof(*w));
	w->def = def;
	w->instance = instance;
	w->value = *value;
	w->tag = tag;
	w->membership = def->group == SWA_GROUP_VLAN && def->type == SWA_TYPE_PORTS &&
			!strcmp(def->name, "ports");
	if (old) {
		w->has_old = true;
		w->old = *old;
	}
	return 0;
}

/*
 * The value of a VLAN entry's attribute that the base reading left out
 * (entries without members are not read): asked of the source where it
 * can tell, else, as far as the agent can tell, an empty string or port
 * list. Returns 0 with *old set, 1 when nothing is known (the write is
 * not undone), -ENOMEM.
 */
static int swa_unread_old(const struct swa_change *c,
			  const struct swa_attr_def *def, uint32_t instance,
			  struct swa_value *old)
{
	struct swa_source *src = c->src;

	memset(old, 0, sizeof(*old));
	if (src && src->ops->read_raw &&
	    !src->ops->read_raw(src, c->base, def, instance, old)) {
		if (old->type == def->type)
			return 0;
		swa_value_free(old);
		memset(old, 0, sizeof(*old));
	}
	if (def->type != SWA_TYPE_STRING && def->type != SWA_TYPE_PORTS)
		return 1;
	old->type = def->type;
	if (def->type == SWA_TYPE_STRING && !(old->s = strdup("")))
		return -ENOMEM;
	return 0;
}

/* The value a write replaces, from the base reading (false: none read) */
static int swa_plan_with_old(struct swa_change *c, const struct swa_attr_def *def,
			     uint32_t instance, struct swa_value *value,
			     unsigned int tag)
{
	const struct swa_attr_value *cur;
	struct swa_value old;

	cur = swa_snapshot_value(c->base, def->group, def->id, instance);
	if (!cur || cur->v.type != def->type)
		return swa_plan(c, def, instance, value, NULL, tag);
	if (swa_value_dup(&old, &cur->v)) {
		swa_value_free(value);
		return -ENOMEM;
	}
	return swa_plan(c, def, instance, value, &old, tag);
}

static struct swa_vlan_change *swa_change_vlan(struct swa_change *c,
					       uint16_t vid)
{
	size_t i;

	for (i = 0; i < c->n_vlans; i++) {
		if (c->vlans[i].vid == vid)
			return &c->vlans[i];
	}
	return NULL;
}

static struct swa_port_change *swa_change_port(struct swa_change *c,
					       uint32_t port)
{
	size_t i;

	for (i = 0; i < c->n_ports; i++) {
		if (c->ports[i].port == port)
			return &c->ports[i];
	}
	return NULL;
}

/* The VID a port will have as PVID (0: unknown) */
static uint16_t swa_future_pvid(struct swa_change *c, const struct swa_port *p)
{
	const struct swa_port_change *pc = swa_change_port(c, p->id);

	return pc && pc->set_pvid ? pc->pvid : p->pvid;
}

/* A table index for a new VLAN: its VID, or a free entry ("vid" drivers) */
static enum swa_txn_err swa_pick_index(struct swa_txn *t, struct swa_change *c,
				       size_t k, uint32_t *index)
{
	const struct swa_snapshot *s = c->base;
	const struct swa_vlan_change *v = &c->vlans[k];
	uint32_t idx;
	size_t i;

	if (!swa_txn_def(s, SWA_GROUP_VLAN, "vid", SWA_TYPE_INT)) {
		if (v->vid >= s->n_vlans || v->vid > s->max_vid)
			return swa_txn_fail(t, SWA_TXN_NO_CREATION, v->tag,
					    "%s: VLAN %u is beyond its %u-entry VLAN table",
					    c->sw_name, v->vid, s->n_vlans);
		*index = v->vid;
		return SWA_TXN_OK;
	}
	for (idx = 1; idx < s->n_vlans; idx++) {
		bool used = swa_snapshot_vlan_by_index(s, idx) != NULL;

		for (i = 0; !used && i < s->n_ports; i++)
			used = s->ports[i].has_pvid && s->ports[i].pvid_index == idx;
		for (i = 0; !used && i < k; i++)
			used = c->vlans[i].row == SWA_ROW_CREATE &&
			       c->new_index[i] == idx;
		if (!used) {
			*index = idx;
			return SWA_TXN_OK;
		}
	}
	return swa_txn_fail(t, SWA_TXN_RESOURCE, v->tag,
			    "%s: no free VLAN table entry for VLAN %u",
			    c->sw_name, v->vid);
}

/* Row status rules; *index gets the VLAN's table index */
static enum swa_txn_err swa_check_row(struct swa_txn *t, struct swa_change *c,
				      size_t k, const struct swa_vlan *row,
				      uint32_t *index)
{
	struct swa_vlan_change *v = &c->vlans[k];
	uint32_t i;

	if (row)
		*index = row->index;
	switch (v->row) {
	case SWA_ROW_CREATE:
		if (row)
			return swa_txn_fail(t, SWA_TXN_INCONSISTENT, v->tag,
					    "%s: VLAN %u exists already",
					    c->sw_name, v->vid);
		return swa_pick_index(t, c, k, index);
	case SWA_ROW_DESTROY:
		if (v->set_egress || v->set_untagged || v->set_name)
			return swa_txn_fail(t, SWA_TXN_INCONSISTENT, v->tag,
					    "%s: VLAN %u destroyed and changed at once",
					    c->sw_name, v->vid);
		if (v->vid == 1)
			return swa_txn_fail(t, SWA_TXN_INCONSISTENT, v->tag,
					    "%s: VLAN 1 cannot be destroyed",
					    c->sw_name);
		for (i = 0; row && i < c->base->n_ports; i++) {
			const struct swa_port *p = &c->base->ports[i];

			if (p->has_pvid && swa_future_pvid(c, p) == v->vid)
				return swa_txn_fail(t, SWA_TXN_INCONSISTENT, v->tag,
						    "%s: VLAN %u is the PVID of port %u",
						    c->sw_name, v->vid, p->base_port);
		}
		return SWA_TXN_OK;
	case SWA_ROW_ACTIVE:
	case SWA_ROW_KEEP:
		if (!row)
			return swa_txn_fail(t, v->row == SWA_ROW_ACTIVE ?
					    SWA_TXN_INCONSISTENT : SWA_TXN_NO_CREATION,
					    v->tag, "%s: no VLAN %u", c->sw_name,
					    v->vid);
		return SWA_TXN_OK;
	}
	return SWA_TXN_OK;
}

/*
 * The memberships a VLAN change leads to, left in v->egress/untagged:
 * ports leaving the egress list leave the untagged one too, ports
 * joining it are tagged unless the untagged list is given.
 */
static enum swa_txn_err swa_final_lists(struct swa_txn *t, struct swa_change *c,
					struct swa_vlan_change *v,
					const struct swa_vlan *row)
{
	size_t len = c->base->portlist_len, i;
	uint8_t egress[SWA_PORTLIST_MAX] = { 0 };

	if (v->set_egress)
		memcpy(egress, v->egress, len);
	else if (row && v->row != SWA_ROW_DESTROY)
		memcpy(egress, row->egress, len);
	if (!v->set_untagged) {
		memset(v->untagged, 0, sizeof(v->untagged));
		for (i = 0; row && v->row != SWA_ROW_DESTROY && i < len; i++)
			v->untagged[i] = row->untagged[i] & egress[i];
	}
	memcpy(v->egress, egress, sizeof(egress));
	if (!swa_portlist_valid(v->egress, len, c->base->n_ports) ||
	    !swa_portlist_valid(v->untagged, len, c->base->n_ports))
		return swa_txn_fail(t, SWA_TXN_WRONG_VALUE, v->tag,
				    "%s: VLAN %u: ports beyond the switch's %u",
				    c->sw_name, v->vid, c->base->n_ports);
	if (!swa_portlist_subset(v->untagged, v->egress, len))
		return swa_txn_fail(t, SWA_TXN_INCONSISTENT, v->tag,
				    "%s: VLAN %u: untagged ports that are not members",
				    c->sw_name, v->vid);
	return SWA_TXN_OK;
}

static bool swa_lists_equal(const struct swa_snapshot *s,
			    const struct swa_vlan_change *v,
			    const struct swa_vlan *row)
{
	static const uint8_t none[SWA_PORTLIST_MAX];
	const uint8_t *egress = row ? row->egress : none;
	const uint8_t *untagged = row ? row->untagged : none;

	return !memcmp(v->egress, egress, s->portlist_len) &&
	       !memcmp(v->untagged, untagged, s->portlist_len);
}

/* "vid" of new entries, then memberships */
static enum swa_txn_err swa_plan_vlans(struct swa_txn *t, struct swa_change *c)
{
	const struct swa_snapshot *s = c->base;
	const struct swa_attr_def *ports = swa_txn_def(s, SWA_GROUP_VLAN, "ports",
						       SWA_TYPE_PORTS);
	const struct swa_attr_def *vid = swa_txn_def(s, SWA_GROUP_VLAN, "vid",
						     SWA_TYPE_INT);
	enum swa_txn_err err;
	size_t k;

	for (k = 0; k < c->n_vlans; k++) {
		struct swa_vlan_change *v = &c->vlans[k];
		const struct swa_vlan *row = swa_snapshot_vlan(s, v->vid);
		struct swa_value val, old;

		err = swa_check_row(t, c, k, row, &c->new_index[k]);
		if (!err)
			err = swa_final_lists(t, c, v, row);
		if (err)
			return err;
		if (v->row == SWA_ROW_DESTROY && !row)
			continue;
		if (swa_lists_equal(s, v, row))
			continue;
		if (!ports)
			return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, v->tag,
					    "%s: the driver cannot set VLAN members",
					    c->sw_name);
		if (v->row == SWA_ROW_CREATE && vid) {
			memset(&val, 0, sizeof(val));
			val.type = SWA_TYPE_INT;
			val.i = v->vid;
			if (swa_plan(c, vid, c->new_index[k], &val, NULL, v->tag))
				goto nomem;
		}
		if (swa_ports_value(s, v->egress, v->untagged, &val))
			goto nomem;
		/* a new entry had no members: undone by emptying it */
		memset(&old, 0, sizeof(old));
		old.type = SWA_TYPE_PORTS;
		if (row && swa_ports_value(s, row->egress, row->untagged, &old)) {
			swa_value_free(&val);
			goto nomem;
		}
		if (swa_plan(c, ports, c->new_index[k], &val, &old, v->tag))
			goto nomem;
	}
	return SWA_TXN_OK;
nomem:
	return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
}

static enum swa_txn_err swa_plan_names(struct swa_txn *t, struct swa_change *c)
{
	const struct swa_attr_def *name = swa_txn_def(c->base, SWA_GROUP_VLAN,
						      "name", SWA_TYPE_STRING);
	size_t k;

	for (k = 0; name && k < c->n_vlans; k++) {
		struct swa_vlan_change *v = &c->vlans[k];
		const struct swa_attr_value *cur;
		struct swa_value val = { .type = SWA_TYPE_STRING };

		cur = swa_snapshot_value(c->base, SWA_GROUP_VLAN, name->id,
					 c->new_index[k]);
		if (v->row == SWA_ROW_DESTROY) {
			/* a VLAN created again later starts unnamed */
			if (!cur || !cur->v.s || !cur->v.s[0])
				continue;
			val.s = strdup("");
		} else if (v->set_name) {
			val.s = strdup(v->name);
		} else {
			continue;
		}
		if (!val.s)
			return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
		if (!cur) {
			/* not read: an entry without members */
			struct swa_value old;

			if (swa_unread_old(c, name, c->new_index[k], &old)) {
				/* a string always has a value: out of memory */
				swa_value_free(&val);
				return swa_txn_fail(t, SWA_TXN_RESOURCE, 0,
						    "out of memory");
			}
			if (swa_plan(c, name, c->new_index[k], &val, &old,
				     v->tag))
				return swa_txn_fail(t, SWA_TXN_RESOURCE, 0,
						    "out of memory");
		} else if (swa_plan_with_old(c, name, c->new_index[k], &val,
					     v->tag)) {
			return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
		}
	}
	return SWA_TXN_OK;
}

/* The table index a port's future PVID is at; checks the VLAN exists */
static enum swa_txn_err swa_pvid_index(struct swa_txn *t, struct swa_change *c,
				       const struct swa_port_change *pc,
				       uint32_t *index)
{
	const struct swa_vlan_change *v = swa_change_vlan(c, pc->pvid);
	const struct swa_vlan *row = swa_snapshot_vlan(c->base, pc->pvid);

	if (pc->pvid < 1 || pc->pvid > SWA_VID_MAX)
		return swa_txn_fail(t, SWA_TXN_WRONG_VALUE, pc->tag,
				    "%s: %u is not a VLAN ID", c->sw_name,
				    pc->pvid);
	if (v && v->row == SWA_ROW_CREATE) {
		*index = c->new_index[v - c->vlans];
		return SWA_TXN_OK;
	}
	if (!row || (v && v->row == SWA_ROW_DESTROY))
		return swa_txn_fail(t, SWA_TXN_INCONSISTENT, pc->tag,
				    "%s: port %u: there is no VLAN %u",
				    c->sw_name, pc->port + 1, pc->pvid);
	*index = row->index;
	return SWA_TXN_OK;
}

static enum swa_txn_err swa_plan_admin(struct swa_txn *t, struct swa_change *c,
				       const struct swa_port_change *pc)
{
	const struct swa_attr_def *d = swa_txn_def(c->base, SWA_GROUP_PORT,
						   "enable", SWA_TYPE_INT);
	struct swa_value val = { .type = SWA_TYPE_INT };
	bool up = pc->admin_up;

	if (!d) {
		d = swa_txn_def(c->base, SWA_GROUP_PORT, "disable", SWA_TYPE_INT);
		up = !up;
	}
	if (!d)
		return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, pc->tag,
				    "%s: the driver cannot disable ports",
				    c->sw_name);
	val.i = up;
	if (swa_plan_with_old(c, d, pc->port, &val, pc->tag))
		return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
	return SWA_TXN_OK;
}

static bool swa_values_equal(const struct swa_value *a,
			     const struct swa_value *b)
{
	size_t i;

	if (a->type != b->type)
		return false;
	switch (a->type) {
	case SWA_TYPE_INT:
		return a->i == b->i;
	case SWA_TYPE_STRING:
		return !strcmp(a->s ? a->s : "", b->s ? b->s : "");
	case SWA_TYPE_PORTS:
		if (a->n_ports != b->n_ports)
			return false;
		for (i = 0; i < a->n_ports; i++) {
			if (a->ports[i].id != b->ports[i].id ||
			    a->ports[i].tagged != b->ports[i].tagged)
				return false;
		}
		return true;
	default:
		return false;	/* links, actions: always written */
	}
}

static bool swa_is_membership(const struct swa_attr_def *d)
{
	return d->group == SWA_GROUP_VLAN && d->type == SWA_TYPE_PORTS &&
	       !strcmp(d->name, "ports");
}

/* A VLAN entry's members as its "ports" value (none without a row) */
static int swa_row_ports(const struct swa_snapshot *s, uint32_t index,
			 struct swa_value *out)
{
	const struct swa_vlan *row = swa_snapshot_vlan_by_index(s, index);
	static const uint8_t none[SWA_PORTLIST_MAX];

	return swa_ports_value(s, row ? row->egress : none,
			       row ? row->untagged : none, out);
}

/* Whether a change sets what the switch holds already: no write */
static bool swa_value_unchanged(const struct swa_snapshot *s,
				const struct swa_attr_def *d,
				const struct swa_attr_change *a)
{
	const struct swa_attr_value *cur = swa_snapshot_value(s, d->group, d->id,
							      a->instance);
	struct swa_value members;
	bool same;

	if (!swa_is_membership(d))
		return cur && swa_values_equal(&cur->v, &a->v);
	if (swa_row_ports(s, a->instance, &members))
		return false;
	same = swa_values_equal(&members, &a->v);
	swa_value_free(&members);
	return same;
}

/*
 * A driver attribute write. The source reads VLAN attributes only of
 * entries with members: the old values of the others are asked for
 * (swa_unread_old) so that the write can be undone.
 */
static int swa_plan_attr(struct swa_change *c, const struct swa_attr_def *d,
			 uint32_t instance, struct swa_value *val,
			 unsigned int tag)
{
	struct swa_value old = { .type = d->type };
	int ret;

	if (d->type == SWA_TYPE_NOVAL)
		return swa_plan(c, d, instance, val, NULL, tag);
	if (swa_is_membership(d)) {
		if (swa_row_ports(c->base, instance, &old)) {
			swa_value_free(val);
			return -ENOMEM;
		}
		return swa_plan(c, d, instance, val, &old, tag);
	}
	if (swa_snapshot_value(c->base, d->group, d->id, instance) ||
	    d->group != SWA_GROUP_VLAN)
		return swa_plan_with_old(c, d, instance, val, tag);
	ret = swa_unread_old(c, d, instance, &old);
	if (ret < 0) {
		swa_value_free(val);
		return ret;
	}
	return swa_plan(c, d, instance, val, ret ? NULL : &old, tag);
}

/* Whether the change writes attribute id of port as a driver attribute */
static bool swa_sets_attr(const struct swa_change *c, enum swa_group group,
			  uint32_t id, uint32_t instance)
{
	size_t i;

	for (i = 0; i < c->n_attrs; i++) {
		if (c->attrs[i].group == group && c->attrs[i].id == id &&
		    c->attrs[i].instance == instance)
			return true;
	}
	return false;
}

static enum swa_txn_err swa_plan_attrs(struct swa_txn *t, struct swa_change *c)
{
	const struct swa_snapshot *s = c->base;
	size_t i;

	for (i = 0; i < c->n_attrs; i++) {
		const struct swa_attr_change *a = &c->attrs[i];
		const struct swa_attr_def *d = swa_snapshot_def(s, a->group, a->id);
		uint32_t limit = a->group == SWA_GROUP_PORT ? s->n_ports :
				 a->group == SWA_GROUP_VLAN ? s->n_vlans : 1;
		struct swa_value val;

		if (!d)
			return swa_txn_fail(t, SWA_TXN_NO_CREATION, a->tag,
					    "%s: no such attribute", c->sw_name);
		if (a->instance >= limit)
			return swa_txn_fail(t, SWA_TXN_NO_CREATION, a->tag,
					    "%s: %s: no instance %u", c->sw_name,
					    d->name, a->instance);
		if (a->v.type != d->type)
			return swa_txn_fail(t, SWA_TXN_WRONG_VALUE, a->tag,
					    "%s: %s: value of the wrong type",
					    c->sw_name, d->name);
		if (swa_value_unchanged(s, d, a))
			continue;
		if (swa_value_dup(&val, &a->v) ||
		    swa_plan_attr(c, d, a->instance, &val, a->tag))
			return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
	}
	return SWA_TXN_OK;
}

/* Whether a planned membership write makes port an untagged member */
static bool swa_moves_pvid(const struct swa_change *c, uint32_t port)
{
	size_t i, j;

	for (i = 0; i < c->n_writes; i++) {
		const struct swa_write *w = &c->writes[i];

		for (j = 0; w->membership && j < w->value.n_ports; j++) {
			if (w->value.ports[j].id == port && !w->value.ports[j].tagged)
				return true;
		}
	}
	return false;
}

/* Admin states, then PVIDs: the manager's, or back to what they were */
static enum swa_txn_err swa_plan_ports(struct swa_txn *t, struct swa_change *c)
{
	const struct swa_snapshot *s = c->base;
	const struct swa_attr_def *pvid = swa_txn_def(s, SWA_GROUP_PORT, "pvid",
						      SWA_TYPE_INT);
	enum swa_txn_err err;
	size_t i;

	for (i = 0; i < c->n_ports; i++) {
		const struct swa_port_change *pc = &c->ports[i];

		if (pc->port >= s->n_ports)
			return swa_txn_fail(t, SWA_TXN_NO_CREATION, pc->tag,
					    "%s: no port %u", c->sw_name, pc->port);
		if (pc->set_admin && (err = swa_plan_admin(t, c, pc)))
			return err;
		if (pc->set_pvid && (!pvid || !s->ports[pc->port].has_pvid))
			return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, pc->tag,
					    "%s: the driver has no PVIDs",
					    c->sw_name);
	}
	for (i = 0; pvid && i < s->n_ports; i++) {
		const struct swa_port *p = &s->ports[i];
		const struct swa_port_change *pc = swa_change_port(c, p->id);
		struct swa_value val = { .type = SWA_TYPE_INT };
		struct swa_value old = { .type = SWA_TYPE_INT };
		uint32_t index = p->pvid_index;

		/* a "pvid" written as a driver attribute is the manager's */
		if (!p->has_pvid || swa_sets_attr(c, SWA_GROUP_PORT, pvid->id, p->id))
			continue;
		if (pc && pc->set_pvid && (err = swa_pvid_index(t, c, pc, &index)))
			return err;
		if (index == p->pvid_index && !swa_moves_pvid(c, p->id))
			continue;
		val.i = index;
		old.i = p->pvid_index;
		if (swa_plan(c, pvid, p->id, &val, &old, pc ? pc->tag : 0))
			return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
	}
	return SWA_TXN_OK;
}

enum swa_txn_err swa_txn_prepare(struct swa_txn *t, struct swa_change *c,
				 struct swa_snapshot *base)
{
	enum swa_txn_err err;

	swa_snapshot_free(c->base);
	c->base = base;
	c->src = t->src;
	free(c->new_index);
	c->new_index = calloc(c->n_vlans ? c->n_vlans : 1,
			      sizeof(*c->new_index));
	if (!c->new_index)
		return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
	err = swa_plan_vlans(t, c);
	if (!err)
		err = swa_plan_names(t, c);
	if (!err)
		err = swa_plan_attrs(t, c);
	if (!err)
		err = swa_plan_ports(t, c);
	return err;
}

/* ------------------------------------------------------ execution */

static int swa_write_value(struct swa_source *src, const struct swa_change *c,
			   const struct swa_attr_def *def, uint32_t instance,
			   const struct swa_value *v)
{
	return src->ops->write(src, c->base, def, instance,
			       def->type == SWA_TYPE_NOVAL ? NULL : v);
}

static int swa_change_run(struct swa_change *c, struct swa_source *src)
{
	int ret;

	for (c->n_done = 0; c->n_done < c->n_writes; c->n_done++) {
		const struct swa_write *w = &c->writes[c->n_done];

		ret = swa_write_value(src, c, w->def, w->instance, &w->value);
		if (ret)
			return ret;
	}
	if (!c->n_writes || !src->ops->apply)
		return 0;
	ret = src->ops->apply(src, c->base);
	if (!ret)
		c->applied = true;
	return ret;
}

/* Puts back every PVID as read: undone memberships moved some */
static int swa_restore_pvids(struct swa_change *c, struct swa_source *src)
{
	const struct swa_attr_def *pvid = swa_txn_def(c->base, SWA_GROUP_PORT,
						      "pvid", SWA_TYPE_INT);
	struct swa_value v = { .type = SWA_TYPE_INT };
	int failed = 0;
	uint32_t i;

	for (i = 0; pvid && i < c->base->n_ports; i++) {
		if (!c->base->ports[i].has_pvid)
			continue;
		v.i = c->base->ports[i].pvid_index;
		failed += swa_write_value(src, c, pvid, i, &v) != 0;
	}
	return failed;
}

static int swa_change_undo(struct swa_change *c, struct swa_source *src)
{
	bool moved = false;
	int failed = 0;
	size_t i;

	for (i = c->n_done; i-- > 0;) {
		const struct swa_write *w = &c->writes[i];

		if (!w->has_old) {
			/* an action, or a value never read: it stays done */
			swa_warn("%s: %s of %u cannot be undone", c->sw_name,
				 w->def->name, w->instance);
			failed++;
			continue;
		}
		if (swa_write_value(src, c, w->def, w->instance, &w->old)) {
			swa_warn("%s: cannot put back %s of %u", c->sw_name,
				 w->def->name, w->instance);
			failed++;
		}
		moved |= w->membership;
	}
	if (moved)
		failed += swa_restore_pvids(c, src);
	if (c->applied && src->ops->apply(src, c->base))
		failed++;
	c->n_done = 0;
	c->applied = false;
	return failed;
}

enum swa_txn_err swa_txn_execute(struct swa_txn *t, struct swa_source *src)
{
	size_t i, j;
	int ret, failed;

	if (!src->ops->write)
		return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, 0,
				    "the %s source is read-only", src->ops->kind);
	for (i = 0; i < t->n_sw; i++) {
		struct swa_change *c = &t->sw[i];
		const char *what;
		unsigned int tag;

		ret = swa_change_run(c, src);
		if (!ret)
			continue;
		tag = c->n_done < c->n_writes ? c->writes[c->n_done].tag : 0;
		what = c->n_done < c->n_writes ? c->writes[c->n_done].def->name :
		       "apply";
		failed = 0;
		for (j = i + 1; j-- > 0;)
			failed += swa_change_undo(&t->sw[j], src);
		if (ret == -EPERM)
			swa_err("%s: writing needs CAP_NET_ADMIN", c->sw_name);
		return swa_txn_fail(t, failed ? SWA_TXN_UNDO_FAILED :
				    SWA_TXN_COMMIT_FAILED, tag,
				    "%s: %s failed: %s%s", c->sw_name, what,
				    strerror(-ret), failed ? "; not all undone" :
				    "; undone");
	}
	return SWA_TXN_OK;
}

enum swa_txn_err swa_txn_rollback(struct swa_txn *t, struct swa_source *src)
{
	int failed = 0;
	size_t i;

	for (i = t->n_sw; i-- > 0;)
		failed += swa_change_undo(&t->sw[i], src);
	if (failed)
		return swa_txn_fail(t, SWA_TXN_UNDO_FAILED, 0,
				    "%d writes could not be undone", failed);
	return SWA_TXN_OK;
}

/* ------------------------------------------------------------ memo */

int swa_txn_remember(const struct swa_change *c, struct swa_memo *m)
{
	size_t k;

	for (k = 0; k < c->n_vlans; k++) {
		const struct swa_vlan_change *v = &c->vlans[k];
		struct swa_vlan_memo *vm;
		bool empty;

		if (v->row == SWA_ROW_DESTROY) {
			swa_memo_forget_vlan(m, v->vid);
			continue;
		}
		empty = !swa_portlist_next(v->egress, c->base->portlist_len, 0);
		if (!v->set_name && !(empty && (v->row == SWA_ROW_CREATE ||
						 v->set_egress)))
			continue;
		vm = swa_memo_vlan(m, v->vid, true);
		if (!vm)
			return -ENOMEM;
		vm->index = c->new_index[k];
		if (empty)
			vm->created = true;
		if (v->set_name) {
			vm->has_name = true;
			snprintf(vm->name, sizeof(vm->name), "%s", v->name);
		}
	}
	for (k = 0; k < c->n_ports; k++) {
		const struct swa_port_change *pc = &c->ports[k];
		struct swa_port_memo *pm;

		if (!pc->set_alias && !pc->set_link_traps)
			continue;
		pm = swa_memo_port(m, pc->port, true);
		if (!pm)
			return -ENOMEM;
		if (pc->set_alias)
			snprintf(pm->alias, sizeof(pm->alias), "%s", pc->alias);
		if (pc->set_link_traps)
			pm->link_traps = pc->link_traps;
	}
	return 0;
}
