"""GET_SWITCH: every simulated switch with the geometry its module
parameters give it, and the port map."""

import errno

import swnl
from swnl import u32


def test_dump_lists_every_switch(t, env):
    got = env.c.switches()
    t.eq(len(got), len(env.expected),
         "GET_SWITCH lists %d switches (module parameter switches)" % len(env.expected))
    ids = [s["id"] for s in got]
    t.eq(ids, sorted(set(ids)), "switch ids are unique and in ascending order")
    by_alias = {s["alias"]: s for s in got}
    for e in env.expected:
        s = by_alias.get(e["alias"])
        if not t.ok(s is not None, "switch with alias %s present" % e["alias"]):
            continue
        tag = e["alias"]
        t.eq(s["dev_name"], "switch%d" % s["id"], "%s: DEV_NAME is switch<id>" % tag)
        t.eq(s["name"], "hwsim", "%s: NAME is the driver's chip name" % tag)
        t.eq(s["ports"], e["ports"], "%s: PORTS = %d (module parameter)" % (tag, e["ports"]))
        t.eq(s["vlans"], e["vlans"], "%s: VLANS = %d (module parameter)" % (tag, e["vlans"]))
        t.eq(s["cpu_port"], e["ports"] - 1, "%s: CPU_PORT is the last port" % tag)
        want_types = [swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_DEV_NAME, swnl.SWITCH_ATTR_ALIAS,
                      swnl.SWITCH_ATTR_NAME, swnl.SWITCH_ATTR_VLANS, swnl.SWITCH_ATTR_PORTS,
                      swnl.SWITCH_ATTR_CPU_PORT, swnl.SWITCH_ATTR_PORTMAP]
        t.eq(sorted(s["attr_types"]), sorted(want_types),
             "%s: reply carries exactly ID, DEV_NAME, ALIAS, NAME, VLANS, PORTS, CPU_PORT, PORTMAP"
             % tag)
    # the first load registers hwsim<i> as switch<i>
    t.eq([s["id"] for s in env.switches], [s["index"] for s in env.switches],
         "hwsim<i> is registered as switch id i (ids allocated in instance order)")


def test_portmap(t, env):
    by_alias = {s["alias"]: s for s in env.c.switches()}
    for e in env.expected:
        s = by_alias[e["alias"]]
        pm = s["portmap"]
        if not t.ok(pm is not None, "%s: PORTMAP present" % e["alias"]):
            continue
        t.eq(len(pm), e["ports"], "%s: PORTMAP has one entry per port" % e["alias"])
        t.eq(set(s["portmap_types"]), {swnl.SWITCH_ATTR_PORTS},
             "%s: PORTMAP entries are SWITCH_ATTR_PORTS nests" % e["alias"])
        want = [("cpu", 0) if p == e["cpu_port"] else ("lan", p + 1) for p in range(e["ports"])]
        t.eq(pm, want, "%s: PORTMAP segment/virt: lan ports 1..n-1, cpu port 0" % e["alias"])


def test_select_by_id(t, env):
    c = env.c
    for sw in env.switches:
        msgs = c.request(swnl.SWITCH_CMD_GET_SWITCH, [u32(swnl.SWITCH_ATTR_ID, sw["id"])],
                         dump=True)
        got = [swnl.parse_switch(m.genl()) for m in msgs]
        t.eq([g["alias"] for g in got], [sw["alias"]],
             "GET_SWITCH with ID %d returns only that switch" % sw["id"])
        t.ok(all(m.cmd == swnl.SWITCH_CMD_NEW_ATTR for m in msgs),
             "GET_SWITCH replies are NEW_ATTR messages")
        t.ok(all(m.flags & swnl.NLM_F_MULTI for m in msgs),
             "GET_SWITCH replies carry NLM_F_MULTI")
    missing = max(s["id"] for s in env.switches) + 1
    for bad in (missing, 1000, 0xFFFFFFFF):
        msgs = c.request(swnl.SWITCH_CMD_GET_SWITCH, [u32(swnl.SWITCH_ATTR_ID, bad)], dump=True)
        t.eq(msgs, [], "GET_SWITCH with unknown ID %#x returns an empty dump" % bad)


def test_get_switch_is_dump_only(t, env):
    t.error(lambda: env.c.request(swnl.SWITCH_CMD_GET_SWITCH), errno.EOPNOTSUPP,
            "GET_SWITCH without NLM_F_DUMP: EOPNOTSUPP")


def test_old_style_client_sees_same(t, env):
    old = env.client(strict=False)
    t.eq(old.switches(), env.c.switches(),
         "old-style client (no NLA_F_NESTED) gets the same switch list")


def test_dump_with_small_reads(t, env):
    # A client reading with a small buffer still gets complete messages:
    # each datagram holds whole messages.
    n = env.client(recv_size=16384)
    t.eq(n.switches(), env.c.switches(), "GET_SWITCH read with a 16 KiB buffer is identical")
