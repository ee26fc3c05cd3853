// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The registry of served switches (registry.h): lookups by context and
 * name, and the reading of one switch for a SET.
 */
#include "config.h"

#include <errno.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "registry.h"

const struct swa_switch *swa_registry_switch(const struct swa_registry *r,
					     const char *context)
{
	const struct swa_served *best = NULL;
	size_t i;

	if (context && context[0]) {
		for (i = 0; i < r->n_sw; i++) {
			if (!strcmp(r->sw[i].sw->name, context))
				return r->sw[i].sw;
		}
		return NULL;
	}
	if (r->cfg->default_switch[0])
		return swa_registry_switch(r, r->cfg->default_switch);
	for (i = 0; i < r->n_sw; i++) {
		if (r->sw[i].sw->snap && (!best || r->sw[i].id < best->id))
			best = &r->sw[i];
	}
	return best ? best->sw : NULL;
}

void swa_registry_demand(struct swa_registry *r, const char *context,
			 enum swa_need need)
{
	if (r->demand)
		r->demand(r, context, need);
}

size_t swa_registry_n_switches(const struct swa_registry *r)
{
	return r->n_sw;
}

const struct swa_switch *swa_registry_switch_at(const struct swa_registry *r,
						size_t i)
{
	return i < r->n_sw ? r->sw[i].sw : NULL;
}

struct swa_served *swa_registry_find(struct swa_registry *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->n_sw; i++) {
		if (!strcmp(r->sw[i].sw->name, name))
			return &r->sw[i];
	}
	return NULL;
}

struct swa_served *swa_registry_add(struct swa_registry *r,
				    const struct swa_switch_info *info)
{
	struct swa_served *arr;
	struct swa_switch *sw = swa_switch_new(info->name);

	if (!sw)
		return NULL;
	arr = realloc(r->sw, (r->n_sw + 1) * sizeof(*arr));
	if (!arr) {
		swa_switch_free(sw);
		return NULL;
	}
	r->sw = arr;
	memset(&arr[r->n_sw], 0, sizeof(arr[r->n_sw]));
	sw->persistent = r->cfg && r->cfg->state_dir;
	arr[r->n_sw].sw = sw;
	arr[r->n_sw].id = info->id;
	return &arr[r->n_sw++];
}

void swa_registry_free(struct swa_registry *r)
{
	size_t i;

	for (i = 0; i < r->n_sw; i++)
		swa_switch_free(r->sw[i].sw);
	free(r->sw);
	r->sw = NULL;
	r->n_sw = 0;
}

void swa_registry_configure(const struct swa_registry *r,
			    struct swa_snapshot *s)
{
	const struct swa_config *cfg = r->cfg;
	const struct swa_switch_conf *sc = swa_config_switch(cfg, s->devname);
	uint32_t base = swa_config_ifindex_base(cfg, s->devname, s->id);
	char name[IF_NAMESIZE];
	uint32_t i;

	/* a bridge's ports keep the kernel's ifindex (source_bridge.c) */
	for (i = 0; !s->host_ports && i < s->n_ports; i++) {
		struct swa_port *p = &s->ports[i];

		p->ifindex = swa_ifindex_at(base, cfg->ifindex.stride, p->id);
		if (!r->started && p->ifindex &&
		    if_indextoname(p->ifindex, name))
			swa_warn("%s port %u: ifIndex %u is also the host's %s; "
				 "change ifIndexBase", s->devname, p->id,
				 p->ifindex, name);
	}
	if (sc && sc->has_bridge_addr)
		memcpy(s->bridge_addr, sc->bridge_addr, sizeof(s->bridge_addr));
	/* the one named wins over the alias's, even while it is absent */
	if (sc && sc->netdev[0] && !s->host_ports)
		s->netdev_ifindex = if_nametoindex(sc->netdev);
}

bool swa_registry_focus(struct swa_registry *r, const struct swa_change *c,
			struct swa_read_focus *f)
{
	struct swa_served *sv = swa_registry_find(r, c->sw_name);
	size_t i;

	/* raw attribute writes may touch any VLAN: the switch is read whole
	 * (mirroring is in focus: the globals, settable port attributes) */
	if (!sv || !sv->sw->snap || sv->pending || c->n_attrs)
		return false;
	memset(f, 0, sizeof(*f));
	f->last = sv->sw->snap;
	/* mirroring and ageing write globals, mirroring other ports' too */
	f->narrow = !c->n_mirrors && !c->set_aging;
	for (i = 0; i < c->n_vlans; i++) {
		const struct swa_vlan_change *v = &c->vlans[i];

		swa_focus_add_vid(f, v->vid);
		if (v->set_egress || v->set_untagged || v->row == SWA_ROW_CREATE ||
		    v->row == SWA_ROW_DESTROY)
			f->all_pvids = true;
	}
	for (i = 0; i < c->n_ports; i++) {
		swa_focus_add_port(f, c->ports[i].port);
		if (c->ports[i].set_pvid)
			swa_focus_add_vid(f, c->ports[i].pvid);
	}
	return true;
}

int swa_registry_source_read(struct swa_registry *r,
			     const struct swa_switch_info *info,
			     const struct swa_read_focus *f,
			     struct swa_snapshot **snap)
{
	return swa_source_read(r->src, info, f, snap);
}

int swa_registry_read_now(struct swa_registry *r, const char *name,
			  uint32_t now, const struct swa_change *c,
			  struct swa_snapshot **snap)
{
	struct swa_served *sv = swa_registry_find(r, name);
	struct swa_switch_info info;
	struct swa_read_focus focus;
	int ret;

	if (!sv || !r->src || !r->src->connected)
		return -ENODEV;
	snprintf(info.name, sizeof(info.name), "%s", name);
	info.id = sv->id;
	ret = swa_registry_source_read(r, &info, c && swa_registry_focus(r, c, &focus) ?
				       &focus : NULL, snap);
	if (ret)
		return ret;
	(*snap)->read_at = now;
	swa_registry_configure(r, *snap);
	if (swa_memo_overlay(sv->sw->memo, *snap)) {
		swa_snapshot_free(*snap);
		*snap = NULL;
		return -ENOMEM;
	}
	return 0;
}

struct swa_memo *swa_registry_memo(struct swa_registry *r, const char *name)
{
	struct swa_served *sv = swa_registry_find(r, name);

	if (!sv)
		return NULL;
	if (!sv->sw->memo)
		sv->sw->memo = swa_memo_new();
	return sv->sw->memo;
}

const struct swa_agent_stats *swa_registry_stats(struct swa_registry *r)
{
	r->stats.requests = (r->src && r->src->ops->requests ?
			     r->src->ops->requests(r->src) : 0) + r->reader_requests;
	return &r->stats;
}
