"""Malformed requests: each gets an error (with an extended ACK message
where the core sends one) and leaves the switch state unchanged, checked
with GETs and debugfs afterwards."""

import errno

import swnl
from swnl import u16, u32, u64, raw, string, flag, nest, Attr

A = swnl
ID, OP_ID, OP_PORT, OP_VLAN = A.SWITCH_ATTR_ID, A.SWITCH_ATTR_OP_ID, A.SWITCH_ATTR_OP_PORT, A.SWITCH_ATTR_OP_VLAN
V_INT, V_STR, V_PORTS, V_LINK = (A.SWITCH_ATTR_OP_VALUE_INT, A.SWITCH_ATTR_OP_VALUE_STR,
                                 A.SWITCH_ATTR_OP_VALUE_PORTS, A.SWITCH_ATTR_OP_VALUE_LINK)
GET_G, SET_G, GET_P, SET_P, GET_V, SET_V = 4, 5, 7, 8, 10, 11
# The kernel's policy layer answers a payload of the wrong size with
# EINVAL or ERANGE depending on the policy type; both are "malformed".
MALFORMED = {errno.EINVAL, errno.ERANGE}


def fingerprint(env, sw):
    """The state a malformed request could plausibly touch."""
    c = env.c
    i = sw["id"]
    fp = {}
    for name in ("enable_vlan", "max_frame_size", "description", "mirror_source_ports",
                 "mirror_monitor_port", "fail_writes", "fail_apply", "fdb_flushes"):
        fp[name] = c.get(i, "global", name)
    for p in range(sw["ports"]):
        for name in ("label", "pvid", "enable", "link", "sim_link"):
            fp["p%d.%s" % (p, name)] = c.get(i, "port", name, index=p)
    fp["p0.mib"] = c.get(i, "port", "mib", index=0)
    fp["p1.mib"] = c.get(i, "port", "mib", index=1)
    for v in (0, 1, 2, 3):
        fp["v%d.name" % v] = c.get(i, "vlan", "name", index=v)
        fp["v%d.fid" % v] = c.get(i, "vlan", "fid", index=v)
    fp["vlans"] = c.dump_vlans(i)
    fp["active"] = env.active(sw)
    return fp


class Checker:
    def __init__(self, t, env, sw):
        self.t, self.env, self.sw, self.c = t, env, sw, env.c
        self.i = sw["id"]
        self.base = fingerprint(env, sw)

    def op(self, group, name):
        return self.c.attr(self.i, group, name)["id"]

    def target(self, group, name, index=None):
        at = [u32(ID, self.i), u32(OP_ID, self.op(group, name))]
        if group == "port":
            at.append(u32(OP_PORT, 1 if index is None else index))
        elif group == "vlan":
            at.append(u32(OP_VLAN, 1 if index is None else index))
        return at

    def bad(self, cmd, attrs, want, desc, extack=True, miss_type=None, offset=None, **kw):
        e = self.t.error(lambda: self.c.request(cmd, attrs, **kw), want, desc, extack=extack,
                         miss_type=miss_type)
        if offset is not None and e is not None:
            # nlmsghdr (16) + genlmsghdr (4) + the attributes before it
            self.t.eq(e.offset, offset, "%s: extended ACK points at the offending attribute" % desc)
        self.unchanged(desc)
        return e

    def unchanged(self, desc):
        now = fingerprint(self.env, self.sw)
        diffs = ["%s: %r -> %r" % (k, self.base.get(k), now.get(k))
                 for k in sorted(set(self.base) | set(now)) if self.base.get(k) != now.get(k)]
        self.t.ok(not diffs, "%s: state unchanged" % desc, "\n".join(diffs[:10]))
        if diffs:  # judge the next cases against the state as it is now
            self.base = now


def _prepare(env, sw):
    """Non-default state, so a reset by mistake would show."""
    c = env.c
    i = sw["id"]
    c.set(i, "global", "description", "malformed-test")
    c.set(i, "global", "max_frame_size", 3000)
    c.set(i, "port", "label", "keep-me", index=1)
    c.set(i, "vlan", "ports", [(0, True), 1, 2], index=3)
    c.set(i, "vlan", "name", "three", index=3)
    c.set(i, "port", "sim_traffic", "RxOctets=123", index=1)
    c.apply(i)


def test_missing_attributes(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    for cmd, group in ((GET_G, "global"), (SET_G, "global"), (GET_P, "port"), (SET_P, "port"),
                       (GET_V, "vlan"), (SET_V, "vlan")):
        name = {"global": "description", "port": "label", "vlan": "name"}[group]
        full = k.target(group, name) + ([string(V_STR, "x")] if cmd in (SET_G, SET_P, SET_V) else [])
        no_id = [a for a in full if a.type != ID]
        k.bad(cmd, no_id, errno.EINVAL, "cmd %d without ID" % cmd, extack="missing switch id",
              miss_type=ID)
        no_op = [a for a in full if a.type != OP_ID]
        k.bad(cmd, no_op, errno.EINVAL, "cmd %d without OP_ID" % cmd,
              extack="missing attribute id", miss_type=OP_ID)
        if group == "port":
            k.bad(cmd, [a for a in full if a.type != OP_PORT], errno.EINVAL,
                  "cmd %d without OP_PORT" % cmd, extack="missing port index", miss_type=OP_PORT)
            swapped = [u32(OP_VLAN, 1) if a.type == OP_PORT else a for a in full]
            k.bad(cmd, swapped, errno.EINVAL, "cmd %d with OP_VLAN instead of OP_PORT" % cmd,
                  extack="missing port index")
        if group == "vlan":
            k.bad(cmd, [a for a in full if a.type != OP_VLAN], errno.EINVAL,
                  "cmd %d without OP_VLAN" % cmd, extack="missing VLAN index", miss_type=OP_VLAN)
    k.bad(SET_G, [], errno.EINVAL, "SET_GLOBAL with no attribute at all", extack=True)


def test_unknown_switch_and_attribute(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    missing = max(s["id"] for s in env.switches) + 1
    for bad_id in (missing, 255, 0xFFFFFFFF):
        at = [u32(ID, bad_id), u32(OP_ID, k.op("global", "reset"))]
        k.bad(SET_G, at, errno.ENODEV, "SET reset on unknown switch %#x" % bad_id, extack=True,
              offset=20)
        at = [u32(ID, bad_id), u32(OP_ID, 0), u32(OP_PORT, 0)]
        k.bad(GET_P, at, errno.ENODEV, "GET_PORT on unknown switch %#x" % bad_id, extack=True)
    n_drv = {"global": 9, "port": 5, "vlan": 3}
    n_def = {"global": 2, "port": 2, "vlan": 1}
    for group, (g, s) in (("global", (GET_G, SET_G)), ("port", (GET_P, SET_P)),
                          ("vlan", (GET_V, SET_V))):
        for op in (n_drv[group], 0x0FFF, 0x1000 + n_def[group], 0x1FFF, 0xFFFFFFFF):
            at = [u32(ID, k.i), u32(OP_ID, op), u32(OP_PORT, 1), u32(OP_VLAN, 1)]
            k.bad(g, at, errno.ENOENT, "GET %s attribute id %#x (none)" % (group, op),
                  extack="unknown attribute", offset=28)
            k.bad(s, at + [u32(V_INT, 0)], errno.ENOENT, "SET %s attribute id %#x (none)" % (group, op),
                  extack="unknown attribute")


def test_index_out_of_range(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    for p in (sw["ports"], 63, 64, 0x80000000, 0xFFFFFFFF):
        at = k.target("port", "label", index=p) + [string(V_STR, "oops")]
        k.bad(SET_P, at, errno.EINVAL, "SET port label on port %#x" % p, extack=True, offset=36)
        at = k.target("port", "pvid", index=p) + [u32(V_INT, 1)]
        k.bad(SET_P, at, errno.EINVAL, "SET port pvid on port %#x" % p, extack=True)
    for v in (sw["vlans"], 0x10000, 0xFFFFFFFF):
        at = k.target("vlan", "ports", index=v) + [swnl.ports_attr([0])]
        k.bad(SET_V, at, errno.EINVAL, "SET VLAN ports on VLAN %#x" % v, extack=True, offset=36)


def test_wrong_sizes(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    opf = k.op("global", "max_frame_size")
    good = [u32(ID, k.i), u32(OP_ID, opf), u32(V_INT, 4000)]
    cases = [
        ("ID as 2 bytes", [u16(ID, k.i), u32(OP_ID, opf), u32(V_INT, 4000)]),
        ("ID as 8 bytes", [u64(ID, k.i), u32(OP_ID, opf), u32(V_INT, 4000)]),
        ("ID empty", [raw(ID, b""), u32(OP_ID, opf), u32(V_INT, 4000)]),
        ("OP_ID as 2 bytes", [u32(ID, k.i), u16(OP_ID, opf), u32(V_INT, 4000)]),
        ("OP_ID as 1 byte", [u32(ID, k.i), raw(OP_ID, bytes([opf])), u32(V_INT, 4000)]),
        ("VALUE_INT as 2 bytes", [u32(ID, k.i), u32(OP_ID, opf), u16(V_INT, 4000)]),
        ("VALUE_INT as 8 bytes", [u32(ID, k.i), u32(OP_ID, opf), u64(V_INT, 4000)]),
        ("VALUE_INT empty", [u32(ID, k.i), u32(OP_ID, opf), raw(V_INT, b"")]),
    ]
    for desc, at in cases:
        k.bad(SET_G, at, MALFORMED, "SET max_frame_size, %s" % desc, extack=True)
    lab = k.op("port", "label")
    for desc, idx in (("OP_PORT as 2 bytes", u16(OP_PORT, 1)), ("OP_PORT as 8 bytes", u64(OP_PORT, 1))):
        k.bad(SET_P, [u32(ID, k.i), u32(OP_ID, lab), idx, string(V_STR, "x")], MALFORMED,
              "SET port label, %s" % desc, extack=True)
    name = k.op("vlan", "name")
    k.bad(SET_V, [u32(ID, k.i), u32(OP_ID, name), u16(OP_VLAN, 1), string(V_STR, "x")],
          MALFORMED, "SET VLAN name, OP_VLAN as 2 bytes", extack=True)
    k.bad(GET_G, [u16(ID, k.i), u32(OP_ID, opf)], MALFORMED, "GET with a 2-byte ID", extack=True)
    t.eq(k.c.request(SET_G, good), [], "the well-formed request is accepted")
    t.eq(k.c.get(k.i, "global", "max_frame_size"), 4000, "... and takes effect")


def test_wrong_value_types(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    g = k.target
    cases = [
        (SET_G, g("global", "max_frame_size") + [string(V_STR, "4000")], "string for an INT attribute",
         "OP_VALUE_INT"),
        (SET_G, g("global", "max_frame_size"), "INT attribute without a value", "OP_VALUE_INT"),
        (SET_G, g("global", "description") + [u32(V_INT, 5)], "INT for a STRING attribute",
         "OP_VALUE_STR"),
        (SET_G, g("global", "description"), "STRING attribute without a value", "OP_VALUE_STR"),
        (SET_G, g("global", "mirror_source_ports") + [u32(V_INT, 1)], "INT for a PORTS attribute",
         "OP_VALUE_PORTS"),
        (SET_V, g("vlan", "ports", 3), "VLAN ports without a value", "OP_VALUE_PORTS"),
        (SET_V, g("vlan", "ports", 3) + [swnl.link_attr({"speed": 10})], "LINK for a PORTS attribute",
         "OP_VALUE_PORTS"),
        (SET_P, g("port", "link") + [swnl.ports_attr([1])], "PORTS for a LINK attribute",
         "OP_VALUE_LINK"),
        (SET_P, g("port", "link"), "LINK attribute without a value", "OP_VALUE_LINK"),
        (SET_P, g("port", "sim_link") + [u32(V_INT, 1000)], "INT for sim_link", "OP_VALUE_LINK"),
        (SET_P, g("port", "pvid") + [string(V_STR, "3")], "string for pvid", "OP_VALUE_INT"),
    ]
    for cmd, at, desc, words in cases:
        k.bad(cmd, at, errno.EINVAL, desc, extack=words)
    # a NLA_NESTED value that is not a nest of attributes
    k.bad(SET_V, g("vlan", "ports", 3) + [raw(V_PORTS, b"\x05\x00\x00\x00")], errno.EINVAL,
          "OP_VALUE_PORTS holding 4 bytes that are no attribute", extack=True)
    k.bad(SET_V, g("vlan", "ports", 3) + [raw(V_PORTS, b"\x01\x02")], MALFORMED,
          "OP_VALUE_PORTS holding 2 bytes", extack=True)


def test_strings(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    g = k.target
    for desc, payload in (("unterminated", b"abc"), ("empty payload", b""),
                          ("unterminated 64 bytes", b"q" * 64)):
        k.bad(SET_G, g("global", "description") + [raw(V_STR, payload)], errno.EINVAL,
              "description %s" % desc, extack=True)
        k.bad(SET_P, g("port", "label") + [raw(V_STR, payload)], errno.EINVAL,
              "label %s" % desc, extack=True)
    k.bad(SET_G, g("global", "description") + [string(V_STR, "d" * 65)], errno.ERANGE,
          "description of 65 bytes (max 64)", extack="long")
    k.bad(SET_P, g("port", "label") + [string(V_STR, "l" * 33)], errno.ERANGE,
          "label of 33 bytes (max 32)", extack="long")
    k.bad(SET_V, g("vlan", "name", 3) + [string(V_STR, "n" * 33)], errno.ERANGE,
          "VLAN name of 33 bytes (max 32)", extack="long")
    for n in (1024, 4000):
        k.bad(SET_G, g("global", "description") + [string(V_STR, "s" * n)], errno.EINVAL,
              "string of %d bytes (beyond 1023)" % n, extack=True)
        k.bad(SET_P, g("port", "sim_traffic") + [string(V_STR, "RxOctets=1 " * (n // 11 + 1))],
              errno.EINVAL, "sim_traffic of %d+ bytes" % n, extack=True)


def test_int_ranges(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    g = k.target
    for name, group, values in (("enable_vlan", "global", (2, 0xFFFFFFFF)),
                                ("max_frame_size", "global", (0, 1517, 9729, 0x80000000)),
                                ("mirror_monitor_port", "global", (64, 0xFFFFFFFF)),
                                ("enable", "port", (2, 0xFFFFFFFF)),
                                ("fid", "vlan", (4096, 0xFFFFFFFF))):
        for v in values:
            k.bad({"global": SET_G, "port": SET_P, "vlan": SET_V}[group],
                  g(group, name) + [u32(V_INT, v)], errno.ERANGE, "%s = %#x" % (name, v),
                  extack="out of range")
    k.bad(SET_P, g("port", "pvid") + [u32(V_INT, sw["vlans"])], errno.ERANGE,
          "pvid = vlans", extack=None)


def _port_nest(pid=None, tagged=False, atype=A.SWITCH_ATTR_PORT, pid_attr=None):
    kids = []
    if pid_attr is not None:
        kids.append(pid_attr)
    elif pid is not None:
        kids.append(u32(A.SWITCH_PORT_ID, pid))
    if tagged:
        kids.append(flag(A.SWITCH_PORT_FLAG_TAGGED))
    return nest(atype, kids)


def test_port_lists(t, env):
    for sw in env.switches:
        _prepare(env, sw)
        k = Checker(t, env, sw)
        n = sw["ports"]
        tag = sw["alias"]
        tgt = k.target("vlan", "ports", 3)
        mir = k.target("global", "mirror_source_ports")
        cases = [
            ("%d entries (one more than ports)" % (n + 1),
             [_port_nest(p) for p in range(n)] + [_port_nest(0)], "longer"),
            ("%d entries" % (2 * n + 5), [_port_nest(p % n) for p in range(2 * n + 5)], "longer"),
            ("duplicated port 1", [_port_nest(1), _port_nest(1)], "twice"),
            ("port 2 twice, tagged and untagged", [_port_nest(2), _port_nest(0), _port_nest(2, True)],
             "twice"),
            ("port id = ports", [_port_nest(0), _port_nest(n)], "out of range"),
            ("port id 64", [_port_nest(64)], "out of range"),
            ("port id 0xffffffff", [_port_nest(0xFFFFFFFF)], "out of range"),
            ("entry of type ID instead of PORT", [_port_nest(1, atype=ID)], "SWITCH_ATTR_PORT"),
            ("entry of type 0", [_port_nest(1, atype=0)], "SWITCH_ATTR_PORT"),
            ("good entry then a wrong type", [_port_nest(1), _port_nest(2, atype=V_PORTS)],
             "SWITCH_ATTR_PORT"),
            ("entry without PORT_ID", [_port_nest(None, True)], "without port id"),
            ("PORT_ID as 2 bytes", [_port_nest(pid_attr=u16(A.SWITCH_PORT_ID, 1))], True),
            ("PORT_ID as 8 bytes", [_port_nest(pid_attr=u64(A.SWITCH_PORT_ID, 1))], True),
            ("TAGGED flag with a payload",
             [nest(A.SWITCH_ATTR_PORT, [u32(A.SWITCH_PORT_ID, 1), u32(A.SWITCH_PORT_FLAG_TAGGED, 1)])],
             True),
            ("trailing garbage in the list", [_port_nest(1), b"\x07\x00"], "truncated"),
            ("entry with a bogus length", [_port_nest(1), Attr(A.SWITCH_ATTR_PORT,
                                                               u32(1, 2).encode(), length=40)],
             "truncated"),
        ]
        for desc, kids, words in cases:
            for name, base, cmd in (("VLAN ports", tgt, SET_V), ("mirror sources", mir, SET_G)):
                k.bad(cmd, base + [nest(V_PORTS, kids)],
                      MALFORMED if words is True else errno.EINVAL,
                      "%s: %s: %s" % (tag, name, desc), extack=words)


def test_links(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    L = A
    for name in ("link", "sim_link"):
        tgt = k.target("port", name, 1)
        cases = [
            ("speed 123", [flag(L.SWITCH_LINK_FLAG_ANEG), u32(L.SWITCH_LINK_SPEED, 123)],
             "invalid link speed"),
            ("speed 0xffffffff", [u32(L.SWITCH_LINK_SPEED, 0xFFFFFFFF)], "invalid link speed"),
            ("speed as 2 bytes", [u16(L.SWITCH_LINK_SPEED, 100)], True),
            ("speed as 8 bytes", [u64(L.SWITCH_LINK_SPEED, 100)], True),
            ("duplex flag with a payload", [u32(L.SWITCH_LINK_FLAG_DUPLEX, 1),
                                            u32(L.SWITCH_LINK_SPEED, 100)], True),
        ]
        for desc, kids, words in cases:
            k.bad(SET_P, tgt + [nest(V_LINK, kids)], MALFORMED if words is True else errno.EINVAL,
                  "%s: %s" % (name, desc),
                  extack=words)


def _no_reply(c, data):
    c.send(data)
    return [m for m in c.poll_quiet(1.0) if m.seq == swnl.NLMSG_HDR.unpack_from(data)[3]]


def test_truncated_messages(t, env):
    sw = env.sw(0)
    _prepare(env, sw)
    k = Checker(t, env, sw)
    c = env.client()
    opf = k.op("global", "max_frame_size")
    attrs = [u32(ID, k.i), u32(OP_ID, opf), u32(V_INT, 5000)]
    # nlmsg_len longer than what was sent: the kernel drops it silently
    seq, data = c.build(SET_G, attrs)
    bogus = swnl.NLMSG_HDR.pack(len(data) + 100, c.fid, swnl.NLM_F_REQUEST | swnl.NLM_F_ACK, seq, 0)
    t.eq(_no_reply(c, bogus + data[16:]), [], "nlmsg_len beyond the datagram: dropped, no reply")
    k.unchanged("nlmsg_len beyond the datagram")
    seq, data = c.build(SET_G, attrs)
    bogus = swnl.NLMSG_HDR.pack(8, c.fid, swnl.NLM_F_REQUEST | swnl.NLM_F_ACK, seq, 0)
    t.eq(_no_reply(c, bogus + data[16:]), [], "nlmsg_len below the header size: dropped, no reply")
    k.unchanged("nlmsg_len below the header size")
    # a message shorter than the generic netlink header
    seq, data = c.build(SET_G, attrs)
    short = swnl.NLMSG_HDR.pack(18, c.fid, swnl.NLM_F_REQUEST | swnl.NLM_F_ACK, seq, 0) + data[16:18]
    t.error(lambda: c.send_raw(short), errno.EINVAL, "message cut inside the genl header: EINVAL")
    k.unchanged("message cut inside the genl header")
    # the datagram is cut but nlmsg_len says how much there is: an
    # attribute whose nla_len runs past the end
    for desc, tail in (
            ("VALUE_INT with nla_len 200", Attr(V_INT, b"\x88\x13\0\0", length=200)),
            ("VALUE_INT with nla_len 2", Attr(V_INT, b"\x88\x13\0\0", length=2)),
            ("VALUE_INT with nla_len 0", Attr(V_INT, b"\x88\x13\0\0", length=0)),
            ("VALUE_INT header cut in half", b"\x08\x00"),
            ("VALUE_INT payload cut", Attr(V_INT, b"\x88\x13", length=8, pad=False))):
        at = [u32(ID, k.i), u32(OP_ID, opf), tail]
        k.bad(SET_G, at, errno.EINVAL, "SET max_frame_size, %s" % desc, extack=True)
    for desc, first in (("ID with nla_len 100", Attr(ID, b"\0\0\0\0", length=100)),
                        ("ID with nla_len 3", Attr(ID, b"\0\0\0\0", length=3))):
        k.bad(SET_G, [first, u32(OP_ID, opf), u32(V_INT, 5000)], errno.EINVAL,
              "SET max_frame_size, %s" % desc, extack=True)
    # the socket still works afterwards
    t.eq(c.get(k.i, "global", "max_frame_size"), 3000, "same socket still answers")


def test_multiple_messages_in_one_datagram(t, env):
    sw = env.sw(0)
    c = env.client()
    opd = c.attr(sw["id"], "global", "description")["id"]
    seq1, m1 = c.build(SET_G, [u32(ID, sw["id"]), u32(OP_ID, opd), string(V_STR, "first")])
    seq2, m2 = c.build(SET_G, [u32(ID, 99), u32(OP_ID, opd), string(V_STR, "second")])
    seq3, m3 = c.build(SET_G, [u32(ID, sw["id"]), u32(OP_ID, opd), string(V_STR, "third")])
    c.send(m1 + m2 + m3)
    acks = {}
    for m in c.poll_quiet(2.0):
        if m.type == swnl.NLMSG_ERROR:
            acks[m.seq] = swnl.parse_error(m)[0]
    t.eq(acks, {seq1: 0, seq2: -errno.ENODEV, seq3: 0},
         "three requests in one datagram: ACK, ENODEV, ACK")
    t.eq(env.c.get(sw["id"], "global", "description"), "third", "the last good one wins")
