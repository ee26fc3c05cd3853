// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A Linux bridge's forwarding database: one RTM_GETNEIGH dump of family
 * AF_BRIDGE. The dump also carries every netdev's own address lists
 * (flag NTF_SELF, no NDA_MASTER: what the device itself receives, not
 * what the bridge forwards); only entries of the bridge's FDB, those
 * with NDA_MASTER = the bridge, become rows. Their port is the bridge
 * port the MAC sits behind, or the bridge device for its own addresses.
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <linux/neighbour.h>
#include <linux/rtnetlink.h>

#include <netlink/attr.h>
#include <netlink/msg.h>

#include "source_bridge.h"

struct swa_br_fdb_read {
	const struct swa_br_state *st;
	struct swa_snapshot *s;
};

static int swa_br_fdb_reply(struct nl_msg *reply, void *arg)
{
	struct nlmsghdr *nlh = nlmsg_hdr(reply);
	struct swa_br_fdb_read *r = arg;
	struct nlattr *tb[NDA_MAX + 1];
	const struct swa_br_port *p;
	struct ndmsg *ndm;
	uint16_t vid = 0;

	if (nlh->nlmsg_type != RTM_NEWNEIGH ||
	    nlmsg_parse(nlh, sizeof(*ndm), tb, NDA_MAX, NULL) < 0)
		return -EBADMSG;
	ndm = nlmsg_data(nlh);
	if (ndm->ndm_family != AF_BRIDGE || !tb[NDA_MASTER] ||
	    nla_get_u32(tb[NDA_MASTER]) != r->st->ifindex ||
	    !tb[NDA_LLADDR] || nla_len(tb[NDA_LLADDR]) != 6)
		return 0;
	p = swa_br_port_of(r->st, (uint32_t)ndm->ndm_ifindex);
	if (!p)
		return 0;	/* a port that joined since the VLAN dump */
	if (tb[NDA_VLAN])
		vid = nla_get_u16(tb[NDA_VLAN]);
	if (vid > SWA_VID_MAX)
		return 0;
	return swa_snapshot_add_fdb(r->s, vid, nla_data(tb[NDA_LLADDR]),
				    (uint32_t)(p - r->st->ports),
				    swa_fdb_status(ndm->ndm_state,
						   ndm->ndm_flags));
}

int swa_br_read_fdb(struct swa_bridge *b, const struct swa_br_state *st,
		    struct swa_snapshot *s)
{
	struct ndmsg ndm = { .ndm_family = AF_BRIDGE };
	struct swa_br_fdb_read r = { .st = st, .s = s };
	struct nl_msg *msg = nlmsg_alloc_simple(RTM_GETNEIGH, NLM_F_DUMP);

	if (msg && nlmsg_append(msg, &ndm, sizeof(ndm), NLMSG_ALIGNTO) < 0) {
		nlmsg_free(msg);
		msg = NULL;
	}
	return sw_nl_request(b->h, msg, swa_br_fdb_reply, &r);
}
