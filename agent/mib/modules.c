// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The MIB modules the agent implements, as one table: what each
 * registers in an SNMP context and the sysORTable entry that announces
 * it. The agent registers a context by walking this table; a new MIB
 * module is a file in mib/ and one row here.
 */
#include "config.h"

#include "mib.h"

#include <net-snmp/agent/agent_sysORTable.h>

static oid qBridgeMIB_oid[] = { 1, 3, 6, 1, 2, 1, 17, 7 };
static oid bridgeMIB_oid[] = { 1, 3, 6, 1, 2, 1, 17 };
static oid ifMIB_oid[] = { 1, 3, 6, 1, 2, 1, 31 };
static oid etherMIB_oid[] = { 1, 3, 6, 1, 2, 1, 35 };
static oid rmonMIB_oid[] = { 1, 3, 6, 1, 2, 1, 16 };
static oid mauMIB_oid[] = { 1, 3, 6, 1, 2, 1, 26 };
static oid smonMIB_oid[] = { 1, 3, 6, 1, 2, 1, 16, 22 };	/* switchRMON */
static oid swconfigMIB_oid[] = { 1, 3, 6, 1, 4, 1, 8072, 9999, 9999, 21335 };

static const struct swa_mib_module swa_mib_modules[] = {
	{ "Q-BRIDGE-MIB", qBridgeMIB_oid, OID_LENGTH(qBridgeMIB_oid),
	  "Q-BRIDGE-MIB: VLANs of swconfig switches (swconfig-snmp)",
	  swa_qbridge_register, NULL },
	{ "BRIDGE-MIB", bridgeMIB_oid, OID_LENGTH(bridgeMIB_oid),
	  "BRIDGE-MIB: ports of swconfig switches (swconfig-snmp)",
	  swa_bridge_register, NULL },
	/*
	 * Rows per switch port, registered as switches come (mib_portrows.c);
	 * snmpd lists no IF-MIB entry of its own for its interfaces
	 */
	{ "IF-MIB", ifMIB_oid, OID_LENGTH(ifMIB_oid),
	  "IF-MIB: ifTable and ifXTable rows of swconfig switch ports "
	  "(swconfig-snmp)",
	  NULL, swa_if_register },
	{ "EtherLike-MIB", etherMIB_oid, OID_LENGTH(etherMIB_oid),
	  "EtherLike-MIB: dot3StatsTable and dot3PauseTable rows of swconfig "
	  "switch ports (swconfig-snmp)",
	  NULL, swa_etherlike_register },
	{ "RMON-MIB", rmonMIB_oid, OID_LENGTH(rmonMIB_oid),
	  "RMON-MIB and HC-RMON-MIB: etherStatsTable of swconfig switch ports "
	  "(swconfig-snmp)",
	  swa_rmon_register, NULL },
	{ "MAU-MIB", mauMIB_oid, OID_LENGTH(mauMIB_oid),
	  "MAU-MIB: ifMauTable and ifMauAutoNegTable of swconfig switch ports "
	  "(swconfig-snmp)",
	  swa_mau_register, NULL },
	{ "SMON-MIB", smonMIB_oid, OID_LENGTH(smonMIB_oid),
	  "SMON-MIB: portCopyTable, port mirroring of swconfig switches "
	  "(swconfig-snmp)",
	  swa_smon_register, NULL },
	{ "SWCONFIG-MIB", swconfigMIB_oid, OID_LENGTH(swconfigMIB_oid),
	  "SWCONFIG-MIB: swconfig switches and driver attributes (swconfig-snmp)",
	  swa_swconfig_register, NULL },
	/* IF-MIB's stack of switch ports, announced with IF-MIB */
	{ "ifStackTable", NULL, 0, NULL, swa_ifstack_register,
	  swa_ifstack_rows_register },
	/* tables of Q-BRIDGE-MIB and BRIDGE-MIB, announced with them */
	{ "forwarding databases", NULL, 0, NULL, swa_fdb_register, NULL },
};

int swa_mib_modules_register(const char *context)
{
	int failed = 0;
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_mib_modules); i++) {
		const struct swa_mib_module *m = &swa_mib_modules[i];

		if (m->register_context && m->register_context(context)) {
			swa_err("%s: cannot register in context \"%s\"",
				m->name, context);
			failed = -1;
		}
	}
	return failed;
}

int swa_mib_port_rows_register(const char *context, const struct swa_switch *sw)
{
	int failed = 0;
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_mib_modules); i++) {
		const struct swa_mib_module *m = &swa_mib_modules[i];

		if (m->register_switch && m->register_switch(context, sw))
			failed = -1;
	}
	return failed;
}

void swa_sysor_register(void)
{
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_mib_modules); i++) {
		const struct swa_mib_module *m = &swa_mib_modules[i];

		if (m->sysor_oid)
			register_sysORTable(m->sysor_oid, m->sysor_len,
					    m->sysor_descr);
	}
}

void swa_sysor_unregister(void)
{
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_mib_modules); i++) {
		const struct swa_mib_module *m = &swa_mib_modules[i];

		if (m->sysor_oid)
			unregister_sysORTable(m->sysor_oid, m->sysor_len);
	}
}
