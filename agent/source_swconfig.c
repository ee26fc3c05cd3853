// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "swconfig" source: switches of the netlink family "switch",
 * through swlib. One long-lived handle; a failed request that looks like
 * a lost connection (module unloaded, family gone) drops it, and the next
 * refresh connects again.
 *
 * A reading costs: 3 attribute lists, 1 VLAN dump (where the kernel has
 * it), and one GET per readable attribute per instance (global once,
 * port attributes per port, VLAN attributes per VLAN that has members).
 * Write-only and NOVAL attributes are not read.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "swlib.h"

struct swa_swconfig {
	struct sw_handle *h;
};

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
		free(p);
	}
	src->priv = NULL;
}

/* After a failure that means the connection is gone: start over */
static void swa_sw_drop(struct swa_source *src, int err)
{
	struct swa_swconfig *p = src->priv;

	if (!swa_sw_lost(err) || !p || !p->h)
		return;
	sw_close(p->h);
	p->h = NULL;
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
	sw_switch_list_free(&sl);
	return 0;
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

static enum swa_group swa_sw_group(enum sw_group g)
{
	return g == SW_GLOBAL ? SWA_GROUP_GLOBAL :
	       g == SW_PORT ? SWA_GROUP_PORT : SWA_GROUP_VLAN;
}

/* A swlib value into a snapshot value; false if it cannot be used */
static bool swa_sw_value(const struct sw_attr *a, struct sw_value *in,
			 struct swa_value *out)
{
	struct sw_link link;
	unsigned int i;

	memset(out, 0, sizeof(*out));
	if (a->type == SW_TYPE_LINK || (a->type == SW_TYPE_STRING &&
					!strcmp(a->name, "link") &&
					in->type == SW_TYPE_STRING)) {
		/* either form of "link" becomes a LINK value */
		if (sw_value_to_link(in, &link))
			return false;
		out->type = SWA_TYPE_LINK;
		out->link.up = link.link;
		out->link.duplex = link.duplex;
		out->link.aneg = link.aneg;
		out->link.tx_flow = link.tx_flow;
		out->link.rx_flow = link.rx_flow;
		out->link.speed = link.speed;
		out->link.eee = link.eee;
		return true;
	}
	if (in->type != a->type)
		return false;
	switch (in->type) {
	case SW_TYPE_INT:
		out->type = SWA_TYPE_INT;
		out->i = in->i;
		return true;
	case SW_TYPE_STRING:
		out->type = SWA_TYPE_STRING;
		out->s = in->s;		/* taken over */
		in->s = NULL;
		in->type = SW_TYPE_UNSPEC;
		return true;
	case SW_TYPE_PORTS:
		out->type = SWA_TYPE_PORTS;
		if (!in->ports.n)
			return true;
		out->ports = calloc(in->ports.n, sizeof(*out->ports));
		if (!out->ports)
			return false;
		for (i = 0; i < in->ports.n; i++) {
			out->ports[i].id = in->ports.port[i].id;
			out->ports[i].tagged = in->ports.port[i].tagged;
		}
		out->n_ports = in->ports.n;
		return true;
	default:
		return false;
	}
}

struct swa_sw_read {
	struct swa_source *src;
	struct sw_handle *h;
	const struct sw_switch *sw;
	struct swa_snapshot *s;
	struct sw_attr_list attrs[SW_GROUP_COUNT];
	struct sw_vlan_list vlans;
	int err;		/* the first error that ends the reading */
};

static bool swa_sw_readable(const struct sw_attr *a)
{
	/* actions have no value; sim_traffic-like write-only ones say "" */
	return a->type == SW_TYPE_INT || a->type == SW_TYPE_STRING ||
	       a->type == SW_TYPE_PORTS || a->type == SW_TYPE_LINK;
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

		if (!swa_sw_readable(a))
			continue;
		r->s->requests++;
		ret = sw_get(r->h, r->sw->id, a, instance, &in);
		if (ret == -ENODEV || swa_sw_lost(ret))
			return ret;
		if (ret < 0)
			continue;	/* write-only, driver error: no value */
		if (swa_sw_value(a, &in, &out)) {
			ret = swa_snapshot_add_value(r->s, swa_sw_group(g), a->id,
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

static int swa_sw_read_all(struct swa_sw_read *r)
{
	const struct sw_switch *sw = r->sw;
	struct swa_port_ref *refs = NULL;
	unsigned int i, j;
	int g, ret;

	r->s = swa_snapshot_new(sw->id, sw->devname, sw->alias, sw->name,
				sw->ports, sw->vlans, sw->cpu_port);
	if (!r->s)
		return -ENOMEM;
	swa_sw_bridge_addr(r->s->alias, r->s->bridge_addr);

	for (g = 0; g < SW_GROUP_COUNT; g++) {
		r->s->requests++;
		ret = sw_list_attrs(r->h, sw->id, (enum sw_group)g, &r->attrs[g]);
		if (ret < 0)
			return ret;
		for (i = 0; i < r->attrs[g].n; i++) {
			const struct sw_attr *a = &r->attrs[g].attr[i];

			ret = swa_snapshot_add_def(r->s, swa_sw_group(a->group),
						   a->id, (enum swa_type)a->type,
						   a->name, a->description);
			if (ret)
				return ret;
		}
	}

	r->s->requests++;
	ret = sw_read_vlans(r->h, sw, &r->vlans);
	if (ret == -EOPNOTSUPP)
		memset(&r->vlans, 0, sizeof(r->vlans));
	else if (ret < 0)
		return ret;
	if (!sw_has_vlan_dump(r->h))
		r->s->requests += sw->vlans - 1;

	ret = swa_sw_values(r, SW_GLOBAL, 0);
	for (i = 0; !ret && i < sw->ports; i++)
		ret = swa_sw_values(r, SW_PORT, i);
	for (i = 0; !ret && i < r->vlans.n; i++)
		ret = swa_sw_values(r, SW_VLAN, r->vlans.vlan[i].vlan);
	if (ret)
		return ret;

	/* VIDs need the VLAN values (a driver's "vid"): add rows last */
	for (i = 0; i < r->vlans.n; i++) {
		const struct sw_vlan *v = &r->vlans.vlan[i];
		const struct swa_attr_def *vid_def;
		const struct swa_attr_value *vid_val;
		uint32_t vid = v->vlan;

		vid_def = swa_snapshot_def_by_name(r->s, SWA_GROUP_VLAN, "vid");
		if (vid_def) {
			/* values are not sorted yet: look them up by hand */
			vid = 0;
			for (j = 0; j < r->s->n_vals; j++) {
				vid_val = &r->s->vals[j];
				if (vid_val->group == SWA_GROUP_VLAN &&
				    vid_val->id == vid_def->id &&
				    vid_val->instance == v->vlan &&
				    vid_val->v.type == SWA_TYPE_INT) {
					vid = vid_val->v.i;
					break;
				}
			}
		}
		if (vid < 1 || vid > SWA_VID_MAX)
			continue;
		refs = v->ports.n ? calloc(v->ports.n, sizeof(*refs)) : NULL;
		if (v->ports.n && !refs)
			return -ENOMEM;
		for (j = 0; j < v->ports.n; j++) {
			refs[j].id = v->ports.port[j].id;
			refs[j].tagged = v->ports.port[j].tagged;
		}
		ret = swa_snapshot_add_vlan(r->s, v->vlan, (uint16_t)vid, refs,
					    v->ports.n);
		free(refs);
		if (ret)
			return ret;
	}
	return swa_snapshot_finish(r->s);
}

static int swa_sw_read(struct swa_source *src,
		       const struct swa_switch_info *info,
		       struct swa_snapshot **snap)
{
	struct swa_swconfig *p = src->priv;
	struct swa_sw_read r = { .src = src, .h = p->h };
	struct sw_switch sw;
	int g, ret;

	ret = sw_get_switch(p->h, info->id, &sw);
	if (ret < 0) {
		swa_sw_drop(src, ret);
		return ret;
	}
	if (!sw.devname || strcmp(sw.devname, info->name)) {
		sw_switch_free(&sw);
		return -ENODEV;	/* the id now names another switch */
	}
	r.sw = &sw;
	ret = swa_sw_read_all(&r);
	for (g = 0; g < SW_GROUP_COUNT; g++)
		sw_attr_list_free(&r.attrs[g]);
	sw_vlan_list_free(&r.vlans);
	sw_switch_free(&sw);
	if (ret) {
		swa_snapshot_free(r.s);
		swa_sw_drop(src, ret);
		return ret;
	}
	*snap = r.s;
	return 0;
}

const struct swa_source_ops swa_source_swconfig_ops = {
	.kind = "swconfig",
	.open = swa_sw_open,
	.close = swa_sw_close,
	.list = swa_sw_list,
	.read = swa_sw_read,
};
