/* SPDX-License-Identifier: GPL-2.0 */
/* What the files of the swconfig core share. */
#ifndef _SWCONFIG_PRIV_H
#define _SWCONFIG_PRIV_H

#include <linux/switch.h>
#include <net/genetlink.h>

#include "compat.h"

/*
 * The three groups of attributes, in the order of the LIST/GET/SET
 * commands; the numbers are those of SWITCH_ATTR_OP_GROUP
 */
enum swconfig_group {
	SWCONFIG_GLOBAL = SWITCH_GROUP_GLOBAL,
	SWCONFIG_PORT = SWITCH_GROUP_PORT,
	SWCONFIG_VLAN = SWITCH_GROUP_VLAN,
};

/*
 * How the core behaves: as ours (the default), or as OpenWrt's core does
 * (module parameter openwrt=1), for testing user space against it. The
 * mode is chosen once at load time; the differences are data here and
 * in the genetlink ops table and policy the family registers with.
 */
struct swconfig_mode {
	int no_switch;		/* errno: no switch with that id */
	int no_attr;		/* errno: no attribute with that OP_ID */
	int no_callback;	/* errno: attribute is read-only/write-only */
	int out_of_range;	/* errno: value outside the attribute's range */
	int no_action_op;	/* errno of apply/reset without a driver op */
	bool extack;		/* explain errors in the extended ACK */
	bool op_perm;		/* SWITCH_ATTR_OP_PERM in LIST replies */
	bool get_reply_ids;	/* GET replies repeat ID, OP_ID, index */
	bool driver_portmap;	/* else empty port map entries (no DT) */
	bool link_flags;	/* SET link passes link, flow, EEE flags */
	bool value_required;	/* SET of PORTS/LINK needs its value */
	bool reuse_ids;		/* id = N of switchN; else from 1, never reused */
	bool port_stats;	/* built-in port attribute "stats" (ours only) */
};

/* swconfig_main.c */
extern const struct swconfig_mode *swconfig_mode;
struct switch_dev *swconfig_get_dev(u32 id);
struct switch_dev *swconfig_get_dev_from(u32 first_id);
void swconfig_put_dev(struct switch_dev *dev);
u64 swconfig_list_generation(void);

/* swconfig_attrs.c */
void swconfig_defaults_init(struct switch_dev *dev);
const struct switch_attrlist *swconfig_driver_attrs(struct switch_dev *dev,
						    enum swconfig_group group);
const struct switch_attr *swconfig_default_attrs(enum swconfig_group group,
						 unsigned int *count);
bool swconfig_default_offered(struct switch_dev *dev,
			      enum swconfig_group group, unsigned int i);
const struct switch_attr *swconfig_find_attr(struct switch_dev *dev,
					     enum swconfig_group group,
					     u32 op_id);

/* swconfig_values.c */
int swconfig_parse_value(struct switch_dev *dev, struct genl_info *info,
			 struct switch_val *val,
			 struct switch_port_link *link);
int swconfig_get_value(struct switch_dev *dev, const struct switch_attr *attr,
		       unsigned int index, struct switch_val *val,
		       struct switch_port_link *link);
int swconfig_put_value(struct sk_buff *msg, const struct switch_val *val);
int swconfig_put_ports(struct sk_buff *msg, int attrtype,
		       const struct switch_val *val);

/* swconfig_of.c */
int swconfig_of_load_portmap(struct switch_dev *dev);
void swconfig_of_free_portmap(struct switch_dev *dev);

/* swconfig_genl.c */
extern struct genl_family swconfig_family;
enum swconfig_group swconfig_cmd_group(u8 cmd);
struct switch_dev *swconfig_request_dev(struct genl_info *info);
int __init swconfig_genl_register(bool openwrt);
void swconfig_genl_unregister(void);

/* swconfig_dump.c */
int swconfig_dump_switches_start(struct netlink_callback *cb);
int swconfig_dump_switches(struct sk_buff *skb, struct netlink_callback *cb);
int swconfig_dump_vlans_start(struct netlink_callback *cb);
int swconfig_dump_vlans(struct sk_buff *skb, struct netlink_callback *cb);
int swconfig_dump_values_start(struct netlink_callback *cb);
int swconfig_dump_values(struct sk_buff *skb, struct netlink_callback *cb);
int swconfig_dump_values_done(struct netlink_callback *cb);
struct switch_dev *swconfig_dump_start_dev(struct netlink_callback *cb);
struct switch_dev *swconfig_dump_get_dev(struct netlink_callback *cb,
					 u32 id, u64 generation);

/* swconfig_filter.c */
unsigned long *swconfig_filter_parse(struct netlink_callback *cb,
				     struct switch_dev *dev,
				     enum swconfig_group group);

/* swconfig_list.c */
int swconfig_list_attrs(struct sk_buff *skb, struct genl_info *info);
int swconfig_list_dump_start(struct netlink_callback *cb);
int swconfig_list_dump(struct sk_buff *skb, struct netlink_callback *cb);
unsigned int swconfig_list_len(struct switch_dev *dev,
			       enum swconfig_group group);
const struct switch_attr *swconfig_list_at(struct switch_dev *dev,
					   enum swconfig_group group,
					   unsigned int pos, u32 *op_id);
const struct switch_attr *swconfig_list_pos(struct switch_dev *dev,
					    enum swconfig_group group,
					    u32 op_id, unsigned int *pos);

#endif /* _SWCONFIG_PRIV_H */
