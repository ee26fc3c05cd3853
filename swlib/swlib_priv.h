/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the files of swlib share. Not for users of the library. */
#ifndef SWLIB_PRIV_H
#define SWLIB_PRIV_H

#include <netlink/genl/genl.h>
#include <netlink/msg.h>
#include <netlink/netlink.h>

#include <linux/switch.h>

#include "swlib.h"

#define SW_ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* Sanity bounds for what the kernel reports */
#define SW_MAX_PORTS		1024
#define SW_MAX_VLANS		65536

/*
 * The family version from which DUMP_VALUES takes SWITCH_ATTR_OP_FILTER;
 * OpenWrt's kernels and our older ones register version 1
 */
#define SW_FILTER_VERSION	2

/* Room for the kernel's extended ACK message */
#define SW_ERRMSG_LEN		256

struct sw_handle {
	struct nl_sock *sk;	/* NULL while disconnected */
	int family;		/* generic netlink id of "switch" */
	bool has_vlan_dump;	/* the kernel offers SWITCH_CMD_DUMP_VLANS */
	bool use_vlan_dump;
	/*
	 * SWITCH_CMD_DUMP_VALUES: advertised in the family's op list, and
	 * not refused (EOPNOTSUPP/EINVAL) the first time it was tried
	 */
	bool has_value_dump;
	bool value_dump_tried;
	bool use_value_dump;
	/* DUMP_VALUES takes SWITCH_ATTR_OP_FILTER: family version 2 on */
	bool has_dump_filter;
	bool route;		/* rtnetlink, not the family (sw_open_route) */
	char errmsg[SW_ERRMSG_LEN];	/* "" when there is none */
	uint64_t requests;	/* sent, for sw_request_count() */
};

/* socket.c */

/*
 * A reply handler: called for every message of the answer. Returns 0, or a
 * negative errno that the request then returns (the rest of the answer is
 * still read, so the socket stays in step).
 */
typedef int (*sw_reply_fn)(struct nl_msg *reply, void *arg);

/* A request to the family: cmd, flags NLM_F_DUMP or 0 (ACK is added) */
struct nl_msg *sw_msg_new(struct sw_handle *h, uint8_t cmd, int flags);
/* Sends msg (and frees it), feeds the answer to fn; 0 or -errno */
int sw_request(struct sw_handle *h, struct nl_msg *msg, sw_reply_fn fn,
	       void *arg);
/* The attributes of a reply, parsed up to maxtype with policy */
int sw_parse_reply(struct nl_msg *reply, struct nlattr **tb, int maxtype,
		   const struct nla_policy *policy);
void sw_clear_error(struct sw_handle *h);

/* errors.c */
int sw_errno_from_nl(int nlerr);
/*
 * Whether a failed request ends a read made of many (one GET per VLAN
 * index, attribute or item): the switch or the connection is gone, or
 * memory; any other failure only misses that one value.
 */
bool sw_err_ends_scan(int err);

/* values.c */
int sw_decode_ports(const struct nlattr *nest, struct sw_ports *ports);
int sw_decode_link(const struct nlattr *nest, struct sw_link *link);
int sw_decode_value(struct nlattr **tb, struct sw_value *v);
uint8_t sw_group_cmd(enum sw_group group, int base);
int sw_put_index(struct nl_msg *msg, enum sw_group group, unsigned int index);

/* text.c: a growing string */
struct sw_buf {
	char *s;
	size_t len, size;
	bool failed;		/* out of memory: s is not complete */
};
void sw_buf_printf(struct sw_buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The string (to free), or NULL after a failure */
char *sw_buf_finish(struct sw_buf *b);

/*
 * text.c: the decimal number that is all of s[0..len) (digits only), into
 * a uint32_t: -EINVAL if it is not one, -ERANGE beyond 2^32 - 1. Counted
 * in 64 bits, so as on every CPU: unsigned long is 32 bits on 32-bit ones
 */
int sw_parse_decimal(const char *s, size_t len, uint32_t *out);

/* strdup of a netlink string attribute, or of "" when nla is NULL */
char *sw_strdup_attr(const struct nlattr *nla);

#endif /* SWLIB_PRIV_H */
