// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A registration the agent could not make is made at a later reading.
 *
 * The agent runs in this process over Net-SNMP's agent library, as it
 * runs inside snmpd (no sockets, no master needed: the registry is
 * local), serving one switch of a description file (switchSource file).
 * Before it starts, another registration holds dot1qBase (Q-BRIDGE-MIB's
 * scalars) in the switch's context and in the default one: Net-SNMP
 * refuses the agent's as a duplicate, as snmpd does when one of its own
 * modules got there first. Once that registration is gone, the next
 * reading must register the agent's dot1qBase in both contexts, and
 * leave what it registered the first time as it was.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent.h"
#include "inproc.h"
#include "mib/mib.h"
#include "tap.h"

#define APP	"test-register"

static const oid dot1qBase_oid[] = { 1, 3, 6, 1, 2, 1, 17, 7, 1, 1 };
/* dot1qVlanVersionNumber.0, dot1qVlanStaticTable's first row's column */
static const oid version_oid[] = { 1, 3, 6, 1, 2, 1, 17, 7, 1, 1, 1, 0 };
static const oid static_oid[] = { 1, 3, 6, 1, 2, 1, 17, 7, 1, 4, 3, 1, 1, 1 };

static int blocker_handler(netsnmp_mib_handler *handler,
			   netsnmp_handler_registration *reg,
			   netsnmp_agent_request_info *reqinfo,
			   netsnmp_request_info *requests)
{
	(void)handler;
	(void)reg;
	(void)reqinfo;
	(void)requests;
	return SNMP_ERR_NOERROR;
}

/* Someone else's registration of dot1qBase in context */
static int block(const char *context)
{
	netsnmp_handler_registration *reg;

	reg = netsnmp_create_handler_registration("blocker", blocker_handler,
						  dot1qBase_oid,
						  OID_LENGTH(dot1qBase_oid),
						  HANDLER_CAN_RONLY);
	if (!reg)
		return -1;
	if (context[0] && !(reg->contextName = strdup(context)))
		return -1;
	return netsnmp_register_handler(reg) == MIB_REGISTERED_OK ? 0 : -1;
}

static int unblock(const char *context)
{
	return unregister_mib_context((oid *)dot1qBase_oid,
				      OID_LENGTH(dot1qBase_oid),
				      DEFAULT_MIB_PRIORITY, 0, 0,
				      context) == MIB_UNREGISTERED_OK ? 0 : -1;
}

/*
 * The name of the registration that answers for o in context, or "":
 * in the agent's region of BRIDGE-MIB (mib_region.c), its member's
 */
static const char *owner(const oid *o, size_t len, const char *context)
{
	netsnmp_subtree *t = netsnmp_subtree_find((oid *)o, len, NULL, context);
	netsnmp_handler_registration *reg = t ? t->reginfo : NULL;

	if (reg && reg->handlerName && !strcmp(reg->handlerName, "BRIDGE-MIB"))
		reg = swa_region_member(o, len, context);
	return reg && reg->handlerName ? reg->handlerName : "";
}

static const char switches[] =
	"switch switch0 0 4 16 3 \"sw0\" \"test\"\n"
	"vlan 1 1 0 1 2 3t\n";

int main(void)
{
	char dir[] = "/tmp/swa-register-XXXXXX";

	if (!mkdtemp(dir) || inproc_setup(dir, APP, switches)) {
		ok(0, "test files in %s", dir);
		return done_testing();
	}
	inproc_start(APP);
	ok(!block("switch0") && !block(""), "dot1qBase taken in both contexts");
	ok(!swa_agent_start(), "the agent starts");

	is_str(owner(version_oid, OID_LENGTH(version_oid), "switch0"),
	       "blocker", "switch0: dot1qBase refused to the agent");
	is_str(owner(version_oid, OID_LENGTH(version_oid), ""), "blocker",
	       "default context: dot1qBase refused to the agent");
	is_str(owner(static_oid, OID_LENGTH(static_oid), "switch0"),
	       "dot1qVlanStaticTable", "switch0: the rest registered");

	ok(!unblock("switch0") && !unblock(""), "the other registrations gone");
	swa_agent_refresh();
	is_str(owner(version_oid, OID_LENGTH(version_oid), "switch0"),
	       "dot1qBase", "switch0: dot1qBase registered at the next reading");
	is_str(owner(version_oid, OID_LENGTH(version_oid), ""), "dot1qBase",
	       "default context: dot1qBase registered at the next reading");
	is_str(owner(static_oid, OID_LENGTH(static_oid), "switch0"),
	       "dot1qVlanStaticTable", "switch0: the rest still registered");

	inproc_stop(APP);
	inproc_cleanup(dir);
	return done_testing();
}
