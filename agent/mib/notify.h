/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * linkUp/linkDown notifications for switch ports (notify.c).
 *
 *   swa_notify_init()      registers its directives; call it from
 *                          swa_agent_init() (agent.h), before the
 *                          configuration is read
 *   swa_notify_links()     after each installed reading of a switch:
 *                          compares its ports' ifOperStatus with what was
 *                          last notified and sends linkUp/linkDown
 *   swa_notify_enabled()   ifLinkUpDownTrapEnable of a port: 1 or 2
 */
#ifndef SWA_NOTIFY_H
#define SWA_NOTIFY_H

#include "model/core.h"

void swa_notify_init(void);
/* Forgets the ports; unregister: the directives too (inside snmpd) */
void swa_notify_shutdown(bool unregister);
void swa_notify_links(const struct swa_switch *sw, uint32_t now);
int swa_notify_enabled(const struct swa_port *p);

#endif /* SWA_NOTIFY_H */
