// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig_snmp.so: the same agent inside snmpd, loaded with dlmod. In
 * snmpd.conf, the agent's directives after the line that loads it:
 *
 *   dlmod swconfig_snmp /usr/lib/swconfig-snmp/swconfig_snmp.so
 *   refreshInterval 5
 *
 * A request is then answered within snmpd, without an AgentX round trip
 * per varbind or repetition. Everything the subagent does runs from
 * snmpd's alarms as it does there (agent.c); what differs is the start
 * and the end:
 *
 *   - snmpd calls init_swconfig_snmp() while it reads snmpd.conf, at the
 *     dlmod line, so the directives are registered then and the switches
 *     are read once the whole file has been read (POST_READ_CONFIG);
 *     a module loaded later (UCD-DLMOD-MIB) starts from an alarm;
 *   - snmpd unloads the module at shutdown and at every reconfiguration
 *     (SIGHUP), then loads it again: deinit_swconfig_snmp() takes back
 *     every registration, directive, alarm and callback that points into
 *     the module before its code goes away.
 */
#include "config.h"

#include "agent.h"
#include "mib/mib.h"

void init_swconfig_snmp(void);
void deinit_swconfig_snmp(void);

static struct {
	bool loaded;
	bool started;
	unsigned int start_alarm;
} module;

static void swa_dlmod_start(void)
{
	if (module.started)
		return;
	module.started = true;
	if (module.start_alarm) {
		snmp_alarm_unregister(module.start_alarm);
		module.start_alarm = 0;
	}
	if (swa_agent_start())
		swa_err("swconfig_snmp: not serving any switch (see above)");
}

static int swa_dlmod_config_read(int major, int minor, void *serverarg,
				 void *clientarg)
{
	(void)major;
	(void)minor;
	(void)serverarg;
	(void)clientarg;
	swa_dlmod_start();
	return SNMPERR_SUCCESS;
}

static void swa_dlmod_start_alarm(unsigned int reg, void *arg)
{
	(void)reg;
	(void)arg;
	module.start_alarm = 0;	/* a one-shot alarm is gone once it fired */
	swa_dlmod_start();
}

void init_swconfig_snmp(void)
{
	if (module.loaded)
		return;
	module.loaded = true;
	swa_agent_init();
	snmp_register_callback(SNMP_CALLBACK_LIBRARY,
			       SNMP_CALLBACK_POST_READ_CONFIG,
			       swa_dlmod_config_read, NULL);
	/* loaded outside the reading of snmpd.conf: no callback follows */
	module.start_alarm = snmp_alarm_register(0, 0, swa_dlmod_start_alarm, NULL);
	snmp_log(LOG_INFO, "swconfig_snmp " PACKAGE_VERSION " loaded\n");
}

void deinit_swconfig_snmp(void)
{
	if (!module.loaded)
		return;
	snmp_unregister_callback(SNMP_CALLBACK_LIBRARY,
				 SNMP_CALLBACK_POST_READ_CONFIG,
				 swa_dlmod_config_read, NULL, 1);
	if (module.start_alarm)
		snmp_alarm_unregister(module.start_alarm);
	swa_agent_shutdown(true);
	snmp_log(LOG_INFO, "swconfig_snmp unloaded\n");
	module.loaded = false;
	module.started = false;
	module.start_alarm = 0;
}
