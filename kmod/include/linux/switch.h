/* SPDX-License-Identifier: GPL-2.0 */
/*
 * In-kernel API of the swconfig core for Ethernet switch drivers.
 *
 * A driver embeds a struct switch_dev in its private data, fills in the
 * public part (ops, names, ports, vlans, cpu_port) and calls
 * register_switch(). The core serves the generic netlink family "switch"
 * and calls back into the driver with the device mutex held, so driver
 * callbacks may sleep and need no locking of their own against each other.
 */
#ifndef _LINUX_SWITCH_H
#define _LINUX_SWITCH_H

#include <linux/completion.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/netdevice.h>
#include <linux/refcount.h>
#include <linux/types.h>
#include <uapi/linux/switch.h>

struct switch_dev;
struct switch_attr;
struct switch_val;

/* Largest number of ports a switch may declare */
#define SWITCH_MAX_PORTS	64
/* Largest VLAN table a switch may declare (index 0..4095) */
#define SWITCH_MAX_VLANS	4096
/* Longest string value accepted from user space, NUL excluded */
#define SWITCH_MAX_STRING	1023

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
	u32 speed;		/* Mbit/s, 0 when unknown or down */
	u32 eee;		/* BIT(SWITCH_LINK_FLAG_EEE_*) */
};

/* Optional description of how switch ports map to front-panel ports */
struct switch_portmap {
	u32 virt;		/* front-panel port number */
	const char *segment;	/* e.g. "lan", "wan"; NULL when none */
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
 * One driver attribute. For SWITCH_TYPE_INT, a non-zero max makes the
 * core reject values outside [min, max]; for SWITCH_TYPE_STRING, a
 * non-zero max is the longest accepted length. A NULL set makes the
 * attribute read-only (set requests get -EOPNOTSUPP), a NULL get makes it
 * write-only.
 */
struct switch_attr {
	bool disabled;
	enum switch_val_type type;
	const char *name;
	const char *description;
	int (*set)(struct switch_dev *dev, const struct switch_attr *attr,
		   struct switch_val *val);
	int (*get)(struct switch_dev *dev, const struct switch_attr *attr,
		   struct switch_val *val);
	u32 min;
	u32 max;
	int ofs;		/* free for the driver's use */
};

struct switch_attrlist {
	const struct switch_attr *attr;
	unsigned int n_attr;
};

/*
 * Operations of a switch driver. All are optional; the core offers the
 * built-in attributes (apply, reset, pvid, link, ports) for those present.
 * Return 0 or a negative errno.
 */
struct switch_dev_ops {
	struct switch_attrlist attr_global;
	struct switch_attrlist attr_port;
	struct switch_attrlist attr_vlan;

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
};

struct switch_dev {
	/* filled in by the driver before register_switch() */
	const struct switch_dev_ops *ops;
	const char *name;	/* driver or chip name, e.g. "BCM53125" */
	const char *alias;	/* e.g. the attached interface; may be NULL */
	unsigned int ports;	/* 1..SWITCH_MAX_PORTS, CPU port included */
	unsigned int vlans;	/* 1..SWITCH_MAX_VLANS */
	unsigned int cpu_port;	/* < ports */
	const struct switch_portmap *portmap; /* ports entries or NULL */

	/* owned by the core */
	char devname[32];	/* "switch%d", set by register_switch() */
	u32 id;
	u64 generation;		/* unique per registration: ids are reused */
	struct list_head dev_list;
	struct mutex sw_mutex;	/* serialises all driver callbacks */
	bool dead;		/* unregistered; under sw_mutex */
	refcount_t refs;	/* requests holding it, plus the registration */
	struct completion released;	/* refs reached zero */
	struct switch_port *portbuf;
	unsigned long def_global;	/* built-in attributes offered */
	unsigned long def_port;
	unsigned long def_vlan;
};

int register_switch(struct switch_dev *dev, struct net_device *netdev);
void unregister_switch(struct switch_dev *dev);

#endif /* _LINUX_SWITCH_H */
