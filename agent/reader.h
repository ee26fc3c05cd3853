/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The reader (reader.c): a thread that reads the switches through a
 * source of its own, off the request path, and hands each complete
 * reading to the main thread, which installs it between requests
 * (agent.c). Inside snmpd a slow switch (MDIO, thousands of VLANs on
 * OpenWrt's core) then never keeps snmpd from answering; the subagent
 * answers the master meanwhile too.
 *
 * One reading at a time: the main thread posts a struct swa_reading,
 * the thread lists the switches and reads each the reading orders, and
 * swa_reader_fd() becomes readable when the reading can be taken. A
 * switch without an order (new) is only listed: the main thread decides
 * whether it serves it, and orders it in its next reading. The thread
 * calls nothing of Net-SNMP and reads no agent state (the configuration
 * is read again on SIGHUP): its messages are kept in the reading and
 * logged by the main thread, and what it needs comes with the reading.
 */
#ifndef SWA_READER_H
#define SWA_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "log.h"
#include "sources/source.h"

struct swa_memo;

/* How the main thread wants one switch it knows read */
struct swa_read_order {
	char name[SWA_NAME_LEN];
	bool whole;		/* else its ports and globals (focus: last) */
	bool all_ports;		/* not whole: every port value (focus) */
	bool startup;		/* apply its saved configuration first */
	struct swa_snapshot *last;	/* held (swa_snapshot_hold()); or NULL */
	uint64_t writes;	/* its SETs so far: a reading older is stale */
	/*
	 * The VLANs whose values SETs wrote since the last order (through
	 * the agent's source): the reader's source forgets what it kept of
	 * them (forget_values); all: any VLAN's
	 */
	bool values_changed;
	bool all_values_changed;
	struct swa_read_focus changed;
};

/* One listed switch, as read */
struct swa_read_result {
	struct swa_switch_info info;
	bool ordered;		/* else listed only (not read) */
	bool whole;
	bool all_ports;		/* the order's */
	bool startup;		/* its saved configuration was looked at */
	struct swa_memo *memo;	/* loaded from the state file (new) */
	uint64_t writes;	/* the order's */
	int ret;		/* the source's: 0, -ENODEV ... */
	struct swa_snapshot *snap;
};

struct swa_log_line {
	enum swa_log_level level;
	char *msg;
};

struct swa_reading {
	/* the main thread's: the switches to read */
	struct swa_read_order *orders;
	size_t n_orders;
	char *state_dir;	/* for the orders' startup: stateDir */
	bool apply_saved;	/* startupConfig saved */
	/* the reader's */
	int open_err;		/* the source would not connect */
	int list_err;		/* or list its switches */
	bool reconnected;	/* it connected (again) */
	struct swa_read_result *results;	/* one per listed switch */
	size_t n_results;
	uint64_t requests;	/* kernel requests the reading made */
	uint64_t total_requests;	/* the reader's since it started */
	uint64_t ms;		/* its wall time */
	struct swa_log_line *log;
	size_t n_log;
};

/* A reading with room for n orders; NULL when out of memory */
struct swa_reading *swa_reading_new(size_t n);
void swa_reading_free(struct swa_reading *r);

/*
 * Starts the thread over src (taken over: freed by swa_reader_stop()).
 * 0 or a negative errno.
 */
int swa_reader_start(struct swa_source *src);
/* Readable when a reading is done (swa_reader_take()); -1: not started */
int swa_reader_fd(void);
/* Whether a reading is posted and not taken yet */
bool swa_reader_busy(void);
/* Hands r to the thread; -EBUSY while one is posted (r stays the caller's) */
int swa_reader_post(struct swa_reading *r);
/* The finished reading, the caller's now; NULL: none yet */
struct swa_reading *swa_reader_take(void);
/* Waits for the reading under way, frees what is left; idempotent */
void swa_reader_stop(void);

#endif /* SWA_READER_H */
