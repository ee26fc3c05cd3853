"""Shared pieces of the kernel test suite: TAP reporting, the test
environment (module parameters, expected switches, debugfs) and helpers
that every test file uses.

The expected values come from independent sources: the module parameters
in sysfs, the simulated driver's documented power-on state (kmod/hwsim/)
and the values the tests themselves set, never from the output under test.
"""

import errno
import os
import subprocess
import sys
import traceback

import swnl

HWSIM = "swconfig_hwsim"
PARAMS_DIR = "/sys/module/%s/parameters" % HWSIM
DEBUGFS = "/sys/kernel/debug/swconfig-hwsim"

# Power-on state of swconfig-hwsim (kmod/hwsim/*.c)
DEFAULT_PORTS = 8
DEFAULT_VLANS = 4096
FRAME_DEFAULT = 1522
FRAME_MIN = 1518
FRAME_MAX = 9728
DESC_DEFAULT = "hwsim simulated switch"
DESC_MAX = 64
LABEL_MAX = 32
VLAN_NAME_MAX = 32
SPEED_MAX = 1000

MIB_NAMES = [
    "TxOctets", "TxDropPkts", "TxBroadcastPkts", "TxMulticastPkts", "TxUnicastPkts",
    "TxCollisions", "TxSingleCollision", "TxMultipleCollision", "TxDeferredTransmit",
    "TxLateCollision", "TxExcessiveCollision", "TxPausePkts", "RxOctets",
    "RxUndersizePkts", "RxPausePkts", "Pkts64Octets", "Pkts65to127Octets",
    "Pkts128to255Octets", "Pkts256to511Octets", "Pkts512to1023Octets",
    "Pkts1024to1522Octets", "RxOversizePkts", "RxJabbers", "RxAlignmentErrors",
    "RxFCSErrors", "RxGoodOctets", "RxDropPkts", "RxUnicastPkts", "RxMulticastPkts",
    "RxBroadcastPkts", "RxSAChanges", "RxFragments", "RxJumboPkts", "RxSymbolErrors",
    "RxDiscarded",
]

I, S, P, L, N = (swnl.SWITCH_TYPE_INT, swnl.SWITCH_TYPE_STRING, swnl.SWITCH_TYPE_PORTS,
                 swnl.SWITCH_TYPE_LINK, swnl.SWITCH_TYPE_NOVAL)
D = swnl.SWITCH_ATTR_DEFAULTS_OFFSET

# name -> (op id, type): driver attributes in table order, then built-ins
EXPECTED_ATTRS = {
    "global": {
        "enable_vlan": (0, I), "max_frame_size": (1, I), "description": (2, S),
        "mirror_source_ports": (3, P), "mirror_monitor_port": (4, I), "reset_mib": (5, N),
        "fdb_flushes": (6, I), "fail_writes": (7, I), "fail_apply": (8, I),
        "apply": (D, N), "reset": (D + 1, N),
    },
    "port": {
        "mib": (0, S), "sim_traffic": (1, S), "sim_link": (2, L), "enable": (3, I),
        "label": (4, S), "pvid": (D, I), "link": (D + 1, L),
    },
    "vlan": {
        "name": (0, S), "flush_fdb": (1, N), "fid": (2, I), "ports": (D, P),
    },
}

# attributes without a get (GET answers EOPNOTSUPP)
WRITE_ONLY = {"global": {"reset_mib", "apply", "reset"}, "port": set(), "vlan": {"flush_fdb"}}
# attributes without a set (SET answers EOPNOTSUPP)
READ_ONLY = {"global": {"fdb_flushes"}, "port": {"mib"}, "vlan": set()}


class Tap:
    """TAP producer: ok/not ok lines, diagnostics, a final plan."""

    def __init__(self, out=sys.stdout):
        self.out = out
        self.n = 0
        self.failed = []
        self.context = ""

    def emit(self, line):
        self.out.write(line + "\n")
        self.out.flush()

    def diag(self, text):
        for line in str(text).rstrip("\n").split("\n"):
            self.emit("# " + line)

    def ok(self, cond, desc, diag=None):
        self.n += 1
        desc = desc.replace("#", "\\#").replace("\n", " ")
        if self.context:
            desc = "%s: %s" % (self.context, desc)
        if cond:
            self.emit("ok %d - %s" % (self.n, desc))
        else:
            self.emit("not ok %d - %s" % (self.n, desc))
            self.failed.append((self.n, desc))
            if diag is not None:
                self.diag(diag)
        return bool(cond)

    def eq(self, got, want, desc):
        return self.ok(got == want, desc, "got:  %r\nwant: %r" % (got, want))

    def error(self, fn, want_errno, desc, extack=None, miss_type=None):
        """Check that fn() raises NetlinkError with want_errno (int or set).

        extack: True requires a non-empty extack message, a string requires
        it to contain that text, None does not look at it.
        """
        wants = want_errno if isinstance(want_errno, (set, tuple, list)) else {want_errno}
        try:
            res = fn()
        except swnl.NetlinkError as e:
            good = e.errno in wants
            why = "errno %s (%s), extack %r, offset %r, miss_type %r" % (
                errno.errorcode.get(e.errno, e.errno), os.strerror(e.errno), e.extack,
                e.offset, e.miss_type)
            if good and extack is True and not e.extack:
                good = False
                why += "; an extended ACK message was expected"
            elif good and isinstance(extack, str) and (not e.extack or extack not in e.extack):
                good = False
                why += "; extack should contain %r" % extack
            if good and miss_type is not None and e.miss_type not in (None, miss_type):
                good = False
                why += "; missing attribute type should be %r" % miss_type
            self.ok(good, desc, "want errno %s; got %s" % (
                "/".join(errno.errorcode.get(w, str(w)) for w in wants), why))
            return e
        except swnl.Timeout as e:
            self.ok(False, desc, "no reply: %s" % e)
            return None
        self.ok(False, desc, "succeeded, returned %r" % (res,))
        return None

    def succeeds(self, fn, desc):
        """Check that fn() does not raise; returns its result or None."""
        try:
            res = fn()
        except Exception as e:
            self.ok(False, desc, "raised %s: %s" % (type(e).__name__, e))
            return None
        self.ok(True, desc)
        return res

    def plan(self):
        self.emit("1..%d" % self.n)


def kernel_version(release=None):
    parts = (release or os.uname().release).split("-")[0].split(".")
    return tuple(int(p) for p in parts[:2] if p.isdigit())


# Linux 6.1 runs the start callback of a dump without the request's
# extended ACK (cb->extack is NULL there), so errors found at dump start
# come back without a message; 6.12 delivers it.
def dump_start_extack(text=True):
    return text if kernel_version() >= (6, 12) else None


def read_file(path):
    with open(path) as f:
        return f.read()


def read_param(name):
    try:
        return read_file(os.path.join(PARAMS_DIR, name)).strip()
    except OSError:
        return None


def param_list(text, n, default):
    """A module_param_array as the driver reads it: the last entry repeats."""
    vals = [int(x) for x in text.split(",") if x.strip()] if text else []
    if not vals:
        return [default] * n
    return [vals[min(i, len(vals) - 1)] for i in range(n)]


class Env:
    """What the tests know independently of the netlink output."""

    def __init__(self, tap):
        self.tap = tap
        self.moddir = os.environ.get("SWCONFIG_MODDIR", "")
        self.kernel = os.environ.get("VM_KERNEL_RELEASE", os.uname().release)
        self.load_params()
        self.clients = []
        self.c = self.client()
        self.map_switches()

    def load_params(self):
        sw = read_param("switches")
        if sw is None:
            raise RuntimeError("%s is not loaded (no %s)" % (HWSIM, PARAMS_DIR))
        self.raw_params = {k: read_param(k) for k in ("switches", "ports", "vlans")}
        n = int(sw)
        ports = param_list(self.raw_params["ports"], n, DEFAULT_PORTS)
        vlans = param_list(self.raw_params["vlans"], n, DEFAULT_VLANS)
        self.expected = []
        for i in range(n):
            self.expected.append({
                "index": i, "alias": "hwsim%d" % i, "name": "hwsim",
                "ports": ports[i], "vlans": vlans[i], "cpu_port": ports[i] - 1,
                "default_vlan": 1 if vlans[i] > 1 else 0,
            })

    def insmod_args(self):
        """Parameters to load swconfig-hwsim again as it is now."""
        args = []
        for k in ("switches", "ports", "vlans"):
            v = self.raw_params.get(k)
            if v:
                args.append("%s=%s" % (k, v))
        return args

    def client(self, strict=True, **kw):
        c = swnl.SwitchClient(strict=strict, **kw)
        self.clients.append(c)
        return c

    def close_clients(self):
        for c in self.clients:
            try:
                c.close()
            except OSError:
                pass
        self.clients = []

    def map_switches(self):
        """Switch ids by alias (the debugfs directory name)."""
        self.switches = []
        by_alias = {s["alias"]: s for s in self.c.switches()}
        for e in self.expected:
            s = by_alias.get(e["alias"])
            if s is None:
                raise RuntimeError("no switch with alias %s in GET_SWITCH" % e["alias"])
            sw = dict(e)
            sw["id"] = s["id"]
            self.switches.append(sw)

    def sw(self, index=0):
        return self.switches[index]

    def biggest_vlans(self):
        return max(self.switches, key=lambda s: s["vlans"])

    # -- debugfs: the ACTIVE state

    def dfs(self, sw, name):
        return read_file(os.path.join(DEBUGFS, sw["alias"], name))

    def active_vlans(self, sw):
        out = {}
        for line in self.dfs(sw, "vlans").splitlines():
            if not line.strip():
                continue
            idx, _, rest = line.partition(":")
            members = []
            for w in rest.split():
                members.append((int(w.rstrip("t")), w.endswith("t")))
            out[int(idx)] = sorted(members)
        return out

    def active_pvids(self, sw):
        out = {}
        for line in self.dfs(sw, "pvids").splitlines():
            if line.strip():
                p, _, v = line.partition(":")
                out[int(p)] = int(v)
        return [out[p] for p in sorted(out)]

    def active_enable_vlan(self, sw):
        return int(self.dfs(sw, "enable_vlan").strip())

    def applies(self, sw):
        return int(self.dfs(sw, "applies").strip())

    def active(self, sw):
        return {"vlans": self.active_vlans(sw), "pvids": self.active_pvids(sw),
                "enable_vlan": self.active_enable_vlan(sw), "applies": self.applies(sw)}

    # -- power-on state

    def poweron_vlans(self, sw):
        return {sw["default_vlan"]: [(p, False) for p in range(sw["ports"])]}

    def poweron_label(self, sw, port):
        return "cpu" if port == sw["cpu_port"] else "lan%d" % (port + 1)

    def restore(self, c=None):
        """Bring every switch back to power-on state, cables and counters too."""
        c = c or self.c
        for sw in self.switches:
            i = sw["id"]
            delay = os.path.join(DEBUGFS, sw["alias"], "op_delay_us")
            if os.path.exists(delay):
                with open(delay, "w") as f:
                    f.write("0\n")
            c.set(i, "global", "fail_writes", 0)
            c.set(i, "global", "fail_apply", 0)
            c.reset(i)
            c.set(i, "global", "reset_mib")
            for p in range(sw["ports"]):
                if p != sw["cpu_port"]:
                    c.set(i, "port", "sim_link",
                          {"link": True, "speed": SPEED_MAX, "duplex": True, "aneg": True},
                          index=p)

    # -- state snapshots, to prove that a rejected request changed nothing

    def snapshot(self, c=None, switches=None, vlan_sample=(0, 1, 2, 5, 100)):
        c = c or self.c
        snap = {}
        for sw in switches or self.switches:
            i = sw["id"]
            s = {}
            for g in ("global", "port", "vlan"):
                names = sorted(EXPECTED_ATTRS[g])
                names = [n for n in names if n not in WRITE_ONLY[g]]
                if g == "global":
                    for n in names:
                        s["g.%s" % n] = c.get(i, g, n)
                elif g == "port":
                    for p in range(sw["ports"]):
                        for n in names:
                            s["p%d.%s" % (p, n)] = c.get(i, g, n, index=p)
            dump = c.dump_vlans(i)
            s["vlans"] = dump
            for v in sorted(set(dump) | {x for x in vlan_sample if x < sw["vlans"]}
                            | {sw["vlans"] - 1}):
                s["v%d.name" % v] = c.get(i, "vlan", "name", index=v)
                s["v%d.fid" % v] = c.get(i, "vlan", "fid", index=v)
            s["active"] = self.active(sw)
            snap[sw["alias"]] = s
        return snap

    def same_state(self, before, after, desc):
        diffs = []
        for alias in sorted(set(before) | set(after)):
            b, a = before.get(alias, {}), after.get(alias, {})
            for k in sorted(set(b) | set(a)):
                if b.get(k) != a.get(k):
                    diffs.append("%s %s: before %r, after %r" % (alias, k, b.get(k), a.get(k)))
        return self.tap.ok(not diffs, desc, "\n".join(diffs[:20]))

    # -- modules

    def modfile(self, name):
        return os.path.join(self.moddir, name + ".ko")

    def run(self, *cmd):
        p = subprocess.run(list(cmd), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        return p.returncode, p.stdout


def mib_values(text):
    """The mib attribute's text -> {counter: value}; raises on bad lines."""
    out = {}
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        if not sep:
            raise ValueError("mib line without colon: %r" % line)
        out[name.strip()] = int(value.strip())
    return out


def format_exc():
    return traceback.format_exc()
