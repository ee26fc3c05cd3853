// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim personalities of Ralink/MediaTek switches (hwsim_persona.c
 * serves them): ramips' MT7620 GSW / MT7530 driver, mediatek's mt753x
 * driver, and the RT3050/RT3052/RT5350/MT7628 embedded switch.
 *
 * Sources (OpenWrt; openwrt-driver-vocabularies.md, section 12): ramips
 * ralink/mt7530.c d329a480a0ce and esw_rt3050.c bd7188a81e5a, mediatek
 * mt753x_swconfig.c 2c530fcb972c (the parent of its removal), read in the
 * x-wrt/x-wrt mirror.
 *
 * mt753x's CPU port (DT) is 6. mt7530's global mib (frame engine and GDM
 * counters) stays 0: nothing passes there. esw_rt3050 is an RT5350 (the
 * transmit counters exist) whose port 4 is the WAN port ("llllw"); its
 * per-port "untag" is a value of its own, not tied to the VLAN table as on
 * the chip, and a VID it does not hold reads as an empty VLAN, where the
 * driver answers EINVAL.
 */
#include "hwsim_persona.h"

/* ramips mt7530.c (MT7620 GSW, external MT7530): port counters */
static const struct hwsim_counter hwsim_mt7530_mib[] = {
	{ "TxGPC", HWSIM_TX_PKTS },
	{ "TxBOC" },
	{ "TxGOC", HWSIM_SRC(TX_OCTETS) },
	{ "TxEPC" },
	{ "RxGPC", HWSIM_RX_PKTS },
	{ "RxBOC" },
	{ "RxGOC", HWSIM_SRC(RX_GOOD_OCTETS) },
	{ "RxEPC1" },
	{ "RxEPC2" },
};

/* ... and the frame engine's, in the global "mib" */
static const struct hwsim_counter hwsim_mt7530_gmib[] = {
	{ "PPE_AC_BCNT0" }, { "PPE_AC_PCNT0" },
	{ "PPE_AC_BCNT63" }, { "PPE_AC_PCNT63" },
	{ "PPE_MTR_CNT0" }, { "PPE_MTR_CNT63" },
	{ "GDM1_TX_GBCNT" }, { "GDM1_TX_GPCNT" }, { "GDM1_TX_SKIPCNT" },
	{ "GDM1_TX_COLCNT" }, { "GDM1_RX_GBCNT1" }, { "GDM1_RX_GPCNT1" },
	{ "GDM1_RX_OERCNT" }, { "GDM1_RX_FERCNT" }, { "GDM1_RX_SERCNT" },
	{ "GDM1_RX_LERCNT" }, { "GDM1_RX_CERCNT" }, { "GDM1_RX_FCCNT" },
	{ "GDM2_TX_GBCNT" }, { "GDM2_TX_GPCNT" }, { "GDM2_TX_SKIPCNT" },
	{ "GDM2_TX_COLCNT" }, { "GDM2_RX_GBCNT" }, { "GDM2_RX_GPCNT" },
	{ "GDM2_RX_OERCNT" }, { "GDM2_RX_FERCNT" }, { "GDM2_RX_SERCNT" },
	{ "GDM2_RX_LERCNT" }, { "GDM2_RX_CERCNT" }, { "GDM2_RX_FCCNT" },
};

static const struct switch_attr hwsim_mt7530_global[] = {
	HWSIM_ENABLE_VLAN("VLAN mode (1:enabled)"),
	HWSIM_STR("mib", hwsim_p_get_gmib, "Get MIB counters for switch"),
	HWSIM_G_INT("mirror_monitor_port", HWSIM_G_MIRROR_MONITOR, 7,
		    "Mirror monitor port"),
	HWSIM_STR("arl_table", hwsim_p_get_arl, "Get ARL table"),
};

static const struct switch_attr hwsim_mt7530_port[] = {
	HWSIM_STR("mib", hwsim_p_get_mib, "Get MIB counters for port"),
	HWSIM_P_INT("enable_mirror_rx", HWSIM_P_MIRROR_RX, 1,
		    "Enable mirroring of RX packets"),
	HWSIM_P_INT("enable_mirror_tx", HWSIM_P_MIRROR_TX, 1,
		    "Enable mirroring of TX packets"),
};

static const struct switch_attr hwsim_mt7530_vlan[] = {
	HWSIM_VID(4094, "VLAN ID (0-4094)"),
};

static const struct switch_dev_ops hwsim_mt7530_ops = {
	HWSIM_ATTR_LISTS(hwsim_mt7530),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

/* mediatek mt753x_swconfig.c (MT7530, MT7531) */
static const struct hwsim_counter hwsim_mt753x_mib[] = {
	{ "TxDrop" },
	{ "TxCRC" },
	{ "TxUni", HWSIM_SRC(TX_UNICAST) },
	{ "TxMulti", HWSIM_SRC(TX_MULTICAST) },
	{ "TxBroad", HWSIM_SRC(TX_BROADCAST) },
	{ "TxCollision" },
	{ "TxSingleCol" },
	{ "TxMultiCol" },
	{ "TxDefer" },
	{ "TxLateCol" },
	{ "TxExcCol" },
	{ "TxPause" },
	{ "Tx64Byte" },
	{ "Tx65Byte" },
	{ "Tx128Byte" },
	{ "Tx256Byte" },
	{ "Tx512Byte" },
	{ "Tx1024Byte" },
	{ "TxByte", HWSIM_SRC(TX_OCTETS), HWSIM_C_64 },
	{ "RxDrop" },
	{ "RxFiltered" },
	{ "RxUni", HWSIM_SRC(RX_UNICAST) },
	{ "RxMulti", HWSIM_SRC(RX_MULTICAST) },
	{ "RxBroad", HWSIM_SRC(RX_BROADCAST) },
	{ "RxAlignErr" },
	{ "RxCRC" },
	{ "RxUnderSize", HWSIM_SRC(RX_UNDERSIZE) },
	{ "RxFragment" },
	{ "RxOverSize", HWSIM_SRC(RX_OVERSIZE) },
	{ "RxJabber" },
	{ "RxPause" },
	{ "Rx64Byte", HWSIM_SRC(PKTS_64) },
	{ "Rx65Byte", HWSIM_SRC(PKTS_65_127) },
	{ "Rx128Byte", HWSIM_SRC(PKTS_128_255) },
	{ "Rx256Byte", HWSIM_SRC(PKTS_256_511) },
	{ "Rx512Byte", HWSIM_SRC(PKTS_512_1023) },
	{ "Rx1024Byte" },
	{ "RxByte", HWSIM_SRC(RX_OCTETS), HWSIM_C_64 },
	{ "RxCtrlDrop" },
	{ "RxIngDrop" },
	{ "RxARLDrop" },
};

static const struct switch_attr hwsim_mt753x_global[] = {
	HWSIM_ENABLE_VLAN("VLAN mode (1:enabled)"),
};

static const struct switch_attr hwsim_mt753x_port[] = {
	HWSIM_STR("mib", hwsim_p_get_mib, "Get MIB counters for port"),
};

static const struct switch_attr hwsim_mt753x_vlan[] = {
	HWSIM_VID(4094, "VLAN ID (0-4094)"),
};

static const struct switch_dev_ops hwsim_mt753x_ops = {
	HWSIM_ATTR_LISTS(hwsim_mt753x),
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
	.set_port_link = hwsim_set_port_link,
};

/* esw_rt3050.c: ports 0-4 have a LED, a LAN/WAN group and counters */
#define HWSIM_ESW_LANWAN	5

/* "lan": read-only, 1 but for the WAN port (4) */
static int hwsim_esw_get_lan(struct switch_dev *sw,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	if (val->port_vlan >= HWSIM_ESW_LANWAN)
		return -EINVAL;
	val->value.i = val->port_vlan != HWSIM_ESW_LANWAN - 1;
	return 0;
}

static int hwsim_esw_get_led(struct switch_dev *sw,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	if (val->port_vlan >= HWSIM_ESW_LANWAN)
		return -EINVAL;
	return hwsim_p_get_pint(sw, attr, val);
}

static int hwsim_esw_set_led(struct switch_dev *sw,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	if (val->port_vlan >= HWSIM_ESW_LANWAN)
		return -EINVAL;
	return hwsim_p_set_pint(sw, attr, val);
}

/* The INT counters: the low 16 bits of the counter at index ofs */
static int hwsim_esw_get_counter(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	if (val->port_vlan >= HWSIM_ESW_LANWAN)
		return -EINVAL;
	val->value.i = to_hwsim(sw)->port[val->port_vlan].pmib[attr->ofs] &
		       0xffff;
	return 0;
}

/* The counters behind the INT attributes, at these indexes */
enum { HWSIM_ESW_RECV_BAD, HWSIM_ESW_RECV_GOOD, HWSIM_ESW_TR_BAD,
	HWSIM_ESW_TR_GOOD };

static const struct hwsim_counter hwsim_esw_mib[] = {
	[HWSIM_ESW_RECV_BAD] = { "recv_bad" },
	[HWSIM_ESW_RECV_GOOD] = { "recv_good", HWSIM_RX_PKTS },
	[HWSIM_ESW_TR_BAD] = { "tr_bad" },
	[HWSIM_ESW_TR_GOOD] = { "tr_good", HWSIM_TX_PKTS },
};

#define HWSIM_ESW_COUNTER(n, idx, d) {					\
	.type = SWITCH_TYPE_INT, .name = (n), .description = (d),	\
	.get = hwsim_esw_get_counter, .ofs = (idx),			\
}

#define HWSIM_ESW_BC_STORM "Global broadcast storm protection (0:Disable, 1:64 blocks, 2:96 blocks, 3:128 blocks)"

static const struct switch_attr hwsim_esw_global[] = {
	HWSIM_ENABLE_VLAN("VLAN mode (1:enabled)"),
	HWSIM_G_INT("alternate_vlan_disable", HWSIM_G_ALT_VLAN_DISABLE, 1,
		    "Use en_vlan instead of doubletag to disable VLAN mode"),
	HWSIM_G_INT("bc_storm_protect", HWSIM_G_BC_STORM, 3,
		    HWSIM_ESW_BC_STORM),
	HWSIM_G_INT("led_frequency", HWSIM_G_LED_FREQ, 3,
		    "LED Flash frequency (0:30mS, 1:60mS, 2:240mS, 3:480mS)"),
};

static const struct switch_attr hwsim_esw_port[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "disable",
		.description = "Port state (1:disabled)",
		.get = hwsim_p_get_disable,
		.set = hwsim_p_set_disable,
		.max = 1,
	},
	HWSIM_P_INT("doubletag", HWSIM_P_DOUBLETAG, 1,
		    "Double tagging for incoming vlan packets (1:enabled)"),
	HWSIM_P_INT("untag", HWSIM_P_UNTAG, 1,
		    "Untag (1:strip outgoing vlan tag)"),
	{
		.type = SWITCH_TYPE_INT,
		.name = "led",
		.description =
			"LED mode (0:link, 1:100m, 2:duplex, 3:activity, 4:collision, 5:linkact, 6:duplcoll, 7:10mact, 8:100mact, 10:blink, 11:off, 12:on)",
		.get = hwsim_esw_get_led,
		.set = hwsim_esw_set_led,
		.ofs = HWSIM_P_LED,
		.max = 15,
	},
	{
		.type = SWITCH_TYPE_INT,
		.name = "lan",
		.description = "HW port group (0:wan, 1:lan)",
		.get = hwsim_esw_get_lan,
		.max = 1,
	},
	HWSIM_ESW_COUNTER("recv_bad", HWSIM_ESW_RECV_BAD,
			  "Receive bad packet counter"),
	HWSIM_ESW_COUNTER("recv_good", HWSIM_ESW_RECV_GOOD,
			  "Receive good packet counter"),
	HWSIM_ESW_COUNTER("tr_bad", HWSIM_ESW_TR_BAD,
			  "Transmit bad packet counter. rt5350 only"),
	HWSIM_ESW_COUNTER("tr_good", HWSIM_ESW_TR_GOOD,
			  "Transmit good packet counter. rt5350 only"),
};

/* No VLAN attribute: the index is the VID */
static const struct switch_dev_ops hwsim_esw_ops = {
	.attr_global = {
		.attr = hwsim_esw_global,
		.n_attr = ARRAY_SIZE(hwsim_esw_global),
	},
	.attr_port = {
		.attr = hwsim_esw_port,
		.n_attr = ARRAY_SIZE(hwsim_esw_port),
	},
	HWSIM_VLAN_OPS,
	.get_port_link = hwsim_get_port_link,
};

static const struct hwsim_persona hwsim_mediatek_personas[] = {
	{
		.name = "mt7530", .chip = "mt7530",
		.ports = 8, .vlans = 16, .cpu_port = 6,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_mt7530_ops,
		.mib = hwsim_mt7530_mib,
		.n_mib = ARRAY_SIZE(hwsim_mt7530_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 11,
		.gmib = hwsim_mt7530_gmib,
		.n_gmib = ARRAY_SIZE(hwsim_mt7530_gmib),
		.arl_max = 2048,
	}, {
		.name = "mt753x", .chip = "MT7530",
		.ports = 7, .vlans = 4095, .cpu_port = 6,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_mt753x_ops,
		.mib = hwsim_mt753x_mib,
		.n_mib = ARRAY_SIZE(hwsim_mt753x_mib),
		.mib_header = "Port %u MIB counters\n", .mib_width = 11,
	}, {
		.name = "esw_rt3050", .chip = "rt305x-esw",
		.ports = 7, .vlans = 4096, .cpu_port = 6,
		.speed_max = 100, .vlan_slots = 16,
		.ops = &hwsim_esw_ops,
		.mib = hwsim_esw_mib,
		.n_mib = ARRAY_SIZE(hwsim_esw_mib),
	},
};

const struct hwsim_persona_family hwsim_mediatek_family = {
	.list = hwsim_mediatek_personas,
	.n = ARRAY_SIZE(hwsim_mediatek_personas),
};
