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
 * operations of the agent's model (struct swa_source_ops' writes, in
 * VLAN IDs and ports), each with what it replaces:
 *
 *   1. VLAN members (set_vlan; del_vlan when none are left); a new
 *      VLAN's room (its table index) is asked of the source while
 *      checking
 *   2. VLAN names
 *   3. driver attributes (SWCONFIG-MIB, state files: write_raw), then
 *      port mirroring and the address ageing time, which are driver
 *      attributes too (mirror.c and arl.c name them)
 *   4. port admin states and link settings (MAU-MIB: autonegotiation,
 *      forced speed and duplex)
 *   5. the PVIDs the manager set: only those (in Q-BRIDGE-MIB only
 *      dot1qPvid changes a PVID; a source whose switch moves PVIDs by
 *      itself puts them back)
 *   6. commit, once per switch
 *
 * No attribute names here: what a switch calls them, its table indexes
 * and what it does beyond what it is asked are its source's business.
 *
 * A failure undoes the operations made, in reverse order, with the same
 * operations, then commits again the switches already committed (abort
 * for the others). An operation with nothing to put back (an action
 * such as "reset", a value that could not be read) cannot be undone:
 * when one was made, the failure is undoFailed, never "undone".
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "model/arl.h"
#include "model/mirror.h"

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

static void swa_ops_free(struct swa_change *c)
{
	size_t i;

	for (i = 0; i < c->n_ops; i++) {
		swa_value_free(&c->ops[i].set.value);
		swa_value_free(&c->ops[i].old.value);
	}
	free(c->ops);
	c->ops = NULL;
	c->n_ops = c->cap_ops = c->n_done = 0;
}

/* The base goes, and what the source kept for the transaction with it */
static void swa_change_base_free(struct swa_change *c)
{
	if (c->base && c->src && c->src->ops->end)
		c->src->ops->end(c->src, c->base);
	swa_snapshot_free(c->base);
	c->base = NULL;
}

static void swa_change_free(struct swa_change *c)
{
	size_t i;

	for (i = 0; i < c->n_attrs; i++)
		swa_value_free(&c->attrs[i].v);
	swa_ops_free(c);
	free(c->vlans);
	free(c->ports);
	free(c->attrs);
	free(c->mirrors);
	free(c->new_index);
	swa_change_base_free(c);
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

struct swa_mirror_change *swa_txn_mirror(struct swa_txn *t, const char *sw,
					 uint32_t source, uint32_t monitor,
					 unsigned int tag)
{
	struct swa_change *c = swa_txn_change(t, sw);
	struct swa_mirror_change *m;
	size_t i;

	if (!c)
		return NULL;
	for (i = 0; i < c->n_mirrors; i++) {
		m = &c->mirrors[i];
		if (m->source == source && m->monitor == monitor)
			return m;
	}
	m = swa_txn_append((void **)&c->mirrors, &c->n_mirrors, sizeof(*m));
	if (m) {
		m->source = source;
		m->monitor = monitor;
		m->tag = tag;
	}
	return m;
}

int swa_txn_aging(struct swa_txn *t, const char *sw, uint32_t seconds,
		  unsigned int tag)
{
	struct swa_change *c = swa_txn_change(t, sw);

	if (!c)
		return -1;
	if (!c->set_aging)
		c->aging_tag = tag;
	c->set_aging = true;
	c->aging = seconds;
	return 0;
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

/* What the switch of c lets the agent write */
static struct swa_write_caps swa_change_caps(const struct swa_change *c)
{
	struct swa_write_caps caps = { .vlans = false };

	if (c->src && c->src->ops->write_caps)
		c->src->ops->write_caps(c->src, c->base, &caps);
	return caps;
}

/* Appends an operation of kind with nothing set yet; NULL: out of memory */
static struct swa_op *swa_plan(struct swa_change *c, enum swa_op_kind kind,
			       unsigned int tag)
{
	struct swa_op *op;

	if (c->n_ops == c->cap_ops) {
		size_t cap = c->cap_ops ? 2 * c->cap_ops : 16;

		op = realloc(c->ops, cap * sizeof(*op));
		if (!op)
			return NULL;
		c->ops = op;
		c->cap_ops = cap;
	}
	op = &c->ops[c->n_ops++];
	memset(op, 0, sizeof(*op));
	op->kind = kind;
	op->tag = tag;
	return op;
}

static enum swa_txn_err swa_nomem(struct swa_txn *t)
{
	return swa_txn_fail(t, SWA_TXN_RESOURCE, 0, "out of memory");
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

/* Room for a new VLAN, asked of the source: *index its table index */
static enum swa_txn_err swa_new_vlan(struct swa_txn *t, struct swa_change *c,
				     const struct swa_vlan_change *v,
				     uint32_t *index)
{
	struct swa_source *src = c->src;
	int ret = src && src->ops->new_vlan ?
		  src->ops->new_vlan(src, c->base, v->vid, index) : -ERANGE;

	if (ret == -ERANGE)
		return swa_txn_fail(t, SWA_TXN_NO_CREATION, v->tag,
				    "%s: VLAN %u is beyond its %u-entry VLAN table",
				    c->sw_name, v->vid, c->base->n_vlans);
	if (ret == -ENOSPC)
		return swa_txn_fail(t, SWA_TXN_RESOURCE, v->tag,
				    "%s: no free VLAN table entry for VLAN %u",
				    c->sw_name, v->vid);
	if (ret)
		return swa_txn_fail(t, SWA_TXN_RESOURCE, v->tag,
				    "%s: VLAN %u: %s", c->sw_name, v->vid,
				    strerror(-ret));
	return SWA_TXN_OK;
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
		return swa_new_vlan(t, c, v, index);
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

/* A VLAN's new members; a VLAN that was not there is undone by emptying it */
static int swa_plan_members(struct swa_change *c,
			    const struct swa_vlan_change *v,
			    const struct swa_vlan *row)
{
	size_t len = c->base->portlist_len;
	struct swa_op *op = swa_plan(c, SWA_OP_VLAN, v->tag);

	if (!op)
		return -ENOMEM;
	op->vid = v->vid;
	memcpy(op->set.egress, v->egress, len);
	memcpy(op->set.untagged, v->untagged, len);
	op->has_old = true;
	if (row) {
		memcpy(op->old.egress, row->egress, len);
		memcpy(op->old.untagged, row->untagged, len);
	}
	return 0;
}

/* Table indexes and row rules, then memberships */
static enum swa_txn_err swa_plan_vlans(struct swa_txn *t, struct swa_change *c,
				       const struct swa_write_caps *caps)
{
	const struct swa_snapshot *s = c->base;
	enum swa_txn_err err;
	size_t k;

	for (k = 0; k < c->n_vlans; k++) {
		struct swa_vlan_change *v = &c->vlans[k];
		const struct swa_vlan *row = swa_snapshot_vlan(s, v->vid);

		err = swa_check_row(t, c, k, row, &c->new_index[k]);
		if (!err)
			err = swa_final_lists(t, c, v, row);
		if (err)
			return err;
		if (v->row == SWA_ROW_DESTROY && !row)
			continue;
		if (swa_lists_equal(s, v, row))
			continue;
		if (!caps->vlans)
			return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, v->tag,
					    "%s: the driver cannot set VLAN members",
					    c->sw_name);
		if (swa_plan_members(c, v, row))
			return swa_nomem(t);
	}
	return SWA_TXN_OK;
}

/*
 * The name a VLAN has: its row's, when the reading read it (a VLAN with
 * members); else asked of the source where it can tell; else, as far as
 * the agent can tell, none. false: not read and not empty.
 */
static bool swa_vlan_name(const struct swa_change *c, uint16_t vid,
			  const struct swa_vlan *row, char *name, size_t len)
{
	struct swa_source *src = c->src;

	name[0] = '\0';
	if (row && swa_portlist_next(row->egress, c->base->portlist_len, 0)) {
		snprintf(name, len, "%s", row->name);
		return true;
	}
	if (src && src->ops->get_vlan_name &&
	    src->ops->get_vlan_name(src, c->base, vid, name, len))
		name[0] = '\0';
	return false;
}

static enum swa_txn_err swa_plan_names(struct swa_txn *t, struct swa_change *c,
				       const struct swa_write_caps *caps)
{
	size_t k;

	for (k = 0; caps->vlan_names && k < c->n_vlans; k++) {
		const struct swa_vlan_change *v = &c->vlans[k];
		const struct swa_vlan *row = swa_snapshot_vlan(c->base, v->vid);
		struct swa_op *op;
		char old[SWA_VLAN_NAME_LEN + 1];
		bool read = false;

		if (v->row == SWA_ROW_DESTROY) {
			/* a VLAN created again later starts unnamed */
			read = row && swa_vlan_name(c, v->vid, row, old,
						    sizeof(old));
			if (!read || !old[0])
				continue;
		} else if (!v->set_name) {
			continue;
		} else {
			swa_vlan_name(c, v->vid, row, old, sizeof(old));
		}
		op = swa_plan(c, SWA_OP_VLAN_NAME, v->tag);
		if (!op)
			return swa_nomem(t);
		op->vid = v->vid;
		if (v->row != SWA_ROW_DESTROY)
			snprintf(op->set.name, sizeof(op->set.name), "%s", v->name);
		op->has_old = true;
		snprintf(op->old.name, sizeof(op->old.name), "%s", old);
	}
	return SWA_TXN_OK;
}

/* Checks that a port's future PVID is a VLAN the switch will have */
static enum swa_txn_err swa_check_pvid(struct swa_txn *t, struct swa_change *c,
				       const struct swa_port_change *pc)
{
	const struct swa_vlan_change *v = swa_change_vlan(c, pc->pvid);
	const struct swa_vlan *row = swa_snapshot_vlan(c->base, pc->pvid);

	if (pc->pvid < 1 || pc->pvid > SWA_VID_MAX)
		return swa_txn_fail(t, SWA_TXN_WRONG_VALUE, pc->tag,
				    "%s: %u is not a VLAN ID", c->sw_name,
				    pc->pvid);
	if (v && v->row == SWA_ROW_CREATE)
		return SWA_TXN_OK;
	if (!row || (v && v->row == SWA_ROW_DESTROY))
		return swa_txn_fail(t, SWA_TXN_INCONSISTENT, pc->tag,
				    "%s: port %u: there is no VLAN %u",
				    c->sw_name, pc->port + 1, pc->pvid);
	return SWA_TXN_OK;
}

static enum swa_txn_err swa_plan_admin(struct swa_txn *t, struct swa_change *c,
				       const struct swa_write_caps *caps,
				       const struct swa_port_change *pc)
{
	const struct swa_port *p = &c->base->ports[pc->port];
	struct swa_op *op;

	if (!caps->port_admin)
		return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, pc->tag,
				    "%s: the driver cannot disable ports",
				    c->sw_name);
	op = swa_plan(c, SWA_OP_ADMIN, pc->tag);
	if (!op)
		return swa_nomem(t);
	op->port = pc->port;
	op->set.up = pc->admin_up;
	op->has_old = p->has_admin;
	op->old.up = p->admin_up;
	return SWA_TXN_OK;
}

/*
 * MAU-MIB's link settings: autonegotiation on or off, the speed and
 * duplex forced while it is off. Autonegotiation enabled wins over a
 * forced type set in the same request (RFC 4836: ifMauDefaultType has
 * no effect while it is on): the type is not written. Refused on the CPU port (a manager must not cut
 * the router off from its switch), and without a forced type to fall
 * back to when autonegotiation is turned off on a port whose link
 * reports no speed. Turned on, it advertises all the port can (speed
 * 0: OpenWrt's generic set_link ignores the speed then, hwsim takes it
 * as a cap).
 */
static enum swa_txn_err swa_plan_link(struct swa_txn *t, struct swa_change *c,
				      const struct swa_write_caps *caps,
				      const struct swa_port_change *pc)
{
	const struct swa_port *p = &c->base->ports[pc->port];
	struct swa_link link = p->link;
	struct swa_op *op;

	if (!caps->port_link || !p->has_link)
		return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, pc->tag,
				    "%s: the driver cannot set port %u's link",
				    c->sw_name, pc->port);
	if (p->is_cpu || pc->port == c->base->cpu_port)
		return swa_txn_fail(t, SWA_TXN_INCONSISTENT, pc->tag,
				    "%s: port %u is the CPU port: its link stays",
				    c->sw_name, pc->port);
	if (pc->set_aneg)
		link.aneg = pc->aneg;
	if (link.aneg) {
		link.speed = 0;
		link.duplex = true;
	} else if (pc->set_forced) {
		link.speed = pc->forced_mbps;
		link.duplex = pc->forced_duplex;
	}
	if (!link.aneg && link.speed != 10 && link.speed != 100 &&
	    link.speed != 1000)
		return swa_txn_fail(t, SWA_TXN_INCONSISTENT, pc->tag,
				    "%s: port %u: no speed to force (%u Mbit/s)",
				    c->sw_name, pc->port, link.speed);
	if (!link.aneg && link.speed == 1000 && !link.duplex)
		return swa_txn_fail(t, SWA_TXN_INCONSISTENT, pc->tag,
				    "%s: port %u: no half duplex at 1000 Mbit/s",
				    c->sw_name, pc->port);
	/* nothing to write: enabling it again would restart it */
	if (link.aneg == p->link.aneg &&
	    (link.aneg || (link.speed == p->link.speed &&
			   link.duplex == p->link.duplex)))
		return SWA_TXN_OK;
	op = swa_plan(c, SWA_OP_LINK, pc->tag);
	if (!op)
		return swa_nomem(t);
	op->port = pc->port;
	op->set.link = link;
	op->has_old = true;
	op->old.link = p->link;
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

/* Whether a change sets what the switch holds already: no write */
static bool swa_value_unchanged(const struct swa_snapshot *s,
				const struct swa_attr_def *d,
				const struct swa_attr_change *a)
{
	struct swa_value cur;
	bool same;

	if (swa_snapshot_raw_value(s, d, a->instance, &cur))
		return false;
	same = swa_values_equal(&cur, &a->v);
	swa_value_free(&cur);
	return same;
}

/*
 * The value a raw write replaces. The source reads VLAN attributes only
 * of entries with members: the old values of the others are asked of
 * it, else, as far as the agent can tell, an empty string or port list.
 * 0 with *old set, 1 when nothing is known (the write is not undone),
 * -ENOMEM.
 */
static int swa_raw_old(const struct swa_change *c, const struct swa_attr_def *d,
		       uint32_t instance, struct swa_value *old)
{
	struct swa_source *src = c->src;
	int ret = swa_snapshot_raw_value(c->base, d, instance, old);

	if (ret <= 0 || d->group != SWA_GROUP_VLAN)
		return ret;
	if (src && src->ops->read_raw &&
	    !src->ops->read_raw(src, c->base, d, instance, old)) {
		if (old->type == d->type)
			return 0;
		swa_value_free(old);
	}
	memset(old, 0, sizeof(*old));
	if (d->type != SWA_TYPE_STRING && d->type != SWA_TYPE_PORTS)
		return 1;
	old->type = d->type;
	if (d->type == SWA_TYPE_STRING && !(old->s = strdup("")))
		return -ENOMEM;
	return 0;
}

/* A driver attribute write (SWCONFIG-MIB, a state file's lines) */
static int swa_plan_raw(struct swa_change *c, const struct swa_attr_def *d,
			const struct swa_attr_change *a)
{
	struct swa_op *op = swa_plan(c, SWA_OP_RAW, a->tag);
	int ret;

	if (!op)
		return -ENOMEM;
	op->def = d;
	op->instance = a->instance;
	if (swa_value_dup(&op->set.value, &a->v))
		return -ENOMEM;
	if (d->type == SWA_TYPE_NOVAL)
		return 0;	/* an action: nothing to put back */
	ret = swa_raw_old(c, d, a->instance, &op->old.value);
	if (ret < 0)
		return ret;
	op->has_old = !ret;
	return 0;
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
		if (swa_plan_raw(c, d, a))
			return swa_nomem(t);
	}
	return SWA_TXN_OK;
}

/* The driver attributes of the mirroring sessions the request leads to */
static enum swa_txn_err swa_plan_mirrors(struct swa_txn *t,
					 struct swa_change *c)
{
	struct swa_mirror_plan p;
	enum swa_txn_err err = SWA_TXN_OK;
	size_t i;

	if (!c->n_mirrors)
		return SWA_TXN_OK;
	if (swa_mirror_plan(c->base, c->mirrors, c->n_mirrors, &p))
		return swa_txn_fail(t, (enum swa_txn_err)p.err, p.tag,
				    "%s: mirroring: %s", c->sw_name, p.msg);
	for (i = 0; !err && i < p.n; i++) {
		const struct swa_attr_change *w = &p.writes[i];
		const struct swa_attr_def *d = swa_snapshot_def(c->base, w->group,
								w->id);

		if (!swa_value_unchanged(c->base, d, w) && swa_plan_raw(c, d, w))
			err = swa_nomem(t);
	}
	swa_mirror_plan_free(&p);
	return err;
}

/* dot1dTpAgingTime: the driver's ageing time, where it has one */
static enum swa_txn_err swa_plan_aging(struct swa_txn *t, struct swa_change *c)
{
	const struct swa_attr_def *d = swa_arl_age_def(c->base);
	struct swa_attr_change a = {
		.group = SWA_GROUP_GLOBAL, .tag = c->aging_tag,
		.v = { .type = SWA_TYPE_INT, .i = c->aging },
	};

	if (!c->set_aging)
		return SWA_TXN_OK;
	if (!d)
		return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, c->aging_tag,
				    "%s: the driver has no ageing time",
				    c->sw_name);
	a.id = d->id;
	if (!swa_value_unchanged(c->base, d, &a) && swa_plan_raw(c, d, &a))
		return swa_nomem(t);
	return SWA_TXN_OK;
}

static enum swa_txn_err swa_plan_pvid(struct swa_txn *t, struct swa_change *c,
				      const struct swa_port_change *pc)
{
	const struct swa_port *p = &c->base->ports[pc->port];
	enum swa_txn_err err = swa_check_pvid(t, c, pc);
	struct swa_op *op;

	if (err || pc->pvid == p->pvid)
		return err;
	op = swa_plan(c, SWA_OP_PVID, pc->tag);
	if (!op)
		return swa_nomem(t);
	op->port = pc->port;
	op->set.pvid = pc->pvid;
	/* 0: a PVID outside the VLANs read; the source knows which */
	op->has_old = true;
	op->old.pvid = p->pvid;
	return SWA_TXN_OK;
}

/* Admin states, then the PVIDs the manager set */
static enum swa_txn_err swa_plan_ports(struct swa_txn *t, struct swa_change *c,
				       const struct swa_write_caps *caps)
{
	const struct swa_snapshot *s = c->base;
	enum swa_txn_err err;
	size_t i;

	for (i = 0; i < c->n_ports; i++) {
		const struct swa_port_change *pc = &c->ports[i];

		if (pc->port >= s->n_ports)
			return swa_txn_fail(t, SWA_TXN_NO_CREATION, pc->tag,
					    "%s: no port %u", c->sw_name, pc->port);
		if (pc->set_admin && (err = swa_plan_admin(t, c, caps, pc)))
			return err;
		if ((pc->set_aneg || pc->set_forced) &&
		    (err = swa_plan_link(t, c, caps, pc)))
			return err;
		if (pc->set_pvid && (!caps->pvids || !s->ports[pc->port].has_pvid))
			return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, pc->tag,
					    "%s: the driver has no PVIDs",
					    c->sw_name);
	}
	for (i = 0; i < s->n_ports; i++) {
		const struct swa_port_change *pc = swa_change_port(c, s->ports[i].id);

		if (pc && pc->set_pvid && (err = swa_plan_pvid(t, c, pc)))
			return err;
	}
	return SWA_TXN_OK;
}

enum swa_txn_err swa_txn_prepare(struct swa_txn *t, struct swa_change *c,
				 struct swa_snapshot *base)
{
	struct swa_write_caps caps;
	enum swa_txn_err err;

	swa_change_base_free(c);
	swa_ops_free(c);
	c->base = base;
	c->src = t->src;
	free(c->new_index);
	c->new_index = calloc(c->n_vlans ? c->n_vlans : 1,
			      sizeof(*c->new_index));
	if (!c->new_index)
		return swa_nomem(t);
	caps = swa_change_caps(c);
	err = swa_plan_vlans(t, c, &caps);
	if (!err)
		err = swa_plan_names(t, c, &caps);
	if (!err)
		err = swa_plan_attrs(t, c);
	if (!err)
		err = swa_plan_mirrors(t, c);
	if (!err)
		err = swa_plan_aging(t, c);
	if (!err)
		err = swa_plan_ports(t, c, &caps);
	return err;
}

/* ------------------------------------------------------ execution */

/* An operation asked of a source that lacks it (a planning error) */
static int swa_missing(void)
{
	return -EOPNOTSUPP;
}

static int swa_op_vlan(struct swa_source *src, const struct swa_change *c,
		       uint16_t vid, const struct swa_op_value *v)
{
	const struct swa_source_ops *o = src->ops;

	if (!swa_portlist_next(v->egress, c->base->portlist_len, 0))
		return o->del_vlan ? o->del_vlan(src, c->base, vid) : swa_missing();
	return o->set_vlan ? o->set_vlan(src, c->base, vid, v->egress,
					 v->untagged) : swa_missing();
}

/* Makes op set v (its own values, or the old ones to undo it) */
static int swa_op_run(struct swa_source *src, const struct swa_change *c,
		      const struct swa_op *op, const struct swa_op_value *v)
{
	const struct swa_source_ops *o = src->ops;
	const struct swa_snapshot *b = c->base;

	switch (op->kind) {
	case SWA_OP_VLAN:
		return swa_op_vlan(src, c, op->vid, v);
	case SWA_OP_VLAN_NAME:
		return o->set_vlan_name ? o->set_vlan_name(src, b, op->vid,
							   v->name) : swa_missing();
	case SWA_OP_RAW:
		return o->write_raw ? o->write_raw(src, b, op->def, op->instance,
			op->def->type == SWA_TYPE_NOVAL ? NULL : &v->value) :
		       swa_missing();
	case SWA_OP_ADMIN:
		return o->set_port_admin ? o->set_port_admin(src, b, op->port,
							     v->up) : swa_missing();
	case SWA_OP_PVID:
		return o->set_pvid ? o->set_pvid(src, b, op->port, v->pvid) :
		       swa_missing();
	case SWA_OP_LINK:
		return o->set_port_link ? o->set_port_link(src, b, op->port,
							   &v->link) :
		       swa_missing();
	}
	return swa_missing();
}

/* What op is, for the log */
static const char *swa_op_name(const struct swa_op *op, char *buf, size_t len)
{
	switch (op->kind) {
	case SWA_OP_VLAN:
		snprintf(buf, len, "members of VLAN %u", op->vid);
		break;
	case SWA_OP_VLAN_NAME:
		snprintf(buf, len, "name of VLAN %u", op->vid);
		break;
	case SWA_OP_RAW:
		snprintf(buf, len, "%s of %u", op->def->name, op->instance);
		break;
	case SWA_OP_ADMIN:
		snprintf(buf, len, "admin state of port %u", op->port);
		break;
	case SWA_OP_PVID:
		snprintf(buf, len, "PVID of port %u", op->port);
		break;
	case SWA_OP_LINK:
		snprintf(buf, len, "link of port %u", op->port);
		break;
	}
	return buf;
}

static int swa_change_run(struct swa_change *c, struct swa_source *src)
{
	int ret;

	for (c->n_done = 0; c->n_done < c->n_ops; c->n_done++) {
		const struct swa_op *op = &c->ops[c->n_done];

		ret = swa_op_run(src, c, op, &op->set);
		if (ret)
			return ret;
	}
	if (!c->n_ops || !src->ops->commit)
		return 0;
	ret = src->ops->commit(src, c->base);
	if (!ret)
		c->committed = true;
	return ret;
}

static int swa_change_undo(struct swa_change *c, struct swa_source *src)
{
	char what[64];
	int failed = 0;
	size_t i;

	for (i = c->n_done; i-- > 0;) {
		const struct swa_op *op = &c->ops[i];

		if (!op->has_old) {
			/* an action, or a value never read: it stays done */
			swa_warn("%s: %s cannot be undone", c->sw_name,
				 swa_op_name(op, what, sizeof(what)));
			failed++;
			continue;
		}
		if (swa_op_run(src, c, op, &op->old)) {
			swa_warn("%s: cannot put back %s", c->sw_name,
				 swa_op_name(op, what, sizeof(what)));
			failed++;
		}
	}
	if (c->committed && src->ops->commit(src, c->base))
		failed++;
	else if (!c->committed && src->ops->abort)
		src->ops->abort(src, c->base);
	c->n_done = 0;
	c->committed = false;
	return failed;
}

enum swa_txn_err swa_txn_execute(struct swa_txn *t, struct swa_source *src)
{
	char what[64];
	size_t i, j;
	int ret, failed;

	if (!src->ops->set_vlan)
		return swa_txn_fail(t, SWA_TXN_NOT_WRITABLE, 0,
				    "the %s source is read-only", src->ops->kind);
	for (i = 0; i < t->n_sw; i++) {
		struct swa_change *c = &t->sw[i];
		unsigned int tag;

		ret = swa_change_run(c, src);
		if (!ret)
			continue;
		tag = c->n_done < c->n_ops ? c->ops[c->n_done].tag : 0;
		if (c->n_done < c->n_ops)
			swa_op_name(&c->ops[c->n_done], what, sizeof(what));
		else
			snprintf(what, sizeof(what), "commit");
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
