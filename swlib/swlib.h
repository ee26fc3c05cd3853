/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * swlib: client library of the generic netlink family "switch" (swconfig).
 *
 * A handle owns one netlink socket, connected to the family when it is
 * opened; everything else is plain data the caller owns and frees with the
 * matching *_free() function. The library keeps no global state, never
 * prints and never exits.
 *
 * Every function returning int returns 0 (or a count where documented) on
 * success and a negative errno-style code on failure:
 *
 *   -ENODEV        no such switch
 *   -ENOENT        no such attribute
 *   -EINVAL        malformed request, port or VLAN index out of range
 *   -ERANGE        value outside the attribute's range
 *   -EOPNOTSUPP    read-only or write-only attribute, or the driver lacks
 *                  the operation
 *   -EPERM         writing needs CAP_NET_ADMIN
 *   -EPFNOSUPPORT  the kernel has no family "switch" (module not loaded)
 *   -ENOTCONN      the handle lost its connection: call sw_reconnect()
 *   -EBADMSG       the kernel's reply could not be understood
 *   -ENOMEM, -EIO and others as the kernel or the socket report them
 *
 * When the kernel explains a failure (extended ACK), sw_last_error_msg()
 * returns its text until the next call on the handle.
 */
#ifndef SWLIB_H
#define SWLIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sw_handle;

/* ------------------------------------------------------------- handle */

/*
 * Opens a netlink socket and resolves the family "switch". Returns NULL
 * with errno set on failure (EPFNOSUPPORT: the swconfig module is not
 * loaded; ENOMEM ...).
 */
struct sw_handle *sw_open(void);
void sw_close(struct sw_handle *h);

/*
 * Drops the socket and connects again, resolving the family anew: for a
 * long-lived user after the kernel modules were reloaded (requests then
 * fail with -ENOENT, -ENODEV or -ENOTCONN). On failure the handle stays
 * valid, other calls fail with -ENOTCONN, and sw_reconnect() may be tried
 * again later.
 */
int sw_reconnect(struct sw_handle *h);

/*
 * The same request cycle on rtnetlink (NETLINK_ROUTE) instead of the
 * family "switch", for callers that build rtnetlink messages themselves
 * (the agent's Linux bridge source): sw_open_route() connects,
 * sw_nl_request() sends msg (freed; NLM_F_ACK is added unless it is a
 * dump) and feeds every message of the answer to fn, which returns 0 or
 * a negative errno. Returns 0 or -errno (the kernel's, or fn's first).
 */
struct nl_msg;
typedef int (*sw_nl_reply_fn)(struct nl_msg *reply, void *arg);
struct sw_handle *sw_open_route(void);
int sw_nl_request(struct sw_handle *h, struct nl_msg *msg, sw_nl_reply_fn fn,
		  void *arg);

/* The kernel's message about the last failed call on h, or NULL */
const char *sw_last_error_msg(const struct sw_handle *h);

/*
 * Requests sent to the kernel through h since sw_open(), a dump counting
 * as one and reconnects included: what a long-lived user such as the
 * agent costs the kernel.
 */
uint64_t sw_request_count(const struct sw_handle *h);

/* A text for a code returned by swlib (any negative errno) */
const char *sw_strerror(int err);

/*
 * Whether the kernel offers SWITCH_CMD_DUMP_VLANS (OpenWrt's does not).
 * sw_use_vlan_dump(h, false) makes VLAN reads use one GET per VLAN index
 * even when it does, for comparisons and benchmarks.
 */
bool sw_has_vlan_dump(const struct sw_handle *h);
void sw_use_vlan_dump(struct sw_handle *h, bool use);
/* Whether sw_read_vlans() reads with the dump (offered and in use) */
bool sw_reads_vlans_by_dump(const struct sw_handle *h);

/*
 * Whether the kernel offers SWITCH_CMD_DUMP_VALUES (OpenWrt's does not):
 * advertised in the family's op list and, once tried, not refused with
 * EOPNOTSUPP or EINVAL (then swlib stops trying on this handle).
 * sw_use_value_dump(h, false) makes sw_read_group() use one GET per
 * attribute and item even when it does.
 */
bool sw_has_value_dump(const struct sw_handle *h);
void sw_use_value_dump(struct sw_handle *h, bool use);
/* Whether sw_read_group() reads with the dump (offered and in use) */
bool sw_reads_by_dump(const struct sw_handle *h);
/*
 * Whether the kernel's DUMP_VALUES takes a filter (SWITCH_ATTR_OP_FILTER:
 * the attribute ids to read): our kernels from family version 2 on, not
 * OpenWrt's (version 1, no DUMP_VALUES) nor our older ones (version 1).
 * sw_read_group() then reads only the attributes of a partial list.
 */
bool sw_has_dump_filter(const struct sw_handle *h);
/*
 * For tests and benchmarks, a handle opened with SWLIB_NO_VLAN_DUMP or
 * SWLIB_NO_VALUE_DUMP set in the environment (and not "0") starts with
 * the dump out of use, as on OpenWrt's kernels.
 */

/* ----------------------------------------------------------- switches */

struct sw_portmap {
	uint32_t virt;		/* front-panel number */
	char *segment;		/* "lan", "wan", "cpu" ...; NULL when none */
};

struct sw_switch {
	uint32_t id;
	char *devname;		/* "switch0" */
	char *alias;		/* attached interface or bus id; "" when none */
	char *name;		/* driver or chip name */
	unsigned int ports;	/* CPU port included */
	unsigned int vlans;	/* VLAN table size: indexes 0 .. vlans-1 */
	unsigned int cpu_port;
	struct sw_portmap *portmap;	/* ports entries, NULL when none */
};

struct sw_switch_list {
	size_t n;
	struct sw_switch *sw;
};

int sw_list_switches(struct sw_handle *h, struct sw_switch_list *out);
void sw_switch_list_free(struct sw_switch_list *list);

/* By devname or alias; -ENODEV when there is none */
int sw_find_switch(struct sw_handle *h, const char *name,
		   struct sw_switch *out);
/* By id; -ENODEV when there is none */
int sw_get_switch(struct sw_handle *h, uint32_t id, struct sw_switch *out);
/* Frees what a struct sw_switch holds (not the struct itself) */
void sw_switch_free(struct sw_switch *sw);

/* --------------------------------------------------------- attributes */

enum sw_group {
	SW_GLOBAL,
	SW_PORT,
	SW_VLAN,
};
#define SW_GROUP_COUNT	3

/* Value types; the numbers are the kernel's (enum switch_val_type) */
enum sw_type {
	SW_TYPE_UNSPEC = 0,
	SW_TYPE_INT = 1,
	SW_TYPE_STRING = 2,
	SW_TYPE_PORTS = 3,
	SW_TYPE_LINK = 4,
	SW_TYPE_NOVAL = 5,
};

struct sw_attr {
	enum sw_group group;
	uint32_t id;		/* the kernel's OP_ID */
	uint32_t type;		/* enum sw_type, or a type swlib does not know */
	char *name;
	char *description;	/* "" when the kernel gives none */
	/*
	 * What the driver implements, from the kernel's SWITCH_ATTR_OP_PERM.
	 * OpenWrt's core does not send it: every listed attribute is then
	 * taken as readable and settable (a NOVAL action as settable only),
	 * and only trying tells.
	 */
	bool readable;
	bool settable;
	bool perm_known;	/* the kernel sent OP_PERM */
};

/* In the kernel's order: driver attributes first, then built-in ones */
struct sw_attr_list {
	size_t n;
	struct sw_attr *attr;
	/*
	 * Set by sw_list_attrs(): the group's whole list. A list a caller
	 * builds (zeroed, then some of the attributes) leaves it false, and
	 * sw_read_group() then asks the kernel for those values only.
	 */
	bool complete;
};

int sw_list_attrs(struct sw_handle *h, uint32_t sw_id, enum sw_group group,
		  struct sw_attr_list *out);
void sw_attr_list_free(struct sw_attr_list *list);
const struct sw_attr *sw_attr_find(const struct sw_attr_list *list,
				   const char *name);

const char *sw_group_name(enum sw_group group);	/* "global", "port", "vlan" */
const char *sw_type_name(uint32_t type);	/* "int" ... "none", "unknown" */

/* ------------------------------------------------------------- values */

struct sw_port {
	uint32_t id;
	bool tagged;
};

struct sw_ports {
	unsigned int n;
	struct sw_port *port;
};

/* Energy Efficient Ethernet modes in struct sw_link.eee */
#define SW_EEE_100	(1u << 0)
#define SW_EEE_1000	(1u << 1)
#define SW_EEE_2500	(1u << 2)
#define SW_EEE_5000	(1u << 3)
#define SW_EEE_10000	(1u << 4)

struct sw_link {
	bool link;		/* carrier up (ignored by a set of "link") */
	bool duplex;		/* full duplex */
	bool aneg;		/* autonegotiation */
	bool tx_flow;
	bool rx_flow;
	uint32_t speed;		/* Mbit/s; 0 unknown or unspecified */
	unsigned int eee;	/* SW_EEE_* */
};

struct sw_value {
	enum sw_type type;	/* which member holds the value */
	union {
		uint32_t i;
		char *s;
		struct sw_ports ports;
		struct sw_link link;
	};
};

/*
 * Reads attribute a of switch sw_id; index is the port or VLAN for port
 * and VLAN attributes and ignored for global ones. out->type says what
 * the kernel sent (an old kernel's "link" is a STRING: see
 * sw_value_to_link()). Free out with sw_value_free().
 */
int sw_get(struct sw_handle *h, uint32_t sw_id, const struct sw_attr *a,
	   unsigned int index, struct sw_value *out);

/*
 * Writes attribute a. v->type must be a->type; v may be NULL for
 * SW_TYPE_NOVAL attributes (actions such as "apply").
 */
int sw_set(struct sw_handle *h, uint32_t sw_id, const struct sw_attr *a,
	   unsigned int index, const struct sw_value *v);
int sw_set_int(struct sw_handle *h, uint32_t sw_id, const struct sw_attr *a,
	       unsigned int index, uint32_t i);
int sw_set_string(struct sw_handle *h, uint32_t sw_id,
		  const struct sw_attr *a, unsigned int index, const char *s);

/* Frees what v holds and makes it SW_TYPE_UNSPEC */
void sw_value_free(struct sw_value *v);

/*
 * Whether two values are the same setting: same type and value; PORTS
 * compare as sets (order does not matter, tagging does); LINK compares
 * the settings, not the carrier.
 */
bool sw_value_equal(const struct sw_value *a, const struct sw_value *b);
/* A deep copy of src into dst; 0 or -ENOMEM */
int sw_value_copy(struct sw_value *dst, const struct sw_value *src);

/* The global actions "apply" (make staged changes active) and "reset" */
int sw_apply(struct sw_handle *h, uint32_t sw_id);
int sw_reset(struct sw_handle *h, uint32_t sw_id);

/* ----------------------------------------------------- whole switch */

struct sw_vlan {
	unsigned int vlan;	/* VLAN table index */
	struct sw_ports ports;
};

/* The VLANs that have member ports, by ascending index */
struct sw_vlan_list {
	unsigned int n;
	struct sw_vlan *vlan;
};

/*
 * Reads the members of every VLAN: one SWITCH_CMD_DUMP_VLANS where the
 * kernel has it, else one GET of the VLAN attribute "ports" per index.
 * -EOPNOTSUPP when the switch has no VLAN table.
 */
int sw_read_vlans(struct sw_handle *h, const struct sw_switch *sw,
		  struct sw_vlan_list *out);
void sw_vlan_list_free(struct sw_vlan_list *list);
const struct sw_vlan *sw_vlan_find(const struct sw_vlan_list *list,
				   unsigned int vlan);

struct sw_port_state {
	bool has_pvid;
	uint32_t pvid;
	bool has_link;
	struct sw_link link;
};

struct sw_state {
	struct sw_vlan_list vlans;	/* empty when the switch has no VLANs */
	unsigned int n_ports;
	struct sw_port_state *port;	/* n_ports entries */
};

/*
 * Reads a whole switch: every VLAN's members (as sw_read_vlans), and each
 * port's PVID and link (either form of "link").
 */
int sw_read_state(struct sw_handle *h, const struct sw_switch *sw,
		  struct sw_state *out);
void sw_state_free(struct sw_state *state);

/* -------------------------------------------------- a group's values */

/* A value of sw_read_group(): err 0 and value, or why there is none */
struct sw_read_value {
	int err;		/* -EOPNOTSUPP: not readable; -ENODATA: the
				 * kernel's dump left it out (its read failed) */
	struct sw_value value;
};

struct sw_group_read {
	enum sw_group group;
	size_t n_attrs;		/* of the attribute list read with */
	unsigned int n_items;
	unsigned int *index;	/* n_items ascending port/VLAN indexes (0) */
	struct sw_read_value *val;	/* n_items * n_attrs, item by item */
};

/*
 * Reads every readable value of one group of switch sw: the attributes
 * of attrs (sw_list_attrs() of that group) for the switch (global), each
 * port, or each VLAN index with member ports. One SWITCH_CMD_DUMP_VALUES
 * where the kernel has it, else one GET per attribute and item (VLAN
 * members as sw_read_vlans()). attrs may be a part of the group's list
 * (complete false, see struct sw_attr_list): on a kernel with the dump
 * filter (sw_has_dump_filter()) the one dump then carries the list's ids
 * and the driver reads those values only, e.g. a port's link, enable and
 * pvid without its MIB counters; a kernel that refuses the filter with
 * EINVAL (a list that names an attribute the switch no longer has) gets
 * the dump again without it. Other kernels read every value and swlib
 * keeps those of attrs. sw_request_count() counts each request sent.
 * A value that cannot be read has its err
 * set; the call fails only when the switch cannot be read at all
 * (-ENODEV, -ENOMEM, ...; -EOPNOTSUPP for the VLANs of a switch without
 * a VLAN table). Free out with sw_group_read_free().
 */
int sw_read_group(struct sw_handle *h, const struct sw_switch *sw,
		  enum sw_group group, const struct sw_attr_list *attrs,
		  struct sw_group_read *out);
void sw_group_read_free(struct sw_group_read *r);
/* Value of attribute number attr (in attrs) of item number item */
static inline const struct sw_read_value *
sw_group_value(const struct sw_group_read *r, unsigned int item, size_t attr)
{
	return &r->val[(size_t)item * r->n_attrs + attr];
}

/* --------------------------------------------------------------- text */

/*
 * The text forms of values (no netlink involved):
 *
 *   INT     decimal, or hexadecimal with 0x
 *   STRING  as is
 *   PORTS   "0 1 2t 5": port numbers, "t" for tagged, blank separated
 *   LINK    settings "duplex full|half autoneg on|off speed N
 *           [txflow on|off] [rxflow on|off] [link up|down]" (OpenWrt's
 *           swconfig syntax; words not given are off/0); status as OpenWrt
 *           prints it: "port:1 link:up speed:1000baseT full-duplex auto"
 *   NOVAL   no value
 *
 * Parsers return 0 or -EINVAL (-ENOMEM); out is only written on success.
 * Formatters return a string to free(), or NULL when out of memory.
 */
int sw_parse_int(const char *text, uint32_t *out);
int sw_parse_ports(const char *text, struct sw_ports *out);
int sw_parse_link_settings(const char *text, struct sw_link *out);
/* Text of the given type into a value; free it with sw_value_free() */
int sw_parse_value(enum sw_type type, const char *text, struct sw_value *out);

/* "0 1 2t 5" (no trailing blank; "" for an empty list) */
char *sw_format_ports(const struct sw_ports *ports);
/* OpenWrt's status line of port index */
char *sw_format_link(const struct sw_link *link, unsigned int index);
/* Settings that sw_parse_link_settings() reads back into the same link */
char *sw_format_link_settings(const struct sw_link *link);

/*
 * The older STRING form of "link": "port:2 link:up speed:1000baseT
 * full-duplex txflow rxflow auto", "port:2 link:down" and driver
 * variants ("link: down", "tx-pause", "nway" ...). *port gets the port
 * number when the text has one (else it is left alone); port may be NULL.
 */
int sw_parse_link_status(const char *text, struct sw_link *out, int *port);

/* A link from a LINK value or an old kernel's STRING one; -EINVAL else */
int sw_value_to_link(const struct sw_value *v, struct sw_link *out);

/* Copies and frees for the lists above */
int sw_ports_copy(struct sw_ports *dst, const struct sw_ports *src);
void sw_ports_free(struct sw_ports *ports);

/* --------------------------------------------------- configuration file */

/*
 * The file "swconfig dump" writes and "load" reads (swlib/conf.c), also
 * the agent's state file: "global NAME [VALUE]", "port N NAME [VALUE]",
 * "vlan N NAME [VALUE]" lines, '#' comments. Syntax only.
 */
struct conf_entry {
	unsigned int line;
	enum sw_group group;
	unsigned int index;	/* port or VLAN; 0 for global */
	char *name;
	char *value;		/* unquoted; "" when the line has none */
};

struct conf {
	size_t n;
	struct conf_entry *entry;
};

struct conf_error {
	unsigned int line;
	char msg[160];
};

/*
 * Bounds of what is read: a file (CONF_MAX_FILE bytes), a line
 * (CONF_MAX_LINE bytes, its newline apart) and an attribute name
 * (CONF_MAX_NAME bytes). Beyond them a file is refused, not cut.
 */
#define CONF_MAX_FILE	(32u << 20)
#define CONF_MAX_LINE	(16u << 10)
#define CONF_MAX_NAME	64u

/*
 * The whole text of a regular file (opened non-blocking, so a FIFO
 * cannot block), or of an open descriptor such as stdin: *text is
 * NUL-terminated, to free(). -EINVAL for what is not a regular file
 * (a directory, FIFO, device), -EFBIG over CONF_MAX_FILE, -errno of
 * open/read; err->msg says why (err->line is 0).
 */
int conf_read_file(const char *path, char **text, size_t *len,
		   struct conf_error *err);
int conf_read_fd(int fd, char **text, size_t *len, struct conf_error *err);

/* 0, -EINVAL with err filled in, or -ENOMEM */
int conf_parse(const char *text, size_t len, struct conf *out,
	       struct conf_error *err);
void conf_free(struct conf *conf);
/* A value as a file holds it: as is, or quoted when it must be */
char *conf_quote(const char *value);
/*
 * Whether an attribute is configuration a file keeps: a readable value
 * (INT, STRING, PORTS) that is not a counter, status or test tool. A
 * "link" reads back what was negotiated, not what was set: not kept.
 */
bool conf_is_config(const char *name, uint32_t type);

#endif /* SWLIB_H */
