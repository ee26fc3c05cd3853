// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the LIST commands, one NEW_ATTR message per attribute a
 * switch offers in a group (global, port, VLAN), with its id, type, name,
 * permissions and description.
 *
 * With NLM_F_DUMP the list is a dump: sent in as many parts as the reader
 * takes, each part filled under the switch lock and queued by the netlink
 * dump machinery, which waits for the reader. Without it (OpenWrt's tools)
 * the whole list is built into one skb under the switch lock and sent after
 * the lock is dropped: netlink queues one skb whole or not at all, so the
 * reader gets the complete list followed by the ACK, or ENOBUFS, never a
 * part of the list.
 */
#include "swconfig_priv.h"

enum {
	LIST_ARG_SWITCH,
	LIST_ARG_GENERATION,
	LIST_ARG_NEXT,		/* position of the next attribute */
};

/* What the driver implements: tools tell configuration from status */
static u32 swconfig_attr_perm(const struct switch_attr *attr)
{
	return (attr->get ? SWITCH_OP_PERM_READ : 0) |
	       (attr->set ? SWITCH_OP_PERM_WRITE : 0);
}

/*
 * Positions in a list: the driver's attributes, then the built-in ones;
 * the value dump walks the same positions
 */
unsigned int swconfig_list_len(struct switch_dev *dev,
			       enum swconfig_group group)
{
	unsigned int n_defaults;

	swconfig_default_attrs(group, &n_defaults);
	return swconfig_driver_attrs(dev, group)->n_attr + n_defaults;
}

/* The attribute at a position, or NULL when the switch does not offer it */
const struct switch_attr *swconfig_list_at(struct switch_dev *dev,
					   enum swconfig_group group,
					   unsigned int pos, u32 *op_id)
{
	unsigned int n_attr = swconfig_driver_attrs(dev, group)->n_attr;

	*op_id = pos < n_attr ? pos : SWITCH_ATTR_DEFAULTS_OFFSET + pos - n_attr;
	return swconfig_find_attr(dev, group, *op_id);
}

/* The reverse: the position of an attribute, NULL when not offered */
const struct switch_attr *swconfig_list_pos(struct switch_dev *dev,
					    enum swconfig_group group,
					    u32 op_id, unsigned int *pos)
{
	unsigned int n_attr = swconfig_driver_attrs(dev, group)->n_attr;
	const struct switch_attr *attr = swconfig_find_attr(dev, group, op_id);

	if (attr)
		*pos = op_id < SWITCH_ATTR_DEFAULTS_OFFSET ? op_id :
		       n_attr + op_id - SWITCH_ATTR_DEFAULTS_OFFSET;
	return attr;
}

static size_t swconfig_list_entry_size(const struct switch_attr *attr)
{
	size_t len = 3 * nla_total_size(sizeof(u32)) +
		     nla_total_size(strlen(attr->name) + 1);

	if (attr->description)
		len += nla_total_size(strlen(attr->description) + 1);
	return nlmsg_total_size(GENL_HDRLEN + len);
}

static int swconfig_list_put(struct sk_buff *skb, u32 portid, u32 seq,
			     const struct switch_attr *attr, u32 op_id)
{
	void *hdr;

	hdr = genlmsg_put(skb, portid, seq, &swconfig_family, NLM_F_MULTI,
			  SWITCH_CMD_NEW_ATTR);
	if (!hdr)
		return -EMSGSIZE;
	if (nla_put_u32(skb, SWITCH_ATTR_OP_ID, op_id) ||
	    nla_put_u32(skb, SWITCH_ATTR_OP_TYPE, attr->type) ||
	    nla_put_string(skb, SWITCH_ATTR_OP_NAME, attr->name) ||
	    (swconfig_mode->op_perm &&
	     nla_put_u32(skb, SWITCH_ATTR_OP_PERM, swconfig_attr_perm(attr))) ||
	    (attr->description &&
	     nla_put_string(skb, SWITCH_ATTR_OP_DESCRIPTION,
			    attr->description))) {
		genlmsg_cancel(skb, hdr);
		return -EMSGSIZE;
	}
	genlmsg_end(skb, hdr);
	return 0;
}

/* The whole list in one skb, sized first; NULL when the list is empty */
static struct sk_buff *swconfig_list_build(struct switch_dev *dev,
					   enum swconfig_group group,
					   struct genl_info *info)
{
	unsigned int pos, len = swconfig_list_len(dev, group);
	const struct switch_attr *attr;
	struct sk_buff *msg;
	size_t size = 0;
	u32 op_id;

	for (pos = 0; pos < len; pos++) {
		attr = swconfig_list_at(dev, group, pos, &op_id);
		if (attr)
			size += swconfig_list_entry_size(attr);
	}
	if (!size)
		return NULL;
	msg = nlmsg_new(size, GFP_KERNEL);
	if (!msg)
		return ERR_PTR(-ENOMEM);
	for (pos = 0; pos < len; pos++) {
		attr = swconfig_list_at(dev, group, pos, &op_id);
		if (attr && swconfig_list_put(msg, info->snd_portid,
					      info->snd_seq, attr, op_id)) {
			nlmsg_free(msg);
			return ERR_PTR(-EMSGSIZE);	/* sized wrong: a bug */
		}
	}
	return msg;
}

int swconfig_list_attrs(struct sk_buff *skb, struct genl_info *info)
{
	struct switch_dev *dev;
	struct sk_buff *msg;
	int err;

	dev = swconfig_request_dev(info);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	msg = swconfig_list_build(dev, swconfig_cmd_group(info->genlhdr->cmd),
				  info);
	swconfig_put_dev(dev);
	if (IS_ERR_OR_NULL(msg))
		return PTR_ERR_OR_ZERO(msg);

	/* the reader's queue is full: the list was dropped whole */
	err = genlmsg_reply(msg, info);
	return err == -EAGAIN ? -ENOBUFS : err;
}

int swconfig_list_dump_start(struct netlink_callback *cb)
{
	struct switch_dev *dev = swconfig_dump_start_dev(cb);

	if (IS_ERR(dev))
		return PTR_ERR(dev);
	cb->args[LIST_ARG_SWITCH] = dev->id;
	cb->args[LIST_ARG_GENERATION] = dev->generation;
	cb->args[LIST_ARG_NEXT] = 0;
	swconfig_put_dev(dev);
	return 0;
}

int swconfig_list_dump(struct sk_buff *skb, struct netlink_callback *cb)
{
	const struct genlmsghdr *ghdr = nlmsg_data(cb->nlh);
	enum swconfig_group group = swconfig_cmd_group(ghdr->cmd);
	const struct switch_attr *attr;
	struct switch_dev *dev;
	unsigned int pos, len;
	u32 op_id;

	dev = swconfig_dump_get_dev(cb, cb->args[LIST_ARG_SWITCH],
				    cb->args[LIST_ARG_GENERATION]);
	if (IS_ERR(dev))
		return PTR_ERR(dev);
	len = swconfig_list_len(dev, group);
	for (pos = cb->args[LIST_ARG_NEXT]; pos < len; pos++) {
		attr = swconfig_list_at(dev, group, pos, &op_id);
		if (attr && swconfig_list_put(skb, NETLINK_CB(cb->skb).portid,
					      cb->nlh->nlmsg_seq, attr, op_id))
			break;		/* full: continue here in the next part */
	}
	cb->args[LIST_ARG_NEXT] = pos;
	swconfig_put_dev(dev);
	return skb->len;
}
