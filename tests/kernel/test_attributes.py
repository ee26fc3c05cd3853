"""LIST_GLOBAL/PORT/VLAN, and a set/get round trip of every attribute type
in every group; staged values reach debugfs (the active state) only on
apply; reset brings back the power-on state; fault injection."""

import errno

import ktest
import swnl
from ktest import EXPECTED_ATTRS, WRITE_ONLY, READ_ONLY


def test_list_attributes(t, env):
    c = env.c
    for sw in env.switches:
        for group in ("global", "port", "vlan"):
            cmd = swnl.GROUPS[group][0]
            msgs = c.request(cmd, [swnl.u32(swnl.SWITCH_ATTR_ID, sw["id"])])
            entries = [swnl.parse_attr_entry(m.genl()) for m in msgs]
            tag = "%s %s" % (sw["alias"], group)
            t.ok(all(m.cmd == swnl.SWITCH_CMD_NEW_ATTR and m.flags & swnl.NLM_F_MULTI
                     for m in msgs), "%s: LIST replies are NEW_ATTR with NLM_F_MULTI" % tag)
            got = {e["name"]: (e["id"], e["type"]) for e in entries}
            t.eq(got, EXPECTED_ATTRS[group],
                 "%s: LIST gives every attribute with its id and type" % tag)
            t.eq(len(entries), len(got), "%s: no attribute listed twice" % tag)
            ids = [e["id"] for e in entries]
            drv = [i for i in ids if i < swnl.SWITCH_ATTR_DEFAULTS_OFFSET]
            t.eq(drv, list(range(len(drv))), "%s: driver attributes numbered 0..n-1 in order" % tag)
            t.eq(ids, sorted(ids), "%s: driver attributes first, then built-in ones" % tag)
            t.ok(all(e["description"] for e in entries),
                 "%s: every attribute has a description" % tag)


def test_list_errors(t, env):
    c = env.c
    for group in ("global", "port", "vlan"):
        cmd = swnl.GROUPS[group][0]
        t.error(lambda: c.request(cmd, []), errno.EINVAL,
                "LIST %s without switch id: EINVAL" % group, extack="missing switch id",
                miss_type=swnl.SWITCH_ATTR_ID)
        t.error(lambda: c.request(cmd, [swnl.u32(swnl.SWITCH_ATTR_ID, 77)]), errno.ENODEV,
                "LIST %s of an unknown switch: ENODEV" % group, extack=True)


def _dual(t, env, sw, fn_set, get_staged, get_active, want, desc):
    """Set; staged value is want at once, active only after apply."""
    before_active = get_active()
    applies = env.applies(sw)
    fn_set()
    t.eq(get_staged(), want, "%s: get returns the staged value" % desc)
    t.eq(get_active(), before_active, "%s: debugfs (active) unchanged before apply" % desc)
    env.c.apply(sw["id"])
    t.eq(get_active(), want, "%s: debugfs shows it after apply" % desc)
    t.eq(env.applies(sw), applies + 1, "%s: one apply counted" % desc)


def test_global_int_staged(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        t.eq(c.get(i, "global", "enable_vlan"), 0, "%s: enable_vlan is 0 at power-on" % sw["alias"])
        t.eq(env.active_enable_vlan(sw), 0, "%s: debugfs enable_vlan 0 at power-on" % sw["alias"])
        _dual(t, env, sw, lambda: c.set(i, "global", "enable_vlan", 1),
              lambda: c.get(i, "global", "enable_vlan"), lambda: env.active_enable_vlan(sw), 1,
              "%s enable_vlan=1" % sw["alias"])
        _dual(t, env, sw, lambda: c.set(i, "global", "enable_vlan", 0),
              lambda: c.get(i, "global", "enable_vlan"), lambda: env.active_enable_vlan(sw), 0,
              "%s enable_vlan=0" % sw["alias"])


def test_global_int_roundtrip(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    t.eq(c.get(i, "global", "max_frame_size"), ktest.FRAME_DEFAULT, "max_frame_size power-on value")
    for v in (9000, ktest.FRAME_MIN, ktest.FRAME_MAX, 2000):
        c.set(i, "global", "max_frame_size", v)
        t.eq(c.get(i, "global", "max_frame_size"), v, "max_frame_size set %d, get %d" % (v, v))
    for v in (ktest.FRAME_MIN - 1, ktest.FRAME_MAX + 1, 0, 0xFFFFFFFF):
        t.error(lambda: c.set(i, "global", "max_frame_size", v), errno.ERANGE,
                "max_frame_size %d outside [1518, 9728]: ERANGE" % v, extack=True)
        t.eq(c.get(i, "global", "max_frame_size"), 2000, "max_frame_size unchanged after %d" % v)
    # mirror monitor: INT with a core range 0..63, the driver checks < ports
    last = sw["ports"] - 1
    c.set(i, "global", "mirror_monitor_port", last)
    t.eq(c.get(i, "global", "mirror_monitor_port"), last, "mirror_monitor_port set/get last port")
    t.error(lambda: c.set(i, "global", "mirror_monitor_port", sw["ports"]), errno.EINVAL,
            "mirror_monitor_port = ports: the driver rejects it")
    t.error(lambda: c.set(i, "global", "mirror_monitor_port", 64), errno.ERANGE,
            "mirror_monitor_port 64 beyond the attribute's max 63: ERANGE", extack=True)
    t.eq(c.get(i, "global", "mirror_monitor_port"), last, "mirror_monitor_port unchanged")
    # the other switch is independent
    if len(env.switches) > 1:
        t.eq(c.get(env.sw(1)["id"], "global", "max_frame_size"), ktest.FRAME_DEFAULT,
             "max_frame_size of the other switch untouched")


def test_global_string_roundtrip(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        t.eq(c.get(i, "global", "description"), ktest.DESC_DEFAULT,
             "%s: description power-on value" % tag)
        for v in ("core switch %s" % tag, "", "x" * ktest.DESC_MAX, "ünïcödé ✓"):
            c.set(i, "global", "description", v)
            t.eq(c.get(i, "global", "description"), v,
                 "%s: description round-trips (%d bytes)" % (tag, len(v.encode())))
        t.error(lambda: c.set(i, "global", "description", "y" * (ktest.DESC_MAX + 1)),
                errno.ERANGE, "%s: description of 65 bytes: ERANGE" % tag, extack=True)
        t.eq(c.get(i, "global", "description"), "ünïcödé ✓", "%s: description unchanged" % tag)


def test_global_ports_roundtrip(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        t.eq(c.get(i, "global", "mirror_source_ports"), [], "%s: no mirror sources at power-on" % tag)
        cases = [[0], [0, 2, 3], list(range(sw["ports"])), [sw["ports"] - 1, 1], []]
        for ports in cases:
            c.set(i, "global", "mirror_source_ports", ports)
            got = c.get(i, "global", "mirror_source_ports")
            t.eq(swnl.norm_ports(got), [(p, False) for p in sorted(ports)],
                 "%s: mirror_source_ports %r round-trips" % (tag, ports))
        c.set(i, "global", "mirror_source_ports", [(1, True), (2, False)])
        t.eq(c.get(i, "global", "mirror_source_ports"), [(1, False), (2, False)],
             "%s: mirror sources ignore the tagged flag (driver semantics)" % tag)


def test_read_only_and_write_only(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    for group in ("global", "port", "vlan"):
        for name in sorted(READ_ONLY[group]):
            t.error(lambda: c.set(i, group, name, 1 if group != "port" else "x", index=0),
                    errno.EOPNOTSUPP, "%s %s is read-only: SET gives EOPNOTSUPP" % (group, name),
                    extack=True)
        for name in sorted(WRITE_ONLY[group]):
            t.error(lambda: c.get(i, group, name, index=0), errno.EOPNOTSUPP,
                    "%s %s is write-only: GET gives EOPNOTSUPP" % (group, name), extack=True)


def test_port_attributes(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        for p in range(sw["ports"]):
            t.eq(c.get(i, "port", "label", index=p), env.poweron_label(sw, p),
                 "%s port %d: power-on label" % (tag, p))
            t.eq(c.get(i, "port", "enable", index=p), 1, "%s port %d: enabled at power-on" % (tag, p))
        for p in range(sw["ports"]):
            c.set(i, "port", "label", "P%d-%s" % (p, tag), index=p)
        t.eq([c.get(i, "port", "label", index=p) for p in range(sw["ports"])],
             ["P%d-%s" % (p, tag) for p in range(sw["ports"])],
             "%s: each port keeps its own label" % tag)
        c.set(i, "port", "label", "z" * ktest.LABEL_MAX, index=0)
        t.eq(c.get(i, "port", "label", index=0), "z" * ktest.LABEL_MAX,
             "%s: a 32-byte label is accepted" % tag)
        t.error(lambda: c.set(i, "port", "label", "z" * (ktest.LABEL_MAX + 1), index=0),
                errno.ERANGE, "%s: a 33-byte label: ERANGE" % tag, extack=True)
        t.eq(c.get(i, "port", "label", index=0), "z" * ktest.LABEL_MAX,
             "%s: label unchanged after the rejected one" % tag)
        # enable: INT 0/1
        c.set(i, "port", "enable", 0, index=1)
        t.eq(c.get(i, "port", "enable", index=1), 0, "%s: port 1 enable=0 round-trips" % tag)
        t.eq(c.get(i, "port", "enable", index=2), 1, "%s: port 2 still enabled" % tag)
        t.error(lambda: c.set(i, "port", "enable", 2, index=1), errno.ERANGE,
                "%s: enable=2: ERANGE" % tag, extack=True)
        t.eq(c.get(i, "port", "enable", index=1), 0, "%s: port 1 enable unchanged" % tag)
        c.set(i, "port", "enable", 1, index=1)
        t.eq(c.get(i, "port", "enable", index=1), 1, "%s: port 1 enable=1 round-trips" % tag)
        t.error(lambda: c.set(i, "port", "enable", 0, index=sw["cpu_port"]), errno.EOPNOTSUPP,
                "%s: the CPU port cannot be disabled" % tag)


def test_pvid_staged(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        d = sw["default_vlan"]
        t.eq([c.get(i, "port", "pvid", index=p) for p in range(sw["ports"])], [d] * sw["ports"],
             "%s: every PVID is the default VLAN at power-on" % tag)
        t.eq(env.active_pvids(sw), [d] * sw["ports"], "%s: debugfs PVIDs at power-on" % tag)
        top = sw["vlans"] - 1
        want = [d] * sw["ports"]
        want[0] = top
        want[2] = 3

        def set_both():
            c.set(i, "port", "pvid", top, index=0)
            c.set(i, "port", "pvid", 3, index=2)
        _dual(t, env, sw, set_both,
              lambda: [c.get(i, "port", "pvid", index=p) for p in range(sw["ports"])],
              lambda: env.active_pvids(sw), want, "%s PVIDs %d and 3" % (tag, top))
        t.error(lambda: c.set(i, "port", "pvid", sw["vlans"], index=0), errno.ERANGE,
                "%s: PVID = vlans (%d): ERANGE" % (tag, sw["vlans"]))
        t.eq(c.get(i, "port", "pvid", index=0), top, "%s: PVID unchanged after the error" % tag)


def test_vlan_attributes(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        d = sw["default_vlan"]
        top = sw["vlans"] - 1
        t.eq(c.get(i, "vlan", "name", index=d), "default", "%s: default VLAN is named 'default'" % tag)
        t.eq(c.get(i, "vlan", "name", index=top), "", "%s: other VLANs unnamed" % tag)
        for v in (0, 2, top):
            t.eq(c.get(i, "vlan", "fid", index=v), v, "%s: VLAN %d fid = index at power-on" % (tag, v))
        c.set(i, "vlan", "name", "guests", index=top)
        c.set(i, "vlan", "name", "n" * ktest.VLAN_NAME_MAX, index=2)
        t.eq(c.get(i, "vlan", "name", index=top), "guests", "%s: VLAN name round-trips" % tag)
        t.eq(c.get(i, "vlan", "name", index=2), "n" * 32, "%s: 32-byte VLAN name accepted" % tag)
        t.error(lambda: c.set(i, "vlan", "name", "n" * 33, index=2), errno.ERANGE,
                "%s: 33-byte VLAN name: ERANGE" % tag, extack=True)
        c.set(i, "vlan", "name", "", index=top)
        t.eq(c.get(i, "vlan", "name", index=top), "", "%s: VLAN name cleared" % tag)
        c.set(i, "vlan", "fid", top, index=2)
        t.eq(c.get(i, "vlan", "fid", index=2), top, "%s: fid round-trips" % tag)
        if sw["vlans"] < 4096:
            t.error(lambda: c.set(i, "vlan", "fid", sw["vlans"], index=2), errno.EINVAL,
                    "%s: fid >= vlans rejected by the driver" % tag)
        t.error(lambda: c.set(i, "vlan", "fid", 4096, index=2), errno.ERANGE,
                "%s: fid 4096 beyond the attribute's max: ERANGE" % tag)
        t.eq(c.get(i, "vlan", "fid", index=2), top, "%s: fid unchanged after errors" % tag)
        before = c.get(i, "global", "fdb_flushes")
        for _ in range(3):
            c.set(i, "vlan", "flush_fdb", index=top)
        t.eq(c.get(i, "global", "fdb_flushes"), before + 3,
             "%s: three flush_fdb (NOVAL) requests counted" % tag)


def test_fail_writes(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    c.set(i, "port", "label", "before", index=1)
    c.set(i, "global", "fail_writes", 2)
    t.eq(c.get(i, "global", "fail_writes"), 2, "fail_writes armed")
    t.error(lambda: c.set(i, "port", "label", "after", index=1), errno.EIO,
            "a driver write failing with EIO is reported")
    t.eq(c.get(i, "port", "label", index=1), "before", "failed write changed nothing")
    t.error(lambda: c.set(i, "vlan", "ports", [0, 1], index=7), errno.EIO,
            "VLAN ports write failing in the driver is reported")
    t.eq(c.get(i, "vlan", "ports", index=7), [], "failed VLAN write left the VLAN empty")
    t.eq([c.get(i, "port", "pvid", index=p) for p in (0, 1)], [sw["default_vlan"]] * 2,
         "failed VLAN write left the PVIDs alone")
    t.eq(c.get(i, "global", "fail_writes"), 0, "fail_writes consumed")
    c.set(i, "port", "label", "after", index=1)
    t.eq(c.get(i, "port", "label", index=1), "after", "writes work again")


def test_fail_apply(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    c.set(i, "global", "enable_vlan", 1)
    c.set(i, "global", "fail_apply", 1)
    applies = env.applies(sw)
    t.error(lambda: c.apply(i), errno.EIO, "apply failing in the driver is reported")
    t.eq(env.active_enable_vlan(sw), 0, "failed apply left the active state alone")
    t.eq(env.applies(sw), applies, "failed apply not counted")
    t.eq(c.get(i, "global", "enable_vlan"), 1, "staged value survives the failed apply")
    c.apply(i)
    t.eq(env.active_enable_vlan(sw), 1, "next apply succeeds")


def test_reset_restores_power_on(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        d = sw["default_vlan"]
        top = sw["vlans"] - 1
        # change everything there is to change, and apply
        c.set(i, "global", "enable_vlan", 1)
        c.set(i, "global", "max_frame_size", 9000)
        c.set(i, "global", "description", "changed")
        c.set(i, "global", "mirror_source_ports", [0, 1])
        c.set(i, "global", "mirror_monitor_port", 2)
        c.set(i, "port", "label", "changed", index=0)
        c.set(i, "port", "enable", 0, index=1)
        c.set(i, "port", "link", {"duplex": False, "aneg": False, "speed": 10}, index=2)
        c.set(i, "vlan", "ports", [(0, True), 1], index=top)
        c.set(i, "vlan", "ports", [], index=d)
        c.set(i, "vlan", "name", "changed", index=top)
        c.set(i, "vlan", "fid", 0, index=top)
        c.apply(i)
        t.ok(env.active_vlans(sw) != env.poweron_vlans(sw), "%s: state changed before reset" % tag)
        c.reset(i)
        t.eq(c.get(i, "global", "enable_vlan"), 0, "%s: reset: enable_vlan 0" % tag)
        t.eq(c.get(i, "global", "max_frame_size"), ktest.FRAME_DEFAULT,
             "%s: reset: max_frame_size default" % tag)
        t.eq(c.get(i, "global", "description"), ktest.DESC_DEFAULT, "%s: reset: description" % tag)
        t.eq(c.get(i, "global", "mirror_source_ports"), [], "%s: reset: no mirror sources" % tag)
        t.eq(c.get(i, "global", "mirror_monitor_port"), 0, "%s: reset: mirror monitor 0" % tag)
        t.eq([c.get(i, "port", "label", index=p) for p in range(sw["ports"])],
             [env.poweron_label(sw, p) for p in range(sw["ports"])], "%s: reset: labels" % tag)
        t.eq([c.get(i, "port", "enable", index=p) for p in range(sw["ports"])],
             [1] * sw["ports"], "%s: reset: all ports enabled" % tag)
        t.eq([c.get(i, "port", "pvid", index=p) for p in range(sw["ports"])],
             [d] * sw["ports"], "%s: reset: PVIDs" % tag)
        link = c.get(i, "port", "link", index=2)
        t.eq((link["speed"], link["duplex"], link["aneg"]), (1000, True, True),
             "%s: reset: port link settings back to autoneg 1000 full" % tag)
        t.eq(c.dump_vlans(i), env.poweron_vlans(sw), "%s: reset: VLAN table (staged)" % tag)
        t.eq(c.get(i, "vlan", "name", index=top), "", "%s: reset: VLAN names" % tag)
        t.eq(c.get(i, "vlan", "fid", index=top), top, "%s: reset: fids" % tag)
        t.eq(env.active_vlans(sw), env.poweron_vlans(sw),
             "%s: reset: VLAN table (active, debugfs)" % tag)
        t.eq(env.active_pvids(sw), [d] * sw["ports"], "%s: reset: PVIDs (active)" % tag)
        t.eq(env.active_enable_vlan(sw), 0, "%s: reset: enable_vlan (active)" % tag)
