/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the agent remembers about a switch across readings (model/switch.c) */
#ifndef SWA_SWITCH_H
#define SWA_SWITCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "model/counters.h"
#include "model/memo.h"
#include "model/snapshot.h"

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
	bool persistent;		/* saved (stateDir): kept across resets */

	struct swa_port_ctrs *ctrs;	/* per port, n_ctrs */
	size_t n_ctrs;
	uint32_t *last_change;		/* per port */
	uint8_t *oper_up;		/* per port: 0 down, 1 up, 2 not seen */
	uint32_t *up_speed;		/* per port: Mbit/s when last up, 0 never */
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

/* ifOperStatus numbers (IF-MIB) */
enum swa_if_oper {
	SWA_IF_UP = 1,
	SWA_IF_DOWN = 2,
	SWA_IF_UNKNOWN = 4,
};

/* Oper status of a port: down when disabled, unknown without link data */
int swa_port_oper_status(const struct swa_port *p);

#endif /* SWA_SWITCH_H */
