// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: per-port MIB counters.
 *
 * Nothing really flows through the simulated switch, so tests inject
 * traffic through the write-only port attribute sim_traffic, a list of
 * space-separated NAME=VALUE words:
 *
 *   <counter>=N     add N to that counter (names as in the mib attribute)
 *   rx_frames=N     receive N frames of the given size and cast:
 *                   RxOctets, then RxUndersizePkts (size < 64),
 *                   RxOversizePkts (size > max_frame_size), or
 *                   RxGoodOctets, Rx<cast>Pkts and the size bucket
 *                   (Pkts64Octets .. Pkts1024to1522Octets, RxJumboPkts)
 *   tx_frames=N     send N frames: TxOctets and Tx<cast>Pkts
 *   size=S          frame size for rx_frames/tx_frames (default 64)
 *   cast=unicast|multicast|broadcast   (default unicast)
 *
 * A word that does not parse rejects the whole write, changing nothing.
 */
#include <linux/kernel.h>
#include <linux/overflow.h>
#include <linux/string.h>

#include "hwsim.h"

static const char * const hwsim_mib_names[HWSIM_MIB_COUNT] = {
	[HWSIM_MIB_TX_OCTETS]			= "TxOctets",
	[HWSIM_MIB_TX_DROP]			= "TxDropPkts",
	[HWSIM_MIB_TX_BROADCAST]		= "TxBroadcastPkts",
	[HWSIM_MIB_TX_MULTICAST]		= "TxMulticastPkts",
	[HWSIM_MIB_TX_UNICAST]			= "TxUnicastPkts",
	[HWSIM_MIB_TX_COLLISIONS]		= "TxCollisions",
	[HWSIM_MIB_TX_SINGLE_COLLISION]		= "TxSingleCollision",
	[HWSIM_MIB_TX_MULTIPLE_COLLISION]	= "TxMultipleCollision",
	[HWSIM_MIB_TX_DEFERRED]			= "TxDeferredTransmit",
	[HWSIM_MIB_TX_LATE_COLLISION]		= "TxLateCollision",
	[HWSIM_MIB_TX_EXCESSIVE_COLLISION]	= "TxExcessiveCollision",
	[HWSIM_MIB_TX_PAUSE]			= "TxPausePkts",
	[HWSIM_MIB_RX_OCTETS]			= "RxOctets",
	[HWSIM_MIB_RX_UNDERSIZE]		= "RxUndersizePkts",
	[HWSIM_MIB_RX_PAUSE]			= "RxPausePkts",
	[HWSIM_MIB_PKTS_64]			= "Pkts64Octets",
	[HWSIM_MIB_PKTS_65_127]			= "Pkts65to127Octets",
	[HWSIM_MIB_PKTS_128_255]		= "Pkts128to255Octets",
	[HWSIM_MIB_PKTS_256_511]		= "Pkts256to511Octets",
	[HWSIM_MIB_PKTS_512_1023]		= "Pkts512to1023Octets",
	[HWSIM_MIB_PKTS_1024_1522]		= "Pkts1024to1522Octets",
	[HWSIM_MIB_RX_OVERSIZE]			= "RxOversizePkts",
	[HWSIM_MIB_RX_JABBERS]			= "RxJabbers",
	[HWSIM_MIB_RX_ALIGNMENT_ERRORS]		= "RxAlignmentErrors",
	[HWSIM_MIB_RX_FCS_ERRORS]		= "RxFCSErrors",
	[HWSIM_MIB_RX_GOOD_OCTETS]		= "RxGoodOctets",
	[HWSIM_MIB_RX_DROP]			= "RxDropPkts",
	[HWSIM_MIB_RX_UNICAST]			= "RxUnicastPkts",
	[HWSIM_MIB_RX_MULTICAST]		= "RxMulticastPkts",
	[HWSIM_MIB_RX_BROADCAST]		= "RxBroadcastPkts",
	[HWSIM_MIB_RX_SA_CHANGES]		= "RxSAChanges",
	[HWSIM_MIB_RX_FRAGMENTS]		= "RxFragments",
	[HWSIM_MIB_RX_JUMBO]			= "RxJumboPkts",
	[HWSIM_MIB_RX_SYMBOL_ERRORS]		= "RxSymbolErrors",
	[HWSIM_MIB_RX_DISCARDED]		= "RxDiscarded",
};

/* Counters a frame of each cast type goes to, by direction */
static const struct {
	const char *name;
	enum hwsim_mib rx;
	enum hwsim_mib tx;
} hwsim_casts[] = {
	{ "unicast", HWSIM_MIB_RX_UNICAST, HWSIM_MIB_TX_UNICAST },
	{ "multicast", HWSIM_MIB_RX_MULTICAST, HWSIM_MIB_TX_MULTICAST },
	{ "broadcast", HWSIM_MIB_RX_BROADCAST, HWSIM_MIB_TX_BROADCAST },
};

#define HWSIM_MIN_FRAME_SIZE	64
#define HWSIM_DEFAULT_FRAME_SIZE	64

/* A sim_traffic write, parsed in full before any counter changes */
struct hwsim_traffic {
	u64 delta[HWSIM_MIB_COUNT];
	u64 named[HWSIM_PMIB_MAX];	/* a personality's counters by name */
	u64 rx_frames;
	u64 tx_frames;
	u64 size;
	unsigned int cast;
};

int hwsim_get_mib(struct switch_dev *sw, const struct switch_attr *attr,
		  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const u64 *mib = hw->port[val->port_vlan].mib;
	size_t len = 0;
	unsigned int i;

	hwsim_count_read(hw, HWSIM_READ_MIB);
	for (i = 0; i < HWSIM_MIB_COUNT; i++)
		len += scnprintf(hw->strbuf + len, sizeof(hw->strbuf) - len,
				 "%-20s: %llu\n", hwsim_mib_names[i], mib[i]);
	val->value.s = hw->strbuf;
	return 0;
}

/* A write-only attribute, but "swconfig show" reads every attribute */
int hwsim_get_sim_traffic(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val)
{
	val->value.s = "";
	return 0;
}

static int hwsim_traffic_cast(struct hwsim_traffic *t, const char *arg)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(hwsim_casts); i++) {
		if (!strcmp(arg, hwsim_casts[i].name)) {
			t->cast = i;
			return 0;
		}
	}
	return -EINVAL;
}

static int hwsim_traffic_word(const struct hwsim_switch *hw,
			      struct hwsim_traffic *t, char *word)
{
	char *arg = strchr(word, '=');
	u64 n;
	int i;

	if (!arg)
		return -EINVAL;
	*arg++ = '\0';

	if (!strcmp(word, "cast"))
		return hwsim_traffic_cast(t, arg);
	if (kstrtou64(arg, 10, &n))
		return -EINVAL;
	if (!strcmp(word, "rx_frames")) {
		t->rx_frames += n;
	} else if (!strcmp(word, "tx_frames")) {
		t->tx_frames += n;
	} else if (!strcmp(word, "size")) {
		t->size = n;
	} else if (hw->persona) {
		i = hwsim_persona_counter(hw, word);
		if (i < 0)
			return -EINVAL;
		t->named[i] += n;
	} else {
		i = match_string(hwsim_mib_names, HWSIM_MIB_COUNT, word);
		if (i < 0)
			return -EINVAL;
		t->delta[i] += n;
	}
	return 0;
}

static enum hwsim_mib hwsim_size_bucket(u64 size)
{
	if (size <= 64)
		return HWSIM_MIB_PKTS_64;
	if (size <= 127)
		return HWSIM_MIB_PKTS_65_127;
	if (size <= 255)
		return HWSIM_MIB_PKTS_128_255;
	if (size <= 511)
		return HWSIM_MIB_PKTS_256_511;
	if (size <= 1023)
		return HWSIM_MIB_PKTS_512_1023;
	if (size <= 1522)
		return HWSIM_MIB_PKTS_1024_1522;
	return HWSIM_MIB_RX_JUMBO;
}

/* Turn rx_frames/tx_frames into the counters a real MAC would bump */
static int hwsim_traffic_frames(struct hwsim_traffic *t, u32 max_frame)
{
	u64 n = t->rx_frames, rx_octets, tx_octets;

	if (t->size == 0 ||
	    check_mul_overflow(t->rx_frames, t->size, &rx_octets) ||
	    check_mul_overflow(t->tx_frames, t->size, &tx_octets))
		return -EINVAL;

	t->delta[HWSIM_MIB_TX_OCTETS] += tx_octets;
	t->delta[hwsim_casts[t->cast].tx] += t->tx_frames;

	t->delta[HWSIM_MIB_RX_OCTETS] += rx_octets;
	if (t->size < HWSIM_MIN_FRAME_SIZE) {
		t->delta[HWSIM_MIB_RX_UNDERSIZE] += n;
	} else if (t->size > max_frame) {
		t->delta[HWSIM_MIB_RX_OVERSIZE] += n;
	} else {
		t->delta[HWSIM_MIB_RX_GOOD_OCTETS] += rx_octets;
		t->delta[hwsim_casts[t->cast].rx] += n;
		t->delta[hwsim_size_bucket(t->size)] += n;
	}
	return 0;
}

static int hwsim_traffic_parse(const struct hwsim_switch *hw,
			       struct hwsim_traffic *t, char *s)
{
	char *word;
	int ret;

	t->size = HWSIM_DEFAULT_FRAME_SIZE;
	while ((word = strsep(&s, " \t\n"))) {
		if (!*word)
			continue;
		ret = hwsim_traffic_word(hw, t, word);
		if (ret)
			return ret;
	}
	return hwsim_traffic_frames(t, hw->max_frame);
}

/*
 * sim_traffic (the attribute, or debugfs for a personality) on one port;
 * s is parsed in place. Counter names are the personality's.
 */
int hwsim_traffic_inject(struct hwsim_switch *hw, unsigned int port, char *s)
{
	struct hwsim_traffic t = { };
	u64 *mib = hw->port[port].mib;
	unsigned int i;
	int ret;

	ret = hwsim_traffic_parse(hw, &t, s);
	if (ret)
		return ret;
	if (hw->persona) {
		hwsim_persona_add_mib(hw, port, t.delta, t.named);
		return 0;
	}
	for (i = 0; i < HWSIM_MIB_COUNT; i++)
		mib[i] += t.delta[i];
	return 0;
}

int hwsim_set_sim_traffic(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;

	/* strsep() needs a writable copy; strbuf is free during a set */
	BUILD_BUG_ON(sizeof(hw->strbuf) <= HWSIM_MAX_STRING);
	if (strscpy(hw->strbuf, val->value.s, sizeof(hw->strbuf)) < 0)
		return -EINVAL;
	return hwsim_traffic_inject(hw, val->port_vlan, hw->strbuf);
}

int hwsim_reset_mib(struct switch_dev *sw, const struct switch_attr *attr,
		    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int i;

	if (hwsim_write_fails(hw))
		return -EIO;
	for (i = 0; i < sw->ports; i++) {
		memset(hw->port[i].mib, 0, sizeof(hw->port[i].mib));
		memset(hw->port[i].pmib, 0, sizeof(hw->port[i].pmib));
	}
	return 0;
}
