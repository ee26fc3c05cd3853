/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig-agentx core: the parts of the agent that know nothing of
 * Net-SNMP. They build the in-memory model of a switch that every SNMP
 * answer is read from, and are unit-tested on the host.
 *
 *   model/portlist.c     RFC 4363 PortList encoding
 *   model/counters.c     driver "mib" text -> IF-MIB counters, 64-bit
 *   model/ifindex.c      the ifIndex scheme of switch ports
 *   model/snapshot.c     one consistent reading of a switch (built by a source)
 *   model/switch.c       what the agent remembers about a switch across readings
 *   model/fdb.c          forwarding database entries of a snapshot (bridges)
 *   model/memo.c         what the agent keeps that a switch cannot (aliases ...)
 *   model/txn.c          SET transactions: checks, ordering, undo
 *   sources/source.c     the interface switch sources implement, their kinds
 *   sources/source_multi.c  several sources behind one (swconfig + bridges)
 *   config.c             agent settings and their parsing
 *   log.c                logging
 */
#ifndef SWA_CORE_H
#define SWA_CORE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SWA_ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* Largest VLAN ID Q-BRIDGE-MIB serves; 0 and 4095 are not VLANs */
#define SWA_VID_MAX		4094
/* A switch source's string fields (names, labels ...) are cut to this */
#define SWA_NAME_LEN		64
/* dot1qVlanStaticName is SnmpAdminString (SIZE (0..32)) */
#define SWA_VLAN_NAME_LEN	32
/* ifAlias is DisplayString (SIZE (0..64)) */
#define SWA_ALIAS_LEN		64
/* Longest PortList the agent handles: 1024 ports */
#define SWA_PORTLIST_MAX	128

/* ---------------------------------------------------------- portlist.c */

/*
 * A PortList (RFC 4363): octet i holds ports 8i+1 .. 8i+8, the most
 * significant bit first. Ports are dot1dBasePort numbers, from 1. Every
 * PortList of a switch has the same length, swa_portlist_len(ports).
 */
size_t swa_portlist_len(unsigned int nports);
void swa_portlist_set(uint8_t *pl, size_t len, unsigned int port);
void swa_portlist_clear(uint8_t *pl, size_t len, unsigned int port);
bool swa_portlist_test(const uint8_t *pl, size_t len, unsigned int port);
/* Whether no bit beyond nports is set (a valid list for the switch) */
bool swa_portlist_valid(const uint8_t *pl, size_t len, unsigned int nports);
/* Whether every port of a is in b */
bool swa_portlist_subset(const uint8_t *a, const uint8_t *b, size_t len);
/* The next port set after port (0: the first), or 0 when none is left */
unsigned int swa_portlist_next(const uint8_t *pl, size_t len,
			       unsigned int port);
/* "1,3-5" (empty string for none) into buf; returns buf */
char *swa_portlist_format(const uint8_t *pl, size_t len, char *buf,
			  size_t size);

/* ---------------------------------------------------------- counters.c */

/* The IF-MIB counters of a port, as sums of driver counters */
enum swa_ctr {
	SWA_CTR_IN_OCTETS,
	SWA_CTR_IN_UCAST,
	SWA_CTR_IN_MCAST,
	SWA_CTR_IN_BCAST,
	SWA_CTR_IN_DISCARDS,
	SWA_CTR_IN_ERRORS,
	SWA_CTR_OUT_OCTETS,
	SWA_CTR_OUT_UCAST,
	SWA_CTR_OUT_MCAST,
	SWA_CTR_OUT_BCAST,
	SWA_CTR_OUT_DISCARDS,
	SWA_CTR_OUT_ERRORS,
	SWA_CTR_COUNT
};

const char *swa_ctr_name(enum swa_ctr c);

/*
 * Calls fn for every "NAME: VALUE" line of a driver's mib text, VALUE a
 * decimal unsigned 64-bit number. Other lines (headers such as "Port 1
 * MIB counters", garbage) are skipped. Returns the number of counters.
 */
typedef void (*swa_mib_fn)(void *arg, const char *name, size_t name_len,
			   uint64_t value);
size_t swa_mib_parse(const char *text, swa_mib_fn fn, void *arg);

/* Which IF-MIB counter a driver counter adds to (-1: none) */
int swa_ctr_of_name(const char *name, size_t len, bool *wraps32);

/*
 * The counters of one port, accumulated to 64 bits across readings.
 * Each driver counter is followed on its own: an increase adds the
 * difference; a decrease is a reset (counting goes on from the new
 * value and the port gets a new discontinuity time), except for a
 * counter some driver keeps in a 32-bit register, where a decrease
 * from the upper half of the 32-bit range that is less than 2^31 away
 * modulo 2^32 is a wrap. IF-MIB values never decrease.
 */
struct swa_raw_ctr {
	char name[32];
	int target;		/* enum swa_ctr, or -1 */
	bool wraps32;
	bool seen;		/* in the current reading */
	uint64_t last;		/* driver value at the last reading */
	uint64_t total;		/* accumulated */
};

struct swa_port_ctrs {
	struct swa_raw_ctr *raw;
	size_t n_raw;
	size_t cap_raw;
	bool started;		/* at least one reading */
	uint64_t value[SWA_CTR_COUNT];
	uint32_t present;	/* bit per enum swa_ctr the driver provides */
	uint32_t discontinuity;	/* sysUpTime ticks of the last one */
};

/*
 * Takes a new reading (mib text) at sysUpTime now. first_time: the
 * discontinuity time to record for a port seen for the first time (0
 * for ports present when the agent starts). Returns 1 when a
 * discontinuity was detected, 0 otherwise, -1 when out of memory (the
 * counters are unchanged then).
 */
int swa_port_ctrs_update(struct swa_port_ctrs *pc, const char *text,
			 uint32_t now, uint32_t first_time);
void swa_port_ctrs_free(struct swa_port_ctrs *pc);

/* ----------------------------------------------------------- ifindex.c */

/*
 * ifIndex of a switch port: base + stride * switch number + port + 1,
 * where port is the switch's own port number (from 0) and the switch
 * number N of its devname "switchN" (see ifindex.c). The defaults (base 1000,
 * stride 1000) give switch0 ports 1001.., switch1 2001.. Both are
 * configurable; a per-switch base overrides base + stride * id.
 */
#define SWA_IFINDEX_BASE_DEFAULT	1000u
#define SWA_IFINDEX_STRIDE_DEFAULT	1000u
#define SWA_IFINDEX_MAX			2147483647u

struct swa_ifindex_scheme {
	uint32_t base;
	uint32_t stride;
};

/* 0 when the result is not a valid ifIndex (out of range, port >= stride) */
uint32_t swa_ifindex(const struct swa_ifindex_scheme *s, uint32_t switch_id,
		     uint32_t port);
/* The same with an explicit base for the switch */
uint32_t swa_ifindex_at(uint32_t base, uint32_t stride, uint32_t port);
/* N of devname "switchN"; id (the kernel's) for a name of another form */
uint32_t swa_ifindex_switch_number(const char *devname, uint32_t id);

/* ---------------------------------------------------------- snapshot.c */

/* Value types and attribute groups, with the kernel's numbers */
enum swa_type {
	SWA_TYPE_UNSPEC = 0,
	SWA_TYPE_INT = 1,
	SWA_TYPE_STRING = 2,
	SWA_TYPE_PORTS = 3,
	SWA_TYPE_LINK = 4,
	SWA_TYPE_NOVAL = 5,
};

enum swa_group {
	SWA_GROUP_GLOBAL = 1,
	SWA_GROUP_PORT = 2,
	SWA_GROUP_VLAN = 3,
};

struct swa_link {
	bool up;
	bool duplex;
	bool aneg;
	bool tx_flow;
	bool rx_flow;
	uint32_t speed;		/* Mbit/s, 0 unknown */
	uint32_t eee;		/* SWITCH_LINK_FLAG_EEE_* bits, from bit 0 */
};

struct swa_port_ref {
	uint32_t id;
	bool tagged;
};

struct swa_value {
	enum swa_type type;
	uint32_t i;
	char *s;
	struct swa_port_ref *ports;
	size_t n_ports;
	struct swa_link link;
};

struct swa_attr_def {
	enum swa_group group;
	uint32_t id;		/* the kernel's OP_ID */
	enum swa_type type;
	char *name;
	char *description;
};

/* A current value: sorted by (group, id, instance) in the snapshot */
struct swa_attr_value {
	enum swa_group group;
	uint32_t id;
	uint32_t instance;	/* 0, port number or VLAN index */
	struct swa_value v;
};

struct swa_port {
	uint32_t id;		/* the switch's port number, from 0 */
	uint32_t base_port;	/* dot1dBasePort: id + 1 */
	uint32_t ifindex;	/* 0: none */
	bool is_cpu;
	char name[SWA_NAME_LEN];	/* ifName */
	char descr[2 * SWA_NAME_LEN];	/* ifDescr */
	char label[SWA_NAME_LEN];	/* driver's front-panel label, or "" */
	char alias[SWA_ALIAS_LEN + 1];	/* ifAlias (agent memory), or "" */
	uint8_t link_traps;	/* ifLinkUpDownTrapEnable set (memo), 0: none */
	bool has_link;
	struct swa_link link;
	bool has_admin;
	bool admin_up;
	bool has_pvid;
	uint32_t pvid_index;	/* VLAN table index of the PVID */
	uint16_t pvid;		/* its VID, 0 when it has none */
	uint32_t mtu;
	char *mib;		/* the driver's counter text, or NULL */
	/* derived when the snapshot is installed (switch.c) */
	uint32_t last_change;
	struct {
		uint64_t value[SWA_CTR_COUNT];
		uint32_t present;
		uint32_t discontinuity;
	} ctr;
};

struct swa_vlan {
	uint16_t vid;
	uint32_t index;		/* VLAN table index */
	char name[SWA_VLAN_NAME_LEN + 1];
	uint8_t *egress;	/* PortList: members */
	uint8_t *untagged;	/* PortList: untagged members */
	uint32_t creation;	/* derived: sysUpTime when first seen */
};

struct swa_snapshot {
	uint32_t id;
	/*
	 * Unique per snapshot made in this process: what a source keys
	 * state planned against a reading on, where the address is no
	 * key (a freed reading's address comes back for a later one)
	 */
	uint64_t generation;
	char devname[SWA_NAME_LEN];
	char alias[SWA_NAME_LEN];
	char driver[SWA_NAME_LEN];
	uint32_t n_ports;
	uint32_t n_vlans;		/* VLAN table size */
	uint32_t cpu_port;		/* UINT32_MAX: none */
	uint32_t max_vid;		/* dot1qMaxVlanId */
	uint32_t max_supported;		/* dot1qMaxSupportedVlans */
	uint8_t bridge_addr[6];
	bool vlan_enabled;		/* enable_vlan, when the driver has it */

	struct swa_port *ports;		/* n_ports, by id */
	size_t portlist_len;

	struct swa_vlan *vlans;		/* sorted by vid */
	size_t n_vlan_rows;
	size_t cap_vlan_rows;

	struct swa_attr_def *defs;	/* sorted by (group, id) */
	size_t n_defs;
	size_t cap_defs;
	struct swa_attr_value *vals;	/* sorted by (group, id, instance) */
	size_t n_vals;
	size_t cap_vals;

	uint32_t read_at;		/* sysUpTime ticks of the reading */
	unsigned int requests;		/* kernel requests the reading took */

	/*
	 * Ports are host netdevs (a Linux bridge's): their ifindex is the
	 * kernel's and their IF-MIB rows are snmpd's own, so the agent
	 * neither numbers them nor registers rows for them.
	 */
	bool host_ports;
	bool has_fdb;			/* the source reads an FDB (fdb.c) */
	struct swa_fdb_entry *fdb;	/* sorted by (vid, mac) */
	size_t n_fdb;
	size_t cap_fdb;
};

struct swa_snapshot *swa_snapshot_new(uint32_t id, const char *devname,
				      const char *alias, const char *driver,
				      uint32_t n_ports, uint32_t n_vlans,
				      uint32_t cpu_port);
void swa_snapshot_free(struct swa_snapshot *s);

/* A VLAN row; members as port numbers from 0 with tagged flags */
int swa_snapshot_add_vlan(struct swa_snapshot *s, uint32_t index,
			  uint16_t vid, const struct swa_port_ref *members,
			  size_t n);
int swa_snapshot_add_def(struct swa_snapshot *s, enum swa_group group,
			 uint32_t id, enum swa_type type, const char *name,
			 const char *description);
/* Takes ownership of the value's allocations, even on failure */
int swa_snapshot_add_value(struct swa_snapshot *s, enum swa_group group,
			   uint32_t id, uint32_t instance, struct swa_value *v);
int swa_snapshot_set_mib(struct swa_snapshot *s, uint32_t port,
			 const char *text);

/*
 * Before swa_snapshot_finish (values unsorted): the integer value of VLAN
 * attribute id at every VLAN table index below n, into vids[n]; 0 where
 * an index has none, the first one added where it has two. One pass over
 * the values, for a source whose driver maps table indexes to VIDs
 * ("vid") and must know them before it adds the VLAN rows.
 */
void swa_snapshot_vlan_ints(const struct swa_snapshot *s, uint32_t id,
			    uint32_t *vids, size_t n);
/*
 * Sorts the tables, gives VLANs their names and ports their PVID VIDs,
 * names and descriptions. Call once, after the source added everything.
 */
int swa_snapshot_finish(struct swa_snapshot *s);

const struct swa_vlan *swa_snapshot_vlan(const struct swa_snapshot *s,
					 uint16_t vid);
const struct swa_vlan *swa_snapshot_vlan_by_index(const struct swa_snapshot *s,
						  uint32_t index);
const struct swa_attr_def *swa_snapshot_def(const struct swa_snapshot *s,
					    enum swa_group group, uint32_t id);
const struct swa_attr_def *swa_snapshot_def_by_name(const struct swa_snapshot *s,
						    enum swa_group group,
						    const char *name);
const struct swa_attr_value *swa_snapshot_value(const struct swa_snapshot *s,
						enum swa_group group,
						uint32_t id, uint32_t instance);

void swa_value_free(struct swa_value *v);
/* A deep copy of src into dst; 0 or -ENOMEM (dst then owns nothing) */
int swa_value_dup(struct swa_value *dst, const struct swa_value *src);
/* The swconfig CLI's text form of a value, into buf; returns buf */
char *swa_value_format(const struct swa_value *v, char *buf, size_t size);
/*
 * A VLAN's PortLists (len octets) as a port list value: its members,
 * untagged or tagged. 0 or -ENOMEM.
 */
int swa_value_from_portlists(const uint8_t *egress, const uint8_t *untagged,
			     size_t len, struct swa_value *v);
/*
 * The value of attribute def at instance as the reading knows it, into
 * *out (a copy): VLAN members are the rows' (an entry without members
 * has none), other values as read. 0, 1 when the reading has no value,
 * -ENOMEM.
 */
int swa_snapshot_raw_value(const struct swa_snapshot *s,
			   const struct swa_attr_def *def, uint32_t instance,
			   struct swa_value *out);
/* Attribute name of group in s, if it is of type (snapshot.c) */
const struct swa_attr_def *swa_txn_def(const struct swa_snapshot *s,
				       enum swa_group group, const char *name,
				       enum swa_type type);

/* --------------------------------------------------------------- fdb.c */

/* dot1qTpFdbStatus / dot1dTpFdbStatus (RFC 4363, RFC 4188) */
enum swa_fdb_status {
	SWA_FDB_OTHER = 1,
	SWA_FDB_INVALID = 2,
	SWA_FDB_LEARNED = 3,
	SWA_FDB_SELF = 4,
	SWA_FDB_MGMT = 5,
};

struct swa_fdb_entry {
	uint16_t vid;		/* dot1qFdbId; 0: an entry of no VLAN */
	uint8_t mac[6];
	uint32_t port;		/* the switch's port number, from 0 */
	enum swa_fdb_status status;
};

/*
 * The status of a Linux bridge FDB entry from its neighbour state
 * (ndm_state: NUD_PERMANENT for the bridge's and its ports' own
 * addresses, NUD_NOARP for static entries, NUD_REACHABLE / NUD_STALE
 * for learned ones) and flags (ndm_flags).
 */
enum swa_fdb_status swa_fdb_status(uint16_t ndm_state, uint8_t ndm_flags);
int swa_snapshot_add_fdb(struct swa_snapshot *s, uint16_t vid,
			 const uint8_t mac[6], uint32_t port,
			 enum swa_fdb_status status);
/* Sorts the FDB (called by swa_snapshot_finish) */
void swa_fdb_sort(struct swa_snapshot *s);
/*
 * dot1dTpFdbTable has one row per MAC: the entry of the lowest VID
 * (entries of no VLAN first). Fills out (room for n_fdb pointers) with
 * those, sorted by MAC; returns how many.
 */
size_t swa_fdb_by_mac(const struct swa_snapshot *s,
		      const struct swa_fdb_entry **out);

/* ------------------------------------------------------------ switch.c */

/*
 * A switch the agent serves, by name (the SNMP context). It lives from
 * the first time the switch is seen (or configured) to the agent's end
 * and carries what must survive a new reading or the switch being gone
 * for a while: counter totals, change times, VLAN creation times.
 */
struct swa_switch {
	char name[SWA_NAME_LEN];
	uint32_t ifindex_base;		/* ifIndex of port 0 is base + 1 */
	struct swa_snapshot *snap;	/* NULL while the switch is absent */
	unsigned int generation;	/* bumped by every install */
	bool ever_seen;

	struct swa_port_ctrs *ctrs;	/* per port, n_ctrs */
	size_t n_ctrs;
	uint32_t *last_change;		/* per port */
	uint8_t *oper_up;		/* per port: 0 down, 1 up, 2 unknown */
	uint32_t vlan_created[SWA_VID_MAX + 1];
	uint8_t vlan_present[(SWA_VID_MAX + 8) / 8];
	uint32_t vlan_deletes;
	struct swa_memo *memo;		/* what SNMP set that swconfig cannot hold */
};

struct swa_switch *swa_switch_new(const char *name);
void swa_switch_free(struct swa_switch *sw);

/*
 * Makes snap (finished) the switch's current reading at sysUpTime now,
 * or marks the switch absent (snap NULL); frees the previous one. At
 * agent start (startup true) existing ports and VLANs get time 0.
 * Returns 0, or -1 when out of memory (snap is freed then and the
 * previous reading stays).
 */
int swa_switch_install(struct swa_switch *sw, struct swa_snapshot *snap,
		       uint32_t now, bool startup);

/*
 * The clock went back (the master restarted: sysUpTime starts over):
 * what the switch remembers happened before it, at time 0 (RFC 2863
 * ifLastChange), instead of times in the future. Takes effect at the
 * next install.
 */
void swa_switch_new_epoch(struct swa_switch *sw);

/* Oper status of a port: 1 up, 2 down (IF-MIB numbers) */
int swa_port_oper_status(const struct swa_port *p);

/* ------------------------------------------------------------ source.c */

/*
 * A switch source: where switches come from. "swconfig" (swlib, the
 * netlink family "switch") is the real one; a Linux bridge source will
 * sit beside it. The MIB code never talks to a source: it reads the
 * snapshots a source produced.
 */
struct swa_source;

struct swa_switch_info {
	char name[SWA_NAME_LEN];	/* devname: the context name */
	uint32_t id;
};

/* What a switch lets the agent write (swa_source_ops.write_caps) */
struct swa_write_caps {
	bool vlans;		/* set_vlan, del_vlan */
	bool vlan_names;	/* set_vlan_name; else names stay the agent's */
	bool pvids;		/* set_pvid */
	bool port_admin;	/* set_port_admin */
};

struct swa_source_ops {
	const char *kind;		/* switchSource KIND */
	bool needs_arg;			/* switchSource KIND ARG: ARG required */
	/* Connects; < 0 on failure (retried at the next refresh) */
	int (*open)(struct swa_source *src);
	void (*close)(struct swa_source *src);
	/* The switches present now; *list malloc'ed, caller frees */
	int (*list)(struct swa_source *src, struct swa_switch_info **list,
		    size_t *n);
	/*
	 * Reads a whole switch into a finished snapshot. Returns 0, -ENODEV
	 * when the switch is gone, -EAGAIN when the reading went part of the
	 * way (no snapshot: call again soon), another negative errno on
	 * failure.
	 */
	int (*read)(struct swa_source *src, const struct swa_switch_info *info,
		    struct swa_snapshot **snap);
	/*
	 * Writes, in the agent's model of a switch: VLAN IDs, ports (their
	 * numbers, from 0) and PortLists of base->portlist_len octets. All
	 * optional: a source without set_vlan is read-only. Each acts on
	 * the switch base was read from; a source may stage them until
	 * commit. txn.c decides what is written in which order and undoes
	 * it with the same operations; a source's own quirks (table
	 * indexes, what its switches do beyond what they were asked) stay
	 * in its adapter. Each returns 0 or a negative errno (-EPERM: no
	 * CAP_NET_ADMIN).
	 */
	/* What the switch base was read from lets the agent write */
	void (*write_caps)(struct swa_source *src, const struct swa_snapshot *base,
			   struct swa_write_caps *caps);
	/*
	 * Makes room for VLAN vid, which the transaction planned against
	 * base creates (called while it is checked, in the request's
	 * order): *index gets the VLAN's table index. -ERANGE: the switch
	 * cannot have that VID; -ENOSPC: no room left.
	 */
	int (*new_vlan)(struct swa_source *src, const struct swa_snapshot *base,
			uint16_t vid, uint32_t *index);
	/* VLAN vid gets exactly these members (and exists); PVIDs stay */
	int (*set_vlan)(struct swa_source *src, const struct swa_snapshot *base,
			uint16_t vid, const uint8_t *egress,
			const uint8_t *untagged);
	/* VLAN vid has no members any more; PVIDs stay */
	int (*del_vlan)(struct swa_source *src, const struct swa_snapshot *base,
			uint16_t vid);
	int (*set_vlan_name)(struct swa_source *src,
			     const struct swa_snapshot *base, uint16_t vid,
			     const char *name);
	/*
	 * The name VLAN vid has, where the reading has none (a VLAN without
	 * members is not read), so that writing it can be undone
	 */
	int (*get_vlan_name)(struct swa_source *src,
			     const struct swa_snapshot *base, uint16_t vid,
			     char *name, size_t len);
	int (*set_pvid)(struct swa_source *src, const struct swa_snapshot *base,
			uint32_t port, uint16_t vid);
	int (*set_port_admin)(struct swa_source *src,
			      const struct swa_snapshot *base, uint32_t port,
			      bool up);
	/*
	 * SWCONFIG-MIB's values: writes attribute def at instance (port or
	 * VLAN table index), v of def's type (NULL: an action)
	 */
	int (*write_raw)(struct swa_source *src, const struct swa_snapshot *base,
			 const struct swa_attr_def *def, uint32_t instance,
			 const struct swa_value *v);
	/*
	 * The current value of def at instance, for what a reading leaves
	 * out (the values of VLAN entries without members), so that a raw
	 * write to it can be undone. 0, or a negative errno (then no value).
	 */
	int (*read_raw)(struct swa_source *src, const struct swa_snapshot *base,
			const struct swa_attr_def *def, uint32_t instance,
			struct swa_value *v);
	/* What was written takes effect (swconfig's apply) */
	int (*commit)(struct swa_source *src, const struct swa_snapshot *base);
	/*
	 * What was written and not committed is left (after it was undone):
	 * the source puts back what its switch changed by itself
	 */
	void (*abort)(struct swa_source *src, const struct swa_snapshot *base);
	/* The transaction planned against base is over: what was kept goes */
	void (*end)(struct swa_source *src, const struct swa_snapshot *base);
	/* Optional: requests made to the kernel since the source was created */
	uint64_t (*requests)(struct swa_source *src);
};

struct swa_source {
	const struct swa_source_ops *ops;
	void *priv;
	bool connected;
	char *arg;		/* source-specific argument (a file ...) */
	/*
	 * Seconds a reading may reuse the per-VLAN attribute values (names
	 * ...) of an earlier one instead of reading them again: they change
	 * rarely and cost one request per VLAN and attribute. 0: every
	 * reading reads them. Memberships, PVIDs, links and counters are
	 * read every time.
	 */
	unsigned int vlan_value_interval;
	/*
	 * Most VLANs whose values one reading reads (0: no limit). A
	 * reading that leaves VLANs without values answers -EAGAIN; the
	 * next one goes on where it stopped.
	 */
	unsigned int vlan_reads;
};

struct swa_source *swa_source_new(const struct swa_source_ops *ops,
				  const char *arg);
void swa_source_free(struct swa_source *src);

/* More kinds than the agent and its tests will ever register */
#define SWA_SOURCE_KINDS_MAX	8
/*
 * The kinds "switchSource" can name. Adding a kind twice is 0; another
 * kind of the same name -EEXIST; no room left -ENOSPC.
 */
int swa_source_kind_add(const struct swa_source_ops *ops);
/* NULL when no kind of that name is registered */
const struct swa_source_ops *swa_source_kind_find(const char *kind);
/* "swconfig, file": the registered kinds' names, for messages */
char *swa_source_kind_names(char *buf, size_t len);

/*
 * source_multi.c: several sources behind one, for the agent that serves
 * swconfig switches and Linux bridges side by side. Switch names must
 * be unique across them; each call goes to the source that listed the
 * switch. The parts are taken over (freed with the source).
 */
struct swa_source *swa_source_multi_new(struct swa_source **parts, size_t n);
/* The part that serves switch name (NULL: none listed it) */
struct swa_source *swa_source_multi_part(struct swa_source *src,
					 const char *name);

/* ------------------------------------------------------------ config.c */

#define SWA_REFRESH_DEFAULT	5	/* seconds */
#define SWA_VLAN_VALUES_DEFAULT	60	/* seconds, see vlan_value_interval */
/*
 * VLANs whose values one reading reads, see vlan_reads: 256 VLANs are
 * 500-800 kernel requests, a few hundred ms on a slow CPU, well below
 * the master's 1 s AgentX timeout; 4094 VLANs take 16 readings.
 */
#define SWA_VLAN_READS_DEFAULT	256

struct swa_switch_conf {
	char name[SWA_NAME_LEN];
	bool has_ifindex_base;
	uint32_t ifindex_base;
	bool has_bridge_addr;
	uint8_t bridge_addr[6];
	bool is_bridge;		/* serveBridge: a Linux bridge, not swconfig */
};

struct swa_config {
	unsigned int refresh;		/* seconds between readings */
	unsigned int vlan_values;	/* seconds between readings of VLAN values */
	unsigned int vlan_reads;	/* VLANs whose values a reading reads */
	struct swa_ifindex_scheme ifindex;
	char default_switch[SWA_NAME_LEN];	/* "" : the first */
	char source[16];		/* "swconfig" or "file" */
	char *source_arg;
	bool only_listed;		/* serve only the switches named */
	char *state_dir;		/* saved configurations; NULL: none */
	bool startup_switch;		/* at start keep the switch's, not the saved */
	struct swa_switch_conf *switches;
	size_t n_switches;
};

void swa_config_init(struct swa_config *c);
void swa_config_free(struct swa_config *c);
/*
 * Applies one directive "KEY VALUE..." as in swconfig-agentx.conf.
 * Returns 0, or -1 with a message in err.
 */
int swa_config_line(struct swa_config *c, const char *key, const char *value,
		    char *err, size_t err_size);
struct swa_switch_conf *swa_config_switch(const struct swa_config *c,
					  const char *name);
/* The ifIndex base of a switch: its own, or base + stride * id */
uint32_t swa_config_ifindex_base(const struct swa_config *c, const char *name,
				 uint32_t id);
/*
 * Whether b serves what a serves in the same way: same source, switches,
 * ifIndexes, intervals (bridge addresses and defaultSwitch may differ:
 * they apply from the next reading or request)
 */
bool swa_config_same_serving(const struct swa_config *a,
			     const struct swa_config *b);
/* Whether the switch is served */
bool swa_config_serves(const struct swa_config *c, const char *name);
/* The bridges of serveBridge, space-separated (malloc'ed; NULL: none) */
char *swa_config_bridges(const struct swa_config *c);

int swa_parse_u32(const char *s, uint32_t min, uint32_t max, uint32_t *out);
int swa_parse_mac(const char *s, uint8_t mac[6]);

/* --------------------------------------------------------------- log.c */

enum swa_log_level { SWA_LOG_ERR, SWA_LOG_WARNING, SWA_LOG_NOTICE,
		     SWA_LOG_INFO, SWA_LOG_DEBUG };

/* Where messages go; the default prints to stderr */
typedef void (*swa_log_fn)(enum swa_log_level level, const char *msg);
void swa_log_set(swa_log_fn fn);
void swa_log(enum swa_log_level level, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#define swa_err(...)	swa_log(SWA_LOG_ERR, __VA_ARGS__)
#define swa_warn(...)	swa_log(SWA_LOG_WARNING, __VA_ARGS__)
#define swa_notice(...)	swa_log(SWA_LOG_NOTICE, __VA_ARGS__)
#define swa_info(...)	swa_log(SWA_LOG_INFO, __VA_ARGS__)
#define swa_debug(...)	swa_log(SWA_LOG_DEBUG, __VA_ARGS__)

/* -------------------------------------------------------------- memo.c */

/*
 * What the agent keeps for a switch because swconfig has no place for
 * it: VLANs created over SNMP that have no member port yet (a swconfig
 * VLAN exists only through its members), VLAN names where the driver
 * has no "name" attribute (or the VLAN is empty, so nothing reads it),
 * and per port its ifAlias and ifLinkUpDownTrapEnable. It is laid over
 * every reading and saved in the state file.
 */
struct swa_vlan_memo {
	uint16_t vid;
	uint32_t index;		/* its VLAN table index */
	bool created;		/* a row even without members */
	bool has_name;
	char name[SWA_VLAN_NAME_LEN + 1];
};

/* ifLinkUpDownTrapEnable values (RFC 2863); 0 in memory: never set */
#define SWA_LINK_TRAPS_ENABLED	1
#define SWA_LINK_TRAPS_DISABLED	2

struct swa_port_memo {
	char alias[SWA_ALIAS_LEN + 1];	/* ifAlias, "" when none */
	uint8_t link_traps;		/* SWA_LINK_TRAPS_*, 0: the default */
};

struct swa_memo {
	struct swa_vlan_memo *vlans;	/* sorted by vid */
	size_t n_vlans;
	size_t cap_vlans;
	struct swa_port_memo *ports;	/* by port number, n_ports */
	size_t n_ports;
};

struct swa_memo *swa_memo_new(void);
void swa_memo_free(struct swa_memo *m);
struct swa_vlan_memo *swa_memo_vlan(struct swa_memo *m, uint16_t vid,
				    bool add);
void swa_memo_forget_vlan(struct swa_memo *m, uint16_t vid);
/* A port's memo, added (zeroed) when add is set; NULL: none, or no memory */
struct swa_port_memo *swa_memo_port(struct swa_memo *m, uint32_t port,
				    bool add);
/*
 * Lays the memo over a finished snapshot: rows for created empty VLANs,
 * names, the ports' aliases and trap settings. Forgets what the reading shows swconfig now holds (a
 * created VLAN that got members, an index another VID took). 0 or
 * -ENOMEM.
 */
int swa_memo_overlay(struct swa_memo *m, struct swa_snapshot *s);

/* --------------------------------------------------------------- txn.c */

/*
 * A transaction: the changes one SET request (or a state file) makes,
 * per switch, checked against a fresh reading and then written through
 * the source in an order that keeps the switch consistent, with the
 * previous values kept to undo every write.
 *
 *   add changes (swa_txn_vlan/port/attr; changes to one VLAN or port
 *   merge) -> swa_txn_prepare (per switch: validate, plan the model's
 *   operations) -> swa_txn_execute (operations, commit; undone on
 *   failure)
 *   -> swa_txn_rollback (undo after success, when the request fails
 *   elsewhere) or swa_txn_remember (the memo's part) -> swa_txn_free
 */
enum swa_txn_err {
	SWA_TXN_OK,
	SWA_TXN_WRONG_VALUE,
	SWA_TXN_WRONG_LENGTH,
	SWA_TXN_INCONSISTENT,		/* inconsistentValue */
	SWA_TXN_NO_CREATION,
	SWA_TXN_NOT_WRITABLE,
	SWA_TXN_RESOURCE,		/* resourceUnavailable */
	SWA_TXN_COMMIT_FAILED,		/* a write failed; all undone */
	SWA_TXN_UNDO_FAILED,		/* ... and undoing failed too */
};

const char *swa_txn_err_name(enum swa_txn_err e);

enum swa_row_op {
	SWA_ROW_KEEP,		/* no RowStatus in the request */
	SWA_ROW_ACTIVE,		/* active(1): the row must exist */
	SWA_ROW_CREATE,		/* createAndGo(4) */
	SWA_ROW_DESTROY,	/* destroy(6) */
};

struct swa_vlan_change {
	uint16_t vid;
	unsigned int tag;	/* the caller's mark of the first setter */
	enum swa_row_op row;
	bool set_egress;
	bool set_untagged;
	bool set_name;
	uint8_t egress[SWA_PORTLIST_MAX];
	uint8_t untagged[SWA_PORTLIST_MAX];
	char name[SWA_VLAN_NAME_LEN + 1];
};

struct swa_port_change {
	uint32_t port;		/* the switch's port number, from 0 */
	unsigned int tag;
	bool set_pvid;
	uint16_t pvid;		/* a VID */
	bool set_admin;
	bool admin_up;
	bool set_alias;
	char alias[SWA_ALIAS_LEN + 1];
	bool set_link_traps;
	uint8_t link_traps;	/* SWA_LINK_TRAPS_* */
};

struct swa_attr_change {
	enum swa_group group;
	uint32_t id;
	uint32_t instance;
	unsigned int tag;
	struct swa_value v;	/* NOVAL: the action is run */
};

/*
 * One planned operation of the model (struct swa_source_ops' writes):
 * what it sets and what it replaces, for its undo
 */
enum swa_op_kind {
	SWA_OP_VLAN,		/* members of vid: set_vlan, or del_vlan when none */
	SWA_OP_VLAN_NAME,	/* name of vid */
	SWA_OP_RAW,		/* def at instance (SWCONFIG-MIB, state files) */
	SWA_OP_ADMIN,		/* admin state of port */
	SWA_OP_PVID,		/* PVID of port */
};

struct swa_op_value {
	uint8_t egress[SWA_PORTLIST_MAX];	/* VLAN */
	uint8_t untagged[SWA_PORTLIST_MAX];
	char name[SWA_VLAN_NAME_LEN + 1];	/* VLAN_NAME */
	bool up;				/* ADMIN */
	uint16_t pvid;				/* PVID: a VID */
	struct swa_value value;			/* RAW */
};

struct swa_op {
	enum swa_op_kind kind;
	uint16_t vid;				/* VLAN, VLAN_NAME */
	uint32_t port;				/* ADMIN, PVID */
	const struct swa_attr_def *def;		/* RAW: in the change's base */
	uint32_t instance;			/* RAW */
	unsigned int tag;
	struct swa_op_value set;
	bool has_old;		/* false: nothing to put back */
	struct swa_op_value old;
};

struct swa_change {
	char sw_name[SWA_NAME_LEN];
	struct swa_vlan_change *vlans;
	size_t n_vlans;
	struct swa_port_change *ports;
	size_t n_ports;
	struct swa_attr_change *attrs;
	size_t n_attrs;
	/* from swa_txn_prepare() */
	struct swa_snapshot *base;	/* owned */
	struct swa_op *ops;
	size_t n_ops;
	size_t cap_ops;
	size_t n_done;		/* operations made */
	bool committed;
	uint32_t *new_index;	/* per VLAN change: its table index (memo) */
	struct swa_source *src;	/* the transaction's, see struct swa_txn */
};

struct swa_txn {
	struct swa_change *sw;
	size_t n_sw;
	/*
	 * Set before swa_txn_prepare(): the source whose switches the
	 * changes are checked for (what they can write, room for new VLANs)
	 * and asked for the values the base reading leaves out, to undo
	 * their writes exactly; swa_txn_execute() must be given the same
	 */
	struct swa_source *src;
	enum swa_txn_err err;
	unsigned int err_tag;	/* the change that caused err */
	char msg[160];		/* why, for the log */
};

void swa_txn_init(struct swa_txn *t);
void swa_txn_free(struct swa_txn *t);
/* The change of a VLAN or port, added on first use; NULL when out of memory */
struct swa_vlan_change *swa_txn_vlan(struct swa_txn *t, const char *sw,
				     uint16_t vid, unsigned int tag);
struct swa_port_change *swa_txn_port(struct swa_txn *t, const char *sw,
				     uint32_t port, unsigned int tag);
/* Takes the value's allocations */
struct swa_attr_change *swa_txn_attr(struct swa_txn *t, const char *sw,
				     enum swa_group group, uint32_t id,
				     uint32_t instance, unsigned int tag,
				     struct swa_value *v);
/*
 * Checks change c against base, a fresh reading of its switch with the
 * memo laid over it (taken over, freed with the transaction), and plans
 * its writes. SWA_TXN_OK, or the error also left in t->err / err_tag.
 */
enum swa_txn_err swa_txn_prepare(struct swa_txn *t, struct swa_change *c,
				 struct swa_snapshot *base);
/* Writes and applies every prepared change; on failure undoes them all */
enum swa_txn_err swa_txn_execute(struct swa_txn *t, struct swa_source *src);
/* Undoes a successful execute (and applies the previous state again) */
enum swa_txn_err swa_txn_rollback(struct swa_txn *t, struct swa_source *src);
/* Records in m what change c set that only the agent keeps */
int swa_txn_remember(const struct swa_change *c, struct swa_memo *m);

#endif /* SWA_CORE_H */
