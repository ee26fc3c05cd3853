// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "bridge" source: Linux bridges with VLAN filtering (software
 * bridges, DSA and switchdev switches, OpenWrt since 21.02), served like
 * swconfig switches. The argument is the bridges to serve (serveBridge),
 * space-separated; each is a switch named after it.
 *
 * A reading is three rtnetlink requests whatever the number of VLANs:
 * the bridge's link, an AF_BRIDGE link dump with every port's VLAN list
 * (compressed to ranges), and the FDB dump. The snapshot looks like a
 * swconfig switch's: base ports are the bridge's ports and the bridge
 * device itself (its "self" VLANs, as swconfig's CPU port), numbered in
 * ifindex order from 1; the VLAN table is indexed by VID; a port
 * attribute "pvid" and a VLAN attribute "ports" show the memberships and
 * PVIDs to SWCONFIG-MIB and the state file (whose lines come back as
 * raw writes of them, source_bridge_write.c). Ports keep their kernel
 * ifindex: their IF-MIB rows are snmpd's own.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source_bridge.h"
#include "sources.h"

static int swa_br_open(struct swa_source *src)
{
	struct swa_bridge *b = src->priv;
	char *names, *tok, *save = NULL;

	if (!b) {
		b = calloc(1, sizeof(*b));
		if (!b)
			return -ENOMEM;
		src->priv = b;
		names = strdup(src->arg ? src->arg : "");
		if (!names)
			return -ENOMEM;
		for (tok = strtok_r(names, " ", &save); tok;
		     tok = strtok_r(NULL, " ", &save)) {
			char **n = realloc(b->names, (b->n_names + 1) * sizeof(*n));
			int *e = realloc(b->last_err, (b->n_names + 1) * sizeof(*e));

			if (n)
				b->names = n;
			if (e)
				b->last_err = e;
			if (!n || !e || !(b->names[b->n_names] = strdup(tok))) {
				free(names);
				return -ENOMEM;
			}
			b->last_err[b->n_names++] = 0;
		}
		free(names);
	}
	return swa_br_connect(b);
}

static void swa_br_close(struct swa_source *src)
{
	struct swa_bridge *b = src->priv;
	size_t i;

	if (!b)
		return;
	swa_br_stage_free(b);
	sw_close(b->h);
	for (i = 0; i < b->n_names; i++)
		free(b->names[i]);
	free(b->names);
	free(b->last_err);
	free(b);
	src->priv = NULL;
	src->connected = false;
}

/* Whether bridge i can be served; why not is logged once per change */
static bool swa_br_usable(struct swa_bridge *b, size_t i)
{
	struct swa_br_state st = { .ports = NULL };
	int ret = swa_br_read_link(b, b->names[i], &st);

	/* swlib drops a socket that failed: connect anew, once per refresh */
	if (ret == -ENOTCONN && !sw_reconnect(b->h))
		ret = swa_br_read_link(b, b->names[i], &st);

	if (!ret && !st.vlan_filtering)
		ret = -ENOPROTOOPT;
	swa_br_state_free(&st);
	if (ret && ret != b->last_err[i]) {
		if (ret == -EMEDIUMTYPE)
			swa_warn("%s: not a bridge", b->names[i]);
		else if (ret == -ENOPROTOOPT)
			swa_warn("%s: VLAN filtering is off (ip link set %s type "
				 "bridge vlan_filtering 1)", b->names[i],
				 b->names[i]);
		else
			swa_info("%s: %s", b->names[i], strerror(-ret));
	}
	b->last_err[i] = ret;
	return ret == 0;
}

static int swa_br_list(struct swa_source *src, struct swa_switch_info **list,
		       size_t *n)
{
	struct swa_bridge *b = src->priv;
	size_t i;

	*n = 0;
	*list = calloc(b->n_names ? b->n_names : 1, sizeof(**list));
	if (!*list)
		return -ENOMEM;
	for (i = 0; i < b->n_names; i++) {
		if (!swa_br_usable(b, i))
			continue;
		snprintf((*list)[*n].name, sizeof((*list)[*n].name), "%s",
			 b->names[i]);
		(*list)[(*n)++].id = SWA_BRIDGE_ID_BASE + (uint32_t)i;
	}
	return 0;
}

static int swa_br_defs(struct swa_snapshot *s)
{
	int ret = swa_snapshot_add_def(s, SWA_GROUP_PORT, SWA_BR_ATTR_PVID,
				       SWA_TYPE_INT, "pvid",
				       "Port VLAN ID (bridge vlan ... pvid)");

	if (!ret)
		ret = swa_snapshot_add_def(s, SWA_GROUP_VLAN, SWA_BR_ATTR_PORTS,
					   SWA_TYPE_PORTS, "ports",
					   "VLAN members, t: tagged (bridge vlan)");
	return ret;
}

/* VLAN vid's members as port references; *n 0 when it has none */
static int swa_br_members(const struct swa_br_state *st, unsigned int vid,
			  struct swa_port_ref *refs, size_t *n)
{
	size_t i;

	*n = 0;
	for (i = 0; i < st->n_ports; i++) {
		if (!swa_br_test(st->ports[i].member, vid))
			continue;
		refs[*n].id = (uint32_t)i;
		refs[(*n)++].tagged = !swa_br_test(st->ports[i].untagged, vid);
	}
	return 0;
}

static int swa_br_vlan_rows(const struct swa_br_state *st,
			    struct swa_snapshot *s)
{
	struct swa_port_ref *refs = calloc(st->n_ports, sizeof(*refs));
	struct swa_value v;
	unsigned int vid;
	size_t n;
	int ret = 0;

	if (!refs)
		return -ENOMEM;
	for (vid = 1; !ret && vid <= SWA_VID_MAX; vid++) {
		swa_br_members(st, vid, refs, &n);
		if (!n)
			continue;
		ret = swa_snapshot_add_vlan(s, vid, (uint16_t)vid, refs, n);
		if (ret)
			break;
		memset(&v, 0, sizeof(v));
		v.type = SWA_TYPE_PORTS;
		v.ports = malloc(n * sizeof(*refs));
		if (!v.ports) {
			ret = -ENOMEM;
			break;
		}
		memcpy(v.ports, refs, n * sizeof(*refs));
		v.n_ports = n;
		ret = swa_snapshot_add_value(s, SWA_GROUP_VLAN,
					     SWA_BR_ATTR_PORTS, vid, &v);
	}
	free(refs);
	return ret;
}

/* A finished snapshot of the bridge read into st */
static int swa_br_snapshot(struct swa_bridge *b, const struct swa_br_state *st,
			   uint32_t id, struct swa_snapshot **out)
{
	struct swa_snapshot *s;
	uint32_t cpu = 0, i;
	int ret;

	for (i = 0; i < st->n_ports; i++) {
		if (st->ports[i].is_bridge)
			cpu = i;
	}
	s = swa_snapshot_new(id, st->name, "", "bridge", (uint32_t)st->n_ports,
			     SWA_VID_MAX + 1, cpu);
	if (!s)
		return -ENOMEM;
	s->host_ports = true;
	memcpy(s->bridge_addr, st->mac, sizeof(s->bridge_addr));
	ret = swa_br_defs(s);
	for (i = 0; !ret && i < st->n_ports; i++) {
		const struct swa_br_port *bp = &st->ports[i];
		struct swa_port *p = &s->ports[i];
		struct swa_value v = { .type = SWA_TYPE_INT, .i = bp->pvid };

		p->ifindex = bp->ifindex;
		snprintf(p->name, sizeof(p->name), "%s", bp->name);
		snprintf(p->descr, sizeof(p->descr), "%s", bp->name);
		p->has_link = true;
		p->link.up = bp->oper_up;
		/*
		 * with VLAN filtering on (or it is not served) a bridge drops
		 * what arrives on a port, the bridge device's own included,
		 * in a VLAN the port is no member of (br_allowed_ingress)
		 */
		p->ingress_filtering = true;
		if (bp->mtu)
			p->mtu = bp->mtu;
		ret = swa_snapshot_add_value(s, SWA_GROUP_PORT,
					     SWA_BR_ATTR_PVID, i, &v);
	}
	if (!ret)
		ret = swa_br_vlan_rows(st, s);
	if (!ret)
		ret = swa_br_read_fdb(b, st, s);
	s->requests = st->requests + 1;	/* and the FDB dump */
	if (!ret)
		ret = swa_snapshot_finish(s);
	if (ret) {
		swa_snapshot_free(s);
		return ret;
	}
	/* an FDB that is empty now is still an FDB the bridge has */
	s->has_fdb = true;
	*out = s;
	return 0;
}

static int swa_br_read(struct swa_source *src, const struct swa_switch_info *info,
		       struct swa_snapshot **snap)
{
	struct swa_bridge *b = src->priv;
	struct swa_br_state st = { .ports = NULL };
	int ret;

	ret = swa_br_read_state(b, info->name, &st);
	if (!ret && !st.vlan_filtering)
		ret = -ENODEV;		/* served again once it filters */
	if (!ret)
		ret = swa_br_snapshot(b, &st, info->id, snap);
	swa_br_state_free(&st);
	if (ret == -EMEDIUMTYPE || ret == -ENOENT)
		ret = -ENODEV;
	return ret;
}

static uint64_t swa_br_requests(struct swa_source *src)
{
	struct swa_bridge *b = src->priv;

	return b && b->h ? sw_request_count(b->h) : 0;
}

const struct swa_source_ops swa_source_bridge_ops = {
	.kind = "bridge",
	.open = swa_br_open,
	.close = swa_br_close,
	.list = swa_br_list,
	.read = swa_br_read,
	.requests = swa_br_requests,
	.write_caps = swa_br_write_caps,
	.new_vlan = swa_br_new_vlan,
	.set_vlan = swa_br_set_vlan,
	.del_vlan = swa_br_del_vlan,
	.set_pvid = swa_br_set_pvid,
	.write_raw = swa_br_write,	/* source_bridge_write.c */
	.commit = swa_br_apply,
	.abort = swa_br_abort,
};
