/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Which interface runs on top of which: IF-MIB's ifStackTable (ifstack.c) */
#ifndef SWA_IFSTACK_H
#define SWA_IFSTACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct swa_snapshot;

/* One relationship: higher runs on top of lower; 0 is "none" */
struct swa_stack_row {
	uint32_t higher;
	uint32_t lower;
};

/* At most 2 rows per port, and the host interface's above the CPU port */
#define SWA_STACK_ROWS(n_ports)	(2 * (size_t)(n_ports) + 1)

/*
 * The ifStackTable rows of a switch's ports, sorted by (higher, lower),
 * into rows (room for SWA_STACK_ROWS(s->n_ports)); returns how many.
 * with_host: the host interface the switch is attached to is in the
 * context (the default one), so it runs on top of the CPU port.
 */
size_t swa_stack_rows(const struct swa_snapshot *s, bool with_host,
		      struct swa_stack_row *rows);
/* Whether (higher, lower) is one of them */
bool swa_stack_has(const struct swa_snapshot *s, bool with_host,
		   uint32_t higher, uint32_t lower);

#endif /* SWA_IFSTACK_H */
