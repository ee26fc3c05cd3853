// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "file" source: switches described in a text file, read again at
 * every refresh. It lets the SNMP layer be tested against a real snmpd
 * on any machine, without the kernel modules, and changes to the file
 * play link flaps, traffic and switches coming and going. A test
 * double: it is linked into the test builds of the agent only
 * (tests/agent/swconfig-agentx-test, swconfig_snmp_test.so), where it
 * adds itself to the source kinds when the program or module loads.
 *
 * One directive per line, '#' starts a comment, strings in double
 * quotes with \n, \" and \\ escapes:
 *
 *   switch NAME ID PORTS VLANS CPU_PORT ["ALIAS" ["DRIVER"]]
 *   mac xx:xx:xx:xx:xx:xx
 *   attr global|port|vlan OP_ID int|string|ports|link|none NAME ["DESCRIPTION"]
 *   value global|port|vlan NAME INSTANCE VALUE
 *   vlan INDEX VID [PORT[t] ...]
 *
 * attr, value, vlan and mac lines belong to the switch above them. A
 * VALUE is a number (int), a string (string), a quoted port list "0 1t"
 * (ports) or a quoted link "up 1000 full aneg txflow rxflow" / "down".
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/core.h"
#include "sources/source_swconfig_model.h"

#define SWA_FILE_WORDS	80
#define SWA_FILE_LINE	4096

struct swa_file_line {
	char *word[SWA_FILE_WORDS];
	size_t n;
	char buf[SWA_FILE_LINE];
};

/* Splits a line into words; quoted words are unescaped. -1 on bad quoting */
static int swa_file_split(const char *line, struct swa_file_line *l)
{
	const char *p = line;
	size_t used = 0;

	l->n = 0;
	for (;;) {
		while (*p && isspace((unsigned char)*p))
			p++;
		if (!*p || *p == '#')
			return 0;
		if (l->n == SWA_FILE_WORDS)
			return -1;
		l->word[l->n++] = l->buf + used;
		if (*p == '"') {
			for (p++; *p && *p != '"'; p++) {
				char c = *p;

				if (c == '\\' && p[1]) {
					p++;
					c = *p == 'n' ? '\n' : *p;
				}
				if (used + 1 >= sizeof(l->buf))
					return -1;
				l->buf[used++] = c;
			}
			if (*p != '"')
				return -1;
			p++;
		} else {
			while (*p && !isspace((unsigned char)*p)) {
				if (used + 1 >= sizeof(l->buf))
					return -1;
				l->buf[used++] = *p++;
			}
		}
		l->buf[used++] = '\0';
	}
}

static int swa_file_group(const char *s, enum swa_group *g)
{
	if (!strcmp(s, "global"))
		*g = SWA_GROUP_GLOBAL;
	else if (!strcmp(s, "port"))
		*g = SWA_GROUP_PORT;
	else if (!strcmp(s, "vlan"))
		*g = SWA_GROUP_VLAN;
	else
		return -1;
	return 0;
}

static int swa_file_type(const char *s, enum swa_type *t)
{
	static const char *const names[] = {
		[SWA_TYPE_INT] = "int", [SWA_TYPE_STRING] = "string",
		[SWA_TYPE_PORTS] = "ports", [SWA_TYPE_LINK] = "link",
		[SWA_TYPE_NOVAL] = "none",
	};
	size_t i;

	for (i = 1; i < SWA_ARRAY_SIZE(names); i++) {
		if (!strcmp(s, names[i])) {
			*t = (enum swa_type)i;
			return 0;
		}
	}
	return -1;
}

/* "0 1t 5" into refs (at most max); returns the count or -1 */
static int swa_file_ports(const char *s, struct swa_port_ref *refs, size_t max)
{
	size_t n = 0;

	while (*s) {
		char *end;
		unsigned long id;

		while (isspace((unsigned char)*s))
			s++;
		if (!*s)
			break;
		if (!isdigit((unsigned char)*s) || n == max)
			return -1;
		id = strtoul(s, &end, 10);
		refs[n].id = (uint32_t)id;
		refs[n].tagged = *end == 't';
		if (*end == 't')
			end++;
		if (*end && !isspace((unsigned char)*end))
			return -1;
		s = end;
		n++;
	}
	return (int)n;
}

static int swa_file_link(const char *s, struct swa_link *link)
{
	char word[16];
	int off;

	memset(link, 0, sizeof(*link));
	while (sscanf(s, " %15s%n", word, &off) == 1) {
		s += off;
		if (!strcmp(word, "up"))
			link->up = true;
		else if (!strcmp(word, "down"))
			link->up = false;
		else if (!strcmp(word, "full"))
			link->duplex = true;
		else if (!strcmp(word, "half"))
			link->duplex = false;
		else if (!strcmp(word, "aneg"))
			link->aneg = true;
		else if (!strcmp(word, "txflow"))
			link->tx_flow = true;
		else if (!strcmp(word, "rxflow"))
			link->rx_flow = true;
		else if (swa_parse_u32(word, 0, 1000000, &link->speed))
			return -1;
	}
	return 0;
}

static int swa_file_value(struct swa_snapshot *s, struct swa_file_line *l)
{
	struct swa_value v = { 0 };
	struct swa_port_ref refs[256];
	const struct swa_attr_def *d;
	enum swa_group g;
	uint32_t inst;
	int n;

	if (l->n != 5 || swa_file_group(l->word[1], &g) ||
	    swa_parse_u32(l->word[3], 0, UINT32_MAX, &inst))
		return -1;
	d = swa_snapshot_def_by_name(s, g, l->word[2]);
	if (!d)
		return -1;
	v.type = d->type;
	switch (d->type) {
	case SWA_TYPE_INT:
		if (swa_parse_u32(l->word[4], 0, UINT32_MAX, &v.i))
			return -1;
		break;
	case SWA_TYPE_STRING:
		v.s = strdup(l->word[4]);
		if (!v.s)
			return -1;
		break;
	case SWA_TYPE_PORTS:
		n = swa_file_ports(l->word[4], refs, SWA_ARRAY_SIZE(refs));
		if (n < 0)
			return -1;
		v.n_ports = (size_t)n;
		if (n) {
			v.ports = malloc((size_t)n * sizeof(*refs));
			if (!v.ports)
				return -1;
			memcpy(v.ports, refs, (size_t)n * sizeof(*refs));
		}
		break;
	case SWA_TYPE_LINK:
		if (swa_file_link(l->word[4], &v.link))
			return -1;
		break;
	default:
		return -1;
	}
	return swa_snapshot_add_value(s, g, d->id, inst, &v);
}

/* ------------------------------------------------------------ writes */

/*
 * Writes stay in memory, laid over the file at every reading (the file
 * is the switch's power-on state): what the tests of the write path
 * need without a kernel. Failures are
 * injected through files next to the description, each holding a
 * count that every failure takes one from: PATH.fail-writes (the next
 * N writes fail with EIO), PATH.fail-apply (the next N applies) and
 * PATH.eperm (the next N writes fail with EPERM, as without
 * CAP_NET_ADMIN), PATH.eagain (the next N readings answer -EAGAIN, as a
 * reading of a big switch that goes on). "N after K" lets K go through first (a failure in
 * the middle of a request, and of its undo). PATH.delay-ms slows the source down, as a loaded
 * host or a slow switch would, to test the master's AgentX timeout:
 * "MS" makes every reading of a switch and every write sleep MS
 * milliseconds first, "MS reads" or "MS writes" only those; no file
 * (or 0): no delay.
 */
struct swa_file_written {
	char sw[SWA_NAME_LEN];
	enum swa_group group;
	uint32_t id;
	uint32_t instance;
	struct swa_value v;
};

/*
 * What was written to the switches of one description file: the
 * switches' own state, shared by every source over the file in the
 * process (the agent's, its reader thread's), as a real switch is by
 * every netlink socket; lock guards it, the list lock the list
 */
struct swa_file_mem {
	char *path;
	unsigned int refs;
	pthread_mutex_t lock;
	struct swa_file_written *w;
	size_t n;
	unsigned int applies;
	struct swa_file_mem *next;
};

static struct swa_file_mem *swa_file_mems;
static pthread_mutex_t swa_file_mems_lock = PTHREAD_MUTEX_INITIALIZER;

static void swa_file_mem_free(struct swa_file_mem *mem)
{
	size_t i;

	for (i = 0; i < mem->n; i++)
		swa_value_free(&mem->w[i].v);
	free(mem->w);
	free(mem->path);
	pthread_mutex_destroy(&mem->lock);
	free(mem);
}

/* The memory of path's switches, one more user; NULL: out of memory */
static struct swa_file_mem *swa_file_mem_get(const char *path)
{
	struct swa_file_mem *mem;

	pthread_mutex_lock(&swa_file_mems_lock);
	for (mem = swa_file_mems; mem && strcmp(mem->path, path); mem = mem->next)
		;
	if (!mem && (mem = calloc(1, sizeof(*mem)))) {
		mem->path = strdup(path);
		if (!mem->path) {
			free(mem);
			mem = NULL;
		} else {
			pthread_mutex_init(&mem->lock, NULL);
			mem->next = swa_file_mems;
			swa_file_mems = mem;
		}
	}
	if (mem)
		mem->refs++;
	pthread_mutex_unlock(&swa_file_mems_lock);
	return mem;
}

/* One user less; the last one forgets what was written */
static void swa_file_mem_put(struct swa_file_mem *mem)
{
	struct swa_file_mem **pp;

	if (!mem)
		return;
	pthread_mutex_lock(&swa_file_mems_lock);
	if (!--mem->refs) {
		for (pp = &swa_file_mems; *pp != mem; pp = &(*pp)->next)
			;
		*pp = mem->next;
		swa_file_mem_free(mem);
	}
	pthread_mutex_unlock(&swa_file_mems_lock);
}

/*
 * Takes one from the count in PATH.SUFFIX ("N", or "N after K": K
 * first); true when a failure is due
 */
static bool swa_file_fault(const char *path, const char *suffix)
{
	char name[4096];
	unsigned int n = 0, skip = 0;
	bool fail;
	FILE *f;

	snprintf(name, sizeof(name), "%s.%s", path, suffix);
	f = fopen(name, "r");
	if (!f)
		return false;
	if (fscanf(f, "%u after %u", &n, &skip) < 1)
		n = 0;
	fclose(f);
	if (!n)
		return false;
	fail = !skip;
	f = fopen(name, "w");
	if (f) {
		if (fail)
			fprintf(f, "%u\n", n - 1);
		else
			fprintf(f, "%u after %u\n", n, skip - 1);
		fclose(f);
	}
	return fail;
}

/* Sleeps as PATH.delay-ms says for a read (write false) or a write */
static void swa_file_delay(const char *path, bool write)
{
	char name[4096], what[16] = "";
	unsigned int ms = 0;
	struct timespec ts;
	FILE *f;

	snprintf(name, sizeof(name), "%s.delay-ms", path);
	f = fopen(name, "r");
	if (!f)
		return;
	if (fscanf(f, "%u %15s", &ms, what) < 1)
		ms = 0;
	fclose(f);
	if (!ms || (!strcmp(what, "reads") && write) ||
	    (!strcmp(what, "writes") && !write))
		return;
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (long)(ms % 1000) * 1000000L;
	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

static int swa_file_remember_locked(struct swa_file_mem *mem, const char *sw,
				    enum swa_group group, uint32_t id,
				    uint32_t instance, const struct swa_value *v)
{
	struct swa_file_written *w = NULL;
	struct swa_value copy = *v;
	size_t i;

	copy.s = v->s ? strdup(v->s) : NULL;
	copy.ports = v->n_ports ? malloc(v->n_ports * sizeof(*v->ports)) : NULL;
	if ((v->s && !copy.s) || (v->n_ports && !copy.ports)) {
		swa_value_free(&copy);
		return -ENOMEM;
	}
	if (v->n_ports)
		memcpy(copy.ports, v->ports, v->n_ports * sizeof(*v->ports));
	for (i = 0; i < mem->n && !w; i++) {
		if (!strcmp(mem->w[i].sw, sw) && mem->w[i].group == group &&
		    mem->w[i].id == id && mem->w[i].instance == instance)
			w = &mem->w[i];
	}
	if (!w) {
		w = realloc(mem->w, (mem->n + 1) * sizeof(*w));
		if (!w) {
			swa_value_free(&copy);
			return -ENOMEM;
		}
		mem->w = w;
		w = &mem->w[mem->n++];
		memset(w, 0, sizeof(*w));
		snprintf(w->sw, sizeof(w->sw), "%s", sw);
		w->group = group;
		w->id = id;
		w->instance = instance;
	}
	swa_value_free(&w->v);
	w->v = copy;
	return 0;
}

static int swa_file_remember(struct swa_file_mem *mem, const char *sw,
			     enum swa_group group, uint32_t id,
			     uint32_t instance, const struct swa_value *v)
{
	int ret;

	pthread_mutex_lock(&mem->lock);
	ret = swa_file_remember_locked(mem, sw, group, id, instance, v);
	pthread_mutex_unlock(&mem->lock);
	return ret;
}

static int swa_file_apply(struct swa_source *src, const struct swa_snapshot *base)
{
	struct swa_file_mem *mem = src->priv;

	(void)base;
	if (swa_file_fault(src->arg, "fail-apply"))
		return -EIO;
	if (mem) {
		pthread_mutex_lock(&mem->lock);
		mem->applies++;
		pthread_mutex_unlock(&mem->lock);
	}
	return 0;
}

/*
 * The writes in the agent's model. The file's switches have swconfig's
 * attributes ("ports", "pvid", "vid", "name", "enable" or "disable"):
 * the swconfig source's mapping of VIDs and ports onto them
 * (source_swconfig_model.c) is used over the writes below, but with no
 * core behind them a VLAN's members move no PVID. Each attribute
 * written is one of the writes the injected failures count.
 */
static int swa_file_writing(struct swa_source *src)
{
	if (!src->priv)
		return -ENOTCONN;
	swa_file_delay(src->arg, true);
	if (swa_file_fault(src->arg, "eperm"))
		return -EPERM;
	if (swa_file_fault(src->arg, "fail-writes"))
		return -EIO;
	return 0;
}

static int swa_file_write_raw(struct swa_source *src,
			      const struct swa_snapshot *base,
			      const struct swa_attr_def *def, uint32_t instance,
			      const struct swa_value *v)
{
	int ret = swa_file_writing(src);

	if (ret || !v)
		return ret;	/* actions do nothing here */
	if (v->type != def->type)
		return -EINVAL;
	return swa_file_remember(src->priv, base->devname, def->group, def->id,
				 instance, v);
}

/*
 * The VID of a new row at index: the driver's "vid" there, else the
 * index. The switch is not finished, its values unsorted: looked for
 * one by one, not with swa_snapshot_value()'s binary search (which
 * missed it once other VLAN attributes' values came first).
 */
static uint16_t swa_file_new_vid(const struct swa_snapshot *s, uint32_t index)
{
	const struct swa_attr_def *d;
	size_t i;

	d = swa_snapshot_def_by_name(s, SWA_GROUP_VLAN, "vid");
	if (!d)
		return index <= SWA_VID_MAX ? (uint16_t)index : 0;
	for (i = 0; i < s->n_vals; i++) {
		const struct swa_attr_value *a = &s->vals[i];

		if (a->group != SWA_GROUP_VLAN || a->id != d->id ||
		    a->instance != index)
			continue;
		if (a->v.type != SWA_TYPE_INT || a->v.i < 1 ||
		    a->v.i > SWA_VID_MAX)
			return 0;
		return (uint16_t)a->v.i;
	}
	return 0;
}

/* Replaces VLAN index's members (a row only when it has some) */
static int swa_file_mem_members(struct swa_snapshot *s, uint32_t index,
				const struct swa_value *v)
{
	uint16_t vid = swa_file_new_vid(s, index);
	size_t i;

	for (i = 0; i < s->n_vlan_rows; i++) {
		if (s->vlans[i].index != index)
			continue;
		vid = s->vlans[i].vid;
		free(s->vlans[i].egress);
		memmove(&s->vlans[i], &s->vlans[i + 1],
			(s->n_vlan_rows - i - 1) * sizeof(*s->vlans));
		s->n_vlan_rows--;
		break;
	}
	if (!v->n_ports || !vid)
		return 0;
	return swa_snapshot_add_vlan(s, index, vid, v->ports, v->n_ports);
}

static int swa_file_mem_value(struct swa_snapshot *s,
			      const struct swa_file_written *w)
{
	struct swa_value copy = w->v;
	size_t i;

	for (i = 0; i < s->n_vals; i++) {
		struct swa_attr_value *a = &s->vals[i];

		if (a->group == w->group && a->id == w->id &&
		    a->instance == w->instance) {
			swa_value_free(&a->v);
			memset(&a->v, 0, sizeof(a->v));
			a->v.type = w->v.type;
			break;
		}
	}
	copy.s = w->v.s ? strdup(w->v.s) : NULL;
	copy.ports = w->v.n_ports ? malloc(w->v.n_ports * sizeof(*copy.ports)) : NULL;
	if ((w->v.s && !copy.s) || (w->v.n_ports && !copy.ports)) {
		swa_value_free(&copy);
		return -ENOMEM;
	}
	if (w->v.n_ports)
		memcpy(copy.ports, w->v.ports, w->v.n_ports * sizeof(*copy.ports));
	if (i < s->n_vals) {
		s->vals[i].v = copy;
		return 0;
	}
	return swa_snapshot_add_value(s, w->group, w->id, w->instance, &copy);
}

/* Lays what was written over a switch read from the file (not finished) */
static int swa_file_mem_overlay_locked(const struct swa_file_mem *mem,
				       struct swa_snapshot *s)
{
	const struct swa_attr_def *ports = NULL;
	size_t i;
	int ret = 0;

	for (i = 0; i < s->n_defs; i++) {
		if (s->defs[i].group == SWA_GROUP_VLAN &&
		    !strcmp(s->defs[i].name, "ports"))
			ports = &s->defs[i];
	}
	for (i = 0; !ret && i < mem->n; i++) {
		const struct swa_file_written *w = &mem->w[i];

		if (strcmp(w->sw, s->devname))
			continue;
		if (ports && w->group == SWA_GROUP_VLAN && w->id == ports->id)
			ret = swa_file_mem_members(s, w->instance, &w->v);
		else
			ret = swa_file_mem_value(s, w);
	}
	return ret;
}

static int swa_file_mem_overlay(struct swa_file_mem *mem, struct swa_snapshot *s)
{
	int ret;

	pthread_mutex_lock(&mem->lock);
	ret = swa_file_mem_overlay_locked(mem, s);
	pthread_mutex_unlock(&mem->lock);
	return ret;
}

/*
 * Reads the file: the list of switches (list non-NULL), or the switch
 * called want into *snap. Returns 0, -ENODEV (want not in the file),
 * -ENOENT (no file) or -EINVAL (a bad line, logged).
 */
static int swa_file_read(const char *path, const char *want,
			 struct swa_switch_info **list, size_t *n_list,
			 struct swa_snapshot **snap,
			 struct swa_file_mem *mem)
{
	struct swa_file_line *l = malloc(sizeof(*l));
	struct swa_snapshot *s = NULL;
	char line[SWA_FILE_LINE];
	bool mine = false;
	unsigned int lineno = 0;
	int ret = 0;
	FILE *f;

	if (!l)
		return -ENOMEM;
	f = fopen(path, "r");
	if (!f) {
		free(l);
		return -ENOENT;
	}
	while (fgets(line, sizeof(line), f)) {
		uint32_t a[5];
		const char *kw;

		lineno++;
		if (swa_file_split(line, l))
			goto bad;
		if (!l->n)
			continue;
		kw = l->word[0];
		if (!strcmp(kw, "switch")) {
			if (l->n < 6 || l->n > 8 ||
			    swa_parse_u32(l->word[2], 0, 1000000, &a[0]) ||
			    swa_parse_u32(l->word[3], 0, 1024, &a[1]) ||
			    swa_parse_u32(l->word[4], 0, 4096, &a[2]) ||
			    swa_parse_u32(l->word[5], 0, UINT32_MAX, &a[3]))
				goto bad;
			mine = want && !strcmp(l->word[1], want) && !s;
			if (mine) {
				s = swa_snapshot_new(a[0], l->word[1],
						     l->n > 6 ? l->word[6] : "",
						     l->n > 7 ? l->word[7] : "file",
						     a[1], a[2], a[3]);
				if (!s) {
					ret = -ENOMEM;
					break;
				}
			}
			if (list) {
				struct swa_switch_info *nl;

				nl = realloc(*list, (*n_list + 1) * sizeof(*nl));
				if (!nl) {
					ret = -ENOMEM;
					break;
				}
				*list = nl;
				snprintf(nl[*n_list].name, sizeof(nl->name), "%s",
					 l->word[1]);
				nl[*n_list].id = a[0];
				(*n_list)++;
			}
			continue;
		}
		if (!mine)
			continue;
		if (!strcmp(kw, "mac")) {
			if (l->n != 2 || swa_parse_mac(l->word[1], s->bridge_addr))
				goto bad;
		} else if (!strcmp(kw, "attr")) {
			enum swa_group g;
			enum swa_type t;

			if (l->n < 5 || l->n > 6 || swa_file_group(l->word[1], &g) ||
			    swa_parse_u32(l->word[2], 0, UINT32_MAX, &a[0]) ||
			    swa_file_type(l->word[3], &t) ||
			    swa_snapshot_add_def(s, g, a[0], t, l->word[4],
						 l->n > 5 ? l->word[5] : ""))
				goto bad;
		} else if (!strcmp(kw, "value")) {
			if (swa_file_value(s, l))
				goto bad;
		} else if (!strcmp(kw, "vlan")) {
			struct swa_port_ref refs[SWA_FILE_WORDS];
			size_t i;

			if (l->n < 3 || swa_parse_u32(l->word[1], 0, 4095, &a[0]) ||
			    swa_parse_u32(l->word[2], 0, 4095, &a[1]))
				goto bad;
			for (i = 3; i < l->n; i++) {
				if (swa_file_ports(l->word[i], &refs[i - 3], 1) != 1)
					goto bad;
			}
			if (swa_snapshot_add_vlan(s, a[0], (uint16_t)a[1], refs,
						  l->n - 3))
				goto bad;
		} else {
			goto bad;
		}
		continue;
bad:
		swa_err("%s:%u: cannot use this line", path, lineno);
		ret = -EINVAL;
		break;
	}
	fclose(f);
	free(l);
	if (!ret && want && !s)
		ret = -ENODEV;
	if (!ret && s && mem)
		ret = swa_file_mem_overlay(mem, s);
	if (!ret && s)
		ret = swa_snapshot_finish(s);
	if (ret) {
		swa_snapshot_free(s);
		return ret;
	}
	if (snap)
		*snap = s;
	return 0;
}

static int swa_file_open(struct swa_source *src)
{
	if (!src->arg)
		return -EINVAL;
	if (!src->priv)
		src->priv = swa_file_mem_get(src->arg);
	return src->priv ? 0 : -ENOMEM;
}

static void swa_file_close(struct swa_source *src)
{
	swa_sw_stages_free(src);
	swa_file_mem_put(src->priv);
	src->priv = NULL;
}

static int swa_file_list(struct swa_source *src, struct swa_switch_info **list,
			 size_t *n)
{
	int ret;

	*list = NULL;
	*n = 0;
	ret = swa_file_read(src->arg, NULL, list, n, NULL, NULL);
	if (ret == -ENOENT)
		ret = 0;	/* no file: no switches */
	if (ret) {
		free(*list);
		*list = NULL;
		*n = 0;
	}
	return ret;
}

static int swa_file_snapshot(struct swa_source *src,
			     const struct swa_switch_info *info,
			     struct swa_snapshot **snap)
{
	int ret;

	swa_file_delay(src->arg, false);
	/* a reading that goes on, as a big switch's (vlanReadsPerReading) */
	if (swa_file_fault(src->arg, "eagain"))
		return -EAGAIN;
	ret = swa_file_read(src->arg, info->name, NULL, NULL, snap, src->priv);

	return ret == -ENOENT ? -ENODEV : ret;
}

static const struct swa_source_ops swa_source_file_ops = {
	.kind = "file",
	.needs_arg = true,
	.open = swa_file_open,
	.close = swa_file_close,
	.list = swa_file_list,
	.read = swa_file_snapshot,
	.write_caps = swa_sw_write_caps,
	.new_vlan = swa_sw_new_vlan,
	.set_vlan = swa_sw_set_vlan,
	.del_vlan = swa_sw_del_vlan,
	.set_vlan_name = swa_sw_set_vlan_name,
	.get_vlan_name = swa_sw_get_vlan_name,
	.set_pvid = swa_sw_set_pvid,
	.set_port_admin = swa_sw_set_port_admin,
	.set_port_link = swa_sw_set_port_link,
	.write_raw = swa_file_write_raw,
	.commit = swa_file_apply,
	.abort = swa_sw_abort,
	.end = swa_sw_end,
};

/* At load, before the configuration can name it */
__attribute__((constructor)) static void swa_file_source_add(void)
{
	swa_source_kind_add(&swa_source_file_ops);
}
