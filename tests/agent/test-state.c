// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of state files (state.c, state_file.c) in a scratch
 * directory: what is saved reads back as the switch it came from
 * (tagged members, index != VID), a file cut at any byte, emptied,
 * changed, with NUL bytes, not a regular file, a symlink, another
 * owner's or over the cap is refused without touching the transaction;
 * hostile lines refuse the whole file; a stale or planted PATH.tmp is
 * never written through; PATH.prev keeps the last file; the intended
 * state of a SET is saved with its writes.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "model/core.h"
#include "model/state.h"
#include "model/state_file.h"
#include "tap.h"

static char dir[256], path[512];

static void quiet(enum swa_log_level level, const char *msg)
{
	printf("# log %d: %s\n", (int)level, msg);
}

/*
 * switch0: 8 ports (7 the CPU); VLAN 1 = 0 1 4 5 6 7t, VLAN 10 =
 * 2 3 7t; with_vid: a 16-entry table whose entry 2 holds VID 10.
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
	}
	if (with_vid) {
		struct swa_value v = { .type = SWA_TYPE_INT, .i = 1 };

		swa_snapshot_add_value(s, SWA_GROUP_VLAN, 1, 1, &v);
		v.type = SWA_TYPE_INT;	/* add_value took it over */
		v.i = 10;
		swa_snapshot_add_value(s, SWA_GROUP_VLAN, 1, 2, &v);
	}
	swa_snapshot_add_vlan(s, 1, 1, v1, SWA_ARRAY_SIZE(v1));
	swa_snapshot_add_vlan(s, with_vid ? 2 : 10, 10, v10, SWA_ARRAY_SIZE(v10));
	swa_snapshot_finish(s);
	return s;
}

static struct swa_memo *base_memo(void)
{
	struct swa_memo *m = swa_memo_new();
	struct swa_vlan_memo *v = swa_memo_vlan(m, 10, true);
	struct swa_port_memo *pm = swa_memo_port(m, 1, true);

	v->has_name = true;
	strcpy(v->name, "servers");
	snprintf(pm->alias, sizeof(pm->alias), "uplink \"core\"");
	pm->link_traps = SWA_LINK_TRAPS_DISABLED;
	return m;
}

static char *slurp(const char *p, size_t *len)
{
	static char buf[1 << 16];
	int fd = open(p, O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	if (fd >= 0)
		close(fd);
	buf[n < 0 ? 0 : n] = '\0';
	if (len)
		*len = n < 0 ? 0 : (size_t)n;
	return buf;
}

static void put(const char *p, const char *text, size_t len)
{
	int fd;

	unlink(p);
	fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, text, len) != (ssize_t)len)
		printf("# cannot write %s\n", p);
	close(fd);
}

/* Loads path against s: the error, and how many switch writes it plans */
static int load(struct swa_snapshot *s, size_t *n_writes, char *err, size_t size)
{
	struct swa_txn t;
	struct swa_memo *m = NULL;
	int ret;

	swa_txn_init(&t);
	ret = swa_state_load(path, s, &t, &m, err, size);
	*n_writes = SIZE_MAX;
	if (!ret && t.n_sw &&
	    swa_txn_prepare(&t, &t.sw[0], base_switch(s->n_vlans == 16)) == SWA_TXN_OK)
		*n_writes = t.sw[0].n_ops;
	else if (!ret && !t.n_sw)
		*n_writes = 0;
	if (ret && (t.n_sw || m))
		printf("# a refused file left changes behind\n");
	swa_memo_free(m);
	swa_txn_free(&t);
	return ret;
}

static int load_quiet(bool with_vid)
{
	struct swa_snapshot *s = base_switch(with_vid);
	char err[512];
	size_t n;
	int ret = load(s, &n, err, sizeof(err));

	if (ret)
		printf("# %s\n", err);
	swa_snapshot_free(s);
	return ret;
}

static void test_round_trip(bool with_vid)
{
	struct swa_snapshot *s = base_switch(with_vid);
	struct swa_memo *m = base_memo(), *back = NULL;
	struct swa_txn t;
	char err[512], *text;
	size_t n;

	is(swa_state_save(path, s, m), 0, "%s: saved", with_vid ? "vid" : "no vid");
	text = slurp(path, NULL);
	ok(strstr(text, with_vid ? "vlan 1 ports 0 1 4 5 6 7t\nvlan 1 vid 1\n"
				 "vlan 2 ports 2 3 7t\nvlan 2 vid 10\n" :
				 "vlan 1 ports 0 1 4 5 6 7t\nvlan 10 ports 2 3 7t\n") != NULL,
	   "VLANs by table index, tagged members with t");
	ok(strstr(text, "\n" SWA_STATE_END_MARK) != NULL, "the file ends with its mark");
	is(load(s, &n, err, sizeof(err)), 0, "it loads: %s", err);
	is(n, 0, "and is the switch it came from (no write planned)");

	swa_txn_init(&t);
	is(swa_state_load(path, s, &t, &back, err, sizeof(err)), 0, "memo read");
	ok(back && swa_memo_port(back, 1, false) &&
	   !strcmp(swa_memo_port(back, 1, false)->alias, "uplink \"core\"") &&
	   swa_memo_port(back, 1, false)->link_traps == SWA_LINK_TRAPS_DISABLED,
	   "ifAlias and link traps come back");
	ok(back && swa_memo_vlan(back, 10, false) &&
	   !strcmp(swa_memo_vlan(back, 10, false)->name, "servers"),
	   "the VLAN name comes back");
	swa_memo_free(back);
	swa_txn_free(&t);
	swa_memo_free(m);
	swa_snapshot_free(s);
}

/* Cut at every byte (0: empty) and with any byte changed: refused */
static void test_truncated(void)
{
	struct swa_snapshot *s = base_switch(false);
	struct swa_memo *m = base_memo();
	char good[1 << 16], err[512], *text;
	size_t len = 0, cut, n, applied = 0, changed = 0;

	swa_state_save(path, s, m);
	text = slurp(path, &len);
	memcpy(good, text, len + 1);
	for (cut = 0; cut < len; cut++) {
		put(path, good, cut);
		if (load(s, &n, err, sizeof(err)) != -EINVAL || !strstr(err, "incomplete"))
			applied++;
	}
	is(applied, 0, "a file cut at any of its %zu bytes is refused as incomplete", len);
	put(path, good, len);
	is(load(s, &n, err, sizeof(err)), 0, "whole: read");
	for (cut = 0; cut < len; cut++) {
		good[cut] ^= 0x01;
		put(path, good, len);
		if (load(s, &n, err, sizeof(err)) == 0)
			changed++;
		good[cut] ^= 0x01;
	}
	is(changed, 0, "a file with any byte changed is refused");
	put(path, good, len);
	swa_memo_free(m);
	swa_snapshot_free(s);
}

static void test_not_ours(void)
{
	struct swa_snapshot *s = base_switch(false);
	char link_path[600], big[600], err[512];
	size_t n;
	int fd;
	time_t start;

	swa_state_save(path, s, NULL);
	snprintf(link_path, sizeof(link_path), "%s/good.conf", dir);
	rename(path, link_path);
	symlink(link_path, path);
	is(load(s, &n, err, sizeof(err)), -ELOOP, "a symlink is not followed");
	ok(strstr(err, "symbolic link") != NULL, "and so reported: %s", err);
	unlink(path);

	mkfifo(path, 0600);
	start = time(NULL);
	ok(load(s, &n, err, sizeof(err)) != 0 && time(NULL) - start < 2,
	   "a FIFO is refused at once: %s", err);
	unlink(path);

	mkdir(path, 0700);
	ok(load(s, &n, err, sizeof(err)) != 0 && strstr(err, "regular"),
	   "a directory is refused: %s", err);
	is(swa_state_file_set_aside(path), 0, "and can be set aside");
	snprintf(big, sizeof(big), "%s.bad", path);
	ok(access(path, F_OK) && !access(big, F_OK), "as PATH.bad");
	rmdir(big);

	rename(link_path, path);
	if (geteuid() == 0) {
		chown(path, 65534, 65534);
		ok(load(s, &n, err, sizeof(err)) == -EPERM, "another user's file: %s", err);
		chown(path, 0, 0);
	} else {
		ok(1, "# SKIP another user's file needs root");
	}
	is(load(s, &n, err, sizeof(err)), 0, "the same file, ours: read");

	fd = open(path, O_WRONLY | O_APPEND);
	ftruncate(fd, SWA_STATE_FILE_MAX + 1);
	close(fd);
	is(load(s, &n, err, sizeof(err)), -EFBIG, "over the cap: %s", err);
	unlink(path);
	is(load(s, &n, err, sizeof(err)), -ENOENT, "no file: -ENOENT");
	swa_snapshot_free(s);
}

/* A whole, marked body: only its lines decide */
static int hostile(const char *body, size_t len, bool with_vid)
{
	unlink(path);
	if (swa_state_file_write(path, body, len))
		return -EIO;
	return load_quiet(with_vid);
}

#define HOSTILE(text, vid, name) \
	is(hostile(text, sizeof(text) - 1, vid), -EINVAL, name)

#define HOSTILE_OK(text, vid, name) \
	is(hostile(text, sizeof(text) - 1, vid), 0, name)

static void test_hostile(void)
{
	char name[200];

	HOSTILE("vlan 1 ports 0 1\0vlan 10 ports 2\n", false, "a NUL byte");
	HOSTILE("vlan 0 ports 1\n", false, "VLAN index 0 without a vid attribute");
	HOSTILE("vlan 4095 ports 1\n", false, "VLAN index 4095 (no VID)");
	HOSTILE("vlan 4096 ports 1\n", false, "VLAN index 4096 (beyond the table)");
	HOSTILE("vlan 1 ports 0 8\n", false, "a port beyond the switch");
	HOSTILE("port 8 pvid 1\n", false, "a port line beyond the switch");
	HOSTILE("#@ port 8 alias x\n", false, "an agent line beyond the switch");
	HOSTILE("#@ vlan 10 created 20\n", false,
		"an index that is not the VID, without a vid attribute");
	HOSTILE("#@ vlan 0 created 0\n", false, "an agent line for VID 0");
	HOSTILE("#@ vlan 4095 name x\n", false, "an agent line for VID 4095");
	HOSTILE("vlan 2 vid 0\n", true, "vid 0");
	HOSTILE("vlan 2 vid 4095\n", true, "vid 4095");
	HOSTILE("vlan 2 vid 4096\n", true, "vid 4096");
	HOSTILE("vlan 16 ports 1\n", true, "an index beyond a 16-entry table");
	memset(name, 'n', sizeof(name));
	memcpy(name, "#@ vlan 10 name ", 16);
	name[sizeof(name) - 1] = '\n';
	is(hostile(name, sizeof(name), false), -EINVAL, "an overlong VLAN name");
	memcpy(name, "#@ port 1 alias ", 16);
	memset(name + 16, 'a', sizeof(name) - 17);
	is(hostile(name, sizeof(name), false), -EINVAL, "an overlong ifAlias");
	HOSTILE("global nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"
		"nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn 1\n",
		false, "an overlong attribute name");
	HOSTILE("#@ vlan 5 created 5\n#@ vlan 6 created x\n", false,
		"one bad line refuses the whole file");
	HOSTILE_OK("#@ vlan 10 created 10\nvlan 1 ports 0 1 4 5 6 7t\n"
		   "vlan 10 ports 2 3 7t\n", false,
	   "the same lines, well formed, are read");
}

/* A planted PATH.tmp is removed, never written through; PATH.prev kept */
static void test_write(void)
{
	struct swa_snapshot *s = base_switch(false);
	char tmp[600], prev[600], victim[600], first[1 << 16], *text;
	size_t len = 0;
	struct stat st;

	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	snprintf(prev, sizeof(prev), "%s.prev", path);
	snprintf(victim, sizeof(victim), "%s/victim", dir);
	put(victim, "precious\n", 9);
	unlink(path);
	unlink(prev);
	symlink(victim, tmp);
	is(swa_state_save(path, s, NULL), 0, "saved with a symlink planted as PATH.tmp");
	is_str(slurp(victim, NULL), "precious\n", "its target untouched");
	ok(access(tmp, F_OK) != 0, "no PATH.tmp left");
	ok(!stat(path, &st) && (st.st_mode & 07777) == 0600, "mode 0600");
	ok(access(prev, F_OK) != 0, "a first save has no PATH.prev");
	text = slurp(path, &len);
	memcpy(first, text, len + 1);

	put(tmp, "stale", 5);
	swa_snapshot_free(s);
	s = base_switch(true);
	is(swa_state_save(path, s, NULL), 0, "saved over a stale PATH.tmp");
	is_str(slurp(prev, NULL), first, "the file replaced is PATH.prev");
	ok(strstr(slurp(path, NULL), "vlan 2 vid 10") != NULL, "PATH is the new one");
	is(swa_state_file_set_aside(path), 0, "set aside");
	is(swa_state_save(path, s, NULL), 0, "saved again");
	is_str(slurp(prev, NULL), first, "a file set aside does not become PATH.prev");
	unlink(victim);
	unlink(prev);
	swa_snapshot_free(s);
}

/* ---------------------------------------- the intended state of a SET */

/* A source that takes every write and keeps nothing */
static void rec_caps(struct swa_source *src, const struct swa_snapshot *base,
		     struct swa_write_caps *caps)
{
	(void)src;
	(void)base;
	caps->vlans = caps->vlan_names = caps->pvids = caps->port_admin = true;
}

static int rec_new_vlan(struct swa_source *src, const struct swa_snapshot *base,
			uint16_t vid, uint32_t *index)
{
	(void)src;
	(void)base;
	*index = vid;
	return 0;
}

static int rec_set_vlan(struct swa_source *src, const struct swa_snapshot *base,
			uint16_t vid, const uint8_t *egress,
			const uint8_t *untagged)
{
	(void)src;
	(void)base;
	(void)vid;
	(void)egress;
	(void)untagged;
	return 0;
}

static int rec_set_pvid(struct swa_source *src, const struct swa_snapshot *base,
			uint32_t port, uint16_t vid)
{
	(void)src;
	(void)base;
	(void)port;
	(void)vid;
	return 0;
}

static int rec_commit(struct swa_source *src, const struct swa_snapshot *base)
{
	(void)src;
	(void)base;
	return 0;
}

static const struct swa_source_ops rec_ops = {
	.kind = "recording",
	.write_caps = rec_caps,
	.new_vlan = rec_new_vlan,
	.set_vlan = rec_set_vlan,
	.set_pvid = rec_set_pvid,
	.commit = rec_commit,
};

static struct swa_source rec_src = { .ops = &rec_ops };

static void test_intended(void)
{
	struct swa_txn t;
	struct swa_vlan_change *v;
	struct swa_port_change *p;
	char *text;

	swa_txn_init(&t);
	t.src = &rec_src;
	v = swa_txn_vlan(&t, "switch0", 30, 1);
	v->row = SWA_ROW_CREATE;
	v->set_egress = true;
	v->egress[0] = 0x30;		/* base ports 3 4 */
	v->set_untagged = true;
	v->untagged[0] = 0x20;		/* 3 untagged */
	p = swa_txn_port(&t, "switch0", 5, 2);
	p->set_pvid = true;
	p->pvid = 10;
	is(swa_txn_prepare(&t, &t.sw[0], base_switch(false)), SWA_TXN_OK, "SET prepared");
	is(swa_txn_execute(&t, &rec_src), SWA_TXN_OK, "and executed");
	is(swa_state_save_change(path, t.sw[0].base, &t.sw[0], NULL), 0,
	   "its intended state saved");
	text = slurp(path, NULL);
	ok(strstr(text, "vlan 30 ports 2 3t\n") != NULL, "with the new VLAN");
	ok(strstr(text, "port 5 pvid 10\n") != NULL, "and the new PVID");
	ok(strstr(text, "vlan 1 ports 0 1 4 5 6 7t\n") != NULL, "and what it kept");
	swa_txn_free(&t);
}

int main(void)
{
	swa_log_set(quiet);
	snprintf(dir, sizeof(dir), "/tmp/swa-state-XXXXXX");
	if (!mkdtemp(dir))
		return 99;
	snprintf(path, sizeof(path), "%s/switch0.conf", dir);
	test_round_trip(false);
	test_round_trip(true);
	test_truncated();
	test_not_ours();
	test_hostile();
	test_write();
	test_intended();
	unlink(path);
	rmdir(dir);
	return done_testing();
}
