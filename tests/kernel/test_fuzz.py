"""Random messages to every command: each gets an answer (ACK, error or a
dump), the kernel survives, the switch keeps answering and no rejected
request changes the state. Requests that happen to be valid SETs may
change it legitimately: the reference state is then taken again.

SWCONFIG_FUZZ_SEED and SWCONFIG_FUZZ_COUNT override the seed and the
number of messages per command."""

import os
import random

import swnl
from swnl import Attr

A = swnl
PER_CMD = int(os.environ.get("SWCONFIG_FUZZ_COUNT", "300"))
SEED = int(os.environ.get("SWCONFIG_FUZZ_SEED", "20240601"))
BATCH = 50
CMDS = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
SET_CMDS = {5, 8, 11}


class Fuzzer:
    def __init__(self, rng, env):
        self.rng = rng
        self.env = env

    def u32_value(self, kind):
        r = self.rng
        sw = r.choice(self.env.switches)
        choices = {
            "id": [sw["id"], sw["id"], 0, 1, 2, 7, 255, 0xFFFFFFFF, r.getrandbits(32)],
            "op": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0x1000, 0x1001, 0x1002, 0xFFF, r.getrandbits(32)],
            "port": [0, 1, 7, 8, 15, 16, 63, 64, 0xFFFFFFFF, r.getrandbits(32)],
            "vlan": [0, 1, 63, 64, 4095, 4096, 0xFFFFFFFF, r.getrandbits(32)],
            "int": [0, 1, 2, 1518, 1522, 9728, 9729, 4095, 4096, 0x7FFFFFFF, 0xFFFFFFFF,
                    r.getrandbits(32)],
        }[kind]
        return r.choice(choices)

    def payload(self, kind):
        r = self.rng
        x = r.random()
        if x < 0.55:
            return self.u32_value(kind).to_bytes(4, "little")
        if x < 0.75:
            return bytes(r.getrandbits(8) for _ in range(r.choice([0, 1, 2, 3, 5, 8, 16])))
        if x < 0.9:
            return (self.text() + "\0").encode()
        return bytes(r.getrandbits(8) for _ in range(r.randint(0, 80)))

    def text(self):
        r = self.rng
        pool = ["", "x", "RxOctets=1", "rx_frames=1 size=100", "a" * 33, "b" * 65,
                "cast=broadcast", "RxOctets=abc", "\xff\xfe", "lan1"]
        if r.random() < 0.1:
            return "y" * r.choice([1023, 1024, 2000])
        return r.choice(pool)

    def port_list(self, depth=0):
        r = self.rng
        kids = []
        for _ in range(r.randint(0, 20)):
            y = r.random()
            if y < 0.7:
                sub = [Attr(A.SWITCH_PORT_ID, self.u32_value("port").to_bytes(4, "little"))]
                if r.random() < 0.4:
                    sub.append(Attr(A.SWITCH_PORT_FLAG_TAGGED, b"" if r.random() < 0.8 else b"\1"))
                if r.random() < 0.1:
                    sub.append(self.random_attr(depth + 1))
                r.shuffle(sub)
                kids.append(Attr(r.choice([A.SWITCH_ATTR_PORT] * 8 + [0, 1, 19, 21]), children=sub,
                                 nested=r.choice([None, True, False])))
            elif y < 0.85:
                kids.append(self.random_attr(depth + 1))
            else:
                kids.append(bytes(r.getrandbits(8) for _ in range(r.randint(1, 7))))
        return kids

    def link(self, depth=0):
        r = self.rng
        kids = []
        for t in range(1, 13):
            if r.random() < 0.3:
                kids.append(Attr(t, b"" if t != A.SWITCH_LINK_SPEED else
                                 self.rng.choice([0, 10, 100, 1000, 2500, 123, 0xFFFFFFFF,
                                                  r.getrandbits(32)]).to_bytes(4, "little")))
        if r.random() < 0.2:
            kids.append(self.random_attr(depth + 1))
        r.shuffle(kids)
        return kids

    def random_attr(self, depth=0):
        r = self.rng
        t = r.randint(0, 40)
        if depth < 2 and r.random() < 0.3:
            return Attr(t, children=[self.random_attr(depth + 1) for _ in range(r.randint(0, 3))],
                        nested=r.choice([None, True, False]))
        return Attr(t, bytes(r.getrandbits(8) for _ in range(r.randint(0, 12))))

    def attrs(self):
        r = self.rng
        out = []
        plan = [(A.SWITCH_ATTR_ID, "id", 0.9), (A.SWITCH_ATTR_OP_ID, "op", 0.8),
                (A.SWITCH_ATTR_OP_PORT, "port", 0.5), (A.SWITCH_ATTR_OP_VLAN, "vlan", 0.5),
                (A.SWITCH_ATTR_OP_VALUE_INT, "int", 0.3)]
        for atype, kind, p in plan:
            if r.random() < p:
                out.append(Attr(atype, self.payload(kind)))
        if r.random() < 0.3:
            out.append(Attr(A.SWITCH_ATTR_OP_VALUE_STR,
                            (self.text() + ("\0" if r.random() < 0.85 else "")).encode()))
        if r.random() < 0.3:
            out.append(Attr(A.SWITCH_ATTR_OP_VALUE_PORTS, children=self.port_list(),
                            nested=r.choice([None, True, False])))
        if r.random() < 0.25:
            out.append(Attr(A.SWITCH_ATTR_OP_VALUE_LINK, children=self.link(),
                            nested=r.choice([None, True, False])))
        for _ in range(r.choice([0, 0, 0, 1, 2])):
            out.append(self.random_attr())
        r.shuffle(out)
        if r.random() < 0.1 and out:
            # a bogus nla_len somewhere
            k = r.randrange(len(out))
            a = out[k]
            if not isinstance(a, bytes):
                a.length = r.choice([0, 1, 2, 3, 5, 200, 0xFFFF])
        if r.random() < 0.05:
            out.append(bytes(r.getrandbits(8) for _ in range(r.randint(1, 9))))
        return out

    def message(self, c, cmd):
        r = self.rng
        flags = A.NLM_F_REQUEST | A.NLM_F_ACK
        if r.random() < (0.9 if cmd in (1, 12, 13) else 0.05):
            flags |= A.NLM_F_DUMP
        if r.random() < 0.05:
            flags |= r.choice([A.NLM_F_ECHO, 0x800, 0x100])
        seq = c.next_seq()
        if r.random() < 0.1:
            body = bytes(r.getrandbits(8) for _ in range(r.randint(0, 120)))
            payload = bytes([cmd, r.choice([0, 1, 2, 255]), 0, 0]) + body
            return seq, flags, A.build_msg(c.fid, flags, seq, payload)
        data = A.build_genl(c.fid, cmd, self.attrs(), flags=flags, seq=seq,
                            version=r.choice([1, 1, 1, 0, 2]),
                            reserved=0 if r.random() < 0.95 else r.getrandbits(16),
                            nest_flag=r.choice([True, False]))
        return seq, flags, data


def light_state(env):
    c = env.c
    out = {}
    for sw in env.switches:
        i = sw["id"]
        s = {"vlans": c.dump_vlans(i), "active": env.active(sw)}
        for name in ("enable_vlan", "max_frame_size", "description", "mirror_source_ports",
                     "mirror_monitor_port", "fail_writes", "fail_apply", "fdb_flushes"):
            s[name] = c.get(i, "global", name)
        for p in range(sw["ports"]):
            for name in ("label", "pvid", "enable", "link", "sim_link", "mib"):
                s["p%d.%s" % (p, name)] = c.get(i, "port", name, index=p)
        for v in sorted({0, 1, 2, 3, 63, sw["vlans"] - 1} & set(range(sw["vlans"]))):
            s["v%d" % v] = (c.get(i, "vlan", "name", index=v), c.get(i, "vlan", "fid", index=v))
        out[sw["alias"]] = s
    return out


def _diff(a, b):
    out = []
    for alias in a:
        for k in sorted(set(a[alias]) | set(b.get(alias, {}))):
            if a[alias].get(k) != b.get(alias, {}).get(k):
                out.append("%s %s: %r -> %r" % (alias, k, a[alias].get(k), b[alias].get(k)))
    return out


def test_fuzz(t, env):
    rng = random.Random(SEED)
    t.diag("fuzz seed %d, %d messages per command" % (SEED, PER_CMD))
    fz = Fuzzer(rng, env)
    c = env.client(timeout=10.0)
    for cmd in CMDS:
        answered = 0
        silent = []
        weird = []
        accepted_sets = 0
        unchanged_batches = 0
        changed = []
        ref = light_state(env)
        batch_set_ok = False
        for n in range(PER_CMD):
            seq, flags, data = fz.message(c, cmd)
            try:
                c.transact(data, seq, dump=(flags & A.NLM_F_DUMP) == A.NLM_F_DUMP)
                answered += 1
                if cmd in SET_CMDS:
                    accepted_sets += 1
                    batch_set_ok = True
            except swnl.NetlinkError as e:
                answered += 1
                if e.errno <= 0 or e.errno > 200:
                    weird.append("errno %r for %s" % (e.errno, data.hex()))
            except swnl.Timeout:
                silent.append(data.hex())
            except ValueError as e:
                weird.append("undecodable reply (%s) to %s" % (e, data.hex()))
            if (n + 1) % BATCH == 0 or n + 1 == PER_CMD:
                now = light_state(env)
                if not batch_set_ok:
                    d = _diff(ref, now)
                    if d:
                        changed.append("batch ending at %d: %s" % (n, "; ".join(d[:5])))
                    else:
                        unchanged_batches += 1
                ref = now
                batch_set_ok = False
                # a fuzzed fail_writes/fail_apply would make later SETs fail
                armed = [sw for sw in env.switches
                         if now[sw["alias"]]["fail_writes"] or now[sw["alias"]]["fail_apply"]]
                for sw in armed:
                    env.c.set(sw["id"], "global", "fail_writes", 0)
                    env.c.set(sw["id"], "global", "fail_apply", 0)
                if armed:
                    ref = light_state(env)
        t.eq(answered, PER_CMD, "cmd %d: all %d random messages answered" % (cmd, PER_CMD))
        t.eq(silent[:3], [], "cmd %d: no message went unanswered" % cmd)
        t.eq(weird[:3], [], "cmd %d: replies well-formed, errors are errnos" % cmd)
        t.eq(changed[:3], [], "cmd %d: batches with only rejected SETs changed nothing (%d batches)"
             % (cmd, unchanged_batches))
        if cmd in SET_CMDS:
            t.diag("cmd %d: %d random SETs were valid and accepted" % (cmd, accepted_sets))
    t.ok(len(c.switches()) == len(env.switches), "switch family still answers after fuzzing")
    for sw in env.switches:
        t.ok(c.dump_vlans(sw["id"]) is not None and c.get(sw["id"], "port", "mib", index=0),
             "%s still answers GET and DUMP_VLANS" % sw["alias"])


def test_fuzz_unprivileged_reads_only(t, env):
    """Replay random GET/LIST/dump messages on an old-style socket too."""
    rng = random.Random(SEED + 1)
    fz = Fuzzer(rng, env)
    c = env.client(strict=False)
    before = light_state(env)
    bad = []
    for n in range(PER_CMD):
        cmd = rng.choice([1, 3, 4, 6, 7, 9, 10, 12])
        seq, flags, data = fz.message(c, cmd)
        try:
            c.transact(data, seq, dump=(flags & A.NLM_F_DUMP) == A.NLM_F_DUMP)
        except swnl.NetlinkError:
            pass
        except (swnl.Timeout, ValueError) as e:
            bad.append("%s: %s" % (e, data.hex()))
    t.eq(bad[:3], [], "random read requests all answered")
    after = light_state(env)
    d = _diff(before, after)
    t.ok(not d, "random read requests changed nothing", "\n".join(d[:10]))
