/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The agent's settings and the parsing of its directives (settings.c) */
#ifndef SWA_SETTINGS_H
#define SWA_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/ifindex.h"
#include "model/limits.h"

#define SWA_REFRESH_DEFAULT	5	/* seconds */
#define SWA_VLAN_VALUES_DEFAULT	60	/* seconds, see vlan_value_interval */
/*
 * VLANs whose values one reading reads, see vlan_reads: 256 VLANs are
 * 500-800 kernel requests, a few hundred ms on a slow CPU, well below
 * the master's 1 s AgentX timeout; 4094 VLANs take 16 readings.
 */
#define SWA_VLAN_READS_DEFAULT	256

/* A netdev's name and its NUL: the kernel's IFNAMSIZ */
#define SWA_NETDEV_LEN	16

struct swa_switch_conf {
	char name[SWA_NAME_LEN];
	bool has_ifindex_base;
	uint32_t ifindex_base;
	bool has_bridge_addr;
	uint8_t bridge_addr[6];
	/* switchInterface: the host interface the switch is attached to */
	char netdev[SWA_NETDEV_LEN];
	bool is_bridge;		/* serveBridge: a Linux bridge, not swconfig */
};

struct swa_config {
	unsigned int refresh;		/* seconds between readings */
	unsigned int vlan_values;	/* seconds between readings of VLAN values */
	unsigned int vlan_reads;	/* VLANs whose values a reading reads */
	struct swa_ifindex_scheme ifindex;
	char default_switch[SWA_NAME_LEN];	/* "" : the first */
	char source[16];		/* "swconfig" or "file" */
	char *source_arg;
	bool only_listed;		/* serve only the switches named */
	char *state_dir;		/* saved configurations; NULL: none */
	bool startup_switch;		/* at start keep the switch's, not the saved */
	struct swa_switch_conf *switches;
	size_t n_switches;
};

void swa_config_init(struct swa_config *c);
void swa_config_free(struct swa_config *c);
/*
 * Applies one directive "KEY VALUE..." as in swconfig-agentx.conf.
 * Returns 0, or -1 with a message in err.
 */
int swa_config_line(struct swa_config *c, const char *key, const char *value,
		    char *err, size_t err_size);
struct swa_switch_conf *swa_config_switch(const struct swa_config *c,
					  const char *name);
/* The ifIndex base of a switch: its own, or base + stride * id */
uint32_t swa_config_ifindex_base(const struct swa_config *c, const char *name,
				 uint32_t id);
/*
 * Whether b serves what a serves in the same way: same source, switches,
 * ifIndexes, intervals (bridge addresses and defaultSwitch may differ:
 * they apply from the next reading or request)
 */
bool swa_config_same_serving(const struct swa_config *a,
			     const struct swa_config *b);
/* Whether the switch is served */
bool swa_config_serves(const struct swa_config *c, const char *name);
/* The bridges of serveBridge, space-separated (malloc'ed; NULL: none) */
char *swa_config_bridges(const struct swa_config *c);

int swa_parse_u32(const char *s, uint32_t min, uint32_t max, uint32_t *out);
int swa_parse_mac(const char *s, uint8_t mac[6]);

#endif /* SWA_SETTINGS_H */
