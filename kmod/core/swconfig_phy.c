// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: switch_generic_set_link(), OpenWrt's helper for drivers
 * whose ports have a standard MII register set reached through
 * ops->phy_write16.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/mii.h>
#include <linux/module.h>

#include "swconfig_priv.h"

/**
 * switch_generic_set_link - apply link settings through the port's BMCR
 * @dev: the switch; ops->phy_write16 must be set
 * @port: the port, which is also its PHY address
 * @link: with aneg set, autonegotiation is enabled and restarted;
 *	otherwise speed (10, 100 or 1000) and duplex are forced
 *
 * Return: 0, -EOPNOTSUPP when the switch has no phy_write16 or the speed
 * cannot be forced (OpenWrt's returns the kernel-internal -ENOTSUPP), or
 * the error of phy_write16 (which OpenWrt's ignores).
 */
int switch_generic_set_link(struct switch_dev *dev, int port,
			    struct switch_port_link *link)
{
	u16 bmcr;
	int err;

	if (WARN_ON(!dev->ops->phy_write16))
		return -EOPNOTSUPP;

	if (link->aneg) {
		/* as OpenWrt's: clear the forced settings, then restart */
		err = dev->ops->phy_write16(dev, port, MII_BMCR, 0);
		if (err)
			return err;
		return dev->ops->phy_write16(dev, port, MII_BMCR,
					     BMCR_ANENABLE | BMCR_ANRESTART);
	}

	switch (link->speed) {
	case SWITCH_PORT_SPEED_10:
		bmcr = 0;
		break;
	case SWITCH_PORT_SPEED_100:
		bmcr = BMCR_SPEED100;
		break;
	case SWITCH_PORT_SPEED_1000:
		bmcr = BMCR_SPEED1000;
		break;
	default:
		return -EOPNOTSUPP;
	}
	if (link->duplex)
		bmcr |= BMCR_FULLDPLX;
	return dev->ops->phy_write16(dev, port, MII_BMCR, bmcr);
}
EXPORT_SYMBOL_GPL(switch_generic_set_link);
