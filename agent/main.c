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
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agentx_guard.h"
#include "mib.h"

#define SWA_APP			"swconfig-agentx"
#define SWA_PING_DEFAULT	5

static volatile sig_atomic_t swa_running = 1;

static void swa_stop(int sig)
{
	(void)sig;
	swa_running = 0;
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
	int opt;

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
				return 2;
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
			return 2;
		}
	}
	if (optind != argc) {
		usage(stderr);
		return 2;
	}
	if (!logging) {
		if (foreground)
			snmp_enable_stderrlog();
		else
			snmp_enable_syslog_ident(SWA_APP, LOG_DAEMON);
	}

	/* a subagent: no MIB files to parse, no persistent state to keep */
	setenv("MIBS", "", 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_APPLICATION_ID, NETSNMP_DS_AGENT_ROLE, 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
			       NETSNMP_DS_LIB_DONT_PERSIST_STATE, 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
			       NETSNMP_DS_LIB_DISABLE_PERSISTENT_LOAD, 1);

	if (!foreground && netsnmp_daemonize(1, snmp_stderrlog_status())) {
		snmp_log(LOG_ERR, "cannot go to the background\n");
		return 1;
	}

	/* before the start: requests (and signals) come in while it registers */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = swa_stop;	/* no SA_RESTART: select() returns */
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
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
	init_snmp(SWA_APP);
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
	while (swa_running)
		agent_check_and_process(1);

	snmp_log(LOG_INFO, SWA_APP " stopping\n");
	swa_agentx_guard_shutdown();
	swa_agent_shutdown(false);	/* snmp_shutdown() unregisters */
	snmp_shutdown(SWA_APP);
	if (pidfile)
		unlink(pidfile);
	return 0;
}
