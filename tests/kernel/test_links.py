"""LINK values: the built-in port attribute `link` (set: speed, duplex,
autonegotiation; get: the negotiated link) and the simulated cable
`sim_link` with link flapping."""

import errno

UP_1000 = {"link": True, "speed": 1000, "duplex": True, "aneg": True}


def _summary(link):
    return {k: link[k] for k in ("link", "speed", "duplex", "aneg", "tx_flow", "rx_flow")}


def _want(link=True, speed=1000, duplex=True, aneg=True, tx_flow=False, rx_flow=False):
    return {"link": link, "speed": speed, "duplex": duplex, "aneg": aneg,
            "tx_flow": tx_flow, "rx_flow": rx_flow}


def test_power_on_links(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        for p in range(sw["ports"]):
            got = _summary(c.get(i, "port", "link", index=p))
            if p == sw["cpu_port"]:
                t.eq(got, _want(aneg=False), "%s CPU port %d: link up 1000 full" % (sw["alias"], p))
            else:
                t.eq(got, _want(), "%s port %d: link up 1000 full, autoneg" % (sw["alias"], p))


def test_link_set_get(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        tag = sw["alias"]
        c.set(i, "port", "link", {"aneg": True, "duplex": True, "speed": 100}, index=1)
        t.eq(_summary(c.get(i, "port", "link", index=1)), _want(speed=100),
             "%s: port 1 autoneg capped at 100" % tag)
        t.eq(_summary(c.get(i, "port", "link", index=2)), _want(),
             "%s: port 2 unaffected" % tag)
        c.set(i, "port", "link", {"aneg": False, "duplex": False, "speed": 10}, index=1)
        t.eq(_summary(c.get(i, "port", "link", index=1)), _want(speed=10, duplex=False, aneg=False),
             "%s: port 1 forced 10 half" % tag)
        c.set(i, "port", "link", {"aneg": False, "duplex": True, "speed": 100}, index=1)
        t.eq(_summary(c.get(i, "port", "link", index=1)), _want(speed=100, aneg=False),
             "%s: port 1 forced 100 full" % tag)
        c.set(i, "port", "link", {"aneg": True, "duplex": True}, index=1)
        t.eq(_summary(c.get(i, "port", "link", index=1)), _want(),
             "%s: autoneg without speed advertises everything (1000)" % tag)
        # the link flag of a SET is ignored
        c.set(i, "port", "link", {"link": False, "aneg": True, "duplex": True, "speed": 1000},
              index=3)
        t.eq(c.get(i, "port", "link", index=3)["link"], True,
             "%s: link flag in a SET does not take the link down" % tag)


def test_link_flow_control(t, env):
    c = env.c
    i = env.sw(0)["id"]
    c.set(i, "port", "link", dict(UP_1000, tx_flow=True, rx_flow=True), index=1)
    t.eq(_summary(c.get(i, "port", "link", index=1)), _want(),
         "flow control needs the partner too: none negotiated")
    c.set(i, "port", "sim_link", dict(UP_1000, tx_flow=True, rx_flow=True), index=1)
    t.eq(_summary(c.get(i, "port", "link", index=1)), _want(tx_flow=True, rx_flow=True),
         "flow control negotiated when both sides do it")
    c.set(i, "port", "link", dict(UP_1000, rx_flow=True), index=1)
    t.eq(_summary(c.get(i, "port", "link", index=1)), _want(rx_flow=True),
         "only rx flow control when the port only does rx")


def test_link_invalid(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    c.set(i, "port", "link", {"aneg": False, "duplex": True, "speed": 100}, index=1)
    want = _summary(c.get(i, "port", "link", index=1))
    t.eq(want, _want(speed=100, aneg=False), "port 1 forced to 100 full")
    for speed in (1, 123, 999, 1001, 0xFFFFFFFF):
        t.error(lambda: c.set(i, "port", "link", {"aneg": True, "speed": speed}, index=1),
                errno.EINVAL, "link speed %d rejected by the core" % speed,
                extack="invalid link speed")
        t.eq(_summary(c.get(i, "port", "link", index=1)), want, "link unchanged after speed %d" % speed)
    for speed in (2500, 10000):
        t.error(lambda: c.set(i, "port", "link", {"aneg": False, "speed": speed}, index=1),
                errno.EINVAL, "link speed %d beyond the simulated chip: driver rejects it" % speed)
    t.error(lambda: c.set(i, "port", "link", {"aneg": False, "duplex": True}, index=1),
            errno.EINVAL, "forced link without a speed rejected")
    t.eq(_summary(c.get(i, "port", "link", index=1)), want, "link unchanged after the errors")
    t.error(lambda: c.set(i, "port", "link", UP_1000, index=sw["cpu_port"]), errno.EOPNOTSUPP,
            "CPU port link settings cannot change")


def test_sim_link_roundtrip(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    t.eq(_summary(c.get(i, "port", "sim_link", index=1)), _want(), "power-on partner: 1000 full aneg")
    partner = {"link": True, "speed": 100, "duplex": False, "aneg": False, "eee100": True}
    c.set(i, "port", "sim_link", partner, index=1)
    got = c.get(i, "port", "sim_link", index=1)
    t.eq({k: got[k] for k in partner}, partner, "sim_link round-trips, EEE flag included")
    t.eq(_summary(c.get(i, "port", "link", index=1)), _want(speed=100, duplex=False),
         "port follows the 100 half partner")
    t.error(lambda: c.set(i, "port", "sim_link", {"link": True}, index=1), errno.EINVAL,
            "a plugged partner without a speed is rejected")
    t.error(lambda: c.set(i, "port", "sim_link", UP_1000, index=sw["cpu_port"]), errno.EOPNOTSUPP,
            "the CPU port has no simulated cable")
    got = c.get(i, "port", "sim_link", index=1)
    t.eq({k: got[k] for k in partner}, partner, "sim_link unchanged after the errors")


def test_link_flapping(t, env):
    c = env.c
    for sw in env.switches:
        i = sw["id"]
        p = sw["ports"] - 2  # last non-CPU port
        speeds = (10, 100, 1000)
        bad = []
        for k in range(24):
            c.set(i, "port", "sim_link", {"link": False}, index=p)
            down = _summary(c.get(i, "port", "link", index=p))
            if down != _want(link=False, speed=0, duplex=False):
                bad.append("round %d down: %r" % (k, down))
            sp = speeds[k % 3]
            dup = bool(k % 2)
            c.set(i, "port", "sim_link", {"link": True, "speed": sp, "duplex": dup, "aneg": True},
                  index=p)
            up = _summary(c.get(i, "port", "link", index=p))
            if up != _want(speed=sp, duplex=dup):
                bad.append("round %d up %d %s: %r" % (k, sp, dup, up))
            other = c.get(i, "port", "link", index=0)
            if not other["link"] or other["speed"] != 1000:
                bad.append("round %d: port 0 changed: %r" % (k, other))
        t.ok(not bad, "%s port %d: 24 down/up cycles report the simulated partner each time"
             % (sw["alias"], p), "\n".join(bad[:10]))


def test_disabled_port_has_no_link(t, env):
    c = env.c
    i = env.sw(0)["id"]
    c.set(i, "port", "enable", 0, index=2)
    t.eq(_summary(c.get(i, "port", "link", index=2)), _want(link=False, speed=0, duplex=False),
         "disabled port reports link down")
    c.set(i, "port", "enable", 1, index=2)
    t.eq(_summary(c.get(i, "port", "link", index=2)), _want(), "re-enabled port has link again")
