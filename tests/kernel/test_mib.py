"""Port MIB counters: the read-only STRING `mib` (b53 format), traffic
injected through `sim_traffic` moves exactly the counters it names, by
exactly the injected amounts; reset_mib zeroes every port."""

import errno
import re

from ktest import MIB_NAMES, mib_values

LINE = re.compile(r"^(\S+)\s*: (\d+)$")


def _mib(c, i, p):
    return mib_values(c.get(i, "port", "mib", index=p))


def _all(c, sw):
    return {p: _mib(c, sw["id"], p) for p in range(sw["ports"])}


def _plus(base, **delta):
    out = dict(base)
    for k, v in delta.items():
        out[k] += v
    return out


def test_mib_format(t, env):
    c = env.c
    for sw in env.switches:
        text = c.get(sw["id"], "port", "mib", index=0)
        lines = text.split("\n")
        t.eq(lines[-1], "", "%s: mib text ends with a newline" % sw["alias"])
        lines = lines[:-1]
        t.eq([ln.split(":")[0].strip() for ln in lines], MIB_NAMES,
             "%s: mib lists the b53 counters in b53 order" % sw["alias"])
        t.ok(all(LINE.match(ln) and ln.index(":") == 20 for ln in lines),
             "%s: mib lines are '%%-20s: %%llu'" % sw["alias"], "\n".join(lines[:5]))
        t.ok(all(v == 0 for p in range(sw["ports"]) for v in _mib(c, sw["id"], p).values()),
             "%s: every counter of every port is 0 after reset_mib" % sw["alias"])


def test_sim_traffic_exact(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        before = _all(c, sw)
        c.set(i, "port", "sim_traffic", "RxUnicastPkts=10 RxOctets=6400", index=1)
        after = _all(c, sw)
        t.eq(after[1], _plus(before[1], RxUnicastPkts=10, RxOctets=6400),
             "%s: port 1 RxUnicastPkts +10, RxOctets +6400, nothing else" % tag)
        t.eq({p: v for p, v in after.items() if p != 1}, {p: v for p, v in before.items() if p != 1},
             "%s: other ports untouched" % tag)
        # every counter by name, each by a different amount
        p = sw["cpu_port"]
        words = " ".join("%s=%d" % (n, k + 1) for k, n in enumerate(MIB_NAMES))
        c.set(i, "port", "sim_traffic", words, index=p)
        t.eq(_mib(c, i, p), {n: k + 1 for k, n in enumerate(MIB_NAMES)},
             "%s: each of the 35 counters moved by its own amount" % tag)
        c.set(i, "port", "sim_traffic", words, index=p)
        t.eq(_mib(c, i, p), {n: 2 * (k + 1) for k, n in enumerate(MIB_NAMES)},
             "%s: a second injection adds up" % tag)


def test_sim_traffic_frames(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    z = _mib(c, i, 2)
    c.set(i, "port", "sim_traffic", "rx_frames=5 size=100 cast=broadcast", index=2)
    t.eq(_mib(c, i, 2), _plus(z, RxOctets=500, RxGoodOctets=500, RxBroadcastPkts=5,
                              Pkts65to127Octets=5), "5 broadcast frames of 100 bytes received")
    z = _mib(c, i, 2)
    c.set(i, "port", "sim_traffic", "tx_frames=3 size=1500 cast=multicast", index=2)
    t.eq(_mib(c, i, 2), _plus(z, TxOctets=4500, TxMulticastPkts=3),
         "3 multicast frames of 1500 bytes sent")
    z = _mib(c, i, 2)
    c.set(i, "port", "sim_traffic", "rx_frames=7", index=2)
    t.eq(_mib(c, i, 2), _plus(z, RxOctets=448, RxGoodOctets=448, RxUnicastPkts=7, Pkts64Octets=7),
         "defaults: 64-byte unicast frames")
    z = _mib(c, i, 2)
    c.set(i, "port", "sim_traffic", "rx_frames=4 size=32", index=2)
    t.eq(_mib(c, i, 2), _plus(z, RxOctets=128, RxUndersizePkts=4), "runts counted as undersize")
    z = _mib(c, i, 2)
    c.set(i, "port", "sim_traffic", "rx_frames=2 size=2000", index=2)
    t.eq(_mib(c, i, 2), _plus(z, RxOctets=4000, RxOversizePkts=2),
         "2000-byte frames oversize with max_frame_size 1522")
    c.set(i, "global", "max_frame_size", 9000)
    z = _mib(c, i, 2)
    c.set(i, "port", "sim_traffic", "rx_frames=2 size=2000", index=2)
    t.eq(_mib(c, i, 2), _plus(z, RxOctets=4000, RxGoodOctets=4000, RxUnicastPkts=2, RxJumboPkts=2),
         "2000-byte frames are jumbo once max_frame_size is 9000")
    big = 1 << 40
    z = _mib(c, i, 3)
    c.set(i, "port", "sim_traffic", "RxOctets=%d TxOctets=%d" % (big, big * 3), index=3)
    t.eq(_mib(c, i, 3), _plus(z, RxOctets=big, TxOctets=3 * big), "64-bit counters keep 2^40")


def test_sim_traffic_invalid(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    c.set(i, "port", "sim_traffic", "RxOctets=5", index=1)
    before = _all(c, sw)
    for words in ("Bogus=1", "RxOctets=abc", "RxOctets", "RxOctets=1 cast=anycast",
                  "size=0 rx_frames=1", "RxOctets=-1", "RxOctets=1 Bogus=2",
                  "rx_frames=18446744073709551615 size=2"):
        t.error(lambda: c.set(i, "port", "sim_traffic", words, index=1), errno.EINVAL,
                "sim_traffic %r rejected" % words)
    t.eq(_all(c, sw), before, "rejected injections changed no counter")


def test_sim_traffic_longest_string(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    word = "RxOctets=1 "
    text = word * (1023 // len(word))
    text += " " * (1023 - len(text))
    t.eq(len(text), 1023, "test string is 1023 bytes")
    z = _mib(c, i, 1)
    c.set(i, "port", "sim_traffic", text, index=1)
    t.eq(_mib(c, i, 1), _plus(z, RxOctets=1023 // len(word)),
         "a 1023-byte string (the limit) is accepted whole")
    t.error(lambda: c.set(i, "port", "sim_traffic", text + "x", index=1), errno.EINVAL,
            "a 1024-byte string is rejected", extack=True)
    t.eq(_mib(c, i, 1), _plus(z, RxOctets=1023 // len(word)), "counters unchanged by it")


def test_reset_mib(t, env):
    c = env.c
    for sw in env.switches:
        for p in range(sw["ports"]):
            c.set(sw["id"], "port", "sim_traffic", "RxOctets=%d TxUnicastPkts=3" % (p + 1), index=p)
    sw = env.sw(0)
    t.ok(all(_mib(c, sw["id"], p)["RxOctets"] == p + 1 for p in range(sw["ports"])),
         "counters set up on every port")
    c.set(sw["id"], "global", "reset_mib")
    t.ok(all(v == 0 for d in _all(c, sw).values() for v in d.values()),
         "reset_mib zeroes every counter of every port")
    if len(env.switches) > 1:
        other = env.sw(1)
        t.eq(_mib(c, other["id"], 0)["RxOctets"], 1, "reset_mib leaves the other switch alone")
    t.error(lambda: c.set(sw["id"], "port", "mib", "RxOctets=1", index=0), errno.EOPNOTSUPP,
            "mib is read-only")


def test_counters_survive_reset(t, env):
    c = env.c
    sw = env.sw(0)
    c.set(sw["id"], "port", "sim_traffic", "RxOctets=42", index=0)
    c.reset(sw["id"])
    t.eq(_mib(c, sw["id"], 0)["RxOctets"], 42, "a switch reset keeps the MIB counters")
