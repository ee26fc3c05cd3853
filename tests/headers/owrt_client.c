/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A client written against OpenWrt's uapi <linux/switch.h> the way
 * OpenWrt's swlib is: only that header's includes (libnl, IFNAMSIZ,
 * the genl controller), tables sized by the *_MAX counts, nla_parse()
 * with SWITCH_ATTR_MAX - 1 and SWITCH_ATTR_MAX as highest types. It
 * encodes a GET_SWITCH reply and a link value as OpenWrt's kernel does,
 * decodes them the way OpenWrt's swlib does and checks what it got.
 * tests/headers/run builds it against this project's uapi header and,
 * as a control, against tests/headers/openwrt/.
 *
 * Exit status 0 when every check passes; each failure is printed.
 */
#include <stdio.h>
#include <string.h>

#include <linux/switch.h>

static struct nlattr *tb[SWITCH_ATTR_MAX + 1];

static struct nla_policy switch_policy[SWITCH_ATTR_MAX] = {
	[SWITCH_ATTR_ID] = { .type = NLA_U32 },
	[SWITCH_ATTR_DEV_NAME] = { .type = NLA_STRING },
	[SWITCH_ATTR_PORTS] = { .type = NLA_U32 },
	[SWITCH_ATTR_PORTMAP] = { .type = NLA_NESTED },
	[SWITCH_ATTR_OP_VALUE_LINK] = { .type = NLA_NESTED },
	[SWITCH_ATTR_PORT] = { .type = NLA_NESTED },
};

static struct nla_policy portmap_policy[SWITCH_PORTMAP_MAX] = {
	[SWITCH_PORTMAP_SEGMENT] = { .type = NLA_STRING },
	[SWITCH_PORTMAP_VIRT] = { .type = NLA_U32 },
};

static struct nla_policy port_policy[SWITCH_PORT_ATTR_MAX] = {
	[SWITCH_PORT_ID] = { .type = NLA_U32 },
	[SWITCH_PORT_FLAG_TAGGED] = { .type = NLA_FLAG },
};

static struct nla_policy link_policy[SWITCH_LINK_ATTR_MAX] = {
	[SWITCH_LINK_FLAG_LINK] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_DUPLEX] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_ANEG] = { .type = NLA_FLAG },
	[SWITCH_LINK_SPEED] = { .type = NLA_U32 },
	[SWITCH_LINK_FLAG_EEE_100BASET] = { .type = NLA_FLAG },
	[SWITCH_LINK_FLAG_EEE_1000BASET] = { .type = NLA_FLAG },
};

static int failures;

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "FAIL: %s\n", what);
		failures++;
	}
}

/* OpenWrt's kernel: one SWITCH_ATTR_PORTS nest per port in the map */
static int put_reply(struct nl_msg *msg)
{
	struct nlattr *map, *entry, *link, *port;

	if (nla_put_u32(msg, SWITCH_ATTR_ID, 1) < 0 ||
	    nla_put_string(msg, SWITCH_ATTR_DEV_NAME, "switch0") < 0 ||
	    nla_put_u32(msg, SWITCH_ATTR_PORTS, 2) < 0)
		return -1;
	map = nla_nest_start(msg, SWITCH_ATTR_PORTMAP);
	entry = nla_nest_start(msg, SWITCH_ATTR_PORTS);
	if (!map || !entry ||
	    nla_put_string(msg, SWITCH_PORTMAP_SEGMENT, "lan") < 0 ||
	    nla_put_u32(msg, SWITCH_PORTMAP_VIRT, 4) < 0)
		return -1;
	nla_nest_end(msg, entry);
	nla_nest_end(msg, map);
	link = nla_nest_start(msg, SWITCH_ATTR_OP_VALUE_LINK);
	if (!link || nla_put_flag(msg, SWITCH_LINK_FLAG_LINK) < 0 ||
	    nla_put_flag(msg, SWITCH_LINK_FLAG_DUPLEX) < 0 ||
	    nla_put_u32(msg, SWITCH_LINK_SPEED, 1000) < 0 ||
	    nla_put_flag(msg, SWITCH_LINK_FLAG_EEE_1000BASET) < 0)
		return -1;
	nla_nest_end(msg, link);
	port = nla_nest_start(msg, SWITCH_ATTR_PORT);
	if (!port || nla_put_u32(msg, SWITCH_PORT_ID, 3) < 0 ||
	    nla_put_flag(msg, SWITCH_PORT_FLAG_TAGGED) < 0)
		return -1;
	nla_nest_end(msg, port);
	return 0;
}

static void decode_portmap(struct nlattr *nla)
{
	struct nlattr *ptb[SWITCH_PORTMAP_MAX + 1];
	struct nlattr *p;
	int rem, n = 0;

	nla_for_each_nested(p, nla, rem) {
		check(nla_parse_nested(ptb, SWITCH_PORTMAP_MAX, p,
				       portmap_policy) == 0, "portmap entry parses");
		check(ptb[SWITCH_PORTMAP_SEGMENT] &&
		      !strcmp(nla_get_string(ptb[SWITCH_PORTMAP_SEGMENT]), "lan"),
		      "portmap segment");
		check(ptb[SWITCH_PORTMAP_VIRT] &&
		      nla_get_u32(ptb[SWITCH_PORTMAP_VIRT]) == 4, "portmap virt");
		n++;
	}
	check(n == 1, "one portmap entry");
}

static void decode_link(struct nlattr *nla)
{
	struct nlattr *ltb[SWITCH_LINK_ATTR_MAX + 1];

	check(nla_parse_nested(ltb, SWITCH_LINK_ATTR_MAX, nla, link_policy) == 0,
	      "link parses");
	check(ltb[SWITCH_LINK_FLAG_LINK] && ltb[SWITCH_LINK_FLAG_DUPLEX] &&
	      !ltb[SWITCH_LINK_FLAG_ANEG], "link flags");
	check(ltb[SWITCH_LINK_SPEED] &&
	      nla_get_u32(ltb[SWITCH_LINK_SPEED]) == 1000, "link speed");
	check(ltb[SWITCH_LINK_FLAG_EEE_1000BASET] &&
	      !ltb[SWITCH_LINK_FLAG_EEE_100BASET], "link EEE");
}

static void decode_port(struct nlattr *nla)
{
	struct nlattr *ptb[SWITCH_PORT_ATTR_MAX + 1];

	check(nla_parse_nested(ptb, SWITCH_PORT_ATTR_MAX, nla, port_policy) == 0,
	      "port parses");
	check(ptb[SWITCH_PORT_ID] && nla_get_u32(ptb[SWITCH_PORT_ID]) == 3 &&
	      ptb[SWITCH_PORT_FLAG_TAGGED], "port entry");
}

int main(void)
{
	char dev_name[IFNAMSIZ];
	struct nl_msg *msg = nlmsg_alloc();
	struct nlmsghdr *nlh;
	struct genlmsghdr *gnlh;
	int (*resolve)(struct nl_sock *, const char *) = genl_ctrl_resolve;

	/* OpenWrt's values: counts, one past its last attribute */
	check(SWITCH_ATTR_MAX == 21, "SWITCH_ATTR_MAX is 21");
	check(SWITCH_PORTMAP_MAX == 3, "SWITCH_PORTMAP_MAX is 3");
	check(SWITCH_PORT_ATTR_MAX == 3, "SWITCH_PORT_ATTR_MAX is 3");
	check(SWITCH_LINK_ATTR_MAX == 9, "SWITCH_LINK_ATTR_MAX is 9");
	check(SWITCH_ATTR_DEFAULTS_OFFSET == 0x1000, "DEFAULTS_OFFSET");
	check(SWITCH_CMD_SET_VLAN == 11 && SWITCH_TYPE_NOVAL == 5,
	      "command and type numbers");
	check(resolve != NULL, "genl_ctrl_resolve declared");

	if (!msg || !genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, 42, 0, 0,
				 SWITCH_CMD_NEW_ATTR, 1) || put_reply(msg) < 0) {
		fprintf(stderr, "FAIL: cannot build the message\n");
		return 1;
	}
	nlh = nlmsg_hdr(msg);
	gnlh = nlmsg_data(nlh);

	/* as swlib's store_val: highest type SWITCH_ATTR_MAX - 1, no policy */
	check(nla_parse(tb, SWITCH_ATTR_MAX - 1, genlmsg_attrdata(gnlh, 0),
			genlmsg_attrlen(gnlh, 0), NULL) == 0, "reply parses");
	check(tb[SWITCH_ATTR_PORT] != NULL, "SWITCH_ATTR_PORT within SWITCH_ATTR_MAX - 1");
	/* as swlib's add_switch: highest type SWITCH_ATTR_MAX */
	check(nla_parse(tb, SWITCH_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
			genlmsg_attrlen(gnlh, 0), switch_policy) == 0,
	      "reply parses with a policy");
	check(tb[SWITCH_ATTR_DEV_NAME] != NULL, "device name");
	if (tb[SWITCH_ATTR_DEV_NAME]) {
		strncpy(dev_name, nla_get_string(tb[SWITCH_ATTR_DEV_NAME]),
			IFNAMSIZ - 1);
		dev_name[IFNAMSIZ - 1] = '\0';
		check(!strcmp(dev_name, "switch0"), "device name value");
	}
	check(tb[SWITCH_ATTR_ID] && nla_get_u32(tb[SWITCH_ATTR_ID]) == 1, "id");
	if (tb[SWITCH_ATTR_PORTMAP])
		decode_portmap(tb[SWITCH_ATTR_PORTMAP]);
	else
		check(0, "portmap present");
	if (tb[SWITCH_ATTR_OP_VALUE_LINK])
		decode_link(tb[SWITCH_ATTR_OP_VALUE_LINK]);
	else
		check(0, "link present");
	if (tb[SWITCH_ATTR_PORT])
		decode_port(tb[SWITCH_ATTR_PORT]);

	nlmsg_free(msg);
	if (!failures)
		printf("all checks passed\n");
	return failures ? 1 : 0;
}
