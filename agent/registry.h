/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The registry of the switches the agent serves. agent.c (the daemon)
 * owns it and fills it at every reading; it hands it to the MIB layer
 * at start (swa_mib_init()), which answers from it and writes SETs
 * through it: the MIB code never calls back into agent.c.
 */
#ifndef SWA_REGISTRY_H
#define SWA_REGISTRY_H

#include "model/core.h"
#include "sources/source.h"

/* A switch the agent serves, and where its reading stands */
struct swa_served {
	struct swa_switch *sw;
	bool registered;	/* its context has the MIBs */
	uint32_t id;
	int last_err;		/* of the last reading, to log changes only */
	bool pending;		/* its reading is going on over several */
	bool started_up;	/* saved configuration applied since it came */
	bool save_due;		/* saved from no complete reading since a SET */
	bool focused;		/* the installed reading is a SET's focused one */
	bool asked;		/* a manager read it since its last whole reading */
	uint32_t asked_at;	/* sysUpTime of the last request for it */
	uint32_t whole_at;	/* sysUpTime of its last whole reading */
	/* the same for its ports' tables and readings of every port value */
	bool ports_asked;
	uint32_t ports_asked_at;
	uint32_t ports_at;
	int save_err;		/* of the last save, to log changes only */
	uint64_t writes;	/* SETs committed, for readings that began before */
	/* VLAN values SETs wrote since the reader's last order (reader.h) */
	bool values_changed;
	bool all_values_changed;
	struct swa_read_focus changed;
};

/*
 * What a manager's read needs afresh: the switch (its VLANs ...), or only
 * its ports' values (ifTable, EtherLike, RMON ...: an idle switch's
 * readings have the ports' state, not every value on OpenWrt's kernels)
 */
enum swa_need { SWA_NEED_SWITCH, SWA_NEED_PORTS };

/* What the readings cost, for SWCONFIG-MIB's swAgent objects */
struct swa_agent_stats {
	uint64_t requests;		/* kernel requests since start */
	uint64_t refreshes;		/* readings of every switch */
	uint64_t refresh_ms;		/* wall time of the last one */
	uint64_t refresh_requests;	/* kernel requests of the last one */
	uint64_t longest_ms;		/* the longest one since start */
	uint64_t most_requests;		/* the most requests one took */
};

struct swa_registry {
	const struct swa_config *cfg;
	struct swa_source *src;
	struct swa_served *sw;
	size_t n_sw;
	bool started;			/* the first reading is done */
	struct swa_agent_stats stats;
	uint64_t reader_requests;	/* the reader thread's source's (reader.c) */
	/*
	 * After a SET's commit, with its changes (one per switch): the
	 * daemon reads the switches again and saves them
	 */
	void (*committed)(struct swa_registry *r, const struct swa_change *c,
			  size_t n);
	/*
	 * Before a manager reads a context's switch (all switches: context
	 * NULL): the daemon reads what need says afresh if that is due
	 */
	void (*demand)(struct swa_registry *r, const char *context,
		       enum swa_need need);
};

/* The switch a context shows: "" is the default switch; NULL when none */
const struct swa_switch *swa_registry_switch(const struct swa_registry *r,
					     const char *context);
/* A manager reads context's switch (NULL: every switch): r->demand */
void swa_registry_demand(struct swa_registry *r, const char *context,
			 enum swa_need need);
/* All switches known (present or not), for tables over every switch */
size_t swa_registry_n_switches(const struct swa_registry *r);
const struct swa_switch *swa_registry_switch_at(const struct swa_registry *r,
						size_t i);
struct swa_served *swa_registry_find(struct swa_registry *r, const char *name);
/* A new served switch, not read yet; NULL when out of memory */
struct swa_served *swa_registry_add(struct swa_registry *r,
				    const struct swa_switch_info *info);
void swa_registry_free(struct swa_registry *r);
/* What the configuration adds to a reading: ifIndexes, bridge address,
 * the host interface on the CPU port */
void swa_registry_configure(const struct swa_registry *r,
			    struct swa_snapshot *s);
/*
 * For writes: a reading of switch name now (at sysUpTime now), not
 * installed, configured and with its memo laid over; focused on what
 * change c touches when c is given (swa_registry_focus()). 0 or a
 * negative errno (-ENODEV: not served, or the source is not connected).
 */
int swa_registry_read_now(struct swa_registry *r, const char *name,
			  uint32_t now, const struct swa_change *c,
			  struct swa_snapshot **snap);
/*
 * What a reading for change c must read afresh (struct swa_read_focus),
 * against the switch's installed reading. false: the whole switch is
 * read (no reading installed yet, or c writes SWCONFIG-MIB's values,
 * which can be any attribute).
 */
bool swa_registry_focus(struct swa_registry *r, const struct swa_change *c,
			struct swa_read_focus *f);
/* A source reading of info, focused when f is given and the source can */
int swa_registry_source_read(struct swa_registry *r,
			     const struct swa_switch_info *info,
			     const struct swa_read_focus *f,
			     struct swa_snapshot **snap);
/* The switch's memo, created on first use; NULL when not served or no memory */
struct swa_memo *swa_registry_memo(struct swa_registry *r, const char *name);
/* The costs so far, the source's request count brought up to date */
const struct swa_agent_stats *swa_registry_stats(struct swa_registry *r);

#endif /* SWA_REGISTRY_H */
