"""LIST_GLOBAL/PORT/VLAN as a plain request (OpenWrt's tools) and as a
dump: the same complete list, every entry with its permissions; a reader
whose receive queue is full gets the whole plain list or ENOBUFS, never a
part of it. Do-only commands sent with NLM_F_DUMP are refused and change
nothing."""

import errno
import select

import swnl
from ktest import EXPECTED_ATTRS, READ_ONLY, WRITE_ONLY, dump_start_extack
from swnl import u32

GROUPS = ("global", "port", "vlan")


def _want_perm(group, name):
    return ((0 if name in WRITE_ONLY[group] else swnl.SWITCH_OP_PERM_READ)
            | (0 if name in READ_ONLY[group] else swnl.SWITCH_OP_PERM_WRITE))


def test_dump_equals_plain(t, env):
    c = env.c
    for sw in env.switches:
        for g in GROUPS:
            tag = "%s %s" % (sw["alias"], g)
            plain = c.list_attrs(sw["id"], g)
            dump = c.list_attrs(sw["id"], g, dump=True)
            t.eq(dump, plain, "%s: LIST as a dump gives what the plain LIST gives" % tag)
            t.eq(sorted(e["name"] for e in dump), sorted(EXPECTED_ATTRS[g]),
                 "%s: the dump lists every attribute once" % tag)
            t.eq({e["name"]: e["perm"] for e in dump},
                 {n: _want_perm(g, n) for n in EXPECTED_ATTRS[g]},
                 "%s: every entry carries SWITCH_ATTR_OP_PERM (read, write)" % tag)
            t.ok(all(m.genl() is not None and m.cmd == swnl.SWITCH_CMD_NEW_ATTR
                     and m.flags & swnl.NLM_F_MULTI
                     for m in c.request(swnl.GROUPS[g][0], [u32(swnl.SWITCH_ATTR_ID, sw["id"])],
                                        dump=True)),
                 "%s: dump messages are NEW_ATTR with NLM_F_MULTI" % tag)


def test_dump_small_reader(t, env):
    sw = env.sw(0)
    want = env.c.list_attrs(sw["id"], "port")
    # the smallest buffer has no room for a plain reply and its ACK both:
    # the dump is the way for such a reader
    small = swnl.SwitchClient(rcvbuf=1, recv_size=8192)
    try:
        for g in GROUPS:
            t.eq(small.list_attrs(sw["id"], g, dump=True), env.c.list_attrs(sw["id"], g),
                 "LIST %s dump to a reader with the smallest receive buffer is complete" % g)
    finally:
        small.close()
    small = swnl.SwitchClient(rcvbuf=4096, recv_size=4096)
    try:
        t.eq(small.list_attrs(sw["id"], "port"), want,
             "plain LIST_PORT to a reader with a 4 KiB receive buffer is complete")
    finally:
        small.close()


def test_dump_errors(t, env):
    c = env.c
    gone = max(s["id"] for s in env.switches) + 1
    for g in GROUPS:
        cmd = swnl.GROUPS[g][0]
        t.error(lambda: c.request(cmd, [], dump=True), errno.EINVAL,
                "LIST %s dump without a switch id: EINVAL" % g, extack=dump_start_extack())
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, gone)], dump=True),
                errno.ENODEV, "LIST %s dump of switch %d (none): ENODEV" % (g, gone),
                extack=dump_start_extack())
    t.error(lambda: c.request(swnl.SWITCH_CMD_LIST_GLOBAL,
                              [swnl.raw(swnl.SWITCH_ATTR_ID, b"\x00\x00")], dump=True),
            errno.ERANGE, "LIST dump with a 2-byte switch id: ERANGE (the policy)")


def _drain(sock, timeout=0.5):
    """Every message queued on sock, and how many times recv said ENOBUFS."""
    msgs, enobufs = [], 0
    while select.select([sock], [], [], timeout)[0]:
        try:
            data = sock.recv(1 << 16)
        except OSError as e:
            if e.errno != errno.ENOBUFS:
                raise
            enobufs += 1
            continue
        msgs += swnl.parse_msgs(data)
    return msgs, enobufs


def test_plain_list_whole_or_enobufs(t, env):
    sw = env.sw(0)
    want = env.c.list_attrs(sw["id"], "global")
    c = swnl.SwitchClient(rcvbuf=4096)
    try:
        # fill the receive queue past its size with unread GET replies
        for _ in range(16):
            _, req = c.build(swnl.SWITCH_CMD_GET_GLOBAL,
                             [u32(swnl.SWITCH_ATTR_ID, sw["id"]),
                              u32(swnl.SWITCH_ATTR_OP_ID, EXPECTED_ATTRS["global"]["description"][0])])
            c.send(req)
        seq, req = c.build(swnl.SWITCH_CMD_LIST_GLOBAL, [u32(swnl.SWITCH_ATTR_ID, sw["id"])])
        c.send(req)
        msgs, enobufs = _drain(c.sock)
        t.ok(enobufs >= 1, "the full queue overran: recv reported ENOBUFS (%d)" % enobufs)
        got = [swnl.parse_attr_entry(m.genl()) for m in msgs
               if m.seq == seq and m.type == c.fid]
        t.ok(got in ([], want), "LIST to a full queue: the whole list or nothing (got %d of %d)"
             % (len(got), len(want)), "got %r" % got)
        # the socket works again once read
        t.eq(c.list_attrs(sw["id"], "global"), want, "the same socket then gets the whole list")
    finally:
        c.close()


def test_do_commands_refuse_dump(t, env):
    c = env.c
    sw = env.sw(0)
    before = env.snapshot(switches=[sw])
    desc_id = EXPECTED_ATTRS["global"]["description"][0]
    label_id = EXPECTED_ATTRS["port"]["label"][0]
    name_id = EXPECTED_ATTRS["vlan"]["name"][0]
    reqs = [
        (swnl.SWITCH_CMD_GET_GLOBAL, [u32(swnl.SWITCH_ATTR_OP_ID, desc_id)]),
        (swnl.SWITCH_CMD_SET_GLOBAL, [u32(swnl.SWITCH_ATTR_OP_ID, desc_id),
                                      swnl.string(swnl.SWITCH_ATTR_OP_VALUE_STR, "dumped")]),
        (swnl.SWITCH_CMD_GET_PORT, [u32(swnl.SWITCH_ATTR_OP_ID, label_id),
                                    u32(swnl.SWITCH_ATTR_OP_PORT, 1)]),
        (swnl.SWITCH_CMD_SET_PORT, [u32(swnl.SWITCH_ATTR_OP_ID, label_id),
                                    u32(swnl.SWITCH_ATTR_OP_PORT, 1),
                                    swnl.string(swnl.SWITCH_ATTR_OP_VALUE_STR, "dumped")]),
        (swnl.SWITCH_CMD_GET_VLAN, [u32(swnl.SWITCH_ATTR_OP_ID, name_id),
                                    u32(swnl.SWITCH_ATTR_OP_VLAN, 1)]),
        (swnl.SWITCH_CMD_SET_VLAN, [u32(swnl.SWITCH_ATTR_OP_ID, name_id),
                                    u32(swnl.SWITCH_ATTR_OP_VLAN, 1),
                                    swnl.string(swnl.SWITCH_ATTR_OP_VALUE_STR, "dumped")]),
        (swnl.SWITCH_CMD_SET_GLOBAL, [u32(swnl.SWITCH_ATTR_OP_ID, swnl.SWITCH_ATTR_DEFAULTS_OFFSET + 1)]),
    ]
    for cmd, attrs in reqs:
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, sw["id"])] + attrs, dump=True),
                errno.EOPNOTSUPP, "command %d with NLM_F_DUMP: EOPNOTSUPP" % cmd)
    env.same_state(before, env.snapshot(switches=[sw]),
                   "SET, reset and GET sent as dumps changed nothing")
