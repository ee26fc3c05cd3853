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
	struct b53_device *b53;
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

static int b53_mmap_read8(struct b53_device *dev, u8 page, u8 reg, u8 *val)
{
	*val = readb(b53_mmap_addr(dev, page, reg));
	return 0;
}

static int b53_mmap_read16(struct b53_device *dev, u8 page, u8 reg, u16 *val)
{
	void __iomem *addr = b53_mmap_addr(dev, page, reg);

	*val = b53_mmap_be(dev) ? ioread16be(addr) : readw(addr);
	return 0;
}

static int b53_mmap_read32(struct b53_device *dev, u8 page, u8 reg, u32 *val)
{
	void __iomem *addr = b53_mmap_addr(dev, page, reg);

	*val = b53_mmap_be(dev) ? ioread32be(addr) : readl(addr);
	return 0;
}

static int b53_mmap_read48(struct b53_device *dev, u8 page, u8 reg, u64 *val)
{
	u16 lo;
	u32 hi;

	/* 16 + 32 bits when the register is 32-bit aligned plus 2, else 32 + 16 */
	if (reg & 2) {
		b53_mmap_read16(dev, page, reg, &lo);
		b53_mmap_read32(dev, page, reg + 2, &hi);
		*val = (u64)hi << 16 | lo;
	} else {
		u32 lo32;
		u16 hi16;

		b53_mmap_read32(dev, page, reg, &lo32);
		b53_mmap_read16(dev, page, reg + 4, &hi16);
		*val = (u64)hi16 << 32 | lo32;
	}
	return 0;
}

static int b53_mmap_read64(struct b53_device *dev, u8 page, u8 reg, u64 *val)
{
	u32 lo, hi;

	b53_mmap_read32(dev, page, reg, &lo);
	b53_mmap_read32(dev, page, reg + 4, &hi);
	*val = (u64)hi << 32 | lo;
	return 0;
}

static int b53_mmap_write8(struct b53_device *dev, u8 page, u8 reg, u8 val)
{
	writeb(val, b53_mmap_addr(dev, page, reg));
	return 0;
}

static int b53_mmap_write16(struct b53_device *dev, u8 page, u8 reg, u16 val)
{
	void __iomem *addr = b53_mmap_addr(dev, page, reg);

	if (b53_mmap_be(dev))
		iowrite16be(val, addr);
	else
		writew(val, addr);
	return 0;
}

static int b53_mmap_write32(struct b53_device *dev, u8 page, u8 reg, u32 val)
{
	void __iomem *addr = b53_mmap_addr(dev, page, reg);

	if (b53_mmap_be(dev))
		iowrite32be(val, addr);
	else
		writel(val, addr);
	return 0;
}

static int b53_mmap_write48(struct b53_device *dev, u8 page, u8 reg, u64 val)
{
	if (reg & 2) {
		b53_mmap_write16(dev, page, reg, val & 0xffff);
		return b53_mmap_write32(dev, page, reg + 2, val >> 16);
	}
	b53_mmap_write32(dev, page, reg, val & 0xffffffff);
	return b53_mmap_write16(dev, page, reg + 4, val >> 32);
}

static int b53_mmap_write64(struct b53_device *dev, u8 page, u8 reg, u64 val)
{
	b53_mmap_write32(dev, page, reg, val & 0xffffffff);
	return b53_mmap_write32(dev, page, reg + 4, val >> 32);
}

static const struct b53_io_ops b53_mmap_ops = {
	.read8 = b53_mmap_read8,
	.read16 = b53_mmap_read16,
	.read32 = b53_mmap_read32,
	.read48 = b53_mmap_read48,
	.read64 = b53_mmap_read64,
	.write8 = b53_mmap_write8,
	.write16 = b53_mmap_write16,
	.write32 = b53_mmap_write32,
	.write48 = b53_mmap_write48,
	.write64 = b53_mmap_write64,
};

static void b53_mmap_release(void *data)
{
	b53_switch_remove(data);
}

/* Teardown is a devm action, so no remove callback (whose type varies) */
static int b53_mmap_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct b53_device *b53;
	struct b53_mmap *priv;
	int ret;

	priv = devm_kzalloc(dev, sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	priv->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(priv->regs))
		return PTR_ERR(priv->regs);
	priv->big_endian = device_property_read_bool(dev, "big-endian");

	b53 = b53_switch_alloc(dev, &b53_mmap_ops, priv);
	if (!b53)
		return -ENOMEM;
	ret = b53_switch_register(b53, dev_name(dev));
	if (ret) {
		b53_switch_free(b53);
		return dev_err_probe(dev, ret, "no usable switch\n");
	}
	priv->b53 = b53;
	return devm_add_action_or_reset(dev, b53_mmap_release, b53);
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
