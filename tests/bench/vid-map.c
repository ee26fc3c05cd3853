// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What finding the VIDs of a reading costs the swconfig source when the
 * driver maps VLAN table indexes to VIDs (a per-VLAN "vid" attribute), on
 * the host, without the kernel:
 *
 *   tests/bench/vid-map [-n VLANS] [-v VALUES_PER_VLAN]
 *
 * A snapshot is filled as source_swconfig.c fills one before its VLAN
 * rows (defaults: 4094 VLANs with "vid", "name" and "ports" values, 48
 * ports with 4 values), then the VIDs are found twice: per VLAN, as the
 * source did before (find "vid" by name, scan every value for this
 * index), and once per reading (swa_snapshot_vlan_ints, what it does
 * now). Prints the values each way visited and the time it took; exits 1
 * when the two ways disagree on a VID.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "model/core.h"

#define VID_ID		1
#define N_PORTS		48
#define PORT_VALUES	4

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void add_int(struct swa_snapshot *s, enum swa_group group, uint32_t id,
		    uint32_t instance, uint32_t i)
{
	struct swa_value v = { .type = SWA_TYPE_INT, .i = i };

	swa_snapshot_add_value(s, group, id, instance, &v);
}

/* VLAN i has VID 4095 - i; values in the order the source adds them */
static struct swa_snapshot *reading(uint32_t n_vlans, uint32_t per_vlan)
{
	struct swa_snapshot *s = swa_snapshot_new(0, "switch0", "", "bench",
						  N_PORTS, n_vlans + 1,
						  N_PORTS - 1);
	uint32_t i, k;

	if (!s)
		return NULL;
	swa_snapshot_add_def(s, SWA_GROUP_VLAN, VID_ID + 1, SWA_TYPE_STRING,
			     "name", "");
	swa_snapshot_add_def(s, SWA_GROUP_VLAN, VID_ID, SWA_TYPE_INT, "vid", "");
	for (i = 1; i <= n_vlans; i++) {
		/* the other attributes first: "vid" is no early hit */
		for (k = 1; k < per_vlan; k++)
			add_int(s, SWA_GROUP_VLAN, VID_ID + k, i, k);
		add_int(s, SWA_GROUP_VLAN, VID_ID, i, SWA_VID_MAX + 1 - i);
	}
	for (i = 0; i < N_PORTS; i++) {
		for (k = 0; k < PORT_VALUES; k++)
			add_int(s, SWA_GROUP_PORT, k, i, k);
	}
	return s;
}

/* The per-VLAN lookup source_swconfig.c made before; counts visits */
static uint32_t vid_per_vlan(const struct swa_snapshot *s, uint32_t index,
			     uint64_t *visits)
{
	const struct swa_attr_def *def;
	size_t j;

	def = swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "vid");
	for (j = 0; def && j < s->n_vals; j++) {
		const struct swa_attr_value *a = &s->vals[j];

		++*visits;
		if (a->group == SWA_GROUP_VLAN && a->id == def->id &&
		    a->instance == index && a->v.type == SWA_TYPE_INT)
			return a->v.i;
	}
	return 0;
}

int main(int argc, char **argv)
{
	uint32_t n_vlans = SWA_VID_MAX, per_vlan = 3, i, *vids;
	uint64_t old_visits = 0;
	struct swa_snapshot *s;
	double t0, t_old, t_new;
	int opt, differ = 0;

	while ((opt = getopt(argc, argv, "n:v:")) != -1) {
		if (opt == 'n')
			n_vlans = (uint32_t)strtoul(optarg, NULL, 0);
		else if (opt == 'v')
			per_vlan = (uint32_t)strtoul(optarg, NULL, 0);
		else
			return 2;
	}
	if (n_vlans < 1 || n_vlans > SWA_VID_MAX || per_vlan < 1) {
		fprintf(stderr, "-n 1..%u, -v at least 1\n", SWA_VID_MAX);
		return 2;
	}
	s = reading(n_vlans, per_vlan);
	vids = calloc(n_vlans + 1, sizeof(*vids));
	if (!s || !vids)
		return 1;

	t0 = now_ms();
	swa_snapshot_vlan_ints(s, VID_ID, vids, n_vlans + 1);
	t_new = now_ms() - t0;

	t0 = now_ms();
	for (i = 1; i <= n_vlans; i++)
		differ += vid_per_vlan(s, i, &old_visits) != vids[i];
	t_old = now_ms() - t0;

	printf("%u VLANs, %zu values\n", n_vlans, s->n_vals);
	printf("per VLAN:   %12llu values visited, %9.3f ms\n",
	       (unsigned long long)old_visits, t_old);
	printf("per reading: %11zu values visited, %9.3f ms\n", s->n_vals,
	       t_new);
	if (differ)
		printf("%d VIDs differ\n", differ);
	free(vids);
	swa_snapshot_free(s);
	return differ ? 1 : 0;
}
