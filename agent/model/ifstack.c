// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * IF-MIB's ifStackTable for a switch's ports (RFC 2863): which sub-layer
 * runs on top of which. A switch port is a physical port, the lowest
 * layer: nothing runs below it. The host interface the switch is
 * attached to (its alias, e.g. eth0 of an ar8xxx router) reaches the
 * network through the CPU port: the link between the two is its physical
 * layer, so it runs on top of the CPU port. The other ports are bridged
 * with the CPU port, not stacked under the host interface: that is
 * BRIDGE-MIB's and Q-BRIDGE-MIB's to say (base ports, VLAN PortLists),
 * and stacking them would make the host interface an aggregate of them,
 * as a link aggregation is of its members, which it is not
 * (agent/README.md, Numbering).
 *
 * Every interface has a row as higher and one as lower, 0 standing for
 * none: (0, p) and (p, 0) for a port with nothing on top; (N, cpu) in
 * place of (0, cpu) when the host interface N is attached. N's own rows
 * (0, N) and whatever runs on top of it (eth0.1 ...) are the host's, for
 * snmpd to serve.
 */
#include "config.h"

#include <stdlib.h>

#include "core.h"
#include "model/ifstack.h"

static int swa_stack_cmp(const void *pa, const void *pb)
{
	const struct swa_stack_row *a = pa, *b = pb;

	if (a->higher != b->higher)
		return a->higher < b->higher ? -1 : 1;
	if (a->lower != b->lower)
		return a->lower < b->lower ? -1 : 1;
	return 0;
}

/* The host interface on top of port p, or 0 */
static uint32_t swa_stack_above(const struct swa_snapshot *s, bool with_host,
				const struct swa_port *p)
{
	if (!with_host || !p->is_cpu || p->id != s->cpu_port)
		return 0;
	return s->netdev_ifindex;
}

size_t swa_stack_rows(const struct swa_snapshot *s, bool with_host,
		      struct swa_stack_row *rows)
{
	size_t n = 0;
	uint32_t i;

	for (i = 0; i < s->n_ports; i++) {
		const struct swa_port *p = &s->ports[i];

		if (!p->ifindex)
			continue;
		rows[n].higher = swa_stack_above(s, with_host, p);
		rows[n++].lower = p->ifindex;
		rows[n].higher = p->ifindex;
		rows[n++].lower = 0;
	}
	qsort(rows, n, sizeof(*rows), swa_stack_cmp);
	return n;
}

bool swa_stack_has(const struct swa_snapshot *s, bool with_host,
		   uint32_t higher, uint32_t lower)
{
	uint32_t i;

	for (i = 0; i < s->n_ports; i++) {
		const struct swa_port *p = &s->ports[i];

		if (!p->ifindex)
			continue;
		if (higher == p->ifindex && lower == 0)
			return true;
		if (lower == p->ifindex &&
		    higher == swa_stack_above(s, with_host, p))
			return true;
	}
	return false;
}
