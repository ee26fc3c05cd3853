/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The agent (agent.c): the switches it serves, the refresh timer that
 * reads them, their contexts and saved configurations. Its two entry
 * points drive it: main.c (the AgentX subagent) and dlmod.c (inside
 * snmpd).
 */
#ifndef SWA_AGENT_H
#define SWA_AGENT_H

#include <stdbool.h>

/*
 * swa_agent_init() registers the configuration directives: call it after
 * init_agent() and before init_snmp(), which reads the configuration.
 * swa_agent_start() then reads the switches, registers every MIB in the
 * default context and in one context per switch and starts the refresh
 * timer.
 */
void swa_agent_init(void);
int swa_agent_start(void);
/* unregister: inside snmpd (its registrations outlive the module) */
void swa_agent_shutdown(bool unregister);
/* Reads every switch now (also called by the timer) */
void swa_agent_refresh(void);
/* The agent's settings (filled from the configuration file) */
struct swa_config *swa_agent_config(void);

#endif /* SWA_AGENT_H */
