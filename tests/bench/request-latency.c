// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * How long a manager waits for an answer, sampled: one SNMPv2c session
 * kept open (no tool started per sample, whose own start would swamp the
 * figure), a GET of OID, or with -s a SET of it, every INTERVAL ms for
 * SECONDS, each timed from send to answer. tests/bench/slow-reading runs
 * it while the agent reads a slow switch, tests/bench/openwrt-cost times
 * SETs with it.
 *
 *   tests/bench/request-latency [-s TYPE VALUE[,VALUE...]] HOST:PORT
 *                               COMMUNITY OID SECONDS INTERVAL_MS
 *
 * -s: each sample SETs OID to the next VALUE in turn (TYPE as snmpset's:
 * i, u, s, x ...), so that every SET changes what it writes when given two.
 * Prints "samples N lost N p50 MS p99 MS max MS" (lost: no answer within
 * 10 s, or an error answer); exit status 1 on a usage or session error.
 */
#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* What each sample sends: a GET of name, or a SET to the next value */
struct probe {
	oid name[MAX_OID_LEN];
	size_t len;
	char type;		/* 0: GET */
	char *values[64];
	size_t n_values, next;
};

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
		snmp_perror("request-latency: snmp_open");
	return ss;
}

static netsnmp_pdu *next_pdu(struct probe *pr)
{
	netsnmp_pdu *pdu;

	if (!pr->type) {
		pdu = snmp_pdu_create(SNMP_MSG_GET);
		snmp_add_null_var(pdu, pr->name, pr->len);
		return pdu;
	}
	pdu = snmp_pdu_create(SNMP_MSG_SET);
	if (snmp_add_var(pdu, pr->name, pr->len, pr->type,
			 pr->values[pr->next++ % pr->n_values])) {
		snmp_free_pdu(pdu);
		return NULL;
	}
	return pdu;
}

/* One request, timed in ms; < 0 when it got no good answer */
static double timed_request(netsnmp_session *ss, struct probe *pr)
{
	netsnmp_pdu *pdu = next_pdu(pr), *resp = NULL;
	double start = ms_now(), took;
	int status;

	if (!pdu)
		return -1;
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

/* -s TYPE VALUES: the SET's type and its comma-separated values */
static int parse_set(struct probe *pr, const char *type, char *values)
{
	char *v, *save = NULL;

	if (strlen(type) != 1)
		return -1;
	pr->type = type[0];
	for (v = strtok_r(values, ",", &save); v && pr->n_values < 64;
	     v = strtok_r(NULL, ",", &save))
		pr->values[pr->n_values++] = v;
	return pr->n_values ? 0 : -1;
}

static void report(double *ms, size_t n, size_t lost)
{
	qsort(ms, n, sizeof(*ms), by_value);
	printf("samples %zu lost %zu p50 %.2f p99 %.2f max %.2f\n", n, lost,
	       n ? ms[n / 2] : 0.0, n ? ms[n * 99 / 100] : 0.0,
	       n ? ms[n - 1] : 0.0);
}

static int usage(void)
{
	fprintf(stderr, "usage: request-latency [-s TYPE VALUE[,VALUE...]] "
		"HOST:PORT COMMUNITY OID SECONDS INTERVAL_MS\n");
	return 1;
}

int main(int argc, char **argv)
{
	struct probe pr = { .len = MAX_OID_LEN };
	size_t n = 0, lost = 0, cap;
	struct timespec pause;
	netsnmp_session *ss;
	double *ms, end;
	int interval;

	if (argc == 9 && !strcmp(argv[1], "-s")) {
		if (parse_set(&pr, argv[2], argv[3]))
			return usage();
		argv += 3;
		argc -= 3;
	}
	if (argc != 6)
		return usage();
	setenv("MIBS", "", 1);	/* numeric OIDs: no MIB files to parse */
	init_snmp("request-latency");
	if (!read_objid(argv[3], pr.name, &pr.len)) {
		fprintf(stderr, "request-latency: bad OID %s\n", argv[3]);
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
		double took = timed_request(ss, &pr);

		if (took < 0)
			lost++;
		else
			ms[n++] = took;
		nanosleep(&pause, NULL);
	}
	report(ms, n, lost);
	snmp_close(ss);
	free(ms);
	snmp_shutdown("request-latency");
	return 0;
}
