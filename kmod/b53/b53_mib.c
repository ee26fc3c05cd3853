// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53: per-port MIB counters, the `mib` port attribute.
 *
 * Each port has a page of counters (the CPU port of the BCM5365 at the
 * IMP port's page, 8). Octet counters are 64 bits wide,
 * frame counters 32 bits and wrap; the attribute prints them as read,
 * under the names swconfig-hwsim also uses, and the agent accumulates.
 */
#include <linux/delay.h>
#include <linux/kernel.h>

#include "b53_priv.h"

struct b53_mib_desc {
	u8 size;		/* bytes: 4 or 8 */
	u8 offset;
	const char *name;
};

/* BCM5365 (mainline's b53_mibs_65) */
static const struct b53_mib_desc b53_mibs_65[] = {
	{ 8, 0x00, "TxOctets" },
	{ 4, 0x08, "TxDropPkts" },
	{ 4, 0x10, "TxBroadcastPkts" },
	{ 4, 0x14, "TxMulticastPkts" },
	{ 4, 0x18, "TxUnicastPkts" },
	{ 4, 0x1c, "TxCollisions" },
	{ 4, 0x20, "TxSingleCollision" },
	{ 4, 0x24, "TxMultipleCollision" },
	{ 4, 0x28, "TxDeferredTransmit" },
	{ 4, 0x2c, "TxLateCollision" },
	{ 4, 0x30, "TxExcessiveCollision" },
	{ 4, 0x38, "TxPausePkts" },
	{ 8, 0x44, "RxOctets" },
	{ 4, 0x4c, "RxUndersizePkts" },
	{ 4, 0x50, "RxPausePkts" },
	{ 4, 0x54, "Pkts64Octets" },
	{ 4, 0x58, "Pkts65to127Octets" },
	{ 4, 0x5c, "Pkts128to255Octets" },
	{ 4, 0x60, "Pkts256to511Octets" },
	{ 4, 0x64, "Pkts512to1023Octets" },
	{ 4, 0x68, "Pkts1024to1522Octets" },
	{ 4, 0x6c, "RxOversizePkts" },
	{ 4, 0x70, "RxJabbers" },
	{ 4, 0x74, "RxAlignmentErrors" },
	{ 4, 0x78, "RxFCSErrors" },
	{ 8, 0x7c, "RxGoodOctets" },
	{ 4, 0x84, "RxDropPkts" },
	{ 4, 0x88, "RxUnicastPkts" },
	{ 4, 0x8c, "RxMulticastPkts" },
	{ 4, 0x90, "RxBroadcastPkts" },
	{ 4, 0x94, "RxSAChanges" },
	{ 4, 0x98, "RxFragments" },
};

/* The gigabit chips and the BCM5325 (mainline's b53_mibs, b53_get_mib()) */
static const struct b53_mib_desc b53_mibs_ge[] = {
	{ 8, 0x00, "TxOctets" },
	{ 4, 0x08, "TxDropPkts" },
	{ 4, 0x10, "TxBroadcastPkts" },
	{ 4, 0x14, "TxMulticastPkts" },
	{ 4, 0x18, "TxUnicastPkts" },
	{ 4, 0x1c, "TxCollisions" },
	{ 4, 0x20, "TxSingleCollision" },
	{ 4, 0x24, "TxMultipleCollision" },
	{ 4, 0x28, "TxDeferredTransmit" },
	{ 4, 0x2c, "TxLateCollision" },
	{ 4, 0x30, "TxExcessiveCollision" },
	{ 4, 0x38, "TxPausePkts" },
	{ 8, 0x50, "RxOctets" },
	{ 4, 0x58, "RxUndersizePkts" },
	{ 4, 0x5c, "RxPausePkts" },
	{ 4, 0x60, "Pkts64Octets" },
	{ 4, 0x64, "Pkts65to127Octets" },
	{ 4, 0x68, "Pkts128to255Octets" },
	{ 4, 0x6c, "Pkts256to511Octets" },
	{ 4, 0x70, "Pkts512to1023Octets" },
	{ 4, 0x74, "Pkts1024to1522Octets" },
	{ 4, 0x78, "RxOversizePkts" },
	{ 4, 0x7c, "RxJabbers" },
	{ 4, 0x80, "RxAlignmentErrors" },
	{ 4, 0x84, "RxFCSErrors" },
	{ 8, 0x88, "RxGoodOctets" },
	{ 4, 0x90, "RxDropPkts" },
	{ 4, 0x94, "RxUnicastPkts" },
	{ 4, 0x98, "RxMulticastPkts" },
	{ 4, 0x9c, "RxBroadcastPkts" },
	{ 4, 0xa0, "RxSAChanges" },
	{ 4, 0xa4, "RxFragments" },
	{ 4, 0xa8, "RxJumboPkts" },
	{ 4, 0xac, "RxSymbolErrors" },
	{ 4, 0xc0, "RxDiscarded" },
};

/*
 * The page of a port's counters: only the BCM5365 keeps its CPU port's at
 * the IMP port's page; the BCM5325's are at page 0x25 (mainline's
 * b53_get_ethtool_stats())
 */
static u8 b53_mib_port(const struct b53_device *dev, int port)
{
	if (b53_is5365(dev) && b53_is_cpu_port(dev, port))
		return B53_IMP_PORT;
	return port;
}

int b53_get_mib(struct switch_dev *sw, const struct switch_attr *attr,
		struct switch_val *val)
{
	struct b53_device *dev = sw_to_b53(sw);
	const struct b53_mib_desc *mibs = b53_mibs_ge;
	unsigned int i, n = ARRAY_SIZE(b53_mibs_ge);
	int port = val->port_vlan;
	size_t len = 0;
	u8 page;
	int ret;

	BUILD_BUG_ON(ARRAY_SIZE(b53_mibs_ge) * 43 >= B53_BUF_SIZE);
	val->value.s = dev->buf;
	dev->buf[0] = '\0';
	/* a port the chip does not have counts nothing */
	if (!b53_port_exists(dev, port))
		return 0;
	if (b53_is5365(dev)) {
		mibs = b53_mibs_65;
		n = ARRAY_SIZE(b53_mibs_65);
	}
	page = B53_MIB_PAGE(b53_mib_port(dev, port));

	for (i = 0; i < n; i++) {
		u64 v;

		if (mibs[i].size == 8) {
			ret = b53_read64(dev, page, mibs[i].offset, &v);
		} else {
			u32 v32;

			ret = b53_read32(dev, page, mibs[i].offset, &v32);
			v = v32;
		}
		if (ret)
			return ret;
		len += scnprintf(dev->buf + len, sizeof(dev->buf) - len,
				 "%-20s: %llu\n", mibs[i].name, v);
	}
	return 0;
}

/* The reset bit clears the counters of all ports while it is set */
int b53_reset_mib(struct switch_dev *sw, const struct switch_attr *attr,
		  struct switch_val *val)
{
	struct b53_device *dev = sw_to_b53(sw);
	u8 gc;
	int ret;

	ret = b53_read8(dev, B53_MGMT_PAGE, B53_GLOBAL_CONFIG, &gc);
	if (!ret)
		ret = b53_write8(dev, B53_MGMT_PAGE, B53_GLOBAL_CONFIG,
				 gc | GC_RESET_MIB);
	if (ret)
		return ret;
	usleep_range(1000, 2000);
	return b53_write8(dev, B53_MGMT_PAGE, B53_GLOBAL_CONFIG,
			  gc & ~GC_RESET_MIB);
}
