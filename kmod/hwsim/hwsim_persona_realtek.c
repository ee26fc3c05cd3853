// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim personalities of the Realtek RTL8366/RTL8367 family
 * (rtl8366_smi.c and a file per chip; hwsim_persona.c serves them): VLAN
 * table index = VID, 1-15 or 1-31 unless enable_vlan4k, a "Port N MIB
 * counters" text with a 36-column name, the VLAN "info" text.
 *
 * Sources (OpenWrt; openwrt-driver-vocabularies.md, section 7):
 * rtl8366_smi.c 7aec4efba8ec, rtl8366rb.c, rtl8366s.c and rtl8367.c
 * 9934c716edbc, rtl8367b.c 5d18ba37144c, read in the x-wrt/x-wrt mirror.
 *
 * The CPU port, which the DT chooses, is 9 on the RTL8367 and 5 (the
 * driver's default, no extif in the DT) on the RTL8367B. Power-on values
 * are the drivers' setup: learning on, RTL8366S max_length 1536 (1), the
 * RTL8366RB's rate limits at their top (the register's 16383 x 64 kbps).
 */
#include "hwsim_persona.h"

/* rtl8367.c */
static const struct hwsim_counter hwsim_rtl8367_mib[] = {
	{ "IfInOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "Dot3StatsFCSErrors" },
	{ "Dot3StatsSymbolErrors" },
	{ "Dot3InPauseFrames" },
	{ "Dot3ControlInUnknownOpcodes" },
	{ "EtherStatsFragments" },
	{ "EtherStatsJabbers" },
	{ "IfInUcastPkts", HWSIM_SRC(RX_UNICAST) },
	{ "EtherStatsDropEvents" },
	{ "EtherStatsOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "EtherStatsUnderSizePkts", HWSIM_SRC(RX_UNDERSIZE) },
	{ "EtherOversizeStats", HWSIM_SRC(RX_OVERSIZE) },
	{ "EtherStatsPkts64Octets", HWSIM_SRC(PKTS_64) },
	{ "EtherStatsPkts65to127Octets", HWSIM_SRC(PKTS_65_127) },
	{ "EtherStatsPkts128to255Octets", HWSIM_SRC(PKTS_128_255) },
	{ "EtherStatsPkts256to511Octets", HWSIM_SRC(PKTS_256_511) },
	{ "EtherStatsPkts512to1023Octets", HWSIM_SRC(PKTS_512_1023) },
	{ "EtherStatsPkts1024to1518Octets" },
	{ "EtherStatsMulticastPkts", HWSIM_SRC(RX_MULTICAST) },
	{ "EtherStatsBroadcastPkts", HWSIM_SRC(RX_BROADCAST) },
	{ "IfOutOctets", HWSIM_SRC(TX_OCTETS), HWSIM_C_64 },
	{ "Dot3StatsSingleCollisionFrames" },
	{ "Dot3StatMultipleCollisionFrames" },
	{ "Dot3sDeferredTransmissions" },
	{ "Dot3StatsLateCollisions" },
	{ "EtherStatsCollisions" },
	{ "Dot3StatsExcessiveCollisions" },
	{ "Dot3OutPauseFrames" },
	{ "Dot1dBasePortDelayExceededDiscards" },
	{ "Dot1dTpPortInDiscards" },
	{ "IfOutUcastPkts", HWSIM_SRC(TX_UNICAST) },
	{ "IfOutMulticastPkts", HWSIM_SRC(TX_MULTICAST) },
	{ "IfOutBroadcastPkts", HWSIM_SRC(TX_BROADCAST) },
	{ "OutOampduPkts" },
	{ "InOampduPkts" },
	{ "PktgenPkts" },
};

static const struct switch_attr hwsim_rtl8367_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_G_INT("enable_vlan4k", HWSIM_G_VLAN4K, 1,
		    "Enable VLAN 4K mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_G_INT("max_length", HWSIM_G_MAX_LENGTH, 3,
		    "Maximum frame length (0 = 1522, 1 = 1536, 2 = 1552, 3 = 16000)"),
};

static const struct switch_attr hwsim_rtl8367_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get MIB counters for port"),
};

static const struct switch_attr hwsim_rtl8367_vlan[] = {
	HWSIM_STR("info", hwsim_p_get_vlan_info, "Get vlan information"),
	{
		.type = SWITCH_TYPE_INT,
		.name = "fid",
		.description = "Get/Set vlan FID",
		.get = hwsim_p_get_fid,
		.set = hwsim_p_set_fid,
		.max = 7,
	},
};

static const struct switch_dev_ops hwsim_rtl8367_ops = {
	HWSIM_ATTR_LISTS(hwsim_rtl8367),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/* rtl8366rb.c and rtl8366s.c (the same names; 64-bit octets) */
static const struct hwsim_counter hwsim_rtl8366_mib[] = {
	{ "IfInOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "EtherStatsOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "EtherStatsUnderSizePkts", HWSIM_SRC(RX_UNDERSIZE) },
	{ "EtherFragments" },
	{ "EtherStatsPkts64Octets", HWSIM_SRC(PKTS_64) },
	{ "EtherStatsPkts65to127Octets", HWSIM_SRC(PKTS_65_127) },
	{ "EtherStatsPkts128to255Octets", HWSIM_SRC(PKTS_128_255) },
	{ "EtherStatsPkts256to511Octets", HWSIM_SRC(PKTS_256_511) },
	{ "EtherStatsPkts512to1023Octets", HWSIM_SRC(PKTS_512_1023) },
	{ "EtherStatsPkts1024to1518Octets" },
	{ "EtherOversizeStats", HWSIM_SRC(RX_OVERSIZE) },
	{ "EtherStatsJabbers" },
	{ "IfInUcastPkts", HWSIM_SRC(RX_UNICAST) },
	{ "EtherStatsMulticastPkts", HWSIM_SRC(RX_MULTICAST) },
	{ "EtherStatsBroadcastPkts", HWSIM_SRC(RX_BROADCAST) },
	{ "EtherStatsDropEvents" },
	{ "Dot3StatsFCSErrors" },
	{ "Dot3StatsSymbolErrors" },
	{ "Dot3InPauseFrames" },
	{ "Dot3ControlInUnknownOpcodes" },
	{ "IfOutOctets", HWSIM_SRC(TX_OCTETS), HWSIM_C_64 },
	{ "Dot3StatsSingleCollisionFrames" },
	{ "Dot3StatMultipleCollisionFrames" },
	{ "Dot3sDeferredTransmissions" },
	{ "Dot3StatsLateCollisions" },
	{ "EtherStatsCollisions" },
	{ "Dot3StatsExcessiveCollisions" },
	{ "Dot3OutPauseFrames" },
	{ "Dot1dBasePortDelayExceededDiscards" },
	{ "Dot1dTpPortInDiscards" },
	{ "IfOutUcastPkts", HWSIM_SRC(TX_UNICAST) },
	{ "IfOutMulticastPkts", HWSIM_SRC(TX_MULTICAST) },
	{ "IfOutBroadcastPkts", HWSIM_SRC(TX_BROADCAST) },
};

#define HWSIM_RTL8366_BLINKRATE_DESC "Get/Set LED blinking rate (0 = 43ms, 1 = 84ms, 2 = 120ms, 3 = 170ms, 4 = 340ms, 5 = 670ms)"

#define HWSIM_RTL8366_BLINKRATE						\
	HWSIM_G_INT("blinkrate", HWSIM_G_BLINKRATE, 5,			\
		    HWSIM_RTL8366_BLINKRATE_DESC)

#define HWSIM_RTL8366_LED						\
	HWSIM_P_INT("led", HWSIM_P_LED, 15,				\
		    "Get/Set port group (0 - 3) led mode (0 - 15)")

/* The highest rate limit, in kbps (rtl8366rb.c RTL8366RB_BDTH_SW_MAX) */
#define HWSIM_RTL8366RB_RATE_MAX	1048512

static const struct switch_attr hwsim_rtl8366rb_global[] = {
	HWSIM_G_INT("enable_learning", HWSIM_G_LEARNING, 1,
		    "Enable learning, enable aging"),
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_G_INT("enable_vlan4k", HWSIM_G_VLAN4K, 1,
		    "Enable VLAN 4K mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_RTL8366_BLINKRATE,
	HWSIM_G_INT("enable_qos", HWSIM_G_QOS, 1, "Enable QOS"),
	HWSIM_G_INT("enable_mirror_rx", HWSIM_G_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_G_INT("enable_mirror_tx", HWSIM_G_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
	HWSIM_G_INT("enable_monitor_isolation", HWSIM_G_MONITOR_ISO, 1,
		    "Enable isolation of monitor port (TX packets will be dropped)"),
	HWSIM_G_INT("enable_mirror_pause_frames", HWSIM_G_MIRROR_PAUSE, 1,
		    "Enable mirroring of RX pause frames"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 5,
		    "Mirror monitor port"),
	HWSIM_G_INT("mirror_source_port", HWSIM_G_MIRROR_SOURCE, 5,
		    "Mirror source port"),
};

static const struct switch_attr hwsim_rtl8366rb_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get MIB counters for port"),
	HWSIM_RTL8366_LED,
	{
		.type = SWITCH_TYPE_INT,
		.name = "disable",
		.description = "Get/Set port state (enabled or disabled)",
		.get = hwsim_p_get_disable,
		.set = hwsim_p_set_disable,
		.max = 1,
	},
	HWSIM_P_INT("rate_in", HWSIM_P_RATE_IN, HWSIM_RTL8366RB_RATE_MAX,
		    "Get/Set port ingress (incoming) bandwidth limit in kbps"),
	HWSIM_P_INT("rate_out", HWSIM_P_RATE_OUT, HWSIM_RTL8366RB_RATE_MAX,
		    "Get/Set port egress (outgoing) bandwidth limit in kbps"),
};

static const struct switch_dev_ops hwsim_rtl8366rb_ops = {
	.attr_global = {
		.attr = hwsim_rtl8366rb_global,
		.n_attr = ARRAY_SIZE(hwsim_rtl8366rb_global),
	},
	.attr_port = {
		.attr = hwsim_rtl8366rb_port,
		.n_attr = ARRAY_SIZE(hwsim_rtl8366rb_port),
	},
	.attr_vlan = {
		.attr = hwsim_rtl8367_vlan,
		.n_attr = ARRAY_SIZE(hwsim_rtl8367_vlan),
	},
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

#define HWSIM_RTL8366S_MAX_LENGTH "Get/Set the maximum length of valid packets (0 = 1522, 1 = 1536, 2 = 1552, 3 = 16000 (9216?))"

static const struct switch_attr hwsim_rtl8366s_global[] = {
	HWSIM_G_INT("enable_learning", HWSIM_G_LEARNING, 1,
		    "Enable learning, enable aging"),
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_G_INT("enable_vlan4k", HWSIM_G_VLAN4K, 1,
		    "Enable VLAN 4K mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_RTL8366_BLINKRATE,
	HWSIM_G_INT("max_length", HWSIM_G_MAX_LENGTH, 3,
		    HWSIM_RTL8366S_MAX_LENGTH),
	HWSIM_G_INT("green_mode", HWSIM_G_GREEN, 1,
		    "Get/Set the router green feature"),
};

static const struct switch_attr hwsim_rtl8366s_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get MIB counters for port"),
	HWSIM_RTL8366_LED,
	HWSIM_P_INT("green_port", HWSIM_P_GREEN, 1,
		    "Get/Set port green feature (0 - 1)"),
};

static const struct switch_dev_ops hwsim_rtl8366s_ops = {
	.attr_global = {
		.attr = hwsim_rtl8366s_global,
		.n_attr = ARRAY_SIZE(hwsim_rtl8366s_global),
	},
	.attr_port = {
		.attr = hwsim_rtl8366s_port,
		.n_attr = ARRAY_SIZE(hwsim_rtl8366s_port),
	},
	.attr_vlan = {
		.attr = hwsim_rtl8367_vlan,
		.n_attr = ARRAY_SIZE(hwsim_rtl8367_vlan),
	},
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/* rtl8367b.c: lower-camel names, IGMP/MLD and OAM counters */
static const struct hwsim_counter hwsim_rtl8367b_mib[] = {
	{ "ifInOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "dot3StatsFCSErrors" },
	{ "dot3StatsSymbolErrors" },
	{ "dot3InPauseFrames" },
	{ "dot3ControlInUnknownOpcodes" },
	{ "etherStatsFragments" },
	{ "etherStatsJabbers" },
	{ "ifInUcastPkts", HWSIM_SRC(RX_UNICAST) },
	{ "etherStatsDropEvents" },
	{ "ifInMulticastPkts", HWSIM_SRC(RX_MULTICAST) },
	{ "ifInBroadcastPkts", HWSIM_SRC(RX_BROADCAST) },
	{ "inMldChecksumError" },
	{ "inIgmpChecksumError" },
	{ "inMldSpecificQuery" },
	{ "inMldGeneralQuery" },
	{ "inIgmpSpecificQuery" },
	{ "inIgmpGeneralQuery" },
	{ "inMldLeaves" },
	{ "inIgmpLeaves" },
	{ "etherStatsOctets", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "etherStatsUnderSizePkts", HWSIM_SRC(RX_UNDERSIZE) },
	{ "etherOversizeStats", HWSIM_SRC(RX_OVERSIZE) },
	{ "etherStatsPkts64Octets", HWSIM_SRC(PKTS_64) },
	{ "etherStatsPkts65to127Octets", HWSIM_SRC(PKTS_65_127) },
	{ "etherStatsPkts128to255Octets", HWSIM_SRC(PKTS_128_255) },
	{ "etherStatsPkts256to511Octets", HWSIM_SRC(PKTS_256_511) },
	{ "etherStatsPkts512to1023Octets", HWSIM_SRC(PKTS_512_1023) },
	{ "etherStatsPkts1024to1518Octets" },
	{ "ifOutOctets", HWSIM_SRC(TX_OCTETS), HWSIM_C_64 },
	{ "dot3StatsSingleCollisionFrames" },
	{ "dot3StatMultipleCollisionFrames" },
	{ "dot3sDeferredTransmissions" },
	{ "dot3StatsLateCollisions" },
	{ "etherStatsCollisions" },
	{ "dot3StatsExcessiveCollisions" },
	{ "dot3OutPauseFrames" },
	{ "ifOutDiscards" },
	{ "dot1dTpPortInDiscards" },
	{ "ifOutUcastPkts", HWSIM_SRC(TX_UNICAST) },
	{ "ifOutMulticastPkts", HWSIM_SRC(TX_MULTICAST) },
	{ "ifOutBroadcastPkts", HWSIM_SRC(TX_BROADCAST) },
	{ "outOampduPkts" },
	{ "inOampduPkts" },
	{ "inIgmpJoinsSuccess" },
	{ "inIgmpJoinsFail" },
	{ "inMldJoinsSuccess" },
	{ "inMldJoinsFail" },
	{ "inReportSuppressionDrop" },
	{ "inLeaveSuppressionDrop" },
	{ "outIgmpReports" },
	{ "outIgmpLeaves" },
	{ "outIgmpGeneralQuery" },
	{ "outIgmpSpecificQuery" },
	{ "outMldReports" },
	{ "outMldLeaves" },
	{ "outMldGeneralQuery" },
	{ "outMldSpecificQuery" },
	{ "inKnownMulticastPkts" },
};

static const struct switch_attr hwsim_rtl8367b_global[] = {
	HWSIM_ENABLE_VLAN("Enable VLAN mode"),
	HWSIM_G_INT("enable_vlan4k", HWSIM_G_VLAN4K, 1,
		    "Enable VLAN 4K mode"),
	HWSIM_NOVAL("reset_mibs", hwsim_p_reset_mibs,
		    "Reset all MIB counters"),
	HWSIM_G_INT("max_length", HWSIM_G_MAX_LENGTH, 3,
		    "Get/Set the maximum length of valid packets(0:1522, 1:1536, 2:1552, 3:16000)"),
};

static const struct switch_attr hwsim_rtl8367b_port[] = {
	HWSIM_NOVAL("reset_mib", hwsim_p_reset_port_mib,
		    "Reset single port MIB counters"),
	HWSIM_STR("mib", hwsim_p_get_mib, "Get MIB counters for port"),
};

/* No fid */
static const struct switch_attr hwsim_rtl8367b_vlan[] = {
	HWSIM_STR("info", hwsim_p_get_vlan_info, "Get vlan information"),
};

static const struct switch_dev_ops hwsim_rtl8367b_ops = {
	HWSIM_ATTR_LISTS(hwsim_rtl8367b),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

static const struct hwsim_persona hwsim_realtek_personas[] = {
	{
		.name = "rtl8367", .chip = "RTL8367",
		.ports = 10, .vlans = 4096, .cpu_port = 9,
		.speed_max = 1000,
		.vlan_first = 1, .vlan_last = 31, .vlan_ext_last = 4094,
		.vlan_ext_slot = HWSIM_G_VLAN4K,
		.ops = &hwsim_rtl8367_ops,
		.mib = hwsim_rtl8367_mib,
		.n_mib = ARRAY_SIZE(hwsim_rtl8367_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 36,
	}, {
		.name = "rtl8366rb", .chip = "RTL8366RB",
		.ports = 6, .vlans = 4096, .cpu_port = 5,
		.speed_max = 1000,
		.vlan_first = 1, .vlan_last = 15, .vlan_ext_last = 4094,
		.vlan_ext_slot = HWSIM_G_VLAN4K,
		.ops = &hwsim_rtl8366rb_ops,
		.mib = hwsim_rtl8366_mib,
		.n_mib = ARRAY_SIZE(hwsim_rtl8366_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 36,
		.gdef = { [HWSIM_G_LEARNING] = 1 },
		.pdef = {
			[HWSIM_P_RATE_IN] = HWSIM_RTL8366RB_RATE_MAX,
			[HWSIM_P_RATE_OUT] = HWSIM_RTL8366RB_RATE_MAX,
		},
	}, {
		.name = "rtl8366s", .chip = "RTL8366S",
		.ports = 6, .vlans = 4096, .cpu_port = 5,
		.speed_max = 1000,
		.vlan_first = 1, .vlan_last = 15, .vlan_ext_last = 4094,
		.vlan_ext_slot = HWSIM_G_VLAN4K,
		.ops = &hwsim_rtl8366s_ops,
		.mib = hwsim_rtl8366_mib,
		.n_mib = ARRAY_SIZE(hwsim_rtl8366_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 36,
		.gdef = { [HWSIM_G_LEARNING] = 1, [HWSIM_G_MAX_LENGTH] = 1 },
	}, {
		.name = "rtl8367b", .chip = "RTL8367B",
		.ports = 8, .vlans = 4096, .cpu_port = 5,
		.speed_max = 1000,
		.vlan_first = 1, .vlan_last = 31, .vlan_ext_last = 4094,
		.vlan_ext_slot = HWSIM_G_VLAN4K,
		.ops = &hwsim_rtl8367b_ops,
		.mib = hwsim_rtl8367b_mib,
		.n_mib = ARRAY_SIZE(hwsim_rtl8367b_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 36,
	},
};

const struct hwsim_persona_family hwsim_realtek_family = {
	.list = hwsim_realtek_personas,
	.n = ARRAY_SIZE(hwsim_realtek_personas),
};
