// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * linkUp / linkDown notifications (RFC 2863) for switch ports.
 *
 * Link changes are found by polling: every reading of a switch (each
 * refreshInterval seconds) compares the ifOperStatus of each port with
 * the one last notified for it, so a notification follows a change
 * within refreshInterval seconds, and a port that goes down and up again
 * between two readings is not seen at all. The notifications go to the
 * master (AgentX Notify), which sends them to its trap2sink /
 * trapsink / informsink / trapsess destinations; they carry ifIndex,
 * ifAdminStatus and ifOperStatus of the port.
 *
 * Flapping: after a notification for a port, the next one for that port
 * waits linkNotificationHoldoff seconds (10). A change inside that time
 * is sent when it has passed, and only if the port's status then still
 * differs from the last one sent: a flapping port gives at most one
 * notification per holdoff, and the manager always ends up with the
 * current status.
 *
 * The first reading of a switch (agent start, switch appearing, number
 * of ports changed) only records the states.
 *
 * Directives (swconfig-agentx.conf):
 *   linkUpDownNotifications yes|no    (yes; the ifLinkUpDownTrapEnable of
 *                                     ports a manager has not set)
 *   linkNotificationHoldoff SECONDS   (10; 0 disables the holdoff)
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mib.h"
#include "notify.h"

#define SWA_NOTIFY_HOLDOFF_DEFAULT	10

enum { SWA_DOWN = 0, SWA_UP = 1 };

struct swa_notify_port {
	uint8_t sent;		/* SWA_UP or SWA_DOWN: last sent or recorded */
	bool ever_sent;
	uint32_t sent_at;	/* TimeTicks of the last notification */
};

struct swa_notify_sw {
	char name[SWA_NAME_LEN];
	struct swa_notify_port *ports;
	size_t n_ports;
	struct swa_notify_sw *next;
};

static struct {
	bool disabled;
	uint32_t holdoff;	/* seconds */
	struct swa_notify_sw *list;
	uint64_t sent;
} N = { .holdoff = SWA_NOTIFY_HOLDOFF_DEFAULT };

static const oid snmptrap_oid[] = { 1, 3, 6, 1, 6, 3, 1, 1, 4, 1, 0 };
static const oid link_down_oid[] = { 1, 3, 6, 1, 6, 3, 1, 1, 5, 3 };
static const oid link_up_oid[] = { 1, 3, 6, 1, 6, 3, 1, 1, 5, 4 };
/* ifEntry column, then the ifIndex */
static const oid if_entry_oid[] = { 1, 3, 6, 1, 2, 1, 2, 2, 1, 0, 0 };

static void swa_notify_conf(const char *token, char *line)
{
	char word[16], extra[2];
	unsigned long v;
	char *end;
	int n = sscanf(line ? line : "", "%15s %1s", word, extra);

	if (!strcmp(token, "linkUpDownNotifications")) {
		if (n == 1 && (!strcmp(word, "yes") || !strcmp(word, "no")))
			N.disabled = !strcmp(word, "no");
		else
			config_perror("linkUpDownNotifications: expected yes or no");
		return;
	}
	v = strtoul(word, &end, 10);
	if (n == 1 && word[0] >= '0' && word[0] <= '9' && !*end && v <= 86400)
		N.holdoff = (uint32_t)v;
	else
		config_perror("linkNotificationHoldoff: expected seconds (0..86400)");
}

void swa_notify_init(void)
{
	register_app_config_handler("linkUpDownNotifications", swa_notify_conf,
				    NULL, "yes | no");
	register_app_config_handler("linkNotificationHoldoff", swa_notify_conf,
				    NULL, "SECONDS");
}

void swa_notify_shutdown(bool unregister)
{
	while (N.list) {
		struct swa_notify_sw *s = N.list;

		N.list = s->next;
		free(s->ports);
		free(s);
	}
	if (unregister) {
		unregister_app_config_handler("linkUpDownNotifications");
		unregister_app_config_handler("linkNotificationHoldoff");
	}
	N.disabled = false;
	N.holdoff = SWA_NOTIFY_HOLDOFF_DEFAULT;
	N.sent = 0;
}

/* A port's own setting (SET, state file), else the directive's */
int swa_notify_enabled(const struct swa_port *p)
{
	if (p->link_traps)
		return p->link_traps;
	return N.disabled ? SWA_LINK_TRAPS_DISABLED : SWA_LINK_TRAPS_ENABLED;
}

static struct swa_notify_sw *swa_notify_sw(const char *name)
{
	struct swa_notify_sw *s;

	for (s = N.list; s; s = s->next) {
		if (!strcmp(s->name, name))
			return s;
	}
	s = calloc(1, sizeof(*s));
	if (!s)
		return NULL;
	snprintf(s->name, sizeof(s->name), "%s", name);
	s->next = N.list;
	N.list = s;
	return s;
}

static void swa_notify_send(const struct swa_port *p, int oper)
{
	netsnmp_variable_list *vars = NULL;
	oid col[OID_LENGTH(if_entry_oid)];
	long ifindex = p->ifindex;
	long admin = p->has_admin && !p->admin_up ? 2 : 1;
	long status = oper == SWA_UP ? 1 : 2;
	const oid *trap = oper == SWA_UP ? link_up_oid : link_down_oid;

	memcpy(col, if_entry_oid, sizeof(col));
	col[OID_LENGTH(col) - 1] = p->ifindex;
	snmp_varlist_add_variable(&vars, snmptrap_oid, OID_LENGTH(snmptrap_oid),
				  ASN_OBJECT_ID, (const u_char *)trap,
				  OID_LENGTH(link_up_oid) * sizeof(oid));
	col[OID_LENGTH(col) - 2] = 1;	/* ifIndex */
	snmp_varlist_add_variable(&vars, col, OID_LENGTH(col), ASN_INTEGER,
				  (const u_char *)&ifindex, sizeof(ifindex));
	col[OID_LENGTH(col) - 2] = 7;	/* ifAdminStatus */
	snmp_varlist_add_variable(&vars, col, OID_LENGTH(col), ASN_INTEGER,
				  (const u_char *)&admin, sizeof(admin));
	col[OID_LENGTH(col) - 2] = 8;	/* ifOperStatus */
	snmp_varlist_add_variable(&vars, col, OID_LENGTH(col), ASN_INTEGER,
				  (const u_char *)&status, sizeof(status));
	if (vars) {
		send_v2trap(vars);
		snmp_free_varbind(vars);
		N.sent++;
	}
	swa_info("%s: %s (ifIndex %u)", p->descr, oper == SWA_UP ? "linkUp" : "linkDown",
		 p->ifindex);
}

void swa_notify_links(const struct swa_switch *sw, uint32_t now)
{
	const struct swa_snapshot *snap = sw ? sw->snap : NULL;
	struct swa_notify_sw *s;
	size_t i;

	/* a bridge's ports are host netdevs: snmpd's linkUpDownNotifications */
	if (!snap || snap->host_ports)
		return;
	s = swa_notify_sw(sw->name);
	if (!s)
		return;
	if (s->n_ports != snap->n_ports) {
		/* first reading, or another switch under this name: record */
		free(s->ports);
		s->ports = calloc(snap->n_ports, sizeof(*s->ports));
		s->n_ports = s->ports ? snap->n_ports : 0;
		for (i = 0; i < s->n_ports; i++)
			s->ports[i].sent = swa_port_oper_status(&snap->ports[i]) == SWA_IF_UP ?
					   SWA_UP : SWA_DOWN;
		return;
	}
	for (i = 0; i < s->n_ports; i++) {
		const struct swa_port *p = &snap->ports[i];
		struct swa_notify_port *np = &s->ports[i];
		int oper = swa_port_oper_status(p) == SWA_IF_UP ? SWA_UP : SWA_DOWN;

		if (oper == np->sent)
			continue;
		/* TimeTicks: hundredths of a second; unsigned difference wraps */
		if (np->ever_sent && now - np->sent_at < N.holdoff * 100u)
			continue;	/* inside the holdoff: later, if still so */
		np->sent = oper;
		np->ever_sent = true;
		np->sent_at = now;
		if (swa_notify_enabled(p) == SWA_LINK_TRAPS_ENABLED && p->ifindex)
			swa_notify_send(p, oper);
	}
}
