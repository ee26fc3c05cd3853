"""swconfig-hwsim's driver personalities (module parameter personality=):
each simulated switch shows one OpenWrt driver's vocabulary. Checked
against the facts of ../shared/research/openwrt-driver-vocabularies.md,
written out below by hand (not read from the driver): chip name and
geometry, the attribute list of every group (names, types, order), a
set/get round trip of every writable INT with its range, the VLAN
indexing (a "vid" per slot, or index = VID), the mib text (header, name
column, counter names in order, 32-bit wrap, ar8xxx's poll interval, mib
type, "No MIB data" and KiB suffix), the arl_table text (ar8xxx: grouped by
port, de-duplicated, 100 records; mt7530: walk order), links and
ip17xx's status text. Invalid personality parameters refuse to load.

Reloads swconfig-hwsim (from SWCONFIG_MODDIR) with every personality, one
switch each, and loads it again as it was at the end of each test."""

import errno
import os
import subprocess

import swnl
from ktest import DEBUGFS, HWSIM, EXPECTED_ATTRS

I, S, P, L, N = (swnl.SWITCH_TYPE_INT, swnl.SWITCH_TYPE_STRING, swnl.SWITCH_TYPE_PORTS,
                 swnl.SWITCH_TYPE_LINK, swnl.SWITCH_TYPE_NOVAL)

# One switch per personality, in this order (hwsim0 .. hwsim7); at most 8
# switches a load, so the rest in a second and a third one
ORDER = ["hwsim", "ar8327", "mt7530", "mt753x", "b53", "rtl8367", "ip17xx", "adm6996"]
ORDER2 = ["ar8216", "psb6970", "rtl8366rb", "rtl8366s", "rtl8367b", "ar7240sw", "ar40xx",
          "mvsw61xx"]
ORDER3 = ["esw_rt3050"]

AR8236_MIBS = [
    "RxBroad", "RxPause", "RxMulti", "RxFcsErr", "RxAlignErr", "RxRunt", "RxFragment",
    "Rx64Byte", "Rx128Byte", "Rx256Byte", "Rx512Byte", "Rx1024Byte", "Rx1518Byte", "RxMaxByte",
    "RxTooLong", "RxGoodByte", "RxBadByte", "RxOverFlow", "Filtered", "TxBroad", "TxPause",
    "TxMulti", "TxUnderRun", "Tx64Byte", "Tx128Byte", "Tx256Byte", "Tx512Byte", "Tx1024Byte",
    "Tx1518Byte", "TxMaxByte", "TxOverSize", "TxByte", "TxCollision", "TxAbortCol",
    "TxMultiCol", "TxSingleCol", "TxExcDefer", "TxDefer", "TxLateCol",
]
MT753X_MIBS = [
    "TxDrop", "TxCRC", "TxUni", "TxMulti", "TxBroad", "TxCollision", "TxSingleCol",
    "TxMultiCol", "TxDefer", "TxLateCol", "TxExcCol", "TxPause", "Tx64Byte", "Tx65Byte",
    "Tx128Byte", "Tx256Byte", "Tx512Byte", "Tx1024Byte", "TxByte", "RxDrop", "RxFiltered",
    "RxUni", "RxMulti", "RxBroad", "RxAlignErr", "RxCRC", "RxUnderSize", "RxFragment",
    "RxOverSize", "RxJabber", "RxPause", "Rx64Byte", "Rx65Byte", "Rx128Byte", "Rx256Byte",
    "Rx512Byte", "Rx1024Byte", "RxByte", "RxCtrlDrop", "RxIngDrop", "RxARLDrop",
]
B53_MIBS = [
    "TxOctets", "TxDropPkts", "TxBroadcastPkts", "TxMulticastPkts", "TxUnicastPkts",
    "TxCollisions", "TxSingleCollision", "TxMultipleCollision", "TxDeferredTransmit",
    "TxLateCollision", "TxExcessiveCollision", "TxPausePkts", "RxOctets", "RxUndersizePkts",
    "RxPausePkts", "Pkts64Octets", "Pkts65to127Octets", "Pkts128to255Octets",
    "Pkts256to511Octets", "Pkts512to1023Octets", "Pkts1024to1522Octets", "RxOversizePkts",
    "RxJabbers", "RxAlignmentErrors", "RxFCSErrors", "RxGoodOctets", "RxDropPkts",
    "RxUnicastPkts", "RxMulticastPkts", "RxBroadcastPkts", "RxSAChanges", "RxFragments",
    "RxJumboPkts", "RxSymbolErrors", "RxDiscarded",
]
RTL8367_MIBS = [
    "IfInOctets", "Dot3StatsFCSErrors", "Dot3StatsSymbolErrors", "Dot3InPauseFrames",
    "Dot3ControlInUnknownOpcodes", "EtherStatsFragments", "EtherStatsJabbers", "IfInUcastPkts",
    "EtherStatsDropEvents", "EtherStatsOctets", "EtherStatsUnderSizePkts", "EtherOversizeStats",
    "EtherStatsPkts64Octets", "EtherStatsPkts65to127Octets", "EtherStatsPkts128to255Octets",
    "EtherStatsPkts256to511Octets", "EtherStatsPkts512to1023Octets",
    "EtherStatsPkts1024to1518Octets", "EtherStatsMulticastPkts", "EtherStatsBroadcastPkts",
    "IfOutOctets", "Dot3StatsSingleCollisionFrames", "Dot3StatMultipleCollisionFrames",
    "Dot3sDeferredTransmissions", "Dot3StatsLateCollisions", "EtherStatsCollisions",
    "Dot3StatsExcessiveCollisions", "Dot3OutPauseFrames", "Dot1dBasePortDelayExceededDiscards",
    "Dot1dTpPortInDiscards", "IfOutUcastPkts", "IfOutMulticastPkts", "IfOutBroadcastPkts",
    "OutOampduPkts", "InOampduPkts", "PktgenPkts",
]

RTL8366_MIBS = [
    "IfInOctets", "EtherStatsOctets", "EtherStatsUnderSizePkts", "EtherFragments",
    "EtherStatsPkts64Octets", "EtherStatsPkts65to127Octets", "EtherStatsPkts128to255Octets",
    "EtherStatsPkts256to511Octets", "EtherStatsPkts512to1023Octets",
    "EtherStatsPkts1024to1518Octets", "EtherOversizeStats", "EtherStatsJabbers",
    "IfInUcastPkts", "EtherStatsMulticastPkts", "EtherStatsBroadcastPkts",
    "EtherStatsDropEvents", "Dot3StatsFCSErrors", "Dot3StatsSymbolErrors", "Dot3InPauseFrames",
    "Dot3ControlInUnknownOpcodes", "IfOutOctets", "Dot3StatsSingleCollisionFrames",
    "Dot3StatMultipleCollisionFrames", "Dot3sDeferredTransmissions", "Dot3StatsLateCollisions",
    "EtherStatsCollisions", "Dot3StatsExcessiveCollisions", "Dot3OutPauseFrames",
    "Dot1dBasePortDelayExceededDiscards", "Dot1dTpPortInDiscards", "IfOutUcastPkts",
    "IfOutMulticastPkts", "IfOutBroadcastPkts",
]
RTL8367B_MIBS = [
    "ifInOctets", "dot3StatsFCSErrors", "dot3StatsSymbolErrors", "dot3InPauseFrames",
    "dot3ControlInUnknownOpcodes", "etherStatsFragments", "etherStatsJabbers", "ifInUcastPkts",
    "etherStatsDropEvents", "ifInMulticastPkts", "ifInBroadcastPkts", "inMldChecksumError",
    "inIgmpChecksumError", "inMldSpecificQuery", "inMldGeneralQuery", "inIgmpSpecificQuery",
    "inIgmpGeneralQuery", "inMldLeaves", "inIgmpLeaves", "etherStatsOctets",
    "etherStatsUnderSizePkts", "etherOversizeStats", "etherStatsPkts64Octets",
    "etherStatsPkts65to127Octets", "etherStatsPkts128to255Octets",
    "etherStatsPkts256to511Octets", "etherStatsPkts512to1023Octets",
    "etherStatsPkts1024to1518Octets", "ifOutOctets", "dot3StatsSingleCollisionFrames",
    "dot3StatMultipleCollisionFrames", "dot3sDeferredTransmissions", "dot3StatsLateCollisions",
    "etherStatsCollisions", "dot3StatsExcessiveCollisions", "dot3OutPauseFrames",
    "ifOutDiscards", "dot1dTpPortInDiscards", "ifOutUcastPkts", "ifOutMulticastPkts",
    "ifOutBroadcastPkts", "outOampduPkts", "inOampduPkts", "inIgmpJoinsSuccess",
    "inIgmpJoinsFail", "inMldJoinsSuccess", "inMldJoinsFail", "inReportSuppressionDrop",
    "inLeaveSuppressionDrop", "outIgmpReports", "outIgmpLeaves", "outIgmpGeneralQuery",
    "outIgmpSpecificQuery", "outMldReports", "outMldLeaves", "outMldGeneralQuery",
    "outMldSpecificQuery", "inKnownMulticastPkts",
]

AR8216_MIBS = [n for n in AR8236_MIBS if n not in ("Rx1518Byte", "Tx1518Byte")]
RTL8366_AFTER = {"IfInOctets": 300, "EtherStatsOctets": 300, "EtherStatsPkts65to127Octets": 3,
                 "EtherStatsBroadcastPkts": 3, "IfOutOctets": 200, "IfOutBroadcastPkts": 2}
RTL8366_WIDE = {"IfInOctets", "EtherStatsOctets", "IfOutOctets"}
RTL8366_BLINK = ("blinkrate", I)

# Traffic injected on port 1 of each switch, and what each counter must then say
TRAFFIC = "rx_frames=3 tx_frames=2 cast=broadcast size=100"

# name, chip, ports, vlans, cpu port; attribute lists (name, type) in LIST order
# (the driver's, then the core's); INT values that are rw: {name: max or None};
# mib: names, header (%d = port), name width, counters after TRAFFIC, a counter
# named in the injection, 64-bit counters
FACTS = {
    "ar8327": {
        "chip": "Atheros AR8327", "ports": 7, "vlans": 4096, "cpu": 0,
        "global": [("enable_vlan", I), ("reset_mibs", N), ("ar8xxx_mib_poll_interval", I),
                   ("ar8xxx_mib_type", I), ("enable_mirror_rx", I), ("enable_mirror_tx", I),
                   ("mirror_monitor_port", I), ("mirror_source_port", I), ("arl_age_time", I),
                   ("arl_table", S), ("flush_arl_table", N), ("igmp_snooping", I),
                   ("igmp_v3", I), ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("enable_eee", I), ("flush_arl_table", N),
                 ("igmp_snooping", I), ("vlan_prio", I), ("pvid", I), ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "ar8xxx_mib_poll_interval": None, "ar8xxx_mib_type": 1,
                 "enable_mirror_rx": 1, "enable_mirror_tx": 1, "mirror_monitor_port": 6,
                 "mirror_source_port": 6, "arl_age_time": None, "igmp_snooping": 1,
                 "igmp_v3": 1},
        "pint": {"enable_eee": 1, "igmp_snooping": 1, "vlan_prio": 7},
        "poweron": {"arl_age_time": 300, "ar8xxx_mib_poll_interval": 0, "ar8xxx_mib_type": 0},
        "vid_max": 4094,
        "mib": AR8236_MIBS, "header": "MIB counters\n", "width": 12,
        "after": {"RxBroad": 3, "RxGoodByte": 300, "TxBroad": 2, "TxByte": 200},
        "named": "RxFcsErr", "wide": {"RxGoodByte", "RxBadByte", "TxByte"}, "accumulates": True,
        "speed": 1000, "link_rw": False, "ar8xxx": True,
    },
    "ar8216": {
        "chip": "Atheros AR8216", "ports": 6, "vlans": 16, "cpu": 0,
        "global": [("enable_vlan", I), ("reset_mibs", N), ("ar8xxx_mib_poll_interval", I),
                   ("ar8xxx_mib_type", I), ("enable_mirror_rx", I), ("enable_mirror_tx", I),
                   ("mirror_monitor_port", I), ("mirror_source_port", I), ("arl_table", S),
                   ("flush_arl_table", N), ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("flush_arl_table", N), ("pvid", I),
                 ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "ar8xxx_mib_poll_interval": None, "ar8xxx_mib_type": 1,
                 "enable_mirror_rx": 1, "enable_mirror_tx": 1, "mirror_monitor_port": 5,
                 "mirror_source_port": 5},
        "pint": {},
        "poweron": {"ar8xxx_mib_poll_interval": 0, "ar8xxx_mib_type": 0},
        "vid_max": 4094,
        "mib": AR8216_MIBS, "header": "MIB counters\n", "width": 12,
        "after": {"RxBroad": 3, "RxGoodByte": 300, "TxBroad": 2, "TxByte": 200},
        "named": "RxFcsErr", "wide": {"RxGoodByte", "RxBadByte", "TxByte"}, "accumulates": True,
        "speed": 1000, "link_rw": False, "ar8xxx": True,
    },
    "psb6970": {
        "chip": "Lantiq PSB6970", "ports": 7, "vlans": 16, "cpu": 6,
        "global": [("enable_vlan", I), ("apply", N), ("reset", N)],
        "port": [("pvid", I)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1}, "pint": {}, "poweron": {},
        "vid_max": 4094, "mib": None, "speed": None,
    },
    "mt7530": {
        "chip": "mt7530", "ports": 8, "vlans": 16, "cpu": 6,
        "global": [("enable_vlan", I), ("mib", S), ("mirror_monitor_port", I),
                   ("arl_table", S), ("apply", N), ("reset", N)],
        "port": [("mib", S), ("enable_mirror_rx", I), ("enable_mirror_tx", I), ("pvid", I),
                 ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "mirror_monitor_port": 7},
        "pint": {"enable_mirror_rx": 1, "enable_mirror_tx": 1},
        "poweron": {},
        "vid_max": 4094,
        "mib": ["TxGPC", "TxBOC", "TxGOC", "TxEPC", "RxGPC", "RxBOC", "RxGOC", "RxEPC1",
                "RxEPC2"],
        "header": "Port %d MIB counters\n", "width": 11,
        "after": {"TxGPC": 2, "TxGOC": 200, "RxGPC": 3, "RxGOC": 300},
        "named": "RxEPC1", "wide": set(), "speed": 1000, "link_rw": False,
    },
    "mt753x": {
        "chip": "MT7530", "ports": 7, "vlans": 4095, "cpu": 6,
        "global": [("enable_vlan", I), ("apply", N), ("reset", N)],
        "port": [("mib", S), ("pvid", I), ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1}, "pint": {}, "poweron": {},
        "vid_max": 4094,
        "mib": MT753X_MIBS, "header": "Port %d MIB counters\n", "width": 11,
        "after": {"TxBroad": 2, "TxByte": 200, "RxBroad": 3, "Rx65Byte": 3, "RxByte": 300},
        "named": "RxCRC", "wide": {"TxByte", "RxByte"}, "speed": 1000, "link_rw": True,
    },
    "b53": {
        "chip": "BCM53125", "ports": 9, "vlans": 4096, "cpu": 8,
        "global": [("enable_vlan", I), ("ports", S), ("reset_mib", I), ("enable_jumbo", I),
                   ("allow_vid_4095", I), ("apply", N), ("reset", N)],
        "port": [("mib", S), ("pvid", I), ("link", L)],
        "vlan": [("ports", P)],
        "gint": {"enable_vlan": 1, "enable_jumbo": 1, "allow_vid_4095": 1}, "pint": {},
        "poweron": {},
        "mib": B53_MIBS, "header": "", "width": 20,
        "after": {"TxOctets": 200, "TxBroadcastPkts": 2, "RxOctets": 300,
                  "Pkts65to127Octets": 3, "RxGoodOctets": 300, "RxBroadcastPkts": 3},
        "named": "RxFCSErrors", "wide": {"TxOctets", "RxOctets", "RxGoodOctets"},
        "speed": 1000, "link_rw": True,
    },
    "rtl8367": {
        "chip": "RTL8367", "ports": 10, "vlans": 4096, "cpu": 9,
        "global": [("enable_vlan", I), ("enable_vlan4k", I), ("reset_mibs", N),
                   ("max_length", I), ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("pvid", I), ("link", L)],
        "vlan": [("info", S), ("fid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "enable_vlan4k": 1, "max_length": 3}, "pint": {},
        "poweron": {},
        "mib": RTL8367_MIBS, "header": "Port %d MIB counters\n", "width": 36,
        "after": {"IfInOctets": 300, "EtherStatsOctets": 300, "EtherStatsPkts65to127Octets": 3,
                  "EtherStatsBroadcastPkts": 3, "IfOutOctets": 200, "IfOutBroadcastPkts": 2},
        "named": "Dot3StatsFCSErrors", "wide": {"IfInOctets", "EtherStatsOctets", "IfOutOctets"},
        "speed": 1000, "link_rw": False,
    },
    "ip17xx": {
        "chip": "IP175D", "ports": 6, "vlans": 16, "cpu": 5,
        "global": [("enable_vlan", I), ("name", S), ("phy", I), ("reg", I), ("val", I),
                   ("apply", N), ("reset", N)],
        "port": [("status", S), ("link", I), ("tagged", I), ("pvid", I)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "phy": 31, "reg": 31}, "pint": {"tagged": 2},
        "poweron": {},
        "vid_max": 4095,
        "mib": None, "speed": 100,
    },
    "adm6996": {
        "chip": "ADM6996M", "ports": 6, "vlans": 16, "cpu": 5,
        "global": [("enable_vlan", I), ("apply", N), ("reset", N)],
        "port": [("mib", S), ("pvid", I), ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1}, "pint": {}, "poweron": {},
        "vid_max": 4094,
        "mib": ["RxPacket", "RxByte", "TxPacket", "TxByte", "Collision", "Error"],
        "header": "Port %d MIB counters\n", "width": 12,
        "after": {"RxPacket": 3, "RxByte": 300, "TxPacket": 2, "TxByte": 200},
        "named": "Error", "wide": set(), "speed": 100, "link_rw": False,
    },
}

FACTS.update({
    "rtl8366rb": {
        "chip": "RTL8366RB", "ports": 6, "vlans": 4096, "cpu": 5,
        "global": [("enable_learning", I), ("enable_vlan", I), ("enable_vlan4k", I),
                   ("reset_mibs", N), RTL8366_BLINK, ("enable_qos", I), ("enable_mirror_rx", I),
                   ("enable_mirror_tx", I), ("enable_monitor_isolation", I),
                   ("enable_mirror_pause_frames", I), ("mirror_monitor_port", I),
                   ("mirror_source_port", I), ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("led", I), ("disable", I), ("rate_in", I),
                 ("rate_out", I), ("pvid", I), ("link", L)],
        "vlan": [("info", S), ("fid", I), ("ports", P)],
        "gint": {"enable_learning": 1, "enable_vlan": 1, "enable_vlan4k": 1, "blinkrate": 5,
                 "enable_qos": 1, "enable_mirror_rx": 1, "enable_mirror_tx": 1,
                 "enable_monitor_isolation": 1, "enable_mirror_pause_frames": 1,
                 "mirror_monitor_port": 5, "mirror_source_port": 5},
        "pint": {"led": 15, "disable": 1, "rate_in": 1048512, "rate_out": 1048512},
        "poweron": {"enable_learning": 1},
        "ppoweron": {"rate_in": 1048512, "rate_out": 1048512, "disable": 0},
        "mib": RTL8366_MIBS, "header": "Port %d MIB counters\n", "width": 36,
        "after": RTL8366_AFTER, "named": "Dot3StatsFCSErrors", "wide": RTL8366_WIDE,
        "speed": 1000, "link_rw": False,
    },
    "rtl8366s": {
        "chip": "RTL8366S", "ports": 6, "vlans": 4096, "cpu": 5,
        "global": [("enable_learning", I), ("enable_vlan", I), ("enable_vlan4k", I),
                   ("reset_mibs", N), RTL8366_BLINK, ("max_length", I), ("green_mode", I),
                   ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("led", I), ("green_port", I), ("pvid", I),
                 ("link", L)],
        "vlan": [("info", S), ("fid", I), ("ports", P)],
        "gint": {"enable_learning": 1, "enable_vlan": 1, "enable_vlan4k": 1, "blinkrate": 5,
                 "max_length": 3, "green_mode": 1},
        "pint": {"led": 15, "green_port": 1},
        "poweron": {"enable_learning": 1, "max_length": 1},
        "mib": RTL8366_MIBS, "header": "Port %d MIB counters\n", "width": 36,
        "after": RTL8366_AFTER, "named": "Dot3StatsFCSErrors", "wide": RTL8366_WIDE,
        "speed": 1000, "link_rw": False,
    },
    "rtl8367b": {
        "chip": "RTL8367B", "ports": 8, "vlans": 4096, "cpu": 5,
        "global": [("enable_vlan", I), ("enable_vlan4k", I), ("reset_mibs", N),
                   ("max_length", I), ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("pvid", I), ("link", L)],
        "vlan": [("info", S), ("ports", P)],
        "gint": {"enable_vlan": 1, "enable_vlan4k": 1, "max_length": 3}, "pint": {},
        "poweron": {},
        "mib": RTL8367B_MIBS, "header": "Port %d MIB counters\n", "width": 36,
        "after": {"ifInOctets": 300, "ifInBroadcastPkts": 3, "etherStatsOctets": 300,
                  "etherStatsPkts65to127Octets": 3, "ifOutOctets": 200,
                  "ifOutBroadcastPkts": 2},
        "named": "dot3StatsFCSErrors", "wide": {"ifInOctets", "etherStatsOctets", "ifOutOctets"},
        "speed": 1000, "link_rw": False,
    },
    "ar7240sw": {
        "chip": "AR7240/AR9330 built-in switch", "ports": 5, "vlans": 16, "cpu": 0,
        "global": [("enable_vlan", I), ("mirror_monitor_port", I), ("apply", N), ("reset", N)],
        "port": [("enable_mirror_rx", I), ("enable_mirror_tx", I), ("pvid", I), ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "mirror_monitor_port": 15},
        "pint": {"enable_mirror_rx": 1, "enable_mirror_tx": 1}, "poweron": {},
        "vid_max": 4094, "mib": None, "speed": 100, "link_rw": False,
    },
    "ar40xx": {
        "chip": "QCA AR40xx", "ports": 6, "vlans": 128, "cpu": 0,
        "global": [("enable_vlan", I), ("reset_mibs", N), ("enable_mirror_rx", I),
                   ("enable_mirror_tx", I), ("mirror_monitor_port", I),
                   ("mirror_source_port", I), ("linkdown", I), ("apply", N), ("reset", N)],
        "port": [("reset_mib", N), ("mib", S), ("pvid", I), ("link", L)],
        "vlan": [("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "enable_mirror_rx": 1, "enable_mirror_tx": 1,
                 "mirror_monitor_port": 5, "mirror_source_port": 5},
        "pint": {}, "poweron": {},
        "vid_max": 4094,
        "mib": AR8236_MIBS, "header": "Port %d MIB counters\n", "width": 12,
        "after": {"RxBroad": 3, "RxGoodByte": 300, "TxBroad": 2, "TxByte": 200},
        "named": "RxFcsErr", "wide": {"RxGoodByte", "RxBadByte", "TxByte"}, "accumulates": True,
        "speed": 1000, "link_rw": False,
    },
    "mvsw61xx": {
        "chip": "MV88E6176", "ports": 7, "vlans": 64, "cpu": 5,
        "global": [("enable_vlan", I), ("enable_mirror_rx", I), ("enable_mirror_tx", I),
                   ("mirror_monitor_port", I), ("mirror_source_port", I), ("apply", N),
                   ("reset", N)],
        "port": [("mask", S), ("qmode", I), ("pvid", I), ("link", L)],
        "vlan": [("port_based", I), ("vid", I), ("ports", P)],
        "gint": {"enable_vlan": 1, "enable_mirror_rx": 1, "enable_mirror_tx": 1,
                 "mirror_monitor_port": 6, "mirror_source_port": 6},
        "pint": {"qmode": None}, "poweron": {},
        "vid_any": True, "mib": None, "speed": 1000, "link_rw": False,
    },
    "esw_rt3050": {
        "chip": "rt305x-esw", "ports": 7, "vlans": 4096, "cpu": 6,
        "global": [("enable_vlan", I), ("alternate_vlan_disable", I), ("bc_storm_protect", I),
                   ("led_frequency", I), ("apply", N), ("reset", N)],
        "port": [("disable", I), ("doubletag", I), ("untag", I), ("led", I), ("lan", I),
                 ("recv_bad", I), ("recv_good", I), ("tr_bad", I), ("tr_good", I), ("pvid", I),
                 ("link", L)],
        "vlan": [("ports", P)],
        "gint": {"enable_vlan": 1, "alternate_vlan_disable": 1, "bc_storm_protect": 3,
                 "led_frequency": 3},
        "pint": {"disable": 1, "doubletag": 1, "untag": 1, "led": 15}, "poweron": {},
        "mib": None, "speed": 100, "link_rw": False,
    },
})

BAD_PARAMS = [
    ["personality=ar9999"], ["personality=AR8327"], ["switches=2", "personality=b53,"],
    ["switches=1", "personality=ar8327,b53"], ["switches=2", "personality=ar8327,,b53"],
    ["personality=hwsim,hwsim,hwsim,hwsim,hwsim,hwsim,hwsim,hwsim,hwsim"],
]

MAC1, MAC2 = "00:11:22:33:44:55", "00:11:22:33:44:66"


def _loaded():
    return os.path.exists("/sys/module/%s" % HWSIM)


def _insmod(env, args):
    return env.run("insmod", env.modfile("swconfig-hwsim"), *args)


def _params(names):
    return ["switches=%d" % len(names), "personality=%s" % ",".join(names)]


class Loaded:
    """swconfig-hwsim with the given personalities (default ORDER), one
    switch each; back as it was afterwards."""

    def __init__(self, t, env, names=None):
        self.t, self.env = t, env
        self.names = names or ORDER
        self.args = _params(self.names)

    def __enter__(self):
        t, env = self.t, self.env
        env.close_clients()
        rc, out = env.run("rmmod", HWSIM)
        t.eq((rc, out), (0, ""), "rmmod %s" % HWSIM)
        rc, out = _insmod(env, self.args)
        t.eq((rc, out), (0, ""), "insmod swconfig-hwsim %s" % " ".join(self.args))
        self.c = swnl.SwitchClient()
        by_alias = {s["alias"]: s for s in self.c.switches()}
        self.sw = {}
        for i, name in enumerate(self.names):
            self.sw[name] = by_alias.get("hwsim%d" % i)
        return self

    def __exit__(self, *exc):
        t, env = self.t, self.env
        self.c.close()
        if _loaded():
            env.run("rmmod", HWSIM)
        rc, out = _insmod(env, env.insmod_args())
        t.eq((rc, out), (0, ""), "swconfig-hwsim loaded again as before")
        env.c = env.client()
        env.map_switches()
        return False

    def id(self, name):
        return self.sw[name]["id"]


def _dfs_write(alias, name, data):
    """None when debugfs took the write, else the errno."""
    fd = os.open(os.path.join(DEBUGFS, alias, name), os.O_WRONLY)
    try:
        os.write(fd, data if isinstance(data, bytes) else data.encode())
        return None
    except OSError as e:
        return e.errno
    finally:
        os.close(fd)


def _mib_text(f, port, values, hide=None):
    """The expected mib text, every counter of f in order."""
    text = f["header"].replace("%d", str(port))
    for name in f["mib"]:
        if hide and name in hide:
            continue
        text += "%-*s: %d\n" % (f["width"], name, values.get(name, 0))
    return text


def before_each(t, env):
    if not _loaded():
        t.diag("swconfig-hwsim missing: loading it again first")
        _insmod(env, env.insmod_args())
        env.c = env.client()
        env.map_switches()


def test_identity_and_attribute_lists(t, env):
    with Loaded(t, env) as ld:
        c = ld.c
        own = ld.sw["hwsim"]
        t.eq((own["name"], own["ports"], own["vlans"]), ("hwsim", 8, 4096),
             "hwsim personality: hwsim's own geometry")
        got = {e["name"]: (e["id"], e["type"]) for e in c.list_attrs(own["id"], "global")}
        t.eq(got, EXPECTED_ATTRS["global"], "hwsim personality: hwsim's own global attributes")
        got = {e["name"]: (e["id"], e["type"]) for e in c.list_attrs(own["id"], "port")}
        t.eq(got, EXPECTED_ATTRS["port"], "hwsim personality: hwsim's own port attributes")
        _identity(t, ld)
    for order in (ORDER2, ORDER3):
        with Loaded(t, env, order) as ld:
            _identity(t, ld)


def _identity(t, ld):
    for name in ld.names:
        if name not in FACTS:
            continue
        f, s = FACTS[name], ld.sw[name]
        if not t.ok(s is not None, "%s: registered" % name):
            continue
        t.eq((s["name"], s["ports"], s["vlans"], s["cpu_port"]),
             (f["chip"], f["ports"], f["vlans"], f["cpu"]),
             "%s: chip name, ports, VLANs, CPU port" % name)
        for g in ("global", "port", "vlan"):
            got = [(e["name"], e["type"]) for e in ld.c.list_attrs(s["id"], g)]
            t.eq(got, f[g], "%s: %s attributes, names and types in order" % (name, g))


def _values(t, ld):
    c = ld.c
    for name in ld.names:
        if name not in FACTS:
            continue
        f, i = FACTS[name], ld.id(name)
        for attr, want in sorted(f["poweron"].items()):
            t.eq(c.get(i, "global", attr), want, "%s: %s is %d at power-on"
                 % (name, attr, want))
        for attr, want in sorted(f.get("ppoweron", {}).items()):
            t.eq(c.get(i, "port", attr, index=1), want, "%s: port %s is %d at power-on"
                 % (name, attr, want))
        _int_round_trips(t, c, name, i, "global", f["gint"])
        _int_round_trips(t, c, name, i, "port", f["pint"], index=1)
        has_vid = f.get("vid_max") is not None or f.get("vid_any")
        if has_vid:
            t.eq(c.get(i, "vlan", "vid", index=2), 2, "%s: VLAN 2's vid is 2 at power-on"
                 % name)
        if f.get("vid_max") is not None:
            _int_round_trips(t, c, name, i, "vlan", {"vid": f["vid_max"]}, index=2)
        elif has_vid:
            # no range in the driver: any VID is taken
            c.set(i, "vlan", "vid", 4095, index=2)
            t.eq(c.get(i, "vlan", "vid", index=2), 4095, "%s: vid 4095 taken (no range)"
                 % name)
        c.reset(i)
        for attr, want in sorted(f["poweron"].items()):
            t.eq(c.get(i, "global", attr), want, "%s: %s back to %d after reset"
                 % (name, attr, want))
        for attr, want in sorted(f.get("ppoweron", {}).items()):
            t.eq(c.get(i, "port", attr, index=1), want, "%s: port %s back to %d after reset"
                 % (name, attr, want))
        if has_vid:
            t.eq(c.get(i, "vlan", "vid", index=2), 2, "%s: vid back to 2 after reset" % name)
    return c


def _int_round_trips(t, c, name, sw_id, group, table, index=None):
    for attr, top in sorted(table.items()):
        value = top if top is not None else 123456
        where = "%s %s %s" % (name, group, attr)
        t.succeeds(lambda: c.set(sw_id, group, attr, value, index=index),
                   "%s: set %d" % (where, value))
        t.eq(c.get(sw_id, group, attr, index=index), value, "%s: get returns %d" % (where, value))
        if top is not None:
            t.error(lambda: c.set(sw_id, group, attr, top + 1, index=index),
                    {errno.ERANGE, errno.EINVAL}, "%s: %d refused" % (where, top + 1))
            t.eq(c.get(sw_id, group, attr, index=index), value, "%s: unchanged" % where)


def test_values_round_trip(t, env):
    for order in (ORDER2, ORDER3):
        with Loaded(t, env, order) as ld:
            _values(t, ld)
    with Loaded(t, env) as ld:
        c = _values(t, ld)

        # ar8327: the global igmp_snooping is all ports' at once
        i = ld.id("ar8327")
        c.set(i, "global", "igmp_snooping", 1)
        t.eq([c.get(i, "port", "igmp_snooping", index=p) for p in range(7)], [1] * 7,
             "ar8327: global igmp_snooping sets every port's")
        c.set(i, "port", "igmp_snooping", 0, index=3)
        t.eq(c.get(i, "global", "igmp_snooping"), 0,
             "ar8327: global igmp_snooping reads 0 once a port has it off")


def test_vlan_indexing(t, env):
    with Loaded(t, env) as ld:
        c = ld.c
        # VLANs the drivers refuse: b53 VID 0, and 4095 unless allow_vid_4095;
        # rtl8367 VID 0, and above 31 unless enable_vlan4k
        refused = {"b53": (0, 4095, "allow_vid_4095"), "rtl8367": (0, 32, "enable_vlan4k")}
        for name, (low, high, knob) in sorted(refused.items()):
            i = ld.id(name)
            for v in (low, high):
                t.error(lambda: c.set(i, "vlan", "ports", [(1, True)], index=v), errno.EINVAL,
                        "%s: VLAN %d refused" % (name, v))
                t.error(lambda: c.set(i, "port", "pvid", v, index=1), errno.EINVAL,
                        "%s: pvid %d refused" % (name, v))
            c.set(i, "global", knob, 1)
            c.set(i, "vlan", "ports", [(1, True)], index=high)
            t.eq(c.dump_vlans(i).get(high), [(1, True)], "%s: VLAN %d taken with %s"
                 % (name, high, knob))
            c.set(i, "vlan", "ports", [], index=high)
        t.succeeds(lambda: c.set(ld.id("rtl8367"), "vlan", "ports", [(3, True)], index=31),
                   "rtl8367: VLAN 31 taken without enable_vlan4k")
        # index = VID: the VLAN table slot 100 is VLAN 100
        for name in ("b53", "rtl8367"):
            i = ld.id(name)
            c.set(i, "vlan", "ports", [(1, False), (2, True)], index=100)
            t.eq(c.dump_vlans(i).get(100), [(1, False), (2, True)],
                 "%s: VLAN 100 is table index 100" % name)
            t.eq(c.get(i, "port", "pvid", index=1), 100, "%s: port 1's pvid is VID 100" % name)
        i = ld.id("rtl8367")
        t.eq(c.get(i, "vlan", "info", index=100),
             "VLAN 100: Ports: '12t', members=0006, untag=0002, fid=0",
             "rtl8367: VLAN info text")
        c.set(i, "vlan", "fid", 5, index=100)
        t.eq(c.get(i, "vlan", "info", index=100),
             "VLAN 100: Ports: '12t', members=0006, untag=0002, fid=5",
             "rtl8367: VLAN info shows the fid set")
        t.eq(c.get(ld.id("b53"), "global", "ports"), "0x011f",
             "b53: ports is the mask of the chip's ports")
        # a slot with a vid: pvid is the slot index
        for name in ("ar8327", "mt7530", "ip17xx", "adm6996"):
            i = ld.id(name)
            c.set(i, "vlan", "vid", 100, index=3)
            c.set(i, "vlan", "ports", [(1, False)], index=3)
            t.eq((c.get(i, "vlan", "vid", index=3), c.get(i, "port", "pvid", index=1)),
                 (100, 3), "%s: slot 3 carries vid 100, port 1's pvid is slot 3" % name)


def test_vlan_indexing_more(t, env):
    with Loaded(t, env, ORDER2) as ld:
        c = ld.c
        # rtl836x: VID 0 refused, and above 15 (31 on the RTL8367B) unless
        # enable_vlan4k; the table index is the VID
        for name, high in (("rtl8366rb", 16), ("rtl8366s", 16), ("rtl8367b", 32)):
            i = ld.id(name)
            for v in (0, high):
                t.error(lambda: c.set(i, "vlan", "ports", [(1, True)], index=v), errno.EINVAL,
                        "%s: VLAN %d refused" % (name, v))
                t.error(lambda: c.set(i, "port", "pvid", v, index=1), errno.EINVAL,
                        "%s: pvid %d refused" % (name, v))
            t.succeeds(lambda: c.set(i, "vlan", "ports", [(3, True)], index=high - 1),
                       "%s: VLAN %d taken without enable_vlan4k" % (name, high - 1))
            c.set(i, "global", "enable_vlan4k", 1)
            c.set(i, "vlan", "ports", [(1, False), (2, True)], index=100)
            t.eq((c.dump_vlans(i).get(100), c.get(i, "port", "pvid", index=1)),
                 ([(1, False), (2, True)], 100),
                 "%s: with enable_vlan4k VLAN 100 is table index 100, port 1's pvid 100" % name)
            t.eq(c.get(i, "vlan", "info", index=100),
                 "VLAN 100: Ports: '12t', members=0006, untag=0002, fid=0",
                 "%s: VLAN info text" % name)
            t.error(lambda: c.set(i, "vlan", "ports", [(1, True)], index=4095), errno.EINVAL,
                    "%s: VLAN 4095 refused with enable_vlan4k" % name)
        # mvsw61xx: slot 0 refused, 1-63 taken
        i = ld.id("mvsw61xx")
        t.error(lambda: c.set(i, "vlan", "ports", [(1, True)], index=0), errno.EINVAL,
                "mvsw61xx: VLAN slot 0 refused")
        # a slot with a vid: pvid is the slot index
        for name in ("ar7240sw", "ar40xx", "mvsw61xx"):
            i = ld.id(name)
            c.set(i, "vlan", "vid", 100, index=3)
            c.set(i, "vlan", "ports", [(1, False)], index=3)
            t.eq((c.get(i, "vlan", "vid", index=3), c.get(i, "port", "pvid", index=1)),
                 (100, 3), "%s: slot 3 carries vid 100, port 1's pvid is slot 3" % name)
        # mvsw61xx: the port-based mask of a port_based VLAN's members
        i = ld.id("mvsw61xx")
        t.eq(c.get(i, "port", "mask", index=1), "0x0000: (1) ",
             "mvsw61xx: port 1's mask, no port-based VLAN")
        c.set(i, "vlan", "ports", [(1, False), (2, False), (3, True)], index=4)
        c.set(i, "vlan", "port_based", 1, index=4)
        t.eq([c.get(i, "port", "mask", index=p) for p in (1, 3, 5)],
             ["0x000c: (1) 2 3 ", "0x0006: 1 2 (3) ", "0x0000: (5) "],
             "mvsw61xx: masks once slot 4 is port_based")
        c.set(i, "vlan", "port_based", 7, index=4)
        t.eq(c.get(i, "vlan", "port_based", index=4), 0,
             "mvsw61xx: port_based is 1 only when set to 1")
    with Loaded(t, env, ORDER3) as ld:
        c, i = ld.c, ld.id("esw_rt3050")
        alias = ld.sw["esw_rt3050"]["alias"]
        # index = VID, 0-4095; 16 VLANs with members at once (VLAN 1 is one)
        c.set(i, "vlan", "ports", [(1, False), (6, True)], index=4095)
        t.eq((c.dump_vlans(i).get(4095), c.get(i, "port", "pvid", index=1)),
             ([(1, False), (6, True)], 4095), "esw_rt3050: VLAN 4095 is index 4095, pvid 4095")
        for v in range(100, 114):
            c.set(i, "vlan", "ports", [(2, True)], index=v)
        t.error(lambda: c.set(i, "vlan", "ports", [(2, True)], index=200), errno.EINVAL,
                "esw_rt3050: a 17th VLAN with members refused")
        t.succeeds(lambda: c.set(i, "vlan", "ports", [(3, True)], index=113),
                   "esw_rt3050: a VLAN it holds takes new members")
        c.set(i, "vlan", "ports", [], index=113)
        t.succeeds(lambda: c.set(i, "vlan", "ports", [(2, True)], index=200),
                   "esw_rt3050: a slot freed takes another VLAN")
        # its only counters: 16-bit INTs of ports 0-4
        _dfs_write(alias, "sim_traffic", "1 %s recv_bad=65540" % TRAFFIC)
        t.eq([c.get(i, "port", a, index=1) for a in ("recv_good", "recv_bad", "tr_good",
                                                       "tr_bad")],
             [3, 4, 2, 0], "esw_rt3050: recv_good, recv_bad (16 bits), tr_good, tr_bad")
        for attr in ("recv_good", "tr_bad", "led", "lan"):
            t.error(lambda: c.get(i, "port", attr, index=5), errno.EINVAL,
                    "esw_rt3050: no %s on port 5" % attr)
        t.eq([c.get(i, "port", "lan", index=p) for p in range(5)], [1, 1, 1, 1, 0],
             "esw_rt3050: ports 0-3 LAN, 4 WAN")
        t.error(lambda: c.set(i, "port", "lan", 0, index=1), {errno.EOPNOTSUPP, errno.EINVAL},
                "esw_rt3050: lan is read-only")


def _mib_texts(t, ld):
    c = ld.c
    for name in ld.names:
        f = FACTS.get(name)
        if not f or not f["mib"]:
            continue
        i, alias = ld.id(name), ld.sw[name]["alias"]
        if f.get("ar8xxx"):
            t.error(lambda: c.get(i, "port", "mib", index=1), errno.EOPNOTSUPP,
                    "%s: mib unavailable while ar8xxx_mib_poll_interval is 0" % name)
            c.set(i, "global", "ar8xxx_mib_poll_interval", 500)
            t.eq(c.get(i, "port", "mib", index=1), "No MIB data",
                 "%s: all counters zero: No MIB data" % name)
        else:
            t.eq(c.get(i, "port", "mib", index=1), _mib_text(f, 1, {}),
                 "%s: mib text at zero" % name)
        t.eq(_dfs_write(alias, "sim_traffic", "1 %s %s=7" % (TRAFFIC, f["named"])), None,
             "%s: traffic and %s=7 injected on port 1" % (name, f["named"]))
        want = dict(f["after"])
        want[f["named"]] = 7
        if f.get("ar8xxx"):
            basic = [n for n in f["mib"] if n not in ("RxGoodByte", "TxByte")]
            t.eq(c.get(i, "port", "mib", index=1), _mib_text(f, 1, want, hide=basic),
                 "%s: ar8xxx_mib_type 0 shows RxGoodByte and TxByte only" % name)
            c.set(i, "global", "ar8xxx_mib_type", 1)
        t.eq(c.get(i, "port", "mib", index=1), _mib_text(f, 1, want),
             "%s: mib text after the traffic" % name)
        t.eq(_dfs_write(alias, "sim_traffic", "1 NoSuchCounter=1"), errno.EINVAL,
             "%s: an unknown counter name is refused" % name)
        # 2^32 + 1: a 32-bit counter wraps to 1, unless the driver accumulates
        narrow = [n for n in f["mib"] if n not in f["wide"]][0]
        wide = sorted(f["wide"])[:1]
        inj = "%s=4294967297" % narrow + "".join(" %s=4294967297" % w for w in wide)
        _dfs_write(alias, "sim_traffic", "2 " + inj)
        vals = {narrow: 4294967297 if f.get("accumulates") else 1}
        for w in wide:
            vals[w] = 4294967297
        t.eq(c.get(i, "port", "mib", index=2), _mib_text(f, 2, vals),
             "%s: 32-bit counters wrap, 64-bit ones do not" % name)
        if name in ("ar8327", "ar8216", "rtl8367", "rtl8366rb", "rtl8366s", "rtl8367b",
                    "ar40xx"):
            c.set(i, "port", "reset_mib", index=1)
            want = "No MIB data" if f.get("ar8xxx") else _mib_text(f, 1, {})
            t.eq(c.get(i, "port", "mib", index=1), want, "%s: reset_mib zeroes port 1" % name)
            t.ok(c.get(i, "port", "mib", index=2) != want, "%s: port 2 kept its counters"
                 % name)
    return c


def test_mib_texts(t, env):
    with Loaded(t, env, ORDER2) as ld:
        _mib_texts(t, ld)
    with Loaded(t, env) as ld:
        c = _mib_texts(t, ld)
        # ar8327's KiB suffix: 100300 bytes
        i, alias = ld.id("ar8327"), ld.sw["ar8327"]["alias"]
        c.set(i, "global", "reset_mibs")
        _dfs_write(alias, "sim_traffic", "1 rx_frames=1003 size=100")
        text = c.get(i, "port", "mib", index=1)
        t.ok("RxGoodByte  : 100300 (97.9 KiB)\n" in text, "ar8327: RxGoodByte in KiB", text)
        _dfs_write(alias, "sim_traffic", "1 TxByte=4294967297")
        text = c.get(i, "port", "mib", index=1)
        t.ok("TxByte      : 4294967297 (4.0 GiB)\n" in text, "ar8327: TxByte in GiB", text)
        # b53: a port the chip does not have, the INT reset_mib
        i, alias = ld.id("b53"), ld.sw["b53"]["alias"]
        t.error(lambda: c.get(i, "port", "mib", index=5), errno.EPERM,
                "b53: no mib on port 5, which the BCM53125 does not have")
        c.set(i, "global", "reset_mib", 1)
        t.eq(c.get(i, "port", "mib", index=1), _mib_text(FACTS["b53"], 1, {}),
             "b53: reset_mib (INT) zeroes the counters")
        # mt7530: the switch-wide counters
        text = c.get(ld.id("mt7530"), "global", "mib")
        lines = text.splitlines()
        t.eq((lines[0], len(lines), lines[1], lines[-1]),
             ("Switch MIB counters", 31, "%-11s: 0" % "PPE_AC_BCNT0", "%-11s: 0" % "GDM2_RX_FCCNT"),
             "mt7530: global mib text")


def test_arl_tables(t, env):
    with Loaded(t, env) as ld:
        c = ld.c
        head = "address resolution table\n"
        for name in ("ar8327", "mt7530"):
            i, alias = ld.id(name), ld.sw[name]["alias"]
            t.eq(c.get(i, "global", "arl_table"), head, "%s: empty arl_table" % name)
            for w in ("3 %s 2" % MAC2, "1 %s 1" % MAC1, "2 %s 1" % MAC1, "1 %s 5" % MAC1):
                t.eq(_dfs_write(alias, "sim_arl", w), None, "%s: learn %s" % (name, w))
            for bad in ("9 %s 1" % MAC1, "1 00:11:22:33:44 1", "1 %s 4096" % MAC1, "1 %s" % MAC1):
                t.eq(_dfs_write(alias, "sim_arl", bad), errno.EINVAL,
                     "%s: sim_arl refuses %r" % (name, bad))
        want = head + ("Port 1: MAC %s\nPort 2: MAC %s\nPort 3: MAC %s\n" % (MAC1, MAC1, MAC2))
        t.eq(c.get(ld.id("ar8327"), "global", "arl_table"), want,
             "ar8327: by port, a MAC once per port")
        want = head + ("Port 3: MAC %s\nPort 1: MAC %s\nPort 2: MAC %s\nPort 1: MAC %s\n"
                       % (MAC2, MAC1, MAC1, MAC1))
        t.eq(c.get(ld.id("mt7530"), "global", "arl_table"), want, "mt7530: in walk order")
        i, alias = ld.id("ar8327"), ld.sw["ar8327"]["alias"]
        c.set(i, "port", "flush_arl_table", index=2)
        want = head + ("Port 1: MAC %s\nPort 3: MAC %s\n" % (MAC1, MAC2))
        t.eq(c.get(i, "global", "arl_table"), want, "ar8327: port 2's entries flushed")
        c.set(i, "global", "flush_arl_table")
        t.eq(c.get(i, "global", "arl_table"), head, "ar8327: whole table flushed")
        for n in range(101):
            _dfs_write(alias, "sim_arl", "4 02:00:00:00:%02x:%02x 1" % (n // 256, n % 256))
        text = c.get(i, "global", "arl_table")
        lines = text.splitlines()
        t.eq((lines[1], len(lines), lines[-1]),
             ("Too many entries found, displaying the first 100 only!", 102,
              "Port 4: MAC 02:00:00:00:00:63"), "ar8327: 101 entries, the first 100 shown")
        op = c.attr(i, "global", "arl_table")["id"]
        t.eq(c.dump_values(i, "global").get(0, {}).get(op), text,
             "ar8327: the value dump carries the 100-record arl_table")


def _links(t, ld):
    c = ld.c
    for name in ld.names:
        f = FACTS.get(name)
        if not f or not f.get("speed") or name == "ip17xx":
            continue
        i = ld.id(name)
        link = c.get(i, "port", "link", index=1)
        t.eq((link["link"], link["speed"], link["duplex"]), (True, f["speed"], True),
             "%s: port 1 up at %d full duplex" % (name, f["speed"]))
        change = {"aneg": False, "speed": 10, "duplex": True}
        if f["link_rw"]:
            c.set(i, "port", "link", change, index=1)
            t.eq(c.get(i, "port", "link", index=1)["speed"], 10, "%s: link forced to 10"
                 % name)
        else:
            t.error(lambda: c.set(i, "port", "link", change, index=1),
                    {errno.EOPNOTSUPP, errno.EINVAL}, "%s: link is read-only" % name)


def test_links(t, env):
    for order in (ORDER2, ORDER3):
        with Loaded(t, env, order) as ld:
            _links(t, ld)
            c = ld.c
            # a port "disable"d, or every PHY taken down, has no link
            for name, attr, index in (("rtl8366rb", "disable", 1), ("esw_rt3050", "disable", 1),
                                      ("ar40xx", "linkdown", None)):
                if name not in ld.names:
                    continue
                i = ld.id(name)
                group = "global" if index is None else "port"
                c.set(i, group, attr, 1, index=index)
                t.eq(c.get(i, "port", "link", index=1)["link"], False,
                     "%s: %s 1 takes port 1's link down" % (name, attr))
                c.set(i, group, attr, 0, index=index)
                t.eq(c.get(i, "port", "link", index=1)["link"], True,
                     "%s: %s 0 brings it up again" % (name, attr))
            if "ar40xx" in ld.names:
                i = ld.id("ar40xx")
                t.eq(c.get(i, "port", "link", index=0)["link"], True,
                     "ar40xx: linkdown leaves the CPU port up")
                t.error(lambda: c.get(i, "global", "linkdown"), errno.EOPNOTSUPP,
                        "ar40xx: linkdown is write-only")
    with Loaded(t, env) as ld:
        c = ld.c
        _links(t, ld)
        i = ld.id("b53")
        t.eq(c.get(i, "port", "link", index=6)["link"], False,
             "b53: port 6, not on the chip, has no link")
        i = ld.id("ip17xx")
        t.eq(c.get(i, "port", "status", index=1), "up, 100 Mbps, full duplex, auto-negotiate",
             "ip17xx: status text")
        t.eq(c.get(i, "port", "status", index=5), "up, 100 Mbps, cpu port",
             "ip17xx: CPU port status text")
        t.eq(c.get(i, "port", "link", index=1), 100, "ip17xx: link (INT) is the speed")
        c.set(i, "port", "link", 10, index=1)
        t.eq((c.get(i, "port", "link", index=1), c.get(i, "port", "status", index=1)),
             (10, "up, 10 Mbps, full duplex, fixed speed (10)"), "ip17xx: link 10 forces 10")
        t.error(lambda: c.set(i, "port", "link", 1000, index=1), errno.EINVAL,
                "ip17xx: link 1000 refused")
        c.set(i, "port", "link", 0, index=1)
        t.eq(c.get(i, "port", "status", index=1), "up, 100 Mbps, full duplex, auto-negotiate",
             "ip17xx: link 0 autonegotiates again")


def test_bad_personalities_refused(t, env):
    env.close_clients()
    rc, out = env.run("rmmod", HWSIM)
    if not t.eq((rc, out), (0, ""), "rmmod %s" % HWSIM):
        return
    try:
        for n, args in enumerate(BAD_PARAMS):
            mark = "bad-personality-%d" % n
            with open("/dev/kmsg", "w") as f:
                f.write("swconfig-test: %s\n" % mark)
            rc, out = _insmod(env, args)
            t.ok(rc != 0 and not _loaded(), "insmod swconfig-hwsim %s refused" % " ".join(args),
                 out)
            log = subprocess.run(["dmesg"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 universal_newlines=True).stdout
            log = log[log.rfind("swconfig-test: %s" % mark):]
            t.ok("personality" in log.split("\n", 1)[-1],
                 "%s: the kernel log names parameter personality" % " ".join(args), log[-600:])
            if _loaded():
                env.run("rmmod", HWSIM)
        rc, out = _insmod(env, ["switches=3", "personality=b53"])
        t.eq((rc, out), (0, ""), "switches=3 personality=b53 loads")
        c = swnl.SwitchClient()
        t.eq(sorted(s["name"] for s in c.switches()), ["BCM53125"] * 3,
             "a switch beyond the list takes the last personality")
        c.close()
        env.run("rmmod", HWSIM)
    finally:
        _insmod(env, env.insmod_args())
        env.c = env.client()
        env.map_switches()
    t.eq(len(env.c.switches()), len(env.switches), "all switches back after reloading")


def test_hostile_sim_writes(t, env):
    """debugfs sim_traffic and sim_arl: a write that does not parse changes nothing."""
    from test_hwsim_inputs import HOSTILE
    with Loaded(t, env) as ld:
        c = ld.c
        i, alias = ld.id("mt753x"), ld.sw["mt753x"]["alias"]
        before = [c.get(i, "port", "mib", index=p) for p in range(7)]
        for name in ("sim_traffic", "sim_arl"):
            for data in HOSTILE + [b"1 RxCRC=1 bogus", b"1 size=0 rx_frames=1",
                                   b"7 RxCRC=1", b"4294967296 RxCRC=1", b"1 RxCRC=-1"]:
                _dfs_write(alias if name == "sim_traffic" else ld.sw["ar8327"]["alias"],
                           name, data)
        t.eq([c.get(i, "port", "mib", index=p) for p in range(7)], before,
             "mt753x: counters unchanged by refused sim_traffic writes")
        t.eq(c.get(ld.id("ar8327"), "global", "arl_table"), "address resolution table\n",
             "ar8327: nothing learnt from refused sim_arl writes")
        t.ok(not os.path.exists(os.path.join(DEBUGFS, ld.sw["b53"]["alias"], "sim_arl")),
             "b53 (no arl_table): no sim_arl file")
