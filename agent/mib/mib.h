/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig-agentx SNMP layer: the MIB implementations over Net-SNMP's
 * agent library. They read snapshots (core.h) and nothing else; the same
 * code serves the AgentX subagent (main.c) and the module loaded into
 * snmpd (dlmod.c).
 *
 *   agent.c        the switches served, refresh timer, contexts, config
 *   modules.c      the MIB modules: what each registers, sysORTable
 *   mib_table.c    a table over Net-SNMP's table_container + cache helpers
 *   mib_region.c   one registration per MIB subtree for its tables, scalars
 *   mib_qbridge.c  Q-BRIDGE-MIB
 *   mib_bridge.c   BRIDGE-MIB dot1dBase, dot1dBasePortTable
 *   mib_portrows.c rows of switch ports in tables indexed by ifIndex
 *   mib_if.c       IF-MIB ifTable/ifXTable rows of switch ports
 *   mib_etherlike.c EtherLike-MIB dot3StatsTable, dot3PauseTable
 *   mib_rmon.c     RMON-MIB etherStatsTable (+ HC-RMON)
 *   mib_mau.c      MAU-MIB ifMauTable, ifMauAutoNegTable
 *   mib_swconfig.c SWCONFIG-MIB
 *   mib_fdb.c      dot1qFdbTable, dot1qTpFdbTable, dot1dTpFdbTable,
 *                  dot1dTpAgingTime
 *   mib_smon.c     SMON-MIB portCopyTable (port mirroring)
 *   mib_set.c      the SET path: one transaction per request
 *   notify.c       linkUp/linkDown notifications
 */
#ifndef SWA_MIB_H
#define SWA_MIB_H

#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <net-snmp/agent/net-snmp-agent-includes.h>

#include "model/core.h"
#include "registry.h"

/* ---------------------------------------------------------- mib_table.c */

/*
 * The registry the tables answer from and SETs write through, handed
 * over by the agent before anything registers; swa_mib_registry() is
 * it (NULL before).
 */
void swa_mib_init(struct swa_registry *reg);
struct swa_registry *swa_mib_registry(void);
/* A manager's request reads context's switch (NULL: every switch): the
 * registry is told once per request (swa_registry_demand()) */
void swa_demand(const netsnmp_agent_request_info *reqinfo,
		const char *context, enum swa_need need);

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
	/*
	 * Its rows come from the ports alone: a read of it has every port
	 * value read afresh, not the whole switch (mib_table.c)
	 */
	bool ports_only;
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
	/* the row a GETNEXT answered last: a walk's next step starts there */
	size_t last_row;
	struct swa_row *rows;
	size_t n_rows;
	size_t cap_rows;
	struct swa_table *next;
};

/* all: rows of every switch (fill is called once per switch). A table
 * registered in context already is returned as it is */
struct swa_table *swa_table_register(const struct swa_table_def *def,
				     const char *context, bool all);
/* Port tables (RMON, MAU) in context: every switch's in the default one */
int swa_port_tables_register(const struct swa_table_def *const *defs, size_t n,
			     const char *context);
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

/* --------------------------------------------------------- mib_region.c */

/* Whether name lies in a MIB subtree answered as a region */
bool swa_region_covers(const oid *name, size_t len);
/*
 * A table's (the table and table_container helpers over reg) or a scalar
 * group's (root.min to root.max) registration answered by the region of
 * its MIB in its context, registered with the first: 0, else -1 and reg
 * is freed, as by a failed registration
 */
int swa_region_add_table(netsnmp_handler_registration *reg,
			 netsnmp_table_registration_info *info,
			 netsnmp_container *container);
int swa_region_add_scalars(netsnmp_handler_registration *reg, oid min,
			   oid max);
/* Frees reg if a region answers for it (the region goes with its last
 * member): whether it did */
bool swa_region_remove(netsnmp_handler_registration *reg);
/* At shutdown, after swa_tables_release_all() */
void swa_regions_release_all(bool unregister);
/* The member's registration holding name in context, or NULL (tests
 * call its chain) */
netsnmp_handler_registration *swa_region_member(const oid *name, size_t len,
						const char *context);

/*
 * A RowStatus varbind as the row operation it asks (createAndGo,
 * destroy, active): SNMP_ERR_NOERROR, wrongType or wrongValue
 */
int swa_row_status_op(const netsnmp_variable_list *var, enum swa_row_op *op);

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
	/*
	 * Optional (NULL: read-only). In RESERVE1: checks one varbind of the
	 * context's switch sw and adds it to the request's transaction, as
	 * a table's set
	 */
	int (*set)(struct swa_txn *txn, netsnmp_variable_list *var,
		   const struct swa_switch *sw, unsigned int object,
		   unsigned int tag);
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

/* modules.c: one row per MIB module the agent implements */
struct swa_mib_module {
	const char *name;
	/* its sysORTable entry (NULL: announced by another module's) */
	oid *sysor_oid;
	size_t sysor_len;
	const char *sysor_descr;
	/* what it registers in a context (NULL: rows come per switch) */
	int (*register_context)(const char *context);
	/* the rows of a switch's ports it registers in a context, as the
	 * switch comes (NULL: none; mib_portrows.c) */
	int (*register_switch)(const char *context, const struct swa_switch *sw);
};

/* Registers every module in a context; -1 when one failed (logged) */
int swa_mib_modules_register(const char *context);
void swa_sysor_register(void);
void swa_sysor_unregister(void);

int swa_qbridge_register(const char *context);
int swa_bridge_register(const char *context);
/* One row per port, by dot1dBasePort: dot1dBasePortTable's and
 * dot1qPortVlanTable's (which AUGMENTS it) */
int swa_bridge_port_fill(struct swa_table *t, const struct swa_switch *sw);
int swa_swconfig_register(const char *context);
/* The forwarding database tables (rows only for switches with an FDB) */
int swa_fdb_register(const char *context);
/* SMON-MIB portCopyTable: port mirroring (every switch's in the default context) */
int swa_smon_register(const char *context);
/* --------------------------------------------------------- mib_portrows.c */

/*
 * A table indexed by ifIndex alone whose switch-port rows are registered
 * one by one beside snmpd's rows in the default context, whole in a
 * switch's own context. get answers one column of a port (as a
 * swa_table_def's get); reserve1 (NULL: read-only) checks a varbind and
 * adds it to the transaction; has_row (NULL: every port with an ifIndex)
 * says whether a port has a row, at each request.
 */
struct swa_port_table {
	const char *name;
	const oid *entry;		/* the entry's OID */
	size_t entry_len;
	unsigned int columns;		/* 1 .. columns */
	int (*get)(netsnmp_variable_list *var, const struct swa_port *p,
		   unsigned int column);
	int (*reserve1)(struct swa_txn *txn, netsnmp_variable_list *var,
			const struct swa_port *p, const char *sw,
			unsigned int column, unsigned int tag);
	bool (*has_row)(const struct swa_port *p);
};

/* Whether oid o (len) is within [start, end) of the request's subtree:
 * a GETNEXT answer of a registration of rows beside snmpd's */
bool swa_prow_in_bounds(const netsnmp_request_info *req, const oid *o,
			size_t len);

/* The rows of one switch's ports in a context; replaces earlier ones */
int swa_port_rows_register(const struct swa_port_table *t, const char *context,
			   const struct swa_switch *sw);
/* At shutdown, as swa_tables_release_all() */
void swa_port_rows_release_all(bool unregister);

/*
 * How a subagent tells its master about the cells of its ports' rows (a
 * column's run of ifIndexes) without a Net-SNMP registration of them here
 * (mib_portrows.c): add returns 0 when the master took it, 1 when there
 * is no master yet (announced again later), -1 when it refused; remove
 * takes one back. context NULL: the default one.
 */
struct swa_row_announcer {
	int (*add)(const oid *name, size_t len, int priority, int range_subid,
		   oid range_ubound, const char *context);
	void (*remove)(const oid *name, size_t len, int priority,
		       int range_subid, oid range_ubound, const char *context);
};

/* Before anything registers; NULL (inside snmpd): rows registered here */
void swa_port_rows_announce_with(const struct swa_row_announcer *a);
/* After a new session with the master: every row's cells again */
void swa_port_rows_announce_all(void);

/* A port statistic: whether the driver counts it; its value as a
 * Counter32 (the low 32 bits) or Counter64, absent (noSuchInstance)
 * where the driver has no counter for it */
bool swa_port_has(const struct swa_port *p, enum swa_ctr c);
int swa_port_ctr32(netsnmp_variable_list *var, const struct swa_port *p,
		   enum swa_ctr c);
int swa_port_ctr64(netsnmp_variable_list *var, const struct swa_port *p,
		   enum swa_ctr c);

/* Registers every module's port rows of a switch in a context (modules.c) */
int swa_mib_port_rows_register(const char *context, const struct swa_switch *sw);

/* IF-MIB ifTable and ifXTable rows */
int swa_if_register(const char *context, const struct swa_switch *sw);
/* IF-MIB ifStackTable: whole in a switch's own context, row by row in the
 * default one (mib_ifstack.c) */
int swa_ifstack_register(const char *context);
int swa_ifstack_rows_register(const char *context, const struct swa_switch *sw);
void swa_ifstack_release_all(bool unregister);
/* EtherLike-MIB dot3StatsTable and dot3PauseTable rows */
int swa_etherlike_register(const char *context, const struct swa_switch *sw);
/* RMON-MIB etherStatsTable, HC-RMON etherStatsHighCapacityTable */
int swa_rmon_register(const char *context);
int swa_mau_register(const char *context);

#endif /* SWA_MIB_H */
