// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the dump commands. GET_SWITCH lists the switches;
 * DUMP_VLANS (ours) lists the membership of every non-empty VLAN of one
 * switch in a single dump, where OpenWrt's API needs a GET per VLAN index;
 * DUMP_VALUES (ours) every readable value of one group of attributes,
 * where OpenWrt's API needs a GET per attribute and port or VLAN, or only
 * those of the attributes a filter names (swconfig_filter.c).
 *
 * A dump spans several calls. Each call looks its switch up again by id
 * and checks the generation it started with, so a switch that disappears
 * between calls ends the dump with -ENODEV instead of being touched after
 * it is gone, and so does one replaced by another switch with the same
 * id. GET_SWITCH marks its messages NLM_F_DUMP_INTR when the list of
 * switches changed between calls.
 */
#include <linux/bitmap.h>

#include "swconfig_priv.h"

enum {
	DUMP_ARG_NEXT,		/* GET_SWITCH: next id; DUMP_VLANS: next VLAN */
	DUMP_ARG_SWITCH,	/* GET_SWITCH: id + 1 or 0 for all; DUMP_VLANS: id */
	DUMP_ARG_GENERATION,	/* DUMP_VLANS: the switch's generation */
};

static void *swconfig_dump_msg(struct sk_buff *skb, struct netlink_callback *cb)
{
	return genlmsg_put(skb, NETLINK_CB(cb->skb).portid,
			   cb->nlh->nlmsg_seq, &swconfig_family, NLM_F_MULTI,
			   SWITCH_CMD_NEW_ATTR);
}

/* The request's SWITCH_ATTR_ID, already validated by the family's policy */
static const struct nlattr *swconfig_dump_switch_id(struct netlink_callback *cb)
{
	return nlmsg_find_attr(cb->nlh, GENL_HDRLEN, SWITCH_ATTR_ID);
}

static int swconfig_put_portmap(struct sk_buff *skb, struct switch_dev *dev)
{
	struct nlattr *map, *port;
	unsigned int i;

	map = nla_nest_start(skb, SWITCH_ATTR_PORTMAP);
	if (!map)
		return -EMSGSIZE;
	for (i = 0; i < dev->ports; i++) {
		const struct switch_portmap *pm = swconfig_mode->driver_portmap ?
						  &dev->portmap[i] : NULL;

		/* OpenWrt's core without device tree: an empty entry */
		port = nla_nest_start(skb, SWITCH_ATTR_PORTS);
		if (!port ||
		    (pm && pm->segment &&
		     nla_put_string(skb, SWITCH_PORTMAP_SEGMENT, pm->segment)) ||
		    (pm && nla_put_u32(skb, SWITCH_PORTMAP_VIRT, pm->virt))) {
			nla_nest_cancel(skb, map);
			return -EMSGSIZE;
		}
		nla_nest_end(skb, port);
	}
	nla_nest_end(skb, map);
	return 0;
}

static int swconfig_put_switch(struct sk_buff *skb, struct netlink_callback *cb,
			       struct switch_dev *dev)
{
	void *hdr = swconfig_dump_msg(skb, cb);

	if (!hdr)
		return -EMSGSIZE;
	genl_dump_check_consistent(cb, hdr);
	if (nla_put_u32(skb, SWITCH_ATTR_ID, dev->id) ||
	    nla_put_string(skb, SWITCH_ATTR_DEV_NAME, dev->devname) ||
	    nla_put_string(skb, SWITCH_ATTR_ALIAS, dev->alias ?: "") ||
	    nla_put_string(skb, SWITCH_ATTR_NAME, dev->name ?: "") ||
	    nla_put_u32(skb, SWITCH_ATTR_VLANS, dev->vlans) ||
	    nla_put_u32(skb, SWITCH_ATTR_PORTS, dev->ports) ||
	    nla_put_u32(skb, SWITCH_ATTR_CPU_PORT, dev->cpu_port) ||
	    ((dev->portmap || !swconfig_mode->driver_portmap) &&
	     swconfig_put_portmap(skb, dev))) {
		genlmsg_cancel(skb, hdr);
		return -EMSGSIZE;
	}
	genlmsg_end(skb, hdr);
	return 0;
}

int swconfig_dump_switches_start(struct netlink_callback *cb)
{
	const struct nlattr *id = swconfig_dump_switch_id(cb);

	cb->args[DUMP_ARG_NEXT] = id ? nla_get_u32(id) : 0;
	cb->args[DUMP_ARG_SWITCH] = id ? (long)nla_get_u32(id) + 1 : 0;
	return 0;
}

int swconfig_dump_switches(struct sk_buff *skb, struct netlink_callback *cb)
{
	long only = cb->args[DUMP_ARG_SWITCH];
	struct switch_dev *dev;
	int err;

	cb->seq = swconfig_list_generation();
	while ((dev = swconfig_get_dev_from(cb->args[DUMP_ARG_NEXT]))) {
		if (only && dev->id != only - 1) {
			swconfig_put_dev(dev);
			break;
		}
		err = swconfig_put_switch(skb, cb, dev);
		if (!err)
			cb->args[DUMP_ARG_NEXT] = dev->id + 1;
		swconfig_put_dev(dev);
		if (err)
			break;
	}
	return skb->len;
}

/*
 * The switch a per-switch dump (DUMP_VLANS, LIST) names, locked, or an
 * ERR_PTR with the reason in extack.
 */
struct switch_dev *swconfig_dump_start_dev(struct netlink_callback *cb)
{
	const struct nlattr *id = swconfig_dump_switch_id(cb);
	struct switch_dev *dev;

	if (!id) {
		NL_SET_ERR_MSG(cb->extack, "missing switch id");
		return ERR_PTR(-EINVAL);
	}
	dev = swconfig_get_dev(nla_get_u32(id));
	if (!dev) {
		NL_SET_ERR_MSG(cb->extack, "no such switch");
		return ERR_PTR(-ENODEV);
	}
	return dev;
}

int swconfig_dump_vlans_start(struct netlink_callback *cb)
{
	struct switch_dev *dev = swconfig_dump_start_dev(cb);
	int err = 0;

	if (IS_ERR(dev))
		return PTR_ERR(dev);
	if (!dev->ops->get_vlan_ports) {
		NL_SET_ERR_MSG(cb->extack, "switch has no VLAN table");
		err = -EOPNOTSUPP;
	}
	cb->args[DUMP_ARG_SWITCH] = dev->id;
	cb->args[DUMP_ARG_GENERATION] = dev->generation;
	cb->args[DUMP_ARG_NEXT] = 0;
	swconfig_put_dev(dev);
	return err;
}

static int swconfig_put_vlan(struct sk_buff *skb, struct netlink_callback *cb,
			     struct switch_dev *dev, const struct switch_val *val)
{
	void *hdr = swconfig_dump_msg(skb, cb);

	if (!hdr)
		return -EMSGSIZE;
	if (nla_put_u32(skb, SWITCH_ATTR_ID, dev->id) ||
	    nla_put_u32(skb, SWITCH_ATTR_OP_VLAN, val->port_vlan) ||
	    swconfig_put_ports(skb, SWITCH_ATTR_OP_VALUE_PORTS, val)) {
		genlmsg_cancel(skb, hdr);
		return -EMSGSIZE;
	}
	genlmsg_end(skb, hdr);
	return 0;
}

/* Fill skb with VLANs from cb's next index on; 0 when it is full */
static int swconfig_dump_vlans_locked(struct sk_buff *skb,
				      struct netlink_callback *cb,
				      struct switch_dev *dev)
{
	struct switch_val val = {};
	unsigned int vlan;
	int err;

	for (vlan = cb->args[DUMP_ARG_NEXT]; vlan < dev->vlans; vlan++) {
		val.port_vlan = vlan;
		val.value.ports = dev->portbuf;
		val.len = 0;
		err = dev->ops->get_vlan_ports(dev, &val);
		if (err)
			return err;
		if (val.len > dev->ports)
			return -EIO;	/* driver bug */
		if (!val.len)
			continue;
		if (swconfig_put_vlan(skb, cb, dev, &val))
			break;		/* full: continue with this VLAN */
	}
	cb->args[DUMP_ARG_NEXT] = vlan;
	return 0;
}

/*
 * The switch a dump started on, locked, or ERR_PTR(-ENODEV) when it is
 * gone, even if another switch now has its id.
 */
struct switch_dev *swconfig_dump_get_dev(struct netlink_callback *cb,
					 u32 id, u64 generation)
{
	struct switch_dev *dev = swconfig_get_dev(id);

	if (!dev) {
		NL_SET_ERR_MSG(cb->extack, "switch removed during the dump");
		return ERR_PTR(-ENODEV);
	}
	if (dev->generation != generation) {
		swconfig_put_dev(dev);
		NL_SET_ERR_MSG(cb->extack, "switch replaced during the dump");
		return ERR_PTR(-ENODEV);
	}
	return dev;
}

int swconfig_dump_vlans(struct sk_buff *skb, struct netlink_callback *cb)
{
	struct switch_dev *dev;
	int err;

	dev = swconfig_dump_get_dev(cb, cb->args[DUMP_ARG_SWITCH],
				    cb->args[DUMP_ARG_GENERATION]);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	err = swconfig_dump_vlans_locked(skb, cb, dev);
	swconfig_put_dev(dev);
	return err ?: skb->len;
}

enum {
	VALUES_ARG_SWITCH,
	VALUES_ARG_GENERATION,
	VALUES_ARG_GROUP,
	VALUES_ARG_ITEM,	/* port or VLAN index; 0 for the global group */
	VALUES_ARG_POS,		/* list position of the item's next attribute */
	VALUES_ARG_FILTER,	/* bitmap of the positions to read, or 0: all */
};

static const unsigned long *swconfig_values_filter(struct netlink_callback *cb)
{
	return (const unsigned long *)cb->args[VALUES_ARG_FILTER];
}

/* The end of a dump that started, complete or not: free its filter */
int swconfig_dump_values_done(struct netlink_callback *cb)
{
	bitmap_free((unsigned long *)cb->args[VALUES_ARG_FILTER]);
	cb->args[VALUES_ARG_FILTER] = 0;
	return 0;
}

int swconfig_dump_values_start(struct netlink_callback *cb)
{
	const struct nlattr *group;
	unsigned long *filter;
	struct switch_dev *dev;
	int err = 0;

	/* the policy checked the group's range; it must be there */
	group = nlmsg_find_attr(cb->nlh, GENL_HDRLEN, SWITCH_ATTR_OP_GROUP);
	if (!group) {
		NL_SET_ERR_MSG(cb->extack, "missing attribute group");
		return -EINVAL;
	}
	dev = swconfig_dump_start_dev(cb);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	cb->args[VALUES_ARG_GROUP] = nla_get_u32(group);
	if (cb->args[VALUES_ARG_GROUP] == SWCONFIG_VLAN &&
	    !dev->ops->get_vlan_ports) {
		NL_SET_ERR_MSG(cb->extack, "switch has no VLAN table");
		err = -EOPNOTSUPP;
	}
	/* last: no failure after it, since .done is not called then */
	filter = err ? NULL : swconfig_filter_parse(cb, dev,
						    cb->args[VALUES_ARG_GROUP]);
	if (IS_ERR(filter))
		err = PTR_ERR(filter);
	else
		cb->args[VALUES_ARG_FILTER] = (long)filter;
	cb->args[VALUES_ARG_SWITCH] = dev->id;
	cb->args[VALUES_ARG_GENERATION] = dev->generation;
	cb->args[VALUES_ARG_ITEM] = 0;
	cb->args[VALUES_ARG_POS] = 0;
	swconfig_put_dev(dev);
	return err;
}

static unsigned int swconfig_group_items(struct switch_dev *dev,
					 enum swconfig_group group)
{
	switch (group) {
	case SWCONFIG_PORT:
		return dev->ports;
	case SWCONFIG_VLAN:
		return dev->vlans;
	default:
		return 1;
	}
}

/* Whether a VLAN index has member ports; a negative errno on failure */
static int swconfig_vlan_used(struct switch_dev *dev, unsigned int vlan)
{
	struct switch_val val = {
		.port_vlan = vlan,
		.value.ports = dev->portbuf,
	};
	int err;

	err = dev->ops->get_vlan_ports(dev, &val);
	if (err)
		return err;
	if (val.len > dev->ports)
		return -EIO;	/* driver bug */
	return val.len > 0;
}

/* One SWITCH_ATTR_OP_VALUE nest: the attribute's id and its value */
static int swconfig_put_op_value(struct sk_buff *skb, u32 op_id,
				 const struct switch_val *val)
{
	struct nlattr *nest = nla_nest_start(skb, SWITCH_ATTR_OP_VALUE);

	if (!nest)
		return -EMSGSIZE;
	if (nla_put_u32(skb, SWITCH_ATTR_OP_ID, op_id) ||
	    swconfig_put_value(skb, val)) {
		nla_nest_cancel(skb, nest);
		return -EMSGSIZE;
	}
	nla_nest_end(skb, nest);
	return 0;
}

/*
 * The message of one item, from attribute position *pos on. Returns 0
 * when the item is complete, -EMSGSIZE when skb is full (*pos is the
 * attribute to continue with). A value the driver fails to read is left
 * out, as the GET of it would fail.
 */
static int swconfig_put_item(struct sk_buff *skb, struct netlink_callback *cb,
			     struct switch_dev *dev, enum swconfig_group group,
			     unsigned int item, unsigned int *pos)
{
	const unsigned long *filter = swconfig_values_filter(cb);
	unsigned int len = swconfig_list_len(dev, group), put = 0;
	const struct switch_attr *attr;
	struct switch_port_link link;
	struct switch_val val;
	void *hdr;
	u32 op_id;

	hdr = swconfig_dump_msg(skb, cb);
	if (!hdr)
		return -EMSGSIZE;
	if (nla_put_u32(skb, SWITCH_ATTR_ID, dev->id) ||
	    (group == SWCONFIG_PORT &&
	     nla_put_u32(skb, SWITCH_ATTR_OP_PORT, item)) ||
	    (group == SWCONFIG_VLAN &&
	     nla_put_u32(skb, SWITCH_ATTR_OP_VLAN, item)))
		goto full;
	for (; *pos < len; (*pos)++) {
		if (filter && !test_bit(*pos, filter))
			continue;	/* not asked for: not read */
		attr = swconfig_list_at(dev, group, *pos, &op_id);
		if (!attr || !attr->get || attr->type == SWITCH_TYPE_NOVAL)
			continue;
		if (swconfig_get_value(dev, attr, item, &val, &link))
			continue;
		if (swconfig_put_op_value(skb, op_id, &val)) {
			if (!put)
				goto full;
			genlmsg_end(skb, hdr);
			return -EMSGSIZE;
		}
		put++;
	}
	genlmsg_end(skb, hdr);
	return 0;
full:
	genlmsg_cancel(skb, hdr);
	return -EMSGSIZE;
}

/* Fill skb from cb's item and attribute position on */
static int swconfig_dump_values_locked(struct sk_buff *skb,
				       struct netlink_callback *cb,
				       struct switch_dev *dev)
{
	enum swconfig_group group = cb->args[VALUES_ARG_GROUP];
	unsigned int n = swconfig_group_items(dev, group);
	unsigned int item = cb->args[VALUES_ARG_ITEM];
	unsigned int pos = cb->args[VALUES_ARG_POS];
	int err = 0;

	for (; item < n; item++, pos = 0) {
		/* an item already begun stays in the dump */
		if (group == SWCONFIG_VLAN && !pos) {
			err = swconfig_vlan_used(dev, item);
			if (err < 0)
				return err;
			if (!err)
				continue;
		}
		err = swconfig_put_item(skb, cb, dev, group, item, &pos);
		if (err)
			break;
	}
	cb->args[VALUES_ARG_ITEM] = item;
	cb->args[VALUES_ARG_POS] = pos;
	/* not even one value fits in an empty part: it never will */
	if (err && !skb->len)
		return err;
	return 0;
}

int swconfig_dump_values(struct sk_buff *skb, struct netlink_callback *cb)
{
	struct switch_dev *dev;
	int err;

	dev = swconfig_dump_get_dev(cb, cb->args[VALUES_ARG_SWITCH],
				    cb->args[VALUES_ARG_GENERATION]);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	err = swconfig_dump_values_locked(skb, cb, dev);
	swconfig_put_dev(dev);
	return err ?: skb->len;
}
