// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The agent's memory of what a manager set that swconfig cannot hold.
 *
 * A swconfig VLAN is a VLAN table entry with member ports: one created
 * over SNMP without members (a real Q-BRIDGE row) would vanish at the
 * next reading, so the memo keeps it. Names of such VLANs, and of every
 * VLAN when the driver has no "name" attribute, and per port ifAlias
 * and ifLinkUpDownTrapEnable live here too. The memo is laid over each reading; it gives way to what the
 * switch itself shows (a created VLAN that got members through the
 * swconfig CLI is an ordinary row again).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

struct swa_memo *swa_memo_new(void)
{
	return calloc(1, sizeof(struct swa_memo));
}

void swa_memo_free(struct swa_memo *m)
{
	if (!m)
		return;
	free(m->vlans);
	free(m->ports);
	free(m);
}

static int swa_memo_vid_cmp(const void *a, const void *b)
{
	const struct swa_vlan_memo *x = a, *y = b;

	return (int)x->vid - (int)y->vid;
}

struct swa_vlan_memo *swa_memo_vlan(struct swa_memo *m, uint16_t vid,
				    bool add)
{
	struct swa_vlan_memo key = { .vid = vid }, *v;

	v = m->n_vlans ? bsearch(&key, m->vlans, m->n_vlans, sizeof(key),
				 swa_memo_vid_cmp) : NULL;
	if (v || !add)
		return v;
	if (m->n_vlans == m->cap_vlans) {
		size_t cap = m->cap_vlans ? 2 * m->cap_vlans : 16;

		v = realloc(m->vlans, cap * sizeof(*v));
		if (!v)
			return NULL;
		m->vlans = v;
		m->cap_vlans = cap;
	}
	v = &m->vlans[m->n_vlans++];
	*v = key;
	v->index = vid;
	qsort(m->vlans, m->n_vlans, sizeof(key), swa_memo_vid_cmp);
	return swa_memo_vlan(m, vid, false);
}

void swa_memo_forget_vlan(struct swa_memo *m, uint16_t vid)
{
	struct swa_vlan_memo *v = swa_memo_vlan(m, vid, false);
	size_t i;

	if (!v)
		return;
	i = (size_t)(v - m->vlans);
	memmove(v, v + 1, (m->n_vlans - i - 1) * sizeof(*v));
	m->n_vlans--;
}

struct swa_port_memo *swa_memo_port(struct swa_memo *m, uint32_t port,
				    bool add)
{
	struct swa_port_memo *a;
	size_t n = (size_t)port + 1;

	if (port < m->n_ports)
		return &m->ports[port];
	if (!add)
		return NULL;
	a = realloc(m->ports, n * sizeof(*a));
	if (!a)
		return NULL;
	memset(a + m->n_ports, 0, (n - m->n_ports) * sizeof(*a));
	m->ports = a;
	m->n_ports = n;
	return &m->ports[port];
}

static int swa_memo_row_cmp(const void *a, const void *b)
{
	const struct swa_vlan *x = a, *y = b;

	return (int)x->vid - (int)y->vid;
}

static bool swa_memo_row_has_members(const struct swa_snapshot *s,
				     const struct swa_vlan *row)
{
	return swa_portlist_next(row->egress, s->portlist_len, 0) != 0;
}

/* Whether another VID's row uses the table index (the driver maps VIDs) */
static bool swa_memo_index_taken(const struct swa_snapshot *s, uint16_t vid,
				 uint32_t index)
{
	size_t i;

	for (i = 0; i < s->n_vlan_rows; i++) {
		if (s->vlans[i].index == index && s->vlans[i].vid != vid)
			return true;
	}
	return false;
}

/* Lays one remembered VLAN over the reading; false: forget it */
static int swa_memo_overlay_vlan(struct swa_memo *m, struct swa_vlan_memo *v,
				 struct swa_snapshot *s, bool *keep)
{
	const struct swa_vlan *row = swa_snapshot_vlan(s, v->vid);
	bool driver_names = swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "name");
	struct swa_vlan *added;

	(void)m;
	*keep = true;
	if (row) {
		bool members = swa_memo_row_has_members(s, row);
		struct swa_vlan *w = &s->vlans[row - s->vlans];

		if (v->has_name && (!driver_names || !members))
			snprintf(w->name, sizeof(w->name), "%s", v->name);
		if (members) {
			/* swconfig holds it now; its driver the name, if any */
			v->created = false;
			*keep = !driver_names && v->has_name;
		}
		return 0;
	}
	if (!v->created || swa_memo_index_taken(s, v->vid, v->index)) {
		*keep = v->has_name && !swa_memo_index_taken(s, v->vid, v->index);
		v->created = false;
		return 0;
	}
	if (swa_snapshot_add_vlan(s, v->index, v->vid, NULL, 0))
		return -ENOMEM;
	added = &s->vlans[s->n_vlan_rows - 1];
	if (v->has_name)
		snprintf(added->name, sizeof(added->name), "%s", v->name);
	else if (!driver_names)
		snprintf(added->name, sizeof(added->name), "VLAN%04u", v->vid);
	return 0;
}

int swa_memo_overlay(struct swa_memo *m, struct swa_snapshot *s)
{
	size_t i, j;
	int ret = 0;

	if (!m)
		return 0;
	for (i = j = 0; i < m->n_vlans; i++) {
		bool keep = true;

		if (!ret)
			ret = swa_memo_overlay_vlan(m, &m->vlans[i], s, &keep);
		if (keep)
			m->vlans[j++] = m->vlans[i];
	}
	m->n_vlans = j;
	if (s->n_vlan_rows)
		qsort(s->vlans, s->n_vlan_rows, sizeof(*s->vlans),
		      swa_memo_row_cmp);
	for (i = 0; i < s->n_ports && i < m->n_ports; i++) {
		snprintf(s->ports[i].alias, sizeof(s->ports[i].alias), "%s",
			 m->ports[i].alias);
		s->ports[i].link_traps = m->ports[i].link_traps;
	}
	return ret;
}
