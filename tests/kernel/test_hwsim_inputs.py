"""Hostile input to the simulated driver itself: writes to every debugfs
file (read-only ones refuse all, op_delay_us takes one number in range and
nothing else) and module parameters out of range, which refuse to load
with a message naming the parameter. Runs before test_lifecycle: it
reloads swconfig-hwsim (from SWCONFIG_MODDIR) with the parameters it had."""

import os
import subprocess

from ktest import DEBUGFS, HWSIM, read_file

READ_ONLY_FILES = ("vlans", "pvids", "enable_vlan", "applies", "reads")

HOSTILE = [b"", b"\n", b"1", b"1\n", b"0\n", b"-1\n", b"abc\n", b"0x10\n", b"1 2\n", b" 5\n",
           b"5\n\n", b"\x00", b"12\x00", b"\xff\xfe", b"4294967296\n",
           b"99999999999999999999999\n", b"1000001\n", b"0" * 100 + b"1\n", b"7" * 5000]

BAD_PARAMS = [
    ("switches=0", "switches"), ("switches=9", "switches"), ("switches=-1", "switches"),
    ("switches=abc", "switches"), ("ports=1", "ports"), ("ports=65", "ports"),
    ("ports=8,1", "ports"), ("ports=8,8,8,8,8,8,8,8,8", "ports"), ("ports=8,x", "ports"),
    ("vlans=0", "vlans"), ("vlans=4097", "vlans"), ("vlans=16,0", "vlans"),
    ("vlans=1,1,1,1,1,1,1,1,1", "vlans"), ("op_delay_us=1000001", "op_delay_us"),
    ("op_delay_us=-1", "op_delay_us"),
]


def _loaded():
    return os.path.exists("/sys/module/%s" % HWSIM)


def _reload(t, env, desc):
    if not _loaded():
        rc, out = env.run("insmod", env.modfile("swconfig-hwsim"), *env.insmod_args())
        t.eq((rc, out), (0, ""), "%s: insmod swconfig-hwsim %s" % (desc, " ".join(env.insmod_args())))
    env.map_switches()


def before_each(t, env):
    if not _loaded():
        t.diag("swconfig-hwsim missing: loading it again first")
        _reload(t, env, "recovery")
    env.restore()


def _write(path, data, offset=0):
    """None when the write was accepted, else the errno."""
    fd = os.open(path, os.O_WRONLY)
    try:
        n = os.pwrite(fd, data, offset) if offset else os.write(fd, data)
        return None if n == len(data) else "short write %d" % n
    except OSError as e:
        return e.errno
    finally:
        os.close(fd)


def test_read_only_debugfs_files(t, env):
    for sw in env.switches:
        for name in READ_ONLY_FILES:
            path = os.path.join(DEBUGFS, sw["alias"], name)
            before = read_file(path)
            accepted = [d for d in HOSTILE if _write(path, d) is None]
            t.eq(accepted, [], "%s/%s: every write refused" % (sw["alias"], name))
            t.eq(read_file(path), before, "%s/%s: content unchanged" % (sw["alias"], name))


def test_op_delay_us_debugfs(t, env):
    sw = env.sw(0)
    path = os.path.join(DEBUGFS, sw["alias"], "op_delay_us")
    t.eq(read_file(path), "0\n", "op_delay_us is 0 after loading")
    t.eq(_write(path, b"123\n"), None, "op_delay_us takes 123")
    for data in HOSTILE:
        if data in (b"1", b"1\n", b"0\n"):
            continue
        t.ok(_write(path, data) is not None, "op_delay_us refuses %r" % data[:40])
    t.ok(_write(path, b"5\n", offset=3) is not None, "op_delay_us refuses a write at offset 3")
    t.eq(read_file(path), "123\n", "op_delay_us unchanged by the refused writes")
    t.eq(_write(path, b"1000000"), None, "op_delay_us takes its maximum 1000000")
    t.eq(read_file(path), "1000000\n", "op_delay_us reads 1000000")
    t.eq(_write(path, b"0\n"), None, "op_delay_us back to 0")
    t.eq(env.c.get(sw["id"], "port", "pvid", index=0), sw["default_vlan"],
         "the switch still answers")


def _kmsg_mark(text):
    with open("/dev/kmsg", "w") as f:
        f.write("swconfig-test: %s\n" % text)


def _kmsg_since(mark):
    log = subprocess.run(["dmesg"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True).stdout
    i = log.rfind("swconfig-test: %s" % mark)
    return log[i:] if i >= 0 else ""


def test_module_parameters_out_of_range(t, env):
    rc, out = env.run("rmmod", HWSIM)
    if not t.eq((rc, out), (0, ""), "rmmod %s" % HWSIM):
        return
    try:
        for n, (param, name) in enumerate(BAD_PARAMS):
            mark = "bad-param-%d" % n
            _kmsg_mark(mark)
            rc, out = env.run("insmod", env.modfile("swconfig-hwsim"), param)
            t.ok(rc != 0 and not _loaded(), "insmod swconfig-hwsim %s refused" % param, out)
            log = _kmsg_since(mark)
            t.ok(name in log.split("\n", 1)[-1], "%s: the kernel log names parameter %s"
                 % (param, name), log[-600:])
            t.eq(env.c.switches(), [], "%s: no switch registered" % param)
            if _loaded():
                env.run("rmmod", HWSIM)
        rc, out = env.run("insmod", env.modfile("swconfig-hwsim"), "op_delay_us=1000000",
                          "switches=1", "vlans=16")
        t.eq((rc, out), (0, ""), "insmod with op_delay_us=1000000 (the maximum) loads")
        t.eq(read_file(os.path.join(DEBUGFS, "hwsim0", "op_delay_us")), "1000000\n",
             "op_delay_us=1000000 reaches the switch")
        env.run("rmmod", HWSIM)
    finally:
        _reload(t, env, "after the parameter checks")
    t.eq(len(env.c.switches()), len(env.switches), "all switches back after reloading")
