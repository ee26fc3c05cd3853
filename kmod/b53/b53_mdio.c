// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53-mdio: BCM53xx switches behind the MDIO pseudo-PHY.
 *
 * The switch answers at MDIO address 0x1e. Register 16 selects the page
 * (page << 8 | access enable), register 17 starts an access to a register
 * of that page (reg << 8 | op) and clears the op bits when done; the data
 * is in registers 24..27, 16 bits each, least significant first.
 *
 * It binds to MDIO devices described by the firmware (device tree), so
 * on a machine without one it loads and waits.
 */
#include <linux/delay.h>
#include <linux/mdio.h>
#include <linux/module.h>
#include <linux/mod_devicetable.h>
#include <linux/phy.h>

#include "b53.h"

#define B53_PSEUDO_PHY		0x1e

#define REG_MII_PAGE		0x10	/* page select */
#define   REG_MII_PAGE_ENABLE	BIT(0)
#define REG_MII_ADDR		0x11	/* register address and op */
#define   REG_MII_ADDR_WRITE	BIT(0)
#define   REG_MII_ADDR_READ	BIT(1)
#define REG_MII_DATA0		0x18

#define B53_MDIO_POLL_TRIES	5

/* Select the page and start an op on reg; the bus lock is held */
static int b53_mdio_op(struct b53_device *dev, u8 page, u8 reg, u16 op)
{
	struct mii_bus *bus = b53_priv(dev);
	unsigned int i;
	int ret;

	ret = __mdiobus_write(bus, B53_PSEUDO_PHY, REG_MII_PAGE,
			      page << 8 | REG_MII_PAGE_ENABLE);
	if (!ret)
		ret = __mdiobus_write(bus, B53_PSEUDO_PHY, REG_MII_ADDR,
				      reg << 8 | op);
	if (ret)
		return ret;
	for (i = 0; i < B53_MDIO_POLL_TRIES; i++) {
		ret = __mdiobus_read(bus, B53_PSEUDO_PHY, REG_MII_ADDR);
		if (ret < 0)
			return ret;
		if (!(ret & (REG_MII_ADDR_READ | REG_MII_ADDR_WRITE)))
			return 0;
		usleep_range(10, 100);
	}
	return -EIO;
}

/* Read @words 16-bit data registers after a read op */
static int b53_mdio_read(struct b53_device *dev, u8 page, u8 reg,
			 unsigned int words, u64 *value)
{
	struct mii_bus *bus = b53_priv(dev);
	unsigned int i;
	u64 v = 0;
	int ret;

	mutex_lock(&bus->mdio_lock);
	ret = b53_mdio_op(dev, page, reg, REG_MII_ADDR_READ);
	for (i = 0; !ret && i < words; i++) {
		ret = __mdiobus_read(bus, B53_PSEUDO_PHY, REG_MII_DATA0 + i);
		if (ret >= 0) {
			v |= (u64)(ret & 0xffff) << (16 * i);
			ret = 0;
		}
	}
	mutex_unlock(&bus->mdio_lock);
	*value = v;
	return ret;
}

static int b53_mdio_write(struct b53_device *dev, u8 page, u8 reg,
			  unsigned int words, u64 value)
{
	struct mii_bus *bus = b53_priv(dev);
	unsigned int i;
	int ret = 0;

	mutex_lock(&bus->mdio_lock);
	for (i = 0; !ret && i < words; i++)
		ret = __mdiobus_write(bus, B53_PSEUDO_PHY, REG_MII_DATA0 + i,
				      (value >> (16 * i)) & 0xffff);
	if (!ret)
		ret = b53_mdio_op(dev, page, reg, REG_MII_ADDR_WRITE);
	mutex_unlock(&bus->mdio_lock);
	return ret;
}

/* A register of width bytes is read or written through 16-bit words */
static int b53_mdio_io_read(struct b53_device *dev, u8 page, u8 reg,
			    unsigned int width, u64 *value)
{
	return b53_mdio_read(dev, page, reg, DIV_ROUND_UP(width, 2), value);
}

static int b53_mdio_io_write(struct b53_device *dev, u8 page, u8 reg,
			     unsigned int width, u64 value)
{
	return b53_mdio_write(dev, page, reg, DIV_ROUND_UP(width, 2), value);
}

static const struct b53_io_ops b53_mdio_ops = {
	.read = b53_mdio_io_read,
	.write = b53_mdio_io_write,
};

/* The backend's data is the bus the pseudo-PHY is on */
static int b53_mdio_probe(struct mdio_device *mdiodev)
{
	return b53_switch_devm_probe(&mdiodev->dev, &b53_mdio_ops,
				     mdiodev->bus);
}

static const struct of_device_id b53_mdio_of_match[] = {
	{ .compatible = "brcm,bcm5325" },
	{ .compatible = "brcm,bcm5365" },
	{ .compatible = "brcm,bcm5395" },
	{ .compatible = "brcm,bcm5397" },
	{ .compatible = "brcm,bcm5398" },
	{ .compatible = "brcm,bcm53115" },
	{ .compatible = "brcm,bcm53125" },
	{ .compatible = "brcm,bcm53128" },
	{ }
};
MODULE_DEVICE_TABLE(of, b53_mdio_of_match);

static struct mdio_driver b53_mdio_driver = {
	.probe = b53_mdio_probe,
	.mdiodrv.driver = {
		.name = "swconfig-b53-mdio",
		.of_match_table = b53_mdio_of_match,
	},
};

mdio_module_driver(b53_mdio_driver);

MODULE_DESCRIPTION("BCM53xx swconfig driver: MDIO pseudo-PHY access");
MODULE_LICENSE("GPL");
