"""Several clients at once, each on its own socket: writers of disjoint
state always read back their own values, a dump running next to VLAN
writes always sees one of the written memberships, counters injected
from parallel threads all add up; a slow switch holds up only its own
requests."""

import os
import threading
import time

import swnl
from ktest import DEBUGFS, mib_values

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


def _set_delay(env, sw, us):
    with open(os.path.join(DEBUGFS, sw["alias"], "op_delay_us"), "w") as f:
        f.write("%d\n" % us)


def test_slow_switch_holds_up_only_itself(t, env):
    """Two requests to a slow switch (one running, one waiting for the
    switch) do not hold up a request to another switch."""
    if len(env.switches) < 2:
        t.ok(True, "# SKIP needs two switches")
        return
    sw0, sw1 = env.sw(0), env.sw(1)
    delay = 1.0
    errors, took = [], {}

    def slow(name):
        c = swnl.SwitchClient()
        t0 = time.monotonic()
        c.get(sw0["id"], "port", "pvid", index=0)
        took[name] = time.monotonic() - t0
        c.close()

    _set_delay(env, sw0, int(delay * 1e6))
    try:
        threads = [_thread(errors, "slow%d" % k, lambda k=k: slow(k)) for k in range(2)]
        time.sleep(0.3)     # one runs in the driver, the other waits for sw0
        fast = swnl.SwitchClient()
        t0 = time.monotonic()
        desc = fast.get(sw1["id"], "global", "description")
        quick = time.monotonic() - t0
        fast.close()
        for th in threads:
            th.join(30)
    finally:
        _set_delay(env, sw0, 0)
    t.eq(errors, [], "the requests to the slow switch succeeded")
    t.ok(sorted(took.values())[-1:] and sorted(took.values())[-1] >= 1.5 * delay,
         "the slow switch served its two requests one after the other (%r)" % took)
    t.eq(desc, "hwsim simulated switch", "the request to %s succeeded" % sw1["alias"])
    t.ok(quick < delay / 2, "%s answered in %.3f s while %s was busy for %.1f s"
         % (sw1["alias"], quick, sw0["alias"], 2 * delay))
