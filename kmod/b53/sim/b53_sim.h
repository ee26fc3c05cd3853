/* SPDX-License-Identifier: GPL-2.0 */
/*
 * swconfig-b53-sim: a BCM53xx register file in memory, as a bus backend
 * of swconfig-b53, for testing the driver without the chip.
 *
 * The simulator knows the chips from its own description of them below
 * and in b53_sim_regs.c, written apart from the driver's register map on
 * purpose: a wrong address or bit in the driver does not go unnoticed
 * because both sides share the mistake.
 */
#ifndef _B53_SIM_H
#define _B53_SIM_H

#include <linux/mutex.h>
#include <linux/types.h>

#define SIM_MAX_SWITCHES	8
#define SIM_PAGES		256
#define SIM_PAGE_SIZE		256
#define SIM_HW_PORTS		9	/* 0..7 and the IMP port, 8 */
#define SIM_IMP			8

/* How the VLAN table is reached and laid out */
enum sim_vtbl_kind {
	SIM_VTBL_25,	/* BCM5325: VLAN page 0x06 access, 0x08 write, 0x0c read */
	SIM_VTBL_65,	/* BCM5365: VLAN page 0x08 access, 0x0a write, 0x0c read */
	SIM_VTBL_GE,	/* ARL page: access, index, entry registers */
};

struct sim_model {
	const char *name;	/* "BCM53125" */
	enum sim_vtbl_kind vtbl;
	u32 id;			/* device id register contents, 0: none */
	u8 id_bytes;		/* its width: 0, 1 or 4 */
	u8 rev;
	u16 vlans;		/* VLAN table entries */
	u16 phy_ports;		/* ports with a PHY (hardware numbering) */
	u8 vt_access, vt_index, vt_entry;	/* SIM_VTBL_GE */
	bool gigabit;
	/*
	 * Software reset (0x00:0x79 bit 7): ms until the bit clears itself,
	 * or SIM_RESET_NEVER where no self-clearing reset is known (the
	 * BCM531x5: mainline and OpenWrt never reset them so).
	 */
	int reset_ms;
};

#define SIM_RESET_NEVER		(-1)

/* An access latched by a start bit, carried out when the bit clears */
struct sim_pending {
	bool busy;
	u8 reads_left;		/* polls that still see the start bit */
	u8 page, reg;		/* the register holding the start bit */
	u8 cmd;			/* SIM_CMD_* */
	u16 index;
	u32 entry;
};

enum { SIM_CMD_WRITE, SIM_CMD_READ, SIM_CMD_CLEAR, SIM_CMD_FLUSH };

/* What a link partner makes the status registers say */
struct sim_link {
	bool up;
	bool full;
	u16 speed;
};

struct sim_stats {
	u32 vtbl_writes, vtbl_reads, vtbl_clears;
	u32 soft_resets, mib_resets, arl_flushes;
	u32 unexpected_resets;	/* reset writes a chip does not take */
	u32 ignored_writes;	/* to read-only registers */
	u32 errors;		/* bad accesses, commands while busy */
};

struct b53_sim {
	struct mutex lock;	/* everything below */
	unsigned int index;
	char name[16];
	const struct sim_model *model;
	u8 (*regs)[SIM_PAGE_SIZE];	/* SIM_PAGES pages */
	u32 *vtbl;			/* model->vlans raw entries */
	struct sim_pending op;
	bool fast_age_polled;		/* the flush was seen busy once */
	unsigned long reset_done;	/* jiffies: the reset bit clears */
	struct sim_link link[SIM_HW_PORTS];
	struct sim_stats stats;
	bool rvmii_stuck;		/* BCM5325: reverse MII does not stick */
	struct b53_device *b53;
	struct dentry *debugfs;
	/* debugfs "reg" selection */
	u8 sel_page, sel_reg, sel_width;
};

/* b53_sim_regs.c */
extern const struct sim_model sim_models[];
extern const unsigned int sim_n_models;
int sim_read(struct b53_sim *sim, u8 page, u8 reg, unsigned int width,
	     u64 *value);
int sim_write(struct b53_sim *sim, u8 page, u8 reg, unsigned int width,
	      u64 value);
u64 sim_peek(struct b53_sim *sim, u8 page, u8 reg, unsigned int width);
void sim_poke(struct b53_sim *sim, u8 page, u8 reg, unsigned int width,
	      u64 value);
bool sim_width_ok(u8 reg, unsigned int width);
void sim_power_on(struct b53_sim *sim);
void sim_link_init(struct b53_sim *sim);
void sim_update_status(struct b53_sim *sim);
bool sim_port_exists(const struct b53_sim *sim, unsigned int hwport);
bool sim_mib_port_exists(const struct b53_sim *sim, unsigned int hwport);
bool sim_vtbl_decode(const struct b53_sim *sim, u32 raw, u16 *members,
		     u16 *untag);
int sim_mib_add(struct b53_sim *sim, unsigned int hwport, const char *name,
		u64 delta);

/* b53_sim_debugfs.c */
struct dentry *sim_debugfs_init(void);
void sim_debugfs_add(struct b53_sim *sim, struct dentry *root);

#endif /* _B53_SIM_H */
