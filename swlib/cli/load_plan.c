// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig load, step one: the whole file checked against the switch
 * before anything is touched, and put in the order it is applied in
 * (see load.h). Nothing here talks to the kernel, so every way a file
 * can be wrong is found before the first write.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"

struct load_checker {
	const struct cli *c;
	const char *path;
	const struct conf_entry *e;
	char where[512];	/* "FILE:LINE: " */
};

/* Why an attribute cannot be in a configuration file, or NULL */
static const char *load_refusal(const struct sw_attr *a)
{
	if (a->group == SW_GLOBAL &&
	    (!strcmp(a->name, "apply") || !strcmp(a->name, "reset")))
		return "does not belong in a configuration file: load applies "
		       "by itself";
	if (a->type == SW_TYPE_NOVAL)
		return "is an action, not a setting: it does not belong in a "
		       "configuration file";
	if (!a->settable)
		return "is read-only";
	if (!a->readable)
		return "is write-only: load could not compare it or put it back";
	return NULL;
}

/* One line into op, or CLI_FAIL with the reason */
static int load_check_line(struct load_checker *k, struct load_op *op)
{
	const struct conf_entry *e = k->e;
	const char *refusal;
	int err;

	memset(op, 0, sizeof(*op));
	op->line = e->line;
	op->index = e->index;
	if (cli_check_index(k->c, e->group, e->index, k->where))
		return CLI_FAIL;
	op->a = sw_attr_find(&k->c->attrs[e->group], e->name);
	if (!op->a) {
		cli_unknown_attr(k->c, e->group, e->name, k->where);
		return CLI_FAIL;
	}
	refusal = load_refusal(op->a);
	if (refusal) {
		cli_error("%s'%s' %s", k->where, e->name, refusal);
		return CLI_FAIL;
	}
	err = sw_parse_value(op->a->type, e->value, &op->v);
	if (err == -ENOMEM) {
		cli_error("out of memory");
		return CLI_FAIL;
	}
	if (err) {
		cli_error("%sinvalid value '%s' for '%s': expected %s", k->where,
			  e->value, e->name, cli_type_syntax(op->a->type));
		return CLI_FAIL;
	}
	if (op->v.type == SW_TYPE_PORTS &&
	    cli_check_ports(k->c, &op->v.ports, k->where)) {
		sw_value_free(&op->v);
		return CLI_FAIL;
	}
	return CLI_OK;
}

/* Every line of the file checked, in file order */
static int load_check_all(const struct cli *c, const char *path,
			  const struct conf *conf, struct load_op *ops)
{
	struct load_checker k = { .c = c, .path = path };
	size_t i;

	for (i = 0; i < conf->n; i++) {
		k.e = &conf->entry[i];
		snprintf(k.where, sizeof(k.where), "%s:%u: ", path, k.e->line);
		if (load_check_line(&k, &ops[i])) {
			while (i--)
				sw_value_free(&ops[i].v);
			return CLI_FAIL;
		}
	}
	return CLI_OK;
}

static bool load_is_vlan_ports(const struct load_op *op)
{
	return op->a->group == SW_VLAN && op->a->type == SW_TYPE_PORTS &&
	       !strcmp(op->a->name, "ports");
}

static bool load_lists_vlan(const struct load_op *ops, size_t n,
			    unsigned int vlan)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (load_is_vlan_ports(&ops[i]) && ops[i].index == vlan)
			return true;
	return false;
}

/* The phases of a load, in the order they run */
enum load_phase {
	LOAD_ENABLE_VLAN,
	LOAD_GLOBALS,
	LOAD_VLAN_CLEARS,
	LOAD_VLANS,
	LOAD_PORTS,
	LOAD_PHASES,
};

static enum load_phase load_phase_of(const struct load_op *op)
{
	switch (op->a->group) {
	case SW_GLOBAL:
		return strcmp(op->a->name, "enable_vlan") ? LOAD_GLOBALS :
							    LOAD_ENABLE_VLAN;
	case SW_VLAN:
		return LOAD_VLANS;
	case SW_PORT:
	default:
		return LOAD_PORTS;
	}
}

/* An empty member list for each VLAN with members the file leaves out */
static void load_add_clears(const struct cli *c, const struct load_op *ops,
			    size_t n, const struct sw_vlan_list *current,
			    struct load_plan *plan)
{
	const struct sw_attr *ports = sw_attr_find(&c->attrs[SW_VLAN], "ports");
	unsigned int i;

	if (!current || !ports || ports->type != SW_TYPE_PORTS ||
	    !ports->settable)
		return;
	for (i = 0; i < current->n; i++) {
		struct load_op *op = &plan->op[plan->n];

		if (!current->vlan[i].ports.n ||
		    load_lists_vlan(ops, n, current->vlan[i].vlan))
			continue;
		memset(op, 0, sizeof(*op));
		op->a = ports;
		op->index = current->vlan[i].vlan;
		op->v.type = SW_TYPE_PORTS;
		plan->n++;
	}
}

int load_plan_build(const struct cli *c, const char *path,
		    const struct conf *conf, const struct sw_vlan_list *current,
		    struct load_plan *out)
{
	size_t room = conf->n + (current ? current->n : 0), i;
	struct load_plan plan = { 0 };
	struct load_op *ops;
	enum load_phase ph;

	memset(out, 0, sizeof(*out));
	ops = calloc(conf->n ? conf->n : 1, sizeof(*ops));
	plan.op = calloc(room ? room : 1, sizeof(*plan.op));
	if (!ops || !plan.op) {
		free(ops);
		free(plan.op);
		cli_error("out of memory");
		return CLI_FAIL;
	}
	if (load_check_all(c, path, conf, ops)) {
		free(ops);
		free(plan.op);
		return CLI_FAIL;
	}
	/* the values move from ops into the plan, phase by phase */
	for (ph = 0; ph < LOAD_PHASES; ph++) {
		if (ph == LOAD_VLAN_CLEARS) {
			load_add_clears(c, ops, conf->n, current, &plan);
			continue;
		}
		for (i = 0; i < conf->n; i++)
			if (load_phase_of(&ops[i]) == ph)
				plan.op[plan.n++] = ops[i];
	}
	free(ops);
	*out = plan;
	return CLI_OK;
}

void load_plan_free(struct load_plan *plan)
{
	size_t i;

	if (!plan)
		return;
	for (i = 0; i < plan->n; i++)
		sw_value_free(&plan->op[i].v);
	free(plan->op);
	plan->op = NULL;
	plan->n = 0;
}
