// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: the handle, its netlink socket, family resolution and the
 * request/answer cycle with extended ACK messages.
 *
 * Every request is answered completely before the next one is sent: a
 * "do" request ends with the kernel's ACK or error, a dump with
 * NLMSG_DONE. Handlers never stop the reading early, so no stale message
 * is ever left in the socket; if the socket itself fails, the handle
 * disconnects rather than risk reading an old answer later.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include <linux/genetlink.h>
#include <linux/netlink.h>

#include <netlink/genl/ctrl.h>
#include <netlink/handlers.h>
#include <netlink/socket.h>

#include "swlib_priv.h"

#ifndef SOL_NETLINK
#define SOL_NETLINK	270
#endif

/* One request in flight */
struct sw_txn {
	struct sw_handle *h;
	sw_reply_fn fn;
	void *arg;
	uint32_t seq;		/* of the request: other messages are stale */
	int err;		/* the first failure: kernel's or a handler's */
	bool done;		/* ACK, error or NLMSG_DONE seen */
};

void sw_clear_error(struct sw_handle *h)
{
	h->errmsg[0] = '\0';
}

/* The extended ACK attributes at offset in nlh, if it carries them */
static void sw_take_ext_ack(struct sw_handle *h, const struct nlmsghdr *nlh,
			    size_t offset)
{
	static const struct nla_policy policy[NLMSGERR_ATTR_MAX + 1] = {
		[NLMSGERR_ATTR_MSG] = { .type = NLA_STRING },
	};
	struct nlattr *tb[NLMSGERR_ATTR_MAX + 1];

	if (!(nlh->nlmsg_flags & NLM_F_ACK_TLVS) || offset >= nlh->nlmsg_len)
		return;
	if (nla_parse(tb, NLMSGERR_ATTR_MAX,
		      (struct nlattr *)((char *)nlh + offset),
		      (int)(nlh->nlmsg_len - offset), policy) < 0)
		return;
	if (tb[NLMSGERR_ATTR_MSG])
		nla_strlcpy(h->errmsg, tb[NLMSGERR_ATTR_MSG], sizeof(h->errmsg));
}

/* Called first for every message: only the answer to this request counts */
static int sw_txn_seq(struct nl_msg *msg, void *arg)
{
	struct sw_txn *t = arg;

	return nlmsg_hdr(msg)->nlmsg_seq == t->seq ? NL_OK : NL_SKIP;
}

static int sw_txn_valid(struct nl_msg *msg, void *arg)
{
	struct sw_txn *t = arg;
	int err;

	if (t->fn && !t->err) {
		err = t->fn(msg, t->arg);
		if (err)
			t->err = err;
	}
	return NL_OK;
}

static int sw_txn_ack(struct nl_msg *msg, void *arg)
{
	struct sw_txn *t = arg;

	(void)msg;
	t->done = true;
	return NL_STOP;
}

/* NLMSG_DONE: an int, the dump's status, then optional ACK attributes */
static int sw_txn_finish(struct nl_msg *msg, void *arg)
{
	const struct nlmsghdr *nlh = nlmsg_hdr(msg);
	struct sw_txn *t = arg;
	int status;

	if (nlh->nlmsg_len >= NLMSG_LENGTH(sizeof(status))) {
		memcpy(&status, NLMSG_DATA(nlh), sizeof(status));
		if (status < 0) {
			if (!t->err)
				t->err = status;
			sw_take_ext_ack(t->h, nlh,
					NLMSG_HDRLEN + NLMSG_ALIGN(sizeof(status)));
		}
	}
	t->done = true;
	return NL_STOP;
}

/* NLMSG_ERROR with a non-zero code (libnl calls the ACK handler for 0) */
static int sw_txn_error(struct sockaddr_nl *who, struct nlmsgerr *e,
			void *arg)
{
	const struct nlmsghdr *nlh =
		(const struct nlmsghdr *)((const char *)e - NLMSG_HDRLEN);
	size_t offset = NLMSG_HDRLEN + NLMSG_ALIGN(sizeof(*e));
	struct sw_txn *t = arg;

	(void)who;
	if (!(nlh->nlmsg_flags & NLM_F_CAPPED) &&
	    e->msg.nlmsg_len > NLMSG_HDRLEN)
		offset += NLMSG_ALIGN(e->msg.nlmsg_len - NLMSG_HDRLEN);
	if (!t->err)
		t->err = e->error < 0 ? e->error : -EPROTO;
	sw_take_ext_ack(t->h, nlh, offset);
	t->done = true;
	return NL_STOP;
}

static void sw_disconnect(struct sw_handle *h)
{
	if (h->sk)
		nl_socket_free(h->sk);
	h->sk = NULL;
	h->family = 0;
	h->has_vlan_dump = false;
	h->has_value_dump = false;
	h->has_dump_filter = false;
}

static struct nl_msg *sw_msg_for(int family, uint8_t cmd, int flags,
				 uint8_t version)
{
	struct nl_msg *msg = nlmsg_alloc();

	if (!msg)
		return NULL;
	if (!(flags & NLM_F_DUMP))
		flags |= NLM_F_ACK;
	if (!genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, family, 0, flags,
			 cmd, version)) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

struct nl_msg *sw_msg_new(struct sw_handle *h, uint8_t cmd, int flags)
{
	return sw_msg_for(h->family, cmd, flags, SWITCH_GENL_VERSION);
}

int sw_request(struct sw_handle *h, struct nl_msg *msg, sw_reply_fn fn,
	       void *arg)
{
	struct sw_txn t = { .h = h, .fn = fn, .arg = arg };
	struct nl_cb *cb = NULL;
	int err;

	sw_clear_error(h);
	if (!msg)
		return -ENOMEM;
	if (!h->sk) {
		nlmsg_free(msg);
		return -ENOTCONN;
	}
	cb = nl_cb_alloc(NL_CB_DEFAULT);
	if (!cb) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	nl_cb_set(cb, NL_CB_SEQ_CHECK, NL_CB_CUSTOM, sw_txn_seq, &t);
	nl_cb_set(cb, NL_CB_VALID, NL_CB_CUSTOM, sw_txn_valid, &t);
	nl_cb_set(cb, NL_CB_ACK, NL_CB_CUSTOM, sw_txn_ack, &t);
	nl_cb_set(cb, NL_CB_FINISH, NL_CB_CUSTOM, sw_txn_finish, &t);
	nl_cb_err(cb, NL_CB_CUSTOM, sw_txn_error, &t);

	err = nl_send_auto(h->sk, msg);
	t.seq = nlmsg_hdr(msg)->nlmsg_seq;	/* set by nl_send_auto() */
	nlmsg_free(msg);
	if (err < 0) {
		nl_cb_put(cb);
		return sw_errno_from_nl(err);
	}
	h->requests++;

	while (!t.done) {
		/* a handled kernel error also makes nl_recvmsgs() fail */
		err = nl_recvmsgs(h->sk, cb);
		if (err < 0 && !t.done) {
			t.err = sw_errno_from_nl(err);
			sw_disconnect(h);
			break;
		}
	}
	nl_cb_put(cb);
	return t.err;
}

int sw_parse_reply(struct nl_msg *reply, struct nlattr **tb, int maxtype,
		   const struct nla_policy *policy)
{
	struct nlmsghdr *nlh = nlmsg_hdr(reply);

	if (!genlmsg_valid_hdr(nlh, 0))
		return -EBADMSG;
	if (genlmsg_parse(nlh, 0, tb, maxtype, policy) < 0)
		return -EBADMSG;
	return 0;
}

char *sw_strdup_attr(const struct nlattr *nla)
{
	return strdup(nla ? nla_get_string(nla) : "");
}

/* ------------------------------------------------ family resolution */

struct sw_family_reply {
	int id;
	uint32_t version;
	bool has_vlan_dump;
	bool has_value_dump;
};

static void sw_scan_ops(struct nlattr *ops, struct sw_family_reply *r)
{
	static const struct nla_policy policy[CTRL_ATTR_OP_MAX + 1] = {
		[CTRL_ATTR_OP_ID] = { .type = NLA_U32 },
		[CTRL_ATTR_OP_FLAGS] = { .type = NLA_U32 },
	};
	struct nlattr *tb[CTRL_ATTR_OP_MAX + 1];
	struct nlattr *op;
	int rem;

	nla_for_each_nested(op, ops, rem) {
		if (nla_parse_nested(tb, CTRL_ATTR_OP_MAX, op, policy) < 0 ||
		    !tb[CTRL_ATTR_OP_ID] || !tb[CTRL_ATTR_OP_FLAGS])
			continue;
		if (!(nla_get_u32(tb[CTRL_ATTR_OP_FLAGS]) & GENL_CMD_CAP_DUMP))
			continue;
		if (nla_get_u32(tb[CTRL_ATTR_OP_ID]) == SWITCH_CMD_DUMP_VLANS)
			r->has_vlan_dump = true;
		if (nla_get_u32(tb[CTRL_ATTR_OP_ID]) == SWITCH_CMD_DUMP_VALUES)
			r->has_value_dump = true;
	}
}

static int sw_family_parse(struct nl_msg *reply, void *arg)
{
	static const struct nla_policy policy[CTRL_ATTR_MAX + 1] = {
		[CTRL_ATTR_FAMILY_ID] = { .type = NLA_U16 },
		[CTRL_ATTR_VERSION] = { .type = NLA_U32 },
		[CTRL_ATTR_OPS] = { .type = NLA_NESTED },
	};
	struct nlattr *tb[CTRL_ATTR_MAX + 1];
	struct sw_family_reply *r = arg;
	int err;

	err = sw_parse_reply(reply, tb, CTRL_ATTR_MAX, policy);
	if (err)
		return err;
	if (!tb[CTRL_ATTR_FAMILY_ID])
		return -EBADMSG;
	r->id = nla_get_u16(tb[CTRL_ATTR_FAMILY_ID]);
	if (tb[CTRL_ATTR_VERSION])
		r->version = nla_get_u32(tb[CTRL_ATTR_VERSION]);
	if (tb[CTRL_ATTR_OPS])
		sw_scan_ops(tb[CTRL_ATTR_OPS], r);
	return 0;
}

/*
 * One CTRL_CMD_GETFAMILY: the family's id, whether it dumps VLANs and
 * values, and (its version) whether the value dump takes a filter
 */
static int sw_resolve_family(struct sw_handle *h)
{
	struct sw_family_reply r = { .id = 0 };
	struct nl_msg *msg;
	int err;

	msg = sw_msg_for(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 0, 1);
	if (msg && nla_put_string(msg, CTRL_ATTR_FAMILY_NAME,
				  SWITCH_GENL_NAME) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	err = sw_request(h, msg, sw_family_parse, &r);
	if (err == -ENOENT)
		return -EPFNOSUPPORT;
	if (err)
		return err;
	if (!r.id)
		return -EBADMSG;
	h->family = r.id;
	h->has_vlan_dump = r.has_vlan_dump;
	h->has_value_dump = r.has_value_dump;
	h->has_dump_filter = r.has_value_dump && r.version >= SW_FILTER_VERSION;
	h->value_dump_tried = false;
	return 0;
}

static int sw_connect(struct sw_handle *h)
{
	int one = 1;
	int err;

	h->sk = nl_socket_alloc();
	if (!h->sk)
		return -ENOMEM;
	err = h->route ? nl_connect(h->sk, NETLINK_ROUTE) : genl_connect(h->sk);
	if (err < 0) {
		err = sw_errno_from_nl(err);
		goto fail;
	}
	/* ACKs are asked for per request: dumps end with NLMSG_DONE */
	nl_socket_disable_auto_ack(h->sk);
	/* best effort: kernels before 4.12 have no extended ACK */
	setsockopt(nl_socket_get_fd(h->sk), SOL_NETLINK, NETLINK_EXT_ACK,
		   &one, sizeof(one));
	setsockopt(nl_socket_get_fd(h->sk), SOL_NETLINK, NETLINK_CAP_ACK,
		   &one, sizeof(one));

	if (h->route)
		return 0;
	err = sw_resolve_family(h);
	if (err)
		goto fail;
	return 0;
fail:
	sw_disconnect(h);
	return err;
}

/* An environment switch: set and not "0" */
static bool sw_env_on(const char *name)
{
	const char *v = getenv(name);

	return v && *v && strcmp(v, "0");
}

static struct sw_handle *sw_open_on(bool route)
{
	struct sw_handle *h = calloc(1, sizeof(*h));
	int err;

	if (!h) {
		errno = ENOMEM;
		return NULL;
	}
	/* for tests and benchmarks: read as on OpenWrt's kernels (swconfig.8) */
	h->use_vlan_dump = !sw_env_on("SWLIB_NO_VLAN_DUMP");
	h->use_value_dump = !sw_env_on("SWLIB_NO_VALUE_DUMP");
	h->route = route;
	err = sw_connect(h);
	if (err) {
		free(h);
		errno = -err;
		return NULL;
	}
	return h;
}

struct sw_handle *sw_open(void)
{
	return sw_open_on(false);
}

struct sw_handle *sw_open_route(void)
{
	return sw_open_on(true);
}

int sw_nl_request(struct sw_handle *h, struct nl_msg *msg, sw_nl_reply_fn fn,
		  void *arg)
{
	if (msg && !(nlmsg_hdr(msg)->nlmsg_flags & NLM_F_DUMP))
		nlmsg_hdr(msg)->nlmsg_flags |= NLM_F_ACK;
	return sw_request(h, msg, fn, arg);
}

void sw_close(struct sw_handle *h)
{
	if (!h)
		return;
	sw_disconnect(h);
	free(h);
}

int sw_reconnect(struct sw_handle *h)
{
	sw_disconnect(h);
	return sw_connect(h);
}

const char *sw_last_error_msg(const struct sw_handle *h)
{
	return h->errmsg[0] ? h->errmsg : NULL;
}

uint64_t sw_request_count(const struct sw_handle *h)
{
	return h->requests;
}

bool sw_has_vlan_dump(const struct sw_handle *h)
{
	return h->has_vlan_dump;
}

void sw_use_vlan_dump(struct sw_handle *h, bool use)
{
	h->use_vlan_dump = use;
}

bool sw_reads_vlans_by_dump(const struct sw_handle *h)
{
	return h->has_vlan_dump && h->use_vlan_dump;
}

bool sw_has_value_dump(const struct sw_handle *h)
{
	return h->has_value_dump;
}

void sw_use_value_dump(struct sw_handle *h, bool use)
{
	h->use_value_dump = use;
}

bool sw_reads_by_dump(const struct sw_handle *h)
{
	return h->has_value_dump && h->use_value_dump;
}

bool sw_has_dump_filter(const struct sw_handle *h)
{
	return h->has_value_dump && h->has_dump_filter;
}
