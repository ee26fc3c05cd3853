/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Port mirroring: sessions read from and planned onto a driver's attributes (model/mirror.c) */
#ifndef SWA_MIRROR_H
#define SWA_MIRROR_H

#include <stddef.h>
#include <stdint.h>

struct swa_snapshot;
struct swa_mirror_change;
struct swa_attr_change;

/* Directions as SMON-MIB's portCopyDirection numbers them: rx, tx bits */
enum swa_mirror_dir {
	SWA_MIRROR_RX = 1,	/* copyRxOnly(1) */
	SWA_MIRROR_TX = 2,	/* copyTxOnly(2) */
	SWA_MIRROR_BOTH = 3,	/* copyBoth(3) */
};

/* The traffic of port source copied to port monitor (port numbers) */
struct swa_mirror {
	uint32_t source;
	uint32_t monitor;
	uint8_t dir;		/* enum swa_mirror_dir */
};

/* How a driver says what it mirrors (OpenWrt's vocabularies) */
enum swa_mirror_kind {
	SWA_MIRROR_NONE,
	/* global enable_mirror_rx/tx, mirror_source_port, mirror_monitor_port */
	SWA_MIRROR_ONE_SOURCE,
	/* per port enable_mirror_rx/tx, global mirror_monitor_port */
	SWA_MIRROR_PORT_ENABLES,
	/* global mirror_source_ports (a port list) and mirror_monitor_port */
	SWA_MIRROR_SOURCE_LIST,
};

enum swa_mirror_kind swa_mirror_kind(const struct swa_snapshot *s);

/*
 * The sessions s holds, by source port, into rows (room for s->n_ports):
 * one per mirrored source, all to the monitor port. Returns how many.
 */
size_t swa_mirror_read(const struct swa_snapshot *s, struct swa_mirror *rows);

/*
 * What a SET's row changes (n of them) make of s's sessions, as the
 * attribute writes that give the driver exactly that: each write a
 * change of the attribute's value (a value s holds already is written
 * too: the transaction leaves those out).
 */
struct swa_mirror_plan {
	struct swa_attr_change *writes;	/* values owned */
	size_t n;
	int err;			/* enum swa_txn_err */
	unsigned int tag;		/* the row change that caused it */
	char msg[120];
};

/* 0, or -1 with p->err, p->tag and p->msg set */
int swa_mirror_plan(const struct swa_snapshot *s,
		    const struct swa_mirror_change *changes, size_t n,
		    struct swa_mirror_plan *p);
void swa_mirror_plan_free(struct swa_mirror_plan *p);

#endif /* SWA_MIRROR_H */
