// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The address tables swconfig drivers print (ar8xxx's and mt7530's global
 * "arl_table" attribute: the only forwarding database swconfig exposes),
 * read into a snapshot's FDB for BRIDGE-MIB's dot1dTpFdbTable.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "model/arl.h"
#include "model/fdb.h"
#include "model/snapshot.h"

/* "Port N: MAC xx:xx:xx:xx:xx:xx" (hex digits in either case) */
static bool swa_arl_line(const char *line, size_t len, uint32_t *port,
			 uint8_t mac[6])
{
	char buf[64];
	unsigned int m[6], p;
	int end = -1, i;

	if (len >= sizeof(buf))
		return false;
	memcpy(buf, line, len);
	buf[len] = '\0';
	if (sscanf(buf, "Port %u: MAC %2x:%2x:%2x:%2x:%2x:%2x%n", &p, &m[0],
		   &m[1], &m[2], &m[3], &m[4], &m[5], &end) != 7 ||
	    buf[end] != '\0')
		return false;
	for (i = 0; i < 6; i++)
		mac[i] = (uint8_t)m[i];
	*port = p;
	return true;
}

int swa_arl_parse(struct swa_snapshot *s, const char *text)
{
	const char *line = text, *nl;
	int n = 0;

	for (; line && *line; line = nl ? nl + 1 : NULL) {
		uint32_t port;
		uint8_t mac[6];
		size_t len;

		nl = strchr(line, '\n');
		len = nl ? (size_t)(nl - line) : strlen(line);
		if (!swa_arl_line(line, len, &port, mac) || port >= s->n_ports)
			continue;
		if (swa_snapshot_add_fdb(s, 0, mac, port, SWA_FDB_LEARNED) == -ENOMEM)
			return -1;
		n++;
	}
	return n;
}

const struct swa_attr_def *swa_arl_age_def(const struct swa_snapshot *s)
{
	const struct swa_attr_def *d;

	d = swa_snapshot_def_by_name(s, SWA_GROUP_GLOBAL, "arl_age_time");
	return d && d->type == SWA_TYPE_INT ? d : NULL;
}
