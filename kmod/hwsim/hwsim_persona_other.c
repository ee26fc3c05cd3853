// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim personalities of the other vendors' switches
 * (hwsim_persona.c serves them): Broadcom b53, IC+ IP17xx, Infineon/ADMtek
 * ADM6996, Lantiq PSB6970, Marvell 88E61xx (mvsw61xx).
 *
 * Sources (OpenWrt; openwrt-driver-vocabularies.md, sections 4, 5, 9, 10
 * and 11): b53/b53_common.c f83bddb9c083, ip17xx.c 1d5ad1b85365,
 * adm6996.c 76eb7777663c, psb6970.c 7f97b2665c42, read in the x-wrt/x-wrt
 * mirror; mvsw61xx.c as last shipped (the parent of its removal
 * 03d178727aa0).
 *
 * mvsw61xx is an MV88E6176 whose CPU port (DT cpu-port-0) is 5. Its
 * driver leaves a slot's vid 0 until the slot gets ports, then makes it
 * the index; hwsim's slot i has vid i from power-on (the same wherever a
 * VLAN has members). The driver's qmode follows the VLANs at apply; here
 * it keeps what was set.
 */
#include "hwsim_persona.h"

/* b53_common.c, b53_mibs (BCM539x, BCM531xx, BCM5301x) */
static const struct hwsim_counter hwsim_b53_mib[] = {
	{ "TxOctets", HWSIM_SRC(TX_OCTETS), HWSIM_C_64 },
	{ "TxDropPkts", HWSIM_SRC(TX_DROP) },
	{ "TxBroadcastPkts", HWSIM_SRC(TX_BROADCAST) },
	{ "TxMulticastPkts", HWSIM_SRC(TX_MULTICAST) },
	{ "TxUnicastPkts", HWSIM_SRC(TX_UNICAST) },
	{ "TxCollisions", HWSIM_SRC(TX_COLLISIONS) },
	{ "TxSingleCollision", HWSIM_SRC(TX_SINGLE_COLLISION) },
	{ "TxMultipleCollision", HWSIM_SRC(TX_MULTIPLE_COLLISION) },
	{ "TxDeferredTransmit", HWSIM_SRC(TX_DEFERRED) },
	{ "TxLateCollision", HWSIM_SRC(TX_LATE_COLLISION) },
	{ "TxExcessiveCollision", HWSIM_SRC(TX_EXCESSIVE_COLLISION) },
	{ "TxPausePkts", HWSIM_SRC(TX_PAUSE) },
	{ "RxOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "RxUndersizePkts", HWSIM_SRC(RX_UNDERSIZE) },
	{ "RxPausePkts", HWSIM_SRC(RX_PAUSE) },
	{ "Pkts64Octets", HWSIM_SRC(PKTS_64) },
	{ "Pkts65to127Octets", HWSIM_SRC(PKTS_65_127) },
	{ "Pkts128to255Octets", HWSIM_SRC(PKTS_128_255) },
	{ "Pkts256to511Octets", HWSIM_SRC(PKTS_256_511) },
	{ "Pkts512to1023Octets", HWSIM_SRC(PKTS_512_1023) },
	{ "Pkts1024to1522Octets", HWSIM_SRC(PKTS_1024_1522) },
	{ "RxOversizePkts", HWSIM_SRC(RX_OVERSIZE) },
	{ "RxJabbers", HWSIM_SRC(RX_JABBERS) },
	{ "RxAlignmentErrors", HWSIM_SRC(RX_ALIGNMENT_ERRORS) },
	{ "RxFCSErrors", HWSIM_SRC(RX_FCS_ERRORS) },
	{ "RxGoodOctets", HWSIM_SRC(RX_GOOD_OCTETS), HWSIM_C_64 },
	{ "RxDropPkts", HWSIM_SRC(RX_DROP) },
	{ "RxUnicastPkts", HWSIM_SRC(RX_UNICAST) },
	{ "RxMulticastPkts", HWSIM_SRC(RX_MULTICAST) },
	{ "RxBroadcastPkts", HWSIM_SRC(RX_BROADCAST) },
	{ "RxSAChanges", HWSIM_SRC(RX_SA_CHANGES) },
	{ "RxFragments", HWSIM_SRC(RX_FRAGMENTS) },
	{ "RxJumboPkts", HWSIM_SRC(RX_JUMBO) },
	{ "RxSymbolErrors", HWSIM_SRC(RX_SYMBOL_ERRORS) },
	{ "RxDiscarded", HWSIM_SRC(RX_DISCARDED) },
};

static const struct switch_attr hwsim_b53_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_STR("ports", hwsim_p_get_port_mask, "Available ports (as bitmask)"),
	{
		.type = SWITCH_TYPE_INT,
		.name = "reset_mib",
		.description = "Reset MIB counters",
		.set = hwsim_p_set_reset_mib_int,
	},
	HWSIM_G_INT("enable_jumbo", HWSIM_G_JUMBO, 1,
		    "Enable Jumbo Frames"),
	HWSIM_G_INT("allow_vid_4095", HWSIM_G_VID_4095, 1,
		    "Allow VID 4095"),
};

static const struct switch_attr hwsim_b53_port[] = {
	HWSIM_STR("mib", hwsim_p_get_mib, "Get port's MIB counters"),
};

static const struct switch_dev_ops hwsim_b53_ops = {
	.attr_global = {
		.attr = hwsim_b53_global,
		.n_attr = ARRAY_SIZE(hwsim_b53_global),
	},
	.attr_port = {
		.attr = hwsim_b53_port,
		.n_attr = ARRAY_SIZE(hwsim_b53_port),
	},
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
	.set_port_link = hwsim_set_port_link,
};

/* ip17xx.c, as an IP175D: no core link, its own INT "link" */
static const struct switch_attr hwsim_ip17xx_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_STR("name", hwsim_p_get_chip, "Get chip name"),
	HWSIM_G_INT("phy", HWSIM_G_PHY, 31, "PHY to access"),
	HWSIM_G_INT("reg", HWSIM_G_REG, 31, "Register to access"),
	HWSIM_G_INT("val", HWSIM_G_VAL, 0xffff, "Register value"),
};

static const struct switch_attr hwsim_ip17xx_port[] = {
	HWSIM_STR("status", hwsim_p_get_status, "Get port status"),
	{
		.type = SWITCH_TYPE_INT,
		.name = "link",
		.description = "Get/set port speed (0 = autonegotiation)",
		.get = hwsim_p_get_link_speed,
		.set = hwsim_p_set_link_speed,
	},
	HWSIM_P_INT("tagged", HWSIM_P_TAGGED, 2,
		    "Tagging mode (0 = untag, 1 = add tags, 2 = don't alter)"),
};

static const struct switch_attr hwsim_ip17xx_vlan[] = {
	HWSIM_VID(4095, "VLAN ID (0-4095) [IP175D only]"),
};

static const struct switch_dev_ops hwsim_ip17xx_ops = {
	HWSIM_ATTR_LISTS(hwsim_ip17xx),
	HWSIM_VLAN_OPS,
};

/* adm6996.c */
static const struct hwsim_counter hwsim_adm6996_mib[] = {
	{ "RxPacket", HWSIM_RX_PKTS },
	{ "RxByte", HWSIM_SRC(RX_OCTETS) },
	{ "TxPacket", HWSIM_TX_PKTS },
	{ "TxByte", HWSIM_SRC(TX_OCTETS) },
	{ "Collision" },
	{ "Error" },
};

static const struct switch_attr hwsim_adm6996_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLANs"),
};

static const struct switch_attr hwsim_adm6996_port[] = {
	HWSIM_STR("mib", hwsim_p_get_mib, "Get port's MIB counters"),
};

static const struct switch_attr hwsim_adm6996_vlan[] = {
	HWSIM_VID(4094, "VLAN ID"),
};

static const struct switch_dev_ops hwsim_adm6996_ops = {
	HWSIM_ATTR_LISTS(hwsim_adm6996),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/* psb6970.c: VLANs only, no port attributes, no link */
static const struct switch_attr hwsim_psb6970_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
};

static const struct switch_attr hwsim_psb6970_vlan[] = {
	HWSIM_VID(4094, "VLAN ID (0-4094)"),
};

static const struct switch_dev_ops hwsim_psb6970_ops = {
	.attr_global = {
		.attr = hwsim_psb6970_global,
		.n_attr = ARRAY_SIZE(hwsim_psb6970_global),
	},
	.attr_vlan = {
		.attr = hwsim_psb6970_vlan,
		.n_attr = ARRAY_SIZE(hwsim_psb6970_vlan),
	},
	HWSIM_VLAN_OPS,
};

/*
 * mvsw61xx.c "mask": the port-based VLAN mask, "0x0006: 1 2 (3) ", the
 * port itself in parentheses; the members of the port-based VLANs the
 * port is in, itself left out
 */
static int hwsim_mvsw_get_mask(struct switch_dev *sw,
			       const struct switch_attr *attr,
			       struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int port = val->port_vlan, v, i;
	u64 mask = 0;
	size_t len;

	for (v = 0; v < sw->vlans; v++)
		if (hw->vflag[v] &&
		    (hw->staged.entry[v].members & BIT_ULL(port)))
			mask |= hw->staged.entry[v].members;
	mask &= ~BIT_ULL(port);
	len = scnprintf(hw->text, HWSIM_TEXT_LEN, "0x%04llx: ", mask);
	for (i = 0; i < sw->ports; i++) {
		if (mask & BIT_ULL(i))
			len += scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
					 "%u ", i);
		else if (i == port)
			len += scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
					 "(%u) ", i);
	}
	val->value.s = hw->text;
	return 0;
}

/* No ranges but the mirror ports' (0-6) */
static const struct switch_attr hwsim_mvsw61xx_global[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "enable_vlan",
		.description = "Enable 802.1q VLAN support",
		.get = hwsim_get_enable_vlan,
		.set = hwsim_set_enable_vlan,
	},
	HWSIM_G_INT("enable_mirror_rx", HWSIM_G_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_G_INT("enable_mirror_tx", HWSIM_G_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 6,
		    "Mirror monitor port"),
	HWSIM_G_INT("mirror_source_port", HWSIM_G_MIRROR_SOURCE, 6,
		    "Mirror source port"),
};

static const struct switch_attr hwsim_mvsw61xx_port[] = {
	HWSIM_STR("mask", hwsim_mvsw_get_mask, "Port-based VLAN mask"),
	HWSIM_P_INT("qmode", HWSIM_P_QMODE, 0,
		    "802.1q mode: 0=off/1=fallback/2=check/3=secure"),
};

static const struct switch_attr hwsim_mvsw61xx_vlan[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "port_based",
		.description = "Use port-based (non-802.1q) VLAN only",
		.get = hwsim_p_get_vflag,
		.set = hwsim_p_set_vflag,
	},
	HWSIM_VID(0, "Get/set VLAN ID"),
};

static const struct switch_dev_ops hwsim_mvsw61xx_ops = {
	HWSIM_ATTR_LISTS(hwsim_mvsw61xx),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

static const struct hwsim_persona hwsim_other_personas[] = {
	{
		.name = "b53", .chip = "BCM53125",
		.ports = 9, .vlans = 4096, .cpu_port = 8,
		.port_mask = 0x11f, .speed_max = 1000,
		.vlan_first = 1, .vlan_last = 4094, .vlan_ext_last = 4095,
		.vlan_ext_slot = HWSIM_G_VID_4095,
		.ops = &hwsim_b53_ops,
		.mib = hwsim_b53_mib,
		.n_mib = ARRAY_SIZE(hwsim_b53_mib),
		.mib_width = 20,
	}, {
		.name = "ip17xx", .chip = "IP175D",
		.ports = 6, .vlans = 16, .cpu_port = 5,
		.speed_max = 100, .vid = true,
		.ops = &hwsim_ip17xx_ops,
	}, {
		.name = "adm6996", .chip = "ADM6996M",
		.ports = 6, .vlans = 16, .cpu_port = 5,
		.speed_max = 100, .vid = true,
		.ops = &hwsim_adm6996_ops,
		.mib = hwsim_adm6996_mib,
		.n_mib = ARRAY_SIZE(hwsim_adm6996_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 12,
	}, {
		.name = "psb6970", .chip = "Lantiq PSB6970",
		.ports = 7, .vlans = 16, .cpu_port = 6,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_psb6970_ops,
	}, {
		.name = "mvsw61xx", .chip = "MV88E6176",
		.ports = 7, .vlans = 64, .cpu_port = 5,
		.speed_max = 1000, .vid = true, .vflag = true,
		.vlan_first = 1, .vlan_last = 63,
		.ops = &hwsim_mvsw61xx_ops,
	},
};

const struct hwsim_persona_family hwsim_other_family = {
	.list = hwsim_other_personas,
	.n = ARRAY_SIZE(hwsim_other_personas),
};
