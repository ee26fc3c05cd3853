// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Port counters: the driver's `mib` port attribute, a text of
 * "NAME: VALUE" lines, turned into IF-MIB counters that never go
 * backwards.
 *
 * swconfig has no counter API: drivers print what their chip counts,
 * under their own names. The table below knows the names of the drivers
 * found in OpenWrt and of ours (b53 and hwsim share b53's names), and
 * which IF-MIB counter each adds to. Names are matched without regard to
 * case (ar8327 prints "RXUnicast" where ar8216 prints "RxBroad").
 * A driver counter the table does not know is ignored.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
};

const char *swa_ctr_name(enum swa_ctr c)
{
	return c < SWA_CTR_COUNT ? swa_ctr_names[c] : "?";
}

/*
 * Driver counter names by IF-MIB counter. Octet counters are 64 bits
 * wide in every driver listed; packet counters are 32-bit registers in
 * b53 and mt7530, printed as read, so they may wrap (see wraps32).
 *
 *  b53, hwsim:  TxOctets RxOctets Rx/TxUnicastPkts ... (RxGoodOctets is
 *               RxOctets without bad frames: not added a second time)
 *  ar8xxx:      TxByte RxGoodByte RxBadByte RxBroad RxMulti RxFcsErr ...
 *               (ar8216/8236 count no unicast frames; ar8327 RXUnicast)
 *  mt7530:      TxBytes RxBytes TxUni RxUni TxDrop RxCrcErr ...
 *  rtl8366/7:   IfInOctets IfOutUcastPkts Dot3StatsFCSErrors ...
 *               (the IF-MIB and EtherLike names)
 */
static const struct swa_ctr_alias {
	const char *name;
	enum swa_ctr ctr;
	bool octets;
} swa_ctr_aliases[] = {
	/* received octets */
	{ "RxOctets", SWA_CTR_IN_OCTETS, true },
	{ "RxGoodByte", SWA_CTR_IN_OCTETS, true },
	{ "RxBadByte", SWA_CTR_IN_OCTETS, true },
	{ "RxByte", SWA_CTR_IN_OCTETS, true },
	{ "RxBytes", SWA_CTR_IN_OCTETS, true },
	{ "IfInOctets", SWA_CTR_IN_OCTETS, true },
	/* received unicast, multicast, broadcast frames */
	{ "RxUnicastPkts", SWA_CTR_IN_UCAST, false },
	{ "RxUniCast", SWA_CTR_IN_UCAST, false },
	{ "RxUni", SWA_CTR_IN_UCAST, false },
	{ "IfInUcastPkts", SWA_CTR_IN_UCAST, false },
	{ "RxMulticastPkts", SWA_CTR_IN_MCAST, false },
	{ "RxMulticast", SWA_CTR_IN_MCAST, false },
	{ "RxMulti", SWA_CTR_IN_MCAST, false },
	{ "IfInMulticastPkts", SWA_CTR_IN_MCAST, false },
	{ "RxBroadcastPkts", SWA_CTR_IN_BCAST, false },
	{ "RxBroadcast", SWA_CTR_IN_BCAST, false },
	{ "RxBroad", SWA_CTR_IN_BCAST, false },
	{ "IfInBroadcastPkts", SWA_CTR_IN_BCAST, false },
	/* received frames dropped without an error */
	{ "RxDropPkts", SWA_CTR_IN_DISCARDS, false },
	{ "RxDiscarded", SWA_CTR_IN_DISCARDS, false },
	{ "RxDrop", SWA_CTR_IN_DISCARDS, false },
	{ "RxDropped", SWA_CTR_IN_DISCARDS, false },
	{ "RxOverFlow", SWA_CTR_IN_DISCARDS, false },
	{ "Dot1dTpPortInDiscards", SWA_CTR_IN_DISCARDS, false },
	/* received frames with errors */
	{ "RxFCSErrors", SWA_CTR_IN_ERRORS, false },
	{ "RxAlignmentErrors", SWA_CTR_IN_ERRORS, false },
	{ "RxSymbolErrors", SWA_CTR_IN_ERRORS, false },
	{ "RxJabbers", SWA_CTR_IN_ERRORS, false },
	{ "RxFragments", SWA_CTR_IN_ERRORS, false },
	{ "RxUndersizePkts", SWA_CTR_IN_ERRORS, false },
	{ "RxOversizePkts", SWA_CTR_IN_ERRORS, false },
	{ "RxFcsErr", SWA_CTR_IN_ERRORS, false },
	{ "RxAlignErr", SWA_CTR_IN_ERRORS, false },
	{ "RxRunt", SWA_CTR_IN_ERRORS, false },
	{ "RxFragment", SWA_CTR_IN_ERRORS, false },
	{ "RxTooLong", SWA_CTR_IN_ERRORS, false },
	{ "RxCrcErr", SWA_CTR_IN_ERRORS, false },
	{ "RxSymbolErr", SWA_CTR_IN_ERRORS, false },
	{ "RxUnderSize", SWA_CTR_IN_ERRORS, false },
	{ "RxOverSize", SWA_CTR_IN_ERRORS, false },
	{ "RxJabber", SWA_CTR_IN_ERRORS, false },
	{ "Dot3StatsFCSErrors", SWA_CTR_IN_ERRORS, false },
	{ "Dot3StatsSymbolErrors", SWA_CTR_IN_ERRORS, false },
	{ "Dot3StatsAlignmentErrors", SWA_CTR_IN_ERRORS, false },
	{ "EtherStatsUnderSizePkts", SWA_CTR_IN_ERRORS, false },
	{ "EtherFragments", SWA_CTR_IN_ERRORS, false },
	{ "EtherStatsJabbers", SWA_CTR_IN_ERRORS, false },
	/* sent octets */
	{ "TxOctets", SWA_CTR_OUT_OCTETS, true },
	{ "TxByte", SWA_CTR_OUT_OCTETS, true },
	{ "TxBytes", SWA_CTR_OUT_OCTETS, true },
	{ "IfOutOctets", SWA_CTR_OUT_OCTETS, true },
	/* sent unicast, multicast, broadcast frames */
	{ "TxUnicastPkts", SWA_CTR_OUT_UCAST, false },
	{ "TxUniCast", SWA_CTR_OUT_UCAST, false },
	{ "TxUni", SWA_CTR_OUT_UCAST, false },
	{ "IfOutUcastPkts", SWA_CTR_OUT_UCAST, false },
	{ "TxMulticastPkts", SWA_CTR_OUT_MCAST, false },
	{ "TxMulticast", SWA_CTR_OUT_MCAST, false },
	{ "TxMulti", SWA_CTR_OUT_MCAST, false },
	{ "IfOutMulticastPkts", SWA_CTR_OUT_MCAST, false },
	{ "TxBroadcastPkts", SWA_CTR_OUT_BCAST, false },
	{ "TxBroadcast", SWA_CTR_OUT_BCAST, false },
	{ "TxBroad", SWA_CTR_OUT_BCAST, false },
	{ "IfOutBroadcastPkts", SWA_CTR_OUT_BCAST, false },
	/* frames not sent */
	{ "TxDropPkts", SWA_CTR_OUT_DISCARDS, false },
	{ "TxDrop", SWA_CTR_OUT_DISCARDS, false },
	{ "TxDropped", SWA_CTR_OUT_DISCARDS, false },
	{ "TxLateCollision", SWA_CTR_OUT_ERRORS, false },
	{ "TxExcessiveCollision", SWA_CTR_OUT_ERRORS, false },
	{ "TxAbortCol", SWA_CTR_OUT_ERRORS, false },
	{ "TxLateCol", SWA_CTR_OUT_ERRORS, false },
	{ "TxUnderRun", SWA_CTR_OUT_ERRORS, false },
	{ "TxCrcErr", SWA_CTR_OUT_ERRORS, false },
	{ "TxLateColl", SWA_CTR_OUT_ERRORS, false },
	{ "TxExcessColl", SWA_CTR_OUT_ERRORS, false },
	{ "Dot3StatsLateCollisions", SWA_CTR_OUT_ERRORS, false },
	{ "Dot3StatsExcessiveCollisions", SWA_CTR_OUT_ERRORS, false },
};

int swa_ctr_of_name(const char *name, size_t len, bool *wraps32)
{
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_ctr_aliases); i++) {
		const struct swa_ctr_alias *a = &swa_ctr_aliases[i];

		if (strlen(a->name) == len && !strncasecmp(a->name, name, len)) {
			if (wraps32)
				*wraps32 = !a->octets;
			return (int)a->ctr;
		}
	}
	return -1;
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

	target = swa_ctr_of_name(name, len, &wraps32);
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

int swa_port_ctrs_update(struct swa_port_ctrs *pc, const char *text,
			 uint32_t now, uint32_t first_time)
{
	struct swa_update u = { .pc = pc };
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

	memset(pc->value, 0, sizeof(pc->value));
	pc->present = 0;
	for (i = 0; i < pc->n_raw; i++) {
		const struct swa_raw_ctr *r = &pc->raw[i];

		/* a counter missing from this reading keeps its total */
		pc->value[r->target] += r->total;
		pc->present |= UINT32_C(1) << r->target;
	}

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
