/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Forwarding database entries of a snapshot (model/fdb.c) */
#ifndef SWA_FDB_H
#define SWA_FDB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/limits.h"

struct swa_snapshot;

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

#endif /* SWA_FDB_H */
