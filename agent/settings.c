// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Agent settings. The directives live in swconfig-agentx.conf, read by
 * Net-SNMP's configuration machinery next to its own (agentXSocket,
 * agentxPingInterval ...); each of ours ends up in swa_config_line():
 *
 *   refreshInterval SECONDS        seconds between two readings (5)
 *   vlanValueInterval SECONDS      per-VLAN attribute values at most
 *                                  this old (60; 0: every reading)
 *   vlanReadsPerReading N          VLANs whose values one reading reads
 *                                  (256; 0: all)
 *   ifIndexBase N                  ifIndex scheme, see ifindex.c (1000)
 *   ifIndexStride N                (1000)
 *   switchIfIndexBase SWITCH N     ifIndex of SWITCH's port 0 is N + 1
 *   switchBridgeAddress SWITCH MAC dot1dBaseBridgeAddress of SWITCH
 *   switchInterface SWITCH NETDEV  the host interface on SWITCH's CPU
 *                                  port (ifStackTable; default: the
 *                                  netdev its alias names)
 *   serveSwitch SWITCH             serve only the switches named so
 *   serveBridge BRIDGE             also serve a VLAN-filtering Linux
 *                                  bridge (repeatable)
 *   defaultSwitch SWITCH           the one in the default context
 *   switchSource swconfig|file [ARG]   where switches come from
 *   stateDir DIR                   where SETs are saved (none)
 *   startupConfig saved|switch     which wins at start (saved)
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/core.h"

void swa_config_init(struct swa_config *c)
{
	memset(c, 0, sizeof(*c));
	c->refresh = SWA_REFRESH_DEFAULT;
	c->vlan_values = SWA_VLAN_VALUES_DEFAULT;
	c->vlan_reads = SWA_VLAN_READS_DEFAULT;
	c->ifindex.base = SWA_IFINDEX_BASE_DEFAULT;
	c->ifindex.stride = SWA_IFINDEX_STRIDE_DEFAULT;
	snprintf(c->source, sizeof(c->source), "swconfig");
}

void swa_config_free(struct swa_config *c)
{
	free(c->switches);
	free(c->source_arg);
	free(c->state_dir);
	memset(c, 0, sizeof(*c));
}

int swa_parse_u32(const char *s, uint32_t min, uint32_t max, uint32_t *out)
{
	unsigned long long v;
	char *end;

	if (!s || !isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno || *end || v < min || v > max)
		return -1;
	*out = (uint32_t)v;
	return 0;
}

int swa_parse_mac(const char *s, uint8_t mac[6])
{
	unsigned int b[6];
	char tail;
	int i;

	if (sscanf(s, "%2x:%2x:%2x:%2x:%2x:%2x%c", &b[0], &b[1], &b[2], &b[3],
		   &b[4], &b[5], &tail) != 6)
		return -1;
	for (i = 0; i < 6; i++)
		mac[i] = (uint8_t)b[i];
	return 0;
}

struct swa_switch_conf *swa_config_switch(const struct swa_config *c,
					  const char *name)
{
	size_t i;

	for (i = 0; i < c->n_switches; i++) {
		if (!strcmp(c->switches[i].name, name))
			return &c->switches[i];
	}
	return NULL;
}

static struct swa_switch_conf *swa_config_add_switch(struct swa_config *c,
						     const char *name)
{
	struct swa_switch_conf *sc = swa_config_switch(c, name), *arr;

	if (sc)
		return sc;
	arr = realloc(c->switches, (c->n_switches + 1) * sizeof(*arr));
	if (!arr)
		return NULL;
	c->switches = arr;
	sc = &arr[c->n_switches++];
	memset(sc, 0, sizeof(*sc));
	snprintf(sc->name, sizeof(sc->name), "%s", name);
	return sc;
}

uint32_t swa_config_ifindex_base(const struct swa_config *c, const char *name,
				 uint32_t id)
{
	const struct swa_switch_conf *sc = swa_config_switch(c, name);
	uint64_t base;

	if (sc && sc->has_ifindex_base)
		return sc->ifindex_base;
	base = (uint64_t)c->ifindex.base + (uint64_t)c->ifindex.stride *
	       swa_ifindex_switch_number(name, id);
	return base > SWA_IFINDEX_MAX ? SWA_IFINDEX_MAX : (uint32_t)base;
}

bool swa_config_serves(const struct swa_config *c, const char *name)
{
	const struct swa_switch_conf *sc;

	if (!c->only_listed)
		return true;
	sc = swa_config_switch(c, name);
	return sc != NULL;	/* a bridge is listed by serveBridge */
}

char *swa_config_bridges(const struct swa_config *c)
{
	size_t i, len = 0;
	char *s;

	for (i = 0; i < c->n_switches; i++) {
		if (c->switches[i].is_bridge)
			len += strlen(c->switches[i].name) + 1;
	}
	if (!len || !(s = malloc(len)))
		return NULL;
	s[0] = '\0';
	for (i = 0; i < c->n_switches; i++) {
		if (!c->switches[i].is_bridge)
			continue;
		if (s[0])
			strcat(s, " ");
		strcat(s, c->switches[i].name);
	}
	return s;
}

/* Splits "WORD REST" (blanks around); word into buf */
static const char *swa_word(const char *s, char *buf, size_t size)
{
	size_t n = 0;

	while (*s && isspace((unsigned char)*s))
		s++;
	while (*s && !isspace((unsigned char)*s)) {
		if (n + 1 < size)
			buf[n++] = *s;
		s++;
	}
	buf[n] = '\0';
	while (*s && isspace((unsigned char)*s))
		s++;
	return s;
}

/* What the kernel takes as a netdev's name (dev_valid_name()) */
static bool swa_netdev_name(const char *s)
{
	size_t len = strlen(s);

	return len && len < SWA_NETDEV_LEN && strcmp(s, ".") &&
	       strcmp(s, "..") && !strchr(s, '/') && !strchr(s, ':');
}

#define SWA_ERR(...) do { snprintf(err, err_size, __VA_ARGS__); return -1; } while (0)

int swa_config_line(struct swa_config *c, const char *key, const char *value,
		    char *err, size_t err_size)
{
	char name[SWA_NAME_LEN], arg[SWA_NAME_LEN];
	struct swa_switch_conf *sc;
	const char *rest;
	uint32_t v;

	rest = swa_word(value ? value : "", name, sizeof(name));

	if (!strcmp(key, "refreshInterval")) {
		if (*rest || swa_parse_u32(name, 1, 86400, &v))
			SWA_ERR("refreshInterval: expected seconds (1..86400), got \"%s\"",
				value);
		c->refresh = v;
	} else if (!strcmp(key, "vlanValueInterval")) {
		if (*rest || swa_parse_u32(name, 0, 86400, &v))
			SWA_ERR("vlanValueInterval: expected seconds (0..86400), got \"%s\"",
				value);
		c->vlan_values = v;
	} else if (!strcmp(key, "vlanReadsPerReading")) {
		if (*rest || swa_parse_u32(name, 0, 65536, &v))
			SWA_ERR("vlanReadsPerReading: expected 0..65536, got \"%s\"",
				value);
		c->vlan_reads = v;
	} else if (!strcmp(key, "ifIndexBase")) {
		if (*rest || swa_parse_u32(name, 0, SWA_IFINDEX_MAX - 1, &v))
			SWA_ERR("ifIndexBase: expected a number below %u, got \"%s\"",
				SWA_IFINDEX_MAX, value);
		c->ifindex.base = v;
	} else if (!strcmp(key, "ifIndexStride")) {
		if (*rest || swa_parse_u32(name, 2, 1000000000, &v))
			SWA_ERR("ifIndexStride: expected 2..1000000000, got \"%s\"",
				value);
		c->ifindex.stride = v;
	} else if (!strcmp(key, "switchIfIndexBase")) {
		rest = swa_word(rest, arg, sizeof(arg));
		if (!name[0] || *rest ||
		    swa_parse_u32(arg, 0, SWA_IFINDEX_MAX - 1, &v))
			SWA_ERR("switchIfIndexBase: expected SWITCH NUMBER, got \"%s\"",
				value);
		sc = swa_config_add_switch(c, name);
		if (!sc)
			SWA_ERR("out of memory");
		sc->has_ifindex_base = true;
		sc->ifindex_base = v;
	} else if (!strcmp(key, "switchBridgeAddress")) {
		uint8_t mac[6];

		rest = swa_word(rest, arg, sizeof(arg));
		if (!name[0] || *rest || swa_parse_mac(arg, mac))
			SWA_ERR("switchBridgeAddress: expected SWITCH xx:xx:xx:xx:xx:xx, got \"%s\"",
				value);
		sc = swa_config_add_switch(c, name);
		if (!sc)
			SWA_ERR("out of memory");
		sc->has_bridge_addr = true;
		memcpy(sc->bridge_addr, mac, sizeof(mac));
	} else if (!strcmp(key, "switchInterface")) {
		rest = swa_word(rest, arg, sizeof(arg));
		if (!name[0] || *rest || !swa_netdev_name(arg))
			SWA_ERR("switchInterface: expected SWITCH NETDEV (a name of 1 to %d characters, no '/' or blank), got \"%s\"",
				SWA_NETDEV_LEN - 1, value ? value : "");
		sc = swa_config_add_switch(c, name);
		if (!sc)
			SWA_ERR("out of memory");
		snprintf(sc->netdev, sizeof(sc->netdev), "%s", arg);
	} else if (!strcmp(key, "serveSwitch")) {
		if (!name[0] || *rest)
			SWA_ERR("serveSwitch: expected one switch name, got \"%s\"",
				value ? value : "");
		if (!swa_config_add_switch(c, name))
			SWA_ERR("out of memory");
		c->only_listed = true;
	} else if (!strcmp(key, "serveBridge")) {
		/* served whatever serveSwitch says: naming it is asking for it */
		if (!name[0] || *rest)
			SWA_ERR("serveBridge: expected one bridge name, got \"%s\"",
				value ? value : "");
		sc = swa_config_add_switch(c, name);
		if (!sc)
			SWA_ERR("out of memory");
		sc->is_bridge = true;
	} else if (!strcmp(key, "defaultSwitch")) {
		if (!name[0] || *rest)
			SWA_ERR("defaultSwitch: expected one switch name, got \"%s\"",
				value ? value : "");
		snprintf(c->default_switch, sizeof(c->default_switch), "%s", name);
	} else if (!strcmp(key, "switchSource")) {
		const struct swa_source_ops *kind = swa_source_kind_find(name);
		char kinds[128];

		if (!kind)
			SWA_ERR("switchSource: expected one of %s, got \"%s\"",
				swa_source_kind_names(kinds, sizeof(kinds)),
				name);
		if (kind->needs_arg && !*rest)
			SWA_ERR("switchSource %s: an argument is needed",
				kind->kind);
		snprintf(c->source, sizeof(c->source), "%s", kind->kind);
		free(c->source_arg);
		c->source_arg = *rest ? strdup(rest) : NULL;
		if (*rest && !c->source_arg)
			SWA_ERR("out of memory");
	} else if (!strcmp(key, "stateDir")) {
		if (!value || value[0] != '/')
			SWA_ERR("stateDir: expected an absolute directory, got \"%s\"",
				value ? value : "");
		free(c->state_dir);
		c->state_dir = strdup(value);
		if (!c->state_dir)
			SWA_ERR("out of memory");
		c->state_dir[strcspn(c->state_dir, " \t\r\n")] = '\0';
	} else if (!strcmp(key, "startupConfig")) {
		if (*rest || (strcmp(name, "saved") && strcmp(name, "switch")))
			SWA_ERR("startupConfig: expected saved or switch, got \"%s\"",
				value ? value : "");
		c->startup_switch = !strcmp(name, "switch");
	} else {
		SWA_ERR("unknown directive \"%s\"", key);
	}
	return 0;
}

static bool swa_str_same(const char *a, const char *b)
{
	return !strcmp(a ? a : "", b ? b : "");
}

/* An entry that changes what is served (not one for a bridge address only) */
static bool swa_config_entry_serves(const struct swa_config *c,
				    const struct swa_switch_conf *sc)
{
	return c->only_listed || sc->is_bridge || sc->has_ifindex_base;
}

/* Whether every entry of a that serves is in b, the same */
static bool swa_config_switches_in(const struct swa_config *a,
				   const struct swa_config *b)
{
	size_t i;

	for (i = 0; i < a->n_switches; i++) {
		const struct swa_switch_conf *x = &a->switches[i];
		const struct swa_switch_conf *y = swa_config_switch(b, x->name);

		if (!swa_config_entry_serves(a, x))
			continue;
		if (!y || !swa_config_entry_serves(b, y) ||
		    x->is_bridge != y->is_bridge ||
		    x->has_ifindex_base != y->has_ifindex_base ||
		    (x->has_ifindex_base && x->ifindex_base != y->ifindex_base))
			return false;
	}
	return true;
}

bool swa_config_same_serving(const struct swa_config *a,
			     const struct swa_config *b)
{
	if (a->refresh != b->refresh || a->vlan_values != b->vlan_values ||
	    a->vlan_reads != b->vlan_reads ||
	    a->ifindex.base != b->ifindex.base ||
	    a->ifindex.stride != b->ifindex.stride ||
	    strcmp(a->source, b->source) ||
	    !swa_str_same(a->source_arg, b->source_arg) ||
	    !swa_str_same(a->state_dir, b->state_dir) ||
	    a->only_listed != b->only_listed)
		return false;
	return swa_config_switches_in(a, b) && swa_config_switches_in(b, a);
}
