// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53-mmap: BCM53xx switches whose registers are memory-mapped
 * (switch blocks inside SoCs): register (page, reg) is at byte offset
 * page << 8 | reg of the first memory resource, little-endian, or
 * big-endian with the "big-endian" device property. 48- and 64-bit
 * registers are read and written as narrower naturally aligned parts,
 * least significant first.
 *
 * It binds to platform devices named "swconfig-b53-mmap" that board or
 * MFD code registers with the register window as memory resource 0, so
 * on a machine without one it loads and waits.
 */
#include <linux/io.h>
#include <linux/module.h>
#include <linux/mod_devicetable.h>
#include <linux/platform_device.h>
#include <linux/property.h>

#include "b53.h"

struct b53_mmap {
	void __iomem *regs;
	bool big_endian;
};

static void __iomem *b53_mmap_addr(struct b53_device *dev, u8 page, u8 reg)
{
	struct b53_mmap *priv = b53_priv(dev);

	return priv->regs + ((u32)page << 8 | reg);
}

static bool b53_mmap_be(struct b53_device *dev)
{
	struct b53_mmap *priv = b53_priv(dev);

	return priv->big_endian;
}

/* One access of 1, 2 or 4 bytes, in the bus's byte order */
static u64 b53_mmap_get(struct b53_device *dev, u8 page, u8 reg,
			unsigned int width)
{
	void __iomem *addr = b53_mmap_addr(dev, page, reg);
	bool be = b53_mmap_be(dev);

	if (width == 1)
		return readb(addr);
	if (width == 2)
		return be ? ioread16be(addr) : readw(addr);
	return be ? ioread32be(addr) : readl(addr);
}

static void b53_mmap_put(struct b53_device *dev, u8 page, u8 reg,
			 unsigned int width, u64 value)
{
	void __iomem *addr = b53_mmap_addr(dev, page, reg);
	bool be = b53_mmap_be(dev);

	if (width == 1)
		writeb(value, addr);
	else if (width == 2 && be)
		iowrite16be(value, addr);
	else if (width == 2)
		writew(value, addr);
	else if (be)
		iowrite32be(value, addr);
	else
		writel(value, addr);
}

/*
 * 48-bit registers are two accesses: 16 + 32 bits when the register is
 * 32-bit aligned plus 2, else 32 + 16; 64-bit ones 32 + 32.
 */
static unsigned int b53_mmap_low_width(u8 reg, unsigned int width)
{
	return width == 6 && (reg & 2) ? 2 : 4;
}

static int b53_mmap_read(struct b53_device *dev, u8 page, u8 reg,
			 unsigned int width, u64 *value)
{
	unsigned int low;

	if (width != 1 && width != 2 && width != 4 && width != 6 && width != 8)
		return -EINVAL;
	if (width <= 4) {
		*value = b53_mmap_get(dev, page, reg, width);
		return 0;
	}
	low = b53_mmap_low_width(reg, width);
	*value = b53_mmap_get(dev, page, reg, low) |
		 b53_mmap_get(dev, page, reg + low, width - low) << (8 * low);
	return 0;
}

static int b53_mmap_write(struct b53_device *dev, u8 page, u8 reg,
			  unsigned int width, u64 value)
{
	unsigned int low;

	if (width != 1 && width != 2 && width != 4 && width != 6 && width != 8)
		return -EINVAL;
	if (width <= 4) {
		b53_mmap_put(dev, page, reg, width, value);
		return 0;
	}
	low = b53_mmap_low_width(reg, width);
	b53_mmap_put(dev, page, reg, low, value & GENMASK_ULL(8 * low - 1, 0));
	b53_mmap_put(dev, page, reg + low, width - low, value >> (8 * low));
	return 0;
}

static const struct b53_io_ops b53_mmap_ops = {
	.read = b53_mmap_read,
	.write = b53_mmap_write,
};

/* Teardown is a devm action, so no remove callback (whose type varies) */
static int b53_mmap_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct b53_mmap *priv;

	priv = devm_kzalloc(dev, sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	priv->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(priv->regs))
		return PTR_ERR(priv->regs);
	priv->big_endian = device_property_read_bool(dev, "big-endian");

	return b53_switch_devm_probe(dev, &b53_mmap_ops, priv);
}

/* Board or MFD code names the device; the chip is then detected */
static const struct platform_device_id b53_mmap_ids[] = {
	{ "swconfig-b53-mmap" },
	{ }
};
MODULE_DEVICE_TABLE(platform, b53_mmap_ids);

static struct platform_driver b53_mmap_driver = {
	.probe = b53_mmap_probe,
	.id_table = b53_mmap_ids,
	.driver = {
		.name = "swconfig-b53-mmap",
	},
};
module_platform_driver(b53_mmap_driver);

MODULE_DESCRIPTION("BCM53xx swconfig driver: memory-mapped access");
MODULE_LICENSE("GPL");
