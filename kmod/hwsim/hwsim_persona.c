// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: driver personalities.
 *
 * With personality=NAME a simulated switch shows the user-visible
 * vocabulary of one of OpenWrt's swconfig drivers: its chip name and
 * geometry, its global, port and VLAN attributes (names, types, ranges),
 * its VLAN indexing (a "vid" attribute per table slot, or the index being
 * the VID), the text of its "mib" counters and of its "arl_table". The
 * facts come from the drivers' sources, as collected in the project's
 * research notes (openwrt-driver-vocabularies.md).
 *
 * Everything here is data: one table per personality, served by generic
 * callbacks that keep values in the switch's slots (switch_attr.ofs names
 * the slot). The VLAN table, PVIDs, apply, reset and links are hwsim's own.
 *
 * Injected frames (sim_traffic) update the internal counters of
 * hwsim_mib.c; a personality's counter follows those of its .src mask
 * (only where its name says unambiguously what it counts: casts, octets,
 * size buckets read by their bounds), and every counter can be raised
 * by its own name.
 *
 * Sources (OpenWrt, read in the x-wrt/x-wrt mirror at the last upstream
 * commit touching each file): ar8216.c 337246399914 and ar8327.c
 * d78d2c784ba4; ramips ralink/mt7530.c d329a480a0ce; mediatek
 * mt753x_swconfig.c 2c530fcb972c; b53/b53_common.c f83bddb9c083;
 * rtl8366_smi.c 7aec4efba8ec and rtl8367.c 9934c716edbc; ip17xx.c
 * 1d5ad1b85365; adm6996.c 76eb7777663c; psb6970.c 7f97b2665c42.
 *
 * Where the driver leaves a choice to the board, the simulation makes
 * one: mt753x's CPU port (DT) is 6, rtl8367's (DT) 9; ar8xxx's
 * mib poll interval is 0 at power-on as without qca,mib-poll-interval.
 * Descriptions are this file's own where the facts give no text. The
 * ar8xxx KiB/MiB/GiB suffix truncates to one decimal. mt7530's global
 * mib (frame engine and GDM counters) stays 0: nothing passes there.
 */
#include <linux/bitops.h>
#include <linux/err.h>
#include <linux/etherdevice.h>
#include <linux/kernel.h>
#include <linux/math64.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "hwsim.h"

/* Counter flags */
#define HWSIM_C_64	BIT(0)	/* 64-bit in hardware; others wrap at 2^32 */
#define HWSIM_C_BASIC	BIT(1)	/* ar8xxx: shown with ar8xxx_mib_type 0 */
#define HWSIM_C_UNITS	BIT(2)	/* ar8xxx: " (x.y KiB)" from 1024 on */
#define HWSIM_C_1518	BIT(3)	/* ar8xxx: a 1518-byte bucket, not the AR8216's */

/* mib text flags */
#define HWSIM_MT_ACCUM	BIT(0)	/* the driver sums reads in 64 bits */
#define HWSIM_MT_POLL	BIT(1)	/* EOPNOTSUPP while the poll interval is 0 */
#define HWSIM_MT_TYPE	BIT(2)	/* only HWSIM_C_BASIC with mib type 0 */
#define HWSIM_MT_EMPTY	BIT(3)	/* all zero: "No MIB data" */
#define HWSIM_MT_NO1518	BIT(4)	/* ar8216_mibs: no HWSIM_C_1518 counters */

#define HWSIM_SRC(x)	BIT_ULL(HWSIM_MIB_##x)
#define HWSIM_RX_PKTS	(HWSIM_SRC(RX_UNICAST) | HWSIM_SRC(RX_MULTICAST) | \
			 HWSIM_SRC(RX_BROADCAST))
#define HWSIM_TX_PKTS	(HWSIM_SRC(TX_UNICAST) | HWSIM_SRC(TX_MULTICAST) | \
			 HWSIM_SRC(TX_BROADCAST))

struct hwsim_counter {
	const char *name;
	u64 src;	/* internal counters whose increments it takes */
	u32 flags;
};

struct hwsim_persona {
	const char *name;		/* personality= value */
	const char *chip;		/* switch_dev.name */
	unsigned int ports;
	unsigned int vlans;
	unsigned int cpu_port;
	u64 port_mask;			/* ports that exist, 0: all */
	u32 speed_max;
	bool vid;			/* VLAN slots carry a "vid" */

	/*
	 * VLANs the driver takes (set ports, pvid), when it refuses some:
	 * first..last, or first..ext_last while global slot ext_slot is set
	 */
	u16 vlan_first;
	u16 vlan_last;			/* 0: up to sw.vlans - 1 */
	u16 vlan_ext_last;
	int vlan_ext_slot;

	const struct switch_dev_ops *ops;

	const struct hwsim_counter *mib;
	unsigned int n_mib;
	const char *mib_header;		/* printf format, the port as %u */
	int mib_width;			/* of the name column */
	u32 mib_flags;

	/* switch-wide counters (mt7530's global "mib") */
	const struct hwsim_counter *gmib;
	unsigned int n_gmib;

	unsigned int arl_max;		/* records the dump shows */
	bool arl_by_port;		/* grouped by port, else walk order */

	u32 gdef[HWSIM_G_COUNT];	/* power-on global values */
};

/* -- generic attribute callbacks ------------------------------------ */

static int hwsim_p_get_gint(struct switch_dev *sw,
			    const struct switch_attr *attr,
			    struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->gint[attr->ofs];
	return 0;
}

/* The core checks max too, but not when built on OpenWrt's header */
static int hwsim_p_set_gint(struct switch_dev *sw,
			    const struct switch_attr *attr,
			    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (attr->max && val->value.i > attr->max)
		return -EINVAL;
	hw->gint[attr->ofs] = val->value.i;
	return 0;
}

static int hwsim_p_get_pint(struct switch_dev *sw,
			    const struct switch_attr *attr,
			    struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->port[val->port_vlan].pint[attr->ofs];
	return 0;
}

static int hwsim_p_set_pint(struct switch_dev *sw,
			    const struct switch_attr *attr,
			    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (attr->max && val->value.i > attr->max)
		return -EINVAL;
	hw->port[val->port_vlan].pint[attr->ofs] = val->value.i;
	return 0;
}

/* A global view of a port value: 1 only when every port has it */
static int hwsim_p_get_allports(struct switch_dev *sw,
				const struct switch_attr *attr,
				struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int port;

	val->value.i = 1;
	for (port = 0; port < sw->ports; port++)
		if (!hw->port[port].pint[attr->ofs])
			val->value.i = 0;
	return 0;
}

static int hwsim_p_set_allports(struct switch_dev *sw,
				const struct switch_attr *attr,
				struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int port;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (attr->max && val->value.i > attr->max)
		return -EINVAL;
	for (port = 0; port < sw->ports; port++)
		hw->port[port].pint[attr->ofs] = val->value.i;
	return 0;
}

static int hwsim_p_get_vid(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->vid[val->port_vlan];
	return 0;
}

static int hwsim_p_set_vid(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i > attr->max)
		return -EINVAL;
	hw->vid[val->port_vlan] = val->value.i;
	return 0;
}

static int hwsim_p_get_fid(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->fid[val->port_vlan];
	return 0;
}

static int hwsim_p_set_fid(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i > attr->max)
		return -EINVAL;
	hw->fid[val->port_vlan] = val->value.i;
	return 0;
}

bool hwsim_vlan_valid(const struct hwsim_switch *hw, unsigned int vlan)
{
	const struct hwsim_persona *p = hw->persona;
	unsigned int last;

	if (!p || !p->vlan_last)
		return vlan < hw->sw.vlans;
	last = hw->gint[p->vlan_ext_slot] ? p->vlan_ext_last : p->vlan_last;
	return vlan >= p->vlan_first && vlan <= last;
}

bool hwsim_port_present(const struct hwsim_switch *hw, unsigned int port)
{
	return !hw->persona || !hw->persona->port_mask ||
	       (hw->persona->port_mask & BIT_ULL(port));
}

/* -- counters --------------------------------------------------------- */

/* Whether counter i of p's list is the personality's */
static bool hwsim_p_has_counter(const struct hwsim_persona *p, unsigned int i)
{
	return !((p->mib_flags & HWSIM_MT_NO1518) &&
		 (p->mib[i].flags & HWSIM_C_1518));
}

int hwsim_persona_counter(const struct hwsim_switch *hw, const char *name)
{
	const struct hwsim_persona *p = hw->persona;
	unsigned int i;

	for (i = 0; i < p->n_mib; i++)
		if (hwsim_p_has_counter(p, i) && !strcmp(p->mib[i].name, name))
			return i;
	return -EINVAL;
}

void hwsim_persona_add_mib(struct hwsim_switch *hw, unsigned int port,
			   const u64 *delta, const u64 *named)
{
	const struct hwsim_persona *p = hw->persona;
	u64 *v = hw->port[port].pmib;
	unsigned int i, j;

	for (i = 0; i < p->n_mib; i++) {
		v[i] += named[i];
		for (j = 0; j < HWSIM_MIB_COUNT; j++)
			if (p->mib[i].src & BIT_ULL(j))
				v[i] += delta[j];
	}
}

static void hwsim_p_clear_mib(struct hwsim_switch *hw, unsigned int port)
{
	memset(hw->port[port].pmib, 0, sizeof(hw->port[port].pmib));
}

static int hwsim_p_reset_mibs(struct switch_dev *sw,
			      const struct switch_attr *attr,
			      struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int port;

	if (hwsim_write_fails(hw))
		return -EIO;
	for (port = 0; port < sw->ports; port++)
		hwsim_p_clear_mib(hw, port);
	return 0;
}

static int hwsim_p_reset_port_mib(struct switch_dev *sw,
				  const struct switch_attr *attr,
				  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hwsim_p_clear_mib(hw, val->port_vlan);
	return 0;
}

/* ar8xxx: " (1.5 KiB)", one decimal, binary units up to GiB */
static size_t hwsim_p_units(char *buf, size_t size, u64 x)
{
	static const char * const unit[] = { "KiB", "MiB", "GiB" };
	unsigned int u = 0;
	u64 div = 1024, whole, tenth;

	while (u < ARRAY_SIZE(unit) - 1 && div64_u64(x, div) >= 1024) {
		div *= 1024;
		u++;
	}
	whole = div64_u64(x, div);
	tenth = div64_u64((x - whole * div) * 10, div);
	return scnprintf(buf, size, " (%llu.%llu %s)", whole, tenth, unit[u]);
}

static int hwsim_p_get_mib(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct hwsim_persona *p = hw->persona;
	unsigned int port = val->port_vlan, i;
	const u64 *v = hw->port[port].pmib;
	char *buf = hw->text;
	size_t len = 0;
	bool any = false;
	u64 x;

	/* b53 answers -1 for a port its chip does not have */
	if (!hwsim_port_present(hw, port))
		return -EPERM;
	if ((p->mib_flags & HWSIM_MT_POLL) && !hw->gint[HWSIM_G_MIB_POLL])
		return -EOPNOTSUPP;

	if (p->mib_header)
		len += scnprintf(buf, HWSIM_TEXT_LEN, p->mib_header, port);
	for (i = 0; i < p->n_mib; i++) {
		const struct hwsim_counter *c = &p->mib[i];

		if (!hwsim_p_has_counter(p, i) ||
		    ((p->mib_flags & HWSIM_MT_TYPE) &&
		     !hw->gint[HWSIM_G_MIB_TYPE] && !(c->flags & HWSIM_C_BASIC)))
			continue;
		x = v[i];
		if (!(c->flags & HWSIM_C_64) && !(p->mib_flags & HWSIM_MT_ACCUM))
			x = lower_32_bits(x);
		any |= x != 0;
		len += scnprintf(buf + len, HWSIM_TEXT_LEN - len, "%-*s: %llu",
				 p->mib_width, c->name, x);
		if ((c->flags & HWSIM_C_UNITS) && x >= 1024)
			len += hwsim_p_units(buf + len, HWSIM_TEXT_LEN - len, x);
		len += scnprintf(buf + len, HWSIM_TEXT_LEN - len, "\n");
	}
	if ((p->mib_flags & HWSIM_MT_EMPTY) && !any)
		strscpy(buf, "No MIB data", HWSIM_TEXT_LEN);
	val->value.s = buf;
	return 0;
}

/* Counters of the SoC's frame engine: nothing simulated passes there */
static int hwsim_p_get_gmib(struct switch_dev *sw,
			    const struct switch_attr *attr,
			    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct hwsim_persona *p = hw->persona;
	size_t len;
	unsigned int i;

	len = scnprintf(hw->text, HWSIM_TEXT_LEN, "Switch MIB counters\n");
	for (i = 0; i < p->n_gmib; i++)
		len += scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
				 "%-*s: %llu\n", p->mib_width, p->gmib[i].name,
				 0ULL);
	val->value.s = hw->text;
	return 0;
}

/* b53: global reset_mib is an INT whose value is ignored */
static int hwsim_p_set_reset_mib_int(struct switch_dev *sw,
				     const struct switch_attr *attr,
				     struct switch_val *val)
{
	return hwsim_p_reset_mibs(sw, attr, val);
}

/* -- address table ---------------------------------------------------- */

int hwsim_persona_arl_add(struct hwsim_switch *hw, unsigned int port,
			  const u8 *mac, u16 vid)
{
	struct hwsim_arl_entry *e;
	unsigned int i;

	if (!hw->arl || port >= hw->sw.ports)
		return -EINVAL;
	for (i = 0; i < hw->n_arl; i++) {
		e = &hw->arl[i];
		if (e->vid == vid && ether_addr_equal(e->mac, mac)) {
			e->ports |= BIT_ULL(port);
			return 0;
		}
	}
	if (hw->n_arl >= HWSIM_ARL_MAX)
		return -ENOSPC;
	e = &hw->arl[hw->n_arl++];
	ether_addr_copy(e->mac, mac);
	e->vid = vid;
	e->ports = BIT_ULL(port);
	return 0;
}

/* An earlier shown record already printed this MAC for this port */
static bool hwsim_p_arl_dup(const struct hwsim_switch *hw, unsigned int i,
			    unsigned int port)
{
	unsigned int j;

	for (j = 0; j < i; j++)
		if ((hw->arl[j].ports & BIT_ULL(port)) &&
		    ether_addr_equal(hw->arl[j].mac, hw->arl[i].mac))
			return true;
	return false;
}

static size_t hwsim_p_arl_line(struct hwsim_switch *hw, size_t len,
			       unsigned int port, const u8 *mac)
{
	return scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
			 "Port %u: MAC %pM\n", port, mac);
}

static int hwsim_p_get_arl(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct hwsim_persona *p = hw->persona;
	unsigned int n = min(hw->n_arl, p->arl_max), i, port;
	size_t len;

	len = scnprintf(hw->text, HWSIM_TEXT_LEN, "address resolution table\n");
	if (p->arl_by_port) {
		if (hw->n_arl > p->arl_max)
			len += scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
					 "Too many entries found, displaying the first %u only!\n",
					 p->arl_max);
		for (port = 0; port < sw->ports; port++)
			for (i = 0; i < n; i++)
				if ((hw->arl[i].ports & BIT_ULL(port)) &&
				    !hwsim_p_arl_dup(hw, i, port))
					len += hwsim_p_arl_line(hw, len, port,
								hw->arl[i].mac);
	} else {
		for (i = 0; i < n; i++)
			for (port = 0; port < sw->ports; port++)
				if (hw->arl[i].ports & BIT_ULL(port))
					len += hwsim_p_arl_line(hw, len, port,
								hw->arl[i].mac);
	}
	val->value.s = hw->text;
	return 0;
}

/* Drop the given ports from every entry, and entries left with none */
static void hwsim_p_arl_flush(struct hwsim_switch *hw, u64 ports)
{
	unsigned int i, n = 0;

	for (i = 0; i < hw->n_arl; i++) {
		hw->arl[i].ports &= ~ports;
		if (hw->arl[i].ports)
			hw->arl[n++] = hw->arl[i];
	}
	hw->n_arl = n;
}

static int hwsim_p_flush_arl(struct switch_dev *sw,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hwsim_p_arl_flush(hw, U64_MAX);
	return 0;
}

static int hwsim_p_flush_port_arl(struct switch_dev *sw,
				  const struct switch_attr *attr,
				  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hwsim_p_arl_flush(hw, BIT_ULL(val->port_vlan));
	return 0;
}

/* -- other texts ------------------------------------------------------ */

/* b53: the ports the chip has, CPU port included */
static int hwsim_p_get_port_mask(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	scnprintf(hw->text, HWSIM_TEXT_LEN, "0x%04llx",
		  hw->persona->port_mask);
	val->value.s = hw->text;
	return 0;
}

/* ip17xx: the chip's name */
static int hwsim_p_get_chip(struct switch_dev *sw,
			    const struct switch_attr *attr,
			    struct switch_val *val)
{
	val->value.s = to_hwsim(sw)->persona->chip;
	return 0;
}

/* rtl836x: "VLAN 1: Ports: '0123t', members=000f, untag=0007, fid=0" */
static int hwsim_p_get_vlan_info(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct hwsim_vlan_entry *e = &hw->staged.entry[val->port_vlan];
	u64 untag = e->members & ~e->tagged;
	unsigned int port;
	size_t len;

	len = scnprintf(hw->text, HWSIM_TEXT_LEN, "VLAN %u: Ports: '",
			val->port_vlan);
	for (port = 0; port < sw->ports; port++)
		if (e->members & BIT_ULL(port))
			len += scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
					 "%u%s", port,
					 e->tagged & BIT_ULL(port) ? "t" : "");
	scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
		  "', members=%04llx, untag=%04llx, fid=%u", e->members, untag,
		  hw->fid[val->port_vlan]);
	val->value.s = hw->text;
	return 0;
}

/*
 * ip17xx: "up, 100 Mbps, full duplex, auto-negotiate",
 * "down, fixed speed (10)", "up, 100 Mbps, cpu port"
 */
static int hwsim_p_get_status(struct switch_dev *sw,
			      const struct switch_attr *attr,
			      struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct switch_port_link *cfg = &hw->port[val->port_vlan].cfg;
	struct switch_port_link link;
	size_t len;

	hwsim_get_port_link(sw, val->port_vlan, &link);
	if (val->port_vlan == sw->cpu_port) {
		scnprintf(hw->text, HWSIM_TEXT_LEN, "up, %u Mbps, cpu port",
			  hw->speed_max);
		val->value.s = hw->text;
		return 0;
	}
	if (link.link)
		len = scnprintf(hw->text, HWSIM_TEXT_LEN,
				"up, %u Mbps, %s duplex", link.speed,
				link.duplex ? "full" : "half");
	else
		len = scnprintf(hw->text, HWSIM_TEXT_LEN, "down");
	if (cfg->aneg)
		scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
			  ", auto-negotiate");
	else
		scnprintf(hw->text + len, HWSIM_TEXT_LEN - len,
			  ", fixed speed (%u)", cfg->speed);
	val->value.s = hw->text;
	return 0;
}

/* ip17xx: the port's "link" is its speed, 0 when down */
static int hwsim_p_get_link_speed(struct switch_dev *sw,
				  const struct switch_attr *attr,
				  struct switch_val *val)
{
	struct switch_port_link link;

	hwsim_get_port_link(sw, val->port_vlan, &link);
	val->value.i = link.link ? link.speed : 0;
	return 0;
}

/* ip17xx: 0 autonegotiates, 10 or 100 forces that speed */
static int hwsim_p_set_link_speed(struct switch_dev *sw,
				  const struct switch_attr *attr,
				  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	struct switch_port_link *cfg = &hw->port[val->port_vlan].cfg;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i != 0 && val->value.i != 10 && val->value.i != 100)
		return -EINVAL;
	if (val->port_vlan == sw->cpu_port)
		return -EOPNOTSUPP;
	cfg->aneg = !val->value.i;
	cfg->speed = val->value.i ? val->value.i : hw->speed_max;
	cfg->duplex = true;
	return 0;
}

/* -- the personalities ------------------------------------------------ */

#define HWSIM_G_INT(n, slot, m, d) {					\
	.type = SWITCH_TYPE_INT, .name = (n), .description = (d),	\
	.get = hwsim_p_get_gint, .set = hwsim_p_set_gint,		\
	.ofs = (slot), .max = (m),					\
}

#define HWSIM_P_INT(n, slot, m, d) {					\
	.type = SWITCH_TYPE_INT, .name = (n), .description = (d),	\
	.get = hwsim_p_get_pint, .set = hwsim_p_set_pint,		\
	.ofs = (slot), .max = (m),					\
}

#define HWSIM_ENABLE_VLAN(d) {						\
	.type = SWITCH_TYPE_INT, .name = "enable_vlan",			\
	.description = (d), .get = hwsim_get_enable_vlan,		\
	.set = hwsim_set_enable_vlan, .max = 1,				\
}

#define HWSIM_VID(m, d) {						\
	.type = SWITCH_TYPE_INT, .name = "vid", .description = (d),	\
	.get = hwsim_p_get_vid, .set = hwsim_p_set_vid, .max = (m),	\
}

#define HWSIM_STR(n, fn, d) {						\
	.type = SWITCH_TYPE_STRING, .name = (n), .description = (d),	\
	.get = (fn),							\
}

#define HWSIM_NOVAL(n, fn, d) {						\
	.type = SWITCH_TYPE_NOVAL, .name = (n), .description = (d),	\
	.set = (fn),							\
}

/* A personality's global, port and VLAN attribute lists, PFX_global ... */
#define HWSIM_ATTR_LISTS(pfx)						\
	.attr_global = { .attr = pfx##_global,				\
			 .n_attr = ARRAY_SIZE(pfx##_global) },		\
	.attr_port = { .attr = pfx##_port,				\
		       .n_attr = ARRAY_SIZE(pfx##_port) },		\
	.attr_vlan = { .attr = pfx##_vlan,				\
		       .n_attr = ARRAY_SIZE(pfx##_vlan) }

#define HWSIM_VLAN_OPS							\
	.get_vlan_ports = hwsim_get_vlan_ports,				\
	.set_vlan_ports = hwsim_set_vlan_ports,				\
	.get_port_pvid = hwsim_get_port_pvid,				\
	.set_port_pvid = hwsim_set_port_pvid,				\
	.apply_config = hwsim_apply_config,				\
	.reset_switch = hwsim_reset_switch

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

static const struct hwsim_persona hwsim_personas[] = {
	{
		.name = "ar8327", .chip = "Atheros AR8327",
		.ports = 7, .vlans = 4096, .cpu_port = 0,
		.speed_max = 1000, .vid = true,
		.ops = &hwsim_ar8327_ops,
		.mib = hwsim_ar8327_mib,
		.n_mib = ARRAY_SIZE(hwsim_ar8327_mib),
		.mib_header = "MIB counters\n", .mib_width = 12,
		.mib_flags = HWSIM_MT_ACCUM | HWSIM_MT_POLL | HWSIM_MT_TYPE |
			     HWSIM_MT_EMPTY,
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
			     HWSIM_MT_EMPTY | HWSIM_MT_NO1518,
		.arl_max = 100, .arl_by_port = true,
	}, {
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
	},
};

/* -- lifecycle ---------------------------------------------------------- */

#define HWSIM_OWN_NAME	"hwsim"

/* NULL for hwsim's own vocabulary, an error pointer for an unknown name */
const struct hwsim_persona *hwsim_persona_find(const char *name)
{
	unsigned int i;

	if (!strcmp(name, HWSIM_OWN_NAME))
		return NULL;
	for (i = 0; i < ARRAY_SIZE(hwsim_personas); i++)
		if (!strcmp(name, hwsim_personas[i].name))
			return &hwsim_personas[i];
	return ERR_PTR(-EINVAL);
}

const char *hwsim_persona_name(const struct hwsim_persona *p)
{
	return p ? p->name : HWSIM_OWN_NAME;
}

/* The chip's identity and geometry, before anything is allocated */
void hwsim_persona_setup(struct hwsim_switch *hw)
{
	const struct hwsim_persona *p = hw->persona;

	if (!p)
		return;
	hw->sw.name = p->chip;
	hw->sw.ops = p->ops;
	hw->sw.ports = p->ports;
	hw->sw.vlans = p->vlans;
	hw->sw.cpu_port = p->cpu_port;
	hw->speed_max = p->speed_max;
}

int hwsim_persona_alloc(struct hwsim_switch *hw)
{
	const struct hwsim_persona *p = hw->persona;

	if (!p)
		return 0;
	hw->text = kvmalloc(HWSIM_TEXT_LEN, GFP_KERNEL);
	if (!hw->text)
		return -ENOMEM;
	if (p->vid) {
		hw->vid = kvcalloc(hw->sw.vlans, sizeof(*hw->vid), GFP_KERNEL);
		if (!hw->vid)
			return -ENOMEM;
	}
	if (p->arl_max) {
		hw->arl = kcalloc(HWSIM_ARL_MAX, sizeof(*hw->arl), GFP_KERNEL);
		if (!hw->arl)
			return -ENOMEM;
	}
	return 0;
}

void hwsim_persona_free(struct hwsim_switch *hw)
{
	kfree(hw->arl);
	kvfree(hw->vid);
	kvfree(hw->text);
}

/* Power-on values; counters survive, as on hwsim's own switches */
void hwsim_persona_reset(struct hwsim_switch *hw)
{
	const struct hwsim_persona *p = hw->persona;
	unsigned int i;

	if (!p)
		return;
	memcpy(hw->gint, p->gdef, sizeof(hw->gint));
	for (i = 0; i < hw->sw.ports; i++)
		memset(hw->port[i].pint, 0, sizeof(hw->port[i].pint));
	for (i = 0; i < hw->sw.vlans; i++) {
		if (hw->vid)
			hw->vid[i] = i;
		hw->fid[i] = 0;
	}
	hw->n_arl = 0;
}
