// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: every value of one group of attributes (global, ports, VLANs).
 *
 * Our kernels answer one SWITCH_CMD_DUMP_VALUES per group: a NEW_ATTR
 * message per item (the switch, a port, a VLAN with members) holding
 * SWITCH_ATTR_OP_VALUE nests of OP_ID and the value; an item too big for
 * one part of the dump continues in the next message. OpenWrt's kernels
 * lack it: there, one GET per attribute and item, as OpenWrt's own tools
 * read a switch. Which one a handle uses is decided once: the command must
 * be in the family's op list and not be refused the first time.
 *
 * A list that is not the group's whole one (a caller's choice of
 * attributes) goes into the dump's filter where the kernel takes one
 * (family version 2): the driver then reads only those values, where an
 * unfiltered dump would read every counter of every port to give the few
 * values a poll wants.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

static const struct nla_policy item_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_PORT] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VLAN] = { .type = NLA_U32 },
};

static const struct nla_policy value_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_OP_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VALUE_INT] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VALUE_STR] = { .type = NLA_STRING },
	[SWITCH_ATTR_OP_VALUE_PORTS] = { .type = NLA_NESTED },
	[SWITCH_ATTR_OP_VALUE_LINK] = { .type = NLA_NESTED },
};

struct sw_group_acc {
	uint32_t sw_id;
	unsigned int max_index;		/* ports or VLANs of the switch */
	const struct sw_attr_list *attrs;
	struct sw_group_read r;
	unsigned int cap;
};

void sw_group_read_free(struct sw_group_read *r)
{
	size_t i;

	if (!r)
		return;
	if (r->val)
		for (i = 0; i < (size_t)r->n_items * r->n_attrs; i++)
			sw_value_free(&r->val[i].value);
	free(r->val);
	free(r->index);
	memset(r, 0, sizeof(*r));
}

static bool sw_attr_readable(const struct sw_attr *a)
{
	return a->readable && a->type != SW_TYPE_NOVAL;
}

/*
 * A new item at the end, its values marked "not read yet"
 * (-ENODATA) or not readable (-EOPNOTSUPP); its position or -errno
 */
static int sw_group_add(struct sw_group_acc *acc, unsigned int index)
{
	struct sw_group_read *r = &acc->r;
	struct sw_read_value *val, *v;
	unsigned int *idx;
	size_t j;

	if (r->n_items == acc->cap) {
		unsigned int cap = acc->cap ? acc->cap * 2 : 16;

		idx = realloc(r->index, cap * sizeof(*idx));
		if (!idx)
			return -ENOMEM;
		r->index = idx;
		val = realloc(r->val, (size_t)cap * (r->n_attrs ? r->n_attrs : 1) *
			      sizeof(*val));
		if (!val)
			return -ENOMEM;
		r->val = val;
		acc->cap = cap;
	}
	r->index[r->n_items] = index;
	for (j = 0; j < r->n_attrs; j++) {
		v = &r->val[(size_t)r->n_items * r->n_attrs + j];
		v->err = sw_attr_readable(&acc->attrs->attr[j]) ?
			 -ENODATA : -EOPNOTSUPP;
		v->value.type = SW_TYPE_UNSPEC;
	}
	return (int)r->n_items++;
}

/* The item's position; items come in ascending order, continued ones last */
static int sw_group_item(struct sw_group_acc *acc, unsigned int index)
{
	struct sw_group_read *r = &acc->r;

	if (r->n_items && r->index[r->n_items - 1] == index)
		return (int)r->n_items - 1;
	if (r->n_items && r->index[r->n_items - 1] > index)
		return -EBADMSG;	/* out of order: not our kernel's dump */
	return sw_group_add(acc, index);
}

static int sw_group_attr(const struct sw_attr_list *attrs, uint32_t id)
{
	size_t j;

	for (j = 0; j < attrs->n; j++)
		if (attrs->attr[j].id == id)
			return (int)j;
	return -1;
}

static int sw_group_store(struct sw_group_acc *acc, int item,
			  const struct nlattr *nest)
{
	struct nlattr *tb[SWITCH_ATTR_EXT_MAX + 1];
	struct sw_read_value *rv;
	int j, err;

	if (nla_parse_nested(tb, SWITCH_ATTR_EXT_MAX, (struct nlattr *)nest,
			     value_policy) < 0 || !tb[SWITCH_ATTR_OP_ID])
		return -EBADMSG;
	j = sw_group_attr(acc->attrs, nla_get_u32(tb[SWITCH_ATTR_OP_ID]));
	if (j < 0)
		return 0;	/* not in the caller's list: not asked for */
	rv = &acc->r.val[(size_t)item * acc->r.n_attrs + (size_t)j];
	if (!rv->err)
		return -EBADMSG;	/* a value twice */
	err = sw_decode_value(tb, &rv->value);
	if (err)
		return err;
	if (rv->value.type == SW_TYPE_UNSPEC)
		return 0;	/* a value type swlib does not know */
	rv->err = 0;
	return 0;
}

static int sw_group_dump_reply(struct nl_msg *reply, void *arg)
{
	struct nlattr *tb[SWITCH_ATTR_EXT_MAX + 1];
	struct sw_group_acc *acc = arg;
	unsigned int index = 0;
	struct nlattr *nla;
	int item, rem, err;

	err = sw_parse_reply(reply, tb, SWITCH_ATTR_EXT_MAX, item_policy);
	if (err)
		return err;
	if (!tb[SWITCH_ATTR_ID] ||
	    nla_get_u32(tb[SWITCH_ATTR_ID]) != acc->sw_id)
		return -EBADMSG;
	if (acc->r.group != SW_GLOBAL) {
		nla = tb[acc->r.group == SW_PORT ? SWITCH_ATTR_OP_PORT :
						    SWITCH_ATTR_OP_VLAN];
		if (!nla)
			return -EBADMSG;
		index = nla_get_u32(nla);
		if (index >= acc->max_index)
			return -EBADMSG;
	}
	item = sw_group_item(acc, index);
	if (item < 0)
		return item;
	nlmsg_for_each_attr(nla, nlmsg_hdr(reply), GENL_HDRLEN, rem) {
		if (nla_type(nla) != SWITCH_ATTR_OP_VALUE)
			continue;
		err = sw_group_store(acc, item, nla);
		if (err)
			return err;
	}
	return 0;
}

/* The filter: each id of the list once (the kernel refuses duplicates) */
static int sw_put_filter(struct nl_msg *msg, const struct sw_attr_list *attrs)
{
	struct nlattr *nest;
	size_t i;

	/* strictly validated: the nest must say it is one */
	nest = nla_nest_start(msg, SWITCH_ATTR_OP_FILTER | NLA_F_NESTED);
	if (!nest)
		return -ENOMEM;
	for (i = 0; i < attrs->n; i++) {
		if (sw_group_attr(attrs, attrs->attr[i].id) != (int)i)
			continue;
		if (nla_put_u32(msg, SWITCH_ATTR_OP_ID, attrs->attr[i].id) < 0)
			return -ENOMEM;
	}
	nla_nest_end(msg, nest);
	return 0;
}

static int sw_read_group_dump(struct sw_handle *h, const struct sw_switch *sw,
			      struct sw_group_acc *acc, bool filter)
{
	struct nl_msg *msg;

	msg = sw_msg_new(h, SWITCH_CMD_DUMP_VALUES, NLM_F_DUMP);
	if (msg && (nla_put_u32(msg, SWITCH_ATTR_ID, sw->id) < 0 ||
		    nla_put_u32(msg, SWITCH_ATTR_OP_GROUP,
				(uint32_t)acc->r.group) < 0 ||
		    (filter && sw_put_filter(msg, acc->attrs)))) {
		nlmsg_free(msg);
		msg = NULL;
	}
	return sw_request(h, msg, sw_group_dump_reply, acc);
}

/* What a failed try left in acc, for another try */
static void sw_group_acc_reset(struct sw_group_acc *acc)
{
	enum sw_group group = acc->r.group;

	sw_group_read_free(&acc->r);
	acc->r.group = group;
	acc->r.n_attrs = acc->attrs->n;
	acc->cap = 0;
}

/*
 * The dump, filtered when the list is a part of the group's and the
 * kernel takes a filter; a filter refused (a stale list) once more without
 */
static int sw_read_group_dumps(struct sw_handle *h, const struct sw_switch *sw,
			       struct sw_group_acc *acc)
{
	bool filter = h->has_dump_filter && !acc->attrs->complete &&
		      acc->attrs->n > 0;
	int err;

	err = sw_read_group_dump(h, sw, acc, filter);
	if (err == -EINVAL && filter) {
		sw_group_acc_reset(acc);
		err = sw_read_group_dump(h, sw, acc, false);
	}
	return err;
}

static int sw_group_get_item(struct sw_handle *h, const struct sw_switch *sw,
			     struct sw_group_acc *acc, unsigned int index,
			     const struct sw_ports *members)
{
	const struct sw_attr_list *attrs = acc->attrs;
	struct sw_read_value *rv;
	int item, err;
	size_t j;

	item = sw_group_add(acc, index);
	if (item < 0)
		return item;
	for (j = 0; j < attrs->n; j++) {
		const struct sw_attr *a = &attrs->attr[j];

		rv = &acc->r.val[(size_t)item * attrs->n + j];
		if (!sw_attr_readable(a))
			continue;
		/* the VLAN's members are known already */
		if (members && a->type == SW_TYPE_PORTS &&
		    !strcmp(a->name, "ports")) {
			rv->value.type = SW_TYPE_PORTS;
			rv->err = sw_ports_copy(&rv->value.ports, members);
			if (rv->err) {
				rv->value.type = SW_TYPE_UNSPEC;
				return rv->err;
			}
			continue;
		}
		err = sw_get(h, sw->id, a, index, &rv->value);
		rv->err = err;
		if (err && sw_err_ends_scan(err))
			return err;
	}
	return 0;
}

static int sw_read_group_get(struct sw_handle *h, const struct sw_switch *sw,
			     struct sw_group_acc *acc)
{
	struct sw_vlan_list vlans = { 0 };
	unsigned int i, n;
	int err = 0;

	switch (acc->r.group) {
	case SW_GLOBAL:
		return sw_group_get_item(h, sw, acc, 0, NULL);
	case SW_PORT:
		for (i = 0; i < sw->ports && !err; i++)
			err = sw_group_get_item(h, sw, acc, i, NULL);
		return err;
	case SW_VLAN:
		err = sw_read_vlans(h, sw, &vlans);
		if (err)
			return err;
		n = vlans.n;
		for (i = 0; i < n && !err; i++)
			err = sw_group_get_item(h, sw, acc, vlans.vlan[i].vlan,
						&vlans.vlan[i].ports);
		sw_vlan_list_free(&vlans);
		return err;
	}
	return -EINVAL;
}

/* A kernel that does not know the command, or not this way */
static bool sw_value_dump_refused(int err)
{
	return err == -EOPNOTSUPP || err == -EINVAL;
}

int sw_read_group(struct sw_handle *h, const struct sw_switch *sw,
		  enum sw_group group, const struct sw_attr_list *attrs,
		  struct sw_group_read *out)
{
	struct sw_group_acc acc = {
		.sw_id = sw->id,
		.attrs = attrs,
		.r = { .group = group, .n_attrs = attrs->n },
	};
	bool dump = h->has_value_dump && h->use_value_dump;
	int err;

	if (group != SW_GLOBAL && group != SW_PORT && group != SW_VLAN)
		return -EINVAL;
	acc.max_index = group == SW_PORT ? sw->ports : sw->vlans;
	if (dump) {
		err = sw_read_group_dumps(h, sw, &acc);
		/*
		 * The first try tells whether the kernel has the command; a
		 * switch without a VLAN table refuses only its VLAN group
		 */
		if (err && !h->value_dump_tried && sw_value_dump_refused(err) &&
		    group != SW_VLAN) {
			h->has_value_dump = false;
			dump = false;
			sw_group_acc_reset(&acc);
		}
		if (!err || dump)
			h->value_dump_tried = true;
	}
	if (!dump)
		err = sw_read_group_get(h, sw, &acc);
	if (err) {
		sw_group_read_free(&acc.r);
		return err;
	}
	*out = acc.r;
	return 0;
}
