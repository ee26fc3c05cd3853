"""Several clients at once, each on its own socket: writers of disjoint
state always read back their own values, a dump running next to VLAN
writes always sees one of the written memberships, counters injected
from parallel threads all add up."""

import threading

import swnl
from ktest import mib_values

ROUNDS = 150


def _thread(errors, name, fn):
    def run():
        try:
            fn()
        except Exception as e:  # reported by the main thread
            errors.append("%s: %s: %s" % (name, type(e).__name__, e))
    th = threading.Thread(target=run, name=name)
    th.start()
    return th


def test_parallel_clients(t, env):
    errors = []
    problems = []
    sw0 = env.sw(0)
    sw1 = env.switches[-1]
    cpu = sw0["cpu_port"]
    a_members = [(0, False), (1, False)]
    b_members = [(2, True), (3, True), (cpu, True)]
    vlan = min(100, sw0["vlans"] - 1)
    threads = []

    def label_writer(sw, port, tag):
        c = swnl.SwitchClient()
        for n in range(ROUNDS):
            want = "%s-%d" % (tag, n)
            c.set(sw["id"], "port", "label", want, index=port)
            got = c.get(sw["id"], "port", "label", index=port)
            if got != want:
                problems.append("%s round %d: label %r, want %r" % (tag, n, got, want))
        c.close()

    def vlan_toggler():
        c = swnl.SwitchClient(strict=False)
        for n in range(ROUNDS):
            c.set(sw0["id"], "vlan", "ports", a_members if n % 2 else b_members, index=vlan)
        c.close()

    def dumper():
        c = swnl.SwitchClient()
        seen = set()
        for n in range(ROUNDS // 3):
            d = c.dump_vlans(sw0["id"])
            m = d.get(vlan)
            if m not in (None, sorted(a_members), sorted(b_members)):
                problems.append("dump %d: VLAN %d = %r" % (n, vlan, m))
            seen.add(repr(m))
            if d.get(sw0["default_vlan"]) != env.poweron_vlans(sw0)[sw0["default_vlan"]]:
                problems.append("dump %d: default VLAN changed: %r" % (n, d.get(sw0["default_vlan"])))
        c.close()

    def reader():
        c = swnl.SwitchClient()
        for n in range(ROUNDS // 3):
            if len(c.switches()) != len(env.switches):
                problems.append("GET_SWITCH %d: wrong count" % n)
            if len(c.list_attrs(sw1["id"], "port")) != 7:
                problems.append("LIST_PORT %d: wrong count" % n)
        c.close()

    def injector():
        c = swnl.SwitchClient()
        for n in range(ROUNDS):
            c.set(sw1["id"], "port", "sim_traffic", "RxOctets=1 TxUnicastPkts=2", index=1)
        c.close()

    threads.append(_thread(errors, "label0", lambda: label_writer(sw0, 0, "a")))
    threads.append(_thread(errors, "label1", lambda: label_writer(sw0, 1, "b")))
    threads.append(_thread(errors, "label2", lambda: label_writer(sw1, 2, "c")))
    threads.append(_thread(errors, "toggler", vlan_toggler))
    threads.append(_thread(errors, "dumper", dumper))
    threads.append(_thread(errors, "reader", reader))
    threads.append(_thread(errors, "inject1", injector))
    threads.append(_thread(errors, "inject2", injector))
    for th in threads:
        th.join(600)
    t.ok(not any(th.is_alive() for th in threads), "all client threads finished")
    t.eq(errors, [], "no client thread got an error")
    t.eq(problems[:5], [], "every client saw consistent values")
    c = env.c
    t.eq(c.get(sw0["id"], "port", "label", index=0), "a-%d" % (ROUNDS - 1), "final label of writer a")
    t.eq(c.get(sw1["id"], "port", "label", index=2), "c-%d" % (ROUNDS - 1), "final label of writer c")
    mib = mib_values(c.get(sw1["id"], "port", "mib", index=1))
    t.eq((mib["RxOctets"], mib["TxUnicastPkts"]), (2 * ROUNDS, 4 * ROUNDS),
         "two parallel injectors: every increment counted")
    want_last = sorted(a_members) if (ROUNDS - 1) % 2 else sorted(b_members)
    t.eq(c.dump_vlans(sw0["id"]).get(vlan), want_last, "VLAN holds the toggler's last write")


def test_many_sockets(t, env):
    socks = [swnl.SwitchClient(strict=bool(k % 2)) for k in range(64)]
    sw = env.sw(0)
    try:
        got = [s.get(sw["id"], "global", "description") for s in socks]
        t.eq(set(got), {"hwsim simulated switch"}, "64 open sockets all answer")
        for k, s in enumerate(socks[:16]):
            s.set(sw["id"], "port", "label", "sock%d" % k, index=k % sw["ports"])
        t.eq([env.c.get(sw["id"], "port", "label", index=p) for p in range(sw["ports"])],
             [("sock%d" % max(k for k in range(16) if k % sw["ports"] == p))
              if p < 16 else env.poweron_label(sw, p) for p in range(sw["ports"])],
             "interleaved writes from 16 sockets: the last one per port wins")
    finally:
        for s in socks:
            s.close()
