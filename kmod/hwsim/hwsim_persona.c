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
 * Everything about a driver is data: one table per personality, in one
 * file per vendor family (hwsim_persona_qca.c, _mediatek.c, _realtek.c,
 * _other.c, where each driver's source is cited), served by this file's
 * generic callbacks, which keep values in the switch's slots
 * (switch_attr.ofs names the slot). The VLAN table, PVIDs, apply, reset
 * and links are hwsim's own.
 *
 * Injected frames (sim_traffic) update the internal counters of
 * hwsim_mib.c; a personality's counter follows those of its .src mask
 * (only where its name says unambiguously what it counts: casts, octets,
 * size buckets read by their bounds), and every counter can be raised
 * by its own name.
 *
 * The ar8xxx KiB/MiB/GiB suffix truncates to one decimal.
 */
#include <linux/bitops.h>
#include <linux/err.h>
#include <linux/etherdevice.h>
#include <linux/kernel.h>
#include <linux/math64.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "hwsim_persona.h"

/* -- generic attribute callbacks ------------------------------------ */

int hwsim_p_get_gint(struct switch_dev *sw,
		     const struct switch_attr *attr,
		     struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->gint[attr->ofs];
	return 0;
}

/* The core checks max too, but not when built on OpenWrt's header */
int hwsim_p_set_gint(struct switch_dev *sw,
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

int hwsim_p_get_pint(struct switch_dev *sw,
		     const struct switch_attr *attr,
		     struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->port[val->port_vlan].pint[attr->ofs];
	return 0;
}

int hwsim_p_set_pint(struct switch_dev *sw,
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
int hwsim_p_get_allports(struct switch_dev *sw,
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

int hwsim_p_set_allports(struct switch_dev *sw,
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

int hwsim_p_get_vid(struct switch_dev *sw,
		    const struct switch_attr *attr,
		    struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->vid[val->port_vlan];
	return 0;
}

int hwsim_p_set_vid(struct switch_dev *sw,
		    const struct switch_attr *attr,
		    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	/* a driver without a range (mvsw61xx) keeps the low 16 bits */
	if (attr->max && val->value.i > attr->max)
		return -EINVAL;
	hw->vid[val->port_vlan] = val->value.i;
	return 0;
}

int hwsim_p_get_fid(struct switch_dev *sw,
		    const struct switch_attr *attr,
		    struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->fid[val->port_vlan];
	return 0;
}

int hwsim_p_set_fid(struct switch_dev *sw,
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

/* mvsw61xx's port_based: any value but 1 clears it */
int hwsim_p_get_vflag(struct switch_dev *sw, const struct switch_attr *attr,
		      struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->vflag[val->port_vlan];
	return 0;
}

int hwsim_p_set_vflag(struct switch_dev *sw, const struct switch_attr *attr,
		      struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hw->vflag[val->port_vlan] = val->value.i == 1;
	return 0;
}

/* A port's "disable" is hwsim's admin state: a disabled port has no link */
int hwsim_p_get_disable(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	val->value.i = !to_hwsim(sw)->port[val->port_vlan].enabled;
	return 0;
}

int hwsim_p_set_disable(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i > 1)
		return -EINVAL;
	hw->port[val->port_vlan].enabled = !val->value.i;
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

/*
 * Whether VLAN vlan may get the members given: a chip with a few VLAN
 * slots (esw_rt3050: 16 VIDs with members) refuses one more
 */
bool hwsim_vlan_fits(const struct hwsim_switch *hw, unsigned int vlan,
		     u64 members)
{
	const struct hwsim_persona *p = hw->persona;
	unsigned int i, used = 0;

	if (!p || !p->vlan_slots || !members || hw->staged.entry[vlan].members)
		return true;
	for (i = 0; i < hw->sw.vlans; i++)
		if (hw->staged.entry[i].members)
			used++;
	return used < p->vlan_slots;
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

int hwsim_p_reset_mibs(struct switch_dev *sw,
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

int hwsim_p_reset_port_mib(struct switch_dev *sw,
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

int hwsim_p_get_mib(struct switch_dev *sw,
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
		if ((p->mib_flags & HWSIM_MT_UNITS) &&
		    (c->flags & HWSIM_C_UNITS) && x >= 1024)
			len += hwsim_p_units(buf + len, HWSIM_TEXT_LEN - len, x);
		len += scnprintf(buf + len, HWSIM_TEXT_LEN - len, "\n");
	}
	if ((p->mib_flags & HWSIM_MT_EMPTY) && !any)
		strscpy(buf, "No MIB data", HWSIM_TEXT_LEN);
	val->value.s = buf;
	return 0;
}

/* Counters of the SoC's frame engine: nothing simulated passes there */
int hwsim_p_get_gmib(struct switch_dev *sw,
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
int hwsim_p_set_reset_mib_int(struct switch_dev *sw,
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

int hwsim_p_get_arl(struct switch_dev *sw,
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

int hwsim_p_flush_arl(struct switch_dev *sw,
		      const struct switch_attr *attr,
		      struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hwsim_p_arl_flush(hw, U64_MAX);
	return 0;
}

int hwsim_p_flush_port_arl(struct switch_dev *sw,
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
int hwsim_p_get_port_mask(struct switch_dev *sw,
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
int hwsim_p_get_chip(struct switch_dev *sw,
		     const struct switch_attr *attr,
		     struct switch_val *val)
{
	val->value.s = to_hwsim(sw)->persona->chip;
	return 0;
}

/* rtl836x: "VLAN 1: Ports: '0123t', members=000f, untag=0007, fid=0" */
int hwsim_p_get_vlan_info(struct switch_dev *sw,
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
int hwsim_p_get_status(struct switch_dev *sw,
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
int hwsim_p_get_link_speed(struct switch_dev *sw,
			   const struct switch_attr *attr,
			   struct switch_val *val)
{
	struct switch_port_link link;

	hwsim_get_port_link(sw, val->port_vlan, &link);
	val->value.i = link.link ? link.speed : 0;
	return 0;
}

/* ip17xx: 0 autonegotiates, 10 or 100 forces that speed */
int hwsim_p_set_link_speed(struct switch_dev *sw,
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

/* -- lifecycle ---------------------------------------------------------- */

#define HWSIM_OWN_NAME	"hwsim"

static const struct hwsim_persona_family *const hwsim_families[] = {
	&hwsim_qca_family,
	&hwsim_mediatek_family,
	&hwsim_realtek_family,
	&hwsim_other_family,
};

/* NULL for hwsim's own vocabulary, an error pointer for an unknown name */
const struct hwsim_persona *hwsim_persona_find(const char *name)
{
	const struct hwsim_persona_family *f;
	unsigned int i, j;

	if (!strcmp(name, HWSIM_OWN_NAME))
		return NULL;
	for (i = 0; i < ARRAY_SIZE(hwsim_families); i++) {
		f = hwsim_families[i];
		for (j = 0; j < f->n; j++)
			if (!strcmp(name, f->list[j].name))
				return &f->list[j];
	}
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
	if (p->vflag) {
		hw->vflag = kvcalloc(hw->sw.vlans, sizeof(*hw->vflag),
				     GFP_KERNEL);
		if (!hw->vflag)
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
	kvfree(hw->vflag);
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
		memcpy(hw->port[i].pint, p->pdef, sizeof(hw->port[i].pint));
	for (i = 0; i < hw->sw.vlans; i++) {
		if (hw->vid)
			hw->vid[i] = i;
		if (hw->vflag)
			hw->vflag[i] = false;
		hw->fid[i] = 0;
	}
	hw->n_arl = 0;
}
