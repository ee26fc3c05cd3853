// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53: the supported chips and how to tell them apart.
 *
 * The gigabit chips name themselves in the device id register of the
 * management page: 8 bits on BCM539x, 32 bits on BCM531x5 (whose low byte
 * alone is ambiguous). The fast Ethernet BCM5325 and BCM5365 have no such
 * register and read 0 there; the BCM5325's VLAN table access register is
 * writable where the BCM5365 has a read-only one at the same address.
 */
#include <linux/kernel.h>

#include "b53_priv.h"

#define B53_VTA_REGS		{ B53_VT_ACCESS, B53_VT_INDEX, B53_VT_ENTRY }
#define B53_VTA_REGS_9798	{ B53_VT_ACCESS_9798, B53_VT_INDEX_9798, \
				  B53_VT_ENTRY_9798 }

#define BCM5325_DEVICE_ID	0x25
#define BCM5365_DEVICE_ID	0x65
#define BCM5395_DEVICE_ID	0x95
#define BCM5397_DEVICE_ID	0x97
#define BCM5398_DEVICE_ID	0x98
#define BCM53115_DEVICE_ID	0x53115
#define BCM53125_DEVICE_ID	0x53125
#define BCM53128_DEVICE_ID	0x53128
/* Known to mainline's DSA b53 driver (b53_priv.h), not supported here */
#define BCM5389_DEVICE_ID	0x89
#define BCM53010_DEVICE_ID	0x53010
#define BCM53011_DEVICE_ID	0x53011
#define BCM53012_DEVICE_ID	0x53012
#define BCM53018_DEVICE_ID	0x53018
#define BCM53019_DEVICE_ID	0x53019
#define BCM53134_DEVICE_ID	0x5075

static const struct b53_chip b53_chips[] = {
	{
		.id = BCM5325_DEVICE_ID,
		.name = "BCM5325",
		.family = B53_FAMILY_5325,
		.vlans = 16,
		.ports_mask = 0x3f,
		.cpu_port = 5,
		.duplex_reg = B53_DUPLEX_STAT_FE,
	}, {
		.id = BCM5365_DEVICE_ID,
		.name = "BCM5365",
		.family = B53_FAMILY_5365,
		.vlans = 256,
		.ports_mask = 0x3f,
		.cpu_port = 5,
		.duplex_reg = B53_DUPLEX_STAT_FE,
	}, {
		.id = BCM5395_DEVICE_ID,
		.name = "BCM5395",
		.family = B53_FAMILY_539X,
		.vlans = 4096,
		.ports_mask = 0x11f,
		.cpu_port = B53_IMP_PORT,
		.vta = B53_VTA_REGS,
		.duplex_reg = B53_DUPLEX_STAT_GE,
	}, {
		.id = BCM5397_DEVICE_ID,
		.name = "BCM5397",
		.family = B53_FAMILY_539X,
		.vlans = 4096,
		.ports_mask = 0x11f,
		.cpu_port = B53_IMP_PORT,
		.vta = B53_VTA_REGS_9798,
		.duplex_reg = B53_DUPLEX_STAT_GE,
	}, {
		.id = BCM5398_DEVICE_ID,
		.name = "BCM5398",
		.family = B53_FAMILY_539X,
		.vlans = 4096,
		.ports_mask = 0x17f,
		.cpu_port = B53_IMP_PORT,
		.vta = B53_VTA_REGS_9798,
		.duplex_reg = B53_DUPLEX_STAT_GE,
	}, {
		.id = BCM53115_DEVICE_ID,
		.name = "BCM53115",
		.family = B53_FAMILY_531X5,
		.vlans = 4096,
		.ports_mask = 0x11f,
		.cpu_port = B53_IMP_PORT,
		.vta = B53_VTA_REGS,
		.duplex_reg = B53_DUPLEX_STAT_GE,
	}, {
		.id = BCM53125_DEVICE_ID,
		.name = "BCM53125",
		.family = B53_FAMILY_531X5,
		.vlans = 4096,
		/*
		 * OpenWrt's swconfig b53 says 0x11f (ports 0-4 and the IMP
		 * port), mainline's chip table 0x1ff; neither says why. Kept
		 * at OpenWrt's: it is what swconfig users of this chip have
		 * seen, and widening it would offer ports 5-7 whose wiring
		 * no source here confirms.
		 */
		.ports_mask = 0x11f,
		.cpu_port = B53_IMP_PORT,
		.vta = B53_VTA_REGS,
		.duplex_reg = B53_DUPLEX_STAT_GE,
	}, {
		.id = BCM53128_DEVICE_ID,
		.name = "BCM53128",
		.family = B53_FAMILY_531X5,
		.vlans = 4096,
		.ports_mask = 0x1ff,
		.cpu_port = B53_IMP_PORT,
		.vta = B53_VTA_REGS,
		.duplex_reg = B53_DUPLEX_STAT_GE,
	},
};

/*
 * Chips mainline knows that this driver has not been checked against:
 * mainline treats them apart in places (the 5301x's port override
 * bits, the 53134's RGMII delays, the 5389 without EAP), so they are
 * refused by name rather than programmed like a relative.
 */
static const struct {
	u32 id;
	const char *name;
} b53_refused[] = {
	{ BCM5389_DEVICE_ID, "BCM5389" },
	{ BCM53010_DEVICE_ID, "BCM53010" },
	{ BCM53011_DEVICE_ID, "BCM53011" },
	{ BCM53012_DEVICE_ID, "BCM53012" },
	{ BCM53018_DEVICE_ID, "BCM53018" },
	{ BCM53019_DEVICE_ID, "BCM53019" },
	{ BCM53134_DEVICE_ID, "BCM53134" },
};

static const char *b53_refused_name(u32 id)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(b53_refused); i++)
		if (b53_refused[i].id == id)
			return b53_refused[i].name;
	return NULL;
}

static const struct b53_chip *b53_find_chip(u32 id)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(b53_chips); i++)
		if (b53_chips[i].id == id)
			return &b53_chips[i];
	return NULL;
}

/* No id register: a writable VLAN table access register means BCM5325 */
static int b53_detect_fe(struct b53_device *dev, u32 *id)
{
	u16 vta;
	int ret;

	ret = b53_write16(dev, B53_VLAN_PAGE, B53_VLAN_TABLE_ACCESS_25,
			  VTA_VID_LOW_MASK_25);
	if (!ret)
		ret = b53_read16(dev, B53_VLAN_PAGE, B53_VLAN_TABLE_ACCESS_25,
				 &vta);
	if (ret)
		return ret;
	if (vta == VTA_VID_LOW_MASK_25) {
		*id = BCM5325_DEVICE_ID;
		/* leave the register as it was: idle, index 0 */
		return b53_write16(dev, B53_VLAN_PAGE,
				   B53_VLAN_TABLE_ACCESS_25, 0);
	}
	*id = BCM5365_DEVICE_ID;
	return 0;
}

/* The BCM5325 comes as 5325E, 5325F (port 4 unusable) and 5325M (unsupported) */
static int b53_detect_5325_variant(struct b53_device *dev)
{
	u8 vc4;
	int ret;

	ret = b53_read8(dev, B53_VLAN_PAGE, B53_VLAN_CTRL4_25, &vc4);
	if (ret)
		return ret;
	switch (vc4 & VC4_CHIP_25_MASK) {
	case VC4_CHIP_25E:
		return 0;
	case VC4_CHIP_25F:
		dev->ports_mask &= ~BIT(4);
		return 0;
	default:
		pr_err("BCM5325M (VLAN control 4: 0x%02x) is not supported\n",
		       vc4);
		return -ENODEV;
	}
}

/**
 * b53_detect - find out which chip is on the bus
 * @dev: the device, with its io ops set
 *
 * Sets dev->chip, dev->core_rev and dev->ports_mask.
 *
 * Return: 0, -ENODEV for a chip this driver does not know, or the bus
 * error.
 */
int b53_detect(struct b53_device *dev)
{
	u32 id32 = 0;
	u8 id8;
	int ret;

	ret = b53_read8(dev, B53_MGMT_PAGE, B53_DEVICE_ID, &id8);
	if (ret)
		return ret;

	switch (id8) {
	case 0:
		ret = b53_detect_fe(dev, &id32);
		break;
	case BCM5395_DEVICE_ID:
	case BCM5397_DEVICE_ID:
	case BCM5398_DEVICE_ID:
	case BCM5389_DEVICE_ID:
		id32 = id8;
		break;
	default:
		ret = b53_read32(dev, B53_MGMT_PAGE, B53_DEVICE_ID, &id32);
		break;
	}
	if (ret)
		return ret;

	dev->chip = b53_find_chip(id32);
	if (!dev->chip && b53_refused_name(id32)) {
		pr_err("%s (id 0x%x) is not supported by this driver\n",
		       b53_refused_name(id32), id32);
		return -ENODEV;
	}
	if (!dev->chip) {
		pr_err("unsupported switch chip (id 0x%02x/0x%x)\n", id8, id32);
		return -ENODEV;
	}
	dev->ports_mask = dev->chip->ports_mask;

	if (b53_is5325(dev)) {
		ret = b53_detect_5325_variant(dev);
		if (!ret)
			ret = b53_read8(dev, B53_STAT_PAGE, B53_REV_ID_25,
					&dev->core_rev);
	} else {
		ret = b53_read8(dev, B53_MGMT_PAGE, B53_REV_ID,
				&dev->core_rev);
	}
	return ret;
}
