/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture, not a header to build against: OpenWrt's user-space API
 * of the "switch" family and nothing more, written for this project from
 * the facts in doc/netlink-protocol.md ("Source compatibility with
 * OpenWrt"): OpenWrt's names, values and includes. tests/headers/run
 * builds hwsim and the test programs against it, to prove they use no
 * name of this project's alone.
 */
#ifndef _UAPI_LINUX_SWITCH_H
#define _UAPI_LINUX_SWITCH_H

#include <linux/types.h>
#include <linux/netdevice.h>
#include <linux/netlink.h>
#include <linux/genetlink.h>
#ifndef __KERNEL__
#include <netlink/netlink.h>
#include <netlink/genl/genl.h>
#include <netlink/genl/ctrl.h>
#endif

enum {
	SWITCH_ATTR_UNSPEC,
	SWITCH_ATTR_TYPE,
	SWITCH_ATTR_ID,
	SWITCH_ATTR_DEV_NAME,
	SWITCH_ATTR_ALIAS,
	SWITCH_ATTR_NAME,
	SWITCH_ATTR_VLANS,
	SWITCH_ATTR_PORTS,
	SWITCH_ATTR_PORTMAP,
	SWITCH_ATTR_CPU_PORT,
	SWITCH_ATTR_OP_ID,
	SWITCH_ATTR_OP_TYPE,
	SWITCH_ATTR_OP_NAME,
	SWITCH_ATTR_OP_PORT,
	SWITCH_ATTR_OP_VLAN,
	SWITCH_ATTR_OP_VALUE_INT,
	SWITCH_ATTR_OP_VALUE_STR,
	SWITCH_ATTR_OP_VALUE_PORTS,
	SWITCH_ATTR_OP_VALUE_LINK,
	SWITCH_ATTR_OP_DESCRIPTION,
	SWITCH_ATTR_PORT,
	SWITCH_ATTR_MAX,
};

enum {
	SWITCH_PORTMAP_PORTS,
	SWITCH_PORTMAP_SEGMENT,
	SWITCH_PORTMAP_VIRT,
	SWITCH_PORTMAP_MAX,
};

enum {
	SWITCH_CMD_UNSPEC,
	SWITCH_CMD_GET_SWITCH,
	SWITCH_CMD_NEW_ATTR,
	SWITCH_CMD_LIST_GLOBAL,
	SWITCH_CMD_GET_GLOBAL,
	SWITCH_CMD_SET_GLOBAL,
	SWITCH_CMD_LIST_PORT,
	SWITCH_CMD_GET_PORT,
	SWITCH_CMD_SET_PORT,
	SWITCH_CMD_LIST_VLAN,
	SWITCH_CMD_GET_VLAN,
	SWITCH_CMD_SET_VLAN,
};

enum switch_val_type {
	SWITCH_TYPE_UNSPEC,
	SWITCH_TYPE_INT,
	SWITCH_TYPE_STRING,
	SWITCH_TYPE_PORTS,
	SWITCH_TYPE_LINK,
	SWITCH_TYPE_NOVAL,
};

enum {
	SWITCH_PORT_UNSPEC,
	SWITCH_PORT_ID,
	SWITCH_PORT_FLAG_TAGGED,
	SWITCH_PORT_ATTR_MAX,
};

enum {
	SWITCH_LINK_UNSPEC,
	SWITCH_LINK_FLAG_LINK,
	SWITCH_LINK_FLAG_DUPLEX,
	SWITCH_LINK_FLAG_ANEG,
	SWITCH_LINK_FLAG_TX_FLOW,
	SWITCH_LINK_FLAG_RX_FLOW,
	SWITCH_LINK_SPEED,
	SWITCH_LINK_FLAG_EEE_100BASET,
	SWITCH_LINK_FLAG_EEE_1000BASET,
	SWITCH_LINK_ATTR_MAX,
};

#define SWITCH_ATTR_DEFAULTS_OFFSET	0x1000

#endif /* _UAPI_LINUX_SWITCH_H */
