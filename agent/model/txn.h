/* SPDX-License-Identifier: GPL-2.0-or-later */
/* SET transactions: checks, ordering, undo, in VLAN IDs and ports (model/txn.c) */
#ifndef SWA_TXN_H
#define SWA_TXN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/memo.h"
#include "model/snapshot.h"
#include "sources/source.h"

/*
 * A transaction: the changes one SET request (or a state file) makes,
 * per switch, checked against a fresh reading and then written through
 * the source in an order that keeps the switch consistent, with the
 * previous values kept to undo every write.
 *
 *   add changes (swa_txn_vlan/port/attr/mirror/aging; changes to one
 *   VLAN, port or mirroring row merge) -> swa_txn_prepare (per switch:
 *   validate, plan the model's operations) -> swa_txn_execute
 *   (operations, commit; undone on failure)
 *   -> swa_txn_rollback (undo after success, when the request fails
 *   elsewhere) or swa_txn_remember (the memo's part) -> swa_txn_free
 */
enum swa_txn_err {
	SWA_TXN_OK,
	SWA_TXN_WRONG_VALUE,
	SWA_TXN_WRONG_LENGTH,
	SWA_TXN_INCONSISTENT,		/* inconsistentValue */
	SWA_TXN_NO_CREATION,
	SWA_TXN_NOT_WRITABLE,
	SWA_TXN_RESOURCE,		/* resourceUnavailable */
	SWA_TXN_COMMIT_FAILED,		/* a write failed; all undone */
	SWA_TXN_UNDO_FAILED,		/* ... and undoing failed too */
};

const char *swa_txn_err_name(enum swa_txn_err e);

enum swa_row_op {
	SWA_ROW_KEEP,		/* no RowStatus in the request */
	SWA_ROW_ACTIVE,		/* active(1): the row must exist */
	SWA_ROW_CREATE,		/* createAndGo(4) */
	SWA_ROW_DESTROY,	/* destroy(6) */
};

struct swa_vlan_change {
	uint16_t vid;
	unsigned int tag;	/* the caller's mark of the first setter */
	enum swa_row_op row;
	bool set_egress;
	bool set_untagged;
	bool set_name;
	uint8_t egress[SWA_PORTLIST_MAX];
	uint8_t untagged[SWA_PORTLIST_MAX];
	char name[SWA_VLAN_NAME_LEN + 1];
};

struct swa_port_change {
	uint32_t port;		/* the switch's port number, from 0 */
	unsigned int tag;
	bool set_pvid;
	uint16_t pvid;		/* a VID */
	bool set_admin;
	bool admin_up;
	bool set_alias;
	char alias[SWA_ALIAS_LEN + 1];
	bool set_link_traps;
	uint8_t link_traps;	/* SWA_LINK_TRAPS_* */
	/* MAU-MIB: the link's autonegotiation and forced speed and duplex */
	bool set_aneg;
	bool aneg;
	bool set_forced;
	uint32_t forced_mbps;	/* 10, 100, 1000 */
	bool forced_duplex;	/* full */
};

/* A row of port mirroring (SMON-MIB portCopyTable): ports from 0 */
struct swa_mirror_change {
	uint32_t source;
	uint32_t monitor;
	unsigned int tag;
	enum swa_row_op row;
	bool set_dir;
	uint8_t dir;		/* enum swa_mirror_dir */
};

struct swa_attr_change {
	enum swa_group group;
	uint32_t id;
	uint32_t instance;
	unsigned int tag;
	struct swa_value v;	/* NOVAL: the action is run */
};

/*
 * One planned operation of the model (struct swa_source_ops' writes):
 * what it sets and what it replaces, for its undo
 */
enum swa_op_kind {
	SWA_OP_VLAN,		/* members of vid: set_vlan, or del_vlan when none */
	SWA_OP_VLAN_NAME,	/* name of vid */
	SWA_OP_RAW,		/* def at instance (SWCONFIG-MIB, state files) */
	SWA_OP_ADMIN,		/* admin state of port */
	SWA_OP_PVID,		/* PVID of port */
	SWA_OP_LINK,		/* link settings of port */
};

struct swa_op_value {
	uint8_t egress[SWA_PORTLIST_MAX];	/* VLAN */
	uint8_t untagged[SWA_PORTLIST_MAX];
	char name[SWA_VLAN_NAME_LEN + 1];	/* VLAN_NAME */
	bool up;				/* ADMIN */
	uint16_t pvid;				/* PVID: a VID */
	struct swa_link link;			/* LINK */
	struct swa_value value;			/* RAW */
};

struct swa_op {
	enum swa_op_kind kind;
	uint16_t vid;				/* VLAN, VLAN_NAME */
	uint32_t port;				/* ADMIN, PVID, LINK */
	const struct swa_attr_def *def;		/* RAW: in the change's base */
	uint32_t instance;			/* RAW */
	unsigned int tag;
	struct swa_op_value set;
	bool has_old;		/* false: nothing to put back */
	struct swa_op_value old;
};

struct swa_change {
	char sw_name[SWA_NAME_LEN];
	struct swa_vlan_change *vlans;
	size_t n_vlans;
	struct swa_port_change *ports;
	size_t n_ports;
	struct swa_attr_change *attrs;
	size_t n_attrs;
	struct swa_mirror_change *mirrors;
	size_t n_mirrors;
	bool set_aging;		/* dot1dTpAgingTime, seconds */
	uint32_t aging;
	unsigned int aging_tag;
	/* from swa_txn_prepare() */
	struct swa_snapshot *base;	/* owned */
	struct swa_op *ops;
	size_t n_ops;
	size_t cap_ops;
	size_t n_done;		/* operations made */
	bool committed;
	uint32_t *new_index;	/* per VLAN change: its table index (memo) */
	struct swa_source *src;	/* the transaction's, see struct swa_txn */
};

struct swa_txn {
	struct swa_change *sw;
	size_t n_sw;
	/*
	 * Set before swa_txn_prepare(): the source whose switches the
	 * changes are checked for (what they can write, room for new VLANs)
	 * and asked for the values the base reading leaves out, to undo
	 * their writes exactly; swa_txn_execute() must be given the same
	 */
	struct swa_source *src;
	enum swa_txn_err err;
	unsigned int err_tag;	/* the change that caused err */
	char msg[160];		/* why, for the log */
};

void swa_txn_init(struct swa_txn *t);
void swa_txn_free(struct swa_txn *t);
/* The change of a VLAN or port, added on first use; NULL when out of memory */
struct swa_vlan_change *swa_txn_vlan(struct swa_txn *t, const char *sw,
				     uint16_t vid, unsigned int tag);
struct swa_port_change *swa_txn_port(struct swa_txn *t, const char *sw,
				     uint32_t port, unsigned int tag);
/* The change of a mirroring row, added on first use; NULL: out of memory */
struct swa_mirror_change *swa_txn_mirror(struct swa_txn *t, const char *sw,
					 uint32_t source, uint32_t monitor,
					 unsigned int tag);
/* The switch's address ageing time; -1 when out of memory */
int swa_txn_aging(struct swa_txn *t, const char *sw, uint32_t seconds,
		  unsigned int tag);
/* Takes the value's allocations */
struct swa_attr_change *swa_txn_attr(struct swa_txn *t, const char *sw,
				     enum swa_group group, uint32_t id,
				     uint32_t instance, unsigned int tag,
				     struct swa_value *v);
/*
 * Checks change c against base, a fresh reading of its switch with the
 * memo laid over it (taken over, freed with the transaction), and plans
 * its writes. SWA_TXN_OK, or the error also left in t->err / err_tag.
 */
enum swa_txn_err swa_txn_prepare(struct swa_txn *t, struct swa_change *c,
				 struct swa_snapshot *base);
/* Writes and applies every prepared change; on failure undoes them all */
enum swa_txn_err swa_txn_execute(struct swa_txn *t, struct swa_source *src);
/* Undoes a successful execute (and applies the previous state again) */
enum swa_txn_err swa_txn_rollback(struct swa_txn *t, struct swa_source *src);
/* Records in m what change c set that only the agent keeps */
int swa_txn_remember(const struct swa_change *c, struct swa_memo *m);

#endif /* SWA_TXN_H */
