// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53-sim: the emulated register file and what writing it does.
 *
 * Registers are bytes in 256 pages of 256; a multi-byte register is
 * little-endian, so an access of the wrong width or offset reads or
 * changes the neighbouring registers, as on the chip. On top of that:
 *
 *  - read-only registers (device id, revision, status page, MIB pages,
 *    the BCM5365's VLAN table access register at 0x34:0x06) ignore writes;
 *  - software reset (0x00:0x79 bit 7) of a BCM539x restores the power-on
 *    contents; the bit reads back set for the model's reset_ms. On the
 *    BCM531x5 the bit is stored and never clears (no self-clearing reset
 *    is known there), and the write is counted as an unexpected reset;
 *  - fast ageing (0x00:0x88 bit 7) and the VLAN table commands (the start
 *    bit of the ARL page access register, bit 13 of the fast Ethernet
 *    access registers) latch their operands when started, stay busy for
 *    one poll and take effect when a poll sees them done: a driver that
 *    does not wait, or starts another command meanwhile, goes wrong
 *    (the latter is counted as an error);
 *  - 0x02:0x00 bit 0 clears all MIB counters;
 *  - the status page follows the simulated link partners.
 *
 * The caller holds sim->lock.
 */
#include <linux/bitops.h>
#include <linux/jiffies.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "b53_sim.h"

/* Pages and registers, from the chips' documentation as known to us */
#define SIM_PAGE_CTRL		0x00
#define   SIM_SWITCH_MODE	0x0b
#define   SIM_PORT_OVERRIDE	0x0e
#define     SIM_OVERRIDE_RV_MII_25	BIT(4)
#define   SIM_SOFTRESET		0x79
#define     SIM_SOFTRESET_GO	BIT(7)
#define   SIM_FAST_AGE		0x88
#define     SIM_FAST_AGE_GO	BIT(7)
#define SIM_PAGE_STAT		0x01
#define   SIM_LINK_STAT		0x00
#define   SIM_SPEED_STAT	0x04
#define   SIM_DUPLEX_FE		0x06
#define   SIM_DUPLEX_GE		0x08
#define   SIM_REV_25		0x50
#define SIM_PAGE_MGMT		0x02
#define   SIM_GLOBAL_CONFIG	0x00
#define     SIM_GC_RESET_MIB	BIT(0)
#define   SIM_DEVICE_ID		0x30
#define   SIM_REV		0x40
#define SIM_PAGE_ARL		0x05
#define     SIM_VTA_GO		BIT(7)
#define     SIM_VTA_CMD		GENMASK(1, 0)
#define SIM_PAGE_MIB0		0x20
#define SIM_PAGE_MIB_IMP	0x28
#define SIM_PAGE_VLAN		0x34
#define   SIM_VCTRL4_25		0x04
#define     SIM_VCTRL4_25E	0x01
#define   SIM_VTA_25		0x06
#define   SIM_VWRITE_25		0x08
#define   SIM_VTA_65		0x08
#define   SIM_VWRITE_65		0x0a
#define   SIM_VREAD		0x0c
#define     SIM_VTA_FE_GO	BIT(13)
#define     SIM_VTA_FE_WRITE	BIT(12)
#define   SIM_DEF_TAG(p)	(0x10 + 2 * (p))
#define SIM_PAGE_JUMBO		0x40
#define   SIM_JUMBO_SIZE	0x05

/* VLAN table entries as the chips store them */
#define SIM_VE25_MEMBERS	GENMASK(5, 0)
#define SIM_VE25_UNTAG_SHIFT	6
#define SIM_VE25_VALID		BIT(20)
#define SIM_VE25_VALID_R3	BIT(24)		/* revision 3 and later */
#define SIM_VE25_MASK		GENMASK(24, 0)
#define SIM_VE65_MEMBERS	GENMASK(5, 0)
#define SIM_VE65_UNTAG_SHIFT	7
#define SIM_VE65_UNTAG		GENMASK(4, 0)
#define SIM_VE65_VALID		BIT(14)
#define SIM_VE65_MASK		GENMASK(14, 0)
#define SIM_VEGE_MEMBERS	GENMASK(8, 0)
#define SIM_VEGE_UNTAG_SHIFT	9
#define SIM_VEGE_MASK		GENMASK(17, 0)

/*
 * The 539x reset time is no datasheet figure: 50 ms is longer than any
 * short poll, so a driver that waits for the bit (mainline does not)
 * shows it.
 */
#define SIM_RESET_MS_539X	50

const struct sim_model sim_models[] = {
	{ "BCM5325", SIM_VTBL_25, 0, 0, 0, 16, 0x1f, 0, 0, 0, false, 0 },
	{ "BCM5365", SIM_VTBL_65, 0, 0, 0, 256, 0x1f, 0, 0, 0, false, 0 },
	{ "BCM5395", SIM_VTBL_GE, 0x95, 1, 2, 4096, 0x1f, 0x80, 0x81, 0x83, true,
	  SIM_RESET_MS_539X },
	{ "BCM5397", SIM_VTBL_GE, 0x97, 1, 1, 4096, 0x1f, 0x60, 0x61, 0x63, true,
	  SIM_RESET_MS_539X },
	{ "BCM5398", SIM_VTBL_GE, 0x98, 1, 1, 4096, 0x7f, 0x60, 0x61, 0x63, true,
	  SIM_RESET_MS_539X },
	{ "BCM53115", SIM_VTBL_GE, 0x53115, 4, 3, 4096, 0x1f, 0x80, 0x81, 0x83,
	  true, SIM_RESET_NEVER },
	{ "BCM53125", SIM_VTBL_GE, 0x53125, 4, 3, 4096, 0x1f, 0x80, 0x81, 0x83,
	  true, SIM_RESET_NEVER },
	{ "BCM53128", SIM_VTBL_GE, 0x53128, 4, 3, 4096, 0xff, 0x80, 0x81, 0x83,
	  true, SIM_RESET_NEVER },
	/* only their id registers matter: the driver refuses them */
	{ "BCM5389", SIM_VTBL_GE, 0x89, 1, 0, 4096, 0x1f, 0x80, 0x81, 0x83, true,
	  SIM_RESET_NEVER },
	{ "BCM53010", SIM_VTBL_GE, 0x53010, 4, 0, 4096, 0x1f, 0x80, 0x81, 0x83,
	  true, SIM_RESET_NEVER },
	{ "BCM53134", SIM_VTBL_GE, 0x5075, 4, 0, 4096, 0x1f, 0x80, 0x81, 0x83,
	  true, SIM_RESET_NEVER },
};

const unsigned int sim_n_models = ARRAY_SIZE(sim_models);

/* MIB counters: offset in the port's page and width in bytes */
struct sim_mib {
	const char *name;
	u8 offset;
	u8 bytes;
};

/* BCM5365 */
static const struct sim_mib sim_mib_65[] = {
	{ "TxOctets", 0x00, 8 }, { "TxDropPkts", 0x08, 4 },
	{ "TxBroadcastPkts", 0x10, 4 }, { "TxMulticastPkts", 0x14, 4 },
	{ "TxUnicastPkts", 0x18, 4 }, { "TxCollisions", 0x1c, 4 },
	{ "TxSingleCollision", 0x20, 4 }, { "TxMultipleCollision", 0x24, 4 },
	{ "TxDeferredTransmit", 0x28, 4 }, { "TxLateCollision", 0x2c, 4 },
	{ "TxExcessiveCollision", 0x30, 4 }, { "TxPausePkts", 0x38, 4 },
	{ "RxOctets", 0x44, 8 }, { "RxUndersizePkts", 0x4c, 4 },
	{ "RxPausePkts", 0x50, 4 }, { "Pkts64Octets", 0x54, 4 },
	{ "Pkts65to127Octets", 0x58, 4 }, { "Pkts128to255Octets", 0x5c, 4 },
	{ "Pkts256to511Octets", 0x60, 4 }, { "Pkts512to1023Octets", 0x64, 4 },
	{ "Pkts1024to1522Octets", 0x68, 4 }, { "RxOversizePkts", 0x6c, 4 },
	{ "RxJabbers", 0x70, 4 }, { "RxAlignmentErrors", 0x74, 4 },
	{ "RxFCSErrors", 0x78, 4 }, { "RxGoodOctets", 0x7c, 8 },
	{ "RxDropPkts", 0x84, 4 }, { "RxUnicastPkts", 0x88, 4 },
	{ "RxMulticastPkts", 0x8c, 4 }, { "RxBroadcastPkts", 0x90, 4 },
	{ "RxSAChanges", 0x94, 4 }, { "RxFragments", 0x98, 4 },
};

/* The gigabit chips and the BCM5325 */
static const struct sim_mib sim_mib_ge[] = {
	{ "TxOctets", 0x00, 8 }, { "TxDropPkts", 0x08, 4 },
	{ "TxBroadcastPkts", 0x10, 4 }, { "TxMulticastPkts", 0x14, 4 },
	{ "TxUnicastPkts", 0x18, 4 }, { "TxCollisions", 0x1c, 4 },
	{ "TxSingleCollision", 0x20, 4 }, { "TxMultipleCollision", 0x24, 4 },
	{ "TxDeferredTransmit", 0x28, 4 }, { "TxLateCollision", 0x2c, 4 },
	{ "TxExcessiveCollision", 0x30, 4 }, { "TxPausePkts", 0x38, 4 },
	{ "RxOctets", 0x50, 8 }, { "RxUndersizePkts", 0x58, 4 },
	{ "RxPausePkts", 0x5c, 4 }, { "Pkts64Octets", 0x60, 4 },
	{ "Pkts65to127Octets", 0x64, 4 }, { "Pkts128to255Octets", 0x68, 4 },
	{ "Pkts256to511Octets", 0x6c, 4 }, { "Pkts512to1023Octets", 0x70, 4 },
	{ "Pkts1024to1522Octets", 0x74, 4 }, { "RxOversizePkts", 0x78, 4 },
	{ "RxJabbers", 0x7c, 4 }, { "RxAlignmentErrors", 0x80, 4 },
	{ "RxFCSErrors", 0x84, 4 }, { "RxGoodOctets", 0x88, 8 },
	{ "RxDropPkts", 0x90, 4 }, { "RxUnicastPkts", 0x94, 4 },
	{ "RxMulticastPkts", 0x98, 4 }, { "RxBroadcastPkts", 0x9c, 4 },
	{ "RxSAChanges", 0xa0, 4 }, { "RxFragments", 0xa4, 4 },
	{ "RxJumboPkts", 0xa8, 4 }, { "RxSymbolErrors", 0xac, 4 },
	{ "RxDiscarded", 0xc0, 4 },
};

static bool sim_is_fe(const struct b53_sim *sim)
{
	return !sim->model->gigabit;
}

/* The CPU (MII/IMP) port in the status and VLAN registers */
static unsigned int sim_cpu_port(const struct b53_sim *sim)
{
	return sim_is_fe(sim) ? 5 : SIM_IMP;
}

bool sim_port_exists(const struct b53_sim *sim, unsigned int hwport)
{
	return hwport < SIM_HW_PORTS &&
	       ((sim->model->phy_ports & BIT(hwport)) || hwport == SIM_IMP);
}

/*
 * A port with a MIB page: the CPU (MII) port of the BCM5325 counts in
 * page 0x25, that of the BCM5365 in the IMP port's, 0x28
 */
bool sim_mib_port_exists(const struct b53_sim *sim, unsigned int hwport)
{
	if (sim->model->vtbl == SIM_VTBL_25)
		return hwport < SIM_IMP &&
		       ((sim->model->phy_ports & BIT(hwport)) || hwport == 5);
	return sim_port_exists(sim, hwport);
}

bool sim_width_ok(u8 reg, unsigned int width)
{
	switch (width) {
	case 1: case 2: case 4: case 6: case 8:
		return reg + width <= SIM_PAGE_SIZE;
	default:
		return false;
	}
}

u64 sim_peek(struct b53_sim *sim, u8 page, u8 reg, unsigned int width)
{
	u64 v = 0;
	unsigned int i;

	for (i = 0; i < width; i++)
		v |= (u64)sim->regs[page][reg + i] << (8 * i);
	return v;
}

void sim_poke(struct b53_sim *sim, u8 page, u8 reg, unsigned int width,
	      u64 value)
{
	unsigned int i;

	for (i = 0; i < width; i++)
		sim->regs[page][reg + i] = value >> (8 * i);
}

/* Does [reg, reg + width) cover byte at? */
static bool sim_covers(u8 reg, unsigned int width, u8 at)
{
	return at >= reg && at < reg + width;
}

static bool sim_overlaps(u8 reg, unsigned int width, u8 first, u8 len)
{
	return reg < first + len && first < reg + width;
}

static bool sim_read_only(struct b53_sim *sim, u8 page, u8 reg,
			  unsigned int width)
{
	if (page == SIM_PAGE_STAT)
		return true;
	if (page >= SIM_PAGE_MIB0 && page <= SIM_PAGE_MIB_IMP)
		return true;
	if (page == SIM_PAGE_MGMT &&
	    (sim_overlaps(reg, width, SIM_DEVICE_ID, 4) ||
	     sim_covers(reg, width, SIM_REV)))
		return true;
	if (page == SIM_PAGE_VLAN && sim->model->vtbl == SIM_VTBL_65 &&
	    sim_overlaps(reg, width, SIM_VTA_25, 2))
		return true;
	return false;
}

/* The registers of a VLAN table access in progress, which must stay put */
static bool sim_vtbl_regs(struct b53_sim *sim, u8 page, u8 reg,
			  unsigned int width)
{
	const struct sim_model *m = sim->model;

	switch (m->vtbl) {
	case SIM_VTBL_25:
		return page == SIM_PAGE_VLAN &&
		       sim_overlaps(reg, width, SIM_VTA_25, 6);
	case SIM_VTBL_65:
		return page == SIM_PAGE_VLAN &&
		       sim_overlaps(reg, width, SIM_VTA_65, 4);
	default:
		return page == SIM_PAGE_ARL &&
		       (sim_covers(reg, width, m->vt_access) ||
			sim_overlaps(reg, width, m->vt_index, 2) ||
			sim_overlaps(reg, width, m->vt_entry, 4));
	}
}

/* Raw entry to port bitmaps; false for an invalid (absent) entry */
bool sim_vtbl_decode(const struct b53_sim *sim, u32 raw, u16 *members,
		     u16 *untag)
{
	switch (sim->model->vtbl) {
	case SIM_VTBL_25:
		*members = raw & SIM_VE25_MEMBERS;
		*untag = (raw >> SIM_VE25_UNTAG_SHIFT) & SIM_VE25_MEMBERS;
		return raw & (sim->model->rev >= 3 ? SIM_VE25_VALID_R3 :
			      SIM_VE25_VALID);
	case SIM_VTBL_65:
		*members = raw & SIM_VE65_MEMBERS;
		*untag = (raw >> SIM_VE65_UNTAG_SHIFT) & SIM_VE65_UNTAG;
		return raw & SIM_VE65_VALID;
	default:
		*members = raw & SIM_VEGE_MEMBERS;
		*untag = (raw >> SIM_VEGE_UNTAG_SHIFT) & SIM_VEGE_MEMBERS;
		return *members;
	}
}

/* Carry out the latched VLAN table command */
static void sim_vtbl_complete(struct b53_sim *sim)
{
	struct sim_pending *op = &sim->op;
	const struct sim_model *m = sim->model;
	u32 mask;

	switch (m->vtbl) {
	case SIM_VTBL_25:
		mask = SIM_VE25_MASK;
		break;
	case SIM_VTBL_65:
		mask = SIM_VE65_MASK;
		break;
	default:
		mask = SIM_VEGE_MASK;
		break;
	}

	switch (op->cmd) {
	case SIM_CMD_WRITE:
		sim->vtbl[op->index] = op->entry & mask;
		sim->stats.vtbl_writes++;
		break;
	case SIM_CMD_READ:
		if (m->vtbl == SIM_VTBL_GE)
			sim_poke(sim, SIM_PAGE_ARL, m->vt_entry, 4,
				 sim->vtbl[op->index]);
		else
			sim_poke(sim, SIM_PAGE_VLAN, SIM_VREAD,
				 m->vtbl == SIM_VTBL_25 ? 4 : 2,
				 sim->vtbl[op->index]);
		sim->stats.vtbl_reads++;
		break;
	case SIM_CMD_CLEAR:
		memset(sim->vtbl, 0, m->vlans * sizeof(*sim->vtbl));
		sim->stats.vtbl_clears++;
		break;
	}
	/* the start bit clears */
	if (m->vtbl == SIM_VTBL_GE)
		sim->regs[SIM_PAGE_ARL][m->vt_access] &= ~SIM_VTA_GO;
	else
		sim_poke(sim, SIM_PAGE_VLAN, op->reg, 2,
			 sim_peek(sim, SIM_PAGE_VLAN, op->reg, 2) &
			 ~SIM_VTA_FE_GO);
	op->busy = false;
}

static void sim_vtbl_start(struct b53_sim *sim, u8 page, u8 reg, u8 cmd,
			   u16 index, u32 entry)
{
	struct sim_pending *op = &sim->op;

	if (index >= sim->model->vlans || cmd > SIM_CMD_CLEAR) {
		sim->stats.errors++;
		index = 0;
		cmd = SIM_CMD_READ;
	}
	op->busy = true;
	op->reads_left = 1;
	op->page = page;
	op->reg = reg;
	op->cmd = cmd;
	op->index = index;
	op->entry = entry;
}

/* A write that touched the VLAN table access register: start? */
static void sim_vtbl_access(struct b53_sim *sim)
{
	const struct sim_model *m = sim->model;
	u16 vta;

	switch (m->vtbl) {
	case SIM_VTBL_GE:
		vta = sim->regs[SIM_PAGE_ARL][m->vt_access];
		if (!(vta & SIM_VTA_GO))
			return;
		sim_vtbl_start(sim, SIM_PAGE_ARL, m->vt_access,
			       vta & SIM_VTA_CMD,
			       sim_peek(sim, SIM_PAGE_ARL, m->vt_index, 2) &
			       0xfff,
			       sim_peek(sim, SIM_PAGE_ARL, m->vt_entry, 4));
		return;
	case SIM_VTBL_25:
		vta = sim_peek(sim, SIM_PAGE_VLAN, SIM_VTA_25, 2);
		if (!(vta & SIM_VTA_FE_GO))
			return;
		sim_vtbl_start(sim, SIM_PAGE_VLAN, SIM_VTA_25,
			       vta & SIM_VTA_FE_WRITE ? SIM_CMD_WRITE :
			       SIM_CMD_READ, vta & 0xf,
			       sim_peek(sim, SIM_PAGE_VLAN, SIM_VWRITE_25, 4));
		return;
	case SIM_VTBL_65:
		vta = sim_peek(sim, SIM_PAGE_VLAN, SIM_VTA_65, 2);
		if (!(vta & SIM_VTA_FE_GO))
			return;
		sim_vtbl_start(sim, SIM_PAGE_VLAN, SIM_VTA_65,
			       vta & SIM_VTA_FE_WRITE ? SIM_CMD_WRITE :
			       SIM_CMD_READ, vta & 0xff,
			       sim_peek(sim, SIM_PAGE_VLAN, SIM_VWRITE_65, 2));
		return;
	}
}

static u8 sim_vta_reg(const struct b53_sim *sim)
{
	switch (sim->model->vtbl) {
	case SIM_VTBL_25:
		return SIM_VTA_25;
	case SIM_VTBL_65:
		return SIM_VTA_65;
	default:
		return sim->model->vt_access;
	}
}

static u8 sim_vta_page(const struct b53_sim *sim)
{
	return sim->model->vtbl == SIM_VTBL_GE ? SIM_PAGE_ARL : SIM_PAGE_VLAN;
}

static u16 sim_max_speed(const struct b53_sim *sim)
{
	return sim->model->gigabit ? 1000 : 100;
}

/* The cables plugged in at creation: link partners at the best speed */
void sim_link_init(struct b53_sim *sim)
{
	unsigned int p;

	for (p = 0; p < SIM_HW_PORTS; p++) {
		sim->link[p].up = sim->model->phy_ports & BIT(p);
		sim->link[p].full = true;
		sim->link[p].speed = sim_max_speed(sim);
	}
}

static u32 sim_speed_code(u16 speed)
{
	return speed >= 1000 ? 2 : speed >= 100 ? 1 : 0;
}

/* The status page from the link partners; the CPU port is always up */
void sim_update_status(struct b53_sim *sim)
{
	unsigned int p, cpu = sim_cpu_port(sim);
	u16 link = BIT(cpu), duplex = BIT(cpu);
	u32 speed;

	if (sim_is_fe(sim))
		speed = BIT(cpu);
	else
		speed = sim_speed_code(1000) << (2 * cpu);
	for (p = 0; p < SIM_HW_PORTS; p++) {
		const struct sim_link *l = &sim->link[p];

		if (!(sim->model->phy_ports & BIT(p)) || !l->up)
			continue;
		link |= BIT(p);
		if (l->full)
			duplex |= BIT(p);
		if (sim_is_fe(sim))
			speed |= (l->speed >= 100) << p;
		else
			speed |= sim_speed_code(l->speed) << (2 * p);
	}
	sim_poke(sim, SIM_PAGE_STAT, SIM_LINK_STAT, 2, link);
	if (sim_is_fe(sim)) {
		sim_poke(sim, SIM_PAGE_STAT, SIM_SPEED_STAT, 2, speed);
		sim_poke(sim, SIM_PAGE_STAT, SIM_DUPLEX_FE, 2, duplex);
	} else {
		sim_poke(sim, SIM_PAGE_STAT, SIM_SPEED_STAT, 4, speed);
		sim_poke(sim, SIM_PAGE_STAT, SIM_DUPLEX_GE, 2, duplex);
	}
}

static void sim_clear_mib(struct b53_sim *sim)
{
	unsigned int page;

	for (page = SIM_PAGE_MIB0; page <= SIM_PAGE_MIB_IMP; page++)
		memset(sim->regs[page], 0, SIM_PAGE_SIZE);
}

/* Register contents at power-on (and after a software reset) */
void sim_power_on(struct b53_sim *sim)
{
	const struct sim_model *m = sim->model;
	unsigned int p;

	memset(sim->regs, 0, SIM_PAGES * SIM_PAGE_SIZE);
	memset(sim->vtbl, 0, m->vlans * sizeof(*sim->vtbl));
	memset(&sim->op, 0, sizeof(sim->op));
	sim->fast_age_polled = false;

	if (m->id_bytes)
		sim_poke(sim, SIM_PAGE_MGMT, SIM_DEVICE_ID, m->id_bytes, m->id);
	if (m->vtbl == SIM_VTBL_25) {
		sim_poke(sim, SIM_PAGE_STAT, SIM_REV_25, 1, m->rev);
		sim_poke(sim, SIM_PAGE_VLAN, SIM_VCTRL4_25, 1, SIM_VCTRL4_25E);
	} else {
		sim_poke(sim, SIM_PAGE_MGMT, SIM_REV, 1, m->rev);
	}
	for (p = 0; p < SIM_HW_PORTS; p++)
		sim_poke(sim, SIM_PAGE_VLAN, SIM_DEF_TAG(p), 2, 1);
	if (m->gigabit)
		sim_poke(sim, SIM_PAGE_JUMBO, SIM_JUMBO_SIZE, 2, 1522);
	sim_update_status(sim);
}

/* Bit 7 of 0x00:0x79 was written 1 */
static void sim_soft_reset(struct b53_sim *sim)
{
	u8 written = sim->regs[SIM_PAGE_CTRL][SIM_SOFTRESET];

	if (sim->model->reset_ms == SIM_RESET_NEVER) {
		sim->stats.unexpected_resets++;
		return;
	}
	sim_power_on(sim);
	sim->regs[SIM_PAGE_CTRL][SIM_SOFTRESET] = written;
	sim->reset_done = jiffies + msecs_to_jiffies(sim->model->reset_ms);
	sim->stats.soft_resets++;
}

/* Side effects of a write that has been stored */
static void sim_after_write(struct b53_sim *sim, u8 page, u8 reg,
			    unsigned int width)
{
	u8 *r = sim->regs[page];

	switch (page) {
	case SIM_PAGE_CTRL:
		if (sim->model->gigabit &&
		    sim_covers(reg, width, SIM_SOFTRESET) &&
		    (r[SIM_SOFTRESET] & SIM_SOFTRESET_GO))
			sim_soft_reset(sim);
		if (sim_covers(reg, width, SIM_FAST_AGE) &&
		    (r[SIM_FAST_AGE] & SIM_FAST_AGE_GO))
			sim->stats.arl_flushes++;	/* done at the next poll */
		break;
	case SIM_PAGE_MGMT:
		if (sim_covers(reg, width, SIM_GLOBAL_CONFIG) &&
		    (r[SIM_GLOBAL_CONFIG] & SIM_GC_RESET_MIB)) {
			sim_clear_mib(sim);
			sim->stats.mib_resets++;
		}
		break;
	}
	if (page == sim_vta_page(sim) && sim_covers(reg, width, sim_vta_reg(sim)))
		sim_vtbl_access(sim);
}

int sim_write(struct b53_sim *sim, u8 page, u8 reg, unsigned int width,
	      u64 value)
{
	if (!sim_width_ok(reg, width)) {
		sim->stats.errors++;
		return -EINVAL;
	}
	if (sim->op.busy && sim_vtbl_regs(sim, page, reg, width)) {
		/* the chip is still working with these: the write is lost */
		sim->stats.errors++;
		return 0;
	}
	if (sim_read_only(sim, page, reg, width)) {
		sim->stats.ignored_writes++;
		return 0;
	}
	sim_poke(sim, page, reg, width, value);
	if (sim->rvmii_stuck && page == SIM_PAGE_CTRL &&
	    sim_covers(reg, width, SIM_PORT_OVERRIDE))
		sim->regs[page][SIM_PORT_OVERRIDE] &= ~SIM_OVERRIDE_RV_MII_25;
	sim_after_write(sim, page, reg, width);
	return 0;
}

/* A poll of a register with a start bit: the first sees it still set */
static void sim_before_read(struct b53_sim *sim, u8 page, u8 reg,
			    unsigned int width)
{
	u8 *fast_age = &sim->regs[SIM_PAGE_CTRL][SIM_FAST_AGE];
	u8 *reset = &sim->regs[SIM_PAGE_CTRL][SIM_SOFTRESET];

	if (sim->op.busy && page == sim->op.page &&
	    sim_covers(reg, width, sim->op.reg)) {
		if (sim->op.reads_left)
			sim->op.reads_left--;
		else
			sim_vtbl_complete(sim);
	}
	if (page == SIM_PAGE_CTRL && sim_covers(reg, width, SIM_SOFTRESET) &&
	    (*reset & SIM_SOFTRESET_GO) &&
	    sim->model->reset_ms != SIM_RESET_NEVER &&
	    time_after_eq(jiffies, sim->reset_done))
		*reset &= ~SIM_SOFTRESET_GO;
	if (page == SIM_PAGE_CTRL && sim_covers(reg, width, SIM_FAST_AGE) &&
	    (*fast_age & SIM_FAST_AGE_GO)) {
		if (sim->fast_age_polled) {
			*fast_age &= ~SIM_FAST_AGE_GO;
			sim->fast_age_polled = false;
		} else {
			sim->fast_age_polled = true;
		}
	}
}

int sim_read(struct b53_sim *sim, u8 page, u8 reg, unsigned int width,
	     u64 *value)
{
	if (!sim_width_ok(reg, width)) {
		sim->stats.errors++;
		*value = 0;
		return -EINVAL;
	}
	sim_before_read(sim, page, reg, width);
	*value = sim_peek(sim, page, reg, width);
	return 0;
}

/**
 * sim_mib_add - count traffic in a MIB register, wrapping at its width
 * @sim: the simulator
 * @hwport: port in the MIB page numbering (IMP = 8)
 * @name: counter name, as the driver prints it
 * @delta: what to add
 *
 * Return: 0, -EINVAL for a port the chip lacks, -ENOENT for a counter
 * the chip has not.
 */
int sim_mib_add(struct b53_sim *sim, unsigned int hwport, const char *name,
		u64 delta)
{
	bool is65 = sim->model->vtbl == SIM_VTBL_65;
	const struct sim_mib *mib = is65 ? sim_mib_65 : sim_mib_ge;
	unsigned int i, n = is65 ? ARRAY_SIZE(sim_mib_65) :
				   ARRAY_SIZE(sim_mib_ge);
	u8 page = SIM_PAGE_MIB0 + hwport;
	u64 v;

	if (!sim_mib_port_exists(sim, hwport))
		return -EINVAL;
	for (i = 0; i < n; i++) {
		if (strcmp(mib[i].name, name))
			continue;
		v = sim_peek(sim, page, mib[i].offset, mib[i].bytes) + delta;
		/* the poke keeps the low bytes: a 32-bit counter wraps */
		sim_poke(sim, page, mib[i].offset, mib[i].bytes, v);
		return 0;
	}
	return -ENOENT;
}
