/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * Generic netlink family "switch": Ethernet switch configuration.
 *
 * A superset of OpenWrt's include/uapi/linux/switch.h: every name OpenWrt
 * defines is here with OpenWrt's value and meaning (the *_MAX names are
 * counts, one past OpenWrt's last value), so a program written for
 * OpenWrt's header (its swconfig tool) builds against this one, and the
 * numbering on the wire is OpenWrt's. This project's additions carry the
 * next numbers; the highest of each enum, additions included, is a *_EXT_MAX
 * name of its own. Only additions at the end of an enum are allowed.
 * doc/netlink-protocol.md lists which names are whose.
 */
#ifndef _UAPI_LINUX_SWITCH_H
#define _UAPI_LINUX_SWITCH_H

/*
 * OpenWrt's includes, which its tools rely on (IFNAMSIZ, the genl
 * controller's functions): outside the kernel, libnl's headers
 * (-I/usr/include/libnl3) must be on the include path, and <net/if.h>
 * must come before this header, not after it.
 */
#include <linux/types.h>
#include <linux/netdevice.h>
#include <linux/netlink.h>
#include <linux/genetlink.h>
#ifndef __KERNEL__
#include <netlink/netlink.h>
#include <netlink/genl/genl.h>
#include <netlink/genl/ctrl.h>
#endif

#define SWITCH_GENL_NAME	"switch"
/*
 * The family version our core registers: 2 from the DUMP_VALUES filter
 * (SWITCH_ATTR_OP_FILTER) on. OpenWrt's kernels, ours before the filter
 * and ours loaded with openwrt=1 register 1; clients tell with the genl
 * controller's CTRL_ATTR_VERSION. Kernels ignore the version of requests.
 */
#define SWITCH_GENL_VERSION	2
#define SWITCH_GENL_VERSION_OPENWRT	1

/* Top-level attributes */
enum {
	SWITCH_ATTR_UNSPEC,
	/* global */
	SWITCH_ATTR_TYPE,		/* unused */
	/* device */
	SWITCH_ATTR_ID,			/* u32: switch id */
	SWITCH_ATTR_DEV_NAME,		/* string: "switch0" */
	SWITCH_ATTR_ALIAS,		/* string: attached interface or bus id */
	SWITCH_ATTR_NAME,		/* string: driver / chip name */
	SWITCH_ATTR_VLANS,		/* u32: VLAN table size */
	SWITCH_ATTR_PORTS,		/* u32: number of ports (incl. CPU) */
	SWITCH_ATTR_PORTMAP,		/* nest of SWITCH_ATTR_PORTS nests */
	SWITCH_ATTR_CPU_PORT,		/* u32 */
	/* attributes */
	SWITCH_ATTR_OP_ID,		/* u32: attribute id */
	SWITCH_ATTR_OP_TYPE,		/* u32: enum switch_val_type */
	SWITCH_ATTR_OP_NAME,		/* string */
	SWITCH_ATTR_OP_PORT,		/* u32: port index */
	SWITCH_ATTR_OP_VLAN,		/* u32: VLAN index */
	SWITCH_ATTR_OP_VALUE_INT,	/* u32 */
	SWITCH_ATTR_OP_VALUE_STR,	/* NUL-terminated string */
	SWITCH_ATTR_OP_VALUE_PORTS,	/* nest of SWITCH_ATTR_PORT nests */
	SWITCH_ATTR_OP_VALUE_LINK,	/* nest of SWITCH_LINK_* */
	SWITCH_ATTR_OP_DESCRIPTION,	/* string */
	/* port lists */
	SWITCH_ATTR_PORT,		/* nest of SWITCH_PORT_* */
	/* OpenWrt's count of its attributes (21), not an attribute */
	SWITCH_ATTR_MAX,
	/*
	 * This project's additions, from SWITCH_ATTR_MAX on; OpenWrt's
	 * kernels send none of them
	 */
	SWITCH_ATTR_OP_PERM = SWITCH_ATTR_MAX, /* u32: SWITCH_OP_PERM_* */
	SWITCH_ATTR_OP_GROUP,		/* u32: enum switch_group (DUMP_VALUES) */
	SWITCH_ATTR_OP_VALUE,		/* nest: OP_ID and one OP_VALUE_* */
	SWITCH_ATTR_OP_FILTER,		/* nest of OP_ID u32s (DUMP_VALUES) */
	/* keep last: the highest attribute, additions included (24) */
	__SWITCH_ATTR_EXT_MAX,
	SWITCH_ATTR_EXT_MAX = __SWITCH_ATTR_EXT_MAX - 1,
};

/* Attributes inside each SWITCH_ATTR_PORTS nest of SWITCH_ATTR_PORTMAP */
enum {
	SWITCH_PORTMAP_PORTS,
	SWITCH_PORTMAP_SEGMENT,		/* string */
	SWITCH_PORTMAP_VIRT,		/* u32 */
	SWITCH_PORTMAP_MAX,		/* count (3), OpenWrt's meaning */
};

/* Commands */
enum {
	SWITCH_CMD_UNSPEC,
	SWITCH_CMD_GET_SWITCH,		/* dump: one NEW_ATTR reply per switch */
	SWITCH_CMD_NEW_ATTR,		/* reply only */

	SWITCH_CMD_LIST_GLOBAL,
	SWITCH_CMD_GET_GLOBAL,
	SWITCH_CMD_SET_GLOBAL,

	SWITCH_CMD_LIST_PORT,
	SWITCH_CMD_GET_PORT,
	SWITCH_CMD_SET_PORT,

	SWITCH_CMD_LIST_VLAN,
	SWITCH_CMD_GET_VLAN,
	SWITCH_CMD_SET_VLAN,

	/*
	 * Extension of this project: dump the membership of every VLAN
	 * index that has at least one member port, one NEW_ATTR message
	 * per VLAN carrying SWITCH_ATTR_ID, SWITCH_ATTR_OP_VLAN and
	 * SWITCH_ATTR_OP_VALUE_PORTS. Request: SWITCH_ATTR_ID, NLM_F_DUMP.
	 * Clients detect it in the genl controller's op list.
	 */
	SWITCH_CMD_DUMP_VLANS,

	/*
	 * Extension of this project: dump every readable value of one group
	 * of attributes (SWITCH_ATTR_OP_GROUP) of a switch. One NEW_ATTR
	 * message per item (the switch, each port, each VLAN index with
	 * members) carrying SWITCH_ATTR_ID, SWITCH_ATTR_OP_PORT or
	 * SWITCH_ATTR_OP_VLAN, and one SWITCH_ATTR_OP_VALUE nest (OP_ID and
	 * the OP_VALUE_* of the attribute's type) per value, in LIST order.
	 * An item whose values do not fit in one part of the dump continues
	 * in the next message, with the same ID and index. Request:
	 * SWITCH_ATTR_ID, SWITCH_ATTR_OP_GROUP, NLM_F_DUMP, and optionally
	 * (family version 2) SWITCH_ATTR_OP_FILTER: a nest of distinct
	 * SWITCH_ATTR_OP_IDs of the group, the only values to read and send.
	 */
	SWITCH_CMD_DUMP_VALUES,

	/* keep last */
	__SWITCH_CMD_MAX,
	SWITCH_CMD_MAX = __SWITCH_CMD_MAX - 1,
};

/* SWITCH_ATTR_OP_GROUP: the groups of attributes */
enum switch_group {
	SWITCH_GROUP_GLOBAL,
	SWITCH_GROUP_PORT,
	SWITCH_GROUP_VLAN,
};

/* Value types of driver attributes */
enum switch_val_type {
	SWITCH_TYPE_UNSPEC,
	SWITCH_TYPE_INT,
	SWITCH_TYPE_STRING,
	SWITCH_TYPE_PORTS,
	SWITCH_TYPE_LINK,
	SWITCH_TYPE_NOVAL,
};

/* Attributes inside each SWITCH_ATTR_PORT nest of a port list */
enum {
	SWITCH_PORT_UNSPEC,
	SWITCH_PORT_ID,			/* u32 */
	SWITCH_PORT_FLAG_TAGGED,	/* flag */
	SWITCH_PORT_ATTR_MAX,		/* count (3), OpenWrt's meaning */
};

/* Attributes inside SWITCH_ATTR_OP_VALUE_LINK */
enum {
	SWITCH_LINK_UNSPEC,
	SWITCH_LINK_FLAG_LINK,		/* flag: link up */
	SWITCH_LINK_FLAG_DUPLEX,	/* flag: full duplex */
	SWITCH_LINK_FLAG_ANEG,		/* flag: autonegotiation */
	SWITCH_LINK_FLAG_TX_FLOW,	/* flag */
	SWITCH_LINK_FLAG_RX_FLOW,	/* flag */
	SWITCH_LINK_SPEED,		/* u32: Mbit/s */
	SWITCH_LINK_FLAG_EEE_100BASET,	/* flag */
	SWITCH_LINK_FLAG_EEE_1000BASET,	/* flag */
	/* OpenWrt's count of its link attributes (9), not an attribute */
	SWITCH_LINK_ATTR_MAX,
	/* this project's additions, from SWITCH_LINK_ATTR_MAX on */
	SWITCH_LINK_FLAG_EEE_2500BASET = SWITCH_LINK_ATTR_MAX, /* flag */
	SWITCH_LINK_FLAG_EEE_5000BASET,	/* flag */
	SWITCH_LINK_FLAG_EEE_10000BASET, /* flag */
	/* keep last: the highest link attribute, additions included (11) */
	__SWITCH_LINK_ATTR_EXT_MAX,
	SWITCH_LINK_ATTR_EXT_MAX = __SWITCH_LINK_ATTR_EXT_MAX - 1,
};

/*
 * SWITCH_ATTR_OP_PERM: what the driver implements for an attribute, so
 * that tools tell configuration (read and write) from status (read
 * only) and actions (write only). Without it (OpenWrt's core), a tool
 * knows only what it tries.
 */
#define SWITCH_OP_PERM_READ	(1U << 0)
#define SWITCH_OP_PERM_WRITE	(1U << 1)

/* Built-in attributes get OP_IDs from here on; driver ones count from 0 */
#define SWITCH_ATTR_DEFAULTS_OFFSET	0x1000

#endif /* _UAPI_LINUX_SWITCH_H */
