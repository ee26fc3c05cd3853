// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Conversions between the agent's values and swlib's (value_swlib.h
 * says why they are here and nowhere else).
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "model/value_swlib.h"

enum swa_group swa_group_from_sw(enum sw_group g)
{
	switch (g) {
	case SW_GLOBAL:
		return SWA_GROUP_GLOBAL;
	case SW_PORT:
		return SWA_GROUP_PORT;
	default:
		return SWA_GROUP_VLAN;
	}
}

enum sw_group swa_group_to_sw(enum swa_group g)
{
	switch (g) {
	case SWA_GROUP_GLOBAL:
		return SW_GLOBAL;
	case SWA_GROUP_PORT:
		return SW_PORT;
	default:
		return SW_VLAN;
	}
}

enum swa_type swa_type_from_sw(uint32_t t)
{
	switch (t) {
	case SW_TYPE_INT:
		return SWA_TYPE_INT;
	case SW_TYPE_STRING:
		return SWA_TYPE_STRING;
	case SW_TYPE_PORTS:
		return SWA_TYPE_PORTS;
	case SW_TYPE_LINK:
		return SWA_TYPE_LINK;
	case SW_TYPE_NOVAL:
		return SWA_TYPE_NOVAL;
	default:
		return SWA_TYPE_UNSPEC;
	}
}

static enum sw_type swa_type_to_sw(enum swa_type t)
{
	switch (t) {
	case SWA_TYPE_INT:
		return SW_TYPE_INT;
	case SWA_TYPE_STRING:
		return SW_TYPE_STRING;
	case SWA_TYPE_PORTS:
		return SW_TYPE_PORTS;
	case SWA_TYPE_LINK:
		return SW_TYPE_LINK;
	case SWA_TYPE_NOVAL:
		return SW_TYPE_NOVAL;
	default:
		return SW_TYPE_UNSPEC;
	}
}

static void swa_link_from_sw(const struct sw_link *in, struct swa_link *out)
{
	out->up = in->link;
	out->duplex = in->duplex;
	out->aneg = in->aneg;
	out->tx_flow = in->tx_flow;
	out->rx_flow = in->rx_flow;
	out->speed = in->speed;
	out->eee = in->eee;
}

static void swa_link_to_sw(const struct swa_link *in, struct sw_link *out)
{
	out->link = in->up;
	out->duplex = in->duplex;
	out->aneg = in->aneg;
	out->tx_flow = in->tx_flow;
	out->rx_flow = in->rx_flow;
	out->speed = in->speed;
	out->eee = in->eee;
}

/* swlib's port list into out's (allocated); false without memory */
static bool swa_ports_from_sw(const struct sw_ports *in, struct swa_value *out)
{
	unsigned int i;

	out->ports = NULL;
	out->n_ports = 0;
	if (!in->n)
		return true;
	out->ports = calloc(in->n, sizeof(*out->ports));
	if (!out->ports)
		return false;
	for (i = 0; i < in->n; i++) {
		out->ports[i].id = in->port[i].id;
		out->ports[i].tagged = in->port[i].tagged;
	}
	out->n_ports = in->n;
	return true;
}

static bool swa_is_link(const struct sw_attr *a, const struct sw_value *in)
{
	return a->type == SW_TYPE_LINK ||
	       (a->type == SW_TYPE_STRING && in->type == SW_TYPE_STRING &&
		a->name && !strcmp(a->name, "link"));
}

bool swa_value_from_sw(const struct sw_attr *a, struct sw_value *in,
		       struct swa_value *out)
{
	struct sw_link link;

	memset(out, 0, sizeof(*out));
	if (swa_is_link(a, in)) {
		if (sw_value_to_link(in, &link))
			return false;
		out->type = SWA_TYPE_LINK;
		swa_link_from_sw(&link, &out->link);
		return true;
	}
	if (in->type != a->type)
		return false;
	out->type = swa_type_from_sw(in->type);
	switch (in->type) {
	case SW_TYPE_INT:
		out->i = in->i;
		return true;
	case SW_TYPE_STRING:
		out->s = in->s;		/* taken over */
		in->s = NULL;
		in->type = SW_TYPE_UNSPEC;
		return true;
	case SW_TYPE_PORTS:
		return swa_ports_from_sw(&in->ports, out);
	default:
		return false;
	}
}

int swa_value_to_sw(const struct swa_value *v, struct sw_value *out)
{
	size_t i;

	memset(out, 0, sizeof(*out));
	out->type = swa_type_to_sw(v->type);
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
		swa_link_to_sw(&v->link, &out->link);
		return 0;
	default:
		return -EINVAL;
	}
}

void swa_value_sw_release(struct sw_value *out)
{
	if (out->type == SW_TYPE_PORTS)
		free(out->ports.port);
	memset(out, 0, sizeof(*out));
}

void swa_attr_to_sw(const struct swa_attr_def *def, struct sw_attr *out)
{
	memset(out, 0, sizeof(*out));
	out->group = swa_group_to_sw(def->group);
	out->id = def->id;
	out->type = swa_type_to_sw(def->type);
	out->name = def->name;
	out->description = def->description;
}

int swa_value_parse(enum swa_type type, const char *text,
		    struct swa_value *out)
{
	struct sw_value sv;
	struct sw_attr a = { .type = swa_type_to_sw(type) };
	int ret;

	memset(out, 0, sizeof(*out));
	ret = sw_parse_value(swa_type_to_sw(type), text, &sv);
	if (ret)
		return ret == -ENOMEM || ret == -EOPNOTSUPP ? ret : -EINVAL;
	if (type == SWA_TYPE_NOVAL) {
		out->type = SWA_TYPE_NOVAL;
		return 0;
	}
	ret = swa_value_from_sw(&a, &sv, out) ? 0 : -ENOMEM;
	sw_value_free(&sv);
	return ret;
}
