// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53: VLAN table, PVIDs, 802.1Q mode, jumbo frames, and
 * writing the staged configuration to the chip.
 *
 * Three VLAN table interfaces exist: the gigabit chips have an indirect
 * access through the ARL page (index, entry, then a command with a
 * self-clearing start bit; BCM5397/5398 at other offsets), the BCM5325
 * and BCM5365 a write register and a 16-bit access register in the VLAN
 * page, each with its own entry layout.
 */
#include <linux/bitops.h>
#include <linux/delay.h>
#include <linux/string.h>

#include "b53_priv.h"

#define B53_POLL_TRIES		10

/* Power-on configuration: 802.1Q off, every port in VLAN 1, CPU tagged */
void b53_vlan_defaults(struct b53_device *dev)
{
	unsigned int i;

	dev->enable_vlan = false;
	dev->enable_jumbo = false;
	dev->allow_vid_4095 = false;
	memset(dev->vlans, 0, dev->sw.vlans * sizeof(*dev->vlans));
	dev->vlans[B53_DEFAULT_VLAN].members = dev->ports_mask;
	dev->vlans[B53_DEFAULT_VLAN].untag = dev->ports_mask &
					     ~BIT(dev->sw.cpu_port);
	for (i = 0; i < B53_MAX_PORTS; i++) {
		dev->port[i].pvid = B53_DEFAULT_VLAN;
		dev->port[i].disabled = false;
	}
}

int b53_get_vlan_ports(struct switch_dev *sw, struct switch_val *val)
{
	const struct b53_device *dev = sw_to_b53(sw);
	const struct b53_vlan *vlan = &dev->vlans[val->port_vlan];
	unsigned int port, n = 0;

	for (port = 0; port < sw->ports; port++) {
		if (!(vlan->members & BIT(port)))
			continue;
		val->value.ports[n].id = port;
		val->value.ports[n].flags = (vlan->untag & BIT(port)) ?
					    0 : BIT(SWITCH_PORT_FLAG_TAGGED);
		n++;
	}
	val->len = n;
	return 0;
}

/* Chip limits of a VID, as VLAN index or PVID */
static int b53_check_vid(struct b53_device *dev, unsigned int vid,
			 const char *what)
{
	/*
	 * VID 0 is allowed everywhere: on the gigabit chips mainline uses
	 * it as the default PVID and writes VLAN table entry 0
	 * (b53_default_pvid()). Mainline refuses it for bridge VLANs on the
	 * BCM5325/5365 only because their default PVID is 1; their table
	 * has an entry 0 all the same, so swconfig keeps it usable there.
	 */
	if (vid == B53_MAX_VID && !dev->allow_vid_4095) {
		b53_reject(dev, "%s 4095 needs allow_vid_4095", what);
		return -EINVAL;
	}
	return 0;
}

/* The core has checked the port ids and duplicates; the chip's own limits here */
int b53_set_vlan_ports(struct switch_dev *sw, struct switch_val *val)
{
	struct b53_device *dev = sw_to_b53(sw);
	struct b53_vlan vlan = { 0 };
	unsigned int i;
	int ret;

	/* emptying a VLAN is always allowed: it is how a config is mended */
	if (val->len) {
		ret = b53_check_vid(dev, val->port_vlan, "VLAN");
		if (ret)
			return ret;
	}

	for (i = 0; i < val->len; i++) {
		u32 port = val->value.ports[i].id;
		bool tagged = val->value.ports[i].flags &
			      BIT(SWITCH_PORT_FLAG_TAGGED);

		if (!b53_port_exists(dev, port)) {
			b53_reject(dev, "port %u does not exist on this chip",
				   port);
			return -EINVAL;
		}
		if (!tagged && b53_is5365(dev) && b53_is_cpu_port(dev, port)) {
			b53_reject(dev, "the CPU port can only be a tagged member");
			return -EINVAL;
		}
		vlan.members |= BIT(port);
		if (!tagged)
			vlan.untag |= BIT(port);
	}
	dev->vlans[val->port_vlan] = vlan;
	return 0;
}

int b53_get_port_pvid(struct switch_dev *sw, int port, int *vlan)
{
	*vlan = sw_to_b53(sw)->port[port].pvid;
	return 0;
}

int b53_set_port_pvid(struct switch_dev *sw, int port, int vlan)
{
	struct b53_device *dev = sw_to_b53(sw);
	int ret;

	if (vlan < 0 || vlan >= sw->vlans) {
		b53_reject(dev, "PVID %d beyond the %u-entry VLAN table",
			   vlan, sw->vlans);
		return -ERANGE;
	}
	ret = b53_check_vid(dev, vlan, "PVID");
	if (ret)
		return ret;
	if (!b53_port_exists(dev, port)) {
		b53_reject(dev, "port %d does not exist on this chip", port);
		return -EINVAL;
	}
	dev->port[port].pvid = vlan;
	return 0;
}

/* Start a VLAN table command of a gigabit chip and wait for its end */
static int b53_vta_command(struct b53_device *dev, u8 cmd)
{
	unsigned int i;
	u8 vta;
	int ret;

	ret = b53_write8(dev, B53_ARLIO_PAGE, dev->chip->vta[0],
			 VTA_START_CMD | cmd);
	for (i = 0; !ret && i < B53_POLL_TRIES; i++) {
		ret = b53_read8(dev, B53_ARLIO_PAGE, dev->chip->vta[0], &vta);
		if (!ret && !(vta & VTA_START_CMD))
			return 0;
		usleep_range(100, 200);
	}
	return ret ?: -ETIMEDOUT;
}

/* Start a VLAN table access of a fast Ethernet chip and wait for its end */
static int b53_vta_fe(struct b53_device *dev, u8 reg, u16 vid)
{
	unsigned int i;
	u16 vta;
	int ret;

	ret = b53_write16(dev, B53_VLAN_PAGE, reg,
			  vid | VTA_RW_STATE_WR | VTA_RW_OP_EN);
	for (i = 0; !ret && i < B53_POLL_TRIES; i++) {
		ret = b53_read16(dev, B53_VLAN_PAGE, reg, &vta);
		if (!ret && !(vta & VTA_RW_OP_EN))
			return 0;
		usleep_range(100, 200);
	}
	return ret ?: -ETIMEDOUT;
}

static int b53_write_vlan_entry(struct b53_device *dev, u16 vid,
				const struct b53_vlan *vlan)
{
	u32 entry = 0;
	int ret;

	switch (dev->chip->family) {
	case B53_FAMILY_5325:
		if (vlan->members) {
			entry = ((vlan->untag & VA_UNTAG_MASK_25) <<
				 VA_UNTAG_S_25) | vlan->members;
			if (dev->core_rev >= 3)
				entry |= VA_VALID_25_R4 | vid << VA_VID_HIGH_S;
			else
				entry |= VA_VALID_25;
		}
		ret = b53_write32(dev, B53_VLAN_PAGE, B53_VLAN_WRITE_25, entry);
		return ret ?: b53_vta_fe(dev, B53_VLAN_TABLE_ACCESS_25, vid);
	case B53_FAMILY_5365:
		if (vlan->members)
			entry = ((vlan->untag & VA_UNTAG_MASK_65) <<
				 VA_UNTAG_S_65) | vlan->members | VA_VALID_65;
		ret = b53_write16(dev, B53_VLAN_PAGE, B53_VLAN_WRITE_65, entry);
		return ret ?: b53_vta_fe(dev, B53_VLAN_TABLE_ACCESS_65, vid);
	default:
		entry = (u32)vlan->untag << VTE_UNTAG_S | vlan->members;
		ret = b53_write16(dev, B53_ARLIO_PAGE, dev->chip->vta[1], vid);
		if (!ret)
			ret = b53_write32(dev, B53_ARLIO_PAGE,
					  dev->chip->vta[2], entry);
		return ret ?: b53_vta_command(dev, VTA_CMD_WRITE);
	}
}

/* The whole table: cleared, then the entries that have members */
static int b53_write_vlan_table(struct b53_device *dev)
{
	unsigned int vid;
	int ret = 0;

	if (b53_is_fe(dev)) {
		/* no clear command: every entry is written, empty ones invalid */
		for (vid = 0; vid < dev->sw.vlans && !ret; vid++)
			ret = b53_write_vlan_entry(dev, vid, &dev->vlans[vid]);
		return ret;
	}
	ret = b53_vta_command(dev, VTA_CMD_CLEAR);
	for (vid = 0; vid < dev->sw.vlans && !ret; vid++)
		if (dev->vlans[vid].members)
			ret = b53_write_vlan_entry(dev, vid, &dev->vlans[vid]);
	return ret;
}

static int b53_write_pvids(struct b53_device *dev)
{
	unsigned int port;
	int ret = 0;

	for (port = 0; port < dev->sw.ports && !ret; port++)
		if (b53_port_exists(dev, port))
			ret = b53_write16(dev, B53_VLAN_PAGE,
					  B53_VLAN_PORT_DEF_TAG(port),
					  dev->port[port].pvid);
	return ret;
}

/* Read-modify-write of an 8-bit register */
static int b53_update8(struct b53_device *dev, u8 page, u8 reg, u8 clear,
		       u8 set)
{
	u8 v;
	int ret;

	ret = b53_read8(dev, page, reg, &v);
	if (ret)
		return ret;
	return b53_write8(dev, page, reg, (v & ~clear) | set);
}

/* The 802.1Q switches of the VLAN control registers */
static int b53_write_vlan_ctrl(struct b53_device *dev)
{
	bool fe = b53_is_fe(dev), on = dev->enable_vlan;
	u8 vc0_bits = VC0_VLAN_EN | VC0_VID_CHK_EN | VC0_VID_HASH_VID;
	u8 vc1_bits = VC1_RX_MCST_UNTAG_EN;
	u8 reg4 = fe ? B53_VLAN_CTRL4_25 : B53_VLAN_CTRL4;
	u8 reg5 = fe ? B53_VLAN_CTRL5_25 : B53_VLAN_CTRL5;
	u8 vc4, vc5_clear, vc5_set = 0;
	int ret;

	if (fe)
		vc1_bits |= VC1_RX_MCST_TAG_EN;
	if (on)
		vc4 = VC4_ING_VID_VIO_DROP;
	else
		vc4 = fe ? VC4_ING_VID_VIO_FWD : VC4_ING_VID_VIO_TO_IMP;

	vc5_clear = VC5_DROP_VTABLE_MISS;
	if (on)
		vc5_set |= VC5_DROP_VTABLE_MISS;
	/*
	 * Mainline always clears VID_FFF_EN; here allow_vid_4095 sets it,
	 * that attribute's whole purpose (OpenWrt does the same)
	 */
	if (!fe) {
		vc5_clear |= VC5_VID_FFF_EN;
		if (on && dev->allow_vid_4095)
			vc5_set |= VC5_VID_FFF_EN;
	}

	/*
	 * Multicast forwarding stays off in both modes, as mainline's
	 * b53_enable_vlan() has it (OpenWrt sets it with 802.1Q on)
	 */
	ret = b53_update8(dev, B53_VLAN_PAGE, B53_VLAN_CTRL1,
			  vc1_bits | VC1_RX_MCST_FWD_EN, on ? vc1_bits : 0);
	if (!ret)
		ret = b53_update8(dev, B53_VLAN_PAGE, reg4,
				  VC4_ING_VID_CHECK_MASK,
				  vc4 << VC4_ING_VID_CHECK_S);
	if (!ret)
		ret = b53_update8(dev, B53_VLAN_PAGE, reg5, vc5_clear,
				  vc5_set);
	if (!ret && fe)
		ret = b53_write8(dev, B53_VLAN_PAGE, B53_VLAN_CTRL3,
				 on && b53_is5325(dev) ? VC3_HIGH_8BIT_EN : 0);
	else if (!ret)
		ret = b53_write16(dev, B53_VLAN_PAGE, B53_VLAN_CTRL3, 0);
	/*
	 * The master switch last, once everything it enables is in place;
	 * the BCM5325's reserved bit 1 is cleared on enable only, as
	 * mainline does
	 */
	if (!ret)
		ret = b53_update8(dev, B53_VLAN_PAGE, B53_VLAN_CTRL0,
				  vc0_bits |
				  (on && b53_is5325(dev) ? VC0_RESERVED_1 : 0),
				  on ? vc0_bits : 0);
	return ret;
}

static int b53_write_jumbo(struct b53_device *dev)
{
	u32 mask = 0;
	u16 size = JMS_MIN_SIZE;
	unsigned int port;
	int ret;

	if (b53_is_fe(dev))
		return 0;
	if (dev->enable_jumbo) {
		for (port = 0; port < dev->sw.ports; port++)
			if (b53_port_exists(dev, port))
				mask |= BIT(b53_hwport(dev, port));
		/*
		 * no jumbo frames at 10/100 Mbit/s: mainline sets
		 * JPM_10_100_JUMBO_EN for the BCM583xx only (b53_set_jumbo())
		 */
		size = JMS_MAX_SIZE;
	}
	ret = b53_write32(dev, B53_JUMBO_PAGE, B53_JUMBO_PORT_MASK, mask);
	return ret ?: b53_write16(dev, B53_JUMBO_PAGE, B53_JUMBO_MAX_SIZE,
				  size);
}

static int b53_set_forwarding(struct b53_device *dev, bool enable)
{
	return b53_update8(dev, B53_CTRL_PAGE, B53_SWITCH_MODE, SM_SW_FWD_EN,
			   enable ? SM_SW_FWD_EN : 0);
}

/* Everything apply_config() writes must be consistent as a whole */
static int b53_check_config(struct b53_device *dev)
{
	unsigned int port;

	if (dev->allow_vid_4095 || dev->sw.vlans <= B53_MAX_VID)
		return 0;
	if (dev->vlans[B53_MAX_VID].members) {
		b53_reject(dev, "VLAN 4095 has members but allow_vid_4095 is 0");
		return -EINVAL;
	}
	for (port = 0; port < dev->sw.ports; port++) {
		if (dev->port[port].pvid == B53_MAX_VID) {
			b53_reject(dev, "port %u has PVID 4095 but allow_vid_4095 is 0",
				   port);
			return -EINVAL;
		}
	}
	return 0;
}

/**
 * b53_write_config - write the staged configuration to the chip
 * @dev: the switch
 *
 * Forwarding stops while the VLAN table, the PVIDs, the VLAN mode, the
 * port states and the jumbo settings are written, in that order, so no
 * frame is switched under a half-written configuration; it restarts even
 * when a write failed.
 *
 * Return: 0 or a negative errno; nothing is written when the
 * configuration is inconsistent (-EINVAL).
 */
int b53_write_config(struct b53_device *dev)
{
	int ret, ret2;

	ret = b53_check_config(dev);
	if (ret)
		return ret;

	ret = b53_set_forwarding(dev, false);
	if (!ret)
		ret = b53_write_vlan_table(dev);
	if (!ret)
		ret = b53_write_pvids(dev);
	if (!ret)
		ret = b53_write_vlan_ctrl(dev);
	if (!ret)
		ret = b53_write_port_ctrl(dev);
	if (!ret)
		ret = b53_write_jumbo(dev);
	ret2 = b53_set_forwarding(dev, true);
	return ret ?: ret2;
}

int b53_get_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	val->value.i = sw_to_b53(sw)->enable_vlan;
	return 0;
}

int b53_set_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	sw_to_b53(sw)->enable_vlan = !!val->value.i;
	return 0;
}

int b53_get_enable_jumbo(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	val->value.i = sw_to_b53(sw)->enable_jumbo;
	return 0;
}

int b53_set_enable_jumbo(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	sw_to_b53(sw)->enable_jumbo = !!val->value.i;
	return 0;
}

int b53_get_allow_4095(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val)
{
	val->value.i = sw_to_b53(sw)->allow_vid_4095;
	return 0;
}

int b53_set_allow_4095(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val)
{
	sw_to_b53(sw)->allow_vid_4095 = !!val->value.i;
	return 0;
}
