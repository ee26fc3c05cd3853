// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A SET's operations (VLAN IDs and ports, txn.c) as the attribute values
 * a "swconfig dump" holds them under, for saving the state a SET
 * intends before a complete reading shows it (state.c): a VLAN's
 * members are the "ports" of its table entry, its name that entry's
 * "name", a PVID the port's "pvid" (a table index), the admin state
 * "enable" or "disable".
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"

void swa_state_values_free(struct swa_state_value *vals, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		swa_value_free(&vals[i].v);
	free(vals);
}

/* The table index of VLAN vid: its row's, or the one a new VLAN got */
static bool swa_state_index(const struct swa_snapshot *s,
			    const struct swa_change *c, uint16_t vid,
			    uint32_t *index)
{
	const struct swa_vlan *row = swa_snapshot_vlan(s, vid);
	size_t k;

	if (row) {
		*index = row->index;
		return true;
	}
	for (k = 0; k < c->n_vlans; k++) {
		if (c->vlans[k].vid == vid) {
			*index = c->new_index[k];
			return true;
		}
	}
	return false;
}

/* The attribute (group, name) an operation sets, at which instance */
static const struct swa_attr_def *swa_state_op_def(const struct swa_snapshot *s,
						   const struct swa_change *c,
						   const struct swa_op *op,
						   uint32_t *instance)
{
	switch (op->kind) {
	case SWA_OP_VLAN:
	case SWA_OP_VLAN_NAME:
		if (!swa_state_index(s, c, op->vid, instance))
			return NULL;
		return swa_snapshot_def_by_name(s, SWA_GROUP_VLAN,
						op->kind == SWA_OP_VLAN ?
						"ports" : "name");
	case SWA_OP_RAW:
		*instance = op->instance;
		return op->def->type == SWA_TYPE_NOVAL ? NULL : op->def;
	case SWA_OP_ADMIN:
		*instance = op->port;
		if (swa_snapshot_def_by_name(s, SWA_GROUP_PORT, "enable"))
			return swa_snapshot_def_by_name(s, SWA_GROUP_PORT,
							"enable");
		return swa_snapshot_def_by_name(s, SWA_GROUP_PORT, "disable");
	case SWA_OP_PVID:
		*instance = op->port;
		return swa_snapshot_def_by_name(s, SWA_GROUP_PORT, "pvid");
	case SWA_OP_LINK:
		return NULL;	/* links are not saved (state.c) */
	}
	return NULL;
}

/* The value op sets, as def's */
static int swa_state_op_value(const struct swa_snapshot *s,
			      const struct swa_change *c,
			      const struct swa_op *op,
			      const struct swa_attr_def *def,
			      struct swa_value *v)
{
	uint32_t index;

	memset(v, 0, sizeof(*v));
	v->type = def->type;
	switch (op->kind) {
	case SWA_OP_VLAN:
		return swa_value_from_portlists(op->set.egress, op->set.untagged,
						s->portlist_len, v);
	case SWA_OP_VLAN_NAME:
		v->s = strdup(op->set.name);
		return v->s ? 0 : -ENOMEM;
	case SWA_OP_RAW:
		return swa_value_dup(v, &op->set.value);
	case SWA_OP_ADMIN:
		v->i = strcmp(def->name, "disable") ? op->set.up : !op->set.up;
		return 0;
	case SWA_OP_PVID:
		if (!swa_state_index(s, c, op->set.pvid, &index))
			return -ENOENT;
		v->i = index;
		return 0;
	case SWA_OP_LINK:
		break;
	}
	return -EINVAL;
}

int swa_state_change_values(const struct swa_snapshot *s,
			    const struct swa_change *c,
			    struct swa_state_value **out, size_t *n)
{
	struct swa_state_value *vals = calloc(c->n_ops ? c->n_ops : 1,
					      sizeof(*vals));
	size_t i;
	int ret;

	*out = vals;
	*n = 0;
	if (!vals)
		return -ENOMEM;
	for (i = 0; i < c->n_ops; i++) {
		struct swa_state_value *sv = &vals[*n];
		const struct swa_attr_def *def;

		def = swa_state_op_def(s, c, &c->ops[i], &sv->instance);
		if (!def || def->type == SWA_TYPE_NOVAL)
			continue;
		ret = swa_state_op_value(s, c, &c->ops[i], def, &sv->v);
		if (ret == -ENOENT)
			continue;
		if (ret)
			return ret;
		sv->group = def->group;
		sv->id = def->id;
		(*n)++;
	}
	return 0;
}
