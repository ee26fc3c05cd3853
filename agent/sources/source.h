/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The interface switch sources implement, and the registry of their kinds (sources/source.c, sources/source_multi.c) */
#ifndef SWA_SOURCE_H
#define SWA_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/snapshot.h"

/*
 * A switch source: where switches come from: "swconfig" (swlib, the
 * netlink family "switch") and Linux bridges (rtnetlink) side by side.
 * The MIB code never talks to a source: it reads the snapshots a source
 * produced, and writes through the model operations below.
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
	bool port_link;		/* set_port_link: speed, duplex, autonegotiation */
};

/* What of the globals and ports a focused reading reads afresh */
enum swa_focus_ports {
	/* a SET's: the globals; every port's PVID (it moves with VLAN
	 * members), admin state and link */
	SWA_FOCUS_PORT_STATE,
	/* an idle switch's: every port's admin state and link, what
	 * linkUp/linkDown needs */
	SWA_FOCUS_PORT_LINKS,
	/* managers read the ports' tables: every port value (counters ...) */
	SWA_FOCUS_PORT_ALL,
};

/*
 * What a focused reading reads afresh of a switch: the globals and port
 * values ports says, and the VLANs whose bits are set (a SET's; none for
 * the refresh timer's readings). last is the switch's installed reading:
 * a focused reading takes what it does not read afresh from it, so the
 * rest is as old as that reading; a manager's read has the switch read
 * whole right after it when that is older than the refresh interval
 * (agent.c).
 */
struct swa_read_focus {
	const struct swa_snapshot *last;
	enum swa_focus_ports ports;
	uint8_t vids[SWA_VID_MAX / 8 + 1];	/* bit vid */
	/*
	 * A SET's (SWA_FOCUS_PORT_STATE) that wrote ports and VLANs only, on
	 * a kernel read one GET per value (OpenWrt's, no value dump): only
	 * the ports written (bit per port number) are read afresh, every
	 * other port's PVID only when VLAN members changed (drivers move
	 * PVIDs with them), no global. With the dump every port and the
	 * globals cost one request each, and are read.
	 */
	bool narrow;
	bool all_pvids;
	uint8_t written[SWA_PORTLIST_MAX];	/* bit port */
};

static inline void swa_focus_add_port(struct swa_read_focus *f, uint32_t port)
{
	if (port < 8u * SWA_PORTLIST_MAX)
		f->written[port / 8] |= (uint8_t)(1u << (port % 8));
	else
		f->narrow = false;	/* beyond the bits: every port, as before */
}

static inline bool swa_focus_has_port(const struct swa_read_focus *f,
				      uint32_t port)
{
	return port < 8u * SWA_PORTLIST_MAX && (f->written[port / 8] >> (port % 8)) & 1;
}

static inline void swa_focus_add_vid(struct swa_read_focus *f, uint16_t vid)
{
	if (vid && vid <= SWA_VID_MAX)
		f->vids[vid / 8] |= (uint8_t)(1u << (vid % 8));
}

static inline bool swa_focus_has_vid(const struct swa_read_focus *f,
				     uint16_t vid)
{
	return vid && vid <= SWA_VID_MAX && (f->vids[vid / 8] >> (vid % 8)) & 1;
}

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
	 * Optional: a reading for a SET (its checks, and the switch after
	 * it) or of an idle switch, with only what focus names read afresh
	 * (a whole reading costs one request per VLAN table entry on
	 * OpenWrt's kernels, a VLAN dump on ours); the rest as focus->last
	 * has it. -EOPNOTSUPP: read the
	 * whole switch instead (the caller does). Otherwise as read.
	 */
	int (*read_focused)(struct swa_source *src,
			    const struct swa_switch_info *info,
			    const struct swa_read_focus *focus,
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
	 * Port port's link settings become link's speed, duplex and aneg
	 * (the rest of it is what the port reports, ignored): swconfig's
	 * port "link" (OpenWrt's set_port_link)
	 */
	int (*set_port_link)(struct swa_source *src,
			     const struct swa_snapshot *base, uint32_t port,
			     const struct swa_link *link);
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
	/*
	 * Optional, for a source that keeps VLAN values between readings:
	 * another source (the agent's, for a SET; the reader thread has
	 * its own, reader.c) wrote values of the VLANs changed names
	 * (NULL: any VLAN's) of the switch last was read from. What this
	 * source kept of them is read afresh at its next reading.
	 */
	void (*forget_values)(struct swa_source *src,
			      const struct swa_snapshot *last,
			      const struct swa_read_focus *changed);
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

/*
 * A reading of info through ops->read_focused when focus is given and
 * the source can, else (or on its -EOPNOTSUPP) through ops->read
 */
int swa_source_read(struct swa_source *src, const struct swa_switch_info *info,
		    const struct swa_read_focus *focus,
		    struct swa_snapshot **snap);
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

#endif /* SWA_SOURCE_H */
