// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The subagent's guard in front of Net-SNMP's AgentX handling of the
 * master's SET phases. Only swconfig-agentx links it: inside snmpd
 * (dlmod) there is no AgentX between the requests and the MIB code.
 *
 * Net-SNMP's subagent side (agentx/subagent.c: 5.9.3, the same today)
 * keeps one record per SET transaction and runs each AgentX phase
 * through an internal request; it breaks when the master's PDUs overlap
 * that processing, which happens whenever a phase outlasts the master's
 * agentXTimeout (a loaded host, a slow switch):
 *
 *   - the master sends the TestSet (or CommitSet ...) again, same
 *     packetID: the library makes a second record of the transaction,
 *     the CommitSet then finds the newer one still in RESERVE1 ("dropping
 *     bad AgentX request (wrong mode 0)") and the UndoSet that follows
 *     shares it with a pending internal request;
 *   - the master gives up and sends CleanupSet or UndoSet while the
 *     TestSet's RESERVE2 is still being answered: both internal
 *     requests carry the same record.
 *
 * Whichever of two such internal requests is answered second uses the
 * record the first one freed: heap corruption, SIGSEGV later (at
 * shutdown, typically). The guard sits in front of the library's
 * handler of the master's PDUs, handle_agentx_packet(): it drops
 * retransmitted SET phases (the answer to the first copy answers them,
 * with the same packetID) and holds a SET phase back while any request
 * of the process is outstanding (the previous phase's internal request,
 * a registration or ping waiting for the master), then hands the held
 * ones on in their order, one at a time.
 *
 * The library calls that handler from two places: the session's
 * callback (the main loop) and, directly, while it waits for the
 * master's answer to a registration or ping (agentx_synch_input()),
 * which is when most PDUs arrive under load. The handler of the same
 * name below takes the place of the library's for both (ELF symbol
 * interposition; it calls the library's through dlsym(RTLD_NEXT)).
 * Where a library is linked so that it cannot be interposed
 * (-Bsymbolic), the session's callback is wrapped instead, which
 * covers the main loop only.
 */
#include "config.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "agentx_guard.h"
#include "mib/mib.h"

#include <net-snmp/agent/agent_callbacks.h>
#include <net-snmp/library/large_fd_set.h>

/* RFC 2741 PDU types, as the library's AgentX parser leaves them */
#ifndef AGENTX_MSG_TESTSET
#define AGENTX_MSG_TESTSET	8
#define AGENTX_MSG_COMMITSET	9
#define AGENTX_MSG_UNDOSET	10
#define AGENTX_MSG_CLEANUPSET	11
#endif

#define SWA_GUARD_SEEN		64
#define SWA_GUARD_POLL_MS	10

struct swa_guard_held {
	netsnmp_pdu *pdu;
	struct swa_guard_held *next;
};

int handle_agentx_packet(int op, netsnmp_session *sess, int reqid,
			 netsnmp_pdu *pdu, void *magic);

static struct {
	netsnmp_session *sess;		/* the master's session */
	snmp_callback orig;		/* the library's handler of it */
	struct {
		int command;
		long reqid;
		long transid;
	} seen[SWA_GUARD_SEEN];		/* SET phases received, a ring */
	unsigned int n_seen;
	struct swa_guard_held *head, *tail;
	unsigned int alarm;
} guard;

static bool swa_guard_set_phase(int command)
{
	return command == AGENTX_MSG_TESTSET || command == AGENTX_MSG_COMMITSET ||
	       command == AGENTX_MSG_UNDOSET || command == AGENTX_MSG_CLEANUPSET;
}

/* True when pdu was received before (a retransmission); else remembers it */
static bool swa_guard_seen(const netsnmp_pdu *pdu)
{
	unsigned int i;

	for (i = 0; i < SWA_GUARD_SEEN; i++) {
		if (guard.seen[i].command == pdu->command &&
		    guard.seen[i].reqid == pdu->reqid &&
		    guard.seen[i].transid == pdu->transid)
			return true;
	}
	i = guard.n_seen++ % SWA_GUARD_SEEN;
	guard.seen[i].command = pdu->command;
	guard.seen[i].reqid = pdu->reqid;
	guard.seen[i].transid = pdu->transid;
	return false;
}

/* Some request of the process (internal or to the master) unanswered */
static bool swa_guard_busy(void)
{
	netsnmp_large_fd_set fds;
	struct timeval tv = { 0, 0 };
	int n = 0, block = 1;

	netsnmp_large_fd_set_init(&fds, FD_SETSIZE);
	snmp_sess_select_info2_flags(NULL, &n, &fds, &tv, &block,
				     NETSNMP_SELECT_NOALARMS);
	netsnmp_large_fd_set_cleanup(&fds);
	return !block;	/* a request's timeout to wait for */
}

static void swa_guard_drop_held(void)
{
	while (guard.head) {
		struct swa_guard_held *h = guard.head;

		guard.head = h->next;
		snmp_free_pdu(h->pdu);
		free(h);
	}
	guard.tail = NULL;
	if (guard.alarm)
		snmp_alarm_unregister(guard.alarm);
	guard.alarm = 0;
}

static void swa_guard_alarm(unsigned int reg, void *arg)
{
	(void)reg;
	(void)arg;
	while (guard.head && !swa_guard_busy()) {
		struct swa_guard_held *h = guard.head;

		guard.head = h->next;
		if (!guard.head)
			guard.tail = NULL;
		swa_debug("AgentX guard: handing on a held SET phase");
		if (guard.sess && snmp_sess_pointer(guard.sess))
			guard.orig(NETSNMP_CALLBACK_OP_RECEIVED_MESSAGE, guard.sess,
			       h->pdu->reqid, h->pdu, guard.sess->callback_magic);
		snmp_free_pdu(h->pdu);
		free(h);
	}
	if (!guard.head && guard.alarm) {
		snmp_alarm_unregister(guard.alarm);
		guard.alarm = 0;
	}
}

static int swa_guard_packet(int op, netsnmp_session *sess, int reqid,
			    netsnmp_pdu *pdu, void *magic)
{
	if (!guard.orig)
		return 1;	/* no library handler found: nothing to do */
	struct swa_guard_held *h;

	if (op == NETSNMP_CALLBACK_OP_DISCONNECT) {
		/* the master went away: what it sent is void */
		swa_guard_drop_held();
		guard.sess = NULL;
		return guard.orig(op, sess, reqid, pdu, magic);
	}
	guard.sess = sess;
	if (op != NETSNMP_CALLBACK_OP_RECEIVED_MESSAGE || !pdu ||
	    !swa_guard_set_phase(pdu->command))
		return guard.orig(op, sess, reqid, pdu, magic);
	if (swa_guard_seen(pdu)) {
		swa_info("AgentX: dropping a retransmitted SET phase (its "
			 "first copy is still being processed: the master's "
			 "agentXTimeout is short for this switch)");
		return 1;
	}
	if (!guard.head && !swa_guard_busy())
		return guard.orig(op, sess, reqid, pdu, magic);
	/* the library frees pdu when this returns */
	h = calloc(1, sizeof(*h));
	if (h)
		h->pdu = snmp_clone_pdu(pdu);
	if (!h || !h->pdu) {
		free(h);
		swa_err("AgentX: out of memory holding a SET phase back");
		return 1;	/* the master times out: safer than a crash */
	}
	swa_debug("AgentX guard: holding a SET phase back");
	if (guard.tail)
		guard.tail->next = h;
	else
		guard.head = h;
	guard.tail = h;
	if (!guard.alarm) {
		struct timeval poll = { 0, SWA_GUARD_POLL_MS * 1000 };

		guard.alarm = snmp_alarm_register_hr(poll, SA_REPEAT,
						 swa_guard_alarm, NULL);
	}
	return 1;
}

/* Takes the place of the library's (see above) */
int handle_agentx_packet(int op, netsnmp_session *sess, int reqid,
			 netsnmp_pdu *pdu, void *magic)
{
	if (!guard.orig)
		guard.orig = (snmp_callback)dlsym(RTLD_NEXT, "handle_agentx_packet");
	return swa_guard_packet(op, sess, reqid, pdu, magic);
}

/* SNMPD_CALLBACK_INDEX_START: a session with the master is open */
static int swa_guard_session(int major, int minor, void *serverarg,
			     void *clientarg)
{
	netsnmp_session *sess = serverarg;

	(void)major;
	(void)minor;
	(void)clientarg;
	swa_guard_drop_held();
	memset(guard.seen, 0, sizeof(guard.seen));
	guard.sess = sess;
	if (!sess || !sess->callback || sess->callback == swa_guard_packet)
		return 0;
	if (sess->callback == handle_agentx_packet) {
		swa_debug("AgentX guard: in place of the library's handler");
		return 0;
	}
	/* not interposed: the main loop's PDUs at least */
	guard.orig = sess->callback;
	sess->callback = swa_guard_packet;
	swa_debug("AgentX guard: on the master's session only");
	return 0;
}

bool swa_agentx_guard_idle(void)
{
	return !guard.head && !swa_guard_busy();
}

void swa_agentx_guard_init(void)
{
	snmp_register_callback(SNMP_CALLBACK_APPLICATION,
			       SNMPD_CALLBACK_INDEX_START, swa_guard_session,
			       NULL);
}

void swa_agentx_guard_shutdown(void)
{
	swa_guard_drop_held();
	if (guard.sess && snmp_sess_pointer(guard.sess) &&
	    guard.sess->callback == swa_guard_packet)
		guard.sess->callback = guard.orig;
	guard.sess = NULL;		/* guard.orig stays: snmp_shutdown() may still call */
	memset(guard.seen, 0, sizeof(guard.seen));
}
