// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: attribute values on the wire (SWITCH_CMD_GET_* and SET_*), port
 * lists and links encoded and decoded, apply and reset.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

static const struct nla_policy value_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_OP_VALUE_INT] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_VALUE_STR] = { .type = NLA_STRING },
	[SWITCH_ATTR_OP_VALUE_PORTS] = { .type = NLA_NESTED },
	[SWITCH_ATTR_OP_VALUE_LINK] = { .type = NLA_NESTED },
};

/*
 * SWITCH_PORT_ATTR_MAX counts (OpenWrt's meaning): the last is one less.
 * SWITCH_LINK_ATTR_MAX counts OpenWrt's link attributes only; ours
 * (EEE 2.5G and up) go up to SWITCH_LINK_ATTR_EXT_MAX.
 */
#define SW_PORT_MAXTYPE		(SWITCH_PORT_ATTR_MAX - 1)
#define SW_LINK_MAXTYPE		SWITCH_LINK_ATTR_EXT_MAX

static const struct nla_policy port_policy[SW_PORT_MAXTYPE + 1] = {
	[SWITCH_PORT_ID] = { .type = NLA_U32 },
	[SWITCH_PORT_FLAG_TAGGED] = { .type = NLA_FLAG },
};

static const struct nla_policy link_policy[SW_LINK_MAXTYPE + 1] = {
	[SWITCH_LINK_FLAG_LINK] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_DUPLEX] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_ANEG] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_TX_FLOW] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_RX_FLOW] = { .type = NLA_FLAG },
	[SWITCH_LINK_SPEED] = { .type = NLA_U32 },
	[SWITCH_LINK_FLAG_EEE_100BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_1000BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_2500BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_5000BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_10000BASET] = { .type = NLA_FLAG },
};

/* SW_EEE_* bit of each SWITCH_LINK_FLAG_EEE_* attribute */
static const struct {
	int attr;
	unsigned int bit;
} eee_flags[] = {
	{ SWITCH_LINK_FLAG_EEE_100BASET, SW_EEE_100 },
	{ SWITCH_LINK_FLAG_EEE_1000BASET, SW_EEE_1000 },
	{ SWITCH_LINK_FLAG_EEE_2500BASET, SW_EEE_2500 },
	{ SWITCH_LINK_FLAG_EEE_5000BASET, SW_EEE_5000 },
	{ SWITCH_LINK_FLAG_EEE_10000BASET, SW_EEE_10000 },
};

_Static_assert((int)SW_TYPE_INT == (int)SWITCH_TYPE_INT &&
	       (int)SW_TYPE_STRING == (int)SWITCH_TYPE_STRING &&
	       (int)SW_TYPE_PORTS == (int)SWITCH_TYPE_PORTS &&
	       (int)SW_TYPE_LINK == (int)SWITCH_TYPE_LINK &&
	       (int)SW_TYPE_NOVAL == (int)SWITCH_TYPE_NOVAL,
	       "enum sw_type follows enum switch_val_type");

void sw_ports_free(struct sw_ports *ports)
{
	if (!ports)
		return;
	free(ports->port);
	ports->port = NULL;
	ports->n = 0;
}

int sw_ports_copy(struct sw_ports *dst, const struct sw_ports *src)
{
	dst->n = 0;
	dst->port = NULL;
	if (!src->n)
		return 0;
	dst->port = malloc(src->n * sizeof(*dst->port));
	if (!dst->port)
		return -ENOMEM;
	memcpy(dst->port, src->port, src->n * sizeof(*dst->port));
	dst->n = src->n;
	return 0;
}

void sw_value_free(struct sw_value *v)
{
	if (!v)
		return;
	if (v->type == SW_TYPE_STRING)
		free(v->s);
	else if (v->type == SW_TYPE_PORTS)
		sw_ports_free(&v->ports);
	memset(v, 0, sizeof(*v));
}

/*
 * Appends the members of a port list nest to ports (OpenWrt's kernel may
 * spread one list over several messages). Entries of other types and
 * entries without a port id are skipped.
 */
int sw_decode_ports(const struct nlattr *nest, struct sw_ports *ports)
{
	struct nlattr *tb[SW_PORT_MAXTYPE + 1];
	struct sw_port *grown;
	struct nlattr *entry;
	int rem, n = 0;

	nla_for_each_nested(entry, nest, rem)
		n++;
	if (!n)
		return 0;
	if (ports->n + n > SW_MAX_PORTS)
		return -EBADMSG;
	grown = realloc(ports->port, (ports->n + n) * sizeof(*grown));
	if (!grown)
		return -ENOMEM;
	ports->port = grown;

	nla_for_each_nested(entry, nest, rem) {
		if (nla_type(entry) != SWITCH_ATTR_PORT ||
		    nla_parse_nested(tb, SW_PORT_MAXTYPE, entry,
				     port_policy) < 0 ||
		    !tb[SWITCH_PORT_ID])
			continue;
		grown[ports->n].id = nla_get_u32(tb[SWITCH_PORT_ID]);
		grown[ports->n].tagged = tb[SWITCH_PORT_FLAG_TAGGED] != NULL;
		ports->n++;
	}
	return 0;
}

int sw_decode_link(const struct nlattr *nest, struct sw_link *link)
{
	struct nlattr *tb[SW_LINK_MAXTYPE + 1];
	size_t i;

	if (nla_parse_nested(tb, SW_LINK_MAXTYPE, (struct nlattr *)nest,
			     link_policy) < 0)
		return -EBADMSG;
	memset(link, 0, sizeof(*link));
	link->link = tb[SWITCH_LINK_FLAG_LINK] != NULL;
	link->duplex = tb[SWITCH_LINK_FLAG_DUPLEX] != NULL;
	link->aneg = tb[SWITCH_LINK_FLAG_ANEG] != NULL;
	link->tx_flow = tb[SWITCH_LINK_FLAG_TX_FLOW] != NULL;
	link->rx_flow = tb[SWITCH_LINK_FLAG_RX_FLOW] != NULL;
	if (tb[SWITCH_LINK_SPEED])
		link->speed = nla_get_u32(tb[SWITCH_LINK_SPEED]);
	for (i = 0; i < SW_ARRAY_SIZE(eee_flags); i++)
		if (tb[eee_flags[i].attr])
			link->eee |= eee_flags[i].bit;
	return 0;
}

static int sw_put_ports(struct nl_msg *msg, const struct sw_ports *ports)
{
	struct nlattr *list, *entry;
	unsigned int i;

	list = nla_nest_start(msg, SWITCH_ATTR_OP_VALUE_PORTS);
	if (!list)
		return -EMSGSIZE;
	for (i = 0; i < ports->n; i++) {
		entry = nla_nest_start(msg, SWITCH_ATTR_PORT);
		if (!entry ||
		    nla_put_u32(msg, SWITCH_PORT_ID, ports->port[i].id) < 0 ||
		    (ports->port[i].tagged &&
		     nla_put_flag(msg, SWITCH_PORT_FLAG_TAGGED) < 0))
			return -EMSGSIZE;
		nla_nest_end(msg, entry);
	}
	/* an empty list empties the VLAN: it must reach the kernel */
	nla_nest_end_keep_empty(msg, list);
	return 0;
}

static int sw_put_flag_if(struct nl_msg *msg, int type, bool set)
{
	return set ? nla_put_flag(msg, type) : 0;
}

static int sw_put_link(struct nl_msg *msg, const struct sw_link *link)
{
	struct nlattr *nest;
	size_t i;

	nest = nla_nest_start(msg, SWITCH_ATTR_OP_VALUE_LINK);
	if (!nest ||
	    sw_put_flag_if(msg, SWITCH_LINK_FLAG_LINK, link->link) < 0 ||
	    sw_put_flag_if(msg, SWITCH_LINK_FLAG_DUPLEX, link->duplex) < 0 ||
	    sw_put_flag_if(msg, SWITCH_LINK_FLAG_ANEG, link->aneg) < 0 ||
	    sw_put_flag_if(msg, SWITCH_LINK_FLAG_TX_FLOW, link->tx_flow) < 0 ||
	    sw_put_flag_if(msg, SWITCH_LINK_FLAG_RX_FLOW, link->rx_flow) < 0 ||
	    nla_put_u32(msg, SWITCH_LINK_SPEED, link->speed) < 0)
		return -EMSGSIZE;
	for (i = 0; i < SW_ARRAY_SIZE(eee_flags); i++)
		if (sw_put_flag_if(msg, eee_flags[i].attr,
				   link->eee & eee_flags[i].bit) < 0)
			return -EMSGSIZE;
	nla_nest_end_keep_empty(msg, nest);
	return 0;
}

int sw_put_index(struct nl_msg *msg, enum sw_group group, unsigned int index)
{
	switch (group) {
	case SW_PORT:
		return nla_put_u32(msg, SWITCH_ATTR_OP_PORT, index);
	case SW_VLAN:
		return nla_put_u32(msg, SWITCH_ATTR_OP_VLAN, index);
	case SW_GLOBAL:
		break;
	}
	return 0;
}

/* A GET or SET request for attribute a, without its value */
static struct nl_msg *sw_attr_msg(struct sw_handle *h, uint32_t sw_id,
				  const struct sw_attr *a, unsigned int index,
				  int base)
{
	struct nl_msg *msg = sw_msg_new(h, sw_group_cmd(a->group, base), 0);

	if (msg &&
	    (nla_put_u32(msg, SWITCH_ATTR_ID, sw_id) < 0 ||
	     nla_put_u32(msg, SWITCH_ATTR_OP_ID, a->id) < 0 ||
	     sw_put_index(msg, a->group, index) < 0)) {
		nlmsg_free(msg);
		msg = NULL;
	}
	return msg;
}

/*
 * The value in tb (OP_VALUE_* parsed); a port list adds to v's when v
 * already holds one (a continuation)
 */
int sw_decode_value(struct nlattr **tb, struct sw_value *v)
{
	int err;

	if (tb[SWITCH_ATTR_OP_VALUE_PORTS]) {
		if (v->type != SW_TYPE_PORTS) {
			sw_value_free(v);
			v->type = SW_TYPE_PORTS;
		}
		return sw_decode_ports(tb[SWITCH_ATTR_OP_VALUE_PORTS],
				       &v->ports);
	}
	sw_value_free(v);
	if (tb[SWITCH_ATTR_OP_VALUE_INT]) {
		v->type = SW_TYPE_INT;
		v->i = nla_get_u32(tb[SWITCH_ATTR_OP_VALUE_INT]);
	} else if (tb[SWITCH_ATTR_OP_VALUE_STR]) {
		v->s = sw_strdup_attr(tb[SWITCH_ATTR_OP_VALUE_STR]);
		if (!v->s)
			return -ENOMEM;
		v->type = SW_TYPE_STRING;
	} else if (tb[SWITCH_ATTR_OP_VALUE_LINK]) {
		err = sw_decode_link(tb[SWITCH_ATTR_OP_VALUE_LINK], &v->link);
		if (err)
			return err;
		v->type = SW_TYPE_LINK;
	}
	return 0;
}

static int sw_store_value(struct nl_msg *reply, void *arg)
{
	struct nlattr *tb[SWITCH_ATTR_EXT_MAX + 1];
	int err;

	err = sw_parse_reply(reply, tb, SWITCH_ATTR_EXT_MAX, value_policy);
	if (err)
		return err;
	/* a port list continued in a second message adds to the first */
	return sw_decode_value(tb, arg);
}

int sw_get(struct sw_handle *h, uint32_t sw_id, const struct sw_attr *a,
	   unsigned int index, struct sw_value *out)
{
	struct sw_value v = { .type = SW_TYPE_UNSPEC };
	int err;

	err = sw_request(h, sw_attr_msg(h, sw_id, a, index, 1),
			 sw_store_value, &v);
	if (!err && v.type == SW_TYPE_UNSPEC)
		err = -EBADMSG;		/* no value swlib understands */
	if (err) {
		sw_value_free(&v);
		return err;
	}
	*out = v;
	return 0;
}

static int sw_put_value(struct nl_msg *msg, const struct sw_attr *a,
			const struct sw_value *v)
{
	if (a->type == SW_TYPE_NOVAL)
		return 0;
	if (!v || v->type != a->type)
		return -EINVAL;
	switch (v->type) {
	case SW_TYPE_INT:
		return nla_put_u32(msg, SWITCH_ATTR_OP_VALUE_INT, v->i) < 0 ?
		       -EMSGSIZE : 0;
	case SW_TYPE_STRING:
		if (!v->s)
			return -EINVAL;
		return nla_put_string(msg, SWITCH_ATTR_OP_VALUE_STR, v->s) < 0 ?
		       -EMSGSIZE : 0;
	case SW_TYPE_PORTS:
		return sw_put_ports(msg, &v->ports);
	case SW_TYPE_LINK:
		return sw_put_link(msg, &v->link);
	case SW_TYPE_NOVAL:
	case SW_TYPE_UNSPEC:
		break;
	}
	return -EOPNOTSUPP;	/* a type this library cannot encode */
}

int sw_set(struct sw_handle *h, uint32_t sw_id, const struct sw_attr *a,
	   unsigned int index, const struct sw_value *v)
{
	struct nl_msg *msg;
	int err;

	sw_clear_error(h);
	msg = sw_attr_msg(h, sw_id, a, index, 2);
	if (!msg)
		return -ENOMEM;
	err = sw_put_value(msg, a, v);
	if (err) {
		nlmsg_free(msg);
		return err;
	}
	return sw_request(h, msg, NULL, NULL);
}

int sw_set_int(struct sw_handle *h, uint32_t sw_id, const struct sw_attr *a,
	       unsigned int index, uint32_t i)
{
	struct sw_value v = { .type = SW_TYPE_INT, .i = i };

	return sw_set(h, sw_id, a, index, &v);
}

int sw_set_string(struct sw_handle *h, uint32_t sw_id,
		  const struct sw_attr *a, unsigned int index, const char *s)
{
	/* sw_set() only reads the string */
	struct sw_value v = { .type = SW_TYPE_STRING, .s = (char *)s };

	return sw_set(h, sw_id, a, index, &v);
}

/* A global NOVAL attribute, found by name */
static int sw_global_action(struct sw_handle *h, uint32_t sw_id,
			    const char *name)
{
	struct sw_attr_list globals;
	const struct sw_attr *a;
	int err;

	err = sw_list_attrs(h, sw_id, SW_GLOBAL, &globals);
	if (err)
		return err;
	a = sw_attr_find(&globals, name);
	if (!a)
		err = -ENOENT;
	else if (a->type != SW_TYPE_NOVAL)
		err = -EINVAL;
	else
		err = sw_set(h, sw_id, a, 0, NULL);
	sw_attr_list_free(&globals);
	return err;
}

int sw_apply(struct sw_handle *h, uint32_t sw_id)
{
	return sw_global_action(h, sw_id, "apply");
}

int sw_reset(struct sw_handle *h, uint32_t sw_id)
{
	return sw_global_action(h, sw_id, "reset");
}
