// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the filter of DUMP_VALUES (SWITCH_ATTR_OP_FILTER), the
 * ids of the attributes whose values a client wants. A poll of a few
 * values (a port's link, enable, pvid) then does not make the driver read
 * every counter of every port over a slow MDIO bus.
 *
 * The filter becomes a bitmap of LIST positions, built once when the dump
 * starts, which is when its ids are checked: each must name an attribute
 * the switch offers in the group, once (so a filter is never longer than
 * the group's list). The dump walks the positions in LIST order as it does
 * without a filter and skips those not set: its cursor (item, position)
 * and items continued in the next part work unchanged.
 */
#include <linux/bitmap.h>
#include <linux/slab.h>

#include "swconfig_priv.h"

static int swconfig_filter_add(struct netlink_callback *cb,
			       struct switch_dev *dev,
			       enum swconfig_group group,
			       const struct nlattr *nla, unsigned long *filter)
{
	u32 op_id = nla_get_u32(nla);
	unsigned int pos;

	if (!swconfig_list_pos(dev, group, op_id, &pos)) {
		NL_SET_BAD_ATTR(cb->extack, nla);
		SWCONFIG_ERR(cb->extack, "filter: no such attribute in the group",
			     "filter: attribute id %u is not one of the group",
			     op_id);
		return -EINVAL;
	}
	if (test_and_set_bit(pos, filter)) {
		NL_SET_BAD_ATTR(cb->extack, nla);
		SWCONFIG_ERR(cb->extack, "filter: attribute id given twice",
			     "filter: attribute id %u given twice", op_id);
		return -EINVAL;
	}
	return 0;
}

/* The attributes the switch offers in the group, as LIST counts them */
static unsigned int swconfig_filter_max(struct switch_dev *dev,
					enum swconfig_group group)
{
	unsigned int pos, len = swconfig_list_len(dev, group), n = 0;
	u32 op_id;

	for (pos = 0; pos < len; pos++)
		if (swconfig_list_at(dev, group, pos, &op_id))
			n++;
	return n;
}

/*
 * Refuses, with the reason in extack, a filter that names no attribute,
 * or more than the group has: one would be a duplicate or unknown, and
 * saying so early keeps a huge filter from being walked
 */
static int swconfig_filter_count(struct netlink_callback *cb,
				 const struct nlattr *nest,
				 struct switch_dev *dev,
				 enum swconfig_group group)
{
	unsigned int len = swconfig_filter_max(dev, group), n = 0;
	const struct nlattr *nla;
	int rem;

	/* the policy let only SWITCH_ATTR_OP_ID u32s into the nest */
	nla_for_each_nested(nla, nest, rem)
		n++;
	if (!n) {
		NL_SET_BAD_ATTR(cb->extack, nest);
		NL_SET_ERR_MSG(cb->extack, "filter: empty");
		return -EINVAL;
	}
	if (n > len) {
		NL_SET_BAD_ATTR(cb->extack, nest);
		SWCONFIG_ERR(cb->extack,
			     "filter: more ids than the group has attributes",
			     "filter: %u ids, the group has %u attributes",
			     n, len);
		return -EINVAL;
	}
	return 0;
}

/*
 * The request's filter as a bitmap of LIST positions (bitmap_free() it),
 * NULL without a filter, or an ERR_PTR with the reason in extack
 */
unsigned long *swconfig_filter_parse(struct netlink_callback *cb,
				     struct switch_dev *dev,
				     enum swconfig_group group)
{
	unsigned int len = swconfig_list_len(dev, group);
	const struct nlattr *nest, *nla;
	unsigned long *filter;
	int rem, err;

	nest = nlmsg_find_attr(cb->nlh, GENL_HDRLEN, SWITCH_ATTR_OP_FILTER);
	if (!nest)
		return NULL;
	err = swconfig_filter_count(cb, nest, dev, group);
	if (err)
		return ERR_PTR(err);
	filter = bitmap_zalloc(len, GFP_KERNEL);
	if (!filter)
		return ERR_PTR(-ENOMEM);
	nla_for_each_nested(nla, nest, rem) {
		err = swconfig_filter_add(cb, dev, group, nla, filter);
		if (err) {
			bitmap_free(filter);
			return ERR_PTR(err);
		}
	}
	return filter;
}
