/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A driver's "mib" text as IF-MIB counters, 64 bits wide (model/counters.c) */
#ifndef SWA_COUNTERS_H
#define SWA_COUNTERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/limits.h"

/* The IF-MIB counters of a port, as sums of driver counters */
enum swa_ctr {
	SWA_CTR_IN_OCTETS,
	SWA_CTR_IN_UCAST,
	SWA_CTR_IN_MCAST,
	SWA_CTR_IN_BCAST,
	SWA_CTR_IN_DISCARDS,
	SWA_CTR_IN_ERRORS,
	SWA_CTR_OUT_OCTETS,
	SWA_CTR_OUT_UCAST,
	SWA_CTR_OUT_MCAST,
	SWA_CTR_OUT_BCAST,
	SWA_CTR_OUT_DISCARDS,
	SWA_CTR_OUT_ERRORS,
	SWA_CTR_COUNT
};

const char *swa_ctr_name(enum swa_ctr c);

/*
 * Calls fn for every "NAME: VALUE" line of a driver's mib text, VALUE a
 * decimal unsigned 64-bit number. Other lines (headers such as "Port 1
 * MIB counters", garbage) are skipped. Returns the number of counters.
 */
typedef void (*swa_mib_fn)(void *arg, const char *name, size_t name_len,
			   uint64_t value);
size_t swa_mib_parse(const char *text, swa_mib_fn fn, void *arg);

/* Which IF-MIB counter a driver counter adds to (-1: none) */
int swa_ctr_of_name(const char *name, size_t len, bool *wraps32);

/*
 * The counters of one port, accumulated to 64 bits across readings.
 * Each driver counter is followed on its own: an increase adds the
 * difference; a decrease is a reset (counting goes on from the new
 * value and the port gets a new discontinuity time), except for a
 * counter some driver keeps in a 32-bit register, where a decrease
 * from the upper half of the 32-bit range that is less than 2^31 away
 * modulo 2^32 is a wrap. IF-MIB values never decrease.
 */
struct swa_raw_ctr {
	char name[32];
	int target;		/* enum swa_ctr, or -1 */
	bool wraps32;
	bool seen;		/* in the current reading */
	uint64_t last;		/* driver value at the last reading */
	uint64_t total;		/* accumulated */
};

struct swa_port_ctrs {
	struct swa_raw_ctr *raw;
	size_t n_raw;
	size_t cap_raw;
	bool started;		/* at least one reading */
	uint64_t value[SWA_CTR_COUNT];
	uint32_t present;	/* bit per enum swa_ctr the driver provides */
	uint32_t discontinuity;	/* sysUpTime ticks of the last one */
};

/*
 * Takes a new reading (mib text) at sysUpTime now. first_time: the
 * discontinuity time to record for a port seen for the first time (0
 * for ports present when the agent starts). Returns 1 when a
 * discontinuity was detected, 0 otherwise, -1 when out of memory (the
 * counters are unchanged then).
 */
int swa_port_ctrs_update(struct swa_port_ctrs *pc, const char *text,
			 uint32_t now, uint32_t first_time);
void swa_port_ctrs_free(struct swa_port_ctrs *pc);

#endif /* SWA_COUNTERS_H */
