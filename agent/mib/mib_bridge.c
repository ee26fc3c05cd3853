// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * BRIDGE-MIB (RFC 4188): dot1dBase scalars and dot1dBasePortTable. Base
 * ports are contiguous from 1 (switch port + 1) and each points at the
 * IF-MIB row the agent serves for the port, so pollers can map PortList
 * bits and dot1qPvid indexes to interfaces.
 */
#include "config.h"

#include "mib.h"

static const oid dot1dBase_oid[] = { 1, 3, 6, 1, 2, 1, 17, 1 };
static const oid dot1dBasePortTable_oid[] = { 1, 3, 6, 1, 2, 1, 17, 1, 4 };
static const oid zero_dot_zero[] = { 0, 0 };

static int base_get(netsnmp_variable_list *var, const struct swa_switch *sw,
		    unsigned int object)
{
	const struct swa_snapshot *s = sw->snap;

	switch (object) {
	case 1:	/* dot1dBaseBridgeAddress */
		return swa_set_str(var, s->bridge_addr, sizeof(s->bridge_addr));
	case 2:	/* dot1dBaseNumPorts */
		return swa_set_int(var, s->n_ports);
	case 3:	/* dot1dBaseType: transparent-only(2) */
		return swa_set_int(var, 2);
	}
	return SNMP_NOSUCHOBJECT;
}

static const struct swa_scalars_def base_def = {
	"dot1dBase", dot1dBase_oid, OID_LENGTH(dot1dBase_oid), 1, 3, base_get, NULL,
};

/* Also the rows of dot1qPortVlanTable, which AUGMENTS dot1dBasePortEntry */
int swa_bridge_port_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	uint32_t i;

	for (i = 0; i < s->n_ports; i++) {
		oid sub[1] = { s->ports[i].base_port };

		if (swa_table_add(t, sub, 1, &s->ports[i], sw))
			return -1;
	}
	return 0;
}

static int port_get(netsnmp_variable_list *var, const struct swa_row *row,
		    unsigned int column)
{
	const struct swa_port *p = row->data;

	switch (column) {
	case 1:	/* dot1dBasePort */
		return swa_set_int(var, p->base_port);
	case 2:	/* dot1dBasePortIfIndex */
		return swa_set_int(var, p->ifindex);
	case 3:	/* dot1dBasePortCircuit */
		return swa_set_oid(var, zero_dot_zero, OID_LENGTH(zero_dot_zero));
	case 4:	/* dot1dBasePortDelayExceededDiscards */
	case 5:	/* dot1dBasePortMtuExceededDiscards */
		return swa_set_u32(var, ASN_COUNTER, 0);
	}
	return SNMP_NOSUCHOBJECT;
}

static const struct swa_table_def port_def = {
	.name = "dot1dBasePortTable",
	.root = dot1dBasePortTable_oid,
	.root_len = OID_LENGTH(dot1dBasePortTable_oid),
	.min_column = 1,
	.max_column = 5,
	.index = { ASN_INTEGER },
	.n_index = 1,
	.ports_only = true,
	.fill = swa_bridge_port_fill,
	.get = port_get,
};

int swa_bridge_register(const char *context)
{
	int ret = swa_scalars_register(&base_def, context);

	if (!swa_table_register(&port_def, context, false))
		ret = -1;
	return ret;
}
