// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The bridge source's writes. txn.c asks for VLAN members and PVIDs in
 * VIDs (and SWCONFIG-MIB for the "ports" and "pvid" the reading shows)
 * and commits once per bridge; here the writes are staged and commit
 * turns them into rtnetlink requests against a fresh reading of the
 * bridge, so that what changed behind the agent's back in other VLANs is
 * left alone:
 *
 *   - per port and VID whose membership, untagged flag or PVID flag is
 *     to change: RTM_SETLINK (add or update, flags PVID / UNTAGGED) or
 *     RTM_DELLINK, AF_BRIDGE, IFLA_BRIDGE_VLAN_INFO; additions first, so
 *     a PVID moves to its new VLAN before the old one is left
 *   - on a failure the requests made are undone in reverse order before
 *     apply returns, so a bridge is never left half written
 *
 * In a Linux bridge the PVID is a flag of one of the port's VLANs: a
 * port's PVID must be a VLAN it is a member of (or none). A change that
 * would leave a port with a PVID outside its VLANs (in the agent's model,
 * as in swconfig, a PVID is independent of membership) is refused with
 * -EINVAL, nothing written.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "source_bridge.h"

/*
 * Writes planned against one reading. It is known by the reading's
 * generation, not its address, and keeps no pointer to it: a transaction
 * that failed before apply leaves its stage behind, the reading is freed,
 * and a later one may be allocated at the same address.
 */
struct swa_br_stage {
	uint64_t base_generation;		/* the reading planned against */
	uint32_t n_ports;			/* its ports: want's size */
	uint8_t vid_staged[SWA_BR_VID_BYTES];
	struct swa_br_port *want;		/* per base port: new lists */
	bool *pvid_staged;			/* per base port */
};

/* One request made by apply, and what undoes it */
struct swa_br_op {
	size_t port;		/* in the fresh state */
	uint16_t vid;
	bool was_member;
	bool was_pvid;
	bool was_untagged;
};

void swa_br_stage_free(struct swa_bridge *b)
{
	if (!b->stage)
		return;
	free(b->stage->want);
	free(b->stage->pvid_staged);
	free(b->stage);
	b->stage = NULL;
}

/* The stage planned against base, or NULL */
static struct swa_br_stage *swa_br_stage_of(struct swa_bridge *b,
					    const struct swa_snapshot *base)
{
	struct swa_br_stage *st = b->stage;

	return st && st->base_generation == base->generation ? st : NULL;
}

/* The stage for base: a write planned against another reading starts over */
static struct swa_br_stage *swa_br_stage(struct swa_bridge *b,
					 const struct swa_snapshot *base)
{
	struct swa_br_stage *st = swa_br_stage_of(b, base);

	if (st)
		return st;
	swa_br_stage_free(b);
	st = calloc(1, sizeof(*st));
	if (!st)
		return NULL;
	st->base_generation = base->generation;
	st->n_ports = base->n_ports;
	st->want = calloc(base->n_ports ? base->n_ports : 1, sizeof(*st->want));
	st->pvid_staged = calloc(base->n_ports ? base->n_ports : 1,
				 sizeof(*st->pvid_staged));
	b->stage = st;
	if (!st->want || !st->pvid_staged) {
		swa_br_stage_free(b);
		return NULL;
	}
	return st;
}

/* VLAN vid of the stage gets exactly the ports ports (none: it goes) */
static int swa_br_stage_vlan(struct swa_br_stage *st, unsigned int vid,
			     const struct swa_port_ref *ports, size_t n)
{
	size_t i;

	if (vid < 1 || vid > SWA_VID_MAX)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		if (ports[i].id >= st->n_ports)
			return -EINVAL;
	}
	swa_br_set(st->vid_staged, vid, true);
	for (i = 0; i < st->n_ports; i++) {
		swa_br_set(st->want[i].member, vid, false);
		swa_br_set(st->want[i].untagged, vid, false);
	}
	for (i = 0; i < n; i++) {
		struct swa_br_port *w = &st->want[ports[i].id];

		swa_br_set(w->member, vid, true);
		swa_br_set(w->untagged, vid, !ports[i].tagged);
	}
	return 0;
}

static int swa_br_stage_pvid(struct swa_br_stage *st, uint32_t port,
			     uint32_t vid)
{
	if (port >= st->n_ports || vid > SWA_VID_MAX)
		return -EINVAL;
	st->pvid_staged[port] = true;
	st->want[port].pvid = (uint16_t)vid;
	return 0;
}

/*
 * SWCONFIG-MIB's writes (and the state file's lines): the attributes a
 * bridge's reading shows, "ports" of a VLAN (index = VID) and "pvid"
 */
int swa_br_write(struct swa_source *src, const struct swa_snapshot *base,
		 const struct swa_attr_def *def, uint32_t instance,
		 const struct swa_value *v)
{
	struct swa_bridge *b = src->priv;
	struct swa_br_stage *st;

	if (!v || (def->id != SWA_BR_ATTR_PORTS && def->id != SWA_BR_ATTR_PVID))
		return -EOPNOTSUPP;
	st = swa_br_stage(b, base);
	if (!st)
		return -ENOMEM;
	if (def->group == SWA_GROUP_VLAN && def->id == SWA_BR_ATTR_PORTS &&
	    v->type == SWA_TYPE_PORTS)
		return swa_br_stage_vlan(st, instance, v->ports, v->n_ports);
	if (def->group == SWA_GROUP_PORT && def->id == SWA_BR_ATTR_PVID &&
	    v->type == SWA_TYPE_INT)
		return swa_br_stage_pvid(st, instance, v->i);
	return -EINVAL;
}

void swa_br_write_caps(struct swa_source *src, const struct swa_snapshot *base,
		       struct swa_write_caps *caps)
{
	(void)src;
	(void)base;
	caps->vlans = true;
	caps->pvids = true;
	caps->vlan_names = false;	/* a bridge has none: the agent's */
	caps->port_admin = false;	/* the ports are the host's */
	caps->port_link = false;
}

/* The VLAN table is indexed by VID: nothing to take */
int swa_br_new_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, uint32_t *index)
{
	(void)src;
	if (vid < 1 || vid >= base->n_vlans || vid > base->max_vid)
		return -ERANGE;
	*index = vid;
	return 0;
}

int swa_br_set_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, const uint8_t *egress, const uint8_t *untagged)
{
	struct swa_br_stage *st = swa_br_stage(src->priv, base);
	struct swa_value v;
	int ret;

	if (!st)
		return -ENOMEM;
	ret = swa_value_from_portlists(egress, untagged, base->portlist_len, &v);
	if (!ret)
		ret = swa_br_stage_vlan(st, vid, v.ports, v.n_ports);
	swa_value_free(&v);
	return ret;
}

int swa_br_del_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid)
{
	struct swa_br_stage *st = swa_br_stage(src->priv, base);

	return st ? swa_br_stage_vlan(st, vid, NULL, 0) : -ENOMEM;
}

/* A bridge's PVID is a flag of one of the port's VLANs: set at commit */
int swa_br_set_pvid(struct swa_source *src, const struct swa_snapshot *base,
		    uint32_t port, uint16_t vid)
{
	struct swa_br_stage *st = swa_br_stage(src->priv, base);

	return st ? swa_br_stage_pvid(st, port, vid) : -ENOMEM;
}

void swa_br_abort(struct swa_source *src, const struct swa_snapshot *base)
{
	(void)base;
	swa_br_stage_free(src->priv);
}

/*
 * What the bridge is to become: the fresh state with the staged lists
 * and PVIDs laid over it (into want, one per fresh port). stg was planned
 * against base. -ENODEV when a port of the base reading left the bridge,
 * -EINVAL when a PVID would be outside its port's VLANs.
 */
static int swa_br_target(const struct swa_br_stage *stg,
			 const struct swa_snapshot *base,
			 const struct swa_br_state *now,
			 struct swa_br_port *want)
{
	size_t i;
	unsigned int vid;

	memcpy(want, now->ports, now->n_ports * sizeof(*want));
	for (i = 0; i < stg->n_ports; i++) {
		const struct swa_br_port *sp = &stg->want[i];
		struct swa_br_port *w;

		w = swa_br_port_of(now, base->ports[i].ifindex);
		if (!w)
			return -ENODEV;
		w = &want[w - now->ports];
		for (vid = 1; vid <= SWA_VID_MAX; vid++) {
			if (!swa_br_test(stg->vid_staged, vid))
				continue;
			swa_br_set(w->member, vid, swa_br_test(sp->member, vid));
			swa_br_set(w->untagged, vid, swa_br_test(sp->untagged, vid));
		}
		if (stg->pvid_staged[i])
			w->pvid = sp->pvid;
	}
	for (i = 0; i < now->n_ports; i++) {
		if (want[i].pvid && !swa_br_test(want[i].member, want[i].pvid)) {
			swa_info("%s: %s: PVID %u would not be one of its VLANs",
				 now->name, want[i].name, want[i].pvid);
			return -EINVAL;
		}
	}
	return 0;
}

/* Puts (port, vid) back as it was before op */
static int swa_br_undo_op(struct swa_bridge *b, const struct swa_br_state *now,
			  const struct swa_br_op *op)
{
	const struct swa_br_port *p = &now->ports[op->port];

	if (!op->was_member)
		return swa_br_vlan_op(b, p, false, op->vid, false, false);
	return swa_br_vlan_op(b, p, true, op->vid, op->was_pvid,
			      op->was_untagged);
}

/* The requests from now to want: additions and updates, then deletions */
static int swa_br_run(struct swa_bridge *b, const struct swa_br_state *now,
		      const struct swa_br_port *want, struct swa_br_op **ops,
		      size_t *n_ops)
{
	size_t cap = 0, i;
	unsigned int vid;
	int pass, ret;

	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < now->n_ports; i++) {
			const struct swa_br_port *h = &now->ports[i], *w = &want[i];

			for (vid = 1; vid <= SWA_VID_MAX; vid++) {
				bool hm = swa_br_test(h->member, vid);
				bool wm = swa_br_test(w->member, vid);
				bool hu = swa_br_test(h->untagged, vid);
				bool wu = swa_br_test(w->untagged, vid);
				struct swa_br_op *op;

				if (pass == 0 && (!wm || (hm && hu == wu &&
					(h->pvid == vid) == (w->pvid == vid))))
					continue;
				if (pass == 1 && (wm || !hm))
					continue;
				if (*n_ops == cap) {
					cap = cap ? 2 * cap : 32;
					op = realloc(*ops, cap * sizeof(*op));
					if (!op)
						return -ENOMEM;
					*ops = op;
				}
				ret = swa_br_vlan_op(b, h, wm, (uint16_t)vid,
						     w->pvid == vid, wu);
				if (ret) {
					swa_info("%s: %s VLAN %u on %s: %s",
						 now->name, wm ? "adding" : "deleting",
						 vid, h->name, strerror(-ret));
					return ret;
				}
				op = &(*ops)[(*n_ops)++];
				op->port = i;
				op->vid = (uint16_t)vid;
				op->was_member = hm;
				op->was_pvid = h->pvid == vid;
				op->was_untagged = hu;
			}
		}
	}
	return 0;
}

int swa_br_apply(struct swa_source *src, const struct swa_snapshot *base)
{
	struct swa_bridge *b = src->priv;
	struct swa_br_state now = { .ports = NULL };
	struct swa_br_port *want = NULL;
	struct swa_br_op *ops = NULL;
	size_t n_ops = 0, i;
	int ret;

	if (!swa_br_stage_of(b, base))
		return 0;	/* nothing written since the last apply */
	ret = swa_br_read_state(b, base->devname, &now);
	if (!ret && !(want = calloc(now.n_ports, sizeof(*want))))
		ret = -ENOMEM;
	if (!ret)
		ret = swa_br_target(b->stage, base, &now, want);
	if (!ret) {
		ret = swa_br_run(b, &now, want, &ops, &n_ops);
		for (i = n_ops; ret && i-- > 0;) {
			if (swa_br_undo_op(b, &now, &ops[i]))
				swa_err("%s: %s VLAN %u: cannot put it back",
					now.name, now.ports[ops[i].port].name,
					ops[i].vid);
		}
	}
	swa_br_stage_free(b);
	swa_br_state_free(&now);
	free(want);
	free(ops);
	return ret;
}
