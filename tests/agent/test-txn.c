// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of transactions (txn.c) and the agent's memo (memo.c): the
 * checks of a change set, the writes planned and their order, undo after
 * a failing write or apply, against a source that records what it is
 * asked to write.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>

#include "model/core.h"
#include "sources/source_swconfig_model.h"
#include "tap.h"

static void quiet(enum swa_log_level level, const char *msg)
{
	printf("# log %d: %s\n", (int)level, msg);
}

/* ------------------------------- swconfig over a recording driver */

/*
 * The swconfig source's adapter (source_swconfig_model.c, linked in:
 * VIDs to table indexes, the core moving PVIDs put back) over a driver
 * that records the attribute writes it is asked for, as the kernel
 * would get them.
 */
static struct {
	char log[8192];		/* "name@instance=value;" per write */
	int fail_at;		/* the write that fails (1 = first), 0 none */
	int writes;
	bool fail_apply;
	int applies;
} rec;

static void rec_reset(void)
{
	memset(&rec, 0, sizeof(rec));
}

static int rec_write(struct swa_source *src, const struct swa_snapshot *base,
		     const struct swa_attr_def *def, uint32_t instance,
		     const struct swa_value *v)
{
	char text[256] = "";
	size_t len = strlen(rec.log);

	if (++rec.writes == rec.fail_at)
		return -EIO;
	if (v)
		swa_value_format(v, text, sizeof(text));
	snprintf(rec.log + len, sizeof(rec.log) - len, "%s@%u=%s;", def->name,
		 instance, text);
	/* what the swconfig source does after every write */
	return swa_sw_track(src, base, def, instance, v);
}

/* As the swconfig source commits: the PVIDs the core moved back, apply */
static int rec_commit(struct swa_source *src, const struct swa_snapshot *base)
{
	size_t len;
	int ret = swa_sw_put_back_pvids(src, base);

	if (ret)
		return ret;
	if (rec.fail_apply)
		return -EIO;
	len = strlen(rec.log);
	rec.applies++;
	snprintf(rec.log + len, sizeof(rec.log) - len, "apply;");
	return 0;
}

static const struct swa_source_ops rec_ops = {
	.kind = "recording",
	.write_caps = swa_sw_write_caps,
	.new_vlan = swa_sw_new_vlan,
	.set_vlan = swa_sw_set_vlan,
	.del_vlan = swa_sw_del_vlan,
	.set_vlan_name = swa_sw_set_vlan_name,
	.get_vlan_name = swa_sw_get_vlan_name,
	.set_pvid = swa_sw_set_pvid,
	.set_port_admin = swa_sw_set_port_admin,
	.write_raw = rec_write,
	.commit = rec_commit,
	.abort = swa_sw_abort,
	.end = swa_sw_end,
};

static struct swa_source rec_src = { .ops = &rec_ops };

/* ------------------------------------------------------- a switch */

/*
 * switch0: 8 ports (7 the CPU), 4096 VLANs; VLAN 1 = ports 0 1 4 5 6 7t,
 * VLAN 10 = 2 3 7t; PVIDs 1 1 10 10 1 1 1 1. with_vid: the driver maps
 * VIDs to a 16-entry table through a "vid" VLAN attribute.
 */
static struct swa_snapshot *base_switch(bool with_vid)
{
	struct swa_snapshot *s = swa_snapshot_new(0, "switch0", "hwsim0", "hwsim",
						  8, with_vid ? 16 : 4096, 7);
	struct swa_port_ref v1[] = { { 0, false }, { 1, false }, { 4, false },
				     { 5, false }, { 6, false }, { 7, true } };
	struct swa_port_ref v10[] = { { 2, false }, { 3, false }, { 7, true } };
	uint32_t p;

	swa_snapshot_add_def(s, SWA_GROUP_GLOBAL, 4096, SWA_TYPE_NOVAL, "apply", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 3, SWA_TYPE_INT, "enable", "");
	swa_snapshot_add_def(s, SWA_GROUP_PORT, 4096, SWA_TYPE_INT, "pvid", "");
	swa_snapshot_add_def(s, SWA_GROUP_VLAN, 0, SWA_TYPE_STRING, "name", "");
	swa_snapshot_add_def(s, SWA_GROUP_VLAN, 4096, SWA_TYPE_PORTS, "ports", "");
	if (with_vid)
		swa_snapshot_add_def(s, SWA_GROUP_VLAN, 1, SWA_TYPE_INT, "vid", "");
	for (p = 0; p < 8; p++) {
		struct swa_value v = { .type = SWA_TYPE_INT };

		v.i = with_vid ? (p == 2 || p == 3 ? 2 : 1) :
		      (p == 2 || p == 3 ? 10 : 1);
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 4096, p, &v);
		v.type = SWA_TYPE_INT;	/* add_value took it over */
		v.i = 1;
		swa_snapshot_add_value(s, SWA_GROUP_PORT, 3, p, &v);
	}
	if (with_vid) {
		struct swa_value v = { .type = SWA_TYPE_INT, .i = 1 };

		swa_snapshot_add_value(s, SWA_GROUP_VLAN, 1, 1, &v);
		v.i = 10;
		swa_snapshot_add_value(s, SWA_GROUP_VLAN, 1, 2, &v);
	}
	swa_snapshot_add_vlan(s, 1, 1, v1, SWA_ARRAY_SIZE(v1));
	swa_snapshot_add_vlan(s, with_vid ? 2 : 10, 10, v10, SWA_ARRAY_SIZE(v10));
	swa_snapshot_finish(s);
	return s;
}

/* Prepares and executes t (switch0 only) against the recording source */
static enum swa_txn_err run(struct swa_txn *t, bool with_vid)
{
	enum swa_txn_err err;

	rec.log[0] = '\0';
	t->src = &rec_src;
	err = swa_txn_prepare(t, &t->sw[0], base_switch(with_vid));
	if (err)
		return err;
	return swa_txn_execute(t, &rec_src);
}

static void test_pvid(void)
{
	struct swa_txn t;
	struct swa_port_change *p;

	rec_reset();
	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 0, 1);
	p->set_pvid = true;
	p->pvid = 10;
	is(run(&t, false), SWA_TXN_OK, "PVID: executed");
	is_str(rec.log, "pvid@0=10;apply;", "PVID: one write, one apply");
	swa_txn_free(&t);

	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 0, 7);
	p->set_pvid = true;
	p->pvid = 99;
	is(run(&t, false), SWA_TXN_INCONSISTENT, "PVID of a missing VLAN");
	is(t.err_tag, 7, "the error names its varbind");
	is_str(rec.log, "", "nothing written");
	swa_txn_free(&t);

	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 9, 1);
	p->set_pvid = true;
	p->pvid = 1;
	is(run(&t, false), SWA_TXN_NO_CREATION, "PVID of a missing port");
	swa_txn_free(&t);
}

static void test_create(void)
{
	struct swa_txn t;
	struct swa_vlan_change *v;
	struct swa_memo *m = swa_memo_new();
	struct swa_snapshot *s;

	rec_reset();
	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 30, 1);
	v->row = SWA_ROW_CREATE;
	ok(swa_txn_vlan(&t, "switch0", 30, 2) == v, "varbinds of one VLAN merge");
	v->set_egress = true;
	v->egress[0] = 0x61;		/* base ports 2 3 8 */
	v->set_untagged = true;
	v->untagged[0] = 0x60;
	v->set_name = true;
	strcpy(v->name, "servers");
	is(run(&t, false), SWA_TXN_OK, "createAndGo: executed");
	/* the core made VLAN 30 the PVID of ports 1 and 2: put back */
	is_str(rec.log, "ports@30=1 2 7t;name@30=servers;pvid@1=1;pvid@2=10;apply;",
	       "members, name, the PVIDs the core moved, apply");
	is(swa_txn_remember(&t.sw[0], m), 0, "remember");
	ok(!swa_memo_vlan(m, 30, false) || !swa_memo_vlan(m, 30, false)->created,
	   "a VLAN with members is swconfig's own");
	swa_txn_free(&t);

	/* an empty VLAN is the agent's to remember */
	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 40, 1);
	v->row = SWA_ROW_CREATE;
	is(run(&t, false), SWA_TXN_OK, "empty createAndGo");
	is_str(rec.log, "", "nothing to write, nothing to apply");
	swa_txn_remember(&t.sw[0], m);
	ok(swa_memo_vlan(m, 40, false) && swa_memo_vlan(m, 40, false)->created,
	   "remembered");
	swa_txn_free(&t);
	s = base_switch(false);
	is(swa_memo_overlay(m, s), 0, "overlay");
	ok(swa_snapshot_vlan(s, 40) != NULL, "the empty VLAN is a row");
	is(s->n_vlan_rows, 3, "three rows");
	is(s->vlans[2].vid, 40, "in VID order");
	swa_snapshot_free(s);

	/* it got members through the CLI: swconfig's own again */
	s = base_switch(false);
	{
		struct swa_port_ref r[] = { { 5, true } };

		swa_snapshot_add_vlan(s, 40, 40, r, 1);
		swa_snapshot_finish(s);
	}
	swa_memo_overlay(m, s);
	ok(!swa_memo_vlan(m, 40, false), "forgotten once the switch holds it");
	swa_snapshot_free(s);
	swa_memo_free(m);
}

static void test_vid_driver(void)
{
	struct swa_txn t;
	struct swa_vlan_change *v;
	struct swa_port_change *p;

	rec_reset();
	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 100, 1);
	v->row = SWA_ROW_CREATE;
	v->set_egress = true;
	v->egress[0] = 0x01;		/* base port 8: tagged */
	p = swa_txn_port(&t, "switch0", 4, 2);
	p->set_pvid = true;
	p->pvid = 100;
	is(run(&t, true), SWA_TXN_OK, "a VID beyond the table, vid driver");
	/* indexes 1, 2 are used: the entry is 3 */
	is_str(rec.log, "vid@3=100;ports@3=7t;pvid@4=3;apply;",
	       "vid of a free entry, members, PVID by index");
	swa_txn_free(&t);

	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 4095 - 1, 1);
	v->row = SWA_ROW_CREATE;
	is(run(&t, false), SWA_TXN_OK, "VID 4094 in a 4096-entry table");
	swa_txn_free(&t);
}

static void test_rules(void)
{
	uint16_t vid;
	struct swa_txn t;
	struct swa_vlan_change *v;
	struct swa_port_change *p;

	rec_reset();
	swa_txn_init(&t);
	swa_txn_vlan(&t, "switch0", 1, 1)->row = SWA_ROW_DESTROY;
	is(run(&t, false), SWA_TXN_INCONSISTENT, "VLAN 1 stays");
	swa_txn_free(&t);

	swa_txn_init(&t);
	swa_txn_vlan(&t, "switch0", 10, 1)->row = SWA_ROW_DESTROY;
	is(run(&t, false), SWA_TXN_INCONSISTENT, "a PVID's VLAN stays");
	swa_txn_free(&t);

	swa_txn_init(&t);
	swa_txn_vlan(&t, "switch0", 10, 1)->row = SWA_ROW_DESTROY;
	p = swa_txn_port(&t, "switch0", 2, 2);
	p->set_pvid = true;
	p->pvid = 1;
	p = swa_txn_port(&t, "switch0", 3, 3);
	p->set_pvid = true;
	p->pvid = 1;
	is(run(&t, false), SWA_TXN_OK, "... unless the request moves the PVIDs");
	is_str(rec.log, "ports@10=;pvid@2=1;pvid@3=1;apply;",
	       "members emptied, PVIDs moved");
	swa_txn_free(&t);

	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 10, 1);
	v->set_untagged = true;
	v->untagged[0] = 0x80;
	is(run(&t, false), SWA_TXN_INCONSISTENT, "untagged within egress");
	swa_txn_free(&t);

	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 10, 1);
	v->set_egress = true;
	v->egress[0] = 0x30;	/* ports 2 3: 7t leaves */
	is(run(&t, false), SWA_TXN_OK, "egress alone");
	is_str(rec.log, "ports@10=2 3;pvid@2=10;pvid@3=10;apply;",
	       "untagged ports stay untagged");
	swa_txn_free(&t);

	swa_txn_init(&t);
	swa_txn_vlan(&t, "switch0", 50, 1)->set_name = true;
	is(run(&t, false), SWA_TXN_NO_CREATION, "a column of a missing row");
	swa_txn_free(&t);

	swa_txn_init(&t);
	swa_txn_vlan(&t, "switch0", 10, 1)->row = SWA_ROW_CREATE;
	is(run(&t, false), SWA_TXN_INCONSISTENT, "createAndGo of an existing row");
	swa_txn_free(&t);

	/* a 16-entry table with "vid": 13 entries are free */
	swa_txn_init(&t);
	for (vid = 100; vid < 113; vid++) {
		v = swa_txn_vlan(&t, "switch0", vid, vid);
		v->row = SWA_ROW_CREATE;
		v->set_egress = true;
		v->egress[0] = 0x01;
	}
	is(run(&t, true), SWA_TXN_OK, "13 new VLANs fill the table");
	swa_txn_free(&t);
	swa_txn_init(&t);
	for (vid = 100; vid < 114; vid++) {
		v = swa_txn_vlan(&t, "switch0", vid, vid);
		v->row = SWA_ROW_CREATE;
	}
	is(run(&t, true), SWA_TXN_RESOURCE, "the 14th finds no entry");
	is(t.err_tag, 113, "and says so");
	swa_txn_free(&t);
}

static void test_undo(void)
{
	struct swa_txn t;
	struct swa_vlan_change *v;
	struct swa_port_change *p;

	/* the second write fails: the first is undone, PVIDs put back */
	rec_reset();
	rec.fail_at = 2;
	swa_txn_init(&t);
	v = swa_txn_vlan(&t, "switch0", 30, 1);
	v->row = SWA_ROW_CREATE;
	v->set_egress = true;
	v->egress[0] = 0x60;
	v->set_untagged = true;
	v->untagged[0] = 0x60;
	p = swa_txn_port(&t, "switch0", 4, 2);
	p->set_pvid = true;
	p->pvid = 30;
	is(run(&t, false), SWA_TXN_COMMIT_FAILED, "a failing write: commitFailed");
	is_str(rec.log, "ports@30=1 2;ports@30=;pvid@1=1;pvid@2=10;",
	       "undone: members emptied, the PVIDs the core moved as read, "
	       "no apply");
	is(rec.applies, 0, "nothing applied");
	swa_txn_free(&t);

	/* the apply fails: every write undone */
	rec_reset();
	rec.fail_apply = true;
	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 0, 1);
	p->set_pvid = true;
	p->pvid = 10;
	p->set_admin = true;
	p->admin_up = false;
	is(run(&t, false), SWA_TXN_COMMIT_FAILED, "a failing apply: commitFailed");
	is_str(rec.log, "enable@0=0;pvid@0=10;pvid@0=1;enable@0=1;",
	       "undone in reverse order");
	swa_txn_free(&t);

	/* undo after success (the request failed elsewhere): and apply */
	rec_reset();
	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 0, 1);
	p->set_pvid = true;
	p->pvid = 10;
	is(run(&t, false), SWA_TXN_OK, "executed");
	rec.log[0] = '\0';
	is(swa_txn_rollback(&t, &rec_src), SWA_TXN_OK, "rolled back");
	is_str(rec.log, "pvid@0=1;apply;", "old value written and applied");
	swa_txn_free(&t);

	/* undoing fails too */
	rec_reset();
	rec.fail_apply = true;
	rec.fail_at = 2;
	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 0, 1);
	p->set_pvid = true;
	p->pvid = 10;
	is(run(&t, false), SWA_TXN_UNDO_FAILED, "undoFailed when the undo fails");
	swa_txn_free(&t);
}

static void test_attrs_and_alias(void)
{
	struct swa_txn t;
	struct swa_value v = { .type = SWA_TYPE_STRING };
	struct swa_memo *m = swa_memo_new();
	struct swa_port_change *p;
	struct swa_snapshot *s;

	rec_reset();
	swa_txn_init(&t);
	v.s = strdup("x");
	ok(swa_txn_attr(&t, "switch0", SWA_GROUP_VLAN, 0, 10, 1, &v) != NULL,
	   "an attribute change");
	is(run(&t, false), SWA_TXN_OK, "executed");
	is_str(rec.log, "name@10=x;apply;", "written");
	swa_txn_free(&t);

	swa_txn_init(&t);
	v.type = SWA_TYPE_INT;
	v.i = 3;
	swa_txn_attr(&t, "switch0", SWA_GROUP_VLAN, 0, 10, 1, &v);
	is(run(&t, false), SWA_TXN_WRONG_VALUE, "a value of the wrong type");
	swa_txn_free(&t);

	swa_txn_init(&t);
	p = swa_txn_port(&t, "switch0", 2, 1);
	p->set_alias = true;
	strcpy(p->alias, "uplink");
	is(run(&t, false), SWA_TXN_OK, "an alias");
	is_str(rec.log, "", "is not the switch's");
	swa_txn_remember(&t.sw[0], m);
	swa_txn_free(&t);
	s = base_switch(false);
	swa_memo_overlay(m, s);
	is_str(s->ports[2].alias, "uplink", "the memo holds it");
	swa_snapshot_free(s);
	swa_memo_free(m);
}

/* SWCONFIG-MIB's raw writes through the swconfig adapter */
static void test_raw_members(void)
{
	struct swa_port_ref members[] = { { 2, false }, { 3, false },
					  { 4, false } };
	struct swa_value ports = { .type = SWA_TYPE_PORTS };
	struct swa_value pvid = { .type = SWA_TYPE_INT };
	struct swa_txn t;

	rec_reset();
	swa_txn_init(&t);
	ports.type = SWA_TYPE_PORTS;	/* swa_txn_attr took the last one */
	ports.ports = calloc(3, sizeof(*ports.ports));
	memcpy(ports.ports, members, sizeof(members));
	ports.n_ports = 3;
	swa_txn_attr(&t, "switch0", SWA_GROUP_VLAN, 4096, 10, 1, &ports);
	is(run(&t, false), SWA_TXN_OK, "a raw ports write");
	is_str(rec.log, "ports@10=2 3 4;pvid@2=10;pvid@3=10;pvid@4=1;apply;",
	       "the PVIDs the core moved put back, port 4's too");
	swa_txn_free(&t);

	rec_reset();
	swa_txn_init(&t);
	ports.type = SWA_TYPE_PORTS;	/* swa_txn_attr took the last one */
	ports.ports = calloc(3, sizeof(*ports.ports));
	memcpy(ports.ports, members, sizeof(members));
	ports.n_ports = 3;
	swa_txn_attr(&t, "switch0", SWA_GROUP_VLAN, 4096, 10, 1, &ports);
	pvid.type = SWA_TYPE_INT;
	pvid.i = 10;
	swa_txn_attr(&t, "switch0", SWA_GROUP_PORT, 4096, 4, 2, &pvid);
	is(run(&t, false), SWA_TXN_OK, "a raw ports and pvid write");
	is_str(rec.log, "ports@10=2 3 4;pvid@4=10;pvid@2=10;pvid@3=10;apply;",
	       "a PVID written after the members is the manager's");
	swa_txn_free(&t);

	/* a state file: "port 4 pvid 1" is what port 4 has, so not written */
	rec_reset();
	swa_txn_init(&t);
	ports.type = SWA_TYPE_PORTS;	/* swa_txn_attr took the last one */
	ports.ports = calloc(3, sizeof(*ports.ports));
	memcpy(ports.ports, members, sizeof(members));
	ports.n_ports = 3;
	swa_txn_attr(&t, "switch0", SWA_GROUP_VLAN, 4096, 10, 1, &ports);
	pvid.type = SWA_TYPE_INT;
	pvid.i = 1;
	swa_txn_attr(&t, "switch0", SWA_GROUP_PORT, 4096, 4, 2, &pvid);
	is(run(&t, false), SWA_TXN_OK, "an unchanged raw pvid");
	is_str(rec.log, "ports@10=2 3 4;pvid@2=10;pvid@3=10;pvid@4=1;apply;",
	       "still put back after the core moved it");
	swa_txn_free(&t);
}

/* ------------------------------------------ a source in VIDs only */

/*
 * A new kind of switch needs only an adapter: this one implements the
 * model's operations as they come, in VIDs, and records them. Its
 * switch is the "vid" driver's (VLAN 10 at table index 2), so an index
 * showing up here instead of a VID would be txn.c's mistake.
 */
static struct {
	char log[1024];
	bool fail_commit;
} vids;

static void vids_log(const char *fmt, unsigned int a, unsigned int b)
{
	size_t len = strlen(vids.log);

	snprintf(vids.log + len, sizeof(vids.log) - len, fmt, a, b);
}

static void vids_caps(struct swa_source *src, const struct swa_snapshot *base,
		      struct swa_write_caps *caps)
{
	(void)src;
	(void)base;
	caps->vlans = caps->pvids = caps->port_admin = true;
	caps->vlan_names = false;
}

static int vids_new_vlan(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid, uint32_t *index)
{
	(void)src;
	(void)base;
	*index = vid;
	return 0;
}

static int vids_set_vlan(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid, const uint8_t *egress,
			 const uint8_t *untagged)
{
	(void)src;
	vids_log("vlan %u=%02x", vid, egress[0]);
	vids_log("/%02x;", untagged[0], 0);
	(void)base;
	return 0;
}

static int vids_del_vlan(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid)
{
	(void)src;
	(void)base;
	vids_log("del %u;", vid, 0);
	return 0;
}

static int vids_set_pvid(struct swa_source *src, const struct swa_snapshot *base,
			 uint32_t port, uint16_t vid)
{
	(void)src;
	(void)base;
	vids_log("pvid %u=%u;", port, vid);
	return 0;
}

static int vids_set_admin(struct swa_source *src, const struct swa_snapshot *base,
			  uint32_t port, bool up)
{
	(void)src;
	(void)base;
	vids_log("admin %u=%u;", port, up);
	return 0;
}

static int vids_commit(struct swa_source *src, const struct swa_snapshot *base)
{
	(void)src;
	(void)base;
	vids_log("commit;", 0, 0);
	return vids.fail_commit ? -EIO : 0;
}

static void vids_abort(struct swa_source *src, const struct swa_snapshot *base)
{
	(void)src;
	(void)base;
	vids_log("abort;", 0, 0);
}

static const struct swa_source_ops vids_ops = {
	.kind = "vids",
	.write_caps = vids_caps,
	.new_vlan = vids_new_vlan,
	.set_vlan = vids_set_vlan,
	.del_vlan = vids_del_vlan,
	.set_pvid = vids_set_pvid,
	.set_port_admin = vids_set_admin,
	.commit = vids_commit,
	.abort = vids_abort,
};

static struct swa_source vids_src = { .ops = &vids_ops };

static enum swa_txn_err run_vids(struct swa_txn *t)
{
	enum swa_txn_err err;

	vids.log[0] = '\0';
	t->src = &vids_src;
	err = swa_txn_prepare(t, &t->sw[0], base_switch(true));
	return err ? err : swa_txn_execute(t, &vids_src);
}

/* VLAN 30 on base ports 2 3 untagged, port 4's PVID 30, port 0 down */
static void vids_request(struct swa_txn *t)
{
	struct swa_vlan_change *v;
	struct swa_port_change *p;

	swa_txn_init(t);
	v = swa_txn_vlan(t, "switch0", 30, 1);
	v->row = SWA_ROW_CREATE;
	v->set_egress = true;
	v->egress[0] = 0x60;
	v->set_untagged = true;
	v->untagged[0] = 0x60;
	p = swa_txn_port(t, "switch0", 4, 2);
	p->set_pvid = true;
	p->pvid = 30;
	p = swa_txn_port(t, "switch0", 0, 3);
	p->set_admin = true;
	p->admin_up = false;
}

static void test_model_source(void)
{
	struct swa_txn t;

	vids_request(&t);
	is(run_vids(&t), SWA_TXN_OK, "a source of model operations only");
	is_str(vids.log, "vlan 30=60/60;admin 0=0;pvid 4=30;commit;",
	       "members, admin states, PVIDs in VIDs, commit; no PVID moved");
	vids.log[0] = '\0';
	is(swa_txn_rollback(&t, &vids_src), SWA_TXN_OK, "rolled back");
	is_str(vids.log, "pvid 4=1;admin 0=1;del 30;commit;",
	       "undone in reverse, in VIDs, committed again");
	swa_txn_free(&t);

	vids_request(&t);
	swa_txn_vlan(&t, "switch0", 10, 4)->row = SWA_ROW_DESTROY;
	swa_txn_port(&t, "switch0", 2, 5)->set_pvid = true;
	swa_txn_port(&t, "switch0", 2, 5)->pvid = 1;
	swa_txn_port(&t, "switch0", 3, 6)->set_pvid = true;
	swa_txn_port(&t, "switch0", 3, 6)->pvid = 1;
	vids.fail_commit = true;
	is(run_vids(&t), SWA_TXN_COMMIT_FAILED, "a failing commit");
	is_str(vids.log, "vlan 30=60/60;del 10;admin 0=0;pvid 2=1;pvid 3=1;"
	       "pvid 4=30;commit;pvid 4=1;pvid 3=10;pvid 2=10;admin 0=1;"
	       "vlan 10=31/30;del 30;abort;",
	       "VLAN 10 (table index 2) by its VID, all undone, aborted");
	vids.fail_commit = false;
	swa_txn_free(&t);
}

int main(void)
{
	swa_log_set(quiet);
	test_pvid();
	test_create();
	test_vid_driver();
	test_rules();
	test_undo();
	test_attrs_and_alias();
	test_raw_members();
	test_model_source();
	swa_sw_stages_free(&rec_src);
	return done_testing();
}
