/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A driver's "mib" text as port statistics, 64 bits wide (model/counters.c) */
#ifndef SWA_COUNTERS_H
#define SWA_COUNTERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/limits.h"

/*
 * The statistics of a port, as sums of driver counters: IF-MIB's, then
 * EtherLike-MIB's (RFC 3635) and RMON-MIB's etherStats (RFC 2819, what
 * the port received). Some are derived from others where the driver has
 * no counter of its own (swa_port_ctrs_update: ifInErrors, ifOutErrors,
 * dot3StatsFrameTooLongs, etherStatsOctets/Pkts/CRCAlignErrors ...).
 */
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
	/* EtherLike-MIB dot3StatsTable, dot3PauseTable, dot3ControlTable */
	SWA_CTR_ALIGN,
	SWA_CTR_FCS,
	SWA_CTR_SINGLE_COL,
	SWA_CTR_MULTI_COL,
	SWA_CTR_DEFERRED,
	SWA_CTR_LATE_COL,
	SWA_CTR_EXCESS_COL,
	SWA_CTR_MAC_TX_ERR,
	SWA_CTR_TOO_LONG,
	SWA_CTR_MAC_RX_ERR,
	SWA_CTR_SYMBOL,
	SWA_CTR_IN_PAUSE,
	SWA_CTR_OUT_PAUSE,
	SWA_CTR_UNKNOWN_OPCODES,
	/* RMON-MIB etherStatsTable: received frames */
	SWA_CTR_ETH_OCTETS,
	SWA_CTR_ETH_PKTS,
	SWA_CTR_ETH_MCAST,
	SWA_CTR_ETH_BCAST,
	SWA_CTR_DROP_EVENTS,
	SWA_CTR_CRC_ALIGN,
	SWA_CTR_UNDERSIZE,
	SWA_CTR_OVERSIZE,
	SWA_CTR_FRAGMENTS,
	SWA_CTR_JABBERS,
	SWA_CTR_COLLISIONS,
	SWA_CTR_PKTS_64,
	SWA_CTR_PKTS_65_127,
	SWA_CTR_PKTS_128_255,
	SWA_CTR_PKTS_256_511,
	SWA_CTR_PKTS_512_1023,
	SWA_CTR_PKTS_1024_1518,
	SWA_CTR_PKTS_LONG,	/* above 1518 octets, up to the maximum size */
	SWA_CTR_COUNT
};

/* A set of enum swa_ctr */
typedef uint64_t swa_ctr_set;
#define SWA_CTR_BIT(c)	((swa_ctr_set)1 << (c))
_Static_assert(SWA_CTR_COUNT <= 64, "a swa_ctr_set holds every statistic");

/*
 * The driver families whose counter texts need their own reading of a
 * name (found from the names a text holds, swa_mib_dialect())
 */
enum swa_dialect {
	SWA_DIALECT_GENERIC,	/* b53, hwsim, rtl836x, rtl8367c */
	SWA_DIALECT_AR8216,	/* ar8xxx without Rx1518Byte */
	SWA_DIALECT_AR8236,	/* ar8xxx (ar7240sw, 8229, 8236, 8316, 8327, 8337), ar40xx */
	SWA_DIALECT_MT753X,	/* mediatek mt753x */
	SWA_DIALECT_MT7530,	/* ramips mt7530 / mt7620 */
	SWA_DIALECT_ADM6996,
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

/* The dialect of a driver's counter text */
enum swa_dialect swa_mib_dialect(const char *text);

/*
 * Which statistic a driver counter adds to in a dialect (-1: none);
 * wraps32: whether the driver prints it from a 32-bit register
 */
int swa_ctr_of_name(enum swa_dialect d, const char *name, size_t len,
		    bool *wraps32);

/*
 * The counters of one port, accumulated to 64 bits across readings.
 * Each driver counter is followed on its own: an increase adds the
 * difference; a decrease is a reset (counting goes on from the new
 * value and the port gets a new discontinuity time), except for a
 * counter some driver keeps in a 32-bit register, where a decrease
 * from the upper half of the 32-bit range that is less than 2^31 away
 * modulo 2^32 is a wrap. The statistics never decrease.
 */
struct swa_raw_ctr {
	char name[32];
	int target;		/* enum swa_ctr */
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
	swa_ctr_set present;	/* the statistics the driver provides */
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
