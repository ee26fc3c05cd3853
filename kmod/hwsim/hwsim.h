/* SPDX-License-Identifier: GPL-2.0 */
/*
 * swconfig-hwsim: private declarations shared by the files of the
 * simulated switch driver.
 *
 * Every callback from the swconfig core runs with the device's sw_mutex
 * held, so the state below needs no lock of its own; the debugfs readers
 * take the same mutex.
 */
#ifndef _HWSIM_H
#define _HWSIM_H

#include <linux/bits.h>
#include <linux/container_of.h>
#include <linux/switch.h>
#include <linux/types.h>

/*
 * hwsim also builds against a <linux/switch.h> with OpenWrt's API only
 * (tests/headers/run): this project's additions are used when the header
 * has them. Without them (OpenWrt's core) no range is enforced by the
 * core, only those the set callbacks check themselves.
 */
#ifdef SWITCH_API_SWCONFIG_SNMP
#define HWSIM_MAX_PORTS		SWITCH_MAX_PORTS
#define HWSIM_MAX_VLANS		SWITCH_MAX_VLANS
#define HWSIM_MAX_STRING	SWITCH_MAX_STRING
#define HWSIM_RANGE(lo, hi)	.min = (lo), .max = (hi)
#else
#define HWSIM_MAX_PORTS		64
#define HWSIM_MAX_VLANS		4096
#define HWSIM_MAX_STRING	1023
/* lo is not kept: 0 * (lo) only keeps it type-checked */
#define HWSIM_RANGE(lo, hi)	.max = (hi) + 0 * (lo)
#endif

#define HWSIM_MAX_SWITCHES	8
#define HWSIM_MIN_PORTS		2

/* String attribute lengths, NUL excluded */
#define HWSIM_DESC_MAX		64
#define HWSIM_LABEL_MAX		32
#define HWSIM_VLAN_NAME_MAX	32

#define HWSIM_FRAME_MIN		1518
#define HWSIM_FRAME_MAX		9728
#define HWSIM_FRAME_DEFAULT	1522

/* Longest op_delay_us: a slow chip, still short enough for tests */
#define HWSIM_OP_DELAY_MAX_US	1000000

/* Fastest port speed of the simulated chip, in Mbit/s */
#define HWSIM_SPEED_MAX		1000

/* MIB counters, in the order b53 prints them */
enum hwsim_mib {
	HWSIM_MIB_TX_OCTETS,
	HWSIM_MIB_TX_DROP,
	HWSIM_MIB_TX_BROADCAST,
	HWSIM_MIB_TX_MULTICAST,
	HWSIM_MIB_TX_UNICAST,
	HWSIM_MIB_TX_COLLISIONS,
	HWSIM_MIB_TX_SINGLE_COLLISION,
	HWSIM_MIB_TX_MULTIPLE_COLLISION,
	HWSIM_MIB_TX_DEFERRED,
	HWSIM_MIB_TX_LATE_COLLISION,
	HWSIM_MIB_TX_EXCESSIVE_COLLISION,
	HWSIM_MIB_TX_PAUSE,
	HWSIM_MIB_RX_OCTETS,
	HWSIM_MIB_RX_UNDERSIZE,
	HWSIM_MIB_RX_PAUSE,
	HWSIM_MIB_PKTS_64,
	HWSIM_MIB_PKTS_65_127,
	HWSIM_MIB_PKTS_128_255,
	HWSIM_MIB_PKTS_256_511,
	HWSIM_MIB_PKTS_512_1023,
	HWSIM_MIB_PKTS_1024_1522,
	HWSIM_MIB_RX_OVERSIZE,
	HWSIM_MIB_RX_JABBERS,
	HWSIM_MIB_RX_ALIGNMENT_ERRORS,
	HWSIM_MIB_RX_FCS_ERRORS,
	HWSIM_MIB_RX_GOOD_OCTETS,
	HWSIM_MIB_RX_DROP,
	HWSIM_MIB_RX_UNICAST,
	HWSIM_MIB_RX_MULTICAST,
	HWSIM_MIB_RX_BROADCAST,
	HWSIM_MIB_RX_SA_CHANGES,
	HWSIM_MIB_RX_FRAGMENTS,
	HWSIM_MIB_RX_JUMBO,
	HWSIM_MIB_RX_SYMBOL_ERRORS,
	HWSIM_MIB_RX_DISCARDED,
	HWSIM_MIB_COUNT
};

/* Widest counter name is 20 characters, a u64 at most 20 digits */
#define HWSIM_MIB_LINE_MAX	(20 + 2 + 20 + 1)
#define HWSIM_STRBUF_LEN	(HWSIM_MIB_COUNT * HWSIM_MIB_LINE_MAX + 1)

/*
 * Personalities (hwsim_persona.c): a switch may reproduce the user-visible
 * vocabulary of a real OpenWrt driver. The generic attribute callbacks
 * keep their values in these slots, named by switch_attr.ofs.
 */
enum hwsim_gslot {
	HWSIM_G_MIB_POLL,
	HWSIM_G_MIB_TYPE,
	HWSIM_G_MIRROR_RX,
	HWSIM_G_MIRROR_TX,
	HWSIM_G_MIRROR_MONITOR,
	HWSIM_G_MIRROR_SOURCE,
	HWSIM_G_ARL_AGE,
	HWSIM_G_IGMP_V3,
	HWSIM_G_VLAN4K,
	HWSIM_G_MAX_LENGTH,
	HWSIM_G_JUMBO,
	HWSIM_G_VID_4095,
	HWSIM_G_PHY,
	HWSIM_G_REG,
	HWSIM_G_VAL,
	HWSIM_G_LEARNING,
	HWSIM_G_BLINKRATE,
	HWSIM_G_QOS,
	HWSIM_G_MONITOR_ISO,
	HWSIM_G_MIRROR_PAUSE,
	HWSIM_G_GREEN,
	HWSIM_G_ALT_VLAN_DISABLE,
	HWSIM_G_BC_STORM,
	HWSIM_G_LED_FREQ,
	HWSIM_G_COUNT
};

enum hwsim_pslot {
	HWSIM_P_EEE,
	HWSIM_P_IGMP,
	HWSIM_P_VLAN_PRIO,
	HWSIM_P_MIRROR_RX,
	HWSIM_P_MIRROR_TX,
	HWSIM_P_TAGGED,
	HWSIM_P_LED,
	HWSIM_P_RATE_IN,
	HWSIM_P_RATE_OUT,
	HWSIM_P_GREEN,
	HWSIM_P_DOUBLETAG,
	HWSIM_P_UNTAG,
	HWSIM_P_QMODE,
	HWSIM_P_COUNT
};

/* Longest counter list of a personality (rtl8367b: 58) */
#define HWSIM_PMIB_MAX		64
/* Addresses the simulated ARL holds */
#define HWSIM_ARL_MAX		256
/* Text of a personality's mib, arl_table or VLAN info */
#define HWSIM_TEXT_LEN		16384

struct hwsim_persona;

struct hwsim_arl_entry {
	u8 mac[6];
	u16 vid;
	u64 ports;
};

/* One VLAN table entry: port bitmaps, bit n = port n (at most 64 ports) */
struct hwsim_vlan_entry {
	u64 members;
	u64 tagged;
};

/*
 * The VLAN configuration that apply_config() moves from the staged copy
 * (what the core reads and writes) to the active one ("the hardware").
 */
struct hwsim_vlan_table {
	struct hwsim_vlan_entry *entry;		/* vlans entries */
	u16 pvid[HWSIM_MAX_PORTS];
	bool enable_vlan;
};

/*
 * Driver reads counted for debugfs "reads", so tests see which values a
 * request made the "hardware" read (a filtered value dump must not read
 * the MIB counters)
 */
enum hwsim_read {
	HWSIM_READ_MAX_FRAME,		/* global max_frame */
	HWSIM_READ_MIB,			/* port mib */
	HWSIM_READ_ENABLE,		/* port enable */
	HWSIM_READ_LINK,		/* get_port_link, every caller */
	HWSIM_READ_PVID,		/* get_port_pvid */
	HWSIM_READ_FID,			/* VLAN fid */
	HWSIM_READ_COUNT,
};

struct hwsim_port {
	struct switch_port_link cfg;		/* set_port_link settings */
	struct switch_port_link partner;	/* simulated cable: sim_link */
	bool enabled;
	char label[HWSIM_LABEL_MAX + 1];
	u64 mib[HWSIM_MIB_COUNT];
	u64 pmib[HWSIM_PMIB_MAX];		/* the personality's counters */
	u32 pint[HWSIM_P_COUNT];		/* personality port values */
};

struct hwsim_switch {
	struct switch_dev sw;
	unsigned int index;
	char alias[16];
	struct switch_portmap *portmap;
	struct hwsim_port *port;		/* sw.ports entries */

	struct hwsim_vlan_table staged;
	struct hwsim_vlan_table active;
	const char **vlan_name;			/* sw.vlans entries, NULL = "" */
	u16 *fid;				/* sw.vlans entries */

	u32 max_frame;
	char description[HWSIM_DESC_MAX + 1];
	u64 mirror_sources;
	u32 mirror_monitor;

	u32 op_delay_us;			/* debugfs op_delay_us */
	u32 fail_writes;
	u32 fail_apply;
	u32 fdb_flushes;
	u32 applies;
	u64 reads[HWSIM_READ_COUNT];		/* debugfs reads */

	/* personality: NULL for hwsim's own vocabulary */
	const struct hwsim_persona *persona;
	u32 speed_max;				/* Mbit/s */
	u32 gint[HWSIM_G_COUNT];		/* personality global values */
	u16 *vid;				/* sw.vlans entries: "vid" */
	bool *vflag;				/* sw.vlans entries */
	struct hwsim_arl_entry *arl;		/* HWSIM_ARL_MAX entries */
	unsigned int n_arl;
	char *text;				/* HWSIM_TEXT_LEN bytes */

	struct dentry *debugfs;
	char strbuf[HWSIM_STRBUF_LEN];		/* STRING get results */
};

static inline struct hwsim_switch *to_hwsim(struct switch_dev *sw)
{
	return container_of(sw, struct hwsim_switch, sw);
}

/* VLAN index that holds every port at power-on */
static inline unsigned int hwsim_default_vlan(const struct hwsim_switch *hw)
{
	return hw->sw.vlans > 1 ? 1 : 0;
}

static inline u64 hwsim_all_ports(const struct hwsim_switch *hw)
{
	return GENMASK_ULL(hw->sw.ports - 1, 0);
}

/* Under sw_mutex, as every driver operation */
static inline void hwsim_count_read(struct hwsim_switch *hw,
				    enum hwsim_read what)
{
	hw->reads[what]++;
}

/* hwsim_main.c */
void hwsim_op_delay(struct hwsim_switch *hw);

/* hwsim_attrs.c */
extern const struct switch_dev_ops hwsim_ops;
bool hwsim_write_fails(struct hwsim_switch *hw);
void hwsim_global_reset(struct hwsim_switch *hw);

/* hwsim_vlan.c */
int hwsim_vlan_alloc(struct hwsim_switch *hw);
void hwsim_vlan_free(struct hwsim_switch *hw);
void hwsim_vlan_reset(struct hwsim_switch *hw);
int hwsim_get_vlan_ports(struct switch_dev *sw, struct switch_val *val);
int hwsim_set_vlan_ports(struct switch_dev *sw, struct switch_val *val);
int hwsim_get_port_pvid(struct switch_dev *sw, int port, int *vlan);
int hwsim_set_port_pvid(struct switch_dev *sw, int port, int vlan);
int hwsim_apply_config(struct switch_dev *sw);
int hwsim_reset_switch(struct switch_dev *sw);
int hwsim_get_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val);
int hwsim_set_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val);
int hwsim_get_vlan_name(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val);
int hwsim_set_vlan_name(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val);
int hwsim_get_vlan_fid(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val);
int hwsim_set_vlan_fid(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val);
int hwsim_flush_fdb(struct switch_dev *sw, const struct switch_attr *attr,
		    struct switch_val *val);

/* hwsim_port.c */
void hwsim_port_init(struct hwsim_switch *hw, unsigned int port);
void hwsim_port_reset(struct hwsim_switch *hw, unsigned int port);
int hwsim_get_port_link(struct switch_dev *sw, int port,
			struct switch_port_link *link);
int hwsim_set_port_link(struct switch_dev *sw, int port,
			struct switch_port_link *link);
int hwsim_get_sim_link(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val);
int hwsim_set_sim_link(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val);
int hwsim_get_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val);
int hwsim_set_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val);
int hwsim_get_port_label(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val);
int hwsim_set_port_label(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val);

/* hwsim_mib.c */
int hwsim_get_mib(struct switch_dev *sw, const struct switch_attr *attr,
		  struct switch_val *val);
int hwsim_get_sim_traffic(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val);
int hwsim_set_sim_traffic(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val);
int hwsim_reset_mib(struct switch_dev *sw, const struct switch_attr *attr,
		    struct switch_val *val);
int hwsim_traffic_inject(struct hwsim_switch *hw, unsigned int port, char *s);

/* hwsim_persona.c */
const struct hwsim_persona *hwsim_persona_find(const char *name);
const char *hwsim_persona_name(const struct hwsim_persona *p);
void hwsim_persona_setup(struct hwsim_switch *hw);
int hwsim_persona_alloc(struct hwsim_switch *hw);
void hwsim_persona_free(struct hwsim_switch *hw);
void hwsim_persona_reset(struct hwsim_switch *hw);
int hwsim_persona_counter(const struct hwsim_switch *hw, const char *name);
void hwsim_persona_add_mib(struct hwsim_switch *hw, unsigned int port,
			   const u64 *delta, const u64 *named);
int hwsim_persona_arl_add(struct hwsim_switch *hw, unsigned int port,
			  const u8 *mac, u16 vid);
bool hwsim_port_present(const struct hwsim_switch *hw, unsigned int port);
bool hwsim_vlan_fits(const struct hwsim_switch *hw, unsigned int vlan,
		     u64 members);
bool hwsim_vlan_valid(const struct hwsim_switch *hw, unsigned int vlan);

/* hwsim_debugfs.c */
struct dentry *hwsim_debugfs_init(void);
void hwsim_debugfs_add(struct hwsim_switch *hw, struct dentry *root);

#endif /* _HWSIM_H */
