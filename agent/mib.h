/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig-agentx SNMP layer: the MIB implementations over Net-SNMP's
 * agent library. They read snapshots (core.h) and nothing else; the same
 * code serves the AgentX subagent (main.c) and, later, a module loaded
 * into snmpd.
 *
 *   agent.c        the switches served, refresh timer, contexts, config
 *   mib_table.c    a table over Net-SNMP's table_container + cache helpers
 *   mib_qbridge.c  Q-BRIDGE-MIB
 *   mib_bridge.c   BRIDGE-MIB dot1dBase, dot1dBasePortTable
 *   mib_if.c       IF-MIB ifTable/ifXTable rows of switch ports
 *   mib_swconfig.c SWCONFIG-MIB
 *   mib_fdb.c      dot1qFdbTable, dot1qTpFdbTable, dot1dTpFdbTable
 */
#ifndef SWA_MIB_H
#define SWA_MIB_H

#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <net-snmp/agent/net-snmp-agent-includes.h>

#include "core.h"

/* -------------------------------------------------------------- agent.c */

/*
 * swa_agent_init() registers the configuration directives: call it after
 * init_agent() and before init_snmp(), which reads the configuration.
 * swa_agent_start() then reads the switches, registers every MIB in the
 * default context and in one context per switch and starts the refresh
 * timer.
 */
void swa_agent_init(void);
int swa_agent_start(void);
/* unregister: inside snmpd (its registrations outlive the module) */
void swa_agent_shutdown(bool unregister);
/* Reads every switch now (also called by the timer) */
void swa_agent_refresh(void);
/* The switch a context shows: "" is the default switch; NULL when none */
const struct swa_switch *swa_agent_switch(const char *context);
/* The agent's settings (filled from the configuration file) */
struct swa_config *swa_agent_config(void);
/* All switches known (present or not), for tables over every switch */
size_t swa_agent_n_switches(void);
const struct swa_switch *swa_agent_switch_at(size_t i);
/* What the readings cost, for SWCONFIG-MIB's swAgent objects */
struct swa_agent_stats {
	uint64_t requests;		/* kernel requests since start */
	uint64_t refreshes;		/* readings of every switch */
	uint64_t refresh_ms;		/* wall time of the last one */
	uint64_t refresh_requests;	/* kernel requests of the last one */
	uint64_t longest_ms;		/* the longest one since start */
	uint64_t most_requests;		/* the most requests one took */
};
const struct swa_agent_stats *swa_agent_stats(void);
/* For writes: the source, a reading of a switch now (not installed, memo
 * laid over), the switch's memo (created on first use) */
struct swa_source *swa_agent_source(void);
int swa_agent_read_now(const char *name, struct swa_snapshot **snap);
struct swa_memo *swa_agent_memo(const char *name);
/* After a successful SET: read the switches again, save one's state */
void swa_agent_changed(void);
void swa_agent_save(const char *name);
/*
 * After swa_agent_changed(): saves the switch change c made, from the
 * reading that has it, or, while that reading is not complete, the
 * state c intends (saved again from the complete reading)
 */
void swa_agent_save_set(const struct swa_change *c);

/* --------------------------------------------------- source_swconfig.c */

extern const struct swa_source_ops swa_source_swconfig_ops;

/* ----------------------------------------------------- source_bridge.c */

/* Linux bridges over rtnetlink; the argument: bridge names, space-separated */
extern const struct swa_source_ops swa_source_bridge_ops;

/* ---------------------------------------------------------- mib_table.c */

/* dot1qTpFdbTable: FdbId and a MAC, 7 */
#define SWA_ROW_SUBIDS	7

struct swa_row {
	netsnmp_index index;		/* first: the container's key */
	oid sub[SWA_ROW_SUBIDS];
	const void *data;		/* port, VLAN, definition, value ... */
	const struct swa_switch *sw;
};

struct swa_table;

struct swa_table_def {
	const char *name;
	const oid *root;		/* the table's OID (not the entry's) */
	size_t root_len;
	unsigned int min_column;
	unsigned int max_column;
	u_char index[SWA_ROW_SUBIDS];	/* ASN types of the index objects */
	unsigned int n_index;
	/* Adds the rows of the switch of the table's context */
	int (*fill)(struct swa_table *t, const struct swa_switch *sw);
	/* Answers one column of a row (swa_set_* below); SNMP_ERR_NOERROR,
	 * or SNMP_NOSUCHINSTANCE for a column the row does not have */
	int (*get)(netsnmp_variable_list *var, const struct swa_row *row,
		   unsigned int column);
	/*
	 * Optional (NULL: read-only). In RESERVE1: checks one varbind (type,
	 * length, value) and adds it to the request's transaction; row is
	 * NULL when the row does not exist (yet), sw the context's switch.
	 * tag identifies the varbind in the transaction's errors.
	 */
	int (*set)(struct swa_txn *txn, netsnmp_variable_list *var,
		   const struct swa_row *row,
		   const netsnmp_table_request_info *info,
		   const struct swa_switch *sw, unsigned int tag);
};

struct swa_table {
	const struct swa_table_def *def;
	char context[SWA_NAME_LEN];
	netsnmp_container *container;
	netsnmp_cache *cache;
	netsnmp_handler_registration *reg;
	bool all_switches;		/* rows of every switch, not the context's */
	struct swa_row *rows;
	size_t n_rows;
	size_t cap_rows;
	struct swa_table *next;
};

/* all: rows of every switch (fill is called once per switch). A table
 * registered in context already is returned as it is */
struct swa_table *swa_table_register(const struct swa_table_def *def,
				     const char *context, bool all);
/* Marks every registered table for a reload at its next request */
void swa_tables_invalidate(void);
/* Frees the agent's side of every table and scalar; with unregister
 * (inside snmpd) the registrations too, else snmp_shutdown() does it */
void swa_tables_release_all(bool unregister);
/* Keeps a registration for swa_tables_release_all() */
int swa_reg_keep(netsnmp_handler_registration *reg);
/* Whether a table, scalars or registration kept by that name is in
 * context: the register functions make only what is missing */
bool swa_registered(const char *name, const char *context);
/* Unregisters one registration (and frees it) */
void swa_unregister(netsnmp_handler_registration *reg);
int swa_table_add(struct swa_table *t, const oid *sub, size_t n,
		  const void *data, const struct swa_switch *sw);

/* Typed answers; return SNMP_ERR_NOERROR */
int swa_set_int(netsnmp_variable_list *var, long v);
int swa_set_u32(netsnmp_variable_list *var, u_char type, uint32_t v);
int swa_set_u64(netsnmp_variable_list *var, uint64_t v);
int swa_set_str(netsnmp_variable_list *var, const void *s, size_t len);
int swa_set_oid(netsnmp_variable_list *var, const oid *o, size_t len);

/*
 * Scalars: one handler for a group of scalar objects under root, numbered
 * min..max; get answers one of them (column = its number).
 */
struct swa_scalars_def {
	const char *name;
	const oid *root;
	size_t root_len;
	unsigned int min;
	unsigned int max;
	int (*get)(netsnmp_variable_list *var, const struct swa_switch *sw,
		   unsigned int object);
};

int swa_scalars_register(const struct swa_scalars_def *def,
			 const char *context);

/* ------------------------------------------------------------ mib_set.c */

/*
 * The SET request in progress: one transaction for the whole agent.
 * RESERVE1 handlers add their varbinds to swa_set_txn(); every handler
 * passes the other modes to swa_set_phase(), which prepares (RESERVE2),
 * executes (ACTION), undoes (UNDO) and commits (COMMIT) the transaction
 * once however many handlers the request reaches.
 */
struct swa_txn *swa_set_txn(netsnmp_agent_request_info *reqinfo);
void swa_set_phase(netsnmp_agent_request_info *reqinfo,
		   netsnmp_request_info *requests);
/* The SNMP error of a transaction error */
int swa_set_snmp_err(enum swa_txn_err e);
/* Between a request's RESERVE1 and its end: no refresh meanwhile */
bool swa_set_in_progress(void);
/* At shutdown: drops a transaction left unfinished */
void swa_set_shutdown(void);

/* -------------------------------------------------------- MIB modules */

int swa_qbridge_register(const char *context);
int swa_bridge_register(const char *context);
/* One row per port, by dot1dBasePort: dot1dBasePortTable's and
 * dot1qPortVlanTable's (which AUGMENTS it) */
int swa_bridge_port_fill(struct swa_table *t, const struct swa_switch *sw);
int swa_swconfig_register(const char *context);
/* The forwarding database tables (rows only for switches with an FDB) */
int swa_fdb_register(const char *context);
/* IF-MIB rows of one switch's ports, in a context; replaces earlier ones */
int swa_if_register(const char *context, const struct swa_switch *sw);
/* At shutdown, as swa_tables_release_all() */
void swa_if_release_all(bool unregister);
void swa_sysor_register(void);
void swa_sysor_unregister(void);

#endif /* SWA_MIB_H */
