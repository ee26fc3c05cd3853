"""Unprivileged clients (uid/gid 65534, no capabilities): every read works
and returns what root reads; every write gets EPERM and changes nothing."""

import json
import os
import shutil
import subprocess
import tempfile

import swnl

CHILD = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
import swnl
plan = json.loads(sys.argv[2])
out = {"uid": __import__("os").getuid(), "reads": {}, "writes": {}}
c = swnl.SwitchClient()
def run(fn):
    try:
        return {"ok": fn()}
    except swnl.NetlinkError as e:
        return {"errno": e.errno, "extack": e.extack}
    except Exception as e:
        return {"exception": repr(e)}
out["reads"]["switches"] = run(c.switches)
for sw in plan["switches"]:
    i = sw["id"]
    for g in ("global", "port", "vlan"):
        out["reads"]["list %d %s" % (i, g)] = run(lambda: c.list_attrs(i, g))
    for g, name, index in plan["gets"]:
        out["reads"]["get %d %s %s %s" % (i, g, name, index)] = run(
            lambda: c.get(i, g, name, index=index))
    out["reads"]["dump %d" % i] = run(lambda: sorted(c.dump_vlans(i).items()))
    for g, name, index, vtype, value in plan["sets"]:
        out["writes"]["set %d %s %s %s" % (i, g, name, index)] = run(
            lambda: c.set(i, g, name, value, index=index, vtype=vtype) and None)
print(json.dumps(out))
'''

GETS = [("global", "enable_vlan", None), ("global", "description", None),
        ("global", "mirror_source_ports", None), ("port", "mib", 0), ("port", "link", 1),
        ("port", "sim_link", 1), ("port", "pvid", 0), ("port", "label", 1), ("vlan", "ports", 1),
        ("vlan", "name", 1), ("vlan", "fid", 3)]

SETS = [("global", "enable_vlan", None, swnl.SWITCH_TYPE_INT, 1),
        ("global", "description", None, swnl.SWITCH_TYPE_STRING, "pwned"),
        ("global", "mirror_source_ports", None, swnl.SWITCH_TYPE_PORTS, [0, 1]),
        ("global", "reset_mib", None, swnl.SWITCH_TYPE_NOVAL, None),
        ("global", "fail_writes", None, swnl.SWITCH_TYPE_INT, 5),
        ("global", "apply", None, swnl.SWITCH_TYPE_NOVAL, None),
        ("global", "reset", None, swnl.SWITCH_TYPE_NOVAL, None),
        ("port", "label", 1, swnl.SWITCH_TYPE_STRING, "pwned"),
        ("port", "pvid", 1, swnl.SWITCH_TYPE_INT, 0),
        ("port", "link", 1, swnl.SWITCH_TYPE_LINK, {"aneg": False, "speed": 10}),
        ("port", "sim_link", 1, swnl.SWITCH_TYPE_LINK, {"link": False}),
        ("port", "sim_traffic", 1, swnl.SWITCH_TYPE_STRING, "RxOctets=1"),
        ("vlan", "ports", 3, swnl.SWITCH_TYPE_PORTS, [0]),
        ("vlan", "name", 3, swnl.SWITCH_TYPE_STRING, "pwned"),
        ("vlan", "flush_fdb", 3, swnl.SWITCH_TYPE_NOVAL, None),
        # invalid values too: the permission check comes first
        ("global", "max_frame_size", None, swnl.SWITCH_TYPE_INT, 1)]


def _run_child(env, tmp):
    plan = {"switches": [{"id": s["id"]} for s in env.switches], "gets": GETS,
            "sets": [list(s) for s in SETS]}
    cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
           "/usr/bin/python3", os.path.join(tmp, "child.py"), tmp, json.dumps(plan)]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, timeout=300)
    return p


def test_unprivileged(t, env):
    c = env.c
    # some non-default state, so reads have something to compare
    sw0 = env.sw(0)
    c.set(sw0["id"], "vlan", "ports", [(0, True), 2], index=3)
    c.set(sw0["id"], "port", "sim_traffic", "RxOctets=77", index=0)
    c.apply(sw0["id"])
    tmp = tempfile.mkdtemp(prefix="swnl-nobody-")
    try:
        os.chmod(tmp, 0o755)
        shutil.copy(os.path.join(os.path.dirname(os.path.abspath(swnl.__file__)), "swnl.py"), tmp)
        with open(os.path.join(tmp, "child.py"), "w") as f:
            f.write(CHILD)
        for name in os.listdir(tmp):
            os.chmod(os.path.join(tmp, name), 0o644)
        before = env.snapshot()
        p = _run_child(env, tmp)
        if not t.ok(p.returncode == 0, "unprivileged child ran", p.stderr[-2000:]):
            return
        res = json.loads(p.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    t.eq(res["uid"], 65534, "child ran as uid 65534")
    t.eq(res["reads"]["switches"].get("ok"), json.loads(json.dumps(c.switches())),
         "unprivileged GET_SWITCH sees the same switches")
    for sw in env.switches:
        i = sw["id"]
        for g in ("global", "port", "vlan"):
            r = res["reads"]["list %d %s" % (i, g)]
            t.eq(r.get("ok"), json.loads(json.dumps(c.list_attrs(i, g))),
                 "%s: unprivileged LIST %s works" % (sw["alias"], g))
        for g, name, index in GETS:
            r = res["reads"]["get %d %s %s %s" % (i, g, name, index)]
            want = json.loads(json.dumps(c.get(i, g, name, index=index)))
            t.eq(r.get("ok", r), want, "%s: unprivileged GET %s %s works" % (sw["alias"], g, name))
        r = res["reads"]["dump %d" % i]
        t.eq(r.get("ok", r), json.loads(json.dumps(sorted(c.dump_vlans(i).items()))),
             "%s: unprivileged DUMP_VLANS works" % sw["alias"])
        for g, name, index, _, _ in SETS:
            r = res["writes"]["set %d %s %s %s" % (i, g, name, index)]
            t.eq(r.get("errno"), 1, "%s: unprivileged SET %s %s: EPERM" % (sw["alias"], g, name))
    after = env.snapshot()
    env.same_state(before, after, "unprivileged writes changed nothing (staged, active, counters)")
