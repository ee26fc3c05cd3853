// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * MAU-MIB (RFC 4836) ifMauTable and ifMauAutoNegTable for switch ports,
 * from their links: what a managed switch says of each port's medium
 * (Netdisco reads the type and autonegotiation from here).
 *
 * One MAU per port (ifMauIndex 1), for ports whose driver reports a
 * link. Writable: ifMauAutoNegAdminStatus and ifMauDefaultType, the
 * driver's link settings (autonegotiation, forced speed and duplex:
 * swconfig's port "link"), through the model's set_port_link (txn.c
 * checks them and refuses the CPU port). snmpd serves no MAU-MIB of its
 * own: in the default context the rows of every switch are there, as
 * their IF-MIB rows; in a switch's context its own.
 *
 * What the link does not say is absent from the row rather than guessed:
 * the counters (media-available exits, jabber, false carriers), the type
 * list and capability bits, the remote signalling, and the default type
 * and "autonegotiation supported" while autonegotiation is off.
 */
#include "config.h"

#include "mib.h"

static const oid ifMauTable_oid[] = { 1, 3, 6, 1, 2, 1, 26, 2, 1 };
static const oid ifMauAutoNegTable_oid[] = { 1, 3, 6, 1, 2, 1, 26, 5, 1 };

#define SWA_MAU_TYPE	1, 3, 6, 1, 2, 1, 26, 4	/* dot3MauType (IANA-MAU-MIB) */

enum swa_mau_status { MAU_OPERATIONAL = 3, MAU_SHUTDOWN = 5 };
enum swa_mau_media { MAU_AVAILABLE = 3, MAU_NOT_AVAILABLE = 4 };
enum swa_mau_aneg_config { ANEG_CONFIGURING = 2, ANEG_COMPLETE = 3, ANEG_DISABLED = 4 };

/* The twisted-pair MAU types of the speeds switch ports link at */
static const struct {
	uint32_t mbps;
	oid half;	/* dot3MauType arc; 0: no half-duplex type */
	oid full;
} swa_mau_types[] = {
	{ 10, 10, 11 },		/* 10BASE-T */
	{ 100, 15, 16 },	/* 100BASE-TX */
	{ 1000, 29, 30 },	/* 1000BASE-T */
	{ 10000, 0, 54 },	/* 10GBASE-T */
};

static int mau_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	uint32_t i;

	if (s->host_ports)
		return 0;	/* a bridge's ports are the host's interfaces */
	for (i = 0; i < s->n_ports; i++) {
		const struct swa_port *p = &s->ports[i];
		oid sub[2] = { p->ifindex, 1 };

		if (!p->ifindex || !p->has_link)
			continue;
		if (swa_table_add(t, sub, 2, p, sw))
			return -1;
	}
	return 0;
}

/* The operational MAU type: from the link while it is up, else unknown */
static int mau_type(netsnmp_variable_list *var, const struct swa_port *p)
{
	static const oid zero_dot_zero[] = { 0, 0 };
	oid type[] = { SWA_MAU_TYPE, 0 };
	size_t i;

	for (i = 0; p->link.up && i < SWA_ARRAY_SIZE(swa_mau_types); i++) {
		if (swa_mau_types[i].mbps != p->link.speed)
			continue;
		type[OID_LENGTH(type) - 1] = p->link.duplex ? swa_mau_types[i].full :
							      swa_mau_types[i].half;
		break;
	}
	if (!type[OID_LENGTH(type) - 1])
		return swa_set_oid(var, zero_dot_zero, OID_LENGTH(zero_dot_zero));
	return swa_set_oid(var, type, OID_LENGTH(type));
}

static int mau_get(netsnmp_variable_list *var, const struct swa_row *row,
		   unsigned int column)
{
	const struct swa_port *p = row->data;

	switch (column) {
	case 1:	/* ifMauIfIndex */
		return swa_set_int(var, p->ifindex);
	case 2:	/* ifMauIndex */
		return swa_set_int(var, 1);
	case 3:	/* ifMauType */
		return mau_type(var, p);
	case 4:	/* ifMauStatus: a disabled port's PHY is shut down */
		return swa_set_int(var, p->has_admin && !p->admin_up ?
				   MAU_SHUTDOWN : MAU_OPERATIONAL);
	case 5:	/* ifMauMediaAvailable */
		return swa_set_int(var, p->link.up ? MAU_AVAILABLE : MAU_NOT_AVAILABLE);
	case 7:	/* ifMauJabberState: unknown(2), no driver reports it */
		return swa_set_int(var, 2);
	case 11:	/* ifMauDefaultType: the forced type, without aneg */
		if (p->link.aneg || !p->link.up)
			return SNMP_NOSUCHINSTANCE;
		return mau_type(var, p);
	case 12:	/* ifMauAutoNegSupported: known only while it is on */
		if (!p->link.aneg)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_int(var, TV_TRUE);
	}
	return SNMP_NOSUCHINSTANCE;
}

/*
 * ifMauDefaultType: the twisted-pair types a link can be forced to (the
 * speeds of swconfig's generic set_link); 1000BASE-T half duplex, 10GBASE-T
 * and every other type are wrongValue
 */
static int mau_forced(const netsnmp_variable_list *var, uint32_t *mbps,
		      bool *full)
{
	static const oid prefix[] = { SWA_MAU_TYPE };
	size_t n = OID_LENGTH(prefix), i;
	oid arc;

	if (var->type != ASN_OBJECT_ID)
		return SNMP_ERR_WRONGTYPE;
	if (var->val_len != (n + 1) * sizeof(oid) ||
	    snmp_oid_compare(var->val.objid, n, prefix, n))
		return SNMP_ERR_WRONGVALUE;
	arc = var->val.objid[n];
	for (i = 0; i < SWA_ARRAY_SIZE(swa_mau_types); i++) {
		if (swa_mau_types[i].mbps > 1000 || (arc != swa_mau_types[i].full &&
		    (arc != swa_mau_types[i].half || swa_mau_types[i].mbps >= 1000)))
			continue;
		*mbps = swa_mau_types[i].mbps;
		*full = arc == swa_mau_types[i].full;
		return SNMP_ERR_NOERROR;
	}
	return SNMP_ERR_WRONGVALUE;
}

static int mau_set(struct swa_txn *txn, netsnmp_variable_list *var,
		   const struct swa_row *row,
		   const netsnmp_table_request_info *info,
		   const struct swa_switch *sw, unsigned int tag)
{
	const struct swa_port *p = row ? row->data : NULL;
	struct swa_port_change *pc;
	uint32_t mbps = 0;
	bool full = false;
	int ret;

	(void)sw;
	if (info->colnum != 11)		/* ifMauDefaultType */
		return SNMP_ERR_NOTWRITABLE;
	ret = mau_forced(var, &mbps, &full);
	if (ret)
		return ret;
	if (!p)
		return SNMP_ERR_NOCREATION;
	pc = swa_txn_port(txn, row->sw->name, p->id, tag);
	if (!pc)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	pc->set_forced = true;
	pc->forced_mbps = mbps;
	pc->forced_duplex = full;
	return SNMP_ERR_NOERROR;
}

static int aneg_set(struct swa_txn *txn, netsnmp_variable_list *var,
		    const struct swa_row *row,
		    const netsnmp_table_request_info *info,
		    const struct swa_switch *sw, unsigned int tag)
{
	const struct swa_port *p = row ? row->data : NULL;
	struct swa_port_change *pc;
	int ret;

	(void)sw;
	if (info->colnum != 1)		/* ifMauAutoNegAdminStatus */
		return SNMP_ERR_NOTWRITABLE;
	ret = netsnmp_check_vb_type_and_size(var, ASN_INTEGER, sizeof(long));
	if (!ret)
		ret = netsnmp_check_vb_int_range(var, 1, 2);
	if (ret)
		return ret;
	if (!p)
		return SNMP_ERR_NOCREATION;
	pc = swa_txn_port(txn, row->sw->name, p->id, tag);
	if (!pc)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	pc->set_aneg = true;
	pc->aneg = *var->val.integer == 1;
	return SNMP_ERR_NOERROR;
}

static int aneg_get(netsnmp_variable_list *var, const struct swa_row *row,
		    unsigned int column)
{
	const struct swa_port *p = row->data;

	switch (column) {
	case 1:	/* ifMauAutoNegAdminStatus: enabled(1), disabled(2) */
		return swa_set_int(var, p->link.aneg ? 1 : 2);
	case 4:	/* ifMauAutoNegConfig */
		if (!p->link.aneg)
			return swa_set_int(var, ANEG_DISABLED);
		return swa_set_int(var, p->link.up ? ANEG_COMPLETE : ANEG_CONFIGURING);
	case 8:	/* ifMauAutoNegRestart: norestart(2) when read */
		return swa_set_int(var, 2);
	}
	return SNMP_NOSUCHINSTANCE;
}

static const struct swa_table_def mau_def = {
	.name = "ifMauTable",
	.root = ifMauTable_oid,
	.root_len = OID_LENGTH(ifMauTable_oid),
	.min_column = 1,
	.max_column = 14,
	.index = { ASN_INTEGER, ASN_INTEGER },
	.n_index = 2,
	.ports_only = true,
	.fill = mau_fill,
	.get = mau_get,
	.set = mau_set,
};

static const struct swa_table_def aneg_def = {
	.name = "ifMauAutoNegTable",
	.root = ifMauAutoNegTable_oid,
	.root_len = OID_LENGTH(ifMauAutoNegTable_oid),
	.min_column = 1,
	.max_column = 13,
	.index = { ASN_INTEGER, ASN_INTEGER },
	.n_index = 2,
	.ports_only = true,
	.fill = mau_fill,
	.get = aneg_get,
	.set = aneg_set,
};

int swa_mau_register(const char *context)
{
	static const struct swa_table_def *const defs[] = { &mau_def, &aneg_def };

	return swa_port_tables_register(defs, SWA_ARRAY_SIZE(defs), context);
}
