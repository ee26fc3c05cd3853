// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: the switches, from the SWITCH_CMD_GET_SWITCH dump.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

static const struct nla_policy switch_policy[SWITCH_ATTR_EXT_MAX + 1] = {
	[SWITCH_ATTR_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_DEV_NAME] = { .type = NLA_STRING },
	[SWITCH_ATTR_ALIAS] = { .type = NLA_STRING },
	[SWITCH_ATTR_NAME] = { .type = NLA_STRING },
	[SWITCH_ATTR_VLANS] = { .type = NLA_U32 },
	[SWITCH_ATTR_PORTS] = { .type = NLA_U32 },
	[SWITCH_ATTR_PORTMAP] = { .type = NLA_NESTED },
	[SWITCH_ATTR_CPU_PORT] = { .type = NLA_U32 },
};

/* SWITCH_PORTMAP_MAX counts (OpenWrt's meaning): the last is one less */
static const struct nla_policy portmap_policy[SWITCH_PORTMAP_MAX] = {
	[SWITCH_PORTMAP_SEGMENT] = { .type = NLA_STRING },
	[SWITCH_PORTMAP_VIRT] = { .type = NLA_U32 },
};

void sw_switch_free(struct sw_switch *sw)
{
	unsigned int i;

	if (!sw)
		return;
	if (sw->portmap) {
		for (i = 0; i < sw->ports; i++)
			free(sw->portmap[i].segment);
		free(sw->portmap);
	}
	free(sw->devname);
	free(sw->alias);
	free(sw->name);
	memset(sw, 0, sizeof(*sw));
}

void sw_switch_list_free(struct sw_switch_list *list)
{
	size_t i;

	if (!list)
		return;
	for (i = 0; i < list->n; i++)
		sw_switch_free(&list->sw[i]);
	free(list->sw);
	list->sw = NULL;
	list->n = 0;
}

/* One entry per port, in port order; entries a port lacks stay empty */
static int sw_decode_portmap(struct nlattr *nest, struct sw_switch *sw)
{
	struct nlattr *tb[SWITCH_PORTMAP_MAX];
	struct nlattr *entry;
	unsigned int i = 0;
	int rem;

	sw->portmap = calloc(sw->ports, sizeof(*sw->portmap));
	if (!sw->portmap)
		return -ENOMEM;
	nla_for_each_nested(entry, nest, rem) {
		if (i >= sw->ports)
			break;
		if (nla_parse_nested(tb, SWITCH_PORTMAP_MAX - 1, entry,
				     portmap_policy) == 0) {
			if (tb[SWITCH_PORTMAP_SEGMENT]) {
				sw->portmap[i].segment =
					sw_strdup_attr(tb[SWITCH_PORTMAP_SEGMENT]);
				if (!sw->portmap[i].segment)
					return -ENOMEM;
			}
			if (tb[SWITCH_PORTMAP_VIRT])
				sw->portmap[i].virt =
					nla_get_u32(tb[SWITCH_PORTMAP_VIRT]);
		}
		i++;
	}
	return 0;
}

static int sw_decode_switch(struct nl_msg *reply, struct sw_switch *sw)
{
	struct nlattr *tb[SWITCH_ATTR_EXT_MAX + 1];
	int err;

	memset(sw, 0, sizeof(*sw));
	err = sw_parse_reply(reply, tb, SWITCH_ATTR_EXT_MAX, switch_policy);
	if (err)
		return err;
	if (!tb[SWITCH_ATTR_ID] || !tb[SWITCH_ATTR_DEV_NAME] ||
	    !tb[SWITCH_ATTR_PORTS] || !tb[SWITCH_ATTR_VLANS])
		return -EBADMSG;

	sw->id = nla_get_u32(tb[SWITCH_ATTR_ID]);
	sw->ports = nla_get_u32(tb[SWITCH_ATTR_PORTS]);
	sw->vlans = nla_get_u32(tb[SWITCH_ATTR_VLANS]);
	if (sw->ports > SW_MAX_PORTS || sw->vlans > SW_MAX_VLANS)
		return -EBADMSG;
	if (tb[SWITCH_ATTR_CPU_PORT])
		sw->cpu_port = nla_get_u32(tb[SWITCH_ATTR_CPU_PORT]);
	sw->devname = sw_strdup_attr(tb[SWITCH_ATTR_DEV_NAME]);
	sw->alias = sw_strdup_attr(tb[SWITCH_ATTR_ALIAS]);
	sw->name = sw_strdup_attr(tb[SWITCH_ATTR_NAME]);
	if (!sw->devname || !sw->alias || !sw->name)
		err = -ENOMEM;
	else if (tb[SWITCH_ATTR_PORTMAP] && sw->ports)
		err = sw_decode_portmap(tb[SWITCH_ATTR_PORTMAP], sw);
	if (err)
		sw_switch_free(sw);
	return err;
}

static int sw_add_switch(struct nl_msg *reply, void *arg)
{
	struct sw_switch_list *list = arg;
	struct sw_switch sw, *grown;
	int err;

	err = sw_decode_switch(reply, &sw);
	if (err == -EBADMSG)
		return 0;	/* a switch this library cannot describe */
	if (err)
		return err;
	grown = realloc(list->sw, (list->n + 1) * sizeof(*list->sw));
	if (!grown) {
		sw_switch_free(&sw);
		return -ENOMEM;
	}
	list->sw = grown;
	list->sw[list->n++] = sw;
	return 0;
}

int sw_list_switches(struct sw_handle *h, struct sw_switch_list *out)
{
	struct sw_switch_list list = { 0 };
	int err;

	err = sw_request(h, sw_msg_new(h, SWITCH_CMD_GET_SWITCH, NLM_F_DUMP),
			 sw_add_switch, &list);
	if (err) {
		sw_switch_list_free(&list);
		return err;
	}
	*out = list;
	return 0;
}

/* Moves entry i out of list, so that freeing the list leaves it alone */
static void sw_take_switch(struct sw_switch_list *list, size_t i,
			   struct sw_switch *out)
{
	*out = list->sw[i];
	list->sw[i] = list->sw[--list->n];
}

int sw_find_switch(struct sw_handle *h, const char *name,
		   struct sw_switch *out)
{
	struct sw_switch_list list;
	size_t i;
	int err;

	err = sw_list_switches(h, &list);
	if (err)
		return err;
	err = -ENODEV;
	/* a devname match wins over an alias one */
	for (i = 0; i < list.n && err; i++) {
		if (!strcmp(list.sw[i].devname, name)) {
			sw_take_switch(&list, i, out);
			err = 0;
		}
	}
	for (i = 0; i < list.n && err; i++) {
		if (list.sw[i].alias[0] && !strcmp(list.sw[i].alias, name)) {
			sw_take_switch(&list, i, out);
			err = 0;
		}
	}
	sw_switch_list_free(&list);
	return err;
}

int sw_get_switch(struct sw_handle *h, uint32_t id, struct sw_switch *out)
{
	struct sw_switch_list list = { 0 };
	struct nl_msg *msg;
	size_t i;
	int err;

	/* Ours answers for that id only; OpenWrt's ignores it and dumps all */
	msg = sw_msg_new(h, SWITCH_CMD_GET_SWITCH, NLM_F_DUMP);
	if (msg && nla_put_u32(msg, SWITCH_ATTR_ID, id) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	err = sw_request(h, msg, sw_add_switch, &list);
	if (err) {
		sw_switch_list_free(&list);
		return err;
	}
	err = -ENODEV;
	for (i = 0; i < list.n && err; i++) {
		if (list.sw[i].id == id) {
			sw_take_switch(&list, i, out);
			err = 0;
		}
	}
	sw_switch_list_free(&list);
	return err;
}
