// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53: port link state from the status page, and the
 * administrative state of the ports (port control and port VLAN masks).
 */
#include <linux/bitops.h>
#include <linux/string.h>

#include "b53_priv.h"

static u32 b53_speed_mbps(u32 code)
{
	switch (code) {
	case SPEED_STAT_10M:
		return 10;
	case SPEED_STAT_100M:
		return 100;
	case SPEED_STAT_1000M:
		return 1000;
	default:
		return 0;
	}
}

/*
 * The CPU port is wired to the host's MAC at the chip's fastest speed and
 * has no PHY to report on; a port the chip does not have is down.
 */
int b53_get_port_link(struct switch_dev *sw, int port,
		      struct switch_port_link *link)
{
	struct b53_device *dev = sw_to_b53(sw);
	u16 lnk, duplex;
	u32 speed;
	int ret;

	memset(link, 0, sizeof(*link));
	if (b53_is_cpu_port(dev, port)) {
		link->link = true;
		link->duplex = true;
		link->speed = b53_is_fe(dev) ? 100 : 1000;
		return 0;
	}
	if (!b53_port_exists(dev, port))
		return 0;

	ret = b53_read16(dev, B53_STAT_PAGE, B53_LINK_STAT, &lnk);
	if (!ret)
		ret = b53_read16(dev, B53_STAT_PAGE, dev->chip->duplex_reg,
				 &duplex);
	if (ret)
		return ret;
	if (b53_is_fe(dev)) {
		u16 fe_speed;

		ret = b53_read16(dev, B53_STAT_PAGE, B53_SPEED_STAT, &fe_speed);
		speed = SPEED_PORT_FE(fe_speed, port);
	} else {
		ret = b53_read32(dev, B53_STAT_PAGE, B53_SPEED_STAT, &speed);
		speed = SPEED_PORT_GE(speed, port);
	}
	if (ret)
		return ret;

	link->aneg = true;
	link->link = lnk & BIT(port);
	if (link->link) {
		link->duplex = duplex & BIT(port);
		link->speed = b53_speed_mbps(speed);
	}
	return 0;
}

int b53_get_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	struct b53_device *dev = sw_to_b53(sw);
	int port = val->port_vlan;

	val->value.i = b53_port_exists(dev, port) && !dev->port[port].disabled;
	return 0;
}

int b53_set_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	struct b53_device *dev = sw_to_b53(sw);
	int port = val->port_vlan;

	if (!b53_port_exists(dev, port)) {
		b53_reject(dev, "port %d does not exist on this chip", port);
		return -EINVAL;
	}
	if (!val->value.i && b53_is_cpu_port(dev, port)) {
		b53_reject(dev, "the CPU port cannot be disabled");
		return -EINVAL;
	}
	dev->port[port].disabled = !val->value.i;
	return 0;
}

/* The ports' egress masks, in the per-port (IMP = 8) numbering */
static u16 b53_pvlan_mask(struct b53_device *dev, int port)
{
	unsigned int p;
	u16 mask = 0;

	/* Without 802.1Q, LAN ports only reach the CPU: no WAN/LAN leak */
	if (!dev->enable_vlan && !b53_is_cpu_port(dev, port))
		return BIT(b53_hwport(dev, dev->sw.cpu_port));
	for (p = 0; p < dev->sw.ports; p++)
		if (b53_port_exists(dev, p))
			mask |= BIT(b53_hwport(dev, p));
	return mask;
}

/*
 * The IMP port takes flooded unicast, multicast and broadcast frames only
 * with its receive enables set: mainline's b53_enable_cpu_port() and
 * OpenWrt write these three (0x1c) to port control 8 on every chip, the
 * fast Ethernet ones included. The CPU port is never disabled.
 */
static u8 b53_imp_port_ctrl(void)
{
	return PORT_CTRL_RX_UCST_EN | PORT_CTRL_RX_MCST_EN |
	       PORT_CTRL_RX_BCST_EN;
}

/**
 * b53_write_port_ctrl - write the ports' staged admin state to the chip
 * @dev: the switch
 *
 * Return: 0 or a negative errno.
 */
int b53_write_port_ctrl(struct b53_device *dev)
{
	unsigned int port;
	int ret = 0;

	for (port = 0; port < dev->sw.ports && !ret; port++) {
		u8 hw = b53_hwport(dev, port);
		u8 ctrl = 0;

		if (!b53_port_exists(dev, port))
			continue;
		if (dev->port[port].disabled)
			ctrl = PORT_CTRL_RX_DISABLE | PORT_CTRL_TX_DISABLE;
		if (hw == B53_IMP_PORT)
			ctrl = b53_imp_port_ctrl();
		ret = b53_write16(dev, B53_PVLAN_PAGE, B53_PVLAN_PORT_MASK(hw),
				  b53_pvlan_mask(dev, port));
		if (!ret)
			ret = b53_write8(dev, B53_CTRL_PAGE, B53_PORT_CTRL(hw),
					 ctrl);
	}
	return ret;
}
