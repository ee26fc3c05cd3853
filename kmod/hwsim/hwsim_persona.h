/* SPDX-License-Identifier: GPL-2.0 */
/*
 * swconfig-hwsim: what the personality tables (hwsim_persona_*.c, one
 * file per vendor family) share with the engine that serves them
 * (hwsim_persona.c): the table types, the generic attribute callbacks and
 * the macros that build attribute entries from them.
 */
#ifndef _HWSIM_PERSONA_H
#define _HWSIM_PERSONA_H

#include <linux/bits.h>
#include <linux/kernel.h>
#include <linux/switch.h>

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
#define HWSIM_MT_UNITS	BIT(5)	/* HWSIM_C_UNITS counters get their suffix */

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

	/* VLANs with members the chip holds at once (esw: 16), 0: any */
	unsigned int vlan_slots;
	bool vflag;			/* a flag per VLAN (mvsw61xx) */

	u32 gdef[HWSIM_G_COUNT];	/* power-on global values */
	u32 pdef[HWSIM_P_COUNT];	/* power-on port values */
};

/* One vendor family's personalities (hwsim_persona_<family>.c) */
struct hwsim_persona_family {
	const struct hwsim_persona *list;
	unsigned int n;
};

extern const struct hwsim_persona_family hwsim_qca_family;
extern const struct hwsim_persona_family hwsim_mediatek_family;
extern const struct hwsim_persona_family hwsim_realtek_family;
extern const struct hwsim_persona_family hwsim_other_family;

/* Generic callbacks (hwsim_persona.c); values in slots named by attr->ofs */
#define HWSIM_P_CB(fn)							\
	int fn(struct switch_dev *sw, const struct switch_attr *attr,	\
	       struct switch_val *val)

HWSIM_P_CB(hwsim_p_get_gint);
HWSIM_P_CB(hwsim_p_set_gint);
HWSIM_P_CB(hwsim_p_get_pint);
HWSIM_P_CB(hwsim_p_set_pint);
HWSIM_P_CB(hwsim_p_get_allports);
HWSIM_P_CB(hwsim_p_set_allports);
HWSIM_P_CB(hwsim_p_get_vid);
HWSIM_P_CB(hwsim_p_set_vid);
HWSIM_P_CB(hwsim_p_get_fid);
HWSIM_P_CB(hwsim_p_set_fid);
HWSIM_P_CB(hwsim_p_get_vflag);
HWSIM_P_CB(hwsim_p_set_vflag);
HWSIM_P_CB(hwsim_p_get_disable);
HWSIM_P_CB(hwsim_p_set_disable);
HWSIM_P_CB(hwsim_p_reset_mibs);
HWSIM_P_CB(hwsim_p_reset_port_mib);
HWSIM_P_CB(hwsim_p_get_mib);
HWSIM_P_CB(hwsim_p_get_gmib);
HWSIM_P_CB(hwsim_p_set_reset_mib_int);
HWSIM_P_CB(hwsim_p_get_arl);
HWSIM_P_CB(hwsim_p_flush_arl);
HWSIM_P_CB(hwsim_p_flush_port_arl);
HWSIM_P_CB(hwsim_p_get_port_mask);
HWSIM_P_CB(hwsim_p_get_chip);
HWSIM_P_CB(hwsim_p_get_vlan_info);
HWSIM_P_CB(hwsim_p_get_status);
HWSIM_P_CB(hwsim_p_get_link_speed);
HWSIM_P_CB(hwsim_p_set_link_speed);

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

#endif /* _HWSIM_PERSONA_H */
