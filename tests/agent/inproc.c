// SPDX-License-Identifier: GPL-2.0-or-later
/* The agent in the test process (inproc.h) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "agent.h"
#include "inproc.h"
#include "mib/mib.h"

static int write_file(const char *dir, const char *name, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f)
		return -1;
	fputs(text, f);
	return fclose(f);
}

int inproc_setup(const char *dir, const char *app, const char *switches)
{
	char conf[512], name[128];

	snprintf(conf, sizeof(conf),
		 "switchSource file %s/switches\nrefreshInterval 3600\n", dir);
	snprintf(name, sizeof(name), "%s.conf", app);
	if (write_file(dir, "switches", switches) ||
	    write_file(dir, name, conf))
		return -1;
	setenv("SNMPCONFPATH", dir, 1);
	setenv("SNMP_PERSISTENT_DIR", dir, 1);
	return 0;
}

void inproc_start(const char *app)
{
	snmp_enable_stderrlog();
	if (getenv("TEST_DEBUG")) {	/* the agent's debug output */
		debug_register_tokens("swconfig");
		snmp_set_do_debugging(1);
	}
	netsnmp_ds_set_boolean(NETSNMP_DS_APPLICATION_ID, NETSNMP_DS_AGENT_ROLE, 0);
	init_agent(app);
	swa_agent_init();
	init_snmp(app);
}

void inproc_stop(const char *app)
{
	swa_agent_shutdown(true);
	snmp_shutdown(app);
}

void inproc_cleanup(const char *dir)
{
	char cmd[600];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		fprintf(stderr, "# cannot remove %s\n", dir);
}
