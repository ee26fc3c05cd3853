"""Unprivileged clients (uid/gid 65534, no capabilities): every read works
and returns what root reads; every write gets EPERM and changes nothing.
Writes need CAP_NET_ADMIN in the init user namespace, both for the process
and for whoever opened the socket: root of its own user namespace, root
that dropped its privileges after opening the socket and root using a
socket opened unprivileged all get EPERM; the family does not exist in
another network namespace (ENOENT)."""

import errno
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


# A client that is not root in the init user namespace, or not in the init
# network namespace, or root that gave up its privileges after opening the
# socket (or root using a socket an unprivileged process opened): reads as
# the case allows, every write EPERM (ENOENT outside the init netns).
NS_CHILD = r'''
import ctypes, json, os, socket, sys
sys.path.insert(0, sys.argv[1])
import swnl
mode, sw_id, fid = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000
out = {}

def unshare(flags):
    if libc.unshare(flags) != 0:
        raise OSError(ctypes.get_errno(), "unshare")

def leave_chroot():
    # tests/vm/run runs the tests in a chroot, where CLONE_NEWUSER is refused:
    # this process (alone) climbs out of it to the real root
    import tempfile
    os.chdir("/")
    os.chroot(tempfile.mkdtemp(prefix="escape-"))
    for _ in range(64):
        os.chdir("..")
    os.chroot(".")

def drop():
    os.setgroups([])
    os.setgid(65534)
    os.setuid(65534)

def run(fn):
    try:
        return {"ok": fn()}
    except swnl.NetlinkError as e:
        return {"errno": e.errno}
    except Exception as e:
        return {"exception": repr(e)}

def by_id():
    c = swnl.SwitchClient(family=False)
    c.family = {"id": fid}
    return c

def socket_from_nobody():
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
    pid = os.fork()
    if pid == 0:
        drop()
        c = swnl.SwitchClient(family=False)
        socket.send_fds(a, [b"fd"], [c.sock.fileno()])
        os._exit(0)
    _, fds, _, _ = socket.recv_fds(b, 16, 1)
    os.waitpid(pid, 0)
    c = by_id()
    c.sock.close()
    c.sock = socket.socket(fileno=fds[0])
    c.pid = c.sock.getsockname()[0]
    return c

if mode == "userns":
    proc_self = os.open("/proc/self", os.O_RDONLY | os.O_DIRECTORY)
    try:
        unshare(CLONE_NEWUSER)
    except PermissionError:
        leave_chroot()
        unshare(CLONE_NEWUSER)
    for f, v in (("setgroups", "deny"), ("uid_map", "0 0 1"), ("gid_map", "0 0 1")):
        try:
            fd = os.open(f, os.O_WRONLY, dir_fd=proc_self)
            os.write(fd, v.encode())
            os.close(fd)
        except OSError as e:
            out["map " + f] = str(e)
    c = swnl.SwitchClient()
elif mode == "netns":
    unshare(CLONE_NEWNET)
    out["resolve"] = run(lambda: swnl.SwitchClient() and None)
    c = by_id()
elif mode == "dropped":
    c = swnl.SwitchClient()
    drop()
elif mode == "passed":
    c = socket_from_nobody()
out["uid"] = os.getuid()
out["get"] = run(lambda: c.get(sw_id, "global", 2))
out["list"] = run(lambda: len(c.list_attrs(sw_id, "global", dump=True)))
out["set"] = run(lambda: c.set(sw_id, "global", 2, "pwned", vtype=swnl.SWITCH_TYPE_STRING) and None)
out["reset"] = run(lambda: c.set(sw_id, "global", swnl.SWITCH_ATTR_DEFAULTS_OFFSET + 1,
                                 vtype=swnl.SWITCH_TYPE_NOVAL) and None)
print(json.dumps(out))
'''


def _ns_child(env, mode):
    tmp = tempfile.mkdtemp(prefix="swnl-ns-")
    try:
        os.chmod(tmp, 0o755)
        shutil.copy(os.path.join(os.path.dirname(os.path.abspath(swnl.__file__)), "swnl.py"), tmp)
        with open(os.path.join(tmp, "child.py"), "w") as f:
            f.write(NS_CHILD)
        for name in os.listdir(tmp):
            os.chmod(os.path.join(tmp, name), 0o644)
        p = subprocess.run(["/usr/bin/python3", os.path.join(tmp, "child.py"), tmp, mode,
                            str(env.sw(0)["id"]), str(env.c.fid)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=120)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    try:
        return json.loads(p.stdout), p.stderr
    except ValueError:
        return None, "exit %d\n%s\n%s" % (p.returncode, p.stdout, p.stderr)


def _ns_case(t, env, mode, want_read, want_write, what):
    sw = env.sw(0)
    desc = env.c.get(sw["id"], "global", "description")
    n_list = len(env.c.list_attrs(sw["id"], "global"))
    before = env.snapshot(switches=[sw])
    res, err = _ns_child(env, mode)
    if not t.ok(res is not None, "%s: child ran" % what, err):
        return
    t.eq(res["get"], {"ok": desc} if want_read is None else {"errno": want_read},
         "%s: GET %s" % (what, "works" if want_read is None else "refused"))
    t.eq(res["list"], {"ok": n_list} if want_read is None else {"errno": want_read},
         "%s: LIST dump %s" % (what, "works" if want_read is None else "refused"))
    t.eq(res["set"], {"errno": want_write}, "%s: SET description refused (%s)"
         % (what, errno.errorcode[want_write]))
    t.eq(res["reset"], {"errno": want_write}, "%s: SET reset refused" % what)
    env.same_state(before, env.snapshot(switches=[sw]), "%s: nothing changed" % what)
    return res


def test_root_of_own_user_namespace(t, env):
    res = _ns_case(t, env, "userns", None, errno.EPERM,
                   "root only in its own user namespace")
    if res:
        t.eq(res["uid"], 0, "the child is uid 0 in its namespace")


def test_other_network_namespace(t, env):
    res = _ns_case(t, env, "netns", errno.ENOENT, errno.ENOENT,
                   "root in another network namespace")
    if res:
        t.eq(res["resolve"], {"errno": errno.ENOENT},
             "the family does not exist outside the init network namespace")


def test_privileges_dropped_after_open(t, env):
    res = _ns_case(t, env, "dropped", None, errno.EPERM,
                   "socket opened by root, used as uid 65534")
    if res:
        t.eq(res["uid"], 65534, "the child dropped to uid 65534")


def test_socket_opened_unprivileged(t, env):
    _ns_case(t, env, "passed", None, errno.EPERM,
             "root using a socket opened by uid 65534")
