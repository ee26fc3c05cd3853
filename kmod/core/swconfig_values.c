// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: attribute values between netlink and struct switch_val.
 *
 * Everything a driver receives has been checked here: types, lengths,
 * ranges, port lists (ids, count, duplicates) and link settings, so a
 * driver only checks what depends on its hardware.
 */
#include <linux/bitmap.h>

#include "swconfig_priv.h"

static const struct nla_policy port_policy[SWITCH_PORT_ATTR_MAX] = {
	[SWITCH_PORT_ID] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_PORT_FLAG_TAGGED] = { .type = NLA_FLAG },
};

/* OpenWrt's link attributes and ours, up to SWITCH_LINK_ATTR_EXT_MAX */
static const struct nla_policy link_policy[SWITCH_LINK_ATTR_EXT_MAX + 1] = {
	[SWITCH_LINK_FLAG_LINK] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_DUPLEX] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_ANEG] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_TX_FLOW] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_RX_FLOW] = { .type = NLA_FLAG },
	[SWITCH_LINK_SPEED] = NLA_POLICY_EXACT_LEN(sizeof(u32)),
	[SWITCH_LINK_FLAG_EEE_100BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_1000BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_2500BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_5000BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_10000BASET] = { .type = NLA_FLAG },
};

static const u32 link_speeds[] = {
	SWITCH_PORT_SPEED_UNKNOWN, SWITCH_PORT_SPEED_10, SWITCH_PORT_SPEED_100,
	SWITCH_PORT_SPEED_1000, SWITCH_PORT_SPEED_2500, SWITCH_PORT_SPEED_5000,
	SWITCH_PORT_SPEED_10000,
};

/* switch_port_link.eee (ethtool bits) and the link attributes on the wire */
static const struct {
	int type;
	u32 bit;
} link_eee[] = {
	{ SWITCH_LINK_FLAG_EEE_100BASET, SWITCH_EEE_100BASET },
	{ SWITCH_LINK_FLAG_EEE_1000BASET, SWITCH_EEE_1000BASET },
	{ SWITCH_LINK_FLAG_EEE_2500BASET, SWITCH_EEE_2500BASET },
	{ SWITCH_LINK_FLAG_EEE_5000BASET, SWITCH_EEE_5000BASET },
	{ SWITCH_LINK_FLAG_EEE_10000BASET, SWITCH_EEE_10000BASET },
};

static int swconfig_parse_port(struct switch_dev *dev, const struct nlattr *nla,
			       unsigned long *seen, struct switch_port *port,
			       struct netlink_ext_ack *extack)
{
	struct nlattr *tb[SWITCH_PORT_ATTR_MAX];
	int err;

	if (nla_type(nla) != SWITCH_ATTR_PORT) {
		NL_SET_ERR_MSG_ATTR(extack, nla,
				    "port list entries must be SWITCH_ATTR_PORT");
		return -EINVAL;
	}
	/* libnl-tiny clients send nests without NLA_F_NESTED: parse liberally */
	err = nla_parse_nested_deprecated(tb, SWITCH_PORT_ATTR_MAX - 1, nla,
					  port_policy, extack);
	if (err)
		return err;
	if (!tb[SWITCH_PORT_ID]) {
		NL_SET_ERR_MSG_ATTR(extack, nla, "port list entry without port id");
		return -EINVAL;
	}
	port->id = nla_get_u32(tb[SWITCH_PORT_ID]);
	if (port->id >= dev->ports) {
		SWCONFIG_ERR(extack, "port id out of range",
			     "port %u out of range (%s has %u ports)",
			     port->id, dev->devname, dev->ports);
		return -EINVAL;
	}
	if (test_and_set_bit(port->id, seen)) {
		SWCONFIG_ERR(extack, "port listed twice",
			     "port %u listed twice", port->id);
		return -EINVAL;
	}
	port->flags = tb[SWITCH_PORT_FLAG_TAGGED] ?
		      BIT(SWITCH_PORT_FLAG_TAGGED) : 0;
	return 0;
}

static int swconfig_parse_ports(struct switch_dev *dev,
				const struct nlattr *head,
				struct switch_val *val,
				struct netlink_ext_ack *extack)
{
	DECLARE_BITMAP(seen, SWITCH_MAX_PORTS);
	const struct nlattr *nla;
	int rem, err;

	bitmap_zero(seen, SWITCH_MAX_PORTS);
	val->len = 0;
	val->value.ports = dev->portbuf;
	if (!head)
		return 0;
	nla_for_each_nested(nla, head, rem) {
		if (val->len >= dev->ports) {
			SWCONFIG_ERR(extack, "port list longer than the switch",
				     "port list longer than the %u ports of %s",
				     dev->ports, dev->devname);
			return -EINVAL;
		}
		err = swconfig_parse_port(dev, nla, seen,
					  &dev->portbuf[val->len], extack);
		if (err)
			return err;
		val->len++;
	}
	if (rem) {
		NL_SET_ERR_MSG_ATTR(extack, head, "truncated port list");
		return -EINVAL;
	}
	return 0;
}

static bool swconfig_speed_valid(u32 speed)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(link_speeds); i++)
		if (link_speeds[i] == speed)
			return true;
	return false;
}

static int swconfig_parse_link(const struct nlattr *head,
			       struct switch_port_link *link,
			       struct netlink_ext_ack *extack)
{
	struct nlattr *tb[SWITCH_LINK_ATTR_EXT_MAX + 1];
	unsigned int i;
	u32 speed = 0;
	int err;

	memset(tb, 0, sizeof(tb));
	if (head) {
		err = nla_parse_nested_deprecated(tb, SWITCH_LINK_ATTR_EXT_MAX,
						  head, link_policy, extack);
		if (err)
			return err;
	}

	memset(link, 0, sizeof(*link));
	link->link = !!tb[SWITCH_LINK_FLAG_LINK];
	link->duplex = !!tb[SWITCH_LINK_FLAG_DUPLEX];
	link->aneg = !!tb[SWITCH_LINK_FLAG_ANEG];
	link->tx_flow = !!tb[SWITCH_LINK_FLAG_TX_FLOW];
	link->rx_flow = !!tb[SWITCH_LINK_FLAG_RX_FLOW];
	/* no speed: 0, "unspecified", left to the driver (autoneg) */
	if (tb[SWITCH_LINK_SPEED])
		speed = nla_get_u32(tb[SWITCH_LINK_SPEED]);
	if (!swconfig_speed_valid(speed)) {
		SWCONFIG_ERR(extack, "invalid link speed",
			     "invalid link speed %u", speed);
		return -EINVAL;
	}
	link->speed = speed;
	for (i = 0; i < ARRAY_SIZE(link_eee); i++)
		if (tb[link_eee[i].type])
			link->eee |= link_eee[i].bit;
	/* OpenWrt's core passes on speed, duplex and autonegotiation only */
	if (!swconfig_mode->link_flags) {
		link->link = false;
		link->tx_flow = false;
		link->rx_flow = false;
		link->eee = 0;
	}
	return 0;
}

static int swconfig_parse_int(const struct switch_attr *attr,
			      struct nlattr **attrs, struct switch_val *val,
			      struct netlink_ext_ack *extack)
{
	struct nlattr *nla = attrs[SWITCH_ATTR_OP_VALUE_INT];

	if (!nla) {
		NL_SET_ERR_MSG(extack, "integer attribute needs OP_VALUE_INT");
		return -EINVAL;
	}
	val->value.i = nla_get_u32(nla);
	/* a positive max is a range to enforce (OpenWrt's core ignores it) */
	if (attr->max > 0 && (val->value.i < (u32)max(attr->min, 0) ||
			      val->value.i > (u32)attr->max)) {
		SWCONFIG_ERR(extack, "value out of range",
			     "%s: %u out of range %d..%d", attr->name,
			     val->value.i, attr->min, attr->max);
		return -swconfig_mode->out_of_range;
	}
	return 0;
}

static int swconfig_parse_string(const struct switch_attr *attr,
				 struct nlattr **attrs, struct switch_val *val,
				 struct netlink_ext_ack *extack)
{
	struct nlattr *nla = attrs[SWITCH_ATTR_OP_VALUE_STR];
	size_t max = attr->max > 0 ? attr->max : SWITCH_MAX_STRING;

	if (!nla) {
		NL_SET_ERR_MSG(extack, "string attribute needs OP_VALUE_STR");
		return -EINVAL;
	}
	/* the policy guarantees a NUL within the attribute */
	val->value.s = nla_data(nla);
	if (strlen(val->value.s) > max) {
		SWCONFIG_ERR(extack, "string too long",
			     "%s: string longer than %zu bytes", attr->name,
			     max);
		return -swconfig_mode->out_of_range;
	}
	return 0;
}

/**
 * swconfig_parse_value - the value of a SET request, checked
 * @dev: the switch, sw_mutex held (port lists go to dev->portbuf)
 * @info: the request; val->attr says which value attribute to read
 * @val: filled in
 * @link: storage for a link value
 *
 * Return: 0 or a negative errno with an extended ACK message.
 */
int swconfig_parse_value(struct switch_dev *dev, struct genl_info *info,
			 struct switch_val *val,
			 struct switch_port_link *link)
{
	struct netlink_ext_ack *extack = info->extack;
	struct nlattr **attrs = info->attrs;

	switch (val->attr->type) {
	case SWITCH_TYPE_INT:
		return swconfig_parse_int(val->attr, attrs, val, extack);
	case SWITCH_TYPE_STRING:
		return swconfig_parse_string(val->attr, attrs, val, extack);
	case SWITCH_TYPE_PORTS:
		if (!attrs[SWITCH_ATTR_OP_VALUE_PORTS] &&
		    swconfig_mode->value_required) {
			NL_SET_ERR_MSG(extack,
				       "port list attribute needs OP_VALUE_PORTS");
			return -EINVAL;
		}
		/* OpenWrt's core: no list is the empty list */
		return swconfig_parse_ports(dev, attrs[SWITCH_ATTR_OP_VALUE_PORTS],
					    val, extack);
	case SWITCH_TYPE_LINK:
		if (!attrs[SWITCH_ATTR_OP_VALUE_LINK] &&
		    swconfig_mode->value_required) {
			NL_SET_ERR_MSG(extack, "link attribute needs OP_VALUE_LINK");
			return -EINVAL;
		}
		/* OpenWrt's core: no link nest is all zeroes */
		val->value.link = link;
		return swconfig_parse_link(attrs[SWITCH_ATTR_OP_VALUE_LINK],
					   link, extack);
	case SWITCH_TYPE_NOVAL:
		return 0;
	default:
		NL_SET_ERR_MSG(extack, "attribute of unknown type");
		return -EINVAL;
	}
}

/**
 * swconfig_get_value - read one attribute through its driver callback
 * @dev: the switch, sw_mutex held (port lists go to dev->portbuf)
 * @attr: a readable attribute of @dev
 * @index: port or VLAN index (checked by the caller), 0 for global ones
 * @val: filled in; valid until the next use of dev->portbuf
 * @link: storage for a link value
 *
 * The one way GET requests and the value dump read a value.
 *
 * Return: 0 or the driver's negative errno; -EIO for a port list longer
 * than the switch (a driver bug).
 */
int swconfig_get_value(struct switch_dev *dev, const struct switch_attr *attr,
		       unsigned int index, struct switch_val *val,
		       struct switch_port_link *link)
{
	int err;

	memset(val, 0, sizeof(*val));
	memset(link, 0, sizeof(*link));
	val->attr = attr;
	val->port_vlan = index;
	if (attr->type == SWITCH_TYPE_PORTS)
		val->value.ports = dev->portbuf;
	else if (attr->type == SWITCH_TYPE_LINK)
		val->value.link = link;
	err = attr->get(dev, attr, val);
	if (err)
		return err;
	if (attr->type == SWITCH_TYPE_PORTS && val->len > dev->ports)
		return -EIO;
	return 0;
}

/* A port list, as OP_VALUE_PORTS (GET replies) or in a VLAN dump */
int swconfig_put_ports(struct sk_buff *msg, int attrtype,
		       const struct switch_val *val)
{
	struct nlattr *head, *port;
	unsigned int i;

	head = nla_nest_start(msg, attrtype);
	if (!head)
		return -EMSGSIZE;
	for (i = 0; i < val->len; i++) {
		port = nla_nest_start(msg, SWITCH_ATTR_PORT);
		if (!port ||
		    nla_put_u32(msg, SWITCH_PORT_ID, val->value.ports[i].id) ||
		    ((val->value.ports[i].flags & BIT(SWITCH_PORT_FLAG_TAGGED)) &&
		     nla_put_flag(msg, SWITCH_PORT_FLAG_TAGGED))) {
			nla_nest_cancel(msg, head);
			return -EMSGSIZE;
		}
		nla_nest_end(msg, port);
	}
	nla_nest_end(msg, head);
	return 0;
}

static int swconfig_put_flag_if(struct sk_buff *msg, int type, bool set)
{
	return set ? nla_put_flag(msg, type) : 0;
}

static int swconfig_put_link(struct sk_buff *msg,
			     const struct switch_port_link *link)
{
	struct nlattr *head;
	unsigned int i;

	head = nla_nest_start(msg, SWITCH_ATTR_OP_VALUE_LINK);
	if (!head)
		return -EMSGSIZE;
	if (swconfig_put_flag_if(msg, SWITCH_LINK_FLAG_LINK, link->link) ||
	    swconfig_put_flag_if(msg, SWITCH_LINK_FLAG_DUPLEX, link->duplex) ||
	    swconfig_put_flag_if(msg, SWITCH_LINK_FLAG_ANEG, link->aneg) ||
	    swconfig_put_flag_if(msg, SWITCH_LINK_FLAG_TX_FLOW, link->tx_flow) ||
	    swconfig_put_flag_if(msg, SWITCH_LINK_FLAG_RX_FLOW, link->rx_flow) ||
	    nla_put_u32(msg, SWITCH_LINK_SPEED, link->speed))
		goto cancel;
	for (i = 0; i < ARRAY_SIZE(link_eee); i++)
		if (swconfig_put_flag_if(msg, link_eee[i].type,
					 link->eee & link_eee[i].bit))
			goto cancel;
	nla_nest_end(msg, head);
	return 0;
cancel:
	nla_nest_cancel(msg, head);
	return -EMSGSIZE;
}

/* The value a driver's get callback produced, as its OP_VALUE_* attribute */
int swconfig_put_value(struct sk_buff *msg, const struct switch_val *val)
{
	switch (val->attr->type) {
	case SWITCH_TYPE_INT:
		return nla_put_u32(msg, SWITCH_ATTR_OP_VALUE_INT, val->value.i);
	case SWITCH_TYPE_STRING:
		return nla_put_string(msg, SWITCH_ATTR_OP_VALUE_STR,
				      val->value.s ?: "");
	case SWITCH_TYPE_PORTS:
		return swconfig_put_ports(msg, SWITCH_ATTR_OP_VALUE_PORTS, val);
	case SWITCH_TYPE_LINK:
		return swconfig_put_link(msg, val->value.link);
	default:
		return 0;
	}
}
