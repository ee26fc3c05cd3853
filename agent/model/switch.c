// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the agent remembers about a switch from one reading to the next:
 * counter totals (so IF-MIB counters keep growing across driver resets
 * and module reloads), when each port's oper status last changed, when
 * each VLAN appeared, and how many disappeared (dot1qVlanNumDeletes).
 * A new reading is installed here, which fills the derived fields of the
 * snapshot from that memory.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

#define SWA_OPER_NOT_SEEN	2	/* oper_up: no reading yet */

struct swa_switch *swa_switch_new(const char *name)
{
	struct swa_switch *sw = calloc(1, sizeof(*sw));

	if (!sw)
		return NULL;
	snprintf(sw->name, sizeof(sw->name), "%s", name);
	return sw;
}

void swa_switch_free(struct swa_switch *sw)
{
	size_t i;

	if (!sw)
		return;
	swa_snapshot_free(sw->snap);
	for (i = 0; i < sw->n_ctrs; i++)
		swa_port_ctrs_free(&sw->ctrs[i]);
	free(sw->ctrs);
	free(sw->last_change);
	free(sw->oper_up);
	free(sw->up_speed);
	swa_memo_free(sw->memo);
	free(sw);
}

int swa_port_oper_status(const struct swa_port *p)
{
	if (p->has_admin && !p->admin_up)
		return SWA_IF_DOWN;
	if (!p->has_link)
		return SWA_IF_UNKNOWN;	/* the driver does not say */
	return p->link.up ? SWA_IF_UP : SWA_IF_DOWN;
}

/*
 * ifSpeed's "nominal bandwidth" (RFC 2863): the link's speed while it is
 * up; while it is down the speed it had when last up (pollers log a
 * speed change at every flap otherwise), else 0. Not the speed a driver
 * reports for a link that is down: some leave the last negotiated one in
 * their status register, some 0.
 */
static uint32_t swa_port_nominal_mbps(const struct swa_port *p, uint32_t last_up)
{
	if (!p->has_link)
		return 0;
	return p->link.up ? p->link.speed : last_up;
}

/* Makes the per-port memory cover n ports; ports beyond stay remembered */
static int swa_switch_ports(struct swa_switch *sw, size_t n)
{
	struct swa_port_ctrs *ctrs;
	uint32_t *last, *speed;
	uint8_t *oper;

	if (n <= sw->n_ctrs)
		return 0;
	ctrs = realloc(sw->ctrs, n * sizeof(*ctrs));
	if (!ctrs)
		return -1;
	sw->ctrs = ctrs;
	last = realloc(sw->last_change, n * sizeof(*last));
	if (!last)
		return -1;
	sw->last_change = last;
	oper = realloc(sw->oper_up, n * sizeof(*oper));
	if (!oper)
		return -1;
	sw->oper_up = oper;
	speed = realloc(sw->up_speed, n * sizeof(*speed));
	if (!speed)
		return -1;
	sw->up_speed = speed;
	memset(ctrs + sw->n_ctrs, 0, (n - sw->n_ctrs) * sizeof(*ctrs));
	memset(last + sw->n_ctrs, 0, (n - sw->n_ctrs) * sizeof(*last));
	memset(speed + sw->n_ctrs, 0, (n - sw->n_ctrs) * sizeof(*speed));
	memset(oper + sw->n_ctrs, SWA_OPER_NOT_SEEN, n - sw->n_ctrs);
	sw->n_ctrs = n;
	return 0;
}

static bool swa_bit(const uint8_t *map, unsigned int i)
{
	return map[i / 8] & (1u << (i % 8));
}

void swa_switch_new_epoch(struct swa_switch *sw)
{
	size_t i;

	for (i = 0; i < sw->n_ctrs; i++) {
		sw->last_change[i] = 0;
		sw->ctrs[i].discontinuity = 0;
	}
	memset(sw->vlan_created, 0, sizeof(sw->vlan_created));
}

int swa_switch_install(struct swa_switch *sw, struct swa_snapshot *snap,
		       uint32_t now, bool startup)
{
	uint8_t present[sizeof(sw->vlan_present)];
	uint32_t first = startup ? 0 : now;
	unsigned int vid;
	size_t i;

	if (!snap) {
		/* gone: its VLANs will be new when it comes back */
		swa_snapshot_free(sw->snap);
		sw->snap = NULL;
		memset(sw->vlan_present, 0, sizeof(sw->vlan_present));
		sw->generation++;
		return 0;
	}
	if (swa_switch_ports(sw, snap->n_ports)) {
		swa_snapshot_free(snap);
		return -1;
	}

	for (i = 0; i < snap->n_ports; i++) {
		struct swa_port *p = &snap->ports[i];
		struct swa_port_ctrs *pc = &sw->ctrs[i];
		uint8_t oper = swa_port_oper_status(p) == SWA_IF_UP;

		if (sw->oper_up[i] == SWA_OPER_NOT_SEEN)
			sw->last_change[i] = first;
		else if (sw->oper_up[i] != oper)
			sw->last_change[i] = now;
		sw->oper_up[i] = oper;
		p->last_change = sw->last_change[i];
		if (oper && p->has_link && p->link.speed)
			sw->up_speed[i] = p->link.speed;
		p->nominal_mbps = swa_port_nominal_mbps(p, sw->up_speed[i]);

		if (p->mib) {
			/* on ENOMEM the previous totals stay: still monotonic */
			swa_port_ctrs_update(pc, p->mib, now, first);
		}
		memcpy(p->ctr.value, pc->value, sizeof(p->ctr.value));
		p->ctr.present = pc->present;
		p->ctr.discontinuity = pc->discontinuity;
	}

	memset(present, 0, sizeof(present));
	for (i = 0; i < snap->n_vlan_rows; i++) {
		struct swa_vlan *v = &snap->vlans[i];

		if (!swa_bit(sw->vlan_present, v->vid))
			sw->vlan_created[v->vid] = sw->ever_seen ? now : first;
		v->creation = sw->vlan_created[v->vid];
		present[v->vid / 8] |= 1u << (v->vid % 8);
	}
	for (vid = 1; vid <= SWA_VID_MAX; vid++) {
		if (swa_bit(sw->vlan_present, vid) && !swa_bit(present, vid))
			sw->vlan_deletes++;
	}
	memcpy(sw->vlan_present, present, sizeof(present));

	swa_snapshot_free(sw->snap);
	sw->snap = snap;
	sw->ever_seen = true;
	sw->generation++;
	return 0;
}
