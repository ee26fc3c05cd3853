// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * How long a manager's GET waits, sampled: one SNMPv2c session kept open
 * (no tool started per sample, whose own start would swamp the figure),
 * a GET of OID every INTERVAL ms for SECONDS, each timed from send to
 * answer. tests/bench/slow-reading runs it while the agent reads a slow
 * switch.
 *
 *   tests/bench/get-latency HOST:PORT COMMUNITY OID SECONDS INTERVAL_MS
 *
 * Prints "samples N lost N p50 MS p99 MS max MS" (lost: no answer within
 * 10 s, or an error answer); exit status 1 on a usage or session error.
 */
#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double ms_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static netsnmp_session *open_session(const char *peer, const char *community)
{
	netsnmp_session s, *ss;

	snmp_sess_init(&s);
	s.version = SNMP_VERSION_2c;
	s.peername = (char *)peer;
	s.community = (u_char *)community;
	s.community_len = strlen(community);
	s.timeout = 10 * 1000 * 1000;	/* us: a stall shows as one long wait */
	s.retries = 0;
	ss = snmp_open(&s);
	if (!ss)
		snmp_perror("get-latency: snmp_open");
	return ss;
}

/* One GET, timed in ms; < 0 when it got no good answer */
static double timed_get(netsnmp_session *ss, const oid *name, size_t len)
{
	netsnmp_pdu *pdu = snmp_pdu_create(SNMP_MSG_GET), *resp = NULL;
	double start = ms_now(), took;
	int status;

	snmp_add_null_var(pdu, name, len);
	status = snmp_synch_response(ss, pdu, &resp);
	took = ms_now() - start;
	if (status != STAT_SUCCESS || !resp || resp->errstat != SNMP_ERR_NOERROR ||
	    !resp->variables || resp->variables->type == SNMP_NOSUCHOBJECT ||
	    resp->variables->type == SNMP_NOSUCHINSTANCE)
		took = -1;
	if (resp)
		snmp_free_pdu(resp);
	return took;
}

int main(int argc, char **argv)
{
	oid name[MAX_OID_LEN];
	size_t len = MAX_OID_LEN, n = 0, lost = 0, cap;
	struct timespec pause;
	netsnmp_session *ss;
	double *ms, end;
	int interval;

	if (argc != 6) {
		fprintf(stderr, "usage: get-latency HOST:PORT COMMUNITY OID "
			"SECONDS INTERVAL_MS\n");
		return 1;
	}
	setenv("MIBS", "", 1);	/* numeric OIDs: no MIB files to parse */
	init_snmp("get-latency");
	if (!read_objid(argv[3], name, &len)) {
		fprintf(stderr, "get-latency: bad OID %s\n", argv[3]);
		return 1;
	}
	ss = open_session(argv[1], argv[2]);
	interval = atoi(argv[5]);
	cap = (size_t)(atof(argv[4]) * 1000 / (interval > 0 ? interval : 1)) + 2;
	ms = calloc(cap, sizeof(*ms));
	if (!ss || !ms || interval <= 0)
		return 1;
	pause.tv_sec = interval / 1000;
	pause.tv_nsec = (long)(interval % 1000) * 1000000L;
	for (end = ms_now() + atof(argv[4]) * 1000; ms_now() < end && n < cap;) {
		double took = timed_get(ss, name, len);

		if (took < 0)
			lost++;
		else
			ms[n++] = took;
		nanosleep(&pause, NULL);
	}
	qsort(ms, n, sizeof(*ms), by_value);
	printf("samples %zu lost %zu p50 %.2f p99 %.2f max %.2f\n", n, lost,
	       n ? ms[n / 2] : 0.0, n ? ms[n * 99 / 100] : 0.0,
	       n ? ms[n - 1] : 0.0);
	snmp_close(ss);
	free(ms);
	snmp_shutdown("get-latency");
	return 0;
}
