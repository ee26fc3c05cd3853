// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SET requests: Net-SNMP's modes over one transaction (txn.c) per
 * request, whichever handlers its varbinds reach.
 *
 *   RESERVE1  each handler checks its varbinds (type, length, value:
 *             wrongType, wrongLength, wrongValue, notWritable ...) and
 *             adds them to the transaction; nothing is read or written
 *   RESERVE2  an action (reset, reset_mib, flush_fdb) beside any other
 *             varbind is refused (inconsistentValue: it cannot be
 *             undone if the other one fails); then the first call
 *             reads every switch involved afresh (what the SET touches:
 *             swa_registry_focus()) and checks the whole transaction against it (inconsistentValue,
 *             noCreation ...): varbinds depend on each other (untagged
 *             ports within egress ports set in the same request)
 *   ACTION    the first call writes everything and applies; a failure
 *             is undone there and then (commitFailed, undoFailed)
 *   UNDO      a request failing elsewhere (another subagent): roll back
 *   COMMIT    cannot fail: remember what only the agent keeps, read the
 *             switches again and save the state
 *   FREE      forget the transaction
 *
 * Over AgentX the phases arrive as separate PDUs (TestSet, CommitSet,
 * UndoSet, CleanupSet) and the request structures do not survive from
 * one to the next, hence the state here (inside snmpd, with dlmod, they
 * come one after the other in one call, and the same state serves). A varbind is identified across
 * them by its position in the request (netsnmp_request_info.index).
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mib.h"


enum swa_set_state {
	SWA_SET_IDLE,
	SWA_SET_COLLECTING,	/* RESERVE1 */
	SWA_SET_PREPARED,	/* RESERVE2 passed */
	SWA_SET_EXECUTED,	/* ACTION passed: written and applied */
	SWA_SET_FAILED,		/* refused or failed (and undone) */
};

/* A request left unfinished longer than this no longer holds refreshes */
#define SWA_SET_STALE	30

static struct {
	enum swa_set_state state;
	long transid;
	time_t since;		/* its RESERVE1 */
	struct swa_txn txn;
} active_set;	/* the SET request in progress */

bool swa_set_in_progress(void)
{
	return active_set.state != SWA_SET_IDLE && time(NULL) - active_set.since < SWA_SET_STALE;
}

int swa_set_snmp_err(enum swa_txn_err e)
{
	switch (e) {
	case SWA_TXN_OK:
		return SNMP_ERR_NOERROR;
	case SWA_TXN_WRONG_VALUE:
		return SNMP_ERR_WRONGVALUE;
	case SWA_TXN_WRONG_LENGTH:
		return SNMP_ERR_WRONGLENGTH;
	case SWA_TXN_INCONSISTENT:
		return SNMP_ERR_INCONSISTENTVALUE;
	case SWA_TXN_NO_CREATION:
		return SNMP_ERR_NOCREATION;
	case SWA_TXN_NOT_WRITABLE:
		return SNMP_ERR_NOTWRITABLE;
	case SWA_TXN_RESOURCE:
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	case SWA_TXN_COMMIT_FAILED:
		return SNMP_ERR_COMMITFAILED;
	case SWA_TXN_UNDO_FAILED:
		return SNMP_ERR_UNDOFAILED;
	}
	return SNMP_ERR_GENERR;
}

static void swa_set_reset(void)
{
	swa_txn_free(&active_set.txn);
	active_set.state = SWA_SET_IDLE;
}

static long swa_set_transid(const netsnmp_agent_request_info *reqinfo)
{
	return reqinfo->asp && reqinfo->asp->pdu ? reqinfo->asp->pdu->transid : 0;
}

struct swa_txn *swa_set_txn(netsnmp_agent_request_info *reqinfo)
{
	long transid = swa_set_transid(reqinfo);

	/* what an aborted request left behind (no FREE came) */
	if (active_set.state != SWA_SET_IDLE &&
	    (active_set.state != SWA_SET_COLLECTING || active_set.transid != transid)) {
		swa_debug("dropping an unfinished SET");
		swa_set_reset();
	}
	if (active_set.state == SWA_SET_IDLE) {
		swa_txn_init(&active_set.txn);
		active_set.state = SWA_SET_COLLECTING;
		active_set.transid = transid;
		active_set.since = time(NULL);
	}
	return &active_set.txn;
}

/* The action (NOVAL attribute) the transaction runs, if any */
static const struct swa_attr_change *swa_set_action(const struct swa_txn *t)
{
	size_t i, j;

	for (i = 0; i < t->n_sw; i++) {
		for (j = 0; j < t->sw[i].n_attrs; j++) {
			if (t->sw[i].attrs[j].v.type == SWA_TYPE_NOVAL)
				return &t->sw[i].attrs[j];
		}
	}
	return NULL;
}

static size_t swa_set_n_varbinds(const netsnmp_agent_request_info *reqinfo)
{
	const netsnmp_variable_list *v;
	size_t n = 0;

	if (!reqinfo->asp || !reqinfo->asp->pdu)
		return 0;
	for (v = reqinfo->asp->pdu->variables; v; v = v->next_variable)
		n++;
	return n;
}

/*
 * An action (reset, reset_mib, flush_fdb) cannot be undone: with any
 * other varbind beside it, a failure of that one would leave the action
 * done and the request half applied. Such a request is refused as a
 * whole before anything is written.
 */
static bool swa_set_action_alone(netsnmp_agent_request_info *reqinfo)
{
	const struct swa_attr_change *action = swa_set_action(&active_set.txn);

	if (!action || swa_set_n_varbinds(reqinfo) <= 1)
		return true;
	active_set.txn.err = SWA_TXN_INCONSISTENT;
	active_set.txn.err_tag = action->tag;
	snprintf(active_set.txn.msg, sizeof(active_set.txn.msg), "an action cannot be undone: "
		 "it must be the only varbind of its request");
	swa_info("SET refused (%s): %s", swa_txn_err_name(active_set.txn.err),
		 active_set.txn.msg);
	active_set.state = SWA_SET_FAILED;
	return false;
}

/* Reads each switch of the transaction afresh and checks its changes */
static void swa_set_prepare(void)
{
	struct swa_registry *reg = swa_mib_registry();
	uint32_t now = (uint32_t)netsnmp_get_agent_uptime();
	size_t i;

	active_set.txn.src = reg->src;	/* values the readings leave out */
	for (i = 0; i < active_set.txn.n_sw; i++) {
		struct swa_change *c = &active_set.txn.sw[i];
		struct swa_snapshot *base = NULL;
		int ret = swa_registry_read_now(reg, c->sw_name, now, c, &base);

		if (ret) {
			active_set.txn.err = ret == -ENODEV ? SWA_TXN_NO_CREATION :
				    SWA_TXN_RESOURCE;
			active_set.txn.err_tag = 0;
			snprintf(active_set.txn.msg, sizeof(active_set.txn.msg), "%s: cannot read "
				 "the switch: %s", c->sw_name, strerror(-ret));
			break;
		}
		if (swa_txn_prepare(&active_set.txn, c, base))
			break;
	}
	if (active_set.txn.err) {
		swa_info("SET refused (%s): %s", swa_txn_err_name(active_set.txn.err),
			 active_set.txn.msg);
		active_set.state = SWA_SET_FAILED;
	} else {
		active_set.state = SWA_SET_PREPARED;
	}
}

static void swa_set_execute(void)
{
	if (swa_txn_execute(&active_set.txn, swa_mib_registry()->src)) {
		swa_err("SET failed (%s): %s", swa_txn_err_name(active_set.txn.err),
			active_set.txn.msg);
		active_set.state = SWA_SET_FAILED;
		return;
	}
	active_set.state = SWA_SET_EXECUTED;
}

static void swa_set_commit(void)
{
	struct swa_registry *reg = swa_mib_registry();
	size_t i;

	for (i = 0; i < active_set.txn.n_sw; i++) {
		struct swa_memo *m = swa_registry_memo(reg, active_set.txn.sw[i].sw_name);

		if (!m || swa_txn_remember(&active_set.txn.sw[i], m))
			swa_err("%s: out of memory remembering a SET",
				active_set.txn.sw[i].sw_name);
	}
	if (reg->committed)
		reg->committed(reg, active_set.txn.sw, active_set.txn.n_sw);
}

/* Puts the transaction's error on its varbind, if it is one of these */
static void swa_set_report(netsnmp_agent_request_info *reqinfo,
			   netsnmp_request_info *requests, bool anywhere)
{
	netsnmp_request_info *req;
	int err = swa_set_snmp_err(active_set.txn.err);

	for (req = requests; req; req = req->next) {
		if (active_set.txn.err_tag && req->index == (int)active_set.txn.err_tag) {
			netsnmp_set_request_error(reqinfo, req, err);
			return;
		}
	}
	if (anywhere && requests)
		netsnmp_set_request_error(reqinfo, requests, err);
}

void swa_set_phase(netsnmp_agent_request_info *reqinfo,
		   netsnmp_request_info *requests)
{
	/* a late phase of a SET dropped meanwhile: not the current one's */
	if (active_set.state != SWA_SET_IDLE && swa_set_transid(reqinfo) != active_set.transid) {
		swa_debug("ignoring mode %d of an earlier SET", reqinfo->mode);
		return;
	}
	switch (reqinfo->mode) {
	case MODE_SET_RESERVE2:
		if (active_set.state == SWA_SET_COLLECTING) {
			if (swa_set_action_alone(reqinfo))
				swa_set_prepare();
			/* its varbind may be another handler's: no error here */
			swa_set_report(reqinfo, requests, !active_set.txn.err_tag);
		} else if (active_set.state == SWA_SET_FAILED) {
			swa_set_report(reqinfo, requests, false);
		}
		break;
	case MODE_SET_ACTION:
		if (active_set.state == SWA_SET_PREPARED) {
			swa_set_execute();
			if (active_set.state == SWA_SET_FAILED)
				swa_set_report(reqinfo, requests, true);
		} else if (active_set.state == SWA_SET_FAILED) {
			/* refused in RESERVE2 but on no varbind seen: never succeed */
			swa_set_report(reqinfo, requests, true);
		}
		break;
	case MODE_SET_UNDO:
		if (active_set.state == SWA_SET_EXECUTED &&
		    swa_txn_rollback(&active_set.txn, swa_mib_registry()->src)) {
			swa_err("SET rollback: %s", active_set.txn.msg);
			/* the manager must not take the request as undone */
			if (requests)
				netsnmp_set_request_error(reqinfo, requests,
							  SNMP_ERR_UNDOFAILED);
		}
		if (active_set.state != SWA_SET_IDLE)
			swa_set_reset();
		break;
	case MODE_SET_COMMIT:
		if (active_set.state == SWA_SET_EXECUTED)
			swa_set_commit();
		if (active_set.state != SWA_SET_IDLE)
			swa_set_reset();
		break;
	case MODE_SET_FREE:
		if (active_set.state != SWA_SET_IDLE)
			swa_set_reset();
		break;
	default:
		break;
	}
}

/* A SET left unfinished at shutdown */
void swa_set_shutdown(void)
{
	swa_set_reset();
}
