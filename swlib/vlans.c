// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: whole-switch reads. VLAN memberships come from one
 * SWITCH_CMD_DUMP_VLANS where the kernel has it; on OpenWrt's kernels,
 * which lack it, from one GET of the VLAN attribute "ports" per index
 * (4096 round trips on a b53 switch).
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

static const struct nla_policy vlan_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VLAN] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VALUE_PORTS] = { .type = NLA_NESTED },
};

struct sw_vlan_acc {
	uint32_t sw_id;
	struct sw_vlan_list list;
	unsigned int cap;
};

void sw_vlan_list_free(struct sw_vlan_list *list)
{
	unsigned int i;

	if (!list)
		return;
	for (i = 0; i < list->n; i++)
		sw_ports_free(&list->vlan[i].ports);
	free(list->vlan);
	list->vlan = NULL;
	list->n = 0;
}

const struct sw_vlan *sw_vlan_find(const struct sw_vlan_list *list,
				   unsigned int vlan)
{
	unsigned int lo = 0, hi = list->n;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (list->vlan[mid].vlan == vlan)
			return &list->vlan[mid];
		if (list->vlan[mid].vlan < vlan)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* Takes ports over (they are freed on failure) */
static int sw_vlan_add(struct sw_vlan_acc *acc, unsigned int vlan,
		       struct sw_ports *ports)
{
	struct sw_vlan *grown;

	if (acc->list.n == acc->cap) {
		unsigned int cap = acc->cap ? acc->cap * 2 : 64;

		grown = realloc(acc->list.vlan, cap * sizeof(*grown));
		if (!grown) {
			sw_ports_free(ports);
			return -ENOMEM;
		}
		acc->list.vlan = grown;
		acc->cap = cap;
	}
	acc->list.vlan[acc->list.n].vlan = vlan;
	acc->list.vlan[acc->list.n].ports = *ports;
	acc->list.n++;
	return 0;
}

static int sw_vlan_cmp(const void *a, const void *b)
{
	const struct sw_vlan *x = a, *y = b;

	return (x->vlan > y->vlan) - (x->vlan < y->vlan);
}

/* Ascending, as sw_vlan_find() needs; the kernel's order already is */
static void sw_vlan_sort(struct sw_vlan_list *list)
{
	unsigned int i;

	for (i = 1; i < list->n; i++) {
		if (list->vlan[i - 1].vlan >= list->vlan[i].vlan) {
			qsort(list->vlan, list->n, sizeof(*list->vlan),
			      sw_vlan_cmp);
			return;
		}
	}
}

static int sw_dump_vlan_reply(struct nl_msg *reply, void *arg)
{
	struct nlattr *tb[SWITCH_ATTR_EXT_MAX + 1];
	struct sw_vlan_acc *acc = arg;
	struct sw_ports ports = { 0 };
	int err;

	err = sw_parse_reply(reply, tb, SWITCH_ATTR_EXT_MAX, vlan_policy);
	if (err)
		return err;
	if (!tb[SWITCH_ATTR_OP_VLAN] || !tb[SWITCH_ATTR_OP_VALUE_PORTS] ||
	    (tb[SWITCH_ATTR_ID] &&
	     nla_get_u32(tb[SWITCH_ATTR_ID]) != acc->sw_id))
		return 0;
	err = sw_decode_ports(tb[SWITCH_ATTR_OP_VALUE_PORTS], &ports);
	if (err) {
		sw_ports_free(&ports);
		return err;
	}
	if (!ports.n)
		return 0;
	return sw_vlan_add(acc, nla_get_u32(tb[SWITCH_ATTR_OP_VLAN]), &ports);
}

static int sw_read_vlans_dump(struct sw_handle *h, const struct sw_switch *sw,
			      struct sw_vlan_acc *acc)
{
	struct nl_msg *msg;

	msg = sw_msg_new(h, SWITCH_CMD_DUMP_VLANS, NLM_F_DUMP);
	if (msg && nla_put_u32(msg, SWITCH_ATTR_ID, sw->id) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	return sw_request(h, msg, sw_dump_vlan_reply, acc);
}

static int sw_read_vlans_get(struct sw_handle *h, const struct sw_switch *sw,
			     struct sw_vlan_acc *acc)
{
	struct sw_attr_list attrs;
	const struct sw_attr *ports;
	struct sw_value v;
	unsigned int vlan;
	int err;

	err = sw_list_attrs(h, sw->id, SW_VLAN, &attrs);
	if (err)
		return err;
	ports = sw_attr_find(&attrs, "ports");
	if (!ports || ports->type != SW_TYPE_PORTS) {
		sw_attr_list_free(&attrs);
		return -EOPNOTSUPP;
	}
	for (vlan = 0; vlan < sw->vlans; vlan++) {
		err = sw_get(h, sw->id, ports, vlan, &v);
		if (err) {
			if (sw_err_ends_scan(err))
				break;
			err = 0;
			continue;
		}
		if (v.type == SW_TYPE_PORTS && v.ports.n) {
			err = sw_vlan_add(acc, vlan, &v.ports);
			v.type = SW_TYPE_UNSPEC;	/* the list owns the ports */
			if (err)
				break;
		}
		sw_value_free(&v);
	}
	sw_attr_list_free(&attrs);
	return err;
}

int sw_read_vlans(struct sw_handle *h, const struct sw_switch *sw,
		  struct sw_vlan_list *out)
{
	struct sw_vlan_acc acc = { .sw_id = sw->id };
	int err;

	if (h->has_vlan_dump && h->use_vlan_dump)
		err = sw_read_vlans_dump(h, sw, &acc);
	else
		err = sw_read_vlans_get(h, sw, &acc);
	if (err) {
		sw_vlan_list_free(&acc.list);
		return err;
	}
	sw_vlan_sort(&acc.list);
	*out = acc.list;
	return 0;
}

void sw_state_free(struct sw_state *state)
{
	if (!state)
		return;
	sw_vlan_list_free(&state->vlans);
	free(state->port);
	memset(state, 0, sizeof(*state));
}

static int sw_read_port(struct sw_handle *h, const struct sw_switch *sw,
			const struct sw_attr *pvid, const struct sw_attr *link,
			unsigned int port, struct sw_port_state *ps)
{
	struct sw_value v;
	int err;

	if (pvid) {
		err = sw_get(h, sw->id, pvid, port, &v);
		if (!err && v.type == SW_TYPE_INT) {
			ps->has_pvid = true;
			ps->pvid = v.i;
		}
		sw_value_free(&v);
		if (err && sw_err_ends_scan(err))
			return err;
	}
	if (link) {
		err = sw_get(h, sw->id, link, port, &v);
		if (!err && sw_value_to_link(&v, &ps->link) == 0)
			ps->has_link = true;
		sw_value_free(&v);
		if (err && sw_err_ends_scan(err))
			return err;
	}
	return 0;
}

int sw_read_state(struct sw_handle *h, const struct sw_switch *sw,
		  struct sw_state *out)
{
	struct sw_state st = { .n_ports = sw->ports };
	const struct sw_attr *pvid, *link;
	struct sw_attr_list attrs;
	unsigned int port;
	int err;

	err = sw_read_vlans(h, sw, &st.vlans);
	if (err && err != -EOPNOTSUPP)
		return err;

	err = sw_list_attrs(h, sw->id, SW_PORT, &attrs);
	if (err)
		goto fail;
	pvid = sw_attr_find(&attrs, "pvid");
	if (pvid && pvid->type != SW_TYPE_INT)
		pvid = NULL;
	link = sw_attr_find(&attrs, "link");
	if (link && link->type != SW_TYPE_LINK && link->type != SW_TYPE_STRING)
		link = NULL;

	st.port = calloc(sw->ports ? sw->ports : 1, sizeof(*st.port));
	if (!st.port)
		err = -ENOMEM;
	for (port = 0; !err && port < sw->ports; port++)
		err = sw_read_port(h, sw, pvid, link, port, &st.port[port]);
	sw_attr_list_free(&attrs);
	if (err)
		goto fail;
	*out = st;
	return 0;
fail:
	sw_state_free(&st);
	return err;
}
