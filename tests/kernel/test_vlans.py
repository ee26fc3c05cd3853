"""VLAN membership through the built-in VLAN attribute `ports`: staged vs
active, OpenWrt's PVID semantics, index limits."""

import errno

import swnl


def _pvids(c, sw):
    return [c.get(sw["id"], "port", "pvid", index=p) for p in range(sw["ports"])]


def test_power_on_membership(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        d = sw["default_vlan"]
        t.eq(c.get(i, "vlan", "ports", index=d), [(p, False) for p in range(sw["ports"])],
             "%s: VLAN %d holds every port untagged" % (sw["alias"], d))
        empty = [v for v in (0, 2, 3, sw["vlans"] - 1) if v != d and v < sw["vlans"]]
        t.ok(all(c.get(i, "vlan", "ports", index=v) == [] for v in empty),
             "%s: VLANs %r are empty" % (sw["alias"], empty))
        t.eq(env.active_vlans(sw), env.poweron_vlans(sw), "%s: debugfs VLAN table" % sw["alias"])


def test_set_ports_staged_and_pvids(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        d = sw["default_vlan"]
        cpu = sw["cpu_port"]
        v = min(5, sw["vlans"] - 1)
        members = [(0, False), (1, True), (cpu, True)]
        applies = env.applies(sw)
        c.set(i, "vlan", "ports", members, index=v)
        t.eq(c.get(i, "vlan", "ports", index=v), sorted(members),
             "%s: VLAN %d membership round-trips (untagged, tagged, tagged CPU)" % (tag, v))
        want_pvids = [d] * sw["ports"]
        want_pvids[0] = v
        t.eq(_pvids(c, sw), want_pvids,
             "%s: untagged member 0 gets PVID %d; tagged members keep theirs" % (tag, v))
        t.eq(env.active_vlans(sw), env.poweron_vlans(sw), "%s: debugfs VLANs unchanged before apply" % tag)
        t.eq(env.active_pvids(sw), [d] * sw["ports"], "%s: debugfs PVIDs unchanged before apply" % tag)
        c.apply(i)
        want = env.poweron_vlans(sw)
        want[v] = sorted(members)
        t.eq(env.active_vlans(sw), want, "%s: debugfs shows VLAN %d after apply" % (tag, v))
        t.eq(env.active_pvids(sw), want_pvids, "%s: debugfs PVIDs after apply" % tag)
        t.eq(env.applies(sw), applies + 1, "%s: one apply counted" % tag)
        # moving port 0 out of the default VLAN does not touch its PVID
        c.set(i, "vlan", "ports", [p for p in range(1, sw["ports"])], index=d)
        t.eq(c.get(i, "port", "pvid", index=0), v, "%s: removing a member keeps its PVID" % tag)
        # an untagged member of two VLANs: the last write wins
        c.set(i, "vlan", "ports", [2], index=v)
        t.eq(c.get(i, "port", "pvid", index=2), v, "%s: port 2's PVID follows the last VLAN write" % tag)
        t.eq(c.get(i, "vlan", "ports", index=v), [(2, False)], "%s: a set replaces the whole list" % tag)
        c.set(i, "vlan", "ports", [], index=v)
        t.eq(c.get(i, "vlan", "ports", index=v), [], "%s: VLAN emptied" % tag)
        t.eq(c.get(i, "port", "pvid", index=2), v, "%s: emptying a VLAN keeps PVIDs" % tag)


def test_vlan_index_limits(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        top = sw["vlans"] - 1
        for v in (0, top):
            c.set(i, "vlan", "ports", [(1, True)], index=v)
            t.eq(c.get(i, "vlan", "ports", index=v), [(1, True)], "%s: VLAN index %d usable" % (tag, v))
        for v in (sw["vlans"], sw["vlans"] + 1, 4096, 0xFFFFFFFF):
            t.error(lambda: c.get(i, "vlan", "ports", index=v), errno.EINVAL,
                    "%s: GET VLAN %d (>= %d VLANs): EINVAL" % (tag, v, sw["vlans"]), extack=True)
            t.error(lambda: c.set(i, "vlan", "ports", [0], index=v), errno.EINVAL,
                    "%s: SET VLAN %d: EINVAL" % (tag, v), extack=True)
        for p in (sw["ports"], 64, 0xFFFFFFFF):
            t.error(lambda: c.get(i, "port", "pvid", index=p), errno.EINVAL,
                    "%s: GET port %d (>= %d ports): EINVAL" % (tag, p, sw["ports"]), extack=True)
            t.error(lambda: c.set(i, "port", "pvid", 1, index=p), errno.EINVAL,
                    "%s: SET port %d: EINVAL" % (tag, p), extack=True)


def test_every_port_every_flag(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        n = sw["ports"]
        v = min(10, sw["vlans"] - 1)
        members = [(p, p % 3 == 0) for p in range(n)]
        c.set(i, "vlan", "ports", members, index=v)
        t.eq(c.get(i, "vlan", "ports", index=v), members,
             "%s: all %d ports, mixed tagging, round-trip" % (sw["alias"], n))
        c.apply(i)
        t.eq(env.active_vlans(sw).get(v), members, "%s: debugfs agrees after apply" % sw["alias"])


def test_apply_without_changes(t, env):
    c = env.c
    sw = env.sw(0)
    a = env.applies(sw)
    before = env.active(sw)
    c.apply(sw["id"])
    after = env.active(sw)
    t.eq(after["applies"], a + 1, "apply without changes still counts")
    before.pop("applies")
    after.pop("applies")
    t.eq(after, before, "apply without changes keeps the active state")
    t.eq(swnl.norm_ports(c.get(sw["id"], "vlan", "ports", index=sw["default_vlan"])),
         env.poweron_vlans(sw)[sw["default_vlan"]], "staged default VLAN intact")
