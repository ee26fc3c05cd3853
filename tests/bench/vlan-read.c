// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * How long a full read of a switch's VLAN table takes: with the kernel's
 * SWITCH_CMD_DUMP_VLANS, and with one GET per VLAN index as on OpenWrt's
 * kernels. Run it in the test VM:
 *
 *   tests/vm/run --param "swconfig-hwsim vlans=4096" -- \
 *       tests/bench/vlan-read [-r ROUNDS] [-p] [switch0]
 *
 * -p first fills every VLAN index from 1 on with members (a worst case for
 * the dump; the GET way costs the same whatever the table holds).
 * Prints the best and mean time of each way; exits 1 if the two reads
 * differ or fail.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "swlib.h"

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static bool same(const struct sw_vlan_list *a, const struct sw_vlan_list *b)
{
	unsigned int i, j;

	if (a->n != b->n)
		return false;
	for (i = 0; i < a->n; i++) {
		if (a->vlan[i].vlan != b->vlan[i].vlan ||
		    a->vlan[i].ports.n != b->vlan[i].ports.n)
			return false;
		for (j = 0; j < a->vlan[i].ports.n; j++)
			if (a->vlan[i].ports.port[j].id !=
			    b->vlan[i].ports.port[j].id ||
			    a->vlan[i].ports.port[j].tagged !=
			    b->vlan[i].ports.port[j].tagged)
				return false;
	}
	return true;
}

/* Every VLAN index from 1: one access port and the CPU port tagged */
static int populate(struct sw_handle *h, const struct sw_switch *sw)
{
	struct sw_attr_list vlan_attrs;
	const struct sw_attr *ports;
	struct sw_port members[2];
	struct sw_value v = { .type = SW_TYPE_PORTS };
	unsigned int i;
	int err;

	err = sw_list_attrs(h, sw->id, SW_VLAN, &vlan_attrs);
	if (err)
		return err;
	ports = sw_attr_find(&vlan_attrs, "ports");
	if (!ports) {
		sw_attr_list_free(&vlan_attrs);
		return -EOPNOTSUPP;
	}
	v.ports.port = members;
	v.ports.n = 2;
	for (i = 1; i < sw->vlans && !err; i++) {
		members[0].id = (i - 1) % (sw->ports - 1);
		members[0].tagged = false;
		members[1].id = sw->cpu_port;
		members[1].tagged = true;
		if (members[0].id == sw->cpu_port)
			members[0].id = 0;
		err = sw_set(h, sw->id, ports, i, &v);
	}
	sw_attr_list_free(&vlan_attrs);
	return err;
}

struct timing {
	double best, total;
	struct sw_vlan_list last;
};

static int measure(struct sw_handle *h, const struct sw_switch *sw,
		   bool dump, unsigned int rounds, struct timing *t)
{
	unsigned int r;
	double t0, ms;
	int err;

	t->best = 1e12;
	t->total = 0;
	sw_use_vlan_dump(h, dump);
	for (r = 0; r < rounds; r++) {
		sw_vlan_list_free(&t->last);
		t0 = now_ms();
		err = sw_read_vlans(h, sw, &t->last);
		ms = now_ms() - t0;
		if (err)
			return err;
		t->total += ms;
		if (ms < t->best)
			t->best = ms;
	}
	return 0;
}

int main(int argc, char **argv)
{
	struct timing dump = { 0 }, get = { 0 };
	unsigned int rounds = 3, members = 0, i;
	const char *name = "switch0";
	bool fill = false;
	struct sw_handle *h;
	struct sw_switch sw;
	int opt, err, ret = 1;

	while ((opt = getopt(argc, argv, "r:p")) != -1) {
		switch (opt) {
		case 'r':
			rounds = (unsigned int)atoi(optarg);
			break;
		case 'p':
			fill = true;
			break;
		default:
			fprintf(stderr, "usage: vlan-read [-r ROUNDS] [-p] "
				"[SWITCH]\n");
			return 2;
		}
	}
	if (optind < argc)
		name = argv[optind];
	if (!rounds)
		rounds = 1;

	h = sw_open();
	if (!h) {
		fprintf(stderr, "vlan-read: %s\n", sw_strerror(-errno));
		return 1;
	}
	err = sw_find_switch(h, name, &sw);
	if (err) {
		fprintf(stderr, "vlan-read: %s: %s\n", name, sw_strerror(err));
		sw_close(h);
		return 1;
	}
	if (!sw_has_vlan_dump(h)) {
		fprintf(stderr, "vlan-read: the kernel has no VLAN dump\n");
		goto out;
	}
	if (fill) {
		err = populate(h, &sw);
		if (err) {
			fprintf(stderr, "vlan-read: filling the VLAN table: %s\n",
				sw_strerror(err));
			goto out;
		}
	}

	err = measure(h, &sw, true, rounds, &dump);
	if (!err)
		err = measure(h, &sw, false, rounds, &get);
	if (err) {
		fprintf(stderr, "vlan-read: reading the VLANs: %s\n",
			sw_strerror(err));
		goto out;
	}
	for (i = 0; i < dump.last.n; i++)
		members += dump.last.vlan[i].ports.n;
	printf("vlan-read: %s, %u VLAN indexes, %u with members (%u "
	       "memberships), %u rounds\n", sw.devname, sw.vlans,
	       dump.last.n, members, rounds);
	printf("vlan-read: dump:        best %9.1f ms, mean %9.1f ms\n",
	       dump.best, dump.total / rounds);
	printf("vlan-read: GET per VLAN: best %9.1f ms, mean %9.1f ms\n",
	       get.best, get.total / rounds);
	printf("vlan-read: RESULT vlans=%u nonempty=%u dump_ms=%.1f get_ms=%.1f "
	       "speedup=%.0f\n", sw.vlans, dump.last.n, dump.best, get.best,
	       dump.best > 0 ? get.best / dump.best : 0.0);
	if (!same(&dump.last, &get.last)) {
		fprintf(stderr, "vlan-read: the two reads differ\n");
		goto out;
	}
	ret = 0;
out:
	sw_vlan_list_free(&dump.last);
	sw_vlan_list_free(&get.last);
	sw_switch_free(&sw);
	sw_close(h);
	return ret;
}
