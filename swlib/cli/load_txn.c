// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig load, step two: the plan applied as a difference from what
 * the switch holds, without a reset. Each setting is read first; an equal
 * one is left alone, a different one is kept in the undo journal and then
 * set. When the kernel refuses a write (or the final "apply"), the
 * journal is played back newest first, so the switch ends as it was.
 *
 * A "link" reads back what the port runs at, not what was set: it is
 * compared and put back as such (a port that negotiated is set to
 * negotiate again), the closest a driver lets a tool come.
 *
 * Setting a VLAN's members also sets the PVID of its untagged members
 * (the swconfig core does it), so the PVIDs of the ports untagged in the
 * old or the new list are journaled before the member list: played back
 * newest first, the member list is restored before those PVIDs are.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"

static void load_txn_where(const struct load_txn *t, unsigned int line,
			   char *buf, size_t size)
{
	if (line)
		snprintf(buf, size, "%s:%u: ", t->path, line);
	else
		snprintf(buf, size, "%s: ", t->path);
}

/* Reads a's value and records it in the journal; 0 or -errno */
static int load_txn_journal(struct load_txn *t, const struct sw_attr *a,
			    unsigned int index, struct sw_value *now)
{
	struct load_undo *u;
	int err;

	if (t->n == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 32;
		struct load_undo *grown = realloc(t->undo, cap * sizeof(*grown));

		if (!grown)
			return -ENOMEM;
		t->undo = grown;
		t->cap = cap;
	}
	u = &t->undo[t->n];
	err = sw_get(t->c->h, t->c->sw.id, a, index, &u->old);
	if (err)
		return err;
	if (u->old.type != (enum sw_type)a->type) {
		sw_value_free(&u->old);
		return -EBADMSG;
	}
	u->a = a;
	u->index = index;
	t->n++;
	if (now)
		*now = u->old;	/* borrowed: the journal owns it */
	return 0;
}

/* The PVIDs a change of a VLAN's members may move (see the top) */
static int load_txn_journal_pvids(struct load_txn *t, const struct sw_ports *old,
				  const struct sw_ports *new)
{
	const struct sw_attr *pvid = sw_attr_find(&t->c->attrs[SW_PORT], "pvid");
	const struct sw_ports *lists[] = { old, new };
	unsigned int i, l;
	int err;

	if (!pvid || pvid->type != SW_TYPE_INT || !pvid->readable ||
	    !pvid->settable)
		return 0;
	for (l = 0; l < 2; l++)
		for (i = 0; i < lists[l]->n; i++) {
			if (lists[l]->port[i].tagged)
				continue;
			err = load_txn_journal(t, pvid, lists[l]->port[i].id,
					       NULL);
			if (err)
				return err;
		}
	return 0;
}

static void load_txn_fail(const struct load_txn *t, const struct load_op *op,
			  int err, const char *what)
{
	char where[512], scope[64];

	load_txn_where(t, op->line, where, sizeof(where));
	cli_scope_name(t->c, op->a->group, op->index, scope, sizeof(scope));
	cli_sw_error(t->c, err, "%scannot %s '%s' of %s (configuration not "
		     "applied)", where, what, op->a->name, scope);
}

/* One setting of the plan, when it differs; CLI_OK or CLI_FAIL */
static int load_txn_step(struct load_txn *t, const struct load_op *op)
{
	struct load_undo members;
	struct sw_value now;
	size_t mark = t->n;
	int err;

	err = load_txn_journal(t, op->a, op->index, &now);
	if (err) {
		load_txn_fail(t, op, err, "read");
		return CLI_FAIL;
	}
	if (sw_value_equal(&now, &op->v)) {
		/* nothing to change, nothing to put back */
		sw_value_free(&t->undo[--t->n].old);
		return CLI_OK;
	}
	if (op->a->group == SW_VLAN && op->v.type == SW_TYPE_PORTS) {
		/* now.ports is the journal's: it stays where it is */
		err = load_txn_journal_pvids(t, &now.ports, &op->v.ports);
		if (err) {
			load_txn_fail(t, op, err, "read the PVIDs behind");
			return CLI_FAIL;
		}
		/* the member list's entry goes last: put back first */
		members = t->undo[mark];
		memmove(&t->undo[mark], &t->undo[mark + 1],
			(t->n - mark - 1) * sizeof(*t->undo));
		t->undo[t->n - 1] = members;
	}
	err = sw_set(t->c->h, t->c->sw.id, op->a, op->index, &op->v);
	if (err) {
		load_txn_fail(t, op, err, "set");
		return CLI_FAIL;
	}
	t->changed++;
	return CLI_OK;
}

/* Puts back every journaled value, newest first; the failures it had */
static unsigned int load_txn_undo(struct load_txn *t)
{
	unsigned int failed = 0;
	char scope[64];
	size_t i;
	int err;

	for (i = t->n; i-- > 0;) {
		const struct load_undo *u = &t->undo[i];

		err = sw_set(t->c->h, t->c->sw.id, u->a, u->index, &u->old);
		if (!err)
			continue;
		failed++;
		cli_scope_name(t->c, u->a->group, u->index, scope,
			       sizeof(scope));
		cli_sw_error(t->c, err, "cannot put back '%s' of %s",
			     u->a->name, scope);
	}
	return failed;
}

static int load_txn_roll_back(struct load_txn *t)
{
	if (load_txn_undo(t)) {
		cli_error("%s: configuration not applied, and %s is NOT as it "
			  "was: check it with 'swconfig dev %s show'", t->path,
			  t->c->sw.devname, t->c->sw.devname);
		return CLI_FAIL;
	}
	cli_error("%s: configuration not applied; %s left as it was",
		  t->path, t->c->sw.devname);
	return CLI_FAIL;
}

int load_txn_run(struct load_txn *t, const struct load_plan *plan)
{
	size_t i;
	int err;

	for (i = 0; i < plan->n; i++)
		if (load_txn_step(t, &plan->op[i]))
			return load_txn_roll_back(t);
	err = sw_apply(t->c->h, t->c->sw.id);
	if (err) {
		cli_sw_error(t->c, err, "%s: cannot apply the configuration "
			     "to %s", t->path, t->c->sw.devname);
		err = load_txn_roll_back(t);
		/* a driver may have applied part: make it the old state */
		if (sw_apply(t->c->h, t->c->sw.id))
			cli_error("cannot apply the restored configuration to "
				  "%s either", t->c->sw.devname);
		return err;
	}
	return CLI_OK;
}

void load_txn_free(struct load_txn *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		sw_value_free(&t->undo[i].old);
	free(t->undo);
	t->undo = NULL;
	t->n = t->cap = 0;
}
