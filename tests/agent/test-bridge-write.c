// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The bridge source's staged writes (agent/source_bridge_write.c) against
 * a fake kernel: the rtnetlink functions it calls are replaced below by
 * a bridge held in memory that records every request.
 *
 * The case this guards: a write fails before apply (the transaction is
 * undone without an apply), the reading it was planned against is freed,
 * and the next reading lands at the same address. What was staged for the
 * old reading must not be applied with the new one, nor indexed with the
 * new one's (larger) port count. Run it under valgrind to see the old
 * stage's overflow as well as the wrong requests:
 *   valgrind -q --error-exitcode=1 tests/agent/test-bridge-write
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sources/source_bridge.h"
#include "tap.h"

#define FIRST_IFINDEX	10u
#define MAX_REQUESTS	64

/* One request the source made of the fake kernel */
struct request {
	uint32_t ifindex;
	bool add;
	uint16_t vid;
};

static struct swa_br_port kernel_ports[16];
static size_t kernel_n_ports;
static struct request requests[MAX_REQUESTS];
static size_t n_requests;

static void quiet(enum swa_log_level level, const char *msg)
{
	(void)level;
	(void)msg;
}

/* ------------------------------------------- the fake kernel's side */

int swa_br_read_state(struct swa_bridge *b, const char *name,
		      struct swa_br_state *st)
{
	(void)b;
	memset(st, 0, sizeof(*st));
	snprintf(st->name, sizeof(st->name), "%s", name);
	st->vlan_filtering = true;
	st->ports = calloc(kernel_n_ports, sizeof(*st->ports));
	if (!st->ports)
		return -ENOMEM;
	memcpy(st->ports, kernel_ports, kernel_n_ports * sizeof(*st->ports));
	st->n_ports = kernel_n_ports;
	return 0;
}

void swa_br_state_free(struct swa_br_state *st)
{
	free(st->ports);
	memset(st, 0, sizeof(*st));
}

struct swa_br_port *swa_br_port_of(const struct swa_br_state *st,
				   uint32_t ifindex)
{
	size_t i;

	for (i = 0; i < st->n_ports; i++) {
		if (st->ports[i].ifindex == ifindex)
			return &st->ports[i];
	}
	return NULL;
}

int swa_br_vlan_op(struct swa_bridge *b, const struct swa_br_port *port,
		   bool add, uint16_t vid, bool pvid, bool untagged)
{
	(void)b;
	(void)pvid;
	(void)untagged;
	if (n_requests == MAX_REQUESTS)
		return -ENOSPC;
	requests[n_requests].ifindex = port->ifindex;
	requests[n_requests].add = add;
	requests[n_requests++].vid = vid;
	return 0;
}

/* --------------------------------------------------------- helpers */

/* A bridge of n ports without VLANs, and nothing requested yet */
static void kernel_reset(size_t n)
{
	size_t i;

	memset(kernel_ports, 0, sizeof(kernel_ports));
	for (i = 0; i < n; i++) {
		kernel_ports[i].ifindex = FIRST_IFINDEX + (uint32_t)i;
		snprintf(kernel_ports[i].name, sizeof(kernel_ports[i].name),
			 "lan%zu", i);
	}
	kernel_n_ports = n;
	n_requests = 0;
}

/* A reading of the fake bridge as source_bridge.c makes it */
static struct swa_snapshot *reading(void)
{
	struct swa_snapshot *s = swa_snapshot_new(SWA_BRIDGE_ID_BASE, "br0", "",
						  "bridge",
						  (uint32_t)kernel_n_ports,
						  SWA_VID_MAX + 1, 0);
	size_t i;

	for (i = 0; s && i < kernel_n_ports; i++)
		s->ports[i].ifindex = kernel_ports[i].ifindex;
	if (s)
		swa_snapshot_finish(s);
	return s;
}

/*
 * A new reading that malloc placed where the old one was: the old
 * reading is freed and its address now holds the new one.
 */
static struct swa_snapshot *reading_in_place_of(struct swa_snapshot *old)
{
	struct swa_snapshot *fresh = reading(), spare;

	if (!fresh)
		return NULL;
	spare = *old;
	*old = *fresh;
	*fresh = spare;
	swa_snapshot_free(fresh);	/* the old reading's arrays */
	return old;
}

static const struct swa_attr_def vlan_ports = {
	.group = SWA_GROUP_VLAN, .id = SWA_BR_ATTR_PORTS,
	.type = SWA_TYPE_PORTS, .name = "ports",
};
static const struct swa_attr_def port_pvid = {
	.group = SWA_GROUP_PORT, .id = SWA_BR_ATTR_PVID,
	.type = SWA_TYPE_INT, .name = "pvid",
};

static int write_members(struct swa_source *src, const struct swa_snapshot *s,
			 uint16_t vid, const uint32_t *ports, size_t n)
{
	struct swa_port_ref refs[16];
	struct swa_value v = { .type = SWA_TYPE_PORTS, .ports = refs,
			       .n_ports = n };
	size_t i;

	for (i = 0; i < n; i++) {
		refs[i].id = ports[i];
		refs[i].tagged = true;
	}
	return swa_br_write(src, s, &vlan_ports, vid, &v);
}

/* A transaction that fails at its second write, before any apply */
static void failed_transaction(struct swa_source *src,
			       const struct swa_snapshot *s)
{
	static const uint32_t both[] = { 0, 1 };
	struct swa_value pvid = { .type = SWA_TYPE_INT, .i = 10 };

	is(write_members(src, s, 10, both, 2), 0, "VLAN 10 staged");
	is(swa_br_write(src, s, &port_pvid, 5, &pvid), -EINVAL,
	   "a PVID of a port the reading lacks is refused");
}

static void is_one_addition(uint32_t ifindex, uint16_t vid, const char *what)
{
	is(n_requests, 1, "%s: one request", what);
	ok(n_requests >= 1 && requests[0].add && requests[0].ifindex == ifindex &&
	   requests[0].vid == vid, "%s: VLAN %u added on ifindex %u", what,
	   vid, ifindex);
}

/* ----------------------------------------------------------- tests */

/* The plain case: what is staged is what apply requests */
static void test_apply(void)
{
	static const uint32_t second[] = { 1 };
	struct swa_bridge b = { .h = NULL };
	struct swa_source src = { .priv = &b };
	struct swa_snapshot *s;

	kernel_reset(2);
	s = reading();
	is(write_members(&src, s, 30, second, 1), 0, "VLAN 30 staged");
	is(swa_br_apply(&src, s), 0, "applied");
	is_one_addition(FIRST_IFINDEX + 1, 30, "plain write");
	ok(b.stage == NULL, "nothing staged after apply");
	swa_snapshot_free(s);
}

/* Same port count: the old stage would add VLAN 10 as well */
static void test_stale_stage_same_size(void)
{
	static const uint32_t first[] = { 0 };
	struct swa_bridge b = { .h = NULL };
	struct swa_source src = { .priv = &b };
	struct swa_snapshot *s;

	kernel_reset(2);
	s = reading();
	failed_transaction(&src, s);
	s = reading_in_place_of(s);
	is(write_members(&src, s, 20, first, 1), 0, "VLAN 20 staged");
	is(swa_br_apply(&src, s), 0, "applied");
	is_one_addition(FIRST_IFINDEX, 20, "same address, same size");
	swa_br_stage_free(&b);
	swa_snapshot_free(s);
}

/* More ports: the old stage's arrays are too short for port 7 */
static void test_stale_stage_more_ports(void)
{
	static const uint32_t last[] = { 7 };
	struct swa_bridge b = { .h = NULL };
	struct swa_source src = { .priv = &b };
	struct swa_snapshot *s;

	kernel_reset(2);
	s = reading();
	failed_transaction(&src, s);
	kernel_reset(8);
	s = reading_in_place_of(s);
	is(write_members(&src, s, 20, last, 1), 0, "VLAN 20 staged on port 7");
	is(swa_br_apply(&src, s), 0, "applied");
	is_one_addition(FIRST_IFINDEX + 7, 20, "same address, more ports");
	swa_br_stage_free(&b);
	swa_snapshot_free(s);
}

/* The model's operations: VLAN members and PVIDs in VIDs, then commit */
static void test_model(void)
{
	struct swa_bridge b = { .h = NULL };
	struct swa_source src = { .priv = &b };
	struct swa_snapshot *s;
	uint8_t egress[SWA_PORTLIST_MAX] = { 0x40 };	/* base port 2 */

	kernel_reset(2);
	s = reading();
	is(swa_br_set_vlan(&src, s, 30, egress, egress), 0,
	   "VLAN 30 on the second port, untagged");
	is(swa_br_set_pvid(&src, s, 1, 30), 0, "its PVID 30");
	is(swa_br_apply(&src, s), 0, "committed");
	is_one_addition(FIRST_IFINDEX + 1, 30, "set_vlan and set_pvid");

	kernel_reset(2);
	is(swa_br_set_pvid(&src, s, 0, 40), 0, "a PVID of no VLAN of its port");
	is(swa_br_apply(&src, s), -EINVAL, "is refused at commit");
	is(n_requests, 0, "before any request");

	is(swa_br_set_vlan(&src, s, 30, egress, egress), 0, "staged");
	swa_br_abort(&src, s);
	ok(b.stage == NULL, "and gone after abort");
	swa_snapshot_free(s);
}

int main(void)
{
	swa_log_set(quiet);
	test_apply();
	test_stale_stage_same_size();
	test_stale_stage_more_ports();
	test_model();
	return done_testing();
}
