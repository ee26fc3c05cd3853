/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the agent keeps that a switch cannot: aliases ... (model/memo.c) */
#ifndef SWA_MEMO_H
#define SWA_MEMO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/snapshot.h"

/*
 * What the agent keeps for a switch because swconfig has no place for
 * it: VLANs created over SNMP that have no member port yet (a swconfig
 * VLAN exists only through its members), VLAN names where the driver
 * has no "name" attribute (or the VLAN is empty, so nothing reads it),
 * and per port its ifAlias and ifLinkUpDownTrapEnable. It is laid over
 * every reading and saved in the state file.
 */
struct swa_vlan_memo {
	uint16_t vid;
	uint32_t index;		/* its VLAN table index */
	bool created;		/* a row even without members */
	bool has_name;
	char name[SWA_VLAN_NAME_LEN + 1];
};

/* ifLinkUpDownTrapEnable values (RFC 2863); 0 in memory: never set */
#define SWA_LINK_TRAPS_ENABLED	1
#define SWA_LINK_TRAPS_DISABLED	2

struct swa_port_memo {
	char alias[SWA_ALIAS_LEN + 1];	/* ifAlias, "" when none */
	uint8_t link_traps;		/* SWA_LINK_TRAPS_*, 0: the default */
};

struct swa_memo {
	struct swa_vlan_memo *vlans;	/* sorted by vid */
	size_t n_vlans;
	size_t cap_vlans;
	struct swa_port_memo *ports;	/* by port number, n_ports */
	size_t n_ports;
};

struct swa_memo *swa_memo_new(void);
void swa_memo_free(struct swa_memo *m);
struct swa_vlan_memo *swa_memo_vlan(struct swa_memo *m, uint16_t vid,
				    bool add);
void swa_memo_forget_vlan(struct swa_memo *m, uint16_t vid);
/* A port's memo, added (zeroed) when add is set; NULL: none, or no memory */
struct swa_port_memo *swa_memo_port(struct swa_memo *m, uint32_t port,
				    bool add);
/*
 * Lays the memo over a finished snapshot: rows for created empty VLANs,
 * names, the ports' aliases and trap settings. Forgets what the reading shows swconfig now holds (a
 * created VLAN that got members, an index another VID took). 0 or
 * -ENOMEM.
 */
int swa_memo_overlay(struct swa_memo *m, struct swa_snapshot *s);

#endif /* SWA_MEMO_H */
