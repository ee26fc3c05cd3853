// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The drivers' counter names: which statistic (enum swa_ctr) each adds
 * to, and whether the driver prints it from a 32-bit register that wraps.
 *
 * swconfig has no counter API: each driver prints what its chip counts in
 * a "mib" text, under its own names (the OpenWrt drivers' lists are in
 * agent/README.md, "Port statistics"). Most names mean one thing whatever
 * the driver, and are matched without regard to case (rtl8367b prints
 * "ifInOctets" where rtl8366rb prints "IfInOctets"). A few families need
 * their own reading, a dialect found from the names of the text:
 *
 *  - ar8xxx names its size buckets by their upper bound ("Rx128Byte":
 *    65-127) and mt753x by their lower one ("Rx128Byte": 128-255);
 *  - ar8xxx adds each register reading into a 64-bit software total, so
 *    nothing it prints wraps at 32 bits;
 *  - adm6996 and ramips mt7530 print every counter, octets too, from a
 *    32-bit value.
 *
 * Elsewhere (b53, hwsim, rtl836x, rtl8367c, mt753x) octet counters are
 * 64-bit and the others 32-bit registers printed as read.
 */
#include "config.h"

#include <string.h>
#include <strings.h>

#include "core.h"

struct swa_ctr_name {
	const char *name;
	enum swa_ctr ctr;
};

#define IN_OCT	SWA_CTR_IN_OCTETS
#define OUT_OCT	SWA_CTR_OUT_OCTETS

/* Names that mean the same in every dialect */
static const struct swa_ctr_name swa_generic_names[] = {
	/* received octets: every frame's, good or bad (RFC 2863) */
	{ "RxOctets", IN_OCT },			/* b53, hwsim */
	{ "RxGoodByte", IN_OCT },		/* ar8xxx */
	{ "RxBadByte", IN_OCT },		/* ar8xxx */
	{ "RxByte", IN_OCT },			/* mt753x, adm6996 */
	{ "RxBytes", IN_OCT },
	{ "IfInOctets", IN_OCT },		/* rtl836x, rtl8367c */
	{ "RxGOC", IN_OCT },			/* mt7530: good octets */
	{ "RxBOC", IN_OCT },			/* mt7530: bad octets */
	/* received frames by destination */
	{ "RxUnicastPkts", SWA_CTR_IN_UCAST },
	{ "RxUniCast", SWA_CTR_IN_UCAST },
	{ "RxUni", SWA_CTR_IN_UCAST },		/* mt753x */
	{ "IfInUcastPkts", SWA_CTR_IN_UCAST },
	{ "RxMulticastPkts", SWA_CTR_IN_MCAST },
	{ "RxMulticast", SWA_CTR_IN_MCAST },
	{ "RxMulti", SWA_CTR_IN_MCAST },	/* ar8xxx, mt753x */
	{ "IfInMulticastPkts", SWA_CTR_IN_MCAST },
	{ "RxBroadcastPkts", SWA_CTR_IN_BCAST },
	{ "RxBroadcast", SWA_CTR_IN_BCAST },
	{ "RxBroad", SWA_CTR_IN_BCAST },	/* ar8xxx, mt753x */
	{ "IfInBroadcastPkts", SWA_CTR_IN_BCAST },
	/* the RMON names of rtl836x/rtl8367c: ifIn*Pkts where those lack */
	{ "EtherStatsMulticastPkts", SWA_CTR_ETH_MCAST },
	{ "EtherStatsMcastPkts", SWA_CTR_ETH_MCAST },
	{ "EtherStatsBroadcastPkts", SWA_CTR_ETH_BCAST },
	{ "EtherStatsBcastPkts", SWA_CTR_ETH_BCAST },
	{ "EtherStatsOctets", SWA_CTR_ETH_OCTETS },
	/* received frames dropped without an error (ifInDiscards) */
	{ "RxDropPkts", SWA_CTR_IN_DISCARDS },	/* b53 */
	{ "RxDiscarded", SWA_CTR_IN_DISCARDS },	/* b53 */
	{ "RxDrop", SWA_CTR_IN_DISCARDS },	/* mt753x */
	{ "RxDropped", SWA_CTR_IN_DISCARDS },
	{ "RxFiltered", SWA_CTR_IN_DISCARDS },	/* mt753x */
	{ "RxCtrlDrop", SWA_CTR_IN_DISCARDS },	/* mt753x */
	{ "RxIngDrop", SWA_CTR_IN_DISCARDS },	/* mt753x */
	{ "RxARLDrop", SWA_CTR_IN_DISCARDS },	/* mt753x */
	{ "RxOverFlow", SWA_CTR_IN_DISCARDS },	/* ar8xxx */
	{ "Filtered", SWA_CTR_IN_DISCARDS },	/* ar8xxx */
	{ "Dot1dTpPortInDiscards", SWA_CTR_IN_DISCARDS },
	{ "EtherStatsDropEvents", SWA_CTR_DROP_EVENTS },
	/* receive errors, each counted once (RFC 3635 / IEEE 802.3) */
	{ "RxFCSErrors", SWA_CTR_FCS },		/* b53 */
	{ "RxFcsErr", SWA_CTR_FCS },		/* ar8xxx */
	{ "RxCRC", SWA_CTR_FCS },		/* mt753x */
	{ "RxCrcErr", SWA_CTR_FCS },
	{ "Dot3StatsFCSErrors", SWA_CTR_FCS },
	{ "RxAlignmentErrors", SWA_CTR_ALIGN },
	{ "RxAlignErr", SWA_CTR_ALIGN },	/* ar8xxx, mt753x */
	{ "Dot3StatsAlignmentErrors", SWA_CTR_ALIGN },
	{ "RxSymbolErrors", SWA_CTR_SYMBOL },	/* b53 */
	{ "RxSymbolErr", SWA_CTR_SYMBOL },
	{ "Dot3StatsSymbolErrors", SWA_CTR_SYMBOL },
	{ "RxTooLong", SWA_CTR_TOO_LONG },	/* ar8xxx */
	{ "RxUndersizePkts", SWA_CTR_UNDERSIZE },	/* b53: runts, good FCS */
	{ "RxRunt", SWA_CTR_UNDERSIZE },	/* ar8xxx */
	{ "RxUnderSize", SWA_CTR_UNDERSIZE },	/* mt753x */
	{ "EtherStatsUnderSizePkts", SWA_CTR_UNDERSIZE },
	{ "RxOversizePkts", SWA_CTR_OVERSIZE },	/* b53 */
	{ "RxOverSize", SWA_CTR_OVERSIZE },	/* mt753x */
	{ "EtherOversizeStats", SWA_CTR_OVERSIZE },	/* rtl836x */
	{ "EtherStatsOversizePkts", SWA_CTR_OVERSIZE },	/* rtl8367c */
	{ "RxFragments", SWA_CTR_FRAGMENTS },	/* b53 */
	{ "RxFragment", SWA_CTR_FRAGMENTS },	/* ar8xxx, mt753x */
	{ "EtherFragments", SWA_CTR_FRAGMENTS },	/* rtl8366 */
	{ "EtherStatsFragments", SWA_CTR_FRAGMENTS },
	{ "RxJabbers", SWA_CTR_JABBERS },	/* b53 */
	{ "RxJabber", SWA_CTR_JABBERS },	/* mt753x */
	{ "EtherStatsJabbers", SWA_CTR_JABBERS },
	/* pause and MAC control frames */
	{ "RxPausePkts", SWA_CTR_IN_PAUSE },	/* b53 */
	{ "RxPause", SWA_CTR_IN_PAUSE },	/* ar8xxx, mt753x */
	{ "Dot3InPauseFrames", SWA_CTR_IN_PAUSE },
	{ "TxPausePkts", SWA_CTR_OUT_PAUSE },
	{ "TxPause", SWA_CTR_OUT_PAUSE },
	{ "Dot3OutPauseFrames", SWA_CTR_OUT_PAUSE },
	{ "Dot3ControlInUnknownOpcodes", SWA_CTR_UNKNOWN_OPCODES },
	/* received frames by size (RMON buckets, lower-bound names) */
	{ "Pkts64Octets", SWA_CTR_PKTS_64 },	/* b53 */
	{ "Pkts65to127Octets", SWA_CTR_PKTS_65_127 },
	{ "Pkts128to255Octets", SWA_CTR_PKTS_128_255 },
	{ "Pkts256to511Octets", SWA_CTR_PKTS_256_511 },
	{ "Pkts512to1023Octets", SWA_CTR_PKTS_512_1023 },
	{ "Pkts1024to1522Octets", SWA_CTR_PKTS_1024_1518 },
	{ "RxJumboPkts", SWA_CTR_PKTS_LONG },
	{ "Pkts1523to2047Octets", SWA_CTR_PKTS_LONG },	/* b53 63xx */
	{ "Pkts2048to4095Octets", SWA_CTR_PKTS_LONG },
	{ "Pkts4096to8191Octets", SWA_CTR_PKTS_LONG },
	{ "Pkts8192to9728Octets", SWA_CTR_PKTS_LONG },
	{ "EtherStatsPkts64Octets", SWA_CTR_PKTS_64 },	/* rtl836x, 8367c */
	{ "EtherStatsPkts65to127Octets", SWA_CTR_PKTS_65_127 },
	{ "EtherStatsPkts128to255Octets", SWA_CTR_PKTS_128_255 },
	{ "EtherStatsPkts256to511Octets", SWA_CTR_PKTS_256_511 },
	{ "EtherStatsPkts512to1023Octets", SWA_CTR_PKTS_512_1023 },
	{ "EtherStatsPkts1024to1518Octets", SWA_CTR_PKTS_1024_1518 },
	{ "EtherStatsPkts1024toMaxOctets", SWA_CTR_PKTS_1024_1518 },
	/* sent octets and frames */
	{ "TxOctets", OUT_OCT },		/* b53, hwsim */
	{ "TxByte", OUT_OCT },			/* ar8xxx, mt753x, adm6996 */
	{ "TxBytes", OUT_OCT },
	{ "IfOutOctets", OUT_OCT },
	{ "TxGOC", OUT_OCT },			/* mt7530: good octets */
	{ "TxBOC", OUT_OCT },			/* mt7530: bad octets */
	{ "TxUnicastPkts", SWA_CTR_OUT_UCAST },
	{ "TxUniCast", SWA_CTR_OUT_UCAST },
	{ "TxUni", SWA_CTR_OUT_UCAST },
	{ "IfOutUcastPkts", SWA_CTR_OUT_UCAST },
	{ "TxMulticastPkts", SWA_CTR_OUT_MCAST },
	{ "TxMulticast", SWA_CTR_OUT_MCAST },
	{ "TxMulti", SWA_CTR_OUT_MCAST },
	{ "IfOutMulticastPkts", SWA_CTR_OUT_MCAST },
	{ "TxBroadcastPkts", SWA_CTR_OUT_BCAST },
	{ "TxBroadcast", SWA_CTR_OUT_BCAST },
	{ "TxBroad", SWA_CTR_OUT_BCAST },
	{ "IfOutBroadcastPkts", SWA_CTR_OUT_BCAST },
	{ "IfOutBrocastPkts", SWA_CTR_OUT_BCAST },	/* rtl8367c (sic) */
	/* frames not sent */
	{ "TxDropPkts", SWA_CTR_OUT_DISCARDS },	/* b53 */
	{ "TxDrop", SWA_CTR_OUT_DISCARDS },	/* mt753x */
	{ "TxDropped", SWA_CTR_OUT_DISCARDS },
	{ "IfOutDiscards", SWA_CTR_OUT_DISCARDS },	/* rtl8367b/c */
	{ "Dot1dBasePortDelayExceededDiscards", SWA_CTR_OUT_DISCARDS },
	/* collisions and transmit errors */
	{ "TxCollisions", SWA_CTR_COLLISIONS },	/* b53 */
	{ "TxCollision", SWA_CTR_COLLISIONS },	/* ar8xxx, mt753x */
	{ "EtherStatsCollisions", SWA_CTR_COLLISIONS },
	{ "TxSingleCollision", SWA_CTR_SINGLE_COL },
	{ "TxSingleCol", SWA_CTR_SINGLE_COL },
	{ "Dot3StatsSingleCollisionFrames", SWA_CTR_SINGLE_COL },
	{ "TxMultipleCollision", SWA_CTR_MULTI_COL },
	{ "TxMultiCol", SWA_CTR_MULTI_COL },
	{ "Dot3StatMultipleCollisionFrames", SWA_CTR_MULTI_COL },	/* sic */
	{ "Dot3StatsMultipleCollisionFrames", SWA_CTR_MULTI_COL },
	{ "TxDeferredTransmit", SWA_CTR_DEFERRED },
	{ "TxDefer", SWA_CTR_DEFERRED },
	{ "Dot3sDeferredTransmissions", SWA_CTR_DEFERRED },	/* sic */
	{ "Dot3StatsDeferredTransmissions", SWA_CTR_DEFERRED },
	{ "TxLateCollision", SWA_CTR_LATE_COL },
	{ "TxLateCol", SWA_CTR_LATE_COL },
	{ "TxLateColl", SWA_CTR_LATE_COL },
	{ "Dot3StatsLateCollisions", SWA_CTR_LATE_COL },
	{ "TxExcessiveCollision", SWA_CTR_EXCESS_COL },
	{ "TxAbortCol", SWA_CTR_EXCESS_COL },	/* ar8xxx */
	{ "TxExcCol", SWA_CTR_EXCESS_COL },	/* mt753x */
	{ "TxExcessColl", SWA_CTR_EXCESS_COL },
	{ "Dot3StatsExcessiveCollisions", SWA_CTR_EXCESS_COL },
	/* frames the MAC failed to send for a reason of its own */
	{ "TxUnderRun", SWA_CTR_MAC_TX_ERR },	/* ar8xxx */
	{ "TxOverSize", SWA_CTR_MAC_TX_ERR },	/* ar8xxx */
	{ "TxExcDefer", SWA_CTR_MAC_TX_ERR },	/* ar8xxx: excessive deferral */
	{ "TxCRC", SWA_CTR_MAC_TX_ERR },	/* mt753x */
	{ "TxCrcErr", SWA_CTR_MAC_TX_ERR },
	{ "TxEPC", SWA_CTR_OUT_ERRORS },	/* mt7530: error packets */
	{ "RxEPC1", SWA_CTR_IN_ERRORS },	/* mt7530 */
	{ "RxEPC2", SWA_CTR_IN_ERRORS },	/* mt7530 */
};

/* ar8xxx: buckets named by their upper bound */
static const struct swa_ctr_name swa_ar8236_names[] = {
	{ "Rx64Byte", SWA_CTR_PKTS_64 },
	{ "Rx128Byte", SWA_CTR_PKTS_65_127 },
	{ "Rx256Byte", SWA_CTR_PKTS_128_255 },
	{ "Rx512Byte", SWA_CTR_PKTS_256_511 },
	{ "Rx1024Byte", SWA_CTR_PKTS_512_1023 },
	{ "Rx1518Byte", SWA_CTR_PKTS_1024_1518 },
	{ "RxMaxByte", SWA_CTR_PKTS_LONG },
};

/* ar8216 has no Rx1518Byte: its last bucket, RxMaxByte, starts at 1024 */
static const struct swa_ctr_name swa_ar8216_names[] = {
	{ "Rx64Byte", SWA_CTR_PKTS_64 },
	{ "Rx128Byte", SWA_CTR_PKTS_65_127 },
	{ "Rx256Byte", SWA_CTR_PKTS_128_255 },
	{ "Rx512Byte", SWA_CTR_PKTS_256_511 },
	{ "Rx1024Byte", SWA_CTR_PKTS_512_1023 },
	{ "RxMaxByte", SWA_CTR_PKTS_1024_1518 },
};

/* mt753x: buckets named by their lower bound, the last one open */
static const struct swa_ctr_name swa_mt753x_names[] = {
	{ "Rx64Byte", SWA_CTR_PKTS_64 },
	{ "Rx65Byte", SWA_CTR_PKTS_65_127 },
	{ "Rx128Byte", SWA_CTR_PKTS_128_255 },
	{ "Rx256Byte", SWA_CTR_PKTS_256_511 },
	{ "Rx512Byte", SWA_CTR_PKTS_512_1023 },
	{ "Rx1024Byte", SWA_CTR_PKTS_1024_1518 },
};

/* adm6996: "Collision" and "Error" are its only error counters */
static const struct swa_ctr_name swa_adm6996_names[] = {
	{ "Collision", SWA_CTR_COLLISIONS },
	{ "Error", SWA_CTR_IN_ERRORS },
};

static const struct swa_dialect_names {
	const struct swa_ctr_name *names;
	size_t n;
} swa_dialect_names[] = {
	[SWA_DIALECT_GENERIC] = { NULL, 0 },
	[SWA_DIALECT_AR8216] = { swa_ar8216_names, SWA_ARRAY_SIZE(swa_ar8216_names) },
	[SWA_DIALECT_AR8236] = { swa_ar8236_names, SWA_ARRAY_SIZE(swa_ar8236_names) },
	[SWA_DIALECT_MT753X] = { swa_mt753x_names, SWA_ARRAY_SIZE(swa_mt753x_names) },
	[SWA_DIALECT_MT7530] = { NULL, 0 },
	[SWA_DIALECT_ADM6996] = { swa_adm6996_names, SWA_ARRAY_SIZE(swa_adm6996_names) },
};

static int swa_find(const struct swa_ctr_name *t, size_t n, const char *name,
		    size_t len)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strlen(t[i].name) == len && !strncasecmp(t[i].name, name, len))
			return (int)t[i].ctr;
	}
	return -1;
}

/* Whether a dialect's driver prints the counter from 32 bits that wrap */
static bool swa_wraps32(enum swa_dialect d, enum swa_ctr c)
{
	switch (d) {
	case SWA_DIALECT_AR8216:
	case SWA_DIALECT_AR8236:
		return false;		/* 64-bit software totals */
	case SWA_DIALECT_MT7530:
	case SWA_DIALECT_ADM6996:
		return true;		/* every counter 32 bits wide */
	default:
		return c != SWA_CTR_IN_OCTETS && c != SWA_CTR_OUT_OCTETS &&
		       c != SWA_CTR_ETH_OCTETS;
	}
}

int swa_ctr_of_name(enum swa_dialect d, const char *name, size_t len,
		    bool *wraps32)
{
	const struct swa_dialect_names *dn = &swa_dialect_names[d];
	int c = swa_find(dn->names, dn->n, name, len);

	if (c < 0)
		c = swa_find(swa_generic_names, SWA_ARRAY_SIZE(swa_generic_names),
			     name, len);
	if (c >= 0 && wraps32)
		*wraps32 = swa_wraps32(d, (enum swa_ctr)c);
	return c;
}

/* ------------------------------------------------------------ dialects */

struct swa_sniff {
	bool ar8xxx, ar1518, mt753x, mt7530, adm6996;
};

static bool swa_is(const char *name, size_t len, const char *word)
{
	return strlen(word) == len && !strncasecmp(word, name, len);
}

static void swa_sniff_one(void *arg, const char *name, size_t len,
			  uint64_t value)
{
	struct swa_sniff *s = arg;

	(void)value;
	/* names no other family prints */
	if (swa_is(name, len, "RxGoodByte") || swa_is(name, len, "RxMaxByte"))
		s->ar8xxx = true;
	if (swa_is(name, len, "Rx1518Byte"))
		s->ar1518 = true;
	if (swa_is(name, len, "Rx65Byte") || swa_is(name, len, "RxCRC"))
		s->mt753x = true;
	if (swa_is(name, len, "RxGOC") || swa_is(name, len, "TxGPC"))
		s->mt7530 = true;
	if (swa_is(name, len, "RxPacket"))
		s->adm6996 = true;
}

enum swa_dialect swa_mib_dialect(const char *text)
{
	struct swa_sniff s = { 0 };

	swa_mib_parse(text, swa_sniff_one, &s);
	if (s.ar8xxx)
		return s.ar1518 ? SWA_DIALECT_AR8236 : SWA_DIALECT_AR8216;
	if (s.mt753x)
		return SWA_DIALECT_MT753X;
	if (s.mt7530)
		return SWA_DIALECT_MT7530;
	if (s.adm6996)
		return SWA_DIALECT_ADM6996;
	return SWA_DIALECT_GENERIC;
}
