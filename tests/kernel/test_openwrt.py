"""The OpenWrt-behaving mode of the core (swconfig openwrt=1,
doc/netlink-protocol.md "OpenWrt-behaving mode"): reloads swconfig with
openwrt=1 and swconfig-hwsim as it was, checks each behaviour that differs
from our own core, then loads both again in the normal mode. The expected
answers are OpenWrt's core's (/work/shared/research/openwrt-switch-api.md:
its op list, EINVAL for every lookup failure, no extended-ACK message,
its non-strict policy, OP_PERM-less LIST replies, value-only GET replies,
the core-owned port map, the link SET that drops the link flag, switch
ids from 1 never reused, one request at a time)."""

import errno
import os
import threading
import time

import swnl
from ktest import DEBUGFS
from swnl import u32, raw

OPENWRT_OPS = {1} | set(range(3, 12))
OPENWRT_MAXATTR = swnl.SWITCH_ATTR_PORT + 1     # its SWITCH_ATTR_MAX, a count


def _run(env, *cmd):
    rc, out = env.run(*cmd)
    return rc == 0, out


def _load(t, env, openwrt):
    """Both modules again, the core in the given mode; True on success."""
    env.close_clients()
    for mod in ("swconfig_hwsim", "swconfig"):
        if os.path.exists("/sys/module/%s" % mod):
            ok, out = _run(env, "rmmod", mod)
            if not ok:
                t.ok(False, "rmmod %s" % mod, out)
                return False
    args = ["openwrt=1"] if openwrt else []
    ok, out = _run(env, "insmod", env.modfile("swconfig"), *args)
    ok2, out2 = _run(env, "insmod", env.modfile("swconfig-hwsim"), *env.insmod_args())
    if not t.ok(ok and ok2, "insmod swconfig %s, swconfig-hwsim %s" % (
            " ".join(args) or "(normal mode)", " ".join(env.insmod_args())), out + out2):
        return False
    env.c = env.client()
    env.map_switches()
    return True


def _param():
    try:
        with open("/sys/module/swconfig/parameters/openwrt") as f:
            return f.read().strip()
    except OSError as e:
        return "unreadable: %s" % e


def _no_msg(t, fn, want, desc):
    """An error with errno want and no extended-ACK message."""
    e = t.error(fn, want, desc)
    if e is not None:
        t.ok(e.extack is None, "%s: no extended-ACK message" % desc, "extack %r" % e.extack)
    return e


def _family(t, env):
    fam = env.c.family
    t.eq(sorted(fam["ops"]), sorted(OPENWRT_OPS),
         "ops: OpenWrt's 1 and 3..11 only (no DUMP_VLANS, no DUMP_VALUES)")
    t.eq(fam["maxattr"], OPENWRT_MAXATTR, "maxattr is OpenWrt's SWITCH_ATTR_MAX (21)")
    t.eq(fam["version"], swnl.SWITCH_GENL_VERSION_OPENWRT,
         "version is OpenWrt's 1 (no DUMP_VALUES filter)")
    for cmd in (3, 6, 9):
        flags = fam["ops"].get(cmd, 0)
        t.ok(flags & swnl.GENL_CMD_CAP_DO and not flags & swnl.GENL_CMD_CAP_DUMP,
             "LIST op %d: do only, as OpenWrt's" % cmd, "flags %#x" % flags)
    flags = fam["ops"].get(1, 0)
    t.ok(flags & swnl.GENL_CMD_CAP_DUMP and not flags & swnl.GENL_CMD_CAP_DO,
         "GET_SWITCH: dump only", "flags %#x" % flags)
    t.eq(_param(), "Y", "/sys/module/swconfig/parameters/openwrt reads Y")
    sw_id = env.sw(0)["id"]
    c = env.c
    # our commands answer exactly as an unknown command does
    for dump in (False, True):
        how = "dump" if dump else "do request"
        unknown = t.error(lambda: c.request(14, [u32(swnl.SWITCH_ATTR_ID, sw_id)], dump=dump),
                          errno.EOPNOTSUPP, "unknown command 14 as a %s: EOPNOTSUPP" % how)
        for cmd in (swnl.SWITCH_CMD_DUMP_VLANS, swnl.SWITCH_CMD_DUMP_VALUES):
            attrs = [u32(swnl.SWITCH_ATTR_ID, sw_id), u32(swnl.SWITCH_ATTR_OP_GROUP, 0)]
            e = t.error(lambda: c.request(cmd, attrs, dump=dump), errno.EOPNOTSUPP,
                        "command %d as a %s: EOPNOTSUPP" % (cmd, how))
            if e is not None and unknown is not None:
                t.eq((e.errno, e.extack, e.offset), (unknown.errno, unknown.extack, unknown.offset),
                     "command %d as a %s: answered exactly as unknown command 14" % (cmd, how))
    for cmd in (3, 6, 9):
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, sw_id)], dump=True),
                errno.EOPNOTSUPP, "LIST %d as a dump: EOPNOTSUPP" % cmd)


def _ids(t, env):
    got = sorted((s["dev_name"], s["id"]) for s in env.c.switches())
    n = len(env.switches)
    t.eq([g[0] for g in got], ["switch%d" % i for i in range(n)],
         "names switch0.. (lowest free N)")
    t.eq(sorted(g[1] for g in got), list(range(1, n + 1)), "ids from 1")
    # GET_SWITCH ignores an ID: every switch comes back
    last = max(g[1] for g in got)
    every = env.c.request(swnl.SWITCH_CMD_GET_SWITCH, [u32(swnl.SWITCH_ATTR_ID, last)], dump=True)
    t.eq(len(every), n, "GET_SWITCH with an ID dumps every switch")
    # the driver reloaded: same names, new ids
    ok, out = _run(env, "rmmod", "swconfig_hwsim")
    ok2, out2 = _run(env, "insmod", env.modfile("swconfig-hwsim"), *env.insmod_args())
    t.ok(ok and ok2, "swconfig-hwsim reloaded", out + out2)
    again = sorted((s["dev_name"], s["id"]) for s in env.c.switches())
    t.eq(again, [(name, last + 1 + i) for i, (name, _) in enumerate(got)],
         "after a driver reload: the same names, ids counted on, never reused")
    env.map_switches()


def _errors(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    ghost = max(s["id"] for s in env.switches) + 100
    _no_msg(t, lambda: c.get(ghost, "port", swnl.SWITCH_ATTR_DEFAULTS_OFFSET, index=0),
            errno.EINVAL, "no such switch: EINVAL (ours: ENODEV)")
    _no_msg(t, lambda: c.request(swnl.SWITCH_CMD_LIST_PORT, [u32(swnl.SWITCH_ATTR_ID, ghost)]),
            errno.EINVAL, "LIST of no such switch: EINVAL")
    _no_msg(t, lambda: c.request(swnl.SWITCH_CMD_GET_PORT, []), errno.EINVAL,
            "missing switch id: EINVAL")
    _no_msg(t, lambda: c.get(i, "global", 77), errno.EINVAL,
            "no such attribute: EINVAL (ours: ENOENT)")
    _no_msg(t, lambda: c.get(i, "port", "pvid", index=sw["ports"]), errno.EINVAL,
            "port index out of range: EINVAL")
    _no_msg(t, lambda: c.get(i, "vlan", "ports", index=sw["vlans"]), errno.EINVAL,
            "VLAN index out of range: EINVAL")
    _no_msg(t, lambda: c.get(i, "global", "reset_mib"), errno.EINVAL,
            "GET of a write-only attribute: EINVAL (ours: EOPNOTSUPP)")
    _no_msg(t, lambda: c.set(i, "global", "fdb_flushes", 1), errno.EINVAL,
            "SET of a read-only attribute: EINVAL (ours: EOPNOTSUPP)")
    _no_msg(t, lambda: c.set(i, "global", "max_frame_size", 100), errno.EINVAL,
            "INT below the attribute's range: EINVAL (ours: ERANGE)")
    _no_msg(t, lambda: c.set(i, "port", "pvid", sw["vlans"], index=0), errno.EINVAL,
            "PVID beyond the VLAN table: EINVAL (ours: ERANGE)")
    _no_msg(t, lambda: c.set(i, "global", "description", "x" * 2000), errno.EINVAL,
            "a 2000-byte string passes the policy, too long for the driver: EINVAL")
    _no_msg(t, lambda: c.set(i, "global", "max_frame_size", vtype=swnl.SWITCH_TYPE_NOVAL),
            errno.EINVAL, "INT SET without a value: EINVAL")
    _no_msg(t, lambda: c.set(i, "vlan", "ports", [0, 0], index=5), errno.EINVAL,
            "port listed twice: EINVAL")
    _no_msg(t, lambda: c.set(i, "vlan", "ports", [sw["ports"]], index=5), errno.EINVAL,
            "port id out of range: EINVAL")
    # the kernel's own policy code still answers a short u32, as on OpenWrt
    t.error(lambda: c.request(swnl.SWITCH_CMD_GET_GLOBAL,
                                  [raw(swnl.SWITCH_ATTR_ID, b"\0\0"),
                                   u32(swnl.SWITCH_ATTR_OP_ID, 0)]),
                errno.ERANGE, "a 2-byte switch id: ERANGE from the kernel's policy check")
    # a driver's own error goes through
    c.set(i, "global", "fail_writes", 1)
    _no_msg(t, lambda: c.set(i, "global", "enable_vlan", 1), errno.EIO,
            "a driver error goes through unchanged (hwsim fail_writes: EIO)")
    c.set(i, "global", "fail_writes", 0)


def _parsing(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    op = c.attr(i, "global", "max_frame_size")["id"]
    # non-strict lengths: an 8-byte id is taken (its first 4 bytes)
    msgs = t.succeeds(lambda: c.request(swnl.SWITCH_CMD_GET_GLOBAL, [
        raw(swnl.SWITCH_ATTR_ID, i.to_bytes(4, "little") + bytes(4)),
        u32(swnl.SWITCH_ATTR_OP_ID, op)]),
        "an 8-byte switch id is accepted (OpenWrt's NLA_U32 policy; ours: ERANGE)")
    if msgs:
        t.eq(swnl.parse_value(msgs[0].genl()), 1522, "... and reads the switch it names")
    # attributes past OpenWrt's count and unknown ones are ignored
    t.succeeds(lambda: c.request(swnl.SWITCH_CMD_GET_GLOBAL, [
        u32(swnl.SWITCH_ATTR_ID, i), u32(swnl.SWITCH_ATTR_OP_ID, op),
        u32(swnl.SWITCH_ATTR_OP_GROUP, 7), u32(40, 1)]),
        "attributes 22 and 40 in a GET are ignored")
    # an old-style client (no NLA_F_NESTED)
    old = env.client(strict=False)
    old.set(i, "vlan", "ports", [(1, False), (2, True)], index=9)
    t.eq(swnl.norm_ports(old.get(i, "vlan", "ports", index=9)), [(1, False), (2, True)],
         "a port list without NLA_F_NESTED is set and read back")
    # no value: an empty list, an all-zero link
    c.set_raw(i, "vlan", "ports", [], index=9)
    t.eq(c.get(i, "vlan", "ports", index=9), [],
         "SET of VLAN ports without OP_VALUE_PORTS empties the VLAN (ours: EINVAL)")
    t.succeeds(lambda: c.set_raw(i, "port", "sim_link", [], index=4),
               "SET of a LINK attribute without OP_VALUE_LINK (ours: EINVAL)")
    t.eq(c.get(i, "port", "link", index=4)["link"], False,
         "... gives the driver an all-zero link: hwsim's cable of port 4 unplugged")


def _replies(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    for g in ("global", "port", "vlan"):
        entries = c.list_attrs(i, g)
        t.ok(entries and all(e["perm"] is None for e in entries),
             "LIST %s: no SWITCH_ATTR_OP_PERM" % g, repr(entries[:2]))
    c.set(i, "port", "pvid", 5, index=3)
    msgs = c.get_msgs(i, "port", "pvid", index=3)
    t.eq(msgs[0].genl().types() if msgs else None, [swnl.SWITCH_ATTR_OP_VALUE_INT],
         "GET reply: the value attribute only")
    t.eq(swnl.parse_value(msgs[0].genl()), 5, "... holding the PVID set")
    s = [x for x in c.switches() if x["id"] == i][0]
    t.eq(s["portmap"], [(None, None)] * sw["ports"],
         "PORTMAP: one empty entry per port (no device tree; the driver's map ignored)")
    t.eq(s.get("portmap_types"), [swnl.SWITCH_ATTR_PORTS] * sw["ports"],
         "PORTMAP entries typed SWITCH_ATTR_PORTS")


def _links(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    c.set(i, "port", "sim_link", {"link": False, "speed": 1000, "duplex": True, "aneg": True},
          index=1)
    t.eq(c.get(i, "port", "link", index=1)["link"], False, "sim_link down: port 1 link down")
    c.set(i, "port", "sim_link", {"link": True, "speed": 1000, "duplex": True, "aneg": True,
                                  "tx_flow": True}, index=1)
    got = c.get(i, "port", "sim_link", index=1)
    t.eq((got["link"], got["tx_flow"], got["speed"], got["duplex"]), (False, False, 1000, True),
         "a LINK SET passes speed and duplex, drops the link and flow flags: "
         "the simulated cable stays unplugged")
    t.eq(c.get(i, "port", "link", index=1)["link"], False, "port 1 stays down")


def _serialised(t, env):
    """OpenWrt's family is not parallel: a slow switch holds up another."""
    a, b = env.sw(0), env.sw(1)
    delay = os.path.join(DEBUGFS, a["alias"], "op_delay_us")
    with open(delay, "w") as f:
        f.write("400000\n")
    slow = env.client()
    fast = env.client()
    took = {}

    def read_slow():
        slow.get(a["id"], "port", "pvid", index=0)

    th = threading.Thread(target=read_slow)
    th.start()
    time.sleep(0.1)
    t0 = time.monotonic()
    fast.get(b["id"], "port", "pvid", index=0)
    took["b"] = time.monotonic() - t0
    th.join()
    with open(delay, "w") as f:
        f.write("0\n")
    t.ok(took["b"] >= 0.2, "a GET to %s waits for a slow GET to %s (%.2f s)" % (
        b["alias"], a["alias"], took["b"]))


def test_openwrt_mode(t, env):
    if len(env.switches) < 2:
        t.ok(False, "needs two switches")
        return
    if not _load(t, env, True):
        _load(t, env, False)
        return
    try:
        for part in (_family, _errors, _parsing, _replies, _links, _serialised, _ids):
            try:
                part(t, env)
            except Exception as e:   # noqa: BLE001 - one part's failure, the others go on
                t.ok(False, "%s ran to the end" % part.__name__, "%s: %s" % (type(e).__name__, e))
    finally:
        if _load(t, env, False):
            t.eq(_param(), "N", "normal mode again: openwrt reads N")
            t.eq(sorted(env.c.family["ops"])[-2:], [12, 13], "DUMP_VLANS and DUMP_VALUES back")
            t.eq(sorted(s["id"] for s in env.switches), list(range(len(env.switches))),
                 "ids from 0 again")
