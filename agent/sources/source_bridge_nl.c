// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rtnetlink for the Linux bridge source: one bridge's VLAN state read
 * with two requests (the bridge's link, then an AF_BRIDGE link dump with
 * the per-port VLAN lists), and single VLAN changes of one port. The
 * request cycle is swlib's (sw_nl_request on an rtnetlink handle), so
 * answers are read completely and errors come back as -errno.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
/*
 * Before the kernel's headers: linux/if_bridge.h brings linux/in6.h, whose
 * struct in6_addr gives way to the C library's only when that came first
 * (musl's netinet/in.h says so; glibc coordinates in either order).
 * libnl's headers below include netinet/in.h too.
 */
#include <netinet/in.h>

#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include <netlink/attr.h>
#include <netlink/msg.h>

#include "source_bridge.h"

/* linux/if.h's IF_OPER_UP (RFC 2863 up); that header clashes with net/if.h */
#define SWA_IF_OPER_UP	6

int swa_br_connect(struct swa_bridge *b)
{
	if (b->h)
		return 0;
	b->h = sw_open_route();
	return b->h ? 0 : -errno;
}

void swa_br_state_free(struct swa_br_state *st)
{
	free(st->ports);
	memset(st, 0, sizeof(*st));
}

struct swa_br_port *swa_br_port_of(const struct swa_br_state *st,
				   uint32_t ifindex)
{
	size_t i;

	for (i = 0; i < st->n_ports; i++) {
		if (st->ports[i].ifindex == ifindex)
			return &st->ports[i];
	}
	return NULL;
}

/* An rtnetlink message with an ifinfomsg head */
static struct nl_msg *swa_br_link_msg(int type, int flags, uint8_t family,
				      int ifindex)
{
	struct ifinfomsg ifi = { .ifi_family = family, .ifi_index = ifindex };
	struct nl_msg *msg = nlmsg_alloc_simple(type, flags);

	if (msg && nlmsg_append(msg, &ifi, sizeof(ifi), NLMSG_ALIGNTO) < 0) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

/* ------------------------------------------------- the bridge's link */

static void swa_br_linkinfo(struct nlattr *linkinfo, struct swa_br_state *st,
			    bool *is_bridge)
{
	struct nlattr *info[IFLA_INFO_MAX + 1], *br[IFLA_BR_MAX + 1];

	if (nla_parse_nested(info, IFLA_INFO_MAX, linkinfo, NULL) < 0 ||
	    !info[IFLA_INFO_KIND])
		return;
	*is_bridge = !strcmp(nla_get_string(info[IFLA_INFO_KIND]), "bridge");
	if (!*is_bridge || !info[IFLA_INFO_DATA] ||
	    nla_parse_nested(br, IFLA_BR_MAX, info[IFLA_INFO_DATA], NULL) < 0)
		return;
	if (br[IFLA_BR_VLAN_FILTERING])
		st->vlan_filtering = nla_get_u8(br[IFLA_BR_VLAN_FILTERING]) != 0;
}

static int swa_br_link_reply(struct nl_msg *reply, void *arg)
{
	struct nlmsghdr *nlh = nlmsg_hdr(reply);
	struct swa_br_state *st = arg;
	struct nlattr *tb[IFLA_MAX + 1];
	struct ifinfomsg *ifi;
	bool is_bridge = false;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlmsg_parse(nlh, sizeof(*ifi), tb, IFLA_MAX, NULL) < 0)
		return -EBADMSG;
	ifi = nlmsg_data(nlh);
	st->ifindex = (uint32_t)ifi->ifi_index;
	if (tb[IFLA_ADDRESS] && nla_len(tb[IFLA_ADDRESS]) == 6)
		memcpy(st->mac, nla_data(tb[IFLA_ADDRESS]), 6);
	if (tb[IFLA_LINKINFO])
		swa_br_linkinfo(tb[IFLA_LINKINFO], st, &is_bridge);
	return is_bridge ? 0 : -EMEDIUMTYPE;
}

/* -------------------------------------------------- the ports' VLANs */

/* IFLA_AF_SPEC's VLAN list: single VIDs, and ranges (compressed dump) */
static int swa_br_vlans(struct nlattr *af_spec, struct swa_br_port *p)
{
	struct nlattr *a;
	uint16_t begin = 0;
	int rem;

	nla_for_each_nested(a, af_spec, rem) {
		struct bridge_vlan_info vi;
		unsigned int vid, first;

		if (nla_type(a) != IFLA_BRIDGE_VLAN_INFO)
			continue;
		if (nla_len(a) < (int)sizeof(vi))
			return -EBADMSG;
		memcpy(&vi, nla_data(a), sizeof(vi));
		if (vi.vid < 1 || vi.vid > SWA_VID_MAX)
			continue;
		if (vi.flags & BRIDGE_VLAN_INFO_RANGE_BEGIN) {
			begin = vi.vid;
			continue;
		}
		first = vi.flags & BRIDGE_VLAN_INFO_RANGE_END && begin ?
			begin : vi.vid;
		begin = 0;
		for (vid = first; vid <= vi.vid; vid++) {
			swa_br_set(p->member, vid, true);
			swa_br_set(p->untagged, vid,
				   vi.flags & BRIDGE_VLAN_INFO_UNTAGGED);
		}
		/* the kernel never puts the PVID inside a range */
		if (vi.flags & BRIDGE_VLAN_INFO_PVID)
			p->pvid = vi.vid;
	}
	return 0;
}

static int swa_br_port_reply(struct nl_msg *reply, void *arg)
{
	struct nlmsghdr *nlh = nlmsg_hdr(reply);
	struct swa_br_state *st = arg;
	struct nlattr *tb[IFLA_MAX + 1];
	struct swa_br_port *p, *grown;
	struct ifinfomsg *ifi;
	bool self;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlmsg_parse(nlh, sizeof(*ifi), tb, IFLA_MAX, NULL) < 0)
		return -EBADMSG;
	ifi = nlmsg_data(nlh);
	self = (uint32_t)ifi->ifi_index == st->ifindex;
	/* ports carry their bridge as master; the bridge itself does not */
	if (!self && (!tb[IFLA_MASTER] ||
		      nla_get_u32(tb[IFLA_MASTER]) != st->ifindex))
		return 0;
	if (swa_br_port_of(st, (uint32_t)ifi->ifi_index))
		return 0;
	grown = realloc(st->ports, (st->n_ports + 1) * sizeof(*grown));
	if (!grown)
		return -ENOMEM;
	st->ports = grown;
	p = &st->ports[st->n_ports++];
	memset(p, 0, sizeof(*p));
	p->ifindex = (uint32_t)ifi->ifi_index;
	p->is_bridge = self;
	if (tb[IFLA_IFNAME])
		nla_strlcpy(p->name, tb[IFLA_IFNAME], sizeof(p->name));
	if (tb[IFLA_OPERSTATE])
		p->oper_up = nla_get_u8(tb[IFLA_OPERSTATE]) == SWA_IF_OPER_UP;
	if (tb[IFLA_MTU])
		p->mtu = nla_get_u32(tb[IFLA_MTU]);
	return tb[IFLA_AF_SPEC] ? swa_br_vlans(tb[IFLA_AF_SPEC], p) : 0;
}

static int swa_br_port_cmp(const void *a, const void *b)
{
	const struct swa_br_port *x = a, *y = b;

	return x->ifindex < y->ifindex ? -1 : x->ifindex > y->ifindex;
}

int swa_br_read_link(struct swa_bridge *b, const char *name,
		     struct swa_br_state *st)
{
	struct nl_msg *msg;

	swa_br_state_free(st);
	snprintf(st->name, sizeof(st->name), "%s", name);
	if (!b->h)
		return -ENOTCONN;
	msg = swa_br_link_msg(RTM_GETLINK, 0, AF_UNSPEC, 0);
	if (msg && nla_put_string(msg, IFLA_IFNAME, name) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	st->requests++;
	return sw_nl_request(b->h, msg, swa_br_link_reply, st);
}

int swa_br_read_state(struct swa_bridge *b, const char *name,
		      struct swa_br_state *st)
{
	struct nl_msg *msg;
	int ret;

	ret = swa_br_read_link(b, name, st);
	if (ret)
		return ret;

	/*
	 * Compressed: ranges instead of one attribute per VID, or a port in
	 * 4094 VLANs would not fit one message
	 */
	msg = swa_br_link_msg(RTM_GETLINK, NLM_F_DUMP, AF_BRIDGE, 0);
	if (msg && nla_put_u32(msg, IFLA_EXT_MASK,
			       RTEXT_FILTER_BRVLAN_COMPRESSED) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	st->requests++;
	ret = sw_nl_request(b->h, msg, swa_br_port_reply, st);
	if (ret)
		return ret;
	if (!swa_br_port_of(st, st->ifindex))
		return -ENODEV;		/* gone between the two requests */
	qsort(st->ports, st->n_ports, sizeof(*st->ports), swa_br_port_cmp);
	return 0;
}

/* ----------------------------------------------------------- writes */

int swa_br_vlan_op(struct swa_bridge *b, const struct swa_br_port *port,
		   bool add, uint16_t vid, bool pvid, bool untagged)
{
	struct bridge_vlan_info vi = { .vid = vid };
	struct nlattr *spec;
	struct nl_msg *msg;

	if (!b->h)
		return -ENOTCONN;
	if (pvid)
		vi.flags |= BRIDGE_VLAN_INFO_PVID;
	if (untagged)
		vi.flags |= BRIDGE_VLAN_INFO_UNTAGGED;
	msg = swa_br_link_msg(add ? RTM_SETLINK : RTM_DELLINK, 0, AF_BRIDGE,
			      (int)port->ifindex);
	if (!msg)
		return -ENOMEM;
	spec = nla_nest_start(msg, IFLA_AF_SPEC);
	if (!spec ||
	    /* the bridge device's own VLANs ("self"), else the port's */
	    (port->is_bridge &&
	     nla_put_u16(msg, IFLA_BRIDGE_FLAGS, BRIDGE_FLAGS_SELF) < 0) ||
	    nla_put(msg, IFLA_BRIDGE_VLAN_INFO, sizeof(vi), &vi) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	nla_nest_end(msg, spec);
	return sw_nl_request(b->h, msg, NULL, NULL);
}
