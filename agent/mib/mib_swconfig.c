// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SWCONFIG-MIB (mibs/SWCONFIG-MIB.txt): the switches, the attributes
 * their drivers offer and the current values, straight from the
 * snapshot's tables, so a new driver attribute shows up with no change
 * here. The default context lists every switch, a switch's context only
 * that switch.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mib.h"
#include "model/value_swlib.h"

#define SWCONFIG_OBJECTS	1, 3, 6, 1, 4, 1, 8072, 9999, 9999, 21335, 1

static const oid swSwitchTable_oid[] = { SWCONFIG_OBJECTS, 1 };
static const oid swAttrTable_oid[] = { SWCONFIG_OBJECTS, 2 };
static const oid swValueTable_oid[] = { SWCONFIG_OBJECTS, 3 };
static const oid swAgent_oid[] = { SWCONFIG_OBJECTS, 4 };


/* ----------------------------------------------------- swSwitchTable */

static int switch_fill(struct swa_table *t, const struct swa_switch *sw)
{
	oid sub[1] = { (oid)sw->snap->id + 1 };

	return swa_table_add(t, sub, 1, sw, sw);
}

static int switch_get(netsnmp_variable_list *var, const struct swa_row *row,
		      unsigned int column)
{
	const struct swa_snapshot *s = row->sw->snap;

	switch (column) {
	case 2:
		return swa_set_u32(var, ASN_UNSIGNED, s->id);
	case 3:
		return swa_set_str(var, s->devname, strlen(s->devname));
	case 4:
		return swa_set_str(var, s->alias, strlen(s->alias));
	case 5:
		return swa_set_str(var, s->driver, strlen(s->driver));
	case 6:
		return swa_set_u32(var, ASN_UNSIGNED, s->n_ports);
	case 7:
		return swa_set_u32(var, ASN_UNSIGNED, s->n_vlans);
	case 8:
		return swa_set_int(var, s->cpu_port == UINT32_MAX ? -1 :
				   (long)s->cpu_port);
	case 9:
		return swa_set_u32(var, ASN_UNSIGNED, (uint32_t)s->n_vlan_rows);
	case 10:
		return swa_set_u32(var, ASN_TIMETICKS, s->read_at);
	}
	return SNMP_NOSUCHINSTANCE;
}

static const struct swa_table_def switch_def = {
	.name = "swSwitchTable",
	.root = swSwitchTable_oid,
	.root_len = OID_LENGTH(swSwitchTable_oid),
	.min_column = 2,
	.max_column = 10,
	.index = { ASN_INTEGER },
	.n_index = 1,
	.fill = switch_fill,
	.get = switch_get,
};

/* ------------------------------------------------------- swAttrTable */

static int attr_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	size_t i;

	for (i = 0; i < s->n_defs; i++) {
		oid sub[3] = { (oid)s->id + 1, s->defs[i].group, s->defs[i].id };

		if (swa_table_add(t, sub, 3, &s->defs[i], sw))
			return -1;
	}
	return 0;
}

static int attr_get(netsnmp_variable_list *var, const struct swa_row *row,
		    unsigned int column)
{
	const struct swa_attr_def *d = row->data;

	switch (column) {
	case 3:
		return swa_set_str(var, d->name, strlen(d->name));
	case 4:
		if (d->type < SWA_TYPE_INT || d->type > SWA_TYPE_NOVAL)
			return SNMP_NOSUCHINSTANCE;	/* a type we do not know */
		return swa_set_int(var, d->type);
	case 5:
		return swa_set_str(var, d->description, strlen(d->description));
	}
	return SNMP_NOSUCHINSTANCE;
}

static const struct swa_table_def attr_def = {
	.name = "swAttrTable",
	.root = swAttrTable_oid,
	.root_len = OID_LENGTH(swAttrTable_oid),
	.min_column = 3,
	.max_column = 5,
	.index = { ASN_INTEGER, ASN_INTEGER, ASN_UNSIGNED },
	.n_index = 3,
	.fill = attr_fill,
	.get = attr_get,
};

/* ------------------------------------------------------ swValueTable */

static int value_fill(struct swa_table *t, const struct swa_switch *sw)
{
	const struct swa_snapshot *s = sw->snap;
	size_t i;

	for (i = 0; i < s->n_vals; i++) {
		const struct swa_attr_value *a = &s->vals[i];
		oid sub[4] = { (oid)s->id + 1, a->group, a->id, a->instance };

		if (swa_table_add(t, sub, 4, a, sw))
			return -1;
	}
	return 0;
}

static int value_ports(netsnmp_variable_list *var, const struct swa_row *row,
		       bool tagged_only)
{
	const struct swa_attr_value *a = row->data;
	size_t len = row->sw->snap->portlist_len, i;
	uint8_t *pl;

	if (a->v.type != SWA_TYPE_PORTS)
		return SNMP_NOSUCHINSTANCE;
	pl = calloc(1, len ? len : 1);
	if (!pl)
		return SNMP_ERR_GENERR;
	for (i = 0; i < a->v.n_ports; i++) {
		if (!tagged_only || a->v.ports[i].tagged)
			swa_portlist_set(pl, len, a->v.ports[i].id + 1);
	}
	swa_set_str(var, pl, len);
	free(pl);
	return SNMP_ERR_NOERROR;
}

static int value_get(netsnmp_variable_list *var, const struct swa_row *row,
		     unsigned int column)
{
	const struct swa_attr_value *a = row->data;
	const struct swa_value *v = &a->v;
	bool link = v->type == SWA_TYPE_LINK;

	switch (column) {
	case 2: {
		size_t size = v->type == SWA_TYPE_STRING && v->s ? strlen(v->s) + 1 :
			      256 + 8 * v->n_ports;
		char *text = malloc(size);

		if (!text)
			return SNMP_ERR_GENERR;
		swa_value_format(v, text, size);
		swa_set_str(var, text, strlen(text));
		free(text);
		return SNMP_ERR_NOERROR;
	}
	case 3:
		if (v->type != SWA_TYPE_INT)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_int(var, (int32_t)v->i);
	case 4:
		if (v->type != SWA_TYPE_STRING)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_str(var, v->s ? v->s : "", v->s ? strlen(v->s) : 0);
	case 5:
		return value_ports(var, row, false);
	case 6:
		return value_ports(var, row, true);
	case 7:
		if (!link)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_int(var, v->link.up ? TV_TRUE : TV_FALSE);
	case 8:
		if (!link)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_u32(var, ASN_UNSIGNED, v->link.speed);
	case 9:
		if (!link)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_int(var, v->link.duplex ? TV_TRUE : TV_FALSE);
	case 10:
		if (!link)
			return SNMP_NOSUCHINSTANCE;
		return swa_set_int(var, v->link.aneg ? TV_TRUE : TV_FALSE);
	}
	return SNMP_NOSUCHINSTANCE;
}

/* --------------------------------------------------- swValueTable SETs */

/* The switch of a value's index (swSwitchIndex is its id + 1) */
static const struct swa_switch *value_switch(const struct swa_switch *sw,
					     long index)
{
	size_t i;

	if (sw)
		return sw->snap && (long)sw->snap->id + 1 == index ? sw : NULL;
	for (i = 0; i < swa_registry_n_switches(swa_mib_registry()); i++) {
		sw = swa_registry_switch_at(swa_mib_registry(), i);
		if (sw->snap && (long)sw->snap->id + 1 == index)
			return sw;
	}
	return NULL;
}

/* Text in the swconfig tool's syntax into a value of the attribute's type */
static int value_from_text(const struct swa_attr_def *d, const struct swa_snapshot *s,
			   const char *text, struct swa_value *v)
{
	size_t i;
	int ret;

	if (d->type == SWA_TYPE_NOVAL) {	/* an action: the text is not used */
		memset(v, 0, sizeof(*v));
		v->type = SWA_TYPE_NOVAL;
		return SNMP_ERR_NOERROR;
	}
	ret = swa_value_parse(d->type, text, v);
	if (ret == -ENOMEM)
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	if (ret == -EOPNOTSUPP)
		return SNMP_ERR_NOTWRITABLE;	/* a type the agent does not know */
	if (ret)
		return SNMP_ERR_WRONGVALUE;
	for (i = 0; i < v->n_ports; i++) {
		if (v->ports[i].id >= s->n_ports) {
			swa_value_free(v);
			return SNMP_ERR_WRONGVALUE;
		}
	}
	return SNMP_ERR_NOERROR;
}

/* Longest string value the swconfig core takes (SWITCH_MAX_STRING) */
#define SWA_STRING_MAX	1023

static int value_check(netsnmp_variable_list *var, unsigned int column,
		       const struct swa_attr_def *d, const struct swa_row *row)
{
	if (column < 2 || column > 4)
		return SNMP_ERR_NOTWRITABLE;
	if (column == 3 && var->type != ASN_INTEGER)
		return SNMP_ERR_WRONGTYPE;
	if (column != 3 && var->type != ASN_OCTET_STR)
		return SNMP_ERR_WRONGTYPE;
	/* the typed columns exist for values of their type only */
	if ((column == 3 && d->type != SWA_TYPE_INT) ||
	    (column == 4 && d->type != SWA_TYPE_STRING) ||
	    (!row && d->type != SWA_TYPE_NOVAL))
		return SNMP_ERR_NOCREATION;
	if (column == 3 && *var->val.integer < 0)
		return SNMP_ERR_WRONGVALUE;
	if (column != 3 && var->val_len > SWA_STRING_MAX)
		return SNMP_ERR_WRONGLENGTH;
	if (column != 3 && memchr(var->val.string, '\0', var->val_len))
		return SNMP_ERR_WRONGVALUE;
	return SNMP_ERR_NOERROR;
}

static int value_set(struct swa_txn *txn, netsnmp_variable_list *var,
		     const struct swa_row *row,
		     const netsnmp_table_request_info *info,
		     const struct swa_switch *sw, unsigned int tag)
{
	const netsnmp_variable_list *ix = info->indexes;
	const struct swa_attr_def *d;
	struct swa_value v = { .type = SWA_TYPE_INT };
	long group = *ix->next_variable->val.integer;
	uint32_t id = (uint32_t)*ix->next_variable->next_variable->val.integer;
	uint32_t instance =
		(uint32_t)*ix->next_variable->next_variable->next_variable->val.integer;
	char *text;
	int ret;

	sw = row ? row->sw : value_switch(sw, *ix->val.integer);
	if (!sw || group < SWA_GROUP_GLOBAL || group > SWA_GROUP_VLAN)
		return SNMP_ERR_NOCREATION;
	d = swa_snapshot_def(sw->snap, (enum swa_group)group, id);
	if (!d)
		return SNMP_ERR_NOCREATION;
	ret = value_check(var, info->colnum, d, row);
	if (ret)
		return ret;
	if (info->colnum == 3) {
		v.i = (uint32_t)*var->val.integer;
	} else {
		text = strndup((const char *)var->val.string, var->val_len);
		if (!text)
			return SNMP_ERR_RESOURCEUNAVAILABLE;
		ret = value_from_text(d, sw->snap, text, &v);
		free(text);
		if (ret)
			return ret;
	}
	if (!swa_txn_attr(txn, sw->name, d->group, d->id, instance, tag, &v))
		return SNMP_ERR_RESOURCEUNAVAILABLE;
	return SNMP_ERR_NOERROR;
}

static const struct swa_table_def value_def = {
	.name = "swValueTable",
	.root = swValueTable_oid,
	.root_len = OID_LENGTH(swValueTable_oid),
	.min_column = 2,
	.max_column = 10,
	.index = { ASN_INTEGER, ASN_INTEGER, ASN_UNSIGNED, ASN_UNSIGNED },
	.n_index = 4,
	.fill = value_fill,
	.get = value_get,
	.set = value_set,
};

/* ----------------------------------------------------------- swAgent */

static uint32_t gauge(uint64_t v)
{
	return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

/* The agent's own counters: of no switch, so answered without one */
static int agent_handler(netsnmp_mib_handler *handler,
			 netsnmp_handler_registration *reg,
			 netsnmp_agent_request_info *reqinfo,
			 netsnmp_request_info *requests)
{
	const struct swa_agent_stats *st =
		swa_registry_stats(swa_mib_registry());
	netsnmp_request_info *req;

	(void)handler;
	(void)reg;
	if (reqinfo->mode != MODE_GET)
		return SNMP_ERR_NOERROR;
	for (req = requests; req; req = req->next) {
		netsnmp_variable_list *var = req->requestvb;
		int ret = SNMP_NOSUCHOBJECT;

		if (var->name_length < OID_LENGTH(swAgent_oid) + 1)
			ret = SNMP_NOSUCHINSTANCE;
		else switch (var->name[OID_LENGTH(swAgent_oid)]) {
		case 1:	/* swAgentKernelRequests */
			ret = swa_set_u64(var, st->requests);
			break;
		case 2:	/* swAgentReadings */
			ret = swa_set_u64(var, st->refreshes);
			break;
		case 3:	/* swAgentLastReadingRequests */
			ret = swa_set_u32(var, ASN_GAUGE, gauge(st->refresh_requests));
			break;
		case 4:	/* swAgentLastReadingTime */
			ret = swa_set_u32(var, ASN_GAUGE, gauge(st->refresh_ms));
			break;
		case 5:	/* swAgentLongestReadingTime */
			ret = swa_set_u32(var, ASN_GAUGE, gauge(st->longest_ms));
			break;
		case 6:	/* swAgentMostReadingRequests */
			ret = swa_set_u32(var, ASN_GAUGE, gauge(st->most_requests));
			break;
		}
		if (ret != SNMP_ERR_NOERROR)
			netsnmp_set_request_error(reqinfo, req, ret);
	}
	return SNMP_ERR_NOERROR;
}

/* In the default context only: the objects are the agent's, not a switch's */
static int agent_register(void)
{
	netsnmp_handler_registration *reg;

	if (swa_registered("swAgent", ""))
		return 0;	/* the default context registered again */
	reg = netsnmp_create_handler_registration("swAgent", agent_handler,
						  swAgent_oid,
						  OID_LENGTH(swAgent_oid),
						  HANDLER_CAN_RONLY);
	if (!reg || netsnmp_register_scalar_group(reg, 1, 6) != MIB_REGISTERED_OK) {
		swa_err("cannot register swAgent");
		return -1;
	}
	if (swa_reg_keep(reg)) {
		swa_unregister(reg);
		return -1;
	}
	return 0;
}

int swa_swconfig_register(const char *context)
{
	bool all = !context[0];
	int ret = 0;

	ret |= !swa_table_register(&switch_def, context, all);
	ret |= !swa_table_register(&attr_def, context, all);
	ret |= !swa_table_register(&value_def, context, all);
	if (all)
		ret |= agent_register();
	return ret ? -1 : 0;
}
