// SPDX-License-Identifier: GPL-2.0
/*
 * A switch driver written only against OpenWrt's swconfig API, the way
 * OpenWrt's drivers use it: attribute ids (attr->id), the attribute list
 * initialised in OpenWrt's member order, the driver scratch buffer,
 * get_port_stats, phy_read16/phy_write16 behind switch_generic_set_link,
 * enum switch_port_speed, EEE as ethtool ADVERTISED_* bits, of_node and
 * netdev. tests/headers/run builds it against this project's header (and,
 * as a control, against tests/headers/openwrt/, OpenWrt's API only); it
 * is a build test, not a driver to load.
 */
#include <linux/ethtool.h>
#include <linux/mii.h>
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/of.h>
#include <linux/slab.h>
#include <linux/switch.h>

#define OWRT_PORTS	5
#define OWRT_VLANS	16

enum { OWRT_KNOB_LEARN, OWRT_KNOB_AGEING, OWRT_KNOBS };

struct owrt_priv {
	struct switch_dev sw;
	u16 bmcr[OWRT_PORTS];
	int pvid[OWRT_PORTS];
	u32 vlan_ports[OWRT_VLANS];
	u32 knob[OWRT_KNOBS];
	struct switch_port_stats stats[OWRT_PORTS];
};

static struct owrt_priv *to_owrt(struct switch_dev *sw)
{
	return container_of(sw, struct owrt_priv, sw);
}

static int owrt_get_knob(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	val->value.i = to_owrt(sw)->knob[attr->id];
	return 0;
}

static int owrt_set_knob(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	if (val->value.i > attr->max)
		return -EINVAL;
	to_owrt(sw)->knob[attr->id] = val->value.i;
	return 0;
}

static int owrt_get_bmcr(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	u16 bmcr;
	int err;

	err = sw->ops->phy_read16(sw, val->port_vlan, MII_BMCR, &bmcr);
	val->value.i = bmcr;
	return err;
}

static int owrt_get_info(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	snprintf(sw->buf, sizeof(sw->buf), "%s port %u of %s", sw->devname,
		 val->port_vlan, sw->netdev ? netdev_name(sw->netdev) : "-");
	val->value.s = sw->buf;
	return 0;
}

static const struct switch_attr owrt_globals[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "learning",
		.description = "Address learning",
		.set = owrt_set_knob,
		.get = owrt_get_knob,
		.id = OWRT_KNOB_LEARN,
		.max = 1,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "ageing",
		.description = "Ageing time (s)",
		.set = owrt_set_knob,
		.get = owrt_get_knob,
		.id = OWRT_KNOB_AGEING,
		.max = 1000000,
	},
};

static const struct switch_attr owrt_port_attrs[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "bmcr",
		.description = "PHY control register",
		.get = owrt_get_bmcr,
	}, {
		.type = SWITCH_TYPE_STRING,
		.name = "info",
		.description = "Port summary",
		.get = owrt_get_info,
	},
};

static int owrt_phy_read16(struct switch_dev *sw, int addr, u8 reg, u16 *value)
{
	if (addr < 0 || addr >= OWRT_PORTS || reg != MII_BMCR)
		return -EINVAL;
	*value = to_owrt(sw)->bmcr[addr];
	return 0;
}

static int owrt_phy_write16(struct switch_dev *sw, int addr, u8 reg, u16 value)
{
	if (addr < 0 || addr >= OWRT_PORTS || reg != MII_BMCR)
		return -EINVAL;
	to_owrt(sw)->bmcr[addr] = value & ~BMCR_ANRESTART;
	return 0;
}

static int owrt_get_port_link(struct switch_dev *sw, int port,
			      struct switch_port_link *link)
{
	u16 bmcr = to_owrt(sw)->bmcr[port];
	enum switch_port_speed speed = SWITCH_PORT_SPEED_10;

	if (bmcr & BMCR_ANENABLE)
		speed = SWITCH_PORT_SPEED_1000;
	else if (bmcr & BMCR_SPEED1000)
		speed = SWITCH_PORT_SPEED_1000;
	else if (bmcr & BMCR_SPEED100)
		speed = SWITCH_PORT_SPEED_100;
	link->link = port != sw->cpu_port;
	link->aneg = !!(bmcr & BMCR_ANENABLE);
	link->duplex = link->aneg || (bmcr & BMCR_FULLDPLX);
	link->speed = link->link ? speed : SWITCH_PORT_SPEED_UNKNOWN;
	link->eee = link->speed == SWITCH_PORT_SPEED_1000 ?
		    ADVERTISED_1000baseT_Full | ADVERTISED_100baseT_Full : 0;
	return 0;
}

static int owrt_get_port_stats(struct switch_dev *sw, int port,
			       struct switch_port_stats *stats)
{
	*stats = to_owrt(sw)->stats[port];
	return 0;
}

static int owrt_get_pvid(struct switch_dev *sw, int port, int *vlan)
{
	*vlan = to_owrt(sw)->pvid[port];
	return 0;
}

static int owrt_set_pvid(struct switch_dev *sw, int port, int vlan)
{
	to_owrt(sw)->pvid[port] = vlan;
	return 0;
}

static int owrt_get_vlan_ports(struct switch_dev *sw, struct switch_val *val)
{
	u32 members = to_owrt(sw)->vlan_ports[val->port_vlan];
	unsigned int i;

	val->len = 0;
	for (i = 0; i < sw->ports; i++) {
		if (!(members & BIT(i)))
			continue;
		val->value.ports[val->len].id = i;
		val->value.ports[val->len].flags = i == sw->cpu_port ?
			BIT(SWITCH_PORT_FLAG_TAGGED) : 0;
		val->len++;
	}
	return 0;
}

static int owrt_set_vlan_ports(struct switch_dev *sw, struct switch_val *val)
{
	u32 members = 0;
	unsigned int i;

	for (i = 0; i < val->len; i++)
		members |= BIT(val->value.ports[i].id);
	to_owrt(sw)->vlan_ports[val->port_vlan] = members;
	return 0;
}

static const struct switch_dev_ops owrt_ops = {
	/* positional, in OpenWrt's member order: n_attr, then attr */
	.attr_global = { ARRAY_SIZE(owrt_globals), owrt_globals },
	.attr_port = { ARRAY_SIZE(owrt_port_attrs), owrt_port_attrs },
	.get_vlan_ports = owrt_get_vlan_ports,
	.set_vlan_ports = owrt_set_vlan_ports,
	.get_port_pvid = owrt_get_pvid,
	.set_port_pvid = owrt_set_pvid,
	.get_port_link = owrt_get_port_link,
	.set_port_link = switch_generic_set_link,
	.get_port_stats = owrt_get_port_stats,
	.phy_read16 = owrt_phy_read16,
	.phy_write16 = owrt_phy_write16,
};

static char *ifname;
module_param(ifname, charp, 0444);
MODULE_PARM_DESC(ifname, "interface the switch is attached to (alias)");

static struct owrt_priv *owrt;

static int __init owrt_init(void)
{
	struct net_device *netdev = NULL;
	int err;

	owrt = kzalloc(sizeof(*owrt), GFP_KERNEL);
	if (!owrt)
		return -ENOMEM;
	owrt->sw.of_node = of_find_compatible_node(NULL, NULL,
						   "swconfig-test,switch");
	owrt->sw.ops = &owrt_ops;
	owrt->sw.name = "OpenWrt API test switch";
	owrt->sw.alias = ifname ? NULL : "owrt-test";
	owrt->sw.ports = OWRT_PORTS;
	owrt->sw.vlans = OWRT_VLANS;
	owrt->sw.cpu_port = OWRT_PORTS - 1;
	if (ifname)
		netdev = dev_get_by_name(&init_net, ifname);
	err = register_switch(&owrt->sw, netdev);
	if (err) {
		dev_put(netdev);
		of_node_put(owrt->sw.of_node);
		kfree(owrt);
		return err;
	}
	pr_info("%s: registered, id %u\n", owrt->sw.devname, owrt->sw.id);
	return 0;
}

static void __exit owrt_exit(void)
{
	unregister_switch(&owrt->sw);
	dev_put(owrt->sw.netdev);
	of_node_put(owrt->sw.of_node);
	kfree(owrt);
}

module_init(owrt_init);
module_exit(owrt_exit);
MODULE_DESCRIPTION("Build test: a switch driver using OpenWrt's swconfig API");
MODULE_LICENSE("GPL");
