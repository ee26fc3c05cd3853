/* SPDX-License-Identifier: GPL-2.0-or-later */
/* One consistent reading of a switch, built by a source (model/snapshot.c) */
#ifndef SWA_SNAPSHOT_H
#define SWA_SNAPSHOT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/limits.h"
#include "model/counters.h"
#include "model/fdb.h"
#include "model/mirror.h"

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
	/*
	 * dot1qPortIngressFiltering: frames of a VLAN without this port
	 * among its members are dropped. Set by a source that knows it, or
	 * from the driver's "qmode" (swa_snapshot_finish); never with
	 * enable_vlan 0.
	 */
	bool ingress_filtering;
	bool has_pvid;
	uint32_t pvid_index;	/* VLAN table index of the PVID */
	uint16_t pvid;		/* its VID, 0 when it has none */
	uint32_t mtu;
	char *mib;		/* the driver's counter text, or NULL */
	/* derived when the snapshot is installed (switch.c) */
	uint32_t last_change;
	uint32_t nominal_mbps;	/* ifHighSpeed, also while the link is down */
	struct {
		uint64_t value[SWA_CTR_COUNT];
		swa_ctr_set present;
		uint32_t discontinuity;
	} ctr;
};

struct swa_vlan {
	uint16_t vid;
	uint32_t index;		/* VLAN table index */
	/*
	 * dot1qVlanFdbId: the driver's filtering database ("fid"), else
	 * the VID (independent VLAN learning, one database per VLAN)
	 */
	uint32_t fid;
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
	/*
	 * The host interface the switch is attached to (the netdev its
	 * alias names: eth0 of an ar8xxx router), its kernel ifindex, which
	 * snmpd's ifIndex is; 0: none known
	 */
	uint32_t netdev_ifindex;
	bool vlan_enabled;		/* enable_vlan, when the driver has it */
	/*
	 * With enable_vlan 0 the switch forwards by its VLAN table no
	 * more: in effect one VLAN, 1, every port an untagged member
	 * (swa_snapshot_current()); the table stays, staged
	 */
	struct swa_vlan unaware;

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
	bool fdb_no_vid;		/* its entries know no VLAN (arl.c) */
	uint32_t aging_time;		/* dot1dTpAgingTime (s), 0: unknown */
	/* port mirroring sessions, by source port (mirror.c) */
	struct swa_mirror *mirrors;
	size_t n_mirrors;
	struct swa_fdb_entry *fdb;	/* sorted by (vid, mac) */
	size_t n_fdb;
	size_t cap_fdb;

	/*
	 * Holders beside the one that frees it last: the reader thread
	 * reads an installed snapshot (a focused reading takes the rest
	 * from it) while the main thread may replace it
	 */
	atomic_int holds;
};

struct swa_snapshot *swa_snapshot_new(uint32_t id, const char *devname,
				      const char *alias, const char *driver,
				      uint32_t n_ports, uint32_t n_vlans,
				      uint32_t cpu_port);
/* One more holder: each swa_snapshot_free() lets one go, the last frees */
struct swa_snapshot *swa_snapshot_hold(struct swa_snapshot *s);
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
/* The VLANs in effect (n of them): the table, or the unaware switch's one */
const struct swa_vlan *swa_snapshot_current(const struct swa_snapshot *s,
					    size_t *n);
/* The VID untagged frames get on port p: its PVID's, or 1 when unaware */
uint16_t swa_snapshot_pvid_in_effect(const struct swa_snapshot *s,
				     const struct swa_port *p);
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

#endif /* SWA_SNAPSHOT_H */
