// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Port counters: the driver's `mib` port attribute, a text of
 * "NAME: VALUE" lines, turned into port statistics (IF-MIB, EtherLike,
 * RMON) that never go backwards. Which statistic a driver's name adds to
 * is counter_names.c's; here the texts are parsed, each driver counter
 * followed across readings, and the statistics summed and derived.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

static const char *const swa_ctr_names[SWA_CTR_COUNT] = {
	[SWA_CTR_IN_OCTETS]	= "in-octets",
	[SWA_CTR_IN_UCAST]	= "in-ucast",
	[SWA_CTR_IN_MCAST]	= "in-mcast",
	[SWA_CTR_IN_BCAST]	= "in-bcast",
	[SWA_CTR_IN_DISCARDS]	= "in-discards",
	[SWA_CTR_IN_ERRORS]	= "in-errors",
	[SWA_CTR_OUT_OCTETS]	= "out-octets",
	[SWA_CTR_OUT_UCAST]	= "out-ucast",
	[SWA_CTR_OUT_MCAST]	= "out-mcast",
	[SWA_CTR_OUT_BCAST]	= "out-bcast",
	[SWA_CTR_OUT_DISCARDS]	= "out-discards",
	[SWA_CTR_OUT_ERRORS]	= "out-errors",
	[SWA_CTR_ALIGN]		= "alignment-errors",
	[SWA_CTR_FCS]		= "fcs-errors",
	[SWA_CTR_SINGLE_COL]	= "single-collision-frames",
	[SWA_CTR_MULTI_COL]	= "multiple-collision-frames",
	[SWA_CTR_DEFERRED]	= "deferred-transmissions",
	[SWA_CTR_LATE_COL]	= "late-collisions",
	[SWA_CTR_EXCESS_COL]	= "excessive-collisions",
	[SWA_CTR_MAC_TX_ERR]	= "internal-mac-transmit-errors",
	[SWA_CTR_TOO_LONG]	= "frame-too-longs",
	[SWA_CTR_MAC_RX_ERR]	= "internal-mac-receive-errors",
	[SWA_CTR_SYMBOL]	= "symbol-errors",
	[SWA_CTR_IN_PAUSE]	= "in-pause-frames",
	[SWA_CTR_OUT_PAUSE]	= "out-pause-frames",
	[SWA_CTR_UNKNOWN_OPCODES] = "in-unknown-opcodes",
	[SWA_CTR_ETH_OCTETS]	= "ether-octets",
	[SWA_CTR_ETH_PKTS]	= "ether-pkts",
	[SWA_CTR_ETH_MCAST]	= "ether-multicast",
	[SWA_CTR_ETH_BCAST]	= "ether-broadcast",
	[SWA_CTR_DROP_EVENTS]	= "drop-events",
	[SWA_CTR_CRC_ALIGN]	= "crc-align-errors",
	[SWA_CTR_UNDERSIZE]	= "undersize",
	[SWA_CTR_OVERSIZE]	= "oversize",
	[SWA_CTR_FRAGMENTS]	= "fragments",
	[SWA_CTR_JABBERS]	= "jabbers",
	[SWA_CTR_COLLISIONS]	= "collisions",
	[SWA_CTR_PKTS_64]	= "pkts-64",
	[SWA_CTR_PKTS_65_127]	= "pkts-65-127",
	[SWA_CTR_PKTS_128_255]	= "pkts-128-255",
	[SWA_CTR_PKTS_256_511]	= "pkts-256-511",
	[SWA_CTR_PKTS_512_1023]	= "pkts-512-1023",
	[SWA_CTR_PKTS_1024_1518] = "pkts-1024-1518",
	[SWA_CTR_PKTS_LONG]	= "pkts-long",
};

const char *swa_ctr_name(enum swa_ctr c)
{
	return c < SWA_CTR_COUNT ? swa_ctr_names[c] : "?";
}

/* One line: NAME ':' VALUE, blanks around each; false if it is not that */
static bool swa_mib_line(const char *p, const char *end, const char **name,
			 size_t *name_len, uint64_t *value)
{
	const char *start, *colon, *n_end;
	uint64_t v = 0;

	while (p < end && isspace((unsigned char)*p))
		p++;
	start = p;
	colon = memchr(p, ':', (size_t)(end - p));
	if (!colon || colon == p)
		return false;
	n_end = colon;
	while (n_end > start && isspace((unsigned char)n_end[-1]))
		n_end--;
	for (const char *q = start; q < n_end; q++) {
		if (!isalnum((unsigned char)*q) && *q != '_' && *q != '-' &&
		    *q != '.')
			return false;
	}

	p = colon + 1;
	while (p < end && isspace((unsigned char)*p))
		p++;
	if (p == end || !isdigit((unsigned char)*p))
		return false;
	for (; p < end && isdigit((unsigned char)*p); p++) {
		unsigned int d = (unsigned int)(*p - '0');

		if (v > (UINT64_MAX - d) / 10)
			return false;	/* overflow: not a counter we can use */
		v = v * 10 + d;
	}
	while (p < end && isspace((unsigned char)*p))
		p++;
	/* ar8xxx follows octet counts from 1024 up with " (2.0 KiB)" */
	if (p < end && *p == '(' && end[-1] == ')')
		p = end;
	if (p != end)
		return false;

	*name = start;
	*name_len = (size_t)(n_end - start);
	*value = v;
	return true;
}

size_t swa_mib_parse(const char *text, swa_mib_fn fn, void *arg)
{
	size_t n = 0;

	while (text && *text) {
		const char *eol = strchr(text, '\n');
		const char *end = eol ? eol : text + strlen(text);
		const char *name;
		size_t len;
		uint64_t value;

		if (swa_mib_line(text, end, &name, &len, &value)) {
			fn(arg, name, len, value);
			n++;
		}
		text = eol ? eol + 1 : end;
	}
	return n;
}

/* ----------------------------------------------------------------------- */

#define SWA_2_31	(UINT64_C(1) << 31)
#define SWA_2_32	(UINT64_C(1) << 32)

static struct swa_raw_ctr *swa_raw_find(struct swa_port_ctrs *pc,
					const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < pc->n_raw; i++) {
		if (strlen(pc->raw[i].name) == len &&
		    !strncmp(pc->raw[i].name, name, len))
			return &pc->raw[i];
	}
	return NULL;
}

struct swa_update {
	struct swa_port_ctrs *pc;
	enum swa_dialect dialect;
	bool reset;
	bool nomem;
};

/* Advances one driver counter to a new reading */
static bool swa_raw_advance(struct swa_raw_ctr *r, uint64_t value)
{
	bool reset = false;

	if (value >= r->last) {
		r->total += value - r->last;
	} else if (r->wraps32 && r->last <= UINT32_MAX &&
		   r->last >= SWA_2_31 && value + SWA_2_32 - r->last < SWA_2_31) {
		r->total += value + SWA_2_32 - r->last;		/* wrapped */
	} else {
		r->total += value;				/* reset */
		reset = true;
	}
	r->last = value;
	return reset;
}

static void swa_update_one(void *arg, const char *name, size_t len,
			   uint64_t value)
{
	struct swa_update *u = arg;
	struct swa_port_ctrs *pc = u->pc;
	struct swa_raw_ctr *r;
	bool wraps32;
	int target;

	if (len >= sizeof(r->name))
		return;
	r = swa_raw_find(pc, name, len);
	if (r) {
		if (r->seen)
			return;		/* a name printed twice: keep the first */
		r->seen = true;
		if (swa_raw_advance(r, value))
			u->reset = true;
		return;
	}

	target = swa_ctr_of_name(u->dialect, name, len, &wraps32);
	if (target < 0)
		return;
	if (pc->n_raw == pc->cap_raw) {
		size_t cap = pc->cap_raw ? 2 * pc->cap_raw : 16;
		struct swa_raw_ctr *raw = realloc(pc->raw, cap * sizeof(*raw));

		if (!raw) {
			u->nomem = true;
			return;
		}
		pc->raw = raw;
		pc->cap_raw = cap;
	}
	r = &pc->raw[pc->n_raw++];
	memset(r, 0, sizeof(*r));
	memcpy(r->name, name, len);
	r->target = target;
	r->wraps32 = wraps32;
	r->seen = true;
	r->last = value;
	/*
	 * A counter that appears after the first reading (the driver's
	 * text changed) starts from its value: everything it counted
	 * before is new to us. Seen at the first reading, it is the base.
	 */
	r->total = value;
}

/* a + b into c, present when either is */
static void swa_add(struct swa_port_ctrs *pc, enum swa_ctr c, enum swa_ctr a)
{
	if (pc->present & SWA_CTR_BIT(a)) {
		pc->value[c] += pc->value[a];
		pc->present |= SWA_CTR_BIT(c);
	}
}

/* c, where the driver has no counter of its own, from a */
static void swa_fallback(struct swa_port_ctrs *pc, enum swa_ctr c,
			 enum swa_ctr a)
{
	if (!(pc->present & SWA_CTR_BIT(c)))
		swa_add(pc, c, a);
}

/*
 * The statistics that are sums of others. ifInErrors and ifOutErrors
 * are RFC 3635's sums (section 3.2.7): alignment + FCS + frame-too-long
 * + internal MAC receive errors, and late + excessive collisions +
 * internal MAC transmit errors (+ carrier sense errors, which no driver
 * counts); plus what a driver counts only as "errors". Not in them:
 * runts with a good FCS (undersize), fragments, symbol errors (counted
 * per carrier event, not per frame).
 */
static void swa_derive(struct swa_port_ctrs *pc)
{
	static const enum swa_ctr buckets[] = {
		SWA_CTR_PKTS_64, SWA_CTR_PKTS_65_127, SWA_CTR_PKTS_128_255,
		SWA_CTR_PKTS_256_511, SWA_CTR_PKTS_512_1023,
		SWA_CTR_PKTS_1024_1518, SWA_CTR_PKTS_LONG,
		SWA_CTR_UNDERSIZE, SWA_CTR_OVERSIZE, SWA_CTR_FRAGMENTS,
		SWA_CTR_JABBERS,
	};
	bool too_long = pc->present & SWA_CTR_BIT(SWA_CTR_TOO_LONG);
	size_t i;

	/* 802.3's frame-too-long: every frame above the maximum size,
	 * good FCS (RMON oversize) or bad (jabbers) */
	if (!too_long) {
		swa_add(pc, SWA_CTR_TOO_LONG, SWA_CTR_OVERSIZE);
		swa_add(pc, SWA_CTR_TOO_LONG, SWA_CTR_JABBERS);
	}
	swa_add(pc, SWA_CTR_IN_ERRORS, SWA_CTR_ALIGN);
	swa_add(pc, SWA_CTR_IN_ERRORS, SWA_CTR_FCS);
	swa_add(pc, SWA_CTR_IN_ERRORS, SWA_CTR_TOO_LONG);
	swa_add(pc, SWA_CTR_IN_ERRORS, SWA_CTR_MAC_RX_ERR);
	swa_add(pc, SWA_CTR_OUT_ERRORS, SWA_CTR_LATE_COL);
	swa_add(pc, SWA_CTR_OUT_ERRORS, SWA_CTR_EXCESS_COL);
	swa_add(pc, SWA_CTR_OUT_ERRORS, SWA_CTR_MAC_TX_ERR);

	/* RMON: CRC/alignment errors of frames of a legal size */
	swa_add(pc, SWA_CTR_CRC_ALIGN, SWA_CTR_FCS);
	swa_add(pc, SWA_CTR_CRC_ALIGN, SWA_CTR_ALIGN);
	/* every received frame, good or bad, falls in one size class */
	for (i = 0; i < SWA_ARRAY_SIZE(buckets); i++)
		swa_add(pc, SWA_CTR_ETH_PKTS, buckets[i]);
	/* the same frames under IF-MIB's and RMON's names */
	swa_fallback(pc, SWA_CTR_ETH_OCTETS, SWA_CTR_IN_OCTETS);
	swa_fallback(pc, SWA_CTR_IN_OCTETS, SWA_CTR_ETH_OCTETS);
	swa_fallback(pc, SWA_CTR_ETH_MCAST, SWA_CTR_IN_MCAST);
	swa_fallback(pc, SWA_CTR_IN_MCAST, SWA_CTR_ETH_MCAST);
	swa_fallback(pc, SWA_CTR_ETH_BCAST, SWA_CTR_IN_BCAST);
	swa_fallback(pc, SWA_CTR_IN_BCAST, SWA_CTR_ETH_BCAST);
}

/* The statistics from the driver counters' totals */
static void swa_port_ctrs_sum(struct swa_port_ctrs *pc)
{
	size_t i;

	memset(pc->value, 0, sizeof(pc->value));
	pc->present = 0;
	for (i = 0; i < pc->n_raw; i++) {
		const struct swa_raw_ctr *r = &pc->raw[i];

		/* a counter missing from this reading keeps its total */
		pc->value[r->target] += r->total;
		pc->present |= SWA_CTR_BIT(r->target);
	}
	swa_derive(pc);
}

int swa_port_ctrs_update(struct swa_port_ctrs *pc, const char *text,
			 uint32_t now, uint32_t first_time)
{
	struct swa_update u = { .pc = pc, .dialect = swa_mib_dialect(text) };
	struct swa_port_ctrs saved = *pc;
	struct swa_raw_ctr *copy = NULL;
	size_t i;

	/* Work on the array in place; keep a copy to roll back on ENOMEM */
	if (pc->n_raw) {
		copy = malloc(pc->n_raw * sizeof(*copy));
		if (!copy)
			return -1;
		memcpy(copy, pc->raw, pc->n_raw * sizeof(*copy));
	}
	for (i = 0; i < pc->n_raw; i++)
		pc->raw[i].seen = false;

	swa_mib_parse(text, swa_update_one, &u);
	if (u.nomem) {
		if (copy)
			memcpy(pc->raw, copy, saved.n_raw * sizeof(*copy));
		pc->n_raw = saved.n_raw;
		free(copy);
		return -1;
	}
	free(copy);

	swa_port_ctrs_sum(pc);

	if (!pc->started) {
		pc->started = true;
		pc->discontinuity = first_time;
		return 0;
	}
	if (u.reset) {
		pc->discontinuity = now;
		return 1;
	}
	return 0;
}

void swa_port_ctrs_free(struct swa_port_ctrs *pc)
{
	free(pc->raw);
	memset(pc, 0, sizeof(*pc));
}
