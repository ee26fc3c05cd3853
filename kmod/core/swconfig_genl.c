// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the generic netlink family "switch" and its GET and SET
 * commands. The dumps (GET_SWITCH, DUMP_VLANS, DUMP_VALUES) are in
 * swconfig_dump.c, the
 * LIST commands in swconfig_list.c.
 *
 * Validation: commands 1-11 are OpenWrt's and keep its liberal parsing
 * (no NLA_F_NESTED required, unknown attributes ignored) because libnl-tiny
 * clients rely on it; the policies still check every attribute's type and
 * length, and the handlers check every index and value before a driver
 * sees it. Commands from SWITCH_CMD_DUMP_VLANS on are ours and strict.
 *
 * With openwrt=1 the family registers OpenWrt's commands only, with
 * OpenWrt's policy and attribute count, not parallel (one request at a
 * time, under the genetlink lock), as OpenWrt's core does.
 */
#include <linux/slab.h>

#include "swconfig_priv.h"

#define SWCONFIG_LEGACY_VALIDATION \
	(GENL_DONT_VALIDATE_STRICT | GENL_DONT_VALIDATE_DUMP_STRICT)

static const struct nla_policy switch_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_ID] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_ATTR_OP_ID] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_ATTR_OP_PORT] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_ATTR_OP_VLAN] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_ATTR_OP_VALUE_INT] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_ATTR_OP_VALUE_STR] = { .type = NLA_NUL_STRING,
				       .len = SWITCH_MAX_STRING },
	[SWITCH_ATTR_OP_VALUE_PORTS] = { .type = NLA_NESTED },
	[SWITCH_ATTR_OP_VALUE_LINK] = { .type = NLA_NESTED },
};

/*
 * OpenWrt's policy: u32 attributes of at least 4 bytes (longer ones are
 * accepted with a kernel warning), strings of any length, the link nest
 * unchecked; its attribute count (SWITCH_ATTR_MAX there) ends after
 * SWITCH_ATTR_PORT.
 */
#define SWCONFIG_OPENWRT_MAXATTR	(SWITCH_ATTR_PORT + 1)

static const struct nla_policy openwrt_policy[SWCONFIG_OPENWRT_MAXATTR + 1] = {
	[SWITCH_ATTR_TYPE] = { .type = NLA_U32 },
	[SWITCH_ATTR_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_PORT] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VLAN] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VALUE_INT] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VALUE_STR] = { .type = NLA_NUL_STRING },
	[SWITCH_ATTR_OP_VALUE_PORTS] = { .type = NLA_NESTED },
};

/* DUMP_VLANS takes the switch id and nothing else */
static const struct nla_policy dump_vlans_policy[SWITCH_ATTR_ID + 1] = {
	[SWITCH_ATTR_ID] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
};

/* Inside DUMP_VALUES' filter: attribute ids, nothing else */
static const struct nla_policy dump_filter_policy[SWITCH_ATTR_OP_ID + 1] = {
	[SWITCH_ATTR_OP_ID] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
};

/*
 * DUMP_VALUES: the switch id, a group and an optional filter, nothing
 * else; swconfig_dump_values_start() checks the filter's ids
 */
static const struct nla_policy dump_values_policy[SWITCH_ATTR_OP_FILTER + 1] = {
	[SWITCH_ATTR_ID] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_ATTR_OP_GROUP] = NLA_POLICY_MAX(NLA_U32, SWITCH_GROUP_VLAN),
	[SWITCH_ATTR_OP_FILTER] = NLA_POLICY_NESTED(dump_filter_policy),
};

enum swconfig_group swconfig_cmd_group(u8 cmd)
{
	switch (cmd) {
	case SWITCH_CMD_LIST_PORT:
	case SWITCH_CMD_GET_PORT:
	case SWITCH_CMD_SET_PORT:
		return SWCONFIG_PORT;
	case SWITCH_CMD_LIST_VLAN:
	case SWITCH_CMD_GET_VLAN:
	case SWITCH_CMD_SET_VLAN:
		return SWCONFIG_VLAN;
	default:
		return SWCONFIG_GLOBAL;
	}
}

/* Missing attribute: tell the client which one, by type and in words */
#define SWCONFIG_REQUIRE(info, type, msg) ({				\
	struct genl_info *__req_info = (info);				\
	int __err = 0;							\
	if (GENL_REQ_ATTR_CHECK(__req_info, type)) {			\
		NL_SET_ERR_MSG(__req_info->extack, msg);		\
		__err = -EINVAL;					\
	}								\
	__err;								\
})

/*
 * The switch a request names, with its sw_mutex held, or an ERR_PTR.
 * Every do handler calls it first: without our extended-ACK messages
 * (OpenWrt's core sends none) the rest of the request has no extack.
 */
struct switch_dev *swconfig_request_dev(struct genl_info *info)
{
	struct switch_dev *dev;
	u32 id;

	if (!swconfig_mode->extack)
		info->extack = NULL;
	if (SWCONFIG_REQUIRE(info, SWITCH_ATTR_ID, "missing switch id"))
		return ERR_PTR(-EINVAL);
	id = nla_get_u32(info->attrs[SWITCH_ATTR_ID]);
	dev = swconfig_get_dev(id);
	if (!dev) {
		NL_SET_BAD_ATTR(info->extack, info->attrs[SWITCH_ATTR_ID]);
		SWCONFIG_ERR(info->extack, "no such switch",
			     "no switch with id %u", id);
		return ERR_PTR(-swconfig_mode->no_switch);
	}
	return dev;
}

static int swconfig_request_port(struct switch_dev *dev,
				 struct genl_info *info, struct switch_val *val)
{
	if (SWCONFIG_REQUIRE(info, SWITCH_ATTR_OP_PORT, "missing port index"))
		return -EINVAL;
	val->port_vlan = nla_get_u32(info->attrs[SWITCH_ATTR_OP_PORT]);
	if (val->port_vlan >= dev->ports) {
		NL_SET_BAD_ATTR(info->extack, info->attrs[SWITCH_ATTR_OP_PORT]);
		SWCONFIG_ERR(info->extack, "port index out of range",
			     "port %u out of range (%s has %u ports)",
			     val->port_vlan, dev->devname, dev->ports);
		return -EINVAL;
	}
	return 0;
}

static int swconfig_request_vlan(struct switch_dev *dev,
				 struct genl_info *info, struct switch_val *val)
{
	if (SWCONFIG_REQUIRE(info, SWITCH_ATTR_OP_VLAN, "missing VLAN index"))
		return -EINVAL;
	val->port_vlan = nla_get_u32(info->attrs[SWITCH_ATTR_OP_VLAN]);
	if (val->port_vlan >= dev->vlans) {
		NL_SET_BAD_ATTR(info->extack, info->attrs[SWITCH_ATTR_OP_VLAN]);
		SWCONFIG_ERR(info->extack, "VLAN index out of range",
			     "VLAN %u out of range (%s has %u VLANs)",
			     val->port_vlan, dev->devname, dev->vlans);
		return -EINVAL;
	}
	return 0;
}

/* The attribute and port/VLAN index a GET or SET names, into val */
static int swconfig_request_attr(struct switch_dev *dev,
				 enum swconfig_group group,
				 struct genl_info *info, struct switch_val *val)
{
	u32 op_id;
	int err = 0;

	if (SWCONFIG_REQUIRE(info, SWITCH_ATTR_OP_ID, "missing attribute id"))
		return -EINVAL;
	op_id = nla_get_u32(info->attrs[SWITCH_ATTR_OP_ID]);
	val->attr = swconfig_find_attr(dev, group, op_id);
	if (!val->attr) {
		NL_SET_BAD_ATTR(info->extack, info->attrs[SWITCH_ATTR_OP_ID]);
		SWCONFIG_ERR(info->extack, "unknown attribute",
			     "unknown attribute id %u", op_id);
		return -swconfig_mode->no_attr;
	}
	if (group == SWCONFIG_PORT)
		err = swconfig_request_port(dev, info, val);
	else if (group == SWCONFIG_VLAN)
		err = swconfig_request_vlan(dev, info, val);
	return err;
}

/* Room for a GET reply: headers and indexes, plus the value itself */
static size_t swconfig_get_reply_size(struct switch_dev *dev,
				      const struct switch_val *val)
{
	size_t size = NLMSG_GOODSIZE;

	if (val->attr->type == SWITCH_TYPE_STRING && val->value.s)
		size += nla_total_size(strlen(val->value.s) + 1);
	return size;
}

/* What a GET reply repeats of its request (OpenWrt's has none of it) */
static int swconfig_put_ids(struct sk_buff *msg, struct switch_dev *dev,
			    enum swconfig_group group, struct genl_info *info,
			    const struct switch_val *val)
{
	if (nla_put_u32(msg, SWITCH_ATTR_ID, dev->id) ||
	    nla_put_u32(msg, SWITCH_ATTR_OP_ID,
			nla_get_u32(info->attrs[SWITCH_ATTR_OP_ID])))
		return -EMSGSIZE;
	if (group == SWCONFIG_PORT)
		return nla_put_u32(msg, SWITCH_ATTR_OP_PORT, val->port_vlan);
	if (group == SWCONFIG_VLAN)
		return nla_put_u32(msg, SWITCH_ATTR_OP_VLAN, val->port_vlan);
	return 0;
}

static int swconfig_get_reply(struct switch_dev *dev, struct genl_info *info,
			      const struct switch_val *val,
			      struct sk_buff **reply)
{
	enum swconfig_group group = swconfig_cmd_group(info->genlhdr->cmd);
	struct sk_buff *msg;
	void *hdr;

	msg = genlmsg_new(swconfig_get_reply_size(dev, val), GFP_KERNEL);
	if (!msg)
		return -ENOMEM;
	hdr = genlmsg_put(msg, info->snd_portid, info->snd_seq,
			  &swconfig_family, 0, info->genlhdr->cmd);
	if (!hdr ||
	    (swconfig_mode->get_reply_ids &&
	     swconfig_put_ids(msg, dev, group, info, val)) ||
	    swconfig_put_value(msg, val)) {
		nlmsg_free(msg);
		return -EMSGSIZE;
	}
	genlmsg_end(msg, hdr);
	*reply = msg;
	return 0;
}

static int swconfig_get_locked(struct switch_dev *dev, struct genl_info *info,
			       struct sk_buff **reply)
{
	enum swconfig_group group = swconfig_cmd_group(info->genlhdr->cmd);
	struct switch_port_link link;
	struct switch_val val = {};
	int err;

	err = swconfig_request_attr(dev, group, info, &val);
	if (err)
		return err;
	if (!val.attr->get) {
		NL_SET_ERR_MSG(info->extack, "attribute is write-only");
		return -swconfig_mode->no_callback;
	}
	err = swconfig_get_value(dev, val.attr, val.port_vlan, &val, &link);
	if (err)
		return err;
	return swconfig_get_reply(dev, info, &val, reply);
}

static int swconfig_get_attr(struct sk_buff *skb, struct genl_info *info)
{
	struct sk_buff *reply = NULL;
	struct switch_dev *dev;
	int err;

	dev = swconfig_request_dev(info);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	err = swconfig_get_locked(dev, info, &reply);
	swconfig_put_dev(dev);
	if (err)
		return err;
	return genlmsg_reply(reply, info);
}

static int swconfig_set_attr(struct sk_buff *skb, struct genl_info *info)
{
	enum swconfig_group group = swconfig_cmd_group(info->genlhdr->cmd);
	struct switch_port_link link = {};
	struct switch_val val = {};
	struct switch_dev *dev;
	int err;

	dev = swconfig_request_dev(info);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	err = swconfig_request_attr(dev, group, info, &val);
	if (!err && !val.attr->set) {
		NL_SET_ERR_MSG(info->extack, "attribute is read-only");
		err = -swconfig_mode->no_callback;
	}
	if (!err)
		err = swconfig_parse_value(dev, info, &val, &link);
	if (!err)
		err = val.attr->set(dev, val.attr, &val);
	swconfig_put_dev(dev);
	return err;
}

#define SWCONFIG_LIST_OP(_cmd) {				\
	.cmd = (_cmd),						\
	.validate = SWCONFIG_LEGACY_VALIDATION,			\
	.doit = swconfig_list_attrs,				\
	.start = swconfig_list_dump_start,			\
	.dumpit = swconfig_list_dump,				\
}

/* OpenWrt's LIST: a do request only (a dump gets EOPNOTSUPP) */
#define SWCONFIG_LIST_DO_OP(_cmd) {				\
	.cmd = (_cmd),						\
	.validate = SWCONFIG_LEGACY_VALIDATION,			\
	.doit = swconfig_list_attrs,				\
}

#define SWCONFIG_GET_OP(_cmd) {					\
	.cmd = (_cmd),						\
	.validate = SWCONFIG_LEGACY_VALIDATION,			\
	.doit = swconfig_get_attr,				\
}

#define SWCONFIG_SET_OP(_cmd) {					\
	.cmd = (_cmd),						\
	.validate = SWCONFIG_LEGACY_VALIDATION,			\
	.flags = GENL_ADMIN_PERM,				\
	.doit = swconfig_set_attr,				\
}

static const struct genl_ops swconfig_ops[] = {
	{
		.cmd = SWITCH_CMD_GET_SWITCH,
		.validate = SWCONFIG_LEGACY_VALIDATION,
		.start = swconfig_dump_switches_start,
		.dumpit = swconfig_dump_switches,
	},
	SWCONFIG_LIST_OP(SWITCH_CMD_LIST_GLOBAL),
	SWCONFIG_GET_OP(SWITCH_CMD_GET_GLOBAL),
	SWCONFIG_SET_OP(SWITCH_CMD_SET_GLOBAL),
	SWCONFIG_LIST_OP(SWITCH_CMD_LIST_PORT),
	SWCONFIG_GET_OP(SWITCH_CMD_GET_PORT),
	SWCONFIG_SET_OP(SWITCH_CMD_SET_PORT),
	SWCONFIG_LIST_OP(SWITCH_CMD_LIST_VLAN),
	SWCONFIG_GET_OP(SWITCH_CMD_GET_VLAN),
	SWCONFIG_SET_OP(SWITCH_CMD_SET_VLAN),
	{
		.cmd = SWITCH_CMD_DUMP_VLANS,
		.policy = dump_vlans_policy,
		.maxattr = SWITCH_ATTR_ID,
		.start = swconfig_dump_vlans_start,
		.dumpit = swconfig_dump_vlans,
	},
	{
		.cmd = SWITCH_CMD_DUMP_VALUES,
		.policy = dump_values_policy,
		.maxattr = SWITCH_ATTR_OP_FILTER,
		.start = swconfig_dump_values_start,
		.dumpit = swconfig_dump_values,
		.done = swconfig_dump_values_done,
	},
};

/* OpenWrt's commands: no DUMP_VLANS or DUMP_VALUES, no LIST dumps */
static const struct genl_ops swconfig_openwrt_ops[] = {
	{
		/* no start: OpenWrt's GET_SWITCH dumps every switch */
		.cmd = SWITCH_CMD_GET_SWITCH,
		.validate = SWCONFIG_LEGACY_VALIDATION,
		.dumpit = swconfig_dump_switches,
	},
	SWCONFIG_LIST_DO_OP(SWITCH_CMD_LIST_GLOBAL),
	SWCONFIG_GET_OP(SWITCH_CMD_GET_GLOBAL),
	SWCONFIG_SET_OP(SWITCH_CMD_SET_GLOBAL),
	SWCONFIG_LIST_DO_OP(SWITCH_CMD_LIST_PORT),
	SWCONFIG_GET_OP(SWITCH_CMD_GET_PORT),
	SWCONFIG_SET_OP(SWITCH_CMD_SET_PORT),
	SWCONFIG_LIST_DO_OP(SWITCH_CMD_LIST_VLAN),
	SWCONFIG_GET_OP(SWITCH_CMD_GET_VLAN),
	SWCONFIG_SET_OP(SWITCH_CMD_SET_VLAN),
};

struct genl_family swconfig_family __ro_after_init = {
	.name = SWITCH_GENL_NAME,
	.version = SWITCH_GENL_VERSION,
	.maxattr = SWITCH_ATTR_EXT_MAX,
	.policy = switch_policy,
	/* the per-device mutex serialises what needs it */
	.parallel_ops = true,
	.module = THIS_MODULE,
	.ops = swconfig_ops,
	.n_ops = ARRAY_SIZE(swconfig_ops),
	/* ops from here on get the kernel's strict checks of new commands */
	.resv_start_op = SWITCH_CMD_DUMP_VLANS,
};

int __init swconfig_genl_register(bool openwrt)
{
	if (openwrt) {
		swconfig_family.version = SWITCH_GENL_VERSION_OPENWRT;
		swconfig_family.maxattr = SWCONFIG_OPENWRT_MAXATTR;
		swconfig_family.policy = openwrt_policy;
		swconfig_family.parallel_ops = false;
		swconfig_family.ops = swconfig_openwrt_ops;
		swconfig_family.n_ops = ARRAY_SIZE(swconfig_openwrt_ops);
	}
	return genl_register_family(&swconfig_family);
}

void swconfig_genl_unregister(void)
{
	genl_unregister_family(&swconfig_family);
}
