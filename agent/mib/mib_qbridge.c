// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Q-BRIDGE-MIB (RFC 4363): dot1qBase, dot1qVlanNumDeletes,
 * dot1qVlanCurrentTable, dot1qVlanStaticTable, dot1qNextFreeLocalVlanIndex
 * and dot1qPortVlanTable. Writable: dot1qVlanStaticTable (createAndGo,
 * destroy, name, egress and untagged ports, an empty forbidden list) and
 * dot1qPvid; the checks of one varbind are here, those of the request
 * as a whole in txn.c.
 *
 * A swconfig switch has one VLAN table and no GVRP: every VLAN is static,
 * the current table is the static one at TimeMark 0, its FdbId the
 * driver's FID where it has one (model/snapshot.c), else the VID
 * (independent VLAN learning as pollers assume), and the GVRP columns say
 * disabled. A VLAN stays after a reset only where the agent saves it
 * (stateDir): permanent(2) then, other(1) without. With enable_vlan 0 the
 * switch ignores its table: the current table and the PVIDs say what is
 * in effect (VLAN 1, every port), the static table what is staged. Ports
 * are dot1dBasePort numbers (switch port + 1), PortLists have the
 * switch's fixed length.
 */
#include "config.h"

#include <string.h>

#include "mib.h"

#define QBRIDGE_OBJECTS	1, 3, 6, 1, 2, 1, 17, 7, 1

static const oid dot1qBase_oid[] = { QBRIDGE_OBJECTS, 1 };
static const oid dot1qVlan_oid[] = { QBRIDGE_OBJECTS, 4 };
static const oid dot1qVlanCurrentTable_oid[] = { QBRIDGE_OBJECTS, 4, 2 };
static const oid dot1qVlanStaticTable_oid[] = { QBRIDGE_OBJECTS, 4, 3 };
static const oid dot1qPortVlanTable_oid[] = { QBRIDGE_OBJECTS, 4, 5 };


/* ------------------------------------------------------------ scalars */

static int qbase_get(netsnmp_variable_list *var, const struct swa_switch *sw,
		     unsigned int object)
{
	const struct swa_snapshot *s = sw->snap;
	size_t n;

	switch (object) {
	case 1:	/* dot1qVlanVersionNumber: version1(1) */
		return swa_set_int(var, 1);
	case 2:	/* dot1qMaxVlanId */
		return swa_set_int(var, s->max_vid);
	case 3:	/* dot1qMaxSupportedVlans */
		return swa_set_u32(var, ASN_UNSIGNED, s->max_supported);
	case 4:	/* dot1qNumVlans: in effect */
		swa_snapshot_current(s, &n);
		return swa_set_u32(var, ASN_UNSIGNED, (uint32_t)n);
	case 5:	/* dot1qGvrpStatus: disabled(2) */
		return swa_set_int(var, 2);
	}
	return SNMP_NOSUCHOBJECT;
}

static int qvlan_get(netsnmp_variable_list *var, const struct swa_switch *sw,
		     unsigned int object)
{
	switch (object) {
	case 1:	/* dot1qVlanNumDeletes */
		return swa_set_u32(var, ASN_COUNTER, sw->vlan_deletes);
	case 4:	/* dot1qNextFreeLocalVlanIndex: no local VLAN indexes */
		return swa_set_int(var, 0);
	}
	return SNMP_NOSUCHOBJECT;
}

static const struct swa_scalars_def qbase_def = {
	"dot1qBase", dot1qBase_oid, OID_LENGTH(dot1qBase_oid), 1, 5, qbase_get, NULL,
};
static const struct swa_scalars_def qnumdeletes_def = {
	"dot1qVlanNumDeletes", dot1qVlan_oid, OID_LENGTH(dot1qVlan_oid), 1, 1,
	qvlan_get, NULL,
};
static const struct swa_scalars_def qnextfree_def = {
	"dot1qNextFreeLocalVlanIndex", dot1qVlan_oid, OID_LENGTH(dot1qVlan_oid),
	4, 4, qvlan_get, NULL,
};

/* ------------------------------------------------------- VLAN tables */

static int vlan_rows(struct swa_table *t, const struct swa_switch *sw,
		     const struct swa_vlan *vlans, size_t n_vlans, bool timemark)
{
	size_t i;

	for (i = 0; i < n_vlans; i++) {
		oid sub[2];
		size_t n = 0;

		if (timemark)
			sub[n++] = 0;	/* dot1qVlanTimeMark */
		sub[n++] = vlans[i].vid;
		if (swa_table_add(t, sub, n, &vlans[i], sw))
			return -1;
	}
	return 0;
}

static int current_fill(struct swa_table *t, const struct swa_switch *sw)
{
	size_t n;
	const struct swa_vlan *vlans = swa_snapshot_current(sw->snap, &n);

	return vlan_rows(t, sw, vlans, n, true);
}

static int static_fill(struct swa_table *t, const struct swa_switch *sw)
{
	return vlan_rows(t, sw, sw->snap->vlans, sw->snap->n_vlan_rows, false);
}

static int current_get(netsnmp_variable_list *var, const struct swa_row *row,
		       unsigned int column)
{
	const struct swa_vlan *v = row->data;
	size_t len = row->sw->snap->portlist_len;

	switch (column) {
	case 3:	/* dot1qVlanFdbId: the driver's FID, else the VID */
		return swa_set_u32(var, ASN_UNSIGNED, v->fid);
	case 4:	/* dot1qVlanCurrentEgressPorts */
		return swa_set_str(var, v->egress, len);
	case 5:	/* dot1qVlanCurrentUntaggedPorts */
		return swa_set_str(var, v->untagged, len);
	case 6:	/* dot1qVlanStatus: permanent(2) where saved, else other(1) */
		return swa_set_int(var, row->sw->persistent ? 2 : 1);
	case 7:	/* dot1qVlanCreationTime */
		return swa_set_u32(var, ASN_TIMETICKS, v->creation);
	}
	return SNMP_NOSUCHOBJECT;
}

static int static_get(netsnmp_variable_list *var, const struct swa_row *row,
		      unsigned int column)
{
	static const uint8_t none[SWA_NAME_LEN];
	const struct swa_vlan *v = row->data;
	size_t len = row->sw->snap->portlist_len;

	switch (column) {
	case 1:	/* dot1qVlanStaticName */
		return swa_set_str(var, v->name, strlen(v->name));
	case 2:	/* dot1qVlanStaticEgressPorts */
		return swa_set_str(var, v->egress, len);
	case 3:	/* dot1qVlanForbiddenEgressPorts: swconfig cannot forbid */
		if (len <= sizeof(none))
			return swa_set_str(var, none, len);
		return SNMP_NOSUCHINSTANCE;
	case 4:	/* dot1qVlanStaticUntaggedPorts */
		return swa_set_str(var, v->untagged, len);
	case 5:	/* dot1qVlanStaticRowStatus: active(1) */
		return swa_set_int(var, 1);
	}
	return SNMP_NOSUCHOBJECT;
}

/* A PortList column: exactly the switch's length, no port beyond it */
static int portlist_check(const netsnmp_variable_list *var,
			  const struct swa_snapshot *s)
{
	if (var->type != ASN_OCTET_STR)
		return SNMP_ERR_WRONGTYPE;
	if (var->val_len != s->portlist_len)
		return SNMP_ERR_WRONGLENGTH;
	if (!swa_portlist_valid(var->val.string, var->val_len, s->n_ports))
		return SNMP_ERR_WRONGVALUE;
	return SNMP_ERR_NOERROR;
}

static int name_check(const netsnmp_variable_list *var)
{
	if (var->type != ASN_OCTET_STR)
		return SNMP_ERR_WRONGTYPE;
	if (var->val_len > SWA_VLAN_NAME_LEN)
		return SNMP_ERR_WRONGLENGTH;
	if (memchr(var->val.string, '\0', var->val_len))
		return SNMP_ERR_WRONGVALUE;
	return SNMP_ERR_NOERROR;
}

static int static_check(const netsnmp_variable_list *var, unsigned int column,
			const struct swa_snapshot *s)
{
	static const uint8_t none[SWA_PORTLIST_MAX];
	enum swa_row_op op;
	int ret;

	switch (column) {
	case 1:
		return name_check(var);
	case 2:
	case 4:
		return portlist_check(var, s);
	case 3:	/* forbidden egress ports: nothing can be forbidden */
		ret = portlist_check(var, s);
		if (!ret && memcmp(var->val.string, none, var->val_len))
			ret = SNMP_ERR_WRONGVALUE;
		return ret;
	case 5:
		return swa_row_status_op(var, &op);
	}
	return SNMP_ERR_NOTWRITABLE;
}

static int static_set(struct swa_txn *txn, netsnmp_variable_list *var,
		      const struct swa_row *row,
		      const netsnmp_table_request_info *info,
		      const struct swa_switch *sw, unsigned int tag)
{
	const struct swa_snapshot *s;
	struct swa_vlan_change *v;
	enum swa_row_op op = SWA_ROW_KEEP;
	long vid = *info->indexes->val.integer;
	int ret;

	if (row)
		sw = row->sw;
	if (!sw || !sw->snap || vid < 1 || vid > SWA_VID_MAX)
		return SNMP_ERR_NOCREATION;
	s = sw->snap;
	ret = static_check(var, info->colnum, s);
	if (ret)
		return ret;
	v = swa_txn_vlan(txn, sw->name, (uint16_t)vid, tag);
	if (!v)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	switch (info->colnum) {
	case 1:
		v->set_name = true;
		memcpy(v->name, var->val.string, var->val_len);
		v->name[var->val_len] = '\0';
		break;
	case 2:
		v->set_egress = true;
		memcpy(v->egress, var->val.string, var->val_len);
		break;
	case 4:
		v->set_untagged = true;
		memcpy(v->untagged, var->val.string, var->val_len);
		break;
	case 5:
		swa_row_status_op(var, &op);
		if (v->row != SWA_ROW_KEEP && v->row != op)
			return SNMP_ERR_INCONSISTENTVALUE;
		v->row = op;
		break;
	}
	return SNMP_ERR_NOERROR;
}

static const struct swa_table_def current_def = {
	.name = "dot1qVlanCurrentTable",
	.root = dot1qVlanCurrentTable_oid,
	.root_len = OID_LENGTH(dot1qVlanCurrentTable_oid),
	.min_column = 3,
	.max_column = 7,
	.index = { ASN_TIMETICKS, ASN_UNSIGNED },
	.n_index = 2,
	.fill = current_fill,
	.get = current_get,
};

static const struct swa_table_def static_def = {
	.name = "dot1qVlanStaticTable",
	.root = dot1qVlanStaticTable_oid,
	.root_len = OID_LENGTH(dot1qVlanStaticTable_oid),
	.min_column = 1,
	.max_column = 5,
	.index = { ASN_UNSIGNED },
	.n_index = 1,
	.fill = static_fill,
	.get = static_get,
	.set = static_set,
};

/* ------------------------------------------------- dot1qPortVlanTable */

static int port_get(netsnmp_variable_list *var, const struct swa_row *row,
		    unsigned int column)
{
	static const uint8_t no_mac[6];
	const struct swa_port *p = row->data;
	uint16_t pvid;

	switch (column) {
	case 1:	/* dot1qPvid: in effect (what a SET wrote: staged) */
		pvid = swa_snapshot_pvid_in_effect(row->sw->snap, p);
		if (!pvid)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_u32(var, ASN_UNSIGNED, pvid);
	case 2:	/* dot1qPortAcceptableFrameTypes: admitAll(1) */
		return swa_set_int(var, 1);
	case 3:	/* dot1qPortIngressFiltering: the model's, read-only */
		return swa_set_int(var, p->ingress_filtering ? TV_TRUE : TV_FALSE);
	case 4:	/* dot1qPortGvrpStatus: disabled(2) */
		return swa_set_int(var, 2);
	case 5:	/* dot1qPortGvrpFailedRegistrations */
		return swa_set_u32(var, ASN_COUNTER, 0);
	case 6:	/* dot1qPortGvrpLastPduOrigin */
		return swa_set_str(var, no_mac, sizeof(no_mac));
	case 7:	/* dot1qPortRestrictedVlanRegistration */
		return swa_set_int(var, TV_FALSE);
	}
	return SNMP_NOSUCHOBJECT;
}

/*
 * dot1qPvid: the other columns are fixed by what swconfig offers. Ingress
 * filtering too: the one driver attribute saying it (mvsw61xx "qmode")
 * has three modes that do not filter, and false would have to pick one
 * behind the manager's back.
 */
static int port_set(struct swa_txn *txn, netsnmp_variable_list *var,
		    const struct swa_row *row,
		    const netsnmp_table_request_info *info,
		    const struct swa_switch *sw, unsigned int tag)
{
	const struct swa_port *p;
	struct swa_port_change *pc;

	(void)sw;
	if (!row)
		return SNMP_ERR_NOCREATION;
	if (info->colnum != 1)
		return SNMP_ERR_NOTWRITABLE;
	if (var->type != ASN_UNSIGNED)
		return SNMP_ERR_WRONGTYPE;
	if (*var->val.integer < 1 || *var->val.integer > SWA_VID_MAX)
		return SNMP_ERR_WRONGVALUE;
	p = row->data;
	pc = swa_txn_port(txn, row->sw->name, p->id, tag);
	if (!pc)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	pc->set_pvid = true;
	pc->pvid = (uint16_t)*var->val.integer;
	return SNMP_ERR_NOERROR;
}

static const struct swa_table_def port_def = {
	.name = "dot1qPortVlanTable",
	.root = dot1qPortVlanTable_oid,
	.root_len = OID_LENGTH(dot1qPortVlanTable_oid),
	.min_column = 1,
	.max_column = 7,
	.index = { ASN_INTEGER },
	.n_index = 1,
	.fill = swa_bridge_port_fill,	/* AUGMENTS dot1dBasePortEntry */
	.get = port_get,
	.set = port_set,
};

int swa_qbridge_register(const char *context)
{
	int ret = 0;

	ret |= swa_scalars_register(&qbase_def, context);
	ret |= swa_scalars_register(&qnumdeletes_def, context);
	ret |= swa_scalars_register(&qnextfree_def, context);
	ret |= !swa_table_register(&current_def, context, false);
	ret |= !swa_table_register(&static_def, context, false);
	ret |= !swa_table_register(&port_def, context, false);
	return ret ? -1 : 0;
}
