/* SPDX-License-Identifier: GPL-2.0 */
/*
 * In-kernel API of the swconfig core for Ethernet switch drivers.
 *
 * A driver embeds a struct switch_dev in its private data, fills in the
 * public part (ops, names, ports, vlans, cpu_port) and calls
 * register_switch(). The core serves the generic netlink family "switch"
 * and calls back into the driver with the device mutex held, so driver
 * callbacks may sleep and need no locking of their own against each other.
 *
 * This header is a source-compatible superset of OpenWrt's
 * include/linux/switch.h: every name OpenWrt's has is here, in OpenWrt's
 * order and with its meaning, so that OpenWrt's switch drivers build
 * against it. This project's additions follow OpenWrt's members, marked
 * as such; a driver that must also build against OpenWrt's header tests
 * SWITCH_API_SWCONFIG_SNMP before using them. doc/netlink-protocol.md
 * ("Source compatibility with OpenWrt") lists what differs.
 */
#ifndef _LINUX_SWITCH_H
#define _LINUX_SWITCH_H

#include <linux/completion.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/netdevice.h>
#include <linux/refcount.h>
#include <linux/types.h>
#include <net/genetlink.h>
#include <uapi/linux/switch.h>

/* Defined by this header only: the additions below are available */
#define SWITCH_API_SWCONFIG_SNMP	1

struct device_node;
struct switch_dev;
struct switch_op;
struct switch_val;
struct switch_attr;
struct switch_attrlist;
struct switch_led_trigger;

/* Addition: largest number of ports a switch may declare */
#define SWITCH_MAX_PORTS	64
/* Addition: largest VLAN table a switch may declare (index 0..4095) */
#define SWITCH_MAX_VLANS	4096
/* Addition: longest string value accepted from user space, NUL excluded */
#define SWITCH_MAX_STRING	1023

/* Link speed in Mbit/s (switch_port_link.speed) */
enum switch_port_speed {
	SWITCH_PORT_SPEED_UNKNOWN = 0,
	SWITCH_PORT_SPEED_10 = 10,
	SWITCH_PORT_SPEED_100 = 100,
	SWITCH_PORT_SPEED_1000 = 1000,
	/* additions: the faster speeds the core also accepts */
	SWITCH_PORT_SPEED_2500 = 2500,
	SWITCH_PORT_SPEED_5000 = 5000,
	SWITCH_PORT_SPEED_10000 = 10000,
};

/*
 * switch_port_link.eee, EEE modes: OpenWrt's encoding, the bits of the
 * ethtool legacy link-mode mask (ADVERTISED_*), as the kernel's
 * mmd_eee_adv_to_ethtool_adv_t() makes them. 2.5G and 5G BASE-T have no
 * bit in that mask: this project uses two bits that name no speed (MII
 * and FIBRE, meaningless for EEE). The core translates them from and to
 * the SWITCH_LINK_FLAG_EEE_* attributes on the wire. The SWITCH_EEE_*
 * names are additions.
 */
#define SWITCH_EEE_100BASET	BIT(3)	/* ADVERTISED_100baseT_Full */
#define SWITCH_EEE_1000BASET	BIT(5)	/* ADVERTISED_1000baseT_Full */
#define SWITCH_EEE_2500BASET	BIT(9)	/* (ADVERTISED_MII) */
#define SWITCH_EEE_5000BASET	BIT(10)	/* (ADVERTISED_FIBRE) */
#define SWITCH_EEE_10000BASET	BIT(12)	/* ADVERTISED_10000baseT_Full */

/* One member of a port list (VLAN membership, PORTS attributes) */
struct switch_port {
	u32 id;
	u32 flags;		/* BIT(SWITCH_PORT_FLAG_TAGGED) */
};

/* Link state and settings of one port */
struct switch_port_link {
	bool link;		/* carrier up */
	bool duplex;		/* full duplex */
	bool aneg;		/* autonegotiation enabled */
	bool tx_flow;
	bool rx_flow;
	enum switch_port_speed speed;	/* 0 when unknown or down */
	u32 eee;		/* SWITCH_EEE_* (ethtool ADVERTISED_* bits) */
};

/* Traffic counters of one port (ops->get_port_stats) */
struct switch_port_stats {
	unsigned long long tx_bytes;
	unsigned long long rx_bytes;
};

/* How a switch port maps to a front-panel port */
struct switch_portmap {
	u32 virt;		/* front-panel port number */
	union {
		const char *s;	/* OpenWrt's name: segment, e.g. "lan" */
		const char *segment;	/* addition: the same, older name */
	};
};

/* A value passed between the core and a driver's get/set callbacks */
struct switch_val {
	const struct switch_attr *attr;
	unsigned int port_vlan;	/* port or VLAN index, unused for global */
	unsigned int len;	/* number of entries in value.ports */
	union {
		const char *s;	/* get: driver-owned, valid until unlock */
		u32 i;
		struct switch_port *ports; /* core buffer of dev->ports entries */
		struct switch_port_link *link;
	} value;
};

/*
 * One driver attribute. A NULL set makes the attribute read-only (set
 * requests get -EOPNOTSUPP; OpenWrt's core answers -EINVAL), a NULL get
 * makes it write-only. id and ofs are the driver's own; the core never
 * reads them.
 *
 * max differs from OpenWrt's, whose core never reads it: here a positive
 * max makes the core reject SWITCH_TYPE_INT values outside [min, max]
 * (-ERANGE) and SWITCH_TYPE_STRING values longer than max.
 */
struct switch_attr {
	int disabled;
	int type;		/* enum switch_val_type */
	const char *name;
	const char *description;

	int (*set)(struct switch_dev *dev, const struct switch_attr *attr,
		   struct switch_val *val);
	int (*get)(struct switch_dev *dev, const struct switch_attr *attr,
		   struct switch_val *val);

	int id;			/* free for the driver's use */
	int ofs;		/* free for the driver's use */
	int max;
	/* addition: lower bound of SWITCH_TYPE_INT values, with max */
	int min;
};

struct switch_attrlist {
	int n_attr;
	const struct switch_attr *attr;
};

/*
 * Operations of a switch driver. All are optional; the core offers the
 * built-in attributes (apply, reset, pvid, link, ports, stats) for those
 * present. Return 0 or a negative errno.
 */
struct switch_dev_ops {
	struct switch_attrlist attr_global, attr_port, attr_vlan;

	int (*get_vlan_ports)(struct switch_dev *dev, struct switch_val *val);
	int (*set_vlan_ports)(struct switch_dev *dev, struct switch_val *val);

	int (*get_port_pvid)(struct switch_dev *dev, int port, int *vlan);
	int (*set_port_pvid)(struct switch_dev *dev, int port, int vlan);

	int (*apply_config)(struct switch_dev *dev);
	int (*reset_switch)(struct switch_dev *dev);

	int (*get_port_link)(struct switch_dev *dev, int port,
			     struct switch_port_link *link);
	int (*set_port_link)(struct switch_dev *dev, int port,
			     struct switch_port_link *link);
	/* the core's "stats" port attribute */
	int (*get_port_stats)(struct switch_dev *dev, int port,
			      struct switch_port_stats *stats);

	/* MII access for switch_generic_set_link() and the driver's use */
	int (*phy_read16)(struct switch_dev *dev, int addr, u8 reg, u16 *value);
	int (*phy_write16)(struct switch_dev *dev, int addr, u8 reg, u16 value);
};

/* Room for the text of the core's "stats" port attribute */
#define SWITCH_STATS_STRLEN	64

struct switch_dev {
	/* filled in by the driver before register_switch() */
	struct device_node *of_node;	/* optional: port map from DT */
	const struct switch_dev_ops *ops;
	/* owned by the core: "switch%d", set by register_switch() */
	char devname[IFNAMSIZ];
	const char *name;	/* driver or chip name, e.g. "BCM53125" */
	const char *alias;	/* NULL: the netdev's name, if any */
	struct net_device *netdev;	/* or register_switch()'s argument */
	unsigned int ports;	/* 1..SWITCH_MAX_PORTS, CPU port included */
	unsigned int vlans;	/* 1..SWITCH_MAX_VLANS */
	unsigned int cpu_port;	/* < ports */

	/* owned by the core */
	unsigned int id;
	struct list_head dev_list;
	unsigned long def_global, def_port, def_vlan; /* built-ins offered */

	struct mutex sw_mutex;	/* serialises all driver callbacks */
	struct switch_port *portbuf;
	/*
	 * ports entries or NULL: set by the driver, or else loaded by the
	 * core from of_node's "swconfig,port" children
	 */
	struct switch_portmap *portmap;
	struct switch_port_link linkbuf;

	char buf[128];		/* free for the driver's use */

#ifdef CONFIG_SWCONFIG_LEDS
	/* OpenWrt's LED trigger; this core has none and never sets it */
	struct switch_led_trigger *led_trigger;
#endif

	/* additions, owned by the core */
	u64 generation;		/* unique per registration: ids are reused */
	bool dead;		/* unregistered; under sw_mutex */
	bool of_portmap;	/* portmap loaded from of_node, freed by the core */
	refcount_t refs;	/* requests holding it, plus the registration */
	struct completion released;	/* refs reached zero */
	char statsbuf[SWITCH_STATS_STRLEN];	/* "stats" value, under sw_mutex */
};

int register_switch(struct switch_dev *dev, struct net_device *netdev);
void unregister_switch(struct switch_dev *dev);
int switch_generic_set_link(struct switch_dev *dev, int port,
			    struct switch_port_link *link);

#endif /* _LINUX_SWITCH_H */
