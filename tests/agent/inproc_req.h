/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * GET, GETNEXT and SET requests to the MIB handlers of the agent in the
 * test process (inproc.h), in the default context, without snmpd: each
 * request is handed to the handlers of the registration that holds its
 * OID, as the agent library does for a PDU (one varbind at a time, the
 * SET phases in order).
 */
#ifndef SWA_TEST_INPROC_REQ_H
#define SWA_TEST_INPROC_REQ_H

#include <stdbool.h>

#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <net-snmp/agent/net-snmp-agent-includes.h>

#define MAX_OID		32
#define MAX_VARBINDS	8

/* One varbind's answer: the OID, the type and the value's bytes */
struct answer {
	oid name[MAX_OID];
	size_t name_len;
	u_char type;		/* ASN_*, or SNMP_NOSUCHINSTANCE ... */
	unsigned long number;
	u_char bytes[128];
	size_t len;
	int error;		/* SNMP_ERR_* of the request */
};

/* A GET or GETNEXT (mode) of one OID */
void read_one(int mode, const oid *name, size_t len, struct answer *a);
/*
 * One request of n varbinds (at most MAX_VARBINDS) through the handlers
 * of the registration holding the first: the request's error
 */
int read_together(int mode, const oid *const *names, const size_t *lens,
		  size_t n);
/*
 * The same through the handlers of the table or scalars holding the OID
 * only, where the agent answers them in a region of a MIB's objects
 * (mib_region.c): no GETNEXT past them
 */
void read_table(int mode, const oid *name, size_t len, struct answer *a);
/* A GET of base.index */
void get(const oid *base, size_t len, oid index, struct answer *a);
/* What a GET of a column at index answers: the number, or -1 */
long get_number(const oid *base, size_t len, oid index);
/* The first octet of an OCTET STRING column at index, or -1 */
int get_octet(const oid *base, size_t len, oid index);
/*
 * The indexes a GETNEXT walk of one column meets, as text "1 40 100";
 * an index of several sub-identifiers as "1002.1005"
 */
void walk_column(const oid *col, size_t len, char *out, size_t size);

/* One varbind of a SET request (an OBJECT IDENTIFIER: text, numeric) */
struct setting {
	const oid *base;
	size_t len;
	oid index;
	u_char type;
	long number;
	const char *text;
};

/*
 * One SET request of n varbinds (base.index each) through the phases as
 * the agent library runs them: RESERVE1, RESERVE2, ACTION, COMMIT; a
 * failure in a RESERVE phase is followed by FREE, one in ACTION by UNDO.
 * The first error.
 */
int set(const struct setting *s, size_t n);

/*
 * A GET or GETNEXT (mode) of one OID through the handlers below a
 * table's first one (mib_table.c): the table, cache and table_container
 * helpers, a GETNEXT made again where their sparse-table handling sends
 * it (ASN_PRIV_RETRY). false: no table holds the OID.
 */
bool read_chain(int mode, const oid *name, size_t len, struct answer *a);

#endif /* SWA_TEST_INPROC_REQ_H */
