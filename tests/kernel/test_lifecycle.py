"""Module unload and reload with clients connected: a VLAN dump whose
switch disappears half way, requests to a family that is gone, an old
socket after the family comes back, clients hammering during the reload.
Runs last: it reloads swconfig and swconfig-hwsim (from SWCONFIG_MODDIR)
with the parameters they had."""

import errno
import os
import random
import threading
import time

import swnl
from ktest import dump_start_extack
from swnl import u32


def _rmmod(env, name):
    return env.run("rmmod", name)


def _insmod(env, name, args=()):
    return env.run("insmod", env.modfile(name), *args)


def _loaded(name):
    return os.path.exists("/sys/module/%s" % name.replace("-", "_"))


def _reload_all(t, env, desc):
    """Make sure both modules are loaded as at the start."""
    if not _loaded("swconfig"):
        rc, out = _insmod(env, "swconfig")
        t.eq((rc, out), (0, ""), "%s: insmod swconfig" % desc)
    if not _loaded("swconfig_hwsim"):
        rc, out = _insmod(env, "swconfig-hwsim", env.insmod_args())
        t.eq((rc, out), (0, ""), "%s: insmod swconfig-hwsim %s" % (desc, " ".join(env.insmod_args())))
    env.c.resolve_family()
    env.map_switches()


def _start_dump(c, sw_id, cmd=swnl.SWITCH_CMD_DUMP_VLANS, extra=()):
    seq = c.next_seq()
    c.send(swnl.build_genl(c.fid, cmd, [u32(swnl.SWITCH_ATTR_ID, sw_id)] + list(extra),
                           flags=swnl.NLM_F_REQUEST | swnl.NLM_F_DUMP | swnl.NLM_F_ACK, seq=seq))
    return seq


def _finish_dump(c, seq):
    """Read the rest of a dump: (messages, error or None, done seen)."""
    msgs = []
    while True:
        for m in c.recv_datagram(10.0):
            if m.seq != seq:
                continue
            if m.type == swnl.NLMSG_DONE:
                err, tl = swnl.parse_error(m)
                return msgs, -err if err else None, True
            if m.type == swnl.NLMSG_ERROR:
                err, tl = swnl.parse_error(m)
                return msgs, -err if err else None, False
            msgs.append(m)


def _big_table(env):
    sw = env.biggest_vlans()
    rng = random.Random(7)
    table = {}
    for v in sorted(rng.sample(range(sw["vlans"]), min(400, sw["vlans"]))):
        table[v] = sorted((p, rng.random() < 0.5) for p in range(sw["ports"]))
    if sw["default_vlan"] not in table:
        env.c.set(sw["id"], "vlan", "ports", [], index=sw["default_vlan"])
    for v, m in table.items():
        env.c.set(sw["id"], "vlan", "ports", m, index=v)
    return sw, table


def before_each(t, env):
    """Called by the runner instead of the usual restore: reload whatever
    an earlier failure left unloaded, then restore the power-on state."""
    if not (_loaded("swconfig") and _loaded("swconfig_hwsim")):
        t.diag("modules missing: loading them again first")
        _reload_all(t, env, "recovery")
    env.restore()


def test_precondition(t, env):
    t.ok(env.moddir and os.path.exists(env.modfile("swconfig"))
         and os.path.exists(env.modfile("swconfig-hwsim")),
         "SWCONFIG_MODDIR holds swconfig.ko and swconfig-hwsim.ko (%s)" % env.moddir)
    t.ok(_loaded("swconfig") and _loaded("swconfig_hwsim"), "both modules loaded")


def test_dump_ends_when_switch_replaced(t, env):
    """rmmod + insmod of the driver while a VLAN dump is pending: the new
    switch gets the old one's id, and the dump must not go on with it."""
    sw, table = _big_table(env)
    d = swnl.SwitchClient(recv_size=8192)
    seq = _start_dump(d, sw["id"])
    first = [m for m in d.recv_datagram(10.0) if m.seq == seq]
    t.ok(first and len(first) < len(table), "the dump is pending after its first part (%d of %d)"
         % (len(first), len(table)))
    rc, out = _rmmod(env, "swconfig_hwsim")
    t.eq((rc, out), (0, ""), "rmmod swconfig_hwsim while the dump is pending")
    rc, out = _insmod(env, "swconfig-hwsim", env.insmod_args())
    t.eq((rc, out), (0, ""), "insmod swconfig-hwsim again")
    env.map_switches()
    t.ok(any(s["id"] == sw["id"] and s["alias"] == sw["alias"] for s in env.switches),
         "the new %s has the old one's id %d" % (sw["alias"], sw["id"]))
    try:
        rest, err, done = _finish_dump(d, seq)
    except swnl.Timeout as e:
        t.ok(False, "the dump ends", str(e))
        return
    t.eq(err, errno.ENODEV, "the dump ends with ENODEV instead of going on with the new switch")
    got = {m.genl().u32(swnl.SWITCH_ATTR_OP_VLAN):
           swnl.norm_ports(swnl.parse_ports(m.genl().nest(swnl.SWITCH_ATTR_OP_VALUE_PORTS)))
           for m in first + rest}
    t.ok(all(table.get(v) == p for v, p in got.items()),
         "every VLAN received is the old switch's", repr(sorted(got.items()))[:500])
    d.close()


def test_dump_survives_switch_removal(t, env):
    sw, table = _big_table(env)
    d = swnl.SwitchClient(recv_size=65536)
    seq = _start_dump(d, sw["id"])
    first = [m for m in d.recv_datagram(10.0) if m.seq == seq]
    t.ok(first and all(m.type == d.fid for m in first),
         "first chunk of the dump holds VLAN messages (%d)" % len(first))
    t.ok(len(first) < len(table), "the dump is not complete after one chunk")
    rc, out = _rmmod(env, "swconfig_hwsim")
    t.eq((rc, out), (0, ""), "rmmod swconfig_hwsim while the dump is pending")
    # the dump holds a reference on the family's module
    rc, out = _rmmod(env, "swconfig")
    t.ok(rc != 0 and _loaded("swconfig"), "rmmod swconfig refused while a dump is pending", out)
    try:
        rest, err, done = _finish_dump(d, seq)
        t.ok(True, "the dump ends after its switch is gone")
        t.ok(err in (None, errno.ENODEV), "it ends cleanly or with ENODEV (got %r)" % err)
        vl = [m.genl().u32(swnl.SWITCH_ATTR_OP_VLAN) for m in first + rest]
        t.eq(vl, sorted(set(vl)), "VLANs received before the end are ascending and unique")
        t.ok(all(swnl.norm_ports(swnl.parse_ports(m.genl().nest(swnl.SWITCH_ATTR_OP_VALUE_PORTS)))
                 == table.get(m.genl().u32(swnl.SWITCH_ATTR_OP_VLAN)) for m in first + rest),
             "every VLAN received is intact")
    except swnl.Timeout as e:
        t.ok(False, "the dump ends after its switch is gone", str(e))
    t.eq(d.switches(), [], "GET_SWITCH is empty without the driver")
    t.error(lambda: d.dump_vlans(sw["id"]), errno.ENODEV, "DUMP_VLANS of the removed switch: ENODEV",
            extack=dump_start_extack())
    t.error(lambda: d.get(sw["id"], "global", 0), errno.ENODEV, "GET of the removed switch: ENODEV",
            extack=True)
    d.close()
    _reload_all(t, env, "after the interrupted dump")
    t.eq(len(env.c.switches()), len(env.expected), "switches back after reloading the driver")
    t.eq(env.c.dump_vlans(env.biggest_vlans()["id"]), env.poweron_vlans(env.biggest_vlans()),
         "reloaded switch is at power-on state")


def test_value_dump_survives_switch_removal(t, env):
    """DUMP_VALUES of the VLAN group, pending while the driver goes away."""
    sw, table = _big_table(env)
    d = swnl.SwitchClient(recv_size=4096)
    vp = d.attr(sw["id"], "vlan", "ports")["id"]
    seq = _start_dump(d, sw["id"], swnl.SWITCH_CMD_DUMP_VALUES,
                      [u32(swnl.SWITCH_ATTR_OP_GROUP, swnl.SWITCH_GROUP_VLAN)])
    first = [m for m in d.recv_datagram(10.0) if m.seq == seq]
    t.ok(first and all(m.type == d.fid for m in first),
         "first part of the value dump holds VLAN messages (%d)" % len(first))
    rc, out = _rmmod(env, "swconfig_hwsim")
    t.eq((rc, out), (0, ""), "rmmod swconfig_hwsim while the value dump is pending")
    rc, out = _rmmod(env, "swconfig")
    t.ok(rc != 0 and _loaded("swconfig"), "rmmod swconfig refused while a value dump is pending", out)
    try:
        rest, err, done = _finish_dump(d, seq)
        t.eq((err, done), (errno.ENODEV, True),
             "the value dump ends with ENODEV in NLMSG_DONE after its switch is gone")
        got = {}
        for m in first + rest:
            a = m.genl()
            for v in a.nests(swnl.SWITCH_ATTR_OP_VALUE):
                if v.u32(swnl.SWITCH_ATTR_OP_ID) == vp:
                    got[a.u32(swnl.SWITCH_ATTR_OP_VLAN)] = swnl.norm_ports(swnl.parse_value(v))
        t.ok(got and len(got) < len(table), "part of the VLANs arrived (%d of %d)" % (len(got), len(table)))
        t.ok(all(table.get(v) == p for v, p in got.items()), "every VLAN received is intact")
    except swnl.Timeout as e:
        t.ok(False, "the value dump ends after its switch is gone", str(e))
    t.error(lambda: d.dump_values(sw["id"], "vlan"), errno.ENODEV,
            "DUMP_VALUES of the removed switch: ENODEV", extack=dump_start_extack())
    d.close()
    _reload_all(t, env, "after the interrupted value dump")
    t.eq(len(env.c.switches()), len(env.expected), "switches back after reloading the driver")


def test_dump_interrupted_small_chunks(t, env):
    # same, with the dump read in many small chunks and the driver removed
    # after a few of them; then the socket is closed with the dump pending
    sw, table = _big_table(env)
    d = swnl.SwitchClient(recv_size=4096)
    seq = _start_dump(d, sw["id"])
    got = []
    for _ in range(3):
        got += [m for m in d.recv_datagram(10.0) if m.seq == seq]
    rc, out = _rmmod(env, "swconfig_hwsim")
    t.ok(rc == 0, "rmmod swconfig_hwsim after 3 small chunks", out)
    d.close()
    rc, out = _rmmod(env, "swconfig")
    t.ok(rc == 0, "closing the socket releases the pending dump: rmmod swconfig works", out)
    _reload_all(t, env, "after the closed dump")
    t.eq(len(env.c.switches()), len(env.expected), "both modules back")


def test_reload_with_client_connected(t, env):
    old = swnl.SwitchClient()
    old_strict = swnl.SwitchClient(strict=False)
    old_fid = old.fid
    sw0 = env.sw(0)
    t.eq(old.get(sw0["id"], "global", "description"), "hwsim simulated switch", "client connected")
    rc, out = _rmmod(env, "swconfig_hwsim")
    t.ok(rc == 0, "rmmod swconfig_hwsim", out)
    t.error(lambda: old.get(sw0["id"], "global", 0), errno.ENODEV,
            "GET after the driver is gone: ENODEV", extack=True)
    t.error(lambda: old.list_attrs(sw0["id"], "global"), errno.ENODEV,
            "LIST after the driver is gone: ENODEV")
    t.error(lambda: old.set(sw0["id"], "global", 0x1000, vtype=swnl.SWITCH_TYPE_NOVAL), errno.ENODEV,
            "SET after the driver is gone: ENODEV")
    t.eq(old.switches(), [], "GET_SWITCH lists nothing")
    rc, out = _rmmod(env, "swconfig")
    t.ok(rc == 0, "rmmod swconfig", out)
    t.error(lambda: old.switches(), errno.ENOENT, "request to the unregistered family id: ENOENT")
    t.error(lambda: old.get(sw0["id"], "global", 0), errno.ENOENT, "GET to the gone family: ENOENT")
    t.error(lambda: old.resolve("switch"), errno.ENOENT, "nlctrl no longer knows 'switch'")
    rc, out = _insmod(env, "swconfig")
    t.eq((rc, out), (0, ""), "insmod swconfig")
    fam = old.resolve_family()
    t.eq((fam["version"], sorted(fam["ops"])), (2, [1] + list(range(3, 14))),
         "old socket re-resolves the family (id %d, was %d)" % (fam["id"], old_fid))
    t.eq(old.switches(), [], "no switch without the driver")
    t.error(lambda: old.dump_vlans(0), errno.ENODEV, "DUMP_VLANS without the driver: ENODEV")
    rc, out = _insmod(env, "swconfig-hwsim", env.insmod_args())
    t.eq((rc, out), (0, ""), "insmod swconfig-hwsim %s" % " ".join(env.insmod_args()))
    env.c.resolve_family()
    env.map_switches()
    got = {s["alias"]: (s["ports"], s["vlans"], s["cpu_port"]) for s in old.switches()}
    t.eq(got, {e["alias"]: (e["ports"], e["vlans"], e["cpu_port"]) for e in env.expected},
         "old socket sees the reloaded switches with the same geometry")
    t.eq([s["id"] for s in env.switches], [e["index"] for e in env.expected],
         "ids allocated from 0 again")
    old_strict.resolve_family()
    old_strict.set(env.sw(0)["id"], "vlan", "ports", [(1, True)], index=2)
    t.eq(old.get(env.sw(0)["id"], "vlan", "ports", index=2), [(1, True)],
         "old sockets work after re-resolving (old-style write, strict read)")
    old.close()
    old_strict.close()


def test_reload_under_load(t, env):
    stop = threading.Event()
    bad = []
    counts = {"ok": 0, "err": 0}
    # EPROTONOSUPPORT: netlink's dump start could not take a reference on
    # a module that is being unloaded (af_netlink, __netlink_dump_start)
    clean = {errno.ENODEV, errno.ENOENT, errno.EOPNOTSUPP, errno.EPROTONOSUPPORT}

    def hammer(k):
        c = swnl.SwitchClient(strict=bool(k % 2))
        fid = c.fid
        while not stop.is_set():
            try:
                if k % 3 == 0:
                    c.request(swnl.SWITCH_CMD_DUMP_VLANS, [u32(swnl.SWITCH_ATTR_ID, 0)], dump=True)
                elif k % 3 == 1:
                    c.set(0, "port", 4, "x%d" % k, index=0, vtype=swnl.SWITCH_TYPE_STRING)
                else:
                    c.request(swnl.SWITCH_CMD_GET_SWITCH, dump=True)
                counts["ok"] += 1
            except swnl.NetlinkError as e:
                counts["err"] += 1
                if e.errno not in clean:
                    bad.append("client %d: %s" % (k, e))
                if e.errno == errno.ENOENT:
                    try:
                        c.resolve_family()
                    except swnl.NetlinkError:
                        c.family = {"id": fid}
                        time.sleep(0.01)
            except Exception as e:
                bad.append("client %d: %s: %s" % (k, type(e).__name__, e))
                return
        c.close()

    threads = [threading.Thread(target=hammer, args=(k,)) for k in range(6)]
    for th in threads:
        th.start()
    try:
        for rnd in range(3):
            time.sleep(0.3)
            rc1, out1 = _rmmod(env, "swconfig_hwsim")
            rc2, out2 = (1, "")
            for _ in range(50):  # a dump in flight may hold the core briefly
                rc2, out2 = _rmmod(env, "swconfig")
                if rc2 == 0:
                    break
                time.sleep(0.1)
            t.ok((rc1, rc2) == (0, 0), "round %d: both modules unloaded under load" % rnd, out1 + out2)
            rc3, out3 = _insmod(env, "swconfig")
            rc4, out4 = _insmod(env, "swconfig-hwsim", env.insmod_args())
            t.ok((rc3, rc4) == (0, 0), "round %d: both modules loaded again" % rnd, out3 + out4)
    finally:
        time.sleep(0.3)
        stop.set()
        for th in threads:
            th.join(60)
    t.eq(bad[:5], [], "clients only saw clean errors (ENODEV/ENOENT/EOPNOTSUPP/EPROTONOSUPPORT) during reloads")
    t.ok(counts["ok"] > 0 and counts["err"] > 0,
         "clients both succeeded and failed during the reloads (%r)" % counts)
    _reload_all(t, env, "after the reloads")
    t.eq(len(env.c.switches()), len(env.expected), "switches present at the end")

