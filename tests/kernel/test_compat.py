"""Old-style clients (OpenWrt's libnl-tiny swconfig: nests without
NLA_F_NESTED) and strict ones both work with the legacy commands 1-11;
the legacy commands stay liberal (unknown attributes ignored)."""

import swnl
from swnl import u32, nest, flag


def _exercise(t, env, c, label):
    """Every value type through this client; checks with an independent
    reader (a strict client and debugfs)."""
    ref = env.c
    sw = env.sw(0)
    i = sw["id"]
    cpu = sw["cpu_port"]
    members = [(0, False), (2, True), (cpu, True)]
    v = min(12, sw["vlans"] - 1)
    c.set(i, "vlan", "ports", members, index=v)
    t.eq(ref.get(i, "vlan", "ports", index=v), sorted(members),
         "%s: SET_VLAN ports (nested port list) stored" % label)
    t.eq(c.get(i, "vlan", "ports", index=v), sorted(members), "%s: GET_VLAN ports" % label)
    c.set(i, "global", "mirror_source_ports", [1, 3])
    t.eq(ref.get(i, "global", "mirror_source_ports"), [(1, False), (3, False)],
         "%s: global PORTS attribute stored" % label)
    c.set(i, "port", "link", {"aneg": False, "duplex": True, "speed": 100}, index=1)
    got = ref.get(i, "port", "link", index=1)
    t.eq((got["speed"], got["aneg"], got["duplex"]), (100, False, True),
         "%s: SET_PORT link (nested link) stored" % label)
    got = c.get(i, "port", "link", index=1)
    t.eq((got["speed"], got["aneg"]), (100, False), "%s: GET_PORT link" % label)
    c.set(i, "port", "sim_link", {"link": False}, index=2)
    t.eq(ref.get(i, "port", "link", index=2)["link"], False, "%s: sim_link stored" % label)
    c.set(i, "global", "description", label)
    t.eq(ref.get(i, "global", "description"), label, "%s: STRING set" % label)
    c.set(i, "global", "enable_vlan", 1)
    c.apply(i)
    t.eq(env.active_enable_vlan(sw), 1, "%s: INT set and NOVAL apply reach the hardware" % label)
    t.eq(env.active_vlans(sw).get(v), sorted(members), "%s: VLAN applied" % label)
    t.eq(len(c.list_attrs(i, "port")), len(ref.list_attrs(i, "port")), "%s: LIST_PORT" % label)
    t.eq(c.switches(), ref.switches(), "%s: GET_SWITCH" % label)


def test_old_style_client(t, env):
    old = env.client(strict=False)
    t.ok(not old.strict, "client sends nests without NLA_F_NESTED")
    # make sure the encoder really leaves the flag out
    data = swnl.ports_attr([1]).encode(nest_flag=False)
    t.eq(swnl.Attrs(data).items[0][1] & swnl.NLA_F_NESTED, 0, "encoder: no NLA_F_NESTED")
    _exercise(t, env, old, "old-style")


def test_strict_client(t, env):
    strict = env.client(strict=True)
    data = swnl.ports_attr([1]).encode(nest_flag=True)
    t.eq(swnl.Attrs(data).items[0][1] & swnl.NLA_F_NESTED, swnl.NLA_F_NESTED, "encoder: NLA_F_NESTED")
    _exercise(t, env, strict, "strict")


def test_mixed_nest_flags(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    # outer nest flagged, inner port nests not (and the reverse)
    inner_plain = nest(swnl.SWITCH_ATTR_OP_VALUE_PORTS,
                       [nest(swnl.SWITCH_ATTR_PORT, [u32(swnl.SWITCH_PORT_ID, 1)], nested=False),
                        nest(swnl.SWITCH_ATTR_PORT, [u32(swnl.SWITCH_PORT_ID, 2),
                                                     flag(swnl.SWITCH_PORT_FLAG_TAGGED)],
                             nested=False)], nested=True)
    v = min(20, sw["vlans"] - 1)
    c.set_raw(i, "vlan", "ports", [inner_plain], index=v)
    t.eq(c.get(i, "vlan", "ports", index=v), [(1, False), (2, True)],
         "outer nest flagged, inner not: accepted")
    outer_plain = nest(swnl.SWITCH_ATTR_OP_VALUE_PORTS,
                       [nest(swnl.SWITCH_ATTR_PORT, [u32(swnl.SWITCH_PORT_ID, 3)], nested=True)],
                       nested=False)
    c.set_raw(i, "vlan", "ports", [outer_plain], index=v)
    t.eq(c.get(i, "vlan", "ports", index=v), [(3, False)], "inner nests flagged, outer not: accepted")


def test_legacy_ignores_unknown_attributes(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    extra = [u32(swnl.SWITCH_ATTR_EXT_MAX + 1, 7), u32(200, 1), u32(swnl.SWITCH_ATTR_TYPE, 3)]
    op = c.attr(i, "global", "max_frame_size")["id"]
    msgs = c.request(swnl.SWITCH_CMD_GET_GLOBAL, [u32(swnl.SWITCH_ATTR_ID, i),
                                                  u32(swnl.SWITCH_ATTR_OP_ID, op)] + extra)
    t.eq(swnl.parse_value(msgs[0].genl()), 1522, "GET_GLOBAL with unknown extra attributes works")
    c.set(i, "global", "max_frame_size", 4000, extra=extra)
    t.eq(c.get(i, "global", "max_frame_size"), 4000, "SET_GLOBAL with unknown extra attributes works")
    # a value attribute of another type next to the right one is ignored
    c.set(i, "global", "max_frame_size", 5000, extra=[swnl.string(swnl.SWITCH_ATTR_OP_VALUE_STR, "x")])
    t.eq(c.get(i, "global", "max_frame_size"), 5000, "extra OP_VALUE_STR next to OP_VALUE_INT ignored")


def test_get_reply_layout(t, env):
    c = env.c
    sw = env.sw(0)
    i = sw["id"]
    for group, name, index, idx_attr, value_attr in (
            ("global", "max_frame_size", None, None, swnl.SWITCH_ATTR_OP_VALUE_INT),
            ("port", "label", 3, swnl.SWITCH_ATTR_OP_PORT, swnl.SWITCH_ATTR_OP_VALUE_STR),
            ("port", "link", 3, swnl.SWITCH_ATTR_OP_PORT, swnl.SWITCH_ATTR_OP_VALUE_LINK),
            ("vlan", "ports", 1, swnl.SWITCH_ATTR_OP_VLAN, swnl.SWITCH_ATTR_OP_VALUE_PORTS)):
        msgs = c.get_msgs(i, group, name, index)
        t.eq(len(msgs), 1, "GET %s %s: one reply message" % (group, name))
        m = msgs[0]
        a = m.genl()
        t.eq(m.cmd, swnl.GROUPS[group][1], "GET %s %s: reply has the request's cmd" % (group, name))
        want = [swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_OP_ID] + ([idx_attr] if idx_attr else []) + [value_attr]
        t.eq(a.types(), want, "GET %s %s: reply attributes ID, OP_ID, index, value" % (group, name))
        t.eq(a.u32(swnl.SWITCH_ATTR_ID), i, "GET %s %s: reply echoes the switch id" % (group, name))
        t.eq(a.u32(swnl.SWITCH_ATTR_OP_ID), c.attr(i, group, name)["id"],
             "GET %s %s: reply echoes the attribute id" % (group, name))
        if idx_attr:
            t.eq(a.u32(idx_attr), index, "GET %s %s: reply echoes the index" % (group, name))
        if value_attr in (swnl.SWITCH_ATTR_OP_VALUE_PORTS, swnl.SWITCH_ATTR_OP_VALUE_LINK):
            flags = [f for tt, f, _ in a if tt == value_attr][0]
            t.ok(flags & swnl.NLA_F_NESTED, "GET %s %s: value nest carries NLA_F_NESTED" % (group, name))
