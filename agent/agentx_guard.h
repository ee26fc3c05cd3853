/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig-agentx only (agentx_guard.c): guards Net-SNMP's subagent
 * against SET phases the master sends again or early (its AgentX
 * timeout). init before init_snmp(), so that it sees the master's
 * session open; shutdown drops the phases it holds back.
 */
#ifndef SWA_AGENTX_GUARD_H
#define SWA_AGENTX_GUARD_H

#include <stdbool.h>

void swa_agentx_guard_init(void);
/* No SET phase held back, no request of the process unanswered */
bool swa_agentx_guard_idle(void);
void swa_agentx_guard_shutdown(void);

#endif /* SWA_AGENTX_GUARD_H */
