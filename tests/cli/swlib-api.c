// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swlib against the real kernel modules: every call of swlib.h, run in the
 * test VM by tests/cli/vm-run against swconfig-hwsim loaded with
 * "switches=2 ports=8,16 vlans=4096,64". Prints TAP.
 *
 *   swlib-api                  everything, as root
 *   swlib-api --unprivileged   reads work, writes fail with -EPERM
 *   swlib-api --reload CMD     sw_reconnect() after CMD reloaded the modules
 *   swlib-api --count DEV      the requests of a full reading of DEV with
 *                              VLANs 1-4094 in use, by dump and by GETs
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swlib.h"
#include "../unit/tap.h"

static struct sw_handle *h;

/* The attribute of a group by name, from a fresh list kept here */
static struct sw_attr_list lists[SW_GROUP_COUNT];

static const struct sw_attr *attr(enum sw_group g, const char *name)
{
	const struct sw_attr *a = sw_attr_find(&lists[g], name);

	if (!a) {
		printf("Bail out! no %s attribute %s\n", sw_group_name(g), name);
		exit(1);
	}
	return a;
}

static void diag_err(int err)
{
	const char *msg = sw_last_error_msg(h);

	printf("# error %d: %s%s%s\n", err, sw_strerror(err),
	       msg ? " / kernel: " : "", msg ? msg : "");
}

static bool ok_err(int err, int want, const char *what)
{
	bool good = ok(err == want, "%s", what);

	if (!good)
		diag_err(err);
	return good;
}

static bool kernel_says(const char *part)
{
	const char *msg = sw_last_error_msg(h);

	return msg && strstr(msg, part);
}

static int get_int(const struct sw_switch *sw, enum sw_group g,
		   const char *name, unsigned int index, uint32_t *out)
{
	struct sw_value v;
	int err = sw_get(h, sw->id, attr(g, name), index, &v);

	if (!err && v.type != SW_TYPE_INT)
		err = -EBADMSG;
	if (!err)
		*out = v.i;
	sw_value_free(&v);
	return err;
}

static void load_lists(const struct sw_switch *sw)
{
	enum sw_group g;
	int err;

	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		sw_attr_list_free(&lists[g]);
		err = sw_list_attrs(h, sw->id, g, &lists[g]);
		if (err) {
			diag_err(err);
			printf("Bail out! cannot list attributes\n");
			exit(1);
		}
	}
}

static void test_switches(struct sw_switch *sw0)
{
	struct sw_switch_list list;
	struct sw_switch s;
	int err;

	err = sw_list_switches(h, &list);
	ok_err(err, 0, "sw_list_switches");
	if (err)
		exit(1);
	ok(list.n == 2, "two switches");
	if (list.n == 2) {
		const struct sw_switch *a = &list.sw[0], *b = &list.sw[1];

		ok(!strcmp(a->devname, "switch0") && !strcmp(a->alias, "hwsim0") &&
		   !strcmp(a->name, "hwsim") && a->ports == 8 &&
		   a->vlans == 4096 && a->cpu_port == 7,
		   "switch0: hwsim0, 8 ports, 4096 VLANs, cpu 7");
		ok(!strcmp(b->devname, "switch1") && !strcmp(b->alias, "hwsim1") &&
		   b->ports == 16 && b->vlans == 64 && b->cpu_port == 15,
		   "switch1: hwsim1, 16 ports, 64 VLANs, cpu 15");
		ok(a->portmap && a->portmap[0].segment &&
		   !strcmp(a->portmap[0].segment, "lan") &&
		   a->portmap[0].virt == 1 && a->portmap[7].segment &&
		   !strcmp(a->portmap[7].segment, "cpu"),
		   "port map: lan.1 ... cpu");
	}
	sw_switch_list_free(&list);
	ok(list.n == 0 && list.sw == NULL, "sw_switch_list_free empties");

	err = sw_find_switch(h, "hwsim1", &s);
	ok(!err && !strcmp(s.devname, "switch1"), "sw_find_switch by alias");
	sw_switch_free(&s);
	ok_err(sw_find_switch(h, "nosuch0", &s), -ENODEV,
	       "sw_find_switch: unknown name");
	err = sw_find_switch(h, "switch0", sw0);
	ok(!err && sw0->ports == 8, "sw_find_switch by devname");
	if (err)
		exit(1);
	err = sw_get_switch(h, sw0->id, &s);
	ok(!err && !strcmp(s.devname, "switch0") && s.portmap,
	   "sw_get_switch by id");
	sw_switch_free(&s);
	ok_err(sw_get_switch(h, 12345, &s), -ENODEV,
	       "sw_get_switch: unknown id");
}

static void test_attrs(const struct sw_switch *sw)
{
	struct sw_attr_list l;
	const struct sw_attr *a;

	load_lists(sw);
	ok(lists[SW_GLOBAL].n >= 2 && lists[SW_PORT].n >= 2 &&
	   lists[SW_VLAN].n >= 1, "sw_list_attrs: three groups");
	a = sw_attr_find(&lists[SW_GLOBAL], "apply");
	ok(a && a->type == SW_TYPE_NOVAL && a->id >= 0x1000 &&
	   a->group == SW_GLOBAL && *a->description,
	   "built-in 'apply': NOVAL, id from 0x1000, described");
	a = sw_attr_find(&lists[SW_GLOBAL], "max_frame_size");
	ok(a && a->type == SW_TYPE_INT && a->id < 0x1000,
	   "driver attribute 'max_frame_size': INT, driver id");
	a = sw_attr_find(&lists[SW_PORT], "link");
	ok(a && a->type == SW_TYPE_LINK && a->group == SW_PORT,
	   "port 'link' is TYPE_LINK");
	a = sw_attr_find(&lists[SW_VLAN], "ports");
	ok(a && a->type == SW_TYPE_PORTS && a->group == SW_VLAN,
	   "VLAN 'ports' is TYPE_PORTS");
	ok(sw_attr_find(&lists[SW_PORT], "nosuch") == NULL,
	   "sw_attr_find: unknown name");
	ok(!strcmp(sw_group_name(SW_VLAN), "vlan") &&
	   !strcmp(sw_type_name(SW_TYPE_PORTS), "ports"), "group and type names");
	ok_err(sw_list_attrs(h, 12345, SW_GLOBAL, &l), -ENODEV,
	       "sw_list_attrs: unknown switch");
	ok(kernel_says("switch"), "extended ACK names the problem");
}

static void test_int_string(const struct sw_switch *sw)
{
	struct sw_value v;
	uint32_t i = 0;
	int err;

	ok_err(sw_set_int(h, sw->id, attr(SW_GLOBAL, "max_frame_size"), 0,
			  2000), 0, "sw_set_int max_frame_size 2000");
	err = get_int(sw, SW_GLOBAL, "max_frame_size", 0, &i);
	ok(!err && i == 2000, "sw_get reads it back");
	err = sw_set_int(h, sw->id, attr(SW_GLOBAL, "max_frame_size"), 0, 99);
	ok_err(err, -ERANGE, "out of range: -ERANGE");
	ok(kernel_says("out of range"), "with the kernel's message");
	ok(sw_last_error_msg(h) && get_int(sw, SW_GLOBAL, "max_frame_size",
					   0, &i) == 0 &&
	   sw_last_error_msg(h) == NULL, "the message lasts until the next call");

	ok_err(sw_set_string(h, sw->id, attr(SW_GLOBAL, "description"), 0,
			     "lab switch, rack 2"), 0, "sw_set_string");
	err = sw_get(h, sw->id, attr(SW_GLOBAL, "description"), 0, &v);
	ok(!err && v.type == SW_TYPE_STRING && !strcmp(v.s, "lab switch, rack 2"),
	   "string reads back");
	sw_value_free(&v);

	v.type = SW_TYPE_STRING;
	v.s = (char *)"uplink";
	ok_err(sw_set(h, sw->id, attr(SW_PORT, "label"), 6, &v), 0,
	       "sw_set port 6 label");
	err = sw_get(h, sw->id, attr(SW_PORT, "label"), 6, &v);
	ok(!err && v.type == SW_TYPE_STRING && !strcmp(v.s, "uplink"),
	   "port string reads back");
	sw_value_free(&v);

	v.type = SW_TYPE_INT;
	v.i = 1;
	ok_err(sw_set(h, sw->id, attr(SW_GLOBAL, "description"), 0, &v),
	       -EINVAL, "sw_set with the wrong value type: -EINVAL");
	ok_err(sw_set(h, sw->id, attr(SW_GLOBAL, "description"), 0, NULL),
	       -EINVAL, "sw_set without a value: -EINVAL");
}

static void test_ports_link(const struct sw_switch *sw)
{
	struct sw_port members[] = { { 1, false }, { 2, false }, { 5, true } };
	struct sw_value v = { .type = SW_TYPE_PORTS };
	struct sw_link l;
	int err;

	v.ports.n = 3;
	v.ports.port = members;
	ok_err(sw_set(h, sw->id, attr(SW_GLOBAL, "mirror_source_ports"), 0,
		      &v), 0, "sw_set ports");
	err = sw_get(h, sw->id, attr(SW_GLOBAL, "mirror_source_ports"), 0, &v);
	ok(!err && v.type == SW_TYPE_PORTS && v.ports.n == 3 &&
	   v.ports.port[0].id == 1 && v.ports.port[2].id == 5,
	   "ports read back");
	sw_value_free(&v);
	v.type = SW_TYPE_PORTS;
	v.ports.n = 0;
	v.ports.port = NULL;
	ok_err(sw_set(h, sw->id, attr(SW_GLOBAL, "mirror_source_ports"), 0,
		      &v), 0, "sw_set an empty port list");
	err = sw_get(h, sw->id, attr(SW_GLOBAL, "mirror_source_ports"), 0, &v);
	ok(!err && v.type == SW_TYPE_PORTS && v.ports.n == 0,
	   "the list is empty");
	sw_value_free(&v);

	members[0].id = 8;
	v.type = SW_TYPE_PORTS;
	v.ports.n = 1;
	v.ports.port = members;
	ok_err(sw_set(h, sw->id, attr(SW_GLOBAL, "mirror_source_ports"), 0,
		      &v), -EINVAL, "port 8 of 8: -EINVAL");
	ok(kernel_says("out of range"), "kernel: port out of range");

	memset(&v, 0, sizeof(v));
	v.type = SW_TYPE_LINK;
	v.link.duplex = false;
	v.link.aneg = false;
	v.link.speed = 100;
	ok_err(sw_set(h, sw->id, attr(SW_PORT, "link"), 2, &v), 0,
	       "sw_set link: forced 100 half");
	err = sw_get(h, sw->id, attr(SW_PORT, "link"), 2, &v);
	ok(!err && v.type == SW_TYPE_LINK && v.link.link &&
	   v.link.speed == 100 && !v.link.duplex && !v.link.aneg,
	   "link reads back 100 half, up");
	ok(sw_value_to_link(&v, &l) == 0 && l.speed == 100,
	   "sw_value_to_link of a LINK value");

	memset(&v, 0, sizeof(v));
	v.type = SW_TYPE_LINK;
	v.link.link = false;
	ok_err(sw_set(h, sw->id, attr(SW_PORT, "sim_link"), 3, &v), 0,
	       "unplug port 3 (sim_link without FLAG_LINK)");
	err = sw_get(h, sw->id, attr(SW_PORT, "link"), 3, &v);
	ok(!err && v.type == SW_TYPE_LINK && !v.link.link,
	   "port 3 link is down");
	v.link.link = true;
	v.link.speed = 1000;
	v.link.duplex = true;
	v.link.aneg = true;
	ok_err(sw_set(h, sw->id, attr(SW_PORT, "sim_link"), 3, &v), 0,
	       "plug port 3 again");
	v.link.speed = 123;
	ok_err(sw_set(h, sw->id, attr(SW_PORT, "link"), 4, &v), -EINVAL,
	       "link speed 123: -EINVAL");
	ok(kernel_says("speed"), "kernel: invalid link speed");
}

static void test_noval_errors(const struct sw_switch *sw)
{
	struct sw_value v;
	uint32_t before = 0, after = 0;
	int err;

	get_int(sw, SW_GLOBAL, "fdb_flushes", 0, &before);
	ok_err(sw_set(h, sw->id, attr(SW_VLAN, "flush_fdb"), 1, NULL), 0,
	       "NOVAL VLAN action flush_fdb");
	err = get_int(sw, SW_GLOBAL, "fdb_flushes", 0, &after);
	ok(!err && after == before + 1, "it ran once");
	ok_err(sw_set(h, sw->id, attr(SW_GLOBAL, "reset_mib"), 0, NULL), 0,
	       "NOVAL global action reset_mib");

	ok_err(sw_get(h, sw->id, attr(SW_GLOBAL, "reset_mib"), 0, &v),
	       -EOPNOTSUPP, "get of a write-only attribute: -EOPNOTSUPP");
	ok_err(sw_set_int(h, sw->id, attr(SW_GLOBAL, "fdb_flushes"), 0, 3),
	       -EOPNOTSUPP, "set of a read-only attribute: -EOPNOTSUPP");
	ok(kernel_says("read-only"), "kernel: attribute is read-only");
	ok_err(sw_get(h, sw->id, attr(SW_PORT, "pvid"), 8, &v), -EINVAL,
	       "port index 8 of 8: -EINVAL");
	ok(kernel_says("out of range"), "kernel: port out of range");
	ok_err(sw_get(h, sw->id, attr(SW_VLAN, "name"), 4096, &v), -EINVAL,
	       "VLAN index 4096: -EINVAL");

	ok_err(sw_set_int(h, sw->id, attr(SW_GLOBAL, "fail_writes"), 0, 1), 0,
	       "arm one failing write");
	ok_err(sw_set_int(h, sw->id, attr(SW_GLOBAL, "max_frame_size"), 0,
			  1600), -EIO, "driver failure: -EIO");
	ok_err(sw_set_int(h, sw->id, attr(SW_GLOBAL, "max_frame_size"), 0,
			  1600), 0, "the next write works");
}

static bool same_vlans(const struct sw_vlan_list *a,
		       const struct sw_vlan_list *b)
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

static int set_vlan(const struct sw_switch *sw, unsigned int vlan,
		    const char *members)
{
	struct sw_value v;
	int err = sw_parse_value(SW_TYPE_PORTS, members, &v);

	if (!err)
		err = sw_set(h, sw->id, attr(SW_VLAN, "ports"), vlan, &v);
	sw_value_free(&v);
	return err;
}

static void test_vlans(const struct sw_switch *sw)
{
	struct sw_vlan_list dump = { 0 }, get = { 0 };
	const struct sw_vlan *v;
	struct sw_state st;
	int err;

	ok(sw_has_vlan_dump(h), "the kernel offers DUMP_VLANS");
	ok_err(set_vlan(sw, 5, "1 2t 7t"), 0, "VLAN 5: 1 2t 7t");
	ok_err(set_vlan(sw, 4095, "3 7t"), 0, "VLAN 4095: 3 7t");
	ok_err(set_vlan(sw, 1, "0 4 5 6 7"), 0, "VLAN 1: 0 4 5 6 7");

	err = sw_read_vlans(h, sw, &dump);
	ok_err(err, 0, "sw_read_vlans with the dump");
	ok(dump.n == 3 && dump.vlan[0].vlan == 1 && dump.vlan[1].vlan == 5 &&
	   dump.vlan[2].vlan == 4095, "VLANs 1, 5 and 4095, in order");
	v = sw_vlan_find(&dump, 5);
	ok(v && v->ports.n == 3 && v->ports.port[0].id == 1 &&
	   !v->ports.port[0].tagged && v->ports.port[1].tagged,
	   "sw_vlan_find 5: members and tags");
	ok(sw_vlan_find(&dump, 6) == NULL, "sw_vlan_find: empty VLAN");

	sw_use_vlan_dump(h, false);
	err = sw_read_vlans(h, sw, &get);
	sw_use_vlan_dump(h, true);
	ok_err(err, 0, "sw_read_vlans with one GET per VLAN");
	ok(same_vlans(&dump, &get), "both ways read the same");
	sw_vlan_list_free(&dump);
	sw_vlan_list_free(&get);
	ok(dump.n == 0 && dump.vlan == NULL, "sw_vlan_list_free empties");

	err = sw_read_state(h, sw, &st);
	ok_err(err, 0, "sw_read_state");
	if (!err) {
		ok(st.n_ports == 8 && st.vlans.n == 3, "state: 8 ports, 3 VLANs");
		ok(st.port[1].has_pvid && st.port[1].pvid == 5 &&
		   st.port[2].has_pvid && st.port[2].pvid == 1 &&
		   st.port[3].pvid == 4095,
		   "state: PVIDs follow the untagged memberships");
		ok(st.port[0].has_link && st.port[0].link.link &&
		   st.port[0].link.speed == 1000 && st.port[2].link.speed == 100,
		   "state: links");
	}
	sw_state_free(&st);
}

/* Both reads of a group hold the same items and values */
static bool same_reads(const struct sw_group_read *a,
		       const struct sw_group_read *b)
{
	unsigned int i;
	size_t j;

	if (a->n_items != b->n_items || a->n_attrs != b->n_attrs)
		return false;
	for (i = 0; i < a->n_items; i++) {
		if (a->index[i] != b->index[i])
			return false;
		for (j = 0; j < a->n_attrs; j++) {
			const struct sw_read_value *x = sw_group_value(a, i, j);
			const struct sw_read_value *y = sw_group_value(b, i, j);

			if (!!x->err != !!y->err ||
			    (!x->err && !sw_value_equal(&x->value, &y->value))) {
				printf("# item %u attribute %zu differs (%d/%d)\n",
				       a->index[i], j, x->err, y->err);
				return false;
			}
		}
	}
	return true;
}

/*
 * sw_read_group: one dump per group, the same values as one GET each;
 * the full reading of a switch in 6 requests (3 LIST, 3 DUMP_VALUES)
 */
static void test_groups(const struct sw_switch *sw)
{
	struct sw_group_read dump[SW_GROUP_COUNT], get[SW_GROUP_COUNT];
	static const unsigned int items[] = { 1, 8, 0 };
	const struct sw_read_value *rv;
	uint64_t before, dump_reqs, get_reqs;
	unsigned int v, i;
	enum sw_group g;
	int err;

	ok(sw_has_value_dump(h), "the kernel offers DUMP_VALUES");
	ok_err(sw_reset(h, sw->id), 0, "reset");
	ok_err(set_vlan(sw, 1, ""), 0, "VLAN 1 emptied");
	for (v = 0; v < sw->vlans; v += 2)
		if (set_vlan(sw, v, v % 4 ? "1 2t" : "0 3 7t"))
			break;
	ok(v >= sw->vlans, "every other of the %u VLANs has members", sw->vlans);

	before = sw_request_count(h);
	load_lists(sw);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		err = sw_read_group(h, sw, g, &lists[g], &dump[g]);
		ok_err(err, 0, "sw_read_group with the dump");
		if (err)
			memset(&dump[g], 0, sizeof(dump[g]));
	}
	dump_reqs = sw_request_count(h) - before;
	ok(dump_reqs == 6, "full reading with the dump: %llu requests (want 6)",
	   (unsigned long long)dump_reqs);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		if (g != SW_VLAN)
			ok(dump[g].n_items == items[g], "%s: %u items",
			   sw_group_name(g), dump[g].n_items);
	}
	ok(dump[SW_VLAN].n_items == (sw->vlans + 1) / 2 &&
	   dump[SW_VLAN].index[1] == 2, "vlan: the %u VLANs with members",
	   dump[SW_VLAN].n_items);
	rv = sw_group_value(&dump[SW_VLAN], 1,
			    (size_t)(attr(SW_VLAN, "ports") - lists[SW_VLAN].attr));
	ok(!rv->err && rv->value.type == SW_TYPE_PORTS && rv->value.ports.n == 2 &&
	   rv->value.ports.port[1].tagged, "VLAN 2: ports 1 2t");
	rv = sw_group_value(&dump[SW_GLOBAL], 0,
			    (size_t)(attr(SW_GLOBAL, "reset_mib") - lists[SW_GLOBAL].attr));
	ok(rv->err == -EOPNOTSUPP, "an action has no value");

	sw_use_value_dump(h, false);
	before = sw_request_count(h);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		err = sw_read_group(h, sw, g, &lists[g], &get[g]);
		ok_err(err, 0, "sw_read_group with one GET per value");
		if (err)
			memset(&get[g], 0, sizeof(get[g]));
	}
	get_reqs = sw_request_count(h) - before + 3;
	sw_use_value_dump(h, true);
	printf("# full reading: %llu requests with DUMP_VALUES, %llu with GETs\n",
	       (unsigned long long)dump_reqs, (unsigned long long)get_reqs);
	ok(get_reqs > 100 * dump_reqs, "the GETs take many more requests (%llu)",
	   (unsigned long long)get_reqs);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		ok(same_reads(&dump[g], &get[g]), "%s: both ways read the same",
		   sw_group_name(g));
		sw_group_read_free(&dump[g]);
		sw_group_read_free(&get[g]);
	}
	ok(dump[SW_PORT].n_items == 0 && dump[SW_PORT].val == NULL,
	   "sw_group_read_free empties");
	err = sw_read_group(h, sw, (enum sw_group)7, &lists[SW_GLOBAL], &dump[0]);
	ok_err(err, -EINVAL, "sw_read_group: unknown group");
	for (i = 0; i < 2; i++) {
		struct sw_switch gone = *sw;

		gone.id = 12345;
		sw_use_value_dump(h, i == 0);
		err = sw_read_group(h, &gone, SW_PORT, &lists[SW_PORT], &dump[0]);
		ok_err(err, -ENODEV, i ? "unknown switch, GETs: -ENODEV"
				       : "unknown switch, dump: -ENODEV");
	}
	sw_use_value_dump(h, true);
	ok(sw_has_value_dump(h), "a failed dump does not turn the dump off");
	ok_err(sw_reset(h, sw->id), 0, "reset");
}

/* hwsim's count of its MIB counter reads (debugfs reads); -1 unknown */
static long mib_reads(const struct sw_switch *sw)
{
	char path[256], line[64];
	long n = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/sys/kernel/debug/swconfig-hwsim/%s/reads",
		 sw->alias);
	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "mib: %ld", &n) == 1)
			break;
	fclose(f);
	return n;
}

/* The attributes of a group's list named in names (NULL-terminated) */
static struct sw_attr_list some_attrs(enum sw_group g, const char *const *names)
{
	struct sw_attr_list some = { 0 };

	some.attr = calloc(lists[g].n + 1, sizeof(*some.attr));
	if (!some.attr) {
		printf("Bail out! out of memory\n");
		exit(1);
	}
	for (; *names; names++)
		some.attr[some.n++] = *attr(g, *names);
	return some;
}

/*
 * sw_read_group with a part of a group's list: one filtered dump, the
 * same values as one GET each, and the driver does not read the others
 */
static void test_group_filter(const struct sw_switch *sw)
{
	static const char *const port_names[] = { "pvid", "enable", "link", NULL };
	static const char *const vlan_names[] = { "name", NULL };
	struct sw_attr_list port = some_attrs(SW_PORT, port_names);
	struct sw_attr_list vlan = some_attrs(SW_VLAN, vlan_names);
	struct sw_group_read dump, get;
	uint64_t before;
	long mib;
	int err;

	ok(sw_has_dump_filter(h), "the kernel's DUMP_VALUES takes a filter");
	ok(lists[SW_PORT].complete && !port.complete,
	   "sw_list_attrs marks its list complete, a caller's is not");
	ok_err(sw_reset(h, sw->id), 0, "reset");
	ok_err(set_vlan(sw, 3, "0 1t"), 0, "VLAN 3 has members");
	mib = mib_reads(sw);
	before = sw_request_count(h);
	err = sw_read_group(h, sw, SW_PORT, &port, &dump);
	ok_err(err, 0, "sw_read_group of pvid, enable, link");
	ok(sw_request_count(h) - before == 1, "... in one request (%llu)",
	   (unsigned long long)(sw_request_count(h) - before));
	ok(mib >= 0 && mib_reads(sw) == mib,
	   "... the driver read no MIB counter (%ld, %ld)", mib, mib_reads(sw));
	sw_use_value_dump(h, false);
	err = sw_read_group(h, sw, SW_PORT, &port, &get);
	sw_use_value_dump(h, true);
	ok(!err && dump.n_items == sw->ports && same_reads(&dump, &get),
	   "... the values of one GET each, %u ports", dump.n_items);
	ok(!sw_group_value(&dump, 1, 0)->err && !sw_group_value(&dump, 1, 2)->err,
	   "... pvid and link read");
	sw_group_read_free(&dump);
	sw_group_read_free(&get);

	err = sw_read_group(h, sw, SW_VLAN, &vlan, &dump);
	sw_use_value_dump(h, false);
	err = err ? err : sw_read_group(h, sw, SW_VLAN, &vlan, &get);
	sw_use_value_dump(h, true);
	ok(!err && same_reads(&dump, &get), "VLAN name only: the values of the GETs");
	sw_group_read_free(&dump);
	sw_group_read_free(&get);

	mib = mib_reads(sw);
	err = sw_read_group(h, sw, SW_PORT, &lists[SW_PORT], &dump);
	ok(!err && mib_reads(sw) - mib == sw->ports,
	   "the whole list: no filter, every port's MIB read (%ld)",
	   mib_reads(sw) - mib);
	sw_group_read_free(&dump);

	/* a stale list: the kernel refuses the filter, swlib reads all */
	port.attr[port.n] = *attr(SW_PORT, "pvid");
	port.attr[port.n++].id = 999;
	before = sw_request_count(h);
	err = sw_read_group(h, sw, SW_PORT, &port, &dump);
	ok_err(err, 0, "a list with an id the switch lacks");
	ok(sw_request_count(h) - before == 2 && sw_has_dump_filter(h) &&
	   sw_reads_by_dump(h),
	   "... filter refused, one dump without: 2 requests, dumps stay on");
	ok(!err && sw_group_value(&dump, 1, 0)->err == 0 &&
	   sw_group_value(&dump, 1, 3)->err == -ENODATA,
	   "... pvid read, the unknown id has no value");
	sw_group_read_free(&dump);
	free(port.attr);
	free(vlan.attr);
	ok_err(sw_reset(h, sw->id), 0, "reset");
}

static void test_apply_reset(const struct sw_switch *sw)
{
	struct sw_value v;
	uint32_t i = 0;
	int err;

	ok_err(sw_apply(h, sw->id), 0, "sw_apply");
	ok_err(sw_set_int(h, sw->id, attr(SW_GLOBAL, "fail_apply"), 0, 1), 0,
	       "arm a failing apply");
	ok_err(sw_apply(h, sw->id), -EIO, "sw_apply fails with -EIO");
	ok_err(sw_reset(h, sw->id), 0, "sw_reset");
	err = sw_get(h, sw->id, attr(SW_GLOBAL, "description"), 0, &v);
	ok(!err && v.type == SW_TYPE_STRING &&
	   !strcmp(v.s, "hwsim simulated switch"), "reset restored the defaults");
	sw_value_free(&v);
	err = get_int(sw, SW_PORT, "pvid", 1, &i);
	ok(!err && i == 1, "and the PVIDs");
	ok_err(sw_apply(h, 12345), -ENODEV, "sw_apply: unknown switch");
}

static void test_handle(void)
{
	ok(sw_last_error_msg(h) != NULL, "a failed call leaves a message");
	sw_close(NULL);
	ok(1, "sw_close(NULL) is harmless");
	ok(!strcmp(sw_strerror(-EPERM), "permission denied: needs CAP_NET_ADMIN"),
	   "sw_strerror");
}

static int unprivileged(void)
{
	struct sw_switch sw;
	struct sw_value v;
	int err;

	err = sw_find_switch(h, "switch0", &sw);
	ok_err(err, 0, "unprivileged: sw_find_switch");
	if (err)
		return tap_done();
	load_lists(&sw);
	err = sw_get(h, sw.id, attr(SW_PORT, "pvid"), 0, &v);
	ok(!err && v.type == SW_TYPE_INT, "unprivileged: sw_get works");
	sw_value_free(&v);
	ok_err(sw_set_int(h, sw.id, attr(SW_PORT, "pvid"), 0, 2), -EPERM,
	       "unprivileged: sw_set fails with -EPERM");
	ok_err(sw_apply(h, sw.id), -EPERM, "unprivileged: sw_apply too");
	sw_switch_free(&sw);
	return tap_done();
}

static int count(const char *dev)
{
	struct sw_group_read dump[SW_GROUP_COUNT], get[SW_GROUP_COUNT];
	uint64_t before, n_dump, n_get;
	char members[8192] = "";
	size_t len = 0;
	struct sw_switch sw;
	unsigned int v, p;
	enum sw_group g;
	int err;

	err = sw_find_switch(h, dev, &sw);
	ok_err(err, 0, "sw_find_switch");
	if (err)
		return tap_done();
	load_lists(&sw);
	for (p = 0; p < sw.ports && len + 8 < sizeof(members); p++)
		len += (size_t)snprintf(members + len, sizeof(members) - len,
					"%u%s ", p, p == sw.cpu_port ? "t" : "");
	for (v = 1; v < sw.vlans && v <= 4094; v++)
		if (set_vlan(&sw, v, members))
			break;
	ok(v == 4095, "%s: VLANs 1-4094 with all %u ports", dev, sw.ports);

	before = sw_request_count(h);
	load_lists(&sw);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++)
		if (sw_read_group(h, &sw, g, &lists[g], &dump[g]))
			memset(&dump[g], 0, sizeof(dump[g]));
	n_dump = sw_request_count(h) - before;
	ok(dump[SW_VLAN].n_items == 4094 && dump[SW_PORT].n_items == sw.ports,
	   "dump: %u ports, %u VLANs", dump[SW_PORT].n_items,
	   dump[SW_VLAN].n_items);
	ok(n_dump <= 6, "full reading of %u ports and %u VLANs by dump: %llu requests",
	   sw.ports, dump[SW_VLAN].n_items, (unsigned long long)n_dump);

	sw_use_value_dump(h, false);
	before = sw_request_count(h);
	load_lists(&sw);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++)
		if (sw_read_group(h, &sw, g, &lists[g], &get[g]))
			memset(&get[g], 0, sizeof(get[g]));
	n_get = sw_request_count(h) - before;
	sw_use_value_dump(h, true);
	ok(n_get > 4094, "the same by GETs: %llu requests", (unsigned long long)n_get);
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++) {
		ok(same_reads(&dump[g], &get[g]), "%s: both ways read the same",
		   sw_group_name(g));
		sw_group_read_free(&dump[g]);
		sw_group_read_free(&get[g]);
	}
	ok_err(sw_reset(h, sw.id), 0, "reset");
	sw_switch_free(&sw);
	return tap_done();
}

static int reload(const char *cmd)
{
	struct sw_switch_list list;
	int err;

	err = sw_list_switches(h, &list);
	ok_err(err, 0, "before the reload: sw_list_switches");
	sw_switch_list_free(&list);
	fflush(stdout);
	ok(system(cmd) == 0, "modules reloaded");
	err = sw_list_switches(h, &list);
	ok(err < 0, "the old connection fails (%d: %s)", err, sw_strerror(err));
	if (!err)
		sw_switch_list_free(&list);
	ok_err(sw_reconnect(h), 0, "sw_reconnect");
	err = sw_list_switches(h, &list);
	ok(!err && list.n == 2, "switches listed again");
	sw_switch_list_free(&list);
	ok(sw_has_vlan_dump(h), "the dump is found again");
	ok(sw_has_value_dump(h), "and the value dump");
	return tap_done();
}

int main(int argc, char **argv)
{
	struct sw_switch sw0;
	enum sw_group g;
	int ret;

	h = sw_open();
	if (!h) {
		printf("Bail out! sw_open: %s\n", sw_strerror(-errno));
		return 1;
	}
	ok(1, "sw_open");
	if (argc > 1 && !strcmp(argv[1], "--unprivileged")) {
		ret = unprivileged();
		goto out;
	}
	if (argc > 2 && !strcmp(argv[1], "--count")) {
		ret = count(argv[2]);
		goto out;
	}
	if (argc > 2 && !strcmp(argv[1], "--reload")) {
		ret = reload(argv[2]);
		goto out;
	}

	test_switches(&sw0);
	test_attrs(&sw0);
	test_int_string(&sw0);
	test_ports_link(&sw0);
	test_noval_errors(&sw0);
	test_vlans(&sw0);
	test_groups(&sw0);
	test_group_filter(&sw0);
	test_apply_reset(&sw0);
	test_handle();
	sw_switch_free(&sw0);
	ret = tap_done();
out:
	for (g = SW_GLOBAL; g < SW_GROUP_COUNT; g++)
		sw_attr_list_free(&lists[g]);
	sw_close(h);
	return ret;
}
