// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Port mirroring in the model: what a switch copies where, read from its
 * driver's attributes, and the attribute writes that make it copy what a
 * SET asks (SMON-MIB's portCopyTable, mib/mib_smon.c). OpenWrt's drivers
 * say it in three ways, all with one monitor port, the global
 * "mirror_monitor_port" (INT):
 *
 *   one source    ar8xxx, ar40xx, rtl8366rb, mvsw61xx: global
 *                 "enable_mirror_rx", "enable_mirror_tx" (INT 0/1) and
 *                 "mirror_source_port" (INT): one session at most
 *   port enables  ag71xx's ar7240 switch, ramips mt7530: "enable_mirror_rx"
 *                 and "enable_mirror_tx" of each port: any ports, each
 *                 in its own direction
 *   source list   swconfig-hwsim's own: "mirror_source_ports" (PORTS),
 *                 both directions, no enable
 *
 * A session exists while the driver mirrors: an enable set, a port in
 * the list. Disabling leaves the port numbers as they are (the drivers
 * keep them too), so a session destroyed writes the enables only.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "model/mirror.h"

#define MONITOR		"mirror_monitor_port"
#define SOURCE		"mirror_source_port"
#define SOURCES		"mirror_source_ports"
#define ENABLE_RX	"enable_mirror_rx"
#define ENABLE_TX	"enable_mirror_tx"

static const struct swa_attr_def *swa_mirror_def(const struct swa_snapshot *s,
						 enum swa_group group,
						 const char *name,
						 enum swa_type type)
{
	const struct swa_attr_def *d = swa_snapshot_def_by_name(s, group, name);

	return d && d->type == type ? d : NULL;
}

static const struct swa_value *swa_mirror_value(const struct swa_snapshot *s,
						enum swa_group group,
						const char *name,
						enum swa_type type,
						uint32_t instance)
{
	const struct swa_attr_def *d = swa_mirror_def(s, group, name, type);
	const struct swa_attr_value *a;

	if (!d)
		return NULL;
	a = swa_snapshot_value(s, group, d->id, instance);
	return a && a->v.type == type ? &a->v : NULL;
}

/* An INT value; 0 where the reading has none (the drivers' power-on value) */
static uint32_t swa_mirror_int(const struct swa_snapshot *s,
			       enum swa_group group, const char *name,
			       uint32_t instance)
{
	const struct swa_value *v = swa_mirror_value(s, group, name,
						     SWA_TYPE_INT, instance);

	return v ? v->i : 0;
}

static bool swa_mirror_enables(const struct swa_snapshot *s,
			       enum swa_group group)
{
	return swa_mirror_def(s, group, ENABLE_RX, SWA_TYPE_INT) &&
	       swa_mirror_def(s, group, ENABLE_TX, SWA_TYPE_INT);
}

enum swa_mirror_kind swa_mirror_kind(const struct swa_snapshot *s)
{
	if (!swa_mirror_def(s, SWA_GROUP_GLOBAL, MONITOR, SWA_TYPE_INT))
		return SWA_MIRROR_NONE;
	if (swa_mirror_def(s, SWA_GROUP_GLOBAL, SOURCES, SWA_TYPE_PORTS))
		return SWA_MIRROR_SOURCE_LIST;
	if (swa_mirror_enables(s, SWA_GROUP_GLOBAL) &&
	    swa_mirror_def(s, SWA_GROUP_GLOBAL, SOURCE, SWA_TYPE_INT))
		return SWA_MIRROR_ONE_SOURCE;
	if (swa_mirror_enables(s, SWA_GROUP_PORT))
		return SWA_MIRROR_PORT_ENABLES;
	return SWA_MIRROR_NONE;
}

/* The direction the enables of group at instance give */
static uint8_t swa_mirror_dir_at(const struct swa_snapshot *s,
				 enum swa_group group, uint32_t instance)
{
	uint8_t dir = 0;

	if (swa_mirror_int(s, group, ENABLE_RX, instance))
		dir |= SWA_MIRROR_RX;
	if (swa_mirror_int(s, group, ENABLE_TX, instance))
		dir |= SWA_MIRROR_TX;
	return dir;
}

/* rows[source] of a port list, by port number: no duplicates */
static size_t swa_mirror_read_list(const struct swa_snapshot *s,
				   uint32_t monitor, struct swa_mirror *rows)
{
	const struct swa_value *v = swa_mirror_value(s, SWA_GROUP_GLOBAL, SOURCES,
						     SWA_TYPE_PORTS, 0);
	size_t i, n = 0;
	uint32_t p;

	for (p = 0; v && p < s->n_ports; p++) {
		for (i = 0; i < v->n_ports && v->ports[i].id != p; i++)
			;
		if (i < v->n_ports)
			rows[n++] = (struct swa_mirror){ p, monitor, SWA_MIRROR_BOTH };
	}
	return n;
}

size_t swa_mirror_read(const struct swa_snapshot *s, struct swa_mirror *rows)
{
	enum swa_mirror_kind kind = swa_mirror_kind(s);
	uint32_t monitor = swa_mirror_int(s, SWA_GROUP_GLOBAL, MONITOR, 0);
	uint32_t src, p;
	uint8_t dir;
	size_t n = 0;

	if (kind == SWA_MIRROR_NONE || monitor >= s->n_ports)
		return 0;	/* a monitor the switch lacks copies nowhere */
	switch (kind) {
	case SWA_MIRROR_ONE_SOURCE:
		dir = swa_mirror_dir_at(s, SWA_GROUP_GLOBAL, 0);
		src = swa_mirror_int(s, SWA_GROUP_GLOBAL, SOURCE, 0);
		if (dir && src < s->n_ports)
			rows[n++] = (struct swa_mirror){ src, monitor, dir };
		break;
	case SWA_MIRROR_PORT_ENABLES:
		for (p = 0; p < s->n_ports; p++) {
			dir = swa_mirror_dir_at(s, SWA_GROUP_PORT, p);
			if (dir)
				rows[n++] = (struct swa_mirror){ p, monitor, dir };
		}
		break;
	case SWA_MIRROR_SOURCE_LIST:
		n = swa_mirror_read_list(s, monitor, rows);
		break;
	case SWA_MIRROR_NONE:
		break;
	}
	return n;
}

/* ------------------------------------------------------------ planning */

/* The sessions a request leads to, each with the row change it came from */
struct swa_mirror_set {
	struct swa_mirror *rows;
	unsigned int *tags;	/* 0: as read */
	size_t n;
};

static int swa_mirror_fail(struct swa_mirror_plan *p, enum swa_txn_err err,
			   unsigned int tag, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int swa_mirror_fail(struct swa_mirror_plan *p, enum swa_txn_err err,
			   unsigned int tag, const char *fmt, ...)
{
	va_list ap;

	p->err = err;
	p->tag = tag;
	va_start(ap, fmt);
	vsnprintf(p->msg, sizeof(p->msg), fmt, ap);
	va_end(ap);
	return -1;
}

static size_t swa_mirror_find(const struct swa_mirror_set *set,
			      uint32_t source, uint32_t monitor)
{
	size_t i;

	for (i = 0; i < set->n; i++) {
		if (set->rows[i].source == source && set->rows[i].monitor == monitor)
			break;
	}
	return i;
}

static void swa_mirror_remove(struct swa_mirror_set *set, size_t i)
{
	set->n--;
	memmove(&set->rows[i], &set->rows[i + 1],
		(set->n - i) * sizeof(*set->rows));
	memmove(&set->tags[i], &set->tags[i + 1], (set->n - i) * sizeof(*set->tags));
}

static int swa_mirror_create(struct swa_mirror_set *set,
			     const struct swa_mirror_change *ch,
			     struct swa_mirror_plan *p)
{
	if (ch->source == ch->monitor)
		return swa_mirror_fail(p, SWA_TXN_INCONSISTENT, ch->tag,
				       "port %u cannot mirror to itself",
				       ch->source);
	set->rows[set->n] = (struct swa_mirror){
		ch->source, ch->monitor,
		/* portCopyDirection's DEFVAL */
		ch->set_dir ? ch->dir : SWA_MIRROR_BOTH,
	};
	set->tags[set->n++] = ch->tag;
	return 0;
}

/* One row change laid over the sessions */
static int swa_mirror_apply(const struct swa_snapshot *s,
			    struct swa_mirror_set *set,
			    const struct swa_mirror_change *ch,
			    struct swa_mirror_plan *p)
{
	size_t i = swa_mirror_find(set, ch->source, ch->monitor);
	bool found = i < set->n;

	if (ch->source >= s->n_ports || ch->monitor >= s->n_ports)
		return swa_mirror_fail(p, SWA_TXN_NO_CREATION, ch->tag,
				       "no port %u or %u", ch->source,
				       ch->monitor);
	switch (ch->row) {
	case SWA_ROW_CREATE:
		if (found)
			return swa_mirror_fail(p, SWA_TXN_INCONSISTENT, ch->tag,
					       "port %u is mirrored to %u already",
					       ch->source, ch->monitor);
		return swa_mirror_create(set, ch, p);
	case SWA_ROW_DESTROY:
		if (ch->set_dir)
			return swa_mirror_fail(p, SWA_TXN_INCONSISTENT, ch->tag,
					       "a session destroyed and changed at once");
		if (found)
			swa_mirror_remove(set, i);
		return 0;
	case SWA_ROW_ACTIVE:
	case SWA_ROW_KEEP:
		if (!found)
			return swa_mirror_fail(p, ch->row == SWA_ROW_ACTIVE ?
					       SWA_TXN_INCONSISTENT :
					       SWA_TXN_NO_CREATION, ch->tag,
					       "port %u is not mirrored to %u",
					       ch->source, ch->monitor);
		if (ch->set_dir) {
			set->rows[i].dir = ch->dir;
			set->tags[i] = ch->tag;
		}
		return 0;
	}
	return 0;
}

/* The last row a change made or touched: the one to blame for a limit */
static unsigned int swa_mirror_blame(const struct swa_mirror_set *set)
{
	size_t i;

	for (i = set->n; i-- > 0;) {
		if (set->tags[i])
			return set->tags[i];
	}
	return 0;
}

/* Whether the driver's vocabulary can hold the sessions */
static int swa_mirror_fits(enum swa_mirror_kind kind,
			   const struct swa_mirror_set *set,
			   struct swa_mirror_plan *p)
{
	unsigned int tag = swa_mirror_blame(set);
	size_t i;

	for (i = 1; i < set->n; i++) {
		if (set->rows[i].monitor != set->rows[0].monitor)
			return swa_mirror_fail(p, SWA_TXN_RESOURCE, tag,
					       "the switch has one monitor port");
	}
	if (kind == SWA_MIRROR_ONE_SOURCE && set->n > 1)
		return swa_mirror_fail(p, SWA_TXN_RESOURCE, tag,
				       "the driver mirrors one source port");
	for (i = 0; kind == SWA_MIRROR_SOURCE_LIST && i < set->n; i++) {
		if (set->rows[i].dir != SWA_MIRROR_BOTH)
			return swa_mirror_fail(p, SWA_TXN_INCONSISTENT, set->tags[i],
					       "the driver mirrors both directions only");
	}
	return 0;
}

/* ------------------------------------------------------------- writes */

/* Appends a write of name (of v's type); takes v's allocations */
static int swa_mirror_write(const struct swa_snapshot *s,
			    struct swa_mirror_plan *p, enum swa_group group,
			    const char *name, uint32_t instance,
			    struct swa_value *v)
{
	const struct swa_attr_def *d = swa_mirror_def(s, group, name, v->type);
	struct swa_attr_change *w = realloc(p->writes,
					    (p->n + 1) * sizeof(*w));

	if (!d || !w) {
		swa_value_free(v);
		if (w)
			p->writes = w;
		return swa_mirror_fail(p, SWA_TXN_RESOURCE, 0, d ? "out of memory" :
				       "no attribute %s", name);
	}
	p->writes = w;
	w = &w[p->n++];
	memset(w, 0, sizeof(*w));
	w->group = group;
	w->id = d->id;
	w->instance = instance;
	w->v = *v;
	return 0;
}

static int swa_mirror_write_int(const struct swa_snapshot *s,
				struct swa_mirror_plan *p, enum swa_group group,
				const char *name, uint32_t instance, uint32_t i)
{
	struct swa_value v = { .type = SWA_TYPE_INT, .i = i };

	return swa_mirror_write(s, p, group, name, instance, &v);
}

/* The enables of group at instance for direction dir (0: off) */
static int swa_mirror_write_dir(const struct swa_snapshot *s,
				struct swa_mirror_plan *p, enum swa_group group,
				uint32_t instance, uint8_t dir)
{
	if (swa_mirror_write_int(s, p, group, ENABLE_RX, instance,
				 !!(dir & SWA_MIRROR_RX)))
		return -1;
	return swa_mirror_write_int(s, p, group, ENABLE_TX, instance,
				    !!(dir & SWA_MIRROR_TX));
}

/* Ports before enables: the copy starts with the ports it is meant for */
static int swa_mirror_writes_one(const struct swa_snapshot *s,
				 const struct swa_mirror_set *set,
				 struct swa_mirror_plan *p)
{
	const struct swa_mirror *r = set->rows;

	if (!set->n)
		return swa_mirror_write_dir(s, p, SWA_GROUP_GLOBAL, 0, 0);
	if (swa_mirror_write_int(s, p, SWA_GROUP_GLOBAL, SOURCE, 0, r->source) ||
	    swa_mirror_write_int(s, p, SWA_GROUP_GLOBAL, MONITOR, 0, r->monitor))
		return -1;
	return swa_mirror_write_dir(s, p, SWA_GROUP_GLOBAL, 0, r->dir);
}

static int swa_mirror_writes_ports(const struct swa_snapshot *s,
				   const struct swa_mirror_set *set,
				   struct swa_mirror_plan *p)
{
	uint32_t port;
	size_t i;

	if (set->n && swa_mirror_write_int(s, p, SWA_GROUP_GLOBAL, MONITOR, 0,
					   set->rows[0].monitor))
		return -1;
	for (port = 0; port < s->n_ports; port++) {
		uint8_t dir = 0;

		for (i = 0; i < set->n; i++) {
			if (set->rows[i].source == port)
				dir = set->rows[i].dir;
		}
		if (swa_mirror_write_dir(s, p, SWA_GROUP_PORT, port, dir))
			return -1;
	}
	return 0;
}

static int swa_mirror_writes_list(const struct swa_snapshot *s,
				  const struct swa_mirror_set *set,
				  struct swa_mirror_plan *p)
{
	struct swa_value v = { .type = SWA_TYPE_PORTS };
	size_t i;

	if (set->n && swa_mirror_write_int(s, p, SWA_GROUP_GLOBAL, MONITOR, 0,
					   set->rows[0].monitor))
		return -1;
	v.ports = calloc(set->n ? set->n : 1, sizeof(*v.ports));
	if (!v.ports)
		return swa_mirror_fail(p, SWA_TXN_RESOURCE, 0, "out of memory");
	for (i = 0; i < set->n; i++)
		v.ports[i].id = set->rows[i].source;
	v.n_ports = set->n;
	return swa_mirror_write(s, p, SWA_GROUP_GLOBAL, SOURCES, 0, &v);
}

static int swa_mirror_writes(const struct swa_snapshot *s,
			     enum swa_mirror_kind kind,
			     const struct swa_mirror_set *set,
			     struct swa_mirror_plan *p)
{
	switch (kind) {
	case SWA_MIRROR_ONE_SOURCE:
		return swa_mirror_writes_one(s, set, p);
	case SWA_MIRROR_PORT_ENABLES:
		return swa_mirror_writes_ports(s, set, p);
	case SWA_MIRROR_SOURCE_LIST:
		return swa_mirror_writes_list(s, set, p);
	case SWA_MIRROR_NONE:
		break;
	}
	return swa_mirror_fail(p, SWA_TXN_NOT_WRITABLE, 0,
			       "the driver cannot mirror ports");
}

/* The sessions read, then every change laid over them, then checked */
static int swa_mirror_target(const struct swa_snapshot *s,
			     enum swa_mirror_kind kind,
			     const struct swa_mirror_change *changes, size_t n,
			     struct swa_mirror_set *set, struct swa_mirror_plan *p)
{
	size_t i;

	set->n = swa_mirror_read(s, set->rows);
	for (i = 0; i < n; i++) {
		if (swa_mirror_apply(s, set, &changes[i], p))
			return -1;
	}
	return swa_mirror_fits(kind, set, p);
}

int swa_mirror_plan(const struct swa_snapshot *s,
		    const struct swa_mirror_change *changes, size_t n,
		    struct swa_mirror_plan *p)
{
	enum swa_mirror_kind kind = swa_mirror_kind(s);
	struct swa_mirror_set set = { 0 };
	size_t room = s->n_ports + n;
	size_t i;
	int ret;

	memset(p, 0, sizeof(*p));
	if (kind == SWA_MIRROR_NONE)
		return swa_mirror_fail(p, SWA_TXN_NOT_WRITABLE, n ? changes[0].tag : 0,
				       "the driver cannot mirror ports");
	set.rows = calloc(room ? room : 1, sizeof(*set.rows));
	set.tags = calloc(room ? room : 1, sizeof(*set.tags));
	if (!set.rows || !set.tags)
		ret = swa_mirror_fail(p, SWA_TXN_RESOURCE, 0, "out of memory");
	else
		ret = swa_mirror_target(s, kind, changes, n, &set, p);
	if (!ret)
		ret = swa_mirror_writes(s, kind, &set, p);
	/* a failing write is the request's first row change's */
	for (i = 0; n && i < p->n; i++)
		p->writes[i].tag = changes[0].tag;
	free(set.rows);
	free(set.tags);
	if (ret)
		swa_mirror_plan_free(p);
	return ret;
}

void swa_mirror_plan_free(struct swa_mirror_plan *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		swa_value_free(&p->writes[i].v);
	free(p->writes);
	p->writes = NULL;
	p->n = 0;
}
