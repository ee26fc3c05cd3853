// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: the attribute lists (SWITCH_CMD_LIST_GLOBAL/PORT/VLAN).
 *
 * The kernel answers a LIST with one NEW_ATTR message per attribute and
 * ends it with the ACK. Entries missing an id, a type or a name are
 * skipped; types swlib does not know are kept, so that a newer kernel's
 * attributes still show up.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

static const struct nla_policy attr_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_OP_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_TYPE] = { .type = NLA_U32 },
	[SWITCH_ATTR_OP_NAME] = { .type = NLA_STRING },
	[SWITCH_ATTR_OP_DESCRIPTION] = { .type = NLA_STRING },
	[SWITCH_ATTR_OP_PERM] = { .type = NLA_U32 },
};

struct sw_list_arg {
	enum sw_group group;
	struct sw_attr_list list;
};

uint8_t sw_group_cmd(enum sw_group group, int base)
{
	/* LIST, GET and SET of each group follow each other */
	switch (group) {
	case SW_GLOBAL:
		return SWITCH_CMD_LIST_GLOBAL + base;
	case SW_PORT:
		return SWITCH_CMD_LIST_PORT + base;
	case SW_VLAN:
		return SWITCH_CMD_LIST_VLAN + base;
	}
	return SWITCH_CMD_UNSPEC;
}

const char *sw_group_name(enum sw_group group)
{
	switch (group) {
	case SW_GLOBAL:
		return "global";
	case SW_PORT:
		return "port";
	case SW_VLAN:
		return "vlan";
	}
	return "?";
}

const char *sw_type_name(uint32_t type)
{
	switch (type) {
	case SW_TYPE_INT:
		return "int";
	case SW_TYPE_STRING:
		return "string";
	case SW_TYPE_PORTS:
		return "ports";
	case SW_TYPE_LINK:
		return "link";
	case SW_TYPE_NOVAL:
		return "none";
	default:
		return "unknown";
	}
}

void sw_attr_list_free(struct sw_attr_list *list)
{
	size_t i;

	if (!list)
		return;
	for (i = 0; i < list->n; i++) {
		free(list->attr[i].name);
		free(list->attr[i].description);
	}
	free(list->attr);
	list->attr = NULL;
	list->n = 0;
}

/*
 * Our core says what the driver implements; OpenWrt's says nothing, and
 * then everything listed counts as settable (and readable, actions
 * apart), so that a tool behaves there as it always did.
 */
static void sw_attr_set_perm(struct sw_attr *a, const struct nlattr *perm)
{
	uint32_t p;

	a->perm_known = perm != NULL;
	if (!perm) {
		a->readable = a->type != SW_TYPE_NOVAL;
		a->settable = true;
		return;
	}
	p = nla_get_u32(perm);
	a->readable = p & SWITCH_OP_PERM_READ;
	a->settable = p & SWITCH_OP_PERM_WRITE;
}

static int sw_add_attr(struct nl_msg *reply, void *arg)
{
	struct nlattr *tb[SWITCH_ATTR_EXT_MAX + 1];
	struct sw_list_arg *l = arg;
	struct sw_attr *grown, *a;
	int err;

	err = sw_parse_reply(reply, tb, SWITCH_ATTR_EXT_MAX, attr_policy);
	if (err == -EBADMSG)
		return 0;
	if (err)
		return err;
	if (!tb[SWITCH_ATTR_OP_ID] || !tb[SWITCH_ATTR_OP_TYPE] ||
	    !tb[SWITCH_ATTR_OP_NAME])
		return 0;

	grown = realloc(l->list.attr, (l->list.n + 1) * sizeof(*grown));
	if (!grown)
		return -ENOMEM;
	l->list.attr = grown;
	a = &grown[l->list.n];
	a->group = l->group;
	a->id = nla_get_u32(tb[SWITCH_ATTR_OP_ID]);
	a->type = nla_get_u32(tb[SWITCH_ATTR_OP_TYPE]);
	a->name = sw_strdup_attr(tb[SWITCH_ATTR_OP_NAME]);
	a->description = sw_strdup_attr(tb[SWITCH_ATTR_OP_DESCRIPTION]);
	sw_attr_set_perm(a, tb[SWITCH_ATTR_OP_PERM]);
	if (!a->name || !a->description) {
		free(a->name);
		free(a->description);
		return -ENOMEM;
	}
	l->list.n++;
	return 0;
}

int sw_list_attrs(struct sw_handle *h, uint32_t sw_id, enum sw_group group,
		  struct sw_attr_list *out)
{
	struct sw_list_arg l = { .group = group };
	struct nl_msg *msg;
	int err;

	msg = sw_msg_new(h, sw_group_cmd(group, 0), 0);
	if (msg && nla_put_u32(msg, SWITCH_ATTR_ID, sw_id) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	err = sw_request(h, msg, sw_add_attr, &l);
	if (err) {
		sw_attr_list_free(&l.list);
		return err;
	}
	l.list.complete = true;
	*out = l.list;
	return 0;
}

const struct sw_attr *sw_attr_find(const struct sw_attr_list *list,
				   const char *name)
{
	size_t i;

	for (i = 0; i < list->n; i++)
		if (!strcmp(list->attr[i].name, name))
			return &list->attr[i];
	return NULL;
}
