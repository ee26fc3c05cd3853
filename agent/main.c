// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig-agentx: the AgentX subagent. Options follow snmpd's:
 *
 *   -x ADDRESS   the master's AgentX socket (default: Net-SNMP's,
 *                /var/agentx/master)
 *   -f           stay in the foreground
 *   -L OPTS      logging as in snmpd: -Le stderr, -Ls FACILITY syslog,
 *                -Lf FILE, -Lo stdout (default: stderr with -f, else
 *                syslog daemon)
 *   -c FILE      configuration file, read in addition to
 *                swconfig-agentx.conf in Net-SNMP's search path
 *   -D TOKENS    Net-SNMP debugging output ("swconfig" for the agent's)
 *   -p FILE      write the process id to FILE
 *
 * The session with the master is pinged every agentxPingInterval
 * seconds (5 unless the configuration says otherwise) and reopened when
 * the master restarts.
 *
 * Signals, as snmpd takes them:
 *
 *   SIGHUP   reads the configuration files again and serves the switches
 *            as they say: every registration that depends on them is
 *            taken back and made again. Never between the phases of a
 *            SET: the reload waits until the SET is over.
 *   SIGTERM, SIGINT  stop, once a SET in progress is over (committed
 *            and saved): the AgentX session is closed, exit status 0
 *
 * Exit status: 0 stopped by a signal, 1 failure (the master's socket is
 * fine to retry), 2 bad command line (SWA_EXIT_USAGE: restarting does
 * not help; the systemd unit does not).
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <sys/random.h>
#include <unistd.h>

#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <net-snmp/agent/net-snmp-agent-includes.h>
#include <net-snmp/agent/agent_callbacks.h>

#include "agent.h"
#include "agentx_guard.h"
#include "mib/mib.h"

#define SWA_APP			"swconfig-agentx"
#define SWA_PING_DEFAULT	5
#define SWA_EXIT_USAGE		2

static volatile sig_atomic_t swa_running = 1;
static volatile sig_atomic_t swa_reload_asked;

static void swa_stop(int sig)
{
	(void)sig;
	swa_running = 0;
}

static void swa_hup(int sig)
{
	(void)sig;
	swa_reload_asked = 1;
}

/*
 * Net-SNMP's random bytes, in this program. The library draws a USM salt
 * at start (sc_random(), from its configuration callbacks), and its
 * sc_random() asks OpenSSL, whose generator then loads its provider and
 * configuration: some 2 MB of libcrypto made resident (a third of the
 * subagent's memory) for SNMPv3 users a subagent never has, the master
 * doing the security. The library calls sc_random() through its PLT, so
 * this definition takes its place here (not inside snmpd): the kernel's
 * generator, which OpenSSL's seeds from anyway.
 */
int sc_random(u_char *buf, size_t *buflen)
{
	size_t done = 0;

	while (done < *buflen) {
		ssize_t n = getrandom(buf + done, *buflen - done, 0);

		if (n < 0 && errno != EINTR)
			return SNMPERR_GENERR;
		if (n > 0)
			done += (size_t)n;
	}
	return SNMPERR_SUCCESS;
}

/*
 * The bucket of an engine in the library's list of engine times (USM's
 * timeliness). The library's hashes the engineID with MD5 through OpenSSL,
 * which sets OpenSSL up as sc_random() would; the subagent's list holds
 * its own engine only, so any hash spreading into ETIMELIST_SIZE buckets
 * does (FNV-1a).
 */
int hash_engineID(const u_char *engineID, u_int engineID_len)
{
	uint32_t h = 2166136261u;
	u_int i;

	if (!engineID || !engineID_len)
		return -1;	/* as the library's: no such engine */
	for (i = 0; i < engineID_len; i++)
		h = (h ^ engineID[i]) * 16777619u;
	return (int)(h % ETIMELIST_SIZE);
}

/*
 * The library's callback that opens the master's session once the
 * configuration is read (agentx/subagent.c). A reload reads it again
 * with the session open: the callback would try to open a second one
 * and log a warning, so it is taken out meanwhile. Looked up rather than
 * linked: it is not in the library's headers.
 */
static SNMPCallback *swa_subagent_startup(void)
{
	return (SNMPCallback *)dlsym(RTLD_DEFAULT, "subagent_startup");
}

/*
 * The AgentX client calls that register a region with the master, and
 * the master's session: exported by the agent library but not in its
 * headers, so looked up like subagent_startup
 */
typedef int swa_agentx_register_fn(netsnmp_session *ss, oid start[],
				   size_t startlen, int priority,
				   int range_subid, oid range_ubound,
				   int timeout, u_char flags,
				   const char *context);
typedef int swa_agentx_unregister_fn(netsnmp_session *ss, oid start[],
				     size_t startlen, int priority,
				     int range_subid, oid range_ubound,
				     const char *context);

static netsnmp_session *swa_master_session(void)
{
	netsnmp_session **ss = dlsym(RTLD_DEFAULT, "main_session");

	return ss ? *ss : NULL;
}

static int swa_announce_add(const oid *name, size_t len, int priority,
			    int range_subid, oid range_ubound,
			    const char *context)
{
	swa_agentx_register_fn *reg = (swa_agentx_register_fn *)
		dlsym(RTLD_DEFAULT, "agentx_register");
	netsnmp_session *ss = swa_master_session();
	oid copy[MAX_OID_LEN];

	if (!ss || !reg)
		return 1;		/* announced once the session opens */
	memcpy(copy, name, len * sizeof(oid));
	/* 1 registered; 0 refused (logged by the library) or session lost */
	return reg(ss, copy, len, priority, range_subid, range_ubound, 0, 0,
		   context) ? 0 : -1;
}

static void swa_announce_remove(const oid *name, size_t len, int priority,
				int range_subid, oid range_ubound,
				const char *context)
{
	swa_agentx_unregister_fn *unreg = (swa_agentx_unregister_fn *)
		dlsym(RTLD_DEFAULT, "agentx_unregister");
	netsnmp_session *ss = swa_master_session();
	oid copy[MAX_OID_LEN];

	if (!ss || !unreg)
		return;
	memcpy(copy, name, len * sizeof(oid));
	unreg(ss, copy, len, priority, range_subid, range_ubound, context);
}

static const struct swa_row_announcer swa_announcer = {
	.add = swa_announce_add,
	.remove = swa_announce_remove,
};

static void swa_announce_again(unsigned int reg, void *arg)
{
	(void)reg;
	(void)arg;
	swa_port_rows_announce_all();
}

/*
 * A new session with the master (it restarted): the library registers
 * again what is registered here right after this callback, so the rows
 * follow from an alarm, once that is done
 */
static int swa_master_session_opened(int major, int minor, void *server,
				     void *client)
{
	struct timeval soon = { 0, 1000 };

	(void)major;
	(void)minor;
	(void)server;
	(void)client;
	snmp_alarm_register_hr(soon, 0, swa_announce_again, NULL);
	return SNMPERR_SUCCESS;
}

/* Net-SNMP's reload cycle (update_config()), on the open session */
static void swa_read_config_again(void)
{
	SNMPCallback *startup = swa_subagent_startup();

	/* as at start; a new agentxPingInterval applies from the next session */
	netsnmp_ds_set_int(NETSNMP_DS_APPLICATION_ID,
			   NETSNMP_DS_AGENT_AGENTX_PING_INTERVAL, SWA_PING_DEFAULT);
	if (startup)
		snmp_unregister_callback(SNMP_CALLBACK_LIBRARY,
					 SNMP_CALLBACK_POST_READ_CONFIG,
					 startup, NULL, 1);
	update_config();
	if (startup)
		snmp_register_callback(SNMP_CALLBACK_LIBRARY,
				       SNMP_CALLBACK_POST_READ_CONFIG,
				       startup, NULL);
}

/*
 * SIGHUP: the configuration files are read again from the defaults up.
 * When the switches are served as before (same source, switches,
 * ifIndexes, intervals) the new values apply from a reading made at once,
 * and managers polling meanwhile see no gap. Otherwise every
 * registration is taken back and made again from the new configuration,
 * as a restart would (and snmpd's own reload does with the module).
 */
static int swa_reload(void)
{
	struct swa_config *cfg = swa_agent_config();
	struct swa_config old = *cfg, fresh;
	bool same;

	swa_reload_asked = 0;
	netsnmp_logging_restart();	/* -Lf: a rotated file is reopened */
	snmp_log(LOG_INFO, SWA_APP " reloading its configuration\n");
	swa_config_init(cfg);		/* old owns the previous values */
	swa_read_config_again();
	same = swa_config_same_serving(&old, cfg);
	swa_config_free(&old);
	if (same) {
		swa_agent_refresh();
		snmp_log(LOG_INFO, SWA_APP " configuration reloaded\n");
		return 0;
	}
	snmp_log(LOG_INFO, SWA_APP ": what is served changes, registering "
		 "again\n");
	fresh = *cfg;
	memset(cfg, 0, sizeof(*cfg));	/* not freed by the shutdown */
	swa_agent_shutdown(true);
	swa_agent_init();
	*swa_agent_config() = fresh;
	if (swa_agent_start())
		return -1;
	snmp_log(LOG_INFO, SWA_APP " configuration reloaded\n");
	return 0;
}

/*
 * A SET between its phases (the master's CleanupSet, which commits and
 * saves it, may come after the manager has its answer): a reload or a
 * stop waits for it; swa_set_in_progress() gives up on a SET the master
 * abandoned.
 */
static bool swa_set_between_phases(void)
{
	return swa_set_in_progress() || !swa_agentx_guard_idle();
}

static bool swa_reload_due(void)
{
	return swa_reload_asked && !swa_set_between_phases();
}

static void usage(FILE *f)
{
	fprintf(f,
		"Usage: " SWA_APP " [-f] [-x ADDRESS] [-L OPTS] [-c FILE] [-D TOKENS] [-p FILE]\n"
		"  -f          stay in the foreground\n"
		"  -x ADDRESS  AgentX socket of the master agent\n"
		"  -L OPTS     logging: e (stderr), o (stdout), s FACILITY (syslog), f FILE\n"
		"  -c FILE     configuration file (directives: see swconfig-agentx(8))\n"
		"  -D TOKENS   debugging output, e.g. -Dswconfig\n"
		"  -p FILE     write the process id to FILE\n"
		"  -h          this text\n"
		"  -V          version\n");
}

int main(int argc, char **argv)
{
	const char *pidfile = NULL;
	bool foreground = false, logging = false;
	struct sigaction sa;
	int opt, status = 0;

	while ((opt = getopt(argc, argv, "c:D:fhL:p:Vx:")) != -1) {
		switch (opt) {
		case 'c':
			netsnmp_ds_set_string(NETSNMP_DS_LIBRARY_ID,
					      NETSNMP_DS_LIB_OPTIONALCONFIG, optarg);
			break;
		case 'D':
			debug_register_tokens(optarg);
			snmp_set_do_debugging(1);
			break;
		case 'f':
			foreground = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'L':
			if (snmp_log_options(optarg, argc, argv) < 0) {
				usage(stderr);
				return SWA_EXIT_USAGE;
			}
			logging = true;
			break;
		case 'p':
			pidfile = optarg;
			break;
		case 'V':
			printf(SWA_APP " " PACKAGE_VERSION "\n");
			return 0;
		case 'x':
			netsnmp_ds_set_string(NETSNMP_DS_APPLICATION_ID,
					      NETSNMP_DS_AGENT_X_SOCKET, optarg);
			break;
		default:
			usage(stderr);
			return SWA_EXIT_USAGE;
		}
	}
	if (optind != argc) {
		usage(stderr);
		return SWA_EXIT_USAGE;
	}
	if (!logging) {
		if (foreground)
			snmp_enable_stderrlog();
		else
			snmp_enable_syslog_ident(SWA_APP, LOG_DAEMON);
	}

	/*
	 * A subagent: no MIB files to parse, no persistent state to keep
	 * (Net-SNMP's DONT_PERSIST_STATE would also skip every configuration
	 * file: swconfig-agentx.conf in SNMPCONFPATH is read)
	 */
	setenv("MIBS", "", 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_APPLICATION_ID, NETSNMP_DS_AGENT_ROLE, 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
			       NETSNMP_DS_LIB_DISABLE_PERSISTENT_LOAD, 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
			       NETSNMP_DS_LIB_DISABLE_PERSISTENT_SAVE, 1);

	if (!foreground && netsnmp_daemonize(1, snmp_stderrlog_status())) {
		snmp_log(LOG_ERR, "cannot go to the background\n");
		return 1;
	}

	/* before the start: requests (and signals) come in while it registers */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = swa_stop;	/* no SA_RESTART: select() returns */
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sa.sa_handler = swa_hup;	/* acted on in the main loop */
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);

	if (init_agent(SWA_APP)) {
		snmp_log(LOG_ERR, "cannot initialise the agent library\n");
		return 1;
	}
	/* init_agent() resets it; the configuration may still change it */
	netsnmp_ds_set_int(NETSNMP_DS_APPLICATION_ID,
			   NETSNMP_DS_AGENT_AGENTX_PING_INTERVAL, SWA_PING_DEFAULT);
	swa_agent_init();
	swa_agentx_guard_init();	/* before the master's session opens */
	swa_port_rows_announce_with(&swa_announcer);
	init_snmp(SWA_APP);
	/* after the first session, opened by init_snmp() when it can */
	snmp_register_callback(SNMP_CALLBACK_APPLICATION,
			       SNMPD_CALLBACK_INDEX_START,
			       swa_master_session_opened, NULL);
	if (swa_agent_start()) {
		snmp_shutdown(SWA_APP);
		return 1;
	}

	if (pidfile) {
		FILE *f = fopen(pidfile, "w");

		if (!f || fprintf(f, "%ld\n", (long)getpid()) < 0) {
			snmp_log(LOG_ERR, "cannot write %s\n", pidfile);
			if (f)
				fclose(f);
			return 1;
		}
		fclose(f);
	}

	snmp_log(LOG_INFO, SWA_APP " " PACKAGE_VERSION " started\n");
	for (;;) {
		if (!swa_running && !swa_set_between_phases())
			break;
		agent_check_and_process(1);
		if (swa_running && swa_reload_due() && swa_reload()) {
			snmp_log(LOG_ERR, SWA_APP ": not serving after the "
				 "reload (see above), stopping\n");
			status = 1;
			break;
		}
	}

	snmp_log(LOG_INFO, SWA_APP " stopping\n");
	swa_agentx_guard_shutdown();
	swa_agent_shutdown(false);	/* snmp_shutdown() unregisters */
	snmp_shutdown(SWA_APP);
	if (pidfile)
		unlink(pidfile);
	return status;
}
