// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Forwarding database entries of a snapshot. swconfig offers no FDB; a
 * Linux bridge does, and pollers (Netdisco, LibreNMS ...) walk
 * dot1qTpFdbTable to find which MAC sits behind which port. The source
 * adds the entries, the MIB code (mib_fdb.c) serves them sorted by
 * (dot1qFdbId = VID, MAC), the table's index order.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/neighbour.h>

#include "core.h"

enum swa_fdb_status swa_fdb_status(uint16_t ndm_state, uint8_t ndm_flags)
{
	/* the bridge's own and its ports' addresses ("local"): for this device */
	if (ndm_state & NUD_PERMANENT)
		return SWA_FDB_SELF;
	/* "static": configured (bridge fdb add ... static), not learned */
	if (ndm_state & NUD_NOARP)
		return SWA_FDB_MGMT;
	/*
	 * Learned by the bridge, or by a switchdev driver in hardware
	 * (NTF_EXT_LEARNED); a stale entry is one that is ageing out but
	 * still forwards.
	 */
	if ((ndm_state & (NUD_REACHABLE | NUD_STALE)) ||
	    (ndm_flags & NTF_EXT_LEARNED))
		return SWA_FDB_LEARNED;
	return SWA_FDB_OTHER;
}

int swa_snapshot_add_fdb(struct swa_snapshot *s, uint16_t vid,
			 const uint8_t mac[6], uint32_t port,
			 enum swa_fdb_status status)
{
	struct swa_fdb_entry *e;

	if (port >= s->n_ports || vid > SWA_VID_MAX)
		return -EINVAL;
	if (s->n_fdb == s->cap_fdb) {
		size_t cap = s->cap_fdb ? 2 * s->cap_fdb : 64;

		e = realloc(s->fdb, cap * sizeof(*e));
		if (!e)
			return -ENOMEM;
		s->fdb = e;
		s->cap_fdb = cap;
	}
	e = &s->fdb[s->n_fdb++];
	e->vid = vid;
	memcpy(e->mac, mac, sizeof(e->mac));
	e->port = port;
	e->status = status;
	s->has_fdb = true;
	return 0;
}

static int swa_fdb_cmp(const void *a, const void *b)
{
	const struct swa_fdb_entry *x = a, *y = b;

	if (x->vid != y->vid)
		return x->vid < y->vid ? -1 : 1;
	return memcmp(x->mac, y->mac, sizeof(x->mac));
}

/* By index, then port: of a MAC on several ports the lowest is first */
static int swa_fdb_sort_cmp(const void *a, const void *b)
{
	const struct swa_fdb_entry *x = a, *y = b;
	int c = swa_fdb_cmp(a, b);

	if (c)
		return c;
	return x->port < y->port ? -1 : x->port > y->port;
}

void swa_fdb_sort(struct swa_snapshot *s)
{
	size_t i, j;

	if (!s->n_fdb)
		return;
	qsort(s->fdb, s->n_fdb, sizeof(*s->fdb), swa_fdb_sort_cmp);
	/*
	 * one row per index: a MAC twice in a VLAN (a race; a multicast
	 * address on several ports of a driver's address table) keeps the
	 * entry of its lowest port
	 */
	for (i = j = 1; i < s->n_fdb; i++) {
		if (swa_fdb_cmp(&s->fdb[j - 1], &s->fdb[i]))
			s->fdb[j++] = s->fdb[i];
	}
	s->n_fdb = j;
}

static int swa_fdb_mac_cmp(const void *a, const void *b)
{
	const struct swa_fdb_entry *x = *(const struct swa_fdb_entry *const *)a;
	const struct swa_fdb_entry *y = *(const struct swa_fdb_entry *const *)b;
	int c = memcmp(x->mac, y->mac, sizeof(x->mac));

	if (c)
		return c;
	return x->vid < y->vid ? -1 : x->vid > y->vid;
}

size_t swa_fdb_by_mac(const struct swa_snapshot *s,
		      const struct swa_fdb_entry **out)
{
	size_t i, n;

	for (i = 0; i < s->n_fdb; i++)
		out[i] = &s->fdb[i];
	if (!s->n_fdb)
		return 0;
	qsort(out, s->n_fdb, sizeof(*out), swa_fdb_mac_cmp);
	/* by MAC, then VID: the first of each MAC has the lowest VID */
	for (i = n = 1; i < s->n_fdb; i++) {
		if (memcmp(out[n - 1]->mac, out[i]->mac, sizeof(out[i]->mac)))
			out[n++] = out[i];
	}
	return n;
}
