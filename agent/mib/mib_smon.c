// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SMON-MIB (RFC 2613) portCopyTable: port mirroring, one row per
 * mirrored port, INDEX { portCopySource, portCopyDest } (both ifIndex):
 * the source and the switch's monitor port, its direction from the
 * driver's rx/tx enables. What the drivers call these and how many
 * sessions they hold is the model's (model/mirror.c); here only the
 * checks of one varbind.
 *
 * Writable: portCopyDirection and portCopyStatus (createAndGo, destroy,
 * active). portCopyDestDropEvents has no counter in any driver: absent,
 * as other counters a driver lacks. The default context has every
 * switch's rows (ifIndexes are unique across switches, as in IF-MIB), a
 * switch's context its own.
 */
#include "config.h"

#include "mib.h"

static const oid portCopyTable_oid[] = { 1, 3, 6, 1, 2, 1, 16, 22, 1, 3, 1 };

#define COPY_DEST_DROP_EVENTS	3
#define COPY_DIRECTION		4
#define COPY_STATUS		5

static int copy_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	size_t i;

	for (i = 0; i < s->n_mirrors; i++) {
		const struct swa_mirror *m = &s->mirrors[i];
		oid sub[2] = { s->ports[m->source].ifindex,
			       s->ports[m->monitor].ifindex };

		if (!sub[0] || !sub[1])
			continue;	/* ports without an ifIndex have no rows */
		if (swa_table_add(t, sub, 2, m, sw))
			return -1;
	}
	return 0;
}

static int copy_get(netsnmp_variable_list *var, const struct swa_row *row,
		    unsigned int column)
{
	const struct swa_mirror *m = row->data;

	switch (column) {
	case COPY_DIRECTION:
		return swa_set_int(var, m->dir);
	case COPY_STATUS:
		return swa_set_int(var, RS_ACTIVE);
	}
	return SNMP_NOSUCHINSTANCE;
}

/* The port of sw with that ifIndex, or NULL */
static const struct swa_port *copy_port_of(const struct swa_switch *sw,
					   long ifindex)
{
	const struct swa_snapshot *s = sw->snap;
	uint32_t i;

	for (i = 0; s && ifindex > 0 && i < s->n_ports; i++) {
		if (s->ports[i].ifindex == (uint32_t)ifindex)
			return &s->ports[i];
	}
	return NULL;
}

/* The port of an ifIndex: of *sw, or (default context) of any switch */
static const struct swa_port *copy_port(const struct swa_switch **sw,
					long ifindex)
{
	struct swa_registry *reg = swa_mib_registry();
	const struct swa_port *p;
	size_t i;

	if (*sw)
		return copy_port_of(*sw, ifindex);
	for (i = 0; i < swa_registry_n_switches(reg); i++) {
		p = copy_port_of(swa_registry_switch_at(reg, i), ifindex);
		if (p) {
			*sw = swa_registry_switch_at(reg, i);
			return p;
		}
	}
	return NULL;
}

/* One varbind's checks, before anything is added to the transaction */
static int copy_check(const netsnmp_variable_list *var, unsigned int column,
		      enum swa_row_op *op)
{
	int ret;

	switch (column) {
	case COPY_DIRECTION:
		ret = netsnmp_check_vb_type_and_size(var, ASN_INTEGER,
						     sizeof(long));
		return ret ? ret : netsnmp_check_vb_int_range(var, SWA_MIRROR_RX,
							      SWA_MIRROR_BOTH);
	case COPY_STATUS:
		ret = netsnmp_check_vb_type_and_size(var, ASN_INTEGER,
						     sizeof(long));
		return ret ? ret : swa_row_status_op(var, op);
	}
	return SNMP_ERR_NOTWRITABLE;
}

static int copy_set(struct swa_txn *txn, netsnmp_variable_list *var,
		    const struct swa_row *row,
		    const netsnmp_table_request_info *info,
		    const struct swa_switch *sw, unsigned int tag)
{
	const netsnmp_variable_list *source = info->indexes;
	const struct swa_port *from, *to;
	struct swa_mirror_change *m;
	enum swa_row_op op = SWA_ROW_KEEP;
	int ret = copy_check(var, info->colnum, &op);

	if (ret)
		return ret;
	if (row)
		sw = row->sw;
	/* both ports of one switch: a switch copies between its own ports */
	from = copy_port(&sw, *source->val.integer);
	to = from ? copy_port(&sw, *source->next_variable->val.integer) : NULL;
	if (!to)
		return SNMP_ERR_NOCREATION;
	m = swa_txn_mirror(txn, sw->name, from->id, to->id, tag);
	if (!m)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	if (info->colnum == COPY_DIRECTION) {
		m->set_dir = true;
		m->dir = (uint8_t)*var->val.integer;
		return SNMP_ERR_NOERROR;
	}
	if (m->row != SWA_ROW_KEEP && m->row != op)
		return SNMP_ERR_INCONSISTENTVALUE;
	m->row = op;
	return SNMP_ERR_NOERROR;
}

static const struct swa_table_def copy_def = {
	.name = "portCopyTable",
	.root = portCopyTable_oid,
	.root_len = OID_LENGTH(portCopyTable_oid),
	.min_column = COPY_DEST_DROP_EVENTS,
	.max_column = COPY_STATUS,
	.index = { ASN_INTEGER, ASN_INTEGER },
	.n_index = 2,
	.fill = copy_fill,
	.get = copy_get,
	.set = copy_set,
};

int swa_smon_register(const char *context)
{
	static const struct swa_table_def *const defs[] = { &copy_def };

	return swa_port_tables_register(defs, SWA_ARRAY_SIZE(defs), context);
}
