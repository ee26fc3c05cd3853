// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The agent: which switches it serves, the refresh timer that reads them
 * through the source, and the SNMP contexts.
 *
 * Every switch is served in a context named after it ("switch0" ...);
 * the default context shows the default switch (defaultSwitch, or the
 * present switch with the lowest id) in Q-BRIDGE-MIB and BRIDGE-MIB, and
 * every switch in IF-MIB and SWCONFIG-MIB. A switch that disappears keeps
 * its registrations with empty tables, and fills them again when it
 * comes back; a new switch gets its context at the refresh that finds it.
 *
 * The reader thread (reader.c) reads the switches: the timer, its
 * follow-ups and a request for an idle switch post a reading to it, and
 * each complete reading is installed here between requests, never
 * between a SET's phases, so every answer comes from one snapshot per
 * switch. Only the first reading at start, a SET's own reading and the
 * rare whole reading after a SET run on this thread. The timer reads an
 * idle switch (no request since its last whole reading) only in part:
 * its ports and globals; a request for an idle switch whose whole reading
 * is too old has it read whole at once, after that request. A reading
 * that went only part of the way (the source's -EAGAIN: a switch with
 * thousands of VLANs new to it) is continued by a quick follow-up that
 * reads only the switches left unfinished; a switch is served once it
 * has been read completely.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stddef.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "agent.h"
#include "mib/mib.h"
#include "mib/notify.h"
#include "reader.h"
#include "model/state.h"
#include "registry.h"
#include "sources/sources.h"

/* Between the parts of a reading: requests waiting meanwhile get in */
#define SWA_FOLLOWUP_US	50000


/* What the reader thread is to read next */
enum swa_read_wanted {
	SWA_READ_NOTHING,
	SWA_READ_PENDING,	/* the switches whose reading goes on in parts */
	SWA_READ_ALL,		/* every switch (as swa_wants_whole() says) */
};

static struct {
	struct swa_config cfg;
	struct swa_registry reg;	/* the switches served, for the MIBs */
	unsigned int alarm;
	bool in_request;	/* refreshing within a SET */
	bool refreshing;
	bool default_registered;	/* the default context has the MIBs */
	unsigned int changed_alarm;	/* a refresh after a SET, deferred */
	unsigned int followup_alarm;	/* continues unfinished readings */
	bool followup_all;	/* the follow-up reads every switch */
	bool threaded;		/* the reader thread reads (reader.c) */
	enum swa_read_wanted read_wanted;	/* what the reader reads next */
	struct swa_reading *ready;	/* the reader's, not installed yet */
	unsigned int install_alarm;	/* installs it after a SET */
	int source_err;
	uint32_t last_now;	/* sysUpTime of the last refresh */
} agent;		/* the agent's state: one per process */

struct swa_config *swa_agent_config(void)
{
	return &agent.cfg;
}

/* --------------------------------------------------------- config */

static void swa_config_handler(const char *token, char *line)
{
	char err[256];

	if (swa_config_line(&agent.cfg, token, line, err, sizeof(err)))
		config_perror(err);
}

static const char *const swa_directives[][2] = {
	{ "refreshInterval", "SECONDS" },
	{ "vlanValueInterval", "SECONDS" },
	{ "vlanReadsPerReading", "NUMBER" },
	{ "ifIndexBase", "NUMBER" },
	{ "ifIndexStride", "NUMBER" },
	{ "switchIfIndexBase", "SWITCH NUMBER" },
	{ "switchBridgeAddress", "SWITCH xx:xx:xx:xx:xx:xx" },
	{ "switchInterface", "SWITCH NETDEV" },
	{ "serveSwitch", "SWITCH" },
	{ "serveBridge", "BRIDGE" },
	{ "defaultSwitch", "SWITCH" },
	{ "switchSource", "swconfig | file PATH" },
	{ "stateDir", "DIRECTORY" },
	{ "startupConfig", "saved | switch" },
};

static void swa_log_netsnmp(enum swa_log_level level, const char *msg)
{
	static const int prio[] = {
		[SWA_LOG_ERR] = LOG_ERR,
		[SWA_LOG_WARNING] = LOG_WARNING,
		[SWA_LOG_NOTICE] = LOG_NOTICE,
		[SWA_LOG_INFO] = LOG_INFO,
		[SWA_LOG_DEBUG] = LOG_DEBUG,
	};

	if (level == SWA_LOG_DEBUG) {
		DEBUGMSGTL(("swconfig", "%s\n", msg));
		return;
	}
	snmp_log(prio[level], "%s\n", msg);
}

void swa_agent_init(void)
{
	size_t i;

	swa_config_init(&agent.cfg);
	agent.reg.cfg = &agent.cfg;
	swa_log_set(swa_log_netsnmp);
	/* before the configuration names it; a test build has added its own */
	swa_source_kind_add(&swa_source_swconfig_ops);
	for (i = 0; i < SWA_ARRAY_SIZE(swa_directives); i++)
		register_app_config_handler(swa_directives[i][0],
					    swa_config_handler, NULL,
					    swa_directives[i][1]);
	swa_notify_init();
}

/* ----------------------------------------------------------- refresh */

/* The switch is gone: empty tables, and its saved configuration at return */
static void swa_switch_gone(struct swa_served *sv, uint32_t now)
{
	swa_switch_install(sv->sw, NULL, now, false);
	sv->pending = false;
	sv->started_up = false;
}

/* The memo a state file had (none: NULL) replaces what sv remembered */
static void swa_served_memo(struct swa_served *sv, struct swa_memo *memo)
{
	if (!memo)
		return;
	swa_memo_free(sv->sw->memo);
	sv->sw->memo = memo;
}

/*
 * A switch that appears starts with its saved configuration: applied
 * after its first complete reading (what the saved file is compared
 * with), then read again.
 */
static int swa_read_startup(struct swa_served *sv,
			    const struct swa_switch_info *info,
			    struct swa_snapshot **snap)
{
	int ret = agent.reg.src->ops->read(agent.reg.src, info, snap);
	struct swa_memo *memo;
	bool changed;

	if (ret || sv->started_up || !agent.cfg.state_dir)
		return ret;
	sv->started_up = true;
	changed = swa_state_startup(agent.reg.src, info, agent.cfg.state_dir,
				    !agent.cfg.startup_switch, &memo);
	swa_served_memo(sv, memo);
	if (!changed)
		return 0;
	swa_snapshot_free(*snap);
	*snap = NULL;
	return agent.reg.src->ops->read(agent.reg.src, info, snap);
}

/*
 * Saves what sv's switch holds, from its installed reading, or (c) the
 * state a SET intends: the SET's base with its writes, when no reading
 * has it yet. Until a complete reading is saved (or when a save fails:
 * a full disk, a read-only stateDir) the next complete reading saves
 * again; the switch keeps the SET either way.
 */
static void swa_served_save(struct swa_served *sv, const struct swa_change *c)
{
	char path[4096];
	int ret;

	if (!agent.cfg.state_dir || (!c && !sv->sw->snap))
		return;
	ret = swa_state_path(agent.cfg.state_dir, sv->sw->name, path, sizeof(path));
	if (!ret)
		ret = c ? swa_state_save_change(path, c->base, c, sv->sw->memo) :
			  swa_state_save(path, sv->sw->snap, sv->sw->memo);
	/* a focused reading has the rest as old as the reading before */
	sv->save_due = ret || c || sv->focused;
	if (ret && ret != sv->save_err)
		swa_err("%s: cannot save the configuration in %s: %s; the switch "
			"keeps it, saving again at every reading", sv->sw->name,
			agent.cfg.state_dir, strerror(-ret));
	else if (!ret && sv->save_err)
		swa_notice("%s: configuration saved in %s after all",
			   sv->sw->name, agent.cfg.state_dir);
	sv->save_err = ret;
}

/* What an installed reading has afresh */
enum swa_afresh {
	SWA_AFRESH_ALL,		/* a whole reading */
	SWA_AFRESH_PORTS,	/* every port value */
	SWA_AFRESH_SOME,	/* links (an idle switch's), or what a SET needs */
};

static enum swa_afresh swa_afresh_of(const struct swa_read_focus *focus)
{
	if (!focus)
		return SWA_AFRESH_ALL;
	return focus->ports == SWA_FOCUS_PORT_ALL ? SWA_AFRESH_PORTS : SWA_AFRESH_SOME;
}

/* A reading of sv (the source's ret and snapshot, taken over) installed */
static void swa_take_reading(struct swa_served *sv, const struct swa_switch_info *info,
			     int ret, struct swa_snapshot *snap, uint32_t now,
			     enum swa_afresh afresh)
{
	bool focused = afresh != SWA_AFRESH_ALL;

	sv->id = info->id;
	sv->pending = ret == -EAGAIN;
	if (sv->pending) {
		swa_debug("%s: reading goes on (VLAN values)", info->name);
		return;		/* the last complete reading is still served */
	}
	if (ret) {
		if (ret != sv->last_err)
			swa_warn("%s: cannot read the switch: %s", info->name,
				 strerror(-ret));
		sv->last_err = ret;
		if (ret == -ENODEV)
			swa_switch_gone(sv, now);
		/* other errors: keep serving the last reading */
		return;
	}
	if (sv->last_err || !sv->sw->ever_seen)
		swa_notice("%s: %u ports, %zu VLANs (%u requests)", info->name,
			   snap->n_ports, snap->n_vlan_rows, snap->requests);
	sv->last_err = 0;
	snap->read_at = now;
	swa_registry_configure(&agent.reg, snap);
	if (swa_memo_overlay(sv->sw->memo, snap))
		swa_err("%s: out of memory adding remembered VLANs", info->name);
	if (swa_switch_install(sv->sw, snap, now, !agent.reg.started)) {
		swa_err("%s: out of memory installing a reading", info->name);
		return;
	}
	sv->focused = focused;
	if (!focused)
		sv->whole_at = now;
	if (afresh != SWA_AFRESH_SOME)
		sv->ports_at = now;
	swa_notify_links(sv->sw, now);	/* linkUp/linkDown (notify.c) */
	/* a SET's own reading is saved by the SET (swa_save_set()) */
	if (sv->save_due && !focused)
		swa_served_save(sv, NULL);	/* the reading has the SET */
}

/* sv read here and installed; only what focus names afresh, when given */
static void swa_read_switch(struct swa_served *sv, const struct swa_switch_info *info,
			    uint32_t now, const struct swa_read_focus *focus)
{
	struct swa_snapshot *snap = NULL;
	int ret;

	ret = focus ? swa_registry_source_read(&agent.reg, info, focus, &snap) :
		      swa_read_startup(sv, info, &snap);
	swa_take_reading(sv, info, ret, snap, now, swa_afresh_of(focus));
}

static uint64_t swa_source_requests(void)
{
	return agent.reg.src->ops->requests ? agent.reg.src->ops->requests(agent.reg.src) : 0;
}

static uint64_t swa_ms_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/*
 * What a reading cost (what: "refresh", the timer's or a request's for an
 * idle switch; "set", a SET's), for swAgent's objects and the debug log
 */
static void swa_count_reading(const char *what, uint64_t ms, uint64_t requests)
{
	agent.reg.stats.refresh_ms = ms;
	agent.reg.stats.refresh_requests = requests;
	agent.reg.stats.refreshes++;
	if (agent.reg.stats.refresh_ms > agent.reg.stats.longest_ms)
		agent.reg.stats.longest_ms = agent.reg.stats.refresh_ms;
	if (agent.reg.stats.refresh_requests > agent.reg.stats.most_requests)
		agent.reg.stats.most_requests = agent.reg.stats.refresh_requests;
	swa_debug("%s: %" PRIu64 " kernel requests, %" PRIu64 " ms", what,
		  agent.reg.stats.refresh_requests, agent.reg.stats.refresh_ms);
}

static void swa_refresh_cost(const char *what, uint64_t start_ms,
			     uint64_t start_requests)
{
	swa_count_reading(what, swa_ms_now() - start_ms,
			  swa_source_requests() - start_requests);
}

/* Logs what became of the source (open_err, list_err: its errors) */
static void swa_source_status(int open_err, int list_err)
{
	int ret = open_err ? open_err : list_err;

	if (ret && ret != agent.source_err) {
		if (open_err)
			swa_warn("no switches: %s source: %s",
				 agent.reg.src->ops->kind, strerror(-ret));
		else
			swa_warn("cannot list the switches: %s", strerror(-ret));
	}
	if (!ret && agent.source_err)
		swa_notice("%s source: back", agent.reg.src->ops->kind);
	agent.source_err = ret;
}

/* Connects the source if needed and lists its switches; n 0 on failure */
static void swa_list_switches(struct swa_switch_info **list, size_t *n)
{
	int ret;

	*list = NULL;
	*n = 0;
	if (!agent.reg.src->connected) {
		ret = agent.reg.src->ops->open(agent.reg.src);
		if (ret) {
			swa_source_status(ret, 0);
			return;
		}
		agent.reg.src->connected = true;
	}
	ret = agent.reg.src->ops->list(agent.reg.src, list, n);
	if (ret)
		*n = 0;
	swa_source_status(0, ret);
}

/*
 * Whether the timer reads sv whole: when a manager read it since its
 * last whole reading (a poller at work: its next requests find the
 * switch read), or a whole reading is owed (the first, one going on in
 * parts, a save after a SET). Otherwise it reads what linkUp/linkDown
 * and IF-MIB need, the ports and globals, and a request reads the rest
 * when it comes (swa_demanded()).
 */
static bool swa_wants_whole(const struct swa_served *sv)
{
	return !sv->sw->snap || sv->pending || sv->asked || sv->save_due ||
	       !agent.reg.src->ops->read_focused;
}

/* The timer's reading of sv: whole, or its ports and globals */
static void swa_poll_switch(struct swa_served *sv,
			    const struct swa_switch_info *info, uint32_t now)
{
	struct swa_read_focus idle = { .last = sv->sw->snap };

	if (swa_wants_whole(sv)) {
		sv->asked = false;
		sv->ports_asked = false;
		swa_read_switch(sv, info, now, NULL);
	} else {
		idle.ports = sv->ports_asked ? SWA_FOCUS_PORT_ALL : SWA_FOCUS_PORT_LINKS;
		sv->ports_asked = false;
		swa_read_switch(sv, info, now, &idle);
	}
}

/* The served switch info names, added when new; NULL: not served */
static struct swa_served *swa_served_listed(const struct swa_switch_info *info)
{
	struct swa_served *sv;

	if (!swa_config_serves(&agent.cfg, info->name))
		return NULL;
	sv = swa_registry_find(&agent.reg, info->name);
	if (!sv)
		sv = swa_registry_add(&agent.reg, info);
	if (!sv)
		swa_err("out of memory adding %s", info->name);
	return sv;
}

/* The switches not listed (list[i].name, each stride bytes on) are gone */
static void swa_unlisted_gone(const void *list, size_t n, size_t stride,
			      uint32_t now)
{
	size_t i, j;

	for (i = 0; i < agent.reg.n_sw; i++) {
		struct swa_served *sv = &agent.reg.sw[i];

		for (j = 0; j < n; j++) {
			const struct swa_switch_info *info =
				(const void *)((const char *)list + j * stride);

			if (!strcmp(sv->sw->name, info->name))
				break;
		}
		if (j == n && (sv->sw->snap || sv->pending)) {
			swa_notice("%s: gone", sv->sw->name);
			swa_switch_gone(sv, now);
		}
	}
}

/* Reads every switch listed; those not listed are gone (modules unloaded ...) */
static void swa_read_listed(const struct swa_switch_info *list, size_t n,
			    uint32_t now)
{
	size_t i;

	for (i = 0; i < n; i++) {
		struct swa_served *sv = swa_served_listed(&list[i]);

		if (sv)
			swa_poll_switch(sv, &list[i], now);
	}
	swa_unlisted_gone(list, n, sizeof(*list), now);
}

/* Goes on with the readings a source left unfinished */
static void swa_read_pending(uint32_t now)
{
	struct swa_switch_info info;
	size_t i;

	for (i = 0; agent.reg.src->connected && i < agent.reg.n_sw; i++) {
		if (!agent.reg.sw[i].pending)
			continue;
		snprintf(info.name, sizeof(info.name), "%s", agent.reg.sw[i].sw->name);
		info.id = agent.reg.sw[i].id;
		swa_read_switch(&agent.reg.sw[i], &info, now, NULL);
	}
}

static void swa_followup_alarm(unsigned int reg, void *arg);

/* Contexts and IF-MIB rows for what is new, and the contexts whose
 * registration failed before; not within a request */
static void swa_register_new(void)
{
	size_t i;

	if (!agent.in_request && !agent.default_registered)
		agent.default_registered = !swa_mib_modules_register("");
	for (i = 0; !agent.in_request && i < agent.reg.n_sw; i++) {
		struct swa_served *sv = &agent.reg.sw[i];

		if (!sv->sw->snap)
			continue;
		if (!sv->registered)
			sv->registered = !swa_mib_modules_register(sv->sw->name);
		swa_mib_port_rows_register(sv->sw->name, sv->sw);
		swa_mib_port_rows_register("", sv->sw);
	}
}

/*
 * A follow-up reading us microseconds from now, between requests: of the
 * switches whose reading went part of the way, or (all) of every switch
 * (a request for an idle one, swa_demand_one())
 */
static void swa_schedule_followup(bool all, long us)
{
	struct timeval soon = { 0, us };

	agent.followup_all |= all;
	if (agent.followup_alarm)
		return;
	agent.followup_alarm = snmp_alarm_register_hr(soon, 0, swa_followup_alarm,
						  NULL);
	if (!agent.followup_alarm)
		swa_err("cannot read again before the next refresh");
}

/* Whether a switch's reading goes on over several */
static bool swa_any_pending(void)
{
	size_t i;

	for (i = 0; i < agent.reg.n_sw; i++) {
		if (agent.reg.sw[i].pending)
			return true;
	}
	return false;
}

/*
 * Before readings are installed: rows point into the snapshots about to
 * be replaced, and a new master (snmpd restarted) has its own sysUpTime
 */
static void swa_install_begin(uint32_t now)
{
	size_t i;

	agent.refreshing = true;	/* requests come in while it registers rows */
	swa_tables_invalidate();
	if (agent.reg.started && now < agent.last_now) {
		swa_notice("sysUpTime went back (a new master): earlier changes "
			   "now have time 0");
		for (i = 0; i < agent.reg.n_sw; i++)
			swa_switch_new_epoch(agent.reg.sw[i].sw);
	}
	agent.last_now = now;
}

/*
 * After readings were installed: rows and contexts for what is new, and
 * the next part of a reading that goes on, requests answered meanwhile
 */
static void swa_install_end(void)
{
	swa_register_new();
	if (swa_any_pending())
		swa_schedule_followup(false, SWA_FOLLOWUP_US);
	agent.reg.started = true;
	agent.refreshing = false;
}

/* Reads every switch, or (only_pending) those whose reading goes on */
static void swa_refresh(bool only_pending)
{
	struct swa_switch_info *list = NULL;
	uint32_t now = (uint32_t)netsnmp_get_agent_uptime();
	uint64_t start_ms = swa_ms_now(), start_requests = swa_source_requests();
	size_t n = 0;

	swa_install_begin(now);
	if (only_pending) {
		swa_read_pending(now);
	} else {
		swa_list_switches(&list, &n);
		swa_read_listed(list, n, now);
		free(list);
	}
	swa_install_end();
	swa_refresh_cost("refresh", start_ms, start_requests);
}

void swa_agent_refresh(void)
{
	swa_refresh(false);
}

/* ------------------------------------------------------ the reader */

static int swa_arm_refresh(void);
static void swa_reader_step(void);
static struct swa_source *swa_agent_new_source(void);

/* swa_unlisted_gone() takes the results for a list of switch infos */
_Static_assert(offsetof(struct swa_read_result, info) == 0,
	       "a reading's results start with the switch's info");

static void swa_want_reading(enum swa_read_wanted what)
{
	if (what > agent.read_wanted)
		agent.read_wanted = what;
}

/* The VLAN values SETs wrote go with the order (and are the reader's now) */
static void swa_order_changed_values(struct swa_read_order *o,
				     struct swa_served *sv)
{
	o->values_changed = sv->values_changed;
	o->all_values_changed = sv->all_values_changed;
	o->changed = sv->changed;
	sv->values_changed = sv->all_values_changed = false;
	memset(&sv->changed, 0, sizeof(sv->changed));
}

/*
 * The reader's orders: every switch served as swa_wants_whole() says,
 * or (only_pending) those whose reading goes on in parts
 */
static struct swa_reading *swa_reader_orders(bool only_pending)
{
	struct swa_reading *r = swa_reading_new(agent.reg.n_sw);
	size_t i;

	if (!r)
		return NULL;
	if (agent.cfg.state_dir && !(r->state_dir = strdup(agent.cfg.state_dir))) {
		swa_reading_free(r);
		return NULL;
	}
	r->apply_saved = !agent.cfg.startup_switch;
	for (i = 0; i < agent.reg.n_sw; i++) {
		struct swa_served *sv = &agent.reg.sw[i];
		struct swa_read_order *o;

		if (only_pending && !sv->pending)
			continue;
		o = &r->orders[r->n_orders++];
		snprintf(o->name, sizeof(o->name), "%s", sv->sw->name);
		o->whole = swa_wants_whole(sv);
		o->all_ports = !o->whole && sv->ports_asked;
		if (o->whole)
			sv->asked = false;
		sv->ports_asked = false;	/* read, whole or in all ports */
		o->last = swa_snapshot_hold(sv->sw->snap);
		o->startup = !sv->started_up && agent.cfg.state_dir;
		o->writes = sv->writes;
		swa_order_changed_values(o, sv);
	}
	return r;
}

static void swa_reader_replay_log(const struct swa_reading *r)
{
	size_t i;

	for (i = 0; i < r->n_log; i++)
		swa_log(r->log[i].level, "%s", r->log[i].msg);
}

/* One switch of the reader's reading installed, unless a SET came between */
static void swa_install_result(struct swa_read_result *res, uint32_t now)
{
	struct swa_served *sv = swa_served_listed(&res->info);

	if (!sv)
		return;
	if (!res->ordered) {
		swa_want_reading(SWA_READ_ALL);	/* new: ordered in the next one */
		return;
	}
	if (res->startup)
		sv->started_up = true;
	swa_served_memo(sv, res->memo);
	res->memo = NULL;
	if (res->writes != sv->writes) {
		/* older than the SET's own reading: the next one is whole */
		sv->asked |= res->whole;
		sv->ports_asked |= res->all_ports;
		return;
	}
	swa_take_reading(sv, &res->info, res->ret, res->snap, now,
			 res->whole ? SWA_AFRESH_ALL : res->all_ports ?
			 SWA_AFRESH_PORTS : SWA_AFRESH_SOME);
	res->snap = NULL;
}

/* The reader's reading installed; false: not now (a SET is under way) */
static bool swa_install_ready(void)
{
	struct swa_reading *r = agent.ready;
	uint32_t now = (uint32_t)netsnmp_get_agent_uptime();
	uint64_t start_ms = swa_ms_now();
	size_t i;

	if (swa_set_in_progress())
		return false;
	agent.ready = NULL;
	swa_install_begin(now);
	swa_reader_replay_log(r);
	swa_source_status(r->open_err, r->list_err);
	agent.reg.reader_requests = r->total_requests;
	for (i = 0; i < r->n_results; i++)
		swa_install_result(&r->results[i], now);
	swa_unlisted_gone(r->results, r->n_results, sizeof(*r->results), now);
	swa_install_end();
	swa_count_reading("refresh", r->ms, r->requests);
	swa_reading_free(r);
	/* what requests wait for now: the installation, not the reading */
	swa_debug("installed in %" PRIu64 " ms", swa_ms_now() - start_ms);
	return true;
}

static void swa_install_alarm(unsigned int reg, void *arg)
{
	(void)reg;
	(void)arg;
	agent.install_alarm = 0;
	swa_reader_step();
}

/* The reader's reading is in (its pipe is readable) */
static void swa_reader_done(int fd, void *arg)
{
	struct swa_reading *r = swa_reader_take();

	(void)fd;
	(void)arg;
	if (!r)
		return;
	agent.ready = r;
	swa_reader_step();
}

/*
 * What the reader does next: install what it read (not between a SET's
 * phases), read again when asked to (the timer, a follow-up), and
 * otherwise wait for the refresh timer, armed when a reading is over
 */
static void swa_reader_step(void)
{
	struct swa_reading *r;

	struct timeval later = { 0, SWA_FOLLOWUP_US };

	if (agent.ready && !swa_install_ready()) {
		if (!agent.install_alarm)
			agent.install_alarm = snmp_alarm_register_hr(later, 0,
								     swa_install_alarm,
								     NULL);
		return;
	}
	if (agent.read_wanted && !swa_reader_busy()) {
		r = swa_reader_orders(agent.read_wanted == SWA_READ_PENDING);
		agent.read_wanted = SWA_READ_NOTHING;
		if (!r || swa_reader_post(r)) {
			swa_err("cannot read the switches: out of memory");
			swa_reading_free(r);
		}
	}
	if (!swa_reader_busy() && !agent.alarm)
		swa_arm_refresh();
}

/* Reads in a thread from now on; false (and logged): here, as before */
static bool swa_reader_begin(void)
{
	struct swa_source *src = swa_agent_new_source();
	int ret = -ENOMEM;

	if (src) {
		src->vlan_value_interval = agent.cfg.vlan_values;
		src->vlan_reads = agent.cfg.vlan_reads;
		ret = swa_reader_start(src);
	}

	if (!ret && register_readfd(swa_reader_fd(), swa_reader_done, NULL)) {
		swa_reader_stop();
		ret = -EBADF;
	} else if (ret) {
		swa_source_free(src);
	}
	if (ret)
		swa_warn("no reader thread (%s): the switches are read between "
			 "requests", strerror(-ret));
	return !ret;
}

static void swa_followup_alarm(unsigned int reg, void *arg)
{
	bool all = agent.followup_all;

	(void)reg;
	(void)arg;
	agent.followup_alarm = 0;
	if (agent.threaded) {
		agent.followup_all = false;
		swa_want_reading(all ? SWA_READ_ALL : SWA_READ_PENDING);
		swa_reader_step();
		return;
	}
	if (swa_set_in_progress()) {
		/* not between a SET's phases */
		swa_schedule_followup(false, SWA_FOLLOWUP_US);
		return;
	}
	agent.followup_all = false;
	/* every switch: the asked ones whole, the others in part */
	swa_refresh(!all);
}

/* ------------------------------------------------------------ demand */

/* Whether sysUpTime then is refreshInterval or more before now */
static bool swa_older_than_refresh(uint32_t then, uint32_t now)
{
	return now < then || now - then >= agent.cfg.refresh * 100u;
}

/*
 * A manager reads sv: the whole switch, or (need SWA_NEED_PORTS: a ports'
 * table, counters ...) every port value, which an idle switch's readings
 * do not have afresh (only its links). When that was idle (no such
 * request in the last refreshInterval) and its last reading is older than
 * that, it is read at once, between this request and the next: a walk's
 * first answers may come from the older reading, the rest from the new
 * one. What managers keep reading is read by the timer
 * (swa_wants_whole(), swa_reader_orders()), not here as well.
 */
static void swa_demand_one(struct swa_served *sv, enum swa_need need,
			   uint32_t now)
{
	bool ports = need == SWA_NEED_PORTS;
	bool *asked = ports ? &sv->ports_asked : &sv->asked;
	uint32_t *asked_at = ports ? &sv->ports_asked_at : &sv->asked_at;
	uint32_t read_at = ports ? sv->ports_at : sv->whole_at;
	bool was_idle = !*asked_at || swa_older_than_refresh(*asked_at, now);

	*asked = true;
	*asked_at = now;
	if (was_idle && sv->sw->snap && !sv->pending &&
	    swa_older_than_refresh(read_at, now))
		swa_schedule_followup(true, 1);	/* at once */
}

/* The registry's hook before a manager's read (mib_table.c, mib_portrows.c) */
static void swa_demanded(struct swa_registry *r, const char *context,
			 enum swa_need need)
{
	uint32_t now = (uint32_t)netsnmp_get_agent_uptime();
	const struct swa_switch *sw = context ? swa_registry_switch(r, context) : NULL;
	size_t i;

	for (i = 0; i < r->n_sw; i++) {
		if (!context || r->sw[i].sw == sw)
			swa_demand_one(&r->sw[i], need, now);
	}
}

/* ------------------------------------------------------------ writes */

/*
 * Read at once, in the COMMIT: the manager's next request, maybe already
 * queued behind the CleanupSet, must see what it set. The request's own
 * handlers use no row or snapshot after ACTION; registrations (new
 * contexts, IF-MIB rows) wait for the timer, outside any request.
 */
static void swa_changed_alarm(unsigned int reg, void *arg)
{
	(void)reg;
	(void)arg;
	agent.changed_alarm = 0;
	swa_agent_refresh();	/* saves the switches a SET left due */
}

/*
 * The switches a SET changed, each read where the SET wrote (its focus):
 * on a kernel without the dumps a whole reading is one request per VLAN
 * table entry, too slow for the master's timeout. false, having read
 * nothing, when one of them needs a whole reading.
 */
static bool swa_refresh_focused(const struct swa_change *c, size_t n)
{
	uint32_t now = (uint32_t)netsnmp_get_agent_uptime();
	uint64_t start_ms = swa_ms_now(), start_requests = swa_source_requests();
	struct swa_read_focus *focus = calloc(n ? n : 1, sizeof(*focus));
	size_t i;

	for (i = 0; focus && i < n; i++) {
		if (c[i].sw_name[0] && !swa_registry_focus(&agent.reg, &c[i], &focus[i]))
			break;
	}
	if (!focus || i < n || now < agent.last_now) {
		free(focus);
		return false;
	}
	agent.refreshing = true;
	swa_tables_invalidate();	/* rows point into the readings replaced */
	for (i = 0; i < n; i++) {
		struct swa_served *sv = swa_registry_find(&agent.reg, c[i].sw_name);
		struct swa_switch_info info;

		if (!sv)
			continue;
		snprintf(info.name, sizeof(info.name), "%s", c[i].sw_name);
		info.id = sv->id;
		swa_read_switch(sv, &info, now, &focus[i]);
	}
	free(focus);
	agent.last_now = now;
	agent.refreshing = false;
	swa_refresh_cost("set", start_ms, start_requests);
	return true;
}

/* The switches c changed are read whole by the next refresh (an idle
 * switch's reading has only its links afresh) */
static void swa_changed_whole(const struct swa_change *c, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		struct swa_served *sv = swa_registry_find(&agent.reg, c[i].sw_name);

		if (sv)
			sv->asked = true;
	}
}

static void swa_changed(const struct swa_change *c, size_t n)
{
	struct timeval soon = { 0, 1 };

	if (agent.refreshing) {
		/* a SET answered while a refresh registers rows: not inside it */
		swa_changed_whole(c, n);
		if (!agent.changed_alarm)
			agent.changed_alarm = snmp_alarm_register_hr(soon, 0,
								 swa_changed_alarm,
								 NULL);
		return;
	}
	agent.in_request = true;
	if (!swa_refresh_focused(c, n)) {
		swa_changed_whole(c, n);
		swa_agent_refresh();
	}
	agent.in_request = false;
}

/*
 * Saves the switch change c made, from the reading that has it, or,
 * while that reading is not complete, the state c intends (saved again
 * from the complete reading)
 */
static void swa_save_set(const struct swa_change *c)
{
	struct swa_served *sv = c->sw_name[0] ? swa_registry_find(&agent.reg, c->sw_name) : NULL;

	if (!sv)
		return;
	/* the reading after the SET goes on, or waits for the timer */
	if (sv->pending || agent.changed_alarm || !sv->sw->snap)
		swa_served_save(sv, c);
	else
		swa_served_save(sv, NULL);
}

/*
 * What the reader thread must know of a SET on sv: a reading it began
 * before is older (writes), and the VLAN values c wrote are read afresh
 * by its source (names; SWCONFIG-MIB's writes of a VLAN attribute: any)
 */
static void swa_served_written(struct swa_served *sv, const struct swa_change *c)
{
	size_t i;

	sv->writes++;
	for (i = 0; i < c->n_vlans; i++) {
		swa_focus_add_vid(&sv->changed, c->vlans[i].vid);
		sv->values_changed = true;
	}
	for (i = 0; i < c->n_attrs; i++) {
		if (c->attrs[i].group == SWA_GROUP_VLAN)
			sv->values_changed = sv->all_values_changed = true;
	}
}

/* The registry's hook after a SET's commit (mib_set.c) */
static void swa_committed(struct swa_registry *r, const struct swa_change *c,
			  size_t n)
{
	size_t i;

	(void)r;
	for (i = 0; i < n; i++) {
		struct swa_served *sv = c[i].sw_name[0] ?
					swa_registry_find(&agent.reg, c[i].sw_name) : NULL;

		if (sv)
			swa_served_written(sv, &c[i]);
	}
	swa_changed(c, n);
	for (i = 0; i < n; i++)
		swa_save_set(&c[i]);
}

static void swa_alarm(unsigned int reg, void *arg);

/*
 * The next reading refreshInterval after this one ended. Not a repeating
 * alarm: Net-SNMP schedules those from when the callback started and
 * runs one again, before any request, while it is due, so readings
 * longer than the interval (a slow switch) would never let snmpd answer.
 */
static int swa_arm_refresh(void)
{
	agent.alarm = snmp_alarm_register(agent.cfg.refresh, 0, swa_alarm, NULL);
	if (agent.alarm)
		return 0;
	swa_err("cannot start the refresh timer");
	return -1;
}

static void swa_alarm(unsigned int reg, void *arg)
{
	(void)reg;
	(void)arg;
	agent.alarm = 0;
	if (agent.threaded) {
		swa_want_reading(SWA_READ_ALL);
		swa_reader_step();	/* armed again when the reading is in */
		return;
	}
	/* not between a SET's phases: its tables' caches must stay */
	if (!swa_set_in_progress())
		swa_agent_refresh();
	swa_arm_refresh();
}

/*
 * The switch source; with serveBridge, the Linux bridge source beside
 * it behind one (source_multi.c)
 */
static struct swa_source *swa_agent_new_source(void)
{
	const struct swa_source_ops *ops = swa_source_kind_find(agent.cfg.source);
	struct swa_source *parts[2];
	char *bridges;

	if (!ops)
		return NULL;
	parts[0] = swa_source_new(ops, agent.cfg.source_arg);
	if (!parts[0])
		return NULL;
	parts[0]->vlan_value_interval = agent.cfg.vlan_values;
	parts[0]->vlan_reads = agent.cfg.vlan_reads;
	bridges = swa_config_bridges(&agent.cfg);
	if (!bridges)
		return parts[0];
	parts[1] = swa_source_new(&swa_source_bridge_ops, bridges);
	free(bridges);
	if (!parts[1]) {
		swa_source_free(parts[0]);
		return NULL;
	}
	return swa_source_multi_new(parts, 2);
}

int swa_agent_start(void)
{
	agent.reg.src = swa_agent_new_source();
	if (!agent.reg.src) {
		swa_err("cannot create the %s switch source", agent.cfg.source);
		return -1;
	}
	agent.reg.src->vlan_value_interval = agent.cfg.vlan_values;
	agent.reg.src->vlan_reads = agent.cfg.vlan_reads;
	agent.reg.committed = swa_committed;
	agent.reg.demand = swa_demanded;
	swa_mib_init(&agent.reg);
	agent.default_registered = !swa_mib_modules_register("");
	swa_sysor_register();
	swa_agent_refresh();
	agent.threaded = swa_reader_begin();
	if (swa_arm_refresh())
		return -1;
	swa_info("serving %zu switch%s, refreshed every %u s", agent.reg.n_sw,
		 agent.reg.n_sw == 1 ? "" : "es", agent.cfg.refresh);
	return 0;
}

void swa_agent_shutdown(bool unregister)
{
	size_t i;

	if (agent.alarm)
		snmp_alarm_unregister(agent.alarm);
	if (agent.changed_alarm)
		snmp_alarm_unregister(agent.changed_alarm);
	if (agent.followup_alarm)
		snmp_alarm_unregister(agent.followup_alarm);
	if (agent.install_alarm)
		snmp_alarm_unregister(agent.install_alarm);
	if (agent.threaded) {
		unregister_readfd(swa_reader_fd());
		swa_reader_stop();	/* waits for the reading under way */
		swa_reading_free(agent.ready);
	}
	swa_set_shutdown();	/* a SET left unfinished */
	swa_port_rows_release_all(unregister);
	swa_ifstack_release_all(unregister);
	swa_tables_release_all(unregister);
	swa_regions_release_all(unregister);
	swa_notify_shutdown(unregister);
	if (unregister) {
		swa_sysor_unregister();
		for (i = 0; i < SWA_ARRAY_SIZE(swa_directives); i++)
			unregister_app_config_handler(swa_directives[i][0]);
	}
	swa_registry_free(&agent.reg);
	swa_source_free(agent.reg.src);
	swa_config_free(&agent.cfg);
	memset(&agent, 0, sizeof(agent));
}
