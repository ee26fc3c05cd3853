// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swconfig: output in the formats of OpenWrt's swconfig, which scripts
 * parse: "%d%s " per port list member (trailing blank included), links as
 * "port:N link:up speed:1000baseT full-duplex auto", attribute lists as
 * "\tAttribute N (type): name (description)".
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swconfig.h"

void print_value(FILE *f, const struct sw_value *v, unsigned int index)
{
	unsigned int i;
	char *s;

	switch (v->type) {
	case SW_TYPE_INT:
		fprintf(f, "%u", v->i);
		break;
	case SW_TYPE_STRING:
		fputs(v->s, f);
		break;
	case SW_TYPE_PORTS:
		for (i = 0; i < v->ports.n; i++)
			fprintf(f, "%u%s ", v->ports.port[i].id,
				v->ports.port[i].tagged ? "t" : "");
		break;
	case SW_TYPE_LINK:
		s = sw_format_link(&v->link, index);
		fputs(s ? s : "???", f);
		free(s);
		break;
	case SW_TYPE_NOVAL:
	case SW_TYPE_UNSPEC:
	default:
		fputs("?unknown-type?", f);
		break;
	}
}

void print_attr_list(FILE *f, const struct sw_attr_list *list)
{
	size_t i;

	for (i = 0; i < list->n; i++)
		fprintf(f, "\tAttribute %zu (%s): %s (%s)\n", i + 1,
			sw_type_name(list->attr[i].type), list->attr[i].name,
			list->attr[i].description);
}

/*
 * Without a segment: every port's place on the front panel. With one:
 * the ports of that segment ("cpu" and "disabled" included), on one line
 * without a newline, as OpenWrt prints them for shell scripts.
 */
void print_portmap(FILE *f, const struct sw_switch *sw, const char *segment)
{
	const struct sw_portmap *map = sw->portmap;
	unsigned int i;

	if (!segment) {
		fprintf(f, "%s - %s\n", sw->devname, sw->name);
		for (i = 0; i < sw->ports; i++) {
			if (i == sw->cpu_port)
				fprintf(f, "port%u:\tcpu\n", i);
			else if (map[i].segment)
				fprintf(f, "port%u:\t%s.%u\n", i,
					map[i].segment, map[i].virt);
			else
				fprintf(f, "port%u:\tdisabled\n", i);
		}
		return;
	}
	if (!strcmp(segment, "cpu")) {
		fprintf(f, "%u ", sw->cpu_port);
		return;
	}
	for (i = 0; i < sw->ports; i++) {
		if (!strcmp(segment, "disabled") ? !map[i].segment :
		    map[i].segment && !strcmp(map[i].segment, segment))
			fprintf(f, "%u ", i);
	}
}
