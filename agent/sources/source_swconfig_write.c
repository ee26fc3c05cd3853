// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "swconfig" source's attribute writes: one SET of the netlink family
 * "switch" per attribute written (SWCONFIG-MIB's raw writes, and those
 * source_swconfig_model.c turns the model's operations into), the
 * switch's "apply", and the GET of a value the readings leave out, for
 * its write to be undone. Writes need CAP_NET_ADMIN; the kernel's -EPERM is
 * passed up for the transaction to log and fail cleanly.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "source_swconfig.h"

static enum sw_group swa_swconfig_group(enum swa_group g)
{
	return g == SWA_GROUP_GLOBAL ? SW_GLOBAL :
	       g == SWA_GROUP_PORT ? SW_PORT : SW_VLAN;
}

/* A snapshot value as swlib's; *out borrows v's string, owns its ports */
static int swa_swconfig_value(const struct swa_value *v, struct sw_value *out)
{
	size_t i;

	memset(out, 0, sizeof(*out));
	out->type = (enum sw_type)v->type;
	switch (v->type) {
	case SWA_TYPE_INT:
		out->i = v->i;
		return 0;
	case SWA_TYPE_STRING:
		out->s = v->s ? v->s : "";
		return 0;
	case SWA_TYPE_PORTS:
		out->ports.n = (unsigned int)v->n_ports;
		if (!v->n_ports)
			return 0;
		out->ports.port = calloc(v->n_ports, sizeof(*out->ports.port));
		if (!out->ports.port)
			return -ENOMEM;
		for (i = 0; i < v->n_ports; i++) {
			out->ports.port[i].id = v->ports[i].id;
			out->ports.port[i].tagged = v->ports[i].tagged;
		}
		return 0;
	case SWA_TYPE_LINK:
		out->link.link = v->link.up;
		out->link.duplex = v->link.duplex;
		out->link.aneg = v->link.aneg;
		out->link.tx_flow = v->link.tx_flow;
		out->link.rx_flow = v->link.rx_flow;
		out->link.speed = v->link.speed;
		out->link.eee = v->link.eee;
		return 0;
	default:
		return -EINVAL;
	}
}

static void swa_swconfig_attr(const struct swa_attr_def *def, struct sw_attr *a)
{
	memset(a, 0, sizeof(*a));
	a->group = swa_swconfig_group(def->group);
	a->id = def->id;
	a->type = (enum sw_type)def->type;
	a->name = def->name;
	a->description = def->description;
}

int swa_swconfig_read_value(struct swa_source *src,
			    const struct swa_snapshot *base,
			    const struct swa_attr_def *def, uint32_t instance,
			    struct swa_value *v)
{
	struct sw_handle *h = swa_swconfig_handle(src);
	struct sw_value in;
	struct sw_attr a;
	int ret;

	if (!h)
		return -ENOTCONN;
	swa_swconfig_attr(def, &a);
	ret = sw_get(h, base->id, &a, instance, &in);
	if (ret)
		return ret;
	ret = swa_swconfig_import(&a, &in, v) ? 0 : -EBADMSG;
	sw_value_free(&in);
	return ret;
}

int swa_swconfig_write(struct swa_source *src, const struct swa_snapshot *base,
		       const struct swa_attr_def *def, uint32_t instance,
		       const struct swa_value *v)
{
	struct sw_handle *h = swa_swconfig_handle(src);
	struct sw_value sv;
	struct sw_attr a;
	int ret;

	swa_swconfig_attr(def, &a);
	if (!h)
		return -ENOTCONN;
	if (!v)
		return sw_set(h, base->id, &a, instance, NULL);
	ret = swa_swconfig_value(v, &sv);
	if (ret)
		return ret;
	ret = sw_set(h, base->id, &a, instance, &sv);
	if (ret && sw_last_error_msg(h))
		swa_info("%s: %s of %u: %s", base->devname, def->name, instance,
			 sw_last_error_msg(h));
	if (sv.type == SW_TYPE_PORTS)
		free(sv.ports.port);
	return ret;
}

int swa_swconfig_apply(struct swa_source *src, const struct swa_snapshot *base)
{
	struct sw_handle *h = swa_swconfig_handle(src);

	if (!h)
		return -ENOTCONN;
	if (!swa_snapshot_def_by_name(base, SWA_GROUP_GLOBAL, "apply"))
		return 0;	/* the driver writes through */
	return sw_apply(h, base->id);
}

/* The model's commit: the PVIDs the core moved put back, then apply */
int swa_sw_commit(struct swa_source *src, const struct swa_snapshot *base)
{
	int ret = swa_sw_put_back_pvids(src, base);

	return ret ? ret : swa_swconfig_apply(src, base);
}
