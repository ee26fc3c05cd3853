/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig load, in two steps that share these types:
 *
 *   load_plan.c  the whole file checked against the switch (attribute,
 *                settable, type, value, ports, VLAN index) and turned into
 *                the ordered list of settings the file asks for
 *   load_txn.c   those settings applied where they differ from the
 *                switch, each replaced value kept, and on a failure put
 *                back newest first
 */
#ifndef SWCONFIG_LOAD_H
#define SWCONFIG_LOAD_H

#include "swconfig.h"

/* One setting the file asks for */
struct load_op {
	unsigned int line;	/* of the file; 0 for a VLAN the file empties */
	const struct sw_attr *a;
	unsigned int index;	/* port or VLAN; 0 for global */
	struct sw_value v;
};

/* In the order they are applied */
struct load_plan {
	size_t n;
	struct load_op *op;
};

/*
 * Checks every line of conf against c's switch and attribute lists and
 * builds the plan: "enable_vlan", the other globals, the VLANs that have
 * members now (current) and no "ports" line in the file emptied (the
 * file is the whole VLAN table), the file's VLAN lines, then its port
 * lines (setting a VLAN's ports also sets its untagged members' PVIDs:
 * the file's own "pvid" lines must come later); file order within each.
 * No netlink. CLI_OK, or CLI_FAIL after an error message naming
 * path:line.
 */
int load_plan_build(const struct cli *c, const char *path,
		    const struct conf *conf, const struct sw_vlan_list *current,
		    struct load_plan *out);
void load_plan_free(struct load_plan *plan);

/* A value replaced by a load, to put back when a later step fails */
struct load_undo {
	const struct sw_attr *a;
	unsigned int index;
	struct sw_value old;
};

struct load_txn {
	struct cli *c;
	const char *path;
	size_t n, cap;
	struct load_undo *undo;	/* oldest first */
	size_t changed;		/* settings that differed and were set */
};

/*
 * Applies the plan's settings that differ from what the switch holds,
 * then "apply". On any failure, puts back what it changed, newest
 * first, and reports. CLI_OK or CLI_FAIL.
 */
int load_txn_run(struct load_txn *t, const struct load_plan *plan);
void load_txn_free(struct load_txn *t);

#endif /* SWCONFIG_LOAD_H */
