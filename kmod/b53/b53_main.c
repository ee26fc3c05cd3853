// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53: swconfig driver for the Broadcom BCM53xx switch chips.
 *
 * This file holds the attribute tables, the reset sequence and the
 * interface to the bus backends (b53.h): they pass their register access
 * ops to b53_switch_probe(), which allocates the device, detects the chip,
 * resets it and registers it with the swconfig core.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/delay.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "b53_priv.h"

#define B53_POLL_TRIES		10
#define B53_REJECT_INTERVAL	(5 * HZ)
#define B53_REJECT_BURST	50

void b53_reject(struct b53_device *dev, const char *fmt, ...)
{
	struct va_format vaf;
	va_list args;

	if (!__ratelimit(&dev->reject_rs))
		return;
	va_start(args, fmt);
	vaf.fmt = fmt;
	vaf.va = &args;
	pr_notice("%s (%s): %pV\n", dev->sw.devname, dev->chip->name, &vaf);
	va_end(args);
}

static int b53_get_ports(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	struct b53_device *dev = sw_to_b53(sw);

	snprintf(dev->buf, sizeof(dev->buf), "0x%04x", dev->ports_mask);
	val->value.s = dev->buf;
	return 0;
}

/*
 * The fast Ethernet chips have the first B53_N_GLOBAL_ATTRS_FE of these:
 * they have no jumbo frames and no VID 4095 switch
 */
#define B53_N_GLOBAL_ATTRS_FE	3

static const struct switch_attr b53_global_attrs[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "enable_vlan",
		.description = "Enable 802.1Q VLAN mode (staged until apply)",
		.get = b53_get_enable_vlan,
		.set = b53_set_enable_vlan,
		.min = 0,
		.max = 1,
	}, {
		.type = SWITCH_TYPE_STRING,
		.name = "ports",
		.description = "Available ports (as bitmask)",
		.get = b53_get_ports,
	}, {
		.type = SWITCH_TYPE_NOVAL,
		.name = "reset_mib",
		.description = "Reset the MIB counters of all ports",
		.set = b53_reset_mib,
	},
	/* gigabit chips only from here */
	{
		.type = SWITCH_TYPE_INT,
		.name = "enable_jumbo",
		.description = "Enable jumbo frames up to 9724 bytes (staged until apply)",
		.get = b53_get_enable_jumbo,
		.set = b53_set_enable_jumbo,
		.min = 0,
		.max = 1,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "allow_vid_4095",
		.description = "Allow VID 4095 (staged until apply)",
		.get = b53_get_allow_4095,
		.set = b53_set_allow_4095,
		.min = 0,
		.max = 1,
	},
};

static const struct switch_attr b53_port_attrs[] = {
	{
		.type = SWITCH_TYPE_STRING,
		.name = "mib",
		.description = "Get port's MIB counters",
		.get = b53_get_mib,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "enable",
		.description = "Administrative state (staged until apply)",
		.get = b53_get_port_enable,
		.set = b53_set_port_enable,
		.min = 0,
		.max = 1,
	},
};

static int b53_apply_config(struct switch_dev *sw)
{
	return b53_write_config(sw_to_b53(sw));
}

/* Wait for a self-clearing bit of an 8-bit register */
static int b53_wait_clear8(struct b53_device *dev, u8 page, u8 reg, u8 bit)
{
	unsigned int i;
	u8 v;
	int ret;

	for (i = 0; i < B53_POLL_TRIES; i++) {
		ret = b53_read8(dev, page, reg, &v);
		if (ret || !(v & bit))
			return ret;
		usleep_range(1000, 2000);
	}
	return -ETIMEDOUT;
}

/*
 * The BCM5325's MII port talks to the host's MAC only in reverse MII mode;
 * mainline (b53_setup()) and OpenWrt read the bit back and fail the probe
 * when it did not stick
 */
static int b53_check_rvmii(struct b53_device *dev)
{
	u8 ovr;
	int ret;

	ret = b53_read8(dev, B53_CTRL_PAGE, B53_PORT_OVERRIDE_CTRL, &ovr);
	if (ret)
		return ret;
	if (!(ovr & PORT_OVERRIDE_RV_MII_25)) {
		pr_err("%s: reverse MII mode cannot be enabled\n",
		       dev->chip->name);
		return -EIO;
	}
	return 0;
}

/* Everything the chip's reset values get wrong for a managed switch */
static int b53_chip_setup(struct b53_device *dev)
{
	u8 mode, gc, ovr;
	int ret;

	/* unmanaged forwarding mode, forwarding on; the bit must stick */
	ret = b53_read8(dev, B53_CTRL_PAGE, B53_SWITCH_MODE, &mode);
	if (!ret)
		ret = b53_write8(dev, B53_CTRL_PAGE, B53_SWITCH_MODE,
				 (mode & ~SM_SW_FWD_MODE) | SM_SW_FWD_EN);
	if (!ret)
		ret = b53_read8(dev, B53_CTRL_PAGE, B53_SWITCH_MODE, &mode);
	if (ret)
		return ret;
	if (!(mode & SM_SW_FWD_EN)) {
		pr_err("%s: forwarding cannot be enabled\n", dev->chip->name);
		return -EIO;
	}

	/*
	 * The CPU port: reverse MII on BCM5325, link forced up on 531x5.
	 * Mainline's phylink also forces 1000/full and pause there; OpenWrt,
	 * like this driver, leaves speed and duplex to the chip's straps.
	 */
	if (b53_is5325(dev) || dev->chip->family == B53_FAMILY_531X5) {
		ret = b53_read8(dev, B53_CTRL_PAGE, B53_PORT_OVERRIDE_CTRL,
				&ovr);
		if (ret)
			return ret;
		ovr |= b53_is5325(dev) ? PORT_OVERRIDE_RV_MII_25 :
		       PORT_OVERRIDE_EN | PORT_OVERRIDE_LINK;
		ret = b53_write8(dev, B53_CTRL_PAGE, B53_PORT_OVERRIDE_CTRL,
				 ovr);
		if (!ret && b53_is5325(dev))
			ret = b53_check_rvmii(dev);
		if (ret)
			return ret;
	}

	/* counters running, no autocast */
	ret = b53_read8(dev, B53_MGMT_PAGE, B53_GLOBAL_CONFIG, &gc);
	if (!ret)
		ret = b53_write8(dev, B53_MGMT_PAGE, B53_GLOBAL_CONFIG,
				 gc & ~(GC_RESET_MIB | GC_MIB_AC_EN));
	if (ret)
		return ret;

	/*
	 * Forget learnt addresses. Mainline writes FAST_AGE_DYNAMIC back
	 * afterwards; the register only matters when a flush starts, and
	 * every flush here writes it whole (OpenWrt leaves it too).
	 */
	ret = b53_write8(dev, B53_CTRL_PAGE, B53_FAST_AGE_CTRL,
			 FAST_AGE_DONE | FAST_AGE_DYNAMIC | FAST_AGE_STATIC);
	return ret ?: b53_wait_clear8(dev, B53_CTRL_PAGE, B53_FAST_AGE_CTRL,
				      FAST_AGE_DONE);
}

/*
 * The software reset of the BCM539x, as mainline's b53_switch_reset() and
 * OpenWrt do it: start, then write 0 at once, without polling the
 * self-clearing bit (no source gives its timing). Mainline gives the
 * BCM531x5 no software reset at all (only its 58xx path polls bit 7, up
 * to 1000 times), and nothing says their bit clears itself: none here
 * either.
 */
static int b53_soft_reset(struct b53_device *dev)
{
	int ret;

	if (dev->chip->family != B53_FAMILY_539X)
		return 0;
	ret = b53_write8(dev, B53_CTRL_PAGE, B53_SOFTRESET, SOFTRESET_539X_GO);
	return ret ?: b53_write8(dev, B53_CTRL_PAGE, B53_SOFTRESET, 0);
}

/* Power-on state: the default configuration, staged and written alike */
static int b53_reset_switch(struct switch_dev *sw)
{
	struct b53_device *dev = sw_to_b53(sw);
	int ret;

	b53_vlan_defaults(dev);
	ret = b53_soft_reset(dev);
	if (!ret)
		ret = b53_chip_setup(dev);
	return ret ?: b53_write_config(dev);
}

/*
 * Every chip's ops: b53_switch_register() copies them into the device,
 * cutting the global attributes short on the fast Ethernet chips
 */
static const struct switch_dev_ops b53_switch_ops = {
	.attr_global = {
		.attr = b53_global_attrs,
		.n_attr = ARRAY_SIZE(b53_global_attrs),
	},
	.attr_port = {
		.attr = b53_port_attrs,
		.n_attr = ARRAY_SIZE(b53_port_attrs),
	},
	.get_vlan_ports = b53_get_vlan_ports,
	.set_vlan_ports = b53_set_vlan_ports,
	.get_port_pvid = b53_get_port_pvid,
	.set_port_pvid = b53_set_port_pvid,
	.apply_config = b53_apply_config,
	.reset_switch = b53_reset_switch,
	.get_port_link = b53_get_port_link,
};

static void b53_switch_free(struct b53_device *dev)
{
	kvfree(dev->vlans);
	mutex_destroy(&dev->reg_mutex);
	kfree(dev);
}

void *b53_priv(struct b53_device *dev)
{
	return dev->priv;
}
EXPORT_SYMBOL_GPL(b53_priv);

/* The chip's name once detected, else NULL */
const char *b53_chip_name(struct b53_device *dev)
{
	return dev->chip ? dev->chip->name : NULL;
}
EXPORT_SYMBOL_GPL(b53_chip_name);

/* Detect, reset and register the switch: 0 or a negative errno */
static int b53_switch_register(struct b53_device *dev, const char *alias)
{
	const struct b53_chip *chip;
	int ret;

	ret = b53_detect(dev);
	if (ret)
		return ret;
	chip = dev->chip;

	dev->vlans = kvcalloc(chip->vlans, sizeof(*dev->vlans), GFP_KERNEL);
	if (!dev->vlans)
		return -ENOMEM;
	dev->sw.name = chip->name;
	dev->sw.alias = alias;
	dev->sw_ops = b53_switch_ops;
	if (b53_is_fe(dev))
		dev->sw_ops.attr_global.n_attr = B53_N_GLOBAL_ATTRS_FE;
	dev->sw.ops = &dev->sw_ops;
	dev->sw.vlans = chip->vlans;
	dev->sw.cpu_port = chip->cpu_port;
	dev->sw.ports = fls(dev->ports_mask | BIT(chip->cpu_port));
	/* devname is set by register_switch(): name messages until then */
	strscpy(dev->sw.devname, chip->name, sizeof(dev->sw.devname));

	ret = b53_reset_switch(&dev->sw);
	if (ret) {
		pr_err("%s: reset failed: %d\n", chip->name, ret);
		return ret;
	}
	ret = register_switch(&dev->sw, NULL);
	if (ret)
		return ret;
	pr_info("%s: %s rev %u, ports 0x%04x\n", dev->sw.devname, chip->name,
		dev->core_rev, dev->ports_mask);
	return 0;
}

/**
 * b53_switch_probe - allocate, detect, reset and register a switch
 * @parent: the bus device, or NULL
 * @ops: the backend's register access
 * @priv: the backend's data, returned by b53_priv()
 * @alias: the switch's alias (e.g. the bus id); NULL for none
 *
 * What every backend does once its bus access is set up.
 *
 * Return: the registered switch, for b53_switch_remove(), or an ERR_PTR()
 * (-ENODEV: no supported chip).
 */
struct b53_device *b53_switch_probe(struct device *parent,
				    const struct b53_io_ops *ops, void *priv,
				    const char *alias)
{
	struct b53_device *dev;
	int ret;

	dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	if (!dev)
		return ERR_PTR(-ENOMEM);
	dev->parent = parent;
	dev->ops = ops;
	dev->priv = priv;
	mutex_init(&dev->reg_mutex);
	ratelimit_state_init(&dev->reject_rs, B53_REJECT_INTERVAL,
			     B53_REJECT_BURST);

	ret = b53_switch_register(dev, alias);
	if (ret) {
		b53_switch_free(dev);
		return ERR_PTR(ret);
	}
	return dev;
}
EXPORT_SYMBOL_GPL(b53_switch_probe);

/* Unregister and free a switch from b53_switch_probe() */
void b53_switch_remove(struct b53_device *dev)
{
	unregister_switch(&dev->sw);
	b53_switch_free(dev);
}
EXPORT_SYMBOL_GPL(b53_switch_remove);

static void b53_switch_devm_remove(void *data)
{
	b53_switch_remove(data);
}

/**
 * b53_switch_devm_probe - b53_switch_probe() for a bus device
 * @parent: the bus device, whose name is the alias; the switch goes away
 *	with its driver binding
 * @ops: the backend's register access
 * @priv: the backend's data, returned by b53_priv()
 *
 * Return: 0 or a negative errno, logged against @parent.
 */
int b53_switch_devm_probe(struct device *parent, const struct b53_io_ops *ops,
			  void *priv)
{
	struct b53_device *b53;

	b53 = b53_switch_probe(parent, ops, priv, dev_name(parent));
	if (IS_ERR(b53))
		return dev_err_probe(parent, PTR_ERR(b53), "no usable switch\n");
	return devm_add_action_or_reset(parent, b53_switch_devm_remove, b53);
}
EXPORT_SYMBOL_GPL(b53_switch_devm_probe);

MODULE_DESCRIPTION("swconfig driver for Broadcom BCM53xx switches");
MODULE_LICENSE("GPL");
