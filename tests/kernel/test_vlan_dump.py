"""DUMP_VLANS (cmd 12): exactly the non-empty VLANs, with the membership
the per-VLAN GET_VLAN reports and the test set; large tables spanning
several datagrams; strict validation of the request."""

import errno
import random

import swnl
from ktest import dump_start_extack
from swnl import u32, u16, raw


def _random_table(rng, sw, count, must=()):
    """{vlan: sorted [(port, tagged)]} for count distinct VLANs."""
    n = sw["ports"]
    vlans = set(must)
    while len(vlans) < count:
        vlans.add(rng.randrange(sw["vlans"]))
    table = {}
    for v in sorted(vlans):
        ports = rng.sample(range(n), rng.randint(1, n))
        table[v] = sorted((p, rng.random() < 0.4) for p in ports)
    return table


def _program(c, sw, table, clear_default=True):
    i = sw["id"]
    if clear_default and sw["default_vlan"] not in table:
        c.set(i, "vlan", "ports", [], index=sw["default_vlan"])
    for v, members in table.items():
        c.set(i, "vlan", "ports", members, index=v)


def _get_all(c, sw, indexes):
    out = {}
    for v in indexes:
        m = c.get(sw["id"], "vlan", "ports", index=v)
        if m:
            out[v] = swnl.norm_ports(m)
    return out


def test_power_on_dump(t, env):
    for sw in env.switches:
        got = env.c.dump_vlans(sw["id"])
        t.eq(got, env.poweron_vlans(sw), "%s: power-on dump is the default VLAN only" % sw["alias"])
        msgs = env.c.last_dump_msgs
        t.ok(all(m.cmd == swnl.SWITCH_CMD_NEW_ATTR and m.flags & swnl.NLM_F_MULTI for m in msgs),
             "%s: dump messages are NEW_ATTR with NLM_F_MULTI" % sw["alias"])
        t.ok(all(sorted(m.genl().types()) == [swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_OP_VLAN,
                                              swnl.SWITCH_ATTR_OP_VALUE_PORTS] for m in msgs),
             "%s: each message carries exactly ID, OP_VLAN, OP_VALUE_PORTS" % sw["alias"])


def test_empty_table(t, env):
    c = env.c
    for sw in env.switches:
        c.set(sw["id"], "vlan", "ports", [], index=sw["default_vlan"])
        t.eq(c.dump_vlans(sw["id"]), {}, "%s: no member anywhere: empty dump" % sw["alias"])


def test_many_vlans_4096(t, env):
    c = env.c
    sw = env.biggest_vlans()
    rng = random.Random(4096)
    top = sw["vlans"] - 1
    table = _random_table(rng, sw, min(600, sw["vlans"]), must=(0, 1, top))
    _program(c, sw, table)
    got = c.dump_vlans(sw["id"])
    t.eq(len(got), len(table), "%s: dump has %d VLANs, as many as were set" % (sw["alias"], len(table)))
    t.eq(got, table, "%s: dump membership equals what was set (%d VLANs incl. 0 and %d)"
         % (sw["alias"], len(table), top))
    msgs = c.last_dump_msgs
    order = [m.genl().u32(swnl.SWITCH_ATTR_OP_VLAN) for m in msgs]
    t.eq(order, sorted(set(order)), "%s: one message per VLAN, ascending" % sw["alias"])
    t.ok(c.datagrams > 1, "%s: the dump spans several datagrams (%d)" % (sw["alias"], c.datagrams))
    by_get = _get_all(c, sw, range(sw["vlans"]))
    t.eq(by_get, got, "%s: DUMP_VLANS equals GET_VLAN of all %d indexes" % (sw["alias"], sw["vlans"]))
    small = env.client(recv_size=8192)
    got_small = small.dump_vlans(sw["id"])
    t.eq(got_small, table, "%s: same dump read with 8 KiB reads" % sw["alias"])
    t.ok(small.datagrams > c.datagrams, "%s: ... in more datagrams (%d)" % (sw["alias"], small.datagrams))
    old = env.client(strict=False)
    t.eq(old.dump_vlans(sw["id"]), table, "%s: old-style client gets the same dump" % sw["alias"])
    # the VLAN table of the other switches is untouched
    for other in env.switches:
        if other is not sw:
            t.eq(c.dump_vlans(other["id"]), env.poweron_vlans(other),
                 "%s: dump of %s unaffected" % (sw["alias"], other["alias"]))
    # active state after apply matches too
    c.apply(sw["id"])
    t.eq(env.active_vlans(sw), table, "%s: debugfs after apply equals the dump" % sw["alias"])


def test_full_small_table(t, env):
    c = env.c
    sw = min(env.switches, key=lambda s: s["vlans"])
    rng = random.Random(64)
    table = {v: sorted((p, rng.random() < 0.5) for p in range(sw["ports"]))
             for v in range(sw["vlans"])}
    _program(c, sw, table)
    t.eq(c.dump_vlans(sw["id"]), table,
         "%s: every one of %d VLANs with all %d ports" % (sw["alias"], sw["vlans"], sw["ports"]))
    t.eq(_get_all(c, sw, range(sw["vlans"])), table, "%s: GET_VLAN agrees" % sw["alias"])
    # remove every other VLAN: the dump follows
    for v in range(0, sw["vlans"], 2):
        c.set(sw["id"], "vlan", "ports", [], index=v)
        del table[v]
    t.eq(c.dump_vlans(sw["id"]), table, "%s: emptied VLANs leave the dump" % sw["alias"])


def test_strict_request(t, env):
    c = env.c
    sw = env.sw(0)
    ID = swnl.SWITCH_ATTR_ID
    base = [u32(ID, sw["id"])]
    cmd = swnl.SWITCH_CMD_DUMP_VLANS
    t.error(lambda: c.request(cmd, [], dump=True), errno.EINVAL, "DUMP_VLANS without ID: EINVAL",
            extack=dump_start_extack("missing switch id"))
    t.error(lambda: c.request(cmd, [u32(ID, 99)], dump=True), errno.ENODEV,
            "DUMP_VLANS of an unknown switch: ENODEV", extack=dump_start_extack())
    for extra, what in ((u32(swnl.SWITCH_ATTR_OP_ID, 0), "OP_ID (known to the family)"),
                        (u32(swnl.SWITCH_ATTR_TYPE, 0), "TYPE (no policy)"),
                        (u32(swnl.SWITCH_ATTR_EXT_MAX + 1, 0), "type 21 (beyond the family)"),
                        (u32(1000, 0), "type 1000"),
                        (raw(0, b"\0\0\0\0"), "type 0")):
        t.error(lambda: c.request(cmd, base + [extra], dump=True), errno.EINVAL,
                "DUMP_VLANS with an extra attribute %s: rejected" % what, extack=True)
    t.error(lambda: c.request(cmd, [u16(ID, sw["id"])], dump=True), {errno.EINVAL, errno.ERANGE},
            "DUMP_VLANS with a 2-byte ID: rejected", extack=True)
    t.error(lambda: c.request(cmd, [swnl.u64(ID, sw["id"])], dump=True), {errno.EINVAL, errno.ERANGE},
            "DUMP_VLANS with an 8-byte ID: rejected", extack=True)
    t.error(lambda: c.request(cmd, base + [b"\x01\x02\x03"], dump=True), errno.EINVAL,
            "DUMP_VLANS with trailing garbage: EINVAL", extack=True)
    t.error(lambda: c.request(cmd, base, dump=True, reserved=1), errno.EINVAL,
            "DUMP_VLANS with a non-zero genl reserved field: EINVAL")
    t.error(lambda: c.request(cmd, base), errno.EOPNOTSUPP,
            "DUMP_VLANS without NLM_F_DUMP: EOPNOTSUPP")
    # the legacy commands are liberal: the same extras are ignored
    got = c.request(swnl.SWITCH_CMD_GET_SWITCH, base + [u32(1000, 0)], dump=True)
    t.eq(len(got), 1, "GET_SWITCH (legacy) ignores an unknown attribute")
    got = c.request(swnl.SWITCH_CMD_GET_SWITCH, base, dump=True, reserved=1)
    t.eq(len(got), 1, "GET_SWITCH (legacy) accepts a non-zero reserved field")
    t.eq(c.dump_vlans(sw["id"]), env.poweron_vlans(sw), "DUMP_VLANS works after the rejections")
