/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The Linux bridge source's files: rtnetlink plumbing and the reading
 * of a bridge's VLAN state (source_bridge_nl.c), the source's list and
 * read (source_bridge.c), the FDB (source_bridge_fdb.c) and writes
 * (source_bridge_write.c).
 */
#ifndef SWA_SOURCE_BRIDGE_H
#define SWA_SOURCE_BRIDGE_H

#include <net/if.h>

#include "model/core.h"
#include "swlib.h"

/* Switch ids of bridges: after any swconfig id, so that the default
 * context (lowest id) stays a swconfig switch's when there is one */
#define SWA_BRIDGE_ID_BASE	0x10000u

#define SWA_BR_VID_BYTES	((SWA_VID_MAX + 1 + 7) / 8)

/* A bridge port (or the bridge itself) as rtnetlink shows it */
struct swa_br_port {
	uint32_t ifindex;
	char name[IF_NAMESIZE];
	bool is_bridge;			/* the bridge device ("self" VLANs) */
	bool oper_up;
	uint32_t mtu;
	uint16_t pvid;			/* 0: none */
	uint8_t member[SWA_BR_VID_BYTES];	/* bit per VID */
	uint8_t untagged[SWA_BR_VID_BYTES];
};

/* One bridge's VLAN state, ports sorted by ifindex (the base port order) */
struct swa_br_state {
	char name[IF_NAMESIZE];
	uint32_t ifindex;
	bool vlan_filtering;
	uint8_t mac[6];
	struct swa_br_port *ports;
	size_t n_ports;
	unsigned int requests;
};

struct swa_br_stage;

struct swa_bridge {
	struct sw_handle *h;
	char **names;			/* serveBridge, in the configured order */
	size_t n_names;
	int *last_err;			/* per name: log changes only */
	struct swa_br_stage *stage;	/* writes waiting for apply */
};

static inline bool swa_br_test(const uint8_t *bits, unsigned int vid)
{
	return bits[vid / 8] & (1u << (vid % 8));
}

static inline void swa_br_set(uint8_t *bits, unsigned int vid, bool on)
{
	if (on)
		bits[vid / 8] |= (uint8_t)(1u << (vid % 8));
	else
		bits[vid / 8] &= (uint8_t)~(1u << (vid % 8));
}

/* source_bridge_nl.c */
int swa_br_connect(struct swa_bridge *b);
/* The bridge's link alone (ifindex, MAC, vlan_filtering); errors as below */
int swa_br_read_link(struct swa_bridge *b, const char *name,
		     struct swa_br_state *st);
/*
 * Reads bridge name: ifindex, MAC, vlan_filtering, then every port's
 * VLANs, PVID and untagged flags (one AF_BRIDGE link dump). -ENODEV: no
 * such device, -EMEDIUMTYPE: not a bridge. st is emptied first.
 */
int swa_br_read_state(struct swa_bridge *b, const char *name,
		      struct swa_br_state *st);
void swa_br_state_free(struct swa_br_state *st);
/* The port of ifindex in st, or NULL */
struct swa_br_port *swa_br_port_of(const struct swa_br_state *st,
				   uint32_t ifindex);
/*
 * Adds (add) or deletes VLAN vid on port with the given PVID / untagged
 * flags: RTM_SETLINK / RTM_DELLINK, AF_BRIDGE, IFLA_BRIDGE_VLAN_INFO
 * (with BRIDGE_FLAGS_SELF on the bridge device itself).
 */
int swa_br_vlan_op(struct swa_bridge *b, const struct swa_br_port *port,
		   bool add, uint16_t vid, bool pvid, bool untagged);

/* source_bridge_fdb.c: the bridge's FDB into a snapshot made from st */
int swa_br_read_fdb(struct swa_bridge *b, const struct swa_br_state *st,
		    struct swa_snapshot *s);

/* source_bridge_write.c */
int swa_br_write(struct swa_source *src, const struct swa_snapshot *base,
		 const struct swa_attr_def *def, uint32_t instance,
		 const struct swa_value *v);
int swa_br_apply(struct swa_source *src, const struct swa_snapshot *base);
void swa_br_write_caps(struct swa_source *src, const struct swa_snapshot *base,
		       struct swa_write_caps *caps);
int swa_br_new_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, uint32_t *index);
int swa_br_set_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, const uint8_t *egress, const uint8_t *untagged);
int swa_br_del_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid);
int swa_br_set_pvid(struct swa_source *src, const struct swa_snapshot *base,
		    uint32_t port, uint16_t vid);
void swa_br_abort(struct swa_source *src, const struct swa_snapshot *base);
void swa_br_stage_free(struct swa_bridge *b);

/* Attribute ids of the bridge's snapshot (as a swconfig switch's) */
#define SWA_BR_ATTR_PVID	1	/* port "pvid": VID, 0 none */
#define SWA_BR_ATTR_PORTS	2	/* VLAN "ports": members, tagged flags */

#endif /* SWA_SOURCE_BRIDGE_H */
