// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim personalities of Atheros/QCA switches (hwsim_persona.c
 * serves them): ar8xxx's AR8327 and AR8216, ag71xx's AR7240 built-in
 * switch, ipq40xx's AR40xx.
 *
 * Sources (OpenWrt; openwrt-driver-vocabularies.md, sections 2 and 3):
 * ar8216.c 337246399914 and ar8327.c d78d2c784ba4, read in the x-wrt/x-wrt
 * mirror; ar71xx ag71xx_ar7240.c as last shipped (47b2ee2d9a9a, the
 * parent of the ar71xx removal 4e4ee4649553); ipq40xx ar40xx.c as last
 * shipped (f96744ba6b2f, the parent of 6d24d10f3db0).
 *
 * ar8xxx's mib poll interval is 0 at power-on, as without the DT's
 * qca,mib-poll-interval. The AR7240 is the AR7240/AR9330 one (5 ports,
 * 10/100 PHYs). Unlike the drivers, hwsim tags per VLAN where AR7240 and
 * AR8216 tag per port, and its default VLAN is table index 1, not 0.
 */
#include "hwsim_persona.h"

/*
 * ar8xxx: ar8236_mibs, as the AR8327 prints them; ar8216_mibs is the same
 * without the 1518-byte buckets (HWSIM_MT_NO1518)
 */
static const struct hwsim_counter hwsim_ar8327_mib[] = {
	{ "RxBroad", HWSIM_SRC(RX_BROADCAST) },
	{ "RxPause" },
	{ "RxMulti", HWSIM_SRC(RX_MULTICAST) },
	{ "RxFcsErr" },
	{ "RxAlignErr" },
	{ "RxRunt" },
	{ "RxFragment" },
	{ "Rx64Byte", HWSIM_SRC(PKTS_64) },
	{ "Rx128Byte" },
	{ "Rx256Byte" },
	{ "Rx512Byte" },
	{ "Rx1024Byte" },
	{ "Rx1518Byte", 0, HWSIM_C_1518 },
	{ "RxMaxByte" },
	{ "RxTooLong", HWSIM_SRC(RX_OVERSIZE) },
	{ "RxGoodByte", HWSIM_SRC(RX_GOOD_OCTETS),
	  HWSIM_C_64 | HWSIM_C_BASIC | HWSIM_C_UNITS },
	{ "RxBadByte", 0, HWSIM_C_64 },
	{ "RxOverFlow" },
	{ "Filtered" },
	{ "TxBroad", HWSIM_SRC(TX_BROADCAST) },
	{ "TxPause" },
	{ "TxMulti", HWSIM_SRC(TX_MULTICAST) },
	{ "TxUnderRun" },
	{ "Tx64Byte" },
	{ "Tx128Byte" },
	{ "Tx256Byte" },
	{ "Tx512Byte" },
	{ "Tx1024Byte" },
	{ "Tx1518Byte", 0, HWSIM_C_1518 },
	{ "TxMaxByte" },
	{ "TxOverSize" },
	{ "TxByte", HWSIM_SRC(TX_OCTETS),
	  HWSIM_C_64 | HWSIM_C_BASIC | HWSIM_C_UNITS },
	{ "TxCollision" },
	{ "TxAbortCol" },
	{ "TxMultiCol" },
	{ "TxSingleCol" },
	{ "TxExcDefer" },
	{ "TxDefer" },
	{ "TxLateCol" },
};

static const struct switch_attr hwsim_ar8327_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_G_INT("ar8xxx_mib_poll_interval", HWSIM_G_MIB_POLL, 0,
		    "MIB polling interval in msecs (0 to disable)"),
	HWSIM_G_INT("ar8xxx_mib_type", HWSIM_G_MIB_TYPE, 1,
		    "MIB type (0=basic 1=extended)"),
	HWSIM_G_INT("enable_mirror_rx", HWSIM_G_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_G_INT("enable_mirror_tx", HWSIM_G_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 6,
		    "Mirror monitor port"),
	HWSIM_G_INT("mirror_source_port", HWSIM_G_MIRROR_SOURCE, 6,
		    "Mirror source port"),
	HWSIM_G_INT("arl_age_time", HWSIM_G_ARL_AGE, 0,
		    "ARL age time (secs)"),
	HWSIM_STR("arl_table", hwsim_p_get_arl, "Get ARL table"),
	HWSIM_NOVAL("flush_arl_table", hwsim_p_flush_arl,
		    "Flush ARL table"),
	{
		.type = SWITCH_TYPE_INT,
		.name = "igmp_snooping",
		.description = "Enable IGMP Snooping",
		.get = hwsim_p_get_allports,
		.set = hwsim_p_set_allports,
		.ofs = HWSIM_P_IGMP,
		.max = 1,
	},
	HWSIM_G_INT("igmp_v3", HWSIM_G_IGMP_V3, 1, "Enable IGMPv3 support"),
};

static const struct switch_attr hwsim_ar8327_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get port's MIB counters"),
	HWSIM_P_INT("enable_eee", HWSIM_P_EEE, 1,
		    "Enable EEE PHY sleep mode"),
	HWSIM_NOVAL("flush_arl_table", hwsim_p_flush_port_arl,
		    "Flush port's ARL table entries"),
	HWSIM_P_INT("igmp_snooping", HWSIM_P_IGMP, 1,
		    "Enable port's IGMP Snooping"),
	HWSIM_P_INT("vlan_prio", HWSIM_P_VLAN_PRIO, 7,
		    "Port VLAN default priority (VLAN PCP) (0-7)"),
};

static const struct switch_attr hwsim_ar8327_vlan[] = {
	HWSIM_VID(4094, "VLAN ID (0-4094)"),
};

static const struct switch_dev_ops hwsim_ar8327_ops = {
	HWSIM_ATTR_LISTS(hwsim_ar8327),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/* AR8216: no ARL age, IGMP, EEE or priority; mirror ports 0-5 */
static const struct switch_attr hwsim_ar8216_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_G_INT("ar8xxx_mib_poll_interval", HWSIM_G_MIB_POLL, 0,
		    "MIB polling interval in msecs (0 to disable)"),
	HWSIM_G_INT("ar8xxx_mib_type", HWSIM_G_MIB_TYPE, 1,
		    "MIB type (0=basic 1=extended)"),
	HWSIM_G_INT("enable_mirror_rx", HWSIM_G_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_G_INT("enable_mirror_tx", HWSIM_G_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 5,
		    "Mirror monitor port"),
	HWSIM_G_INT("mirror_source_port", HWSIM_G_MIRROR_SOURCE, 5,
		    "Mirror source port"),
	HWSIM_STR("arl_table", hwsim_p_get_arl, "Get ARL table"),
	HWSIM_NOVAL("flush_arl_table", hwsim_p_flush_arl,
		    "Flush ARL table"),
};

static const struct switch_attr hwsim_ar8216_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get port's MIB counters"),
	HWSIM_NOVAL("flush_arl_table", hwsim_p_flush_port_arl,
		    "Flush port's ARL table entries"),
};

static const struct switch_dev_ops hwsim_ar8216_ops = {
	.attr_global = {
		.attr = hwsim_ar8216_global,
		.n_attr = ARRAY_SIZE(hwsim_ar8216_global),
	},
	.attr_port = {
		.attr = hwsim_ar8216_port,
		.n_attr = ARRAY_SIZE(hwsim_ar8216_port),
	},
	.attr_vlan = {
		.attr = hwsim_ar8327_vlan,
		.n_attr = ARRAY_SIZE(hwsim_ar8327_vlan),
	},
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/*
 * ag71xx_ar7240.c: no counters text, mirroring chosen per port; the
 * monitor port takes 0-15 although the switch has 5
 */
static const struct switch_attr hwsim_ar7240sw_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 15,
		    "Mirror monitor port"),
};

static const struct switch_attr hwsim_ar7240sw_port[] = {
	HWSIM_P_INT("enable_mirror_rx", HWSIM_P_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_P_INT("enable_mirror_tx", HWSIM_P_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
};

static const struct switch_attr hwsim_ar7240sw_vlan[] = {
	HWSIM_VID(4094, "VLAN ID"),
};

static const struct switch_dev_ops hwsim_ar7240sw_ops = {
	HWSIM_ATTR_LISTS(hwsim_ar7240sw),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/* ar40xx.c: "linkdown" 1 takes every PHY down, 0 brings them up again */
static int hwsim_ar40xx_set_linkdown(struct switch_dev *sw,
				     const struct switch_attr *attr,
				     struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int port;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i > 1)
		return -EINVAL;
	for (port = 0; port < sw->ports; port++)
		if (port != sw->cpu_port)
			hw->port[port].enabled = val->value.i != 1;
	return 0;
}

/* ar8236_mibs names, "Port N MIB counters", summed in 64 bits */
static const struct switch_attr hwsim_ar40xx_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_G_INT("enable_mirror_rx", HWSIM_G_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_G_INT("enable_mirror_tx", HWSIM_G_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 5,
		    "Mirror monitor port"),
	HWSIM_G_INT("mirror_source_port", HWSIM_G_MIRROR_SOURCE, 5,
		    "Mirror source port"),
	{
		.type = SWITCH_TYPE_INT,
		.name = "linkdown",
		.description = "Link down all the PHYs",
		.set = hwsim_ar40xx_set_linkdown,
		.max = 1,
	},
};

static const struct switch_attr hwsim_ar40xx_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get port's MIB counters"),
};

static const struct switch_attr hwsim_ar40xx_vlan[] = {
	HWSIM_VID(4094, "VLAN ID (0-4094)"),
};

static const struct switch_dev_ops hwsim_ar40xx_ops = {
	HWSIM_ATTR_LISTS(hwsim_ar40xx),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

static const struct hwsim_persona hwsim_qca_personas[] = {
	{
		.name = "ar8327", .chip = "Atheros AR8327",
		.ports = 7, .vlans = 4096, .cpu_port = 0,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_ar8327_ops,
		.mib = hwsim_ar8327_mib,
		.n_mib = ARRAY_SIZE(hwsim_ar8327_mib),
		.mib_header = "MIB counters\n", .mib_width = 12,
		.mib_flags = HWSIM_MT_ACCUM | HWSIM_MT_POLL | HWSIM_MT_TYPE |
			     HWSIM_MT_EMPTY | HWSIM_MT_UNITS,
		.arl_max = 100, .arl_by_port = true,
		.gdef = { [HWSIM_G_ARL_AGE] = 300 },
	}, {
		.name = "ar8216", .chip = "Atheros AR8216",
		.ports = 6, .vlans = 16, .cpu_port = 0,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_ar8216_ops,
		.mib = hwsim_ar8327_mib,
		.n_mib = ARRAY_SIZE(hwsim_ar8327_mib),
		.mib_header = "MIB counters\n", .mib_width = 12,
		.mib_flags = HWSIM_MT_ACCUM | HWSIM_MT_POLL | HWSIM_MT_TYPE |
			     HWSIM_MT_EMPTY | HWSIM_MT_NO1518 |
			     HWSIM_MT_UNITS,
		.arl_max = 100, .arl_by_port = true,
	}, {
		.name = "ar7240sw", .chip = "AR7240/AR9330 built-in switch",
		.ports = 5, .vlans = 16, .cpu_port = 0,
		.speed_max = 100, .vid = true,
		.ops = &hwsim_ar7240sw_ops,
	}, {
		.name = "ar40xx", .chip = "QCA AR40xx",
		.ports = 6, .vlans = 128, .cpu_port = 0,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_ar40xx_ops,
		.mib = hwsim_ar8327_mib,
		.n_mib = ARRAY_SIZE(hwsim_ar8327_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 12,
		.mib_flags = HWSIM_MT_ACCUM,
	},
};

const struct hwsim_persona_family hwsim_qca_family = {
	.list = hwsim_qca_personas,
	.n = ARRAY_SIZE(hwsim_qca_personas),
};
