// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: values compared and copied, for tools that change only what
 * differs and keep what they replaced (swconfig's load).
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib.h"

/* Whether every member of a is in b, tagged the same */
static bool sw_ports_within(const struct sw_ports *a, const struct sw_ports *b)
{
	unsigned int i, j;

	for (i = 0; i < a->n; i++) {
		for (j = 0; j < b->n; j++)
			if (b->port[j].id == a->port[i].id &&
			    b->port[j].tagged == a->port[i].tagged)
				break;
		if (j == b->n)
			return false;
	}
	return true;
}

/* The settings of a link; the carrier is status, not a setting */
static bool sw_link_equal(const struct sw_link *a, const struct sw_link *b)
{
	return a->duplex == b->duplex && a->aneg == b->aneg &&
	       a->tx_flow == b->tx_flow && a->rx_flow == b->rx_flow &&
	       a->speed == b->speed && a->eee == b->eee;
}

bool sw_value_equal(const struct sw_value *a, const struct sw_value *b)
{
	if (a->type != b->type)
		return false;
	switch (a->type) {
	case SW_TYPE_INT:
		return a->i == b->i;
	case SW_TYPE_STRING:
		return !strcmp(a->s ? a->s : "", b->s ? b->s : "");
	case SW_TYPE_PORTS:
		/* both ways: a list may name a port twice */
		return sw_ports_within(&a->ports, &b->ports) &&
		       sw_ports_within(&b->ports, &a->ports);
	case SW_TYPE_LINK:
		return sw_link_equal(&a->link, &b->link);
	default:
		return true;	/* NOVAL and UNSPEC carry nothing */
	}
}

int sw_value_copy(struct sw_value *dst, const struct sw_value *src)
{
	memset(dst, 0, sizeof(*dst));
	switch (src->type) {
	case SW_TYPE_STRING:
		dst->s = strdup(src->s ? src->s : "");
		if (!dst->s)
			return -ENOMEM;
		break;
	case SW_TYPE_PORTS:
		if (sw_ports_copy(&dst->ports, &src->ports))
			return -ENOMEM;
		break;
	case SW_TYPE_INT:
		dst->i = src->i;
		break;
	case SW_TYPE_LINK:
		dst->link = src->link;
		break;
	default:
		break;
	}
	dst->type = src->type;
	return 0;
}
