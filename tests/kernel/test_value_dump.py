"""DUMP_VALUES (cmd 13): every readable value of one group in one dump,
equal to the per-attribute GETs; items split over several messages when
a part of the dump is full; large VLAN tables; strict validation."""

import errno
import random

import swnl
from ktest import dump_start_extack
from swnl import u32, u16, raw

GROUPS = ("global", "port", "vlan")
GNUM = {"global": swnl.SWITCH_GROUP_GLOBAL, "port": swnl.SWITCH_GROUP_PORT,
        "vlan": swnl.SWITCH_GROUP_VLAN}
VALUE_TYPES = {swnl.SWITCH_ATTR_OP_VALUE_INT, swnl.SWITCH_ATTR_OP_VALUE_STR,
               swnl.SWITCH_ATTR_OP_VALUE_PORTS, swnl.SWITCH_ATTR_OP_VALUE_LINK}


def _readable(c, sw, group):
    """[(op_id, name)] of the group's readable attributes, in LIST order."""
    return [(e["id"], e["name"]) for e in c.list_attrs(sw["id"], group)
            if e["perm"] & swnl.SWITCH_OP_PERM_READ and e["type"] != swnl.SWITCH_TYPE_NOVAL]


def _norm(v):
    return swnl.norm_ports(v) if isinstance(v, list) else v


def _by_get(c, sw, group, items):
    """{item: {op_id: value}} read with one GET per attribute and item."""
    attrs = _readable(c, sw, group)
    out = {}
    for i in items:
        vals = {}
        for op_id, _ in attrs:
            vals[op_id] = _norm(c.get(sw["id"], group, op_id, index=i))
        out[i] = vals
    return out


def _dump(c, sw, group):
    return {i: {k: _norm(v) for k, v in vals.items()}
            for i, vals in c.dump_values(sw["id"], group).items()}


def _items(c, sw, group):
    if group == "global":
        return [0]
    if group == "port":
        return list(range(sw["ports"]))
    return sorted(c.dump_vlans(sw["id"]))


def test_equals_get(t, env):
    c = env.c
    for sw in env.switches:
        for group in GROUPS:
            got = _dump(c, sw, group)
            msgs = c.last_dump_msgs
            want = _by_get(c, sw, group, _items(c, sw, group))
            t.eq(got, want, "%s %s: DUMP_VALUES equals one GET per readable attribute (%d items)"
                 % (sw["alias"], group, len(want)))
            order = [list(m.genl().nests(swnl.SWITCH_ATTR_OP_VALUE)) for m in msgs]
            ids = [v.u32(swnl.SWITCH_ATTR_OP_ID) for vals in order for v in vals]
            t.ok(ids, "%s %s: the dump has values" % (sw["alias"], group))


def test_message_format(t, env):
    c = env.c
    sw = env.sw(0)
    for group in GROUPS:
        c.dump_values(sw["id"], group)
        msgs = c.last_dump_msgs
        idx = {"global": set(), "port": {swnl.SWITCH_ATTR_OP_PORT},
               "vlan": {swnl.SWITCH_ATTR_OP_VLAN}}[group]
        t.ok(msgs and all(m.cmd == swnl.SWITCH_CMD_NEW_ATTR and m.flags & swnl.NLM_F_MULTI
                          for m in msgs), "%s: NEW_ATTR messages with NLM_F_MULTI" % group)
        t.ok(all(set(m.genl().types()) - {swnl.SWITCH_ATTR_OP_VALUE}
                 == {swnl.SWITCH_ATTR_ID} | idx for m in msgs),
             "%s: each message holds ID%s and OP_VALUE nests only" % (group, " and its index" if idx else ""))
        ok = True
        for m in msgs:
            for v in m.genl().nests(swnl.SWITCH_ATTR_OP_VALUE):
                ty = set(v.types())
                if swnl.SWITCH_ATTR_OP_ID not in ty or len(ty & VALUE_TYPES) != 1 or len(ty) != 2:
                    ok = False
        t.ok(ok, "%s: each OP_VALUE nest holds OP_ID and exactly one OP_VALUE_*" % group)
        # in LIST order, readable and valued attributes only
        attrs = [a for a, _ in _readable(c, sw, group)]
        first = [v.u32(swnl.SWITCH_ATTR_OP_ID) for v in msgs[0].genl().nests(swnl.SWITCH_ATTR_OP_VALUE)]
        t.eq(first, attrs, "%s: values in LIST order, every readable one (no NOVAL, no write-only)"
             % group)


def test_values_follow_sets(t, env):
    c = env.c
    sw = env.sw(0)
    c.set(sw["id"], "global", "description", "dumped switch")
    c.set(sw["id"], "port", "label", "uplink", index=1)
    c.set(sw["id"], "port", "pvid", 3, index=2)
    c.set(sw["id"], "vlan", "ports", [(0, False), (2, True)], index=3)
    c.set(sw["id"], "vlan", "name", "office", index=3)
    g = c.attr(sw["id"], "global", "description")["id"]
    lab = c.attr(sw["id"], "port", "label")["id"]
    pvid = c.attr(sw["id"], "port", "pvid")["id"]
    vp = c.attr(sw["id"], "vlan", "ports")["id"]
    vn = c.attr(sw["id"], "vlan", "name")["id"]
    t.eq(c.dump_values(sw["id"], "global")[0][g], "dumped switch", "global description set is dumped")
    ports = c.dump_values(sw["id"], "port")
    t.eq((ports[1][lab], ports[2][pvid]), ("uplink", 3), "port label and pvid set are dumped")
    vl = c.dump_values(sw["id"], "vlan")
    t.eq((swnl.norm_ports(vl[3][vp]), vl[3][vn]), ([(0, False), (2, True)], "office"),
         "VLAN 3 members and name set are dumped")
    c.set(sw["id"], "vlan", "ports", [], index=3)
    t.ok(3 not in c.dump_values(sw["id"], "vlan"), "a VLAN emptied leaves the dump (name or not)")


def test_full_vlan_table(t, env):
    c = env.c
    sw = env.biggest_vlans()
    rng = random.Random(4094)
    n = sw["ports"]
    table = {}
    for v in range(sw["vlans"]):
        table[v] = sorted((p, rng.random() < 0.5) for p in rng.sample(range(n), rng.randint(1, n)))
        c.set(sw["id"], "vlan", "ports", table[v], index=v)
    vp = c.attr(sw["id"], "vlan", "ports")["id"]
    got = _dump(c, sw, "vlan")
    t.eq(sorted(got), sorted(table), "%s: every one of %d VLANs is in the dump" % (sw["alias"], len(table)))
    t.eq({v: got[v].get(vp) for v in got}, table, "%s: their members equal what was set" % sw["alias"])
    t.ok(c.datagrams > 1, "%s: the dump spans several datagrams (%d)" % (sw["alias"], c.datagrams))
    t.eq(got, _by_get(c, sw, "vlan", range(sw["vlans"])),
         "%s: the dump equals one GET per attribute of all %d VLANs" % (sw["alias"], sw["vlans"]))
    small = env.client(recv_size=4096)
    t.eq(_dump(small, sw, "vlan"), got, "%s: same dump read with 4 KiB reads" % sw["alias"])
    t.ok(small.datagrams > c.datagrams, "%s: ... in more datagrams (%d > %d)"
         % (sw["alias"], small.datagrams, c.datagrams))
    old = env.client(strict=False)
    t.eq(_dump(old, sw, "vlan"), got, "%s: old-style client gets the same dump" % sw["alias"])


def test_item_split(t, env):
    """Small parts: an item's values continue in the next message, none twice."""
    c = env.c
    small = env.client(recv_size=4096)
    for sw in env.switches:
        for group in ("port", "vlan"):
            want = _dump(c, sw, group)
            got = _dump(small, sw, group)
            t.eq(got, want, "%s %s: 4 KiB parts give the same values" % (sw["alias"], group))
            idx = swnl.SWITCH_ATTR_OP_PORT if group == "port" else swnl.SWITCH_ATTR_OP_VLAN
            seq = [m.genl().u32(idx) for m in small.last_dump_msgs]
            t.eq(seq, sorted(seq), "%s %s: items ascending" % (sw["alias"], group))
    # many VLAN items of a few hundred bytes, values that fit and values
    # that do not at the end of a part: items continue in the next message
    sw = env.biggest_vlans()
    members = [(p, p % 2 == 1) for p in range(sw["ports"])]
    for v in range(2, min(sw["vlans"], 402)):
        c.set(sw["id"], "vlan", "ports", members, index=v)
        c.set(sw["id"], "vlan", "name", (("n%d-" % v) * 8)[:32], index=v)
    want = _dump(c, sw, "vlan")
    got = _dump(small, sw, "vlan")
    seq = [m.genl().u32(swnl.SWITCH_ATTR_OP_VLAN) for m in small.last_dump_msgs]
    t.eq(got, want, "%s: %d named VLANs, 4 KiB parts: same values" % (sw["alias"], len(want)))
    t.ok(small.datagrams > 1, "%s: VLAN dump in %d parts" % (sw["alias"], small.datagrams))
    t.ok(len(seq) > len(set(seq)), "%s: some VLAN continues in a second message (%d messages, %d VLANs)"
         % (sw["alias"], len(seq), len(set(seq))))
    t.eq(seq, sorted(seq), "%s: VLAN messages ascending" % sw["alias"])


def test_strict_request(t, env):
    c = env.c
    sw = env.sw(0)
    ID, GROUP = swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_OP_GROUP
    cmd = swnl.SWITCH_CMD_DUMP_VALUES
    base = [u32(ID, sw["id"]), u32(GROUP, swnl.SWITCH_GROUP_PORT)]
    t.error(lambda: c.request(cmd, [u32(GROUP, 0)], dump=True), errno.EINVAL,
            "DUMP_VALUES without ID: EINVAL", extack=dump_start_extack("missing switch id"))
    t.error(lambda: c.request(cmd, [u32(ID, sw["id"])], dump=True), errno.EINVAL,
            "DUMP_VALUES without a group: EINVAL", extack=dump_start_extack("missing attribute group"))
    t.error(lambda: c.request(cmd, [u32(ID, 99), u32(GROUP, 0)], dump=True), errno.ENODEV,
            "DUMP_VALUES of an unknown switch: ENODEV", extack=dump_start_extack())
    for g in (3, 4, 0xFFFFFFFF):
        t.error(lambda: c.request(cmd, [u32(ID, sw["id"]), u32(GROUP, g)], dump=True),
                {errno.EINVAL, errno.ERANGE}, "DUMP_VALUES of group %d: rejected" % g, extack=True)
    for extra, what in ((u32(swnl.SWITCH_ATTR_OP_ID, 0), "OP_ID"),
                        (u32(swnl.SWITCH_ATTR_OP_PORT, 0), "OP_PORT"),
                        (u32(swnl.SWITCH_ATTR_OP_VALUE, 0), "OP_VALUE (a reply attribute)"),
                        (u32(swnl.SWITCH_ATTR_EXT_MAX + 1, 0), "type beyond the family"),
                        (u32(1000, 0), "type 1000"),
                        (raw(0, b"\0\0\0\0"), "type 0")):
        t.error(lambda: c.request(cmd, base + [extra], dump=True), errno.EINVAL,
                "DUMP_VALUES with an extra attribute %s: rejected" % what, extack=True)
    t.error(lambda: c.request(cmd, [u32(ID, sw["id"]), u16(GROUP, 1)], dump=True),
            {errno.EINVAL, errno.ERANGE}, "DUMP_VALUES with a 2-byte group: rejected", extack=True)
    t.error(lambda: c.request(cmd, [u16(ID, sw["id"]), u32(GROUP, 1)], dump=True),
            {errno.EINVAL, errno.ERANGE}, "DUMP_VALUES with a 2-byte ID: rejected", extack=True)
    t.error(lambda: c.request(cmd, base + [b"\x01\x02\x03"], dump=True), errno.EINVAL,
            "DUMP_VALUES with trailing garbage: EINVAL", extack=True)
    t.error(lambda: c.request(cmd, base, dump=True, reserved=1), errno.EINVAL,
            "DUMP_VALUES with a non-zero genl reserved field: EINVAL")
    t.error(lambda: c.request(cmd, base), errno.EOPNOTSUPP,
            "DUMP_VALUES without NLM_F_DUMP: EOPNOTSUPP")
    # a legacy command ignores the new attributes (liberal parsing)
    got = c.request(swnl.SWITCH_CMD_GET_SWITCH, base, dump=True)
    t.eq(len(got), 1, "GET_SWITCH (legacy) ignores OP_GROUP")
    t.eq(sorted(c.dump_values(sw["id"], "port")), list(range(sw["ports"])),
         "DUMP_VALUES works after the rejections")


# -- the filter (SWITCH_ATTR_OP_FILTER): only the values asked for


def _project(full, ids):
    """What a filtered dump must give: each item, only the ids asked for."""
    return {i: {k: v for k, v in vals.items() if k in ids} for i, vals in full.items()}


def _filtered(c, sw, group, ids):
    return {i: {k: _norm(v) for k, v in vals.items()}
            for i, vals in c.dump_values(sw["id"], group, only=ids).items()}


def _reads(env, sw):
    """hwsim's count of driver reads, by what was read (debugfs reads)."""
    out = {}
    for line in env.dfs(sw, "reads").splitlines():
        k, _, v = line.partition(":")
        out[k.strip()] = int(v)
    return out


def _delta(env, sw, before):
    after = _reads(env, sw)
    return {k: after[k] - before[k] for k in after if after[k] != before[k]}


def test_filter_equals_unfiltered(t, env):
    c = env.c
    for sw in env.switches:
        for group in GROUPS:
            every = [e["id"] for e in c.list_attrs(sw["id"], group)]
            readable = [a for a, _ in _readable(c, sw, group)]
            full = _dump(c, sw, group)
            subsets = {"its first readable attribute": readable[:1],
                       "every other readable one": readable[::2],
                       "the last readable one": readable[-1:],
                       "every attribute of the group": every}
            for what, ids in subsets.items():
                # the filter's order is not the reply's: LIST order is
                got = _filtered(c, sw, group, list(reversed(ids)))
                t.eq(got, _project(full, set(ids)), "%s %s, filter of %s: exactly those "
                     "values of the unfiltered dump, every item" % (sw["alias"], group, what))
                first = [v.u32(swnl.SWITCH_ATTR_OP_ID)
                         for v in c.last_dump_msgs[0].genl().nests(swnl.SWITCH_ATTR_OP_VALUE)]
                t.eq(first, [a for a in readable if a in ids],
                     "%s %s, filter of %s: in LIST order" % (sw["alias"], group, what))
            unreadable = [a for a in every if a not in readable]
            if unreadable:
                got = _filtered(c, sw, group, unreadable)
                t.eq(got, {i: {} for i in full}, "%s %s, filter of write-only/NOVAL attributes "
                     "only: a message per item, no value" % (sw["alias"], group))


def test_filter_reads_only_filtered(t, env):
    """The point of the filter: the driver reads nothing else (hwsim's
    debugfs reads counts its get callbacks)."""
    c = env.c
    sw = env.sw(0)
    n = sw["ports"]
    ids = [c.attr(sw["id"], "port", a)["id"] for a in ("link", "enable", "pvid")]
    before = _reads(env, sw)
    c.dump_values(sw["id"], "port", only=ids)
    t.eq(_delta(env, sw, before), {"link": n, "enable": n, "pvid": n},
         "port filter link/enable/pvid: %d ports, each read once, mib never" % n)
    before = _reads(env, sw)
    c.dump_values(sw["id"], "port")
    d = _delta(env, sw, before)
    t.eq((d.get("mib"), d.get("enable"), d.get("pvid")), (n, n, n),
         "unfiltered port dump reads mib, enable and pvid of every port")
    before = _reads(env, sw)
    c.dump_values(sw["id"], "global", only=[c.attr(sw["id"], "global", "description")["id"]])
    t.eq(_delta(env, sw, before), {}, "global filter description: max_frame_size not read")
    before = _reads(env, sw)
    c.dump_values(sw["id"], "global")
    t.eq(_delta(env, sw, before), {"max_frame": 1}, "unfiltered global dump reads max_frame_size")
    used = len(c.dump_vlans(sw["id"]))
    before = _reads(env, sw)
    c.dump_values(sw["id"], "vlan", only=[c.attr(sw["id"], "vlan", "name")["id"]])
    t.eq(_delta(env, sw, before), {}, "VLAN filter name: fid not read")
    before = _reads(env, sw)
    c.dump_values(sw["id"], "vlan")
    t.eq(_delta(env, sw, before), {"fid": used},
         "unfiltered VLAN dump reads the fid of each of the %d VLANs in use" % used)


def test_filter_across_parts(t, env):
    """A filtered dump in many 4 KiB parts, items continued in the next
    message: the same values as the unfiltered dump's."""
    c = env.c
    small = env.client(recv_size=4096)
    sw = max(env.switches, key=lambda s: s["ports"])
    big = [c.attr(sw["id"], "port", a)["id"] for a in ("mib", "label", "link")]
    for p in range(sw["ports"]):
        c.set(sw["id"], "port", "label", ("port%d-" % p) * 4, index=p)
    full = _dump(c, sw, "port")
    got = _filtered(small, sw, "port", big)
    t.eq(got, _project(full, set(big)), "%s: port filter mib/label/link in 4 KiB parts (%d "
         "datagrams): the unfiltered values" % (sw["alias"], small.datagrams))
    sw = env.biggest_vlans()
    members = [(p, p % 2 == 1) for p in range(sw["ports"])]
    for v in range(2, min(sw["vlans"], 402)):
        c.set(sw["id"], "vlan", "ports", members, index=v)
        c.set(sw["id"], "vlan", "name", (("n%d-" % v) * 8)[:32], index=v)
    ids = [c.attr(sw["id"], "vlan", a)["id"] for a in ("ports", "name")]
    full = _dump(c, sw, "vlan")
    got = _filtered(small, sw, "vlan", ids)
    seq = [m.genl().u32(swnl.SWITCH_ATTR_OP_VLAN) for m in small.last_dump_msgs]
    t.eq(got, _project(full, set(ids)), "%s: VLAN filter ports/name over %d VLANs in %d parts: "
         "the unfiltered values" % (sw["alias"], len(full), small.datagrams))
    t.ok(len(seq) > len(set(seq)), "%s: some VLAN continues in a second message (%d messages, "
         "%d VLANs)" % (sw["alias"], len(seq), len(set(seq))))
    t.eq(seq, sorted(seq), "%s: VLAN messages ascending" % sw["alias"])
    env.restore()


def _only_error(c, attrs):
    """Send a dump request; the answers to it (types), for 'nothing sent'."""
    seq, data = c.build(swnl.SWITCH_CMD_DUMP_VALUES, attrs,
                        flags=swnl.NLM_F_REQUEST | swnl.NLM_F_ACK | swnl.NLM_F_DUMP)
    c.send(data)
    return [m.type for m in c.poll_quiet(0.5) if m.seq == seq]


def test_filter_malformed(t, env):
    c = env.c
    sw = env.sw(0)
    ID, GROUP, FILTER = swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_OP_GROUP, swnl.SWITCH_ATTR_OP_FILTER
    OP_ID = swnl.SWITCH_ATTR_OP_ID
    cmd = swnl.SWITCH_CMD_DUMP_VALUES
    base = [u32(ID, sw["id"]), u32(GROUP, swnl.SWITCH_GROUP_PORT)]
    port_ids = [e["id"] for e in c.list_attrs(sw["id"], "port")]
    other = [e["id"] for g in ("global", "vlan") for e in c.list_attrs(sw["id"], g)
             if e["id"] not in port_ids]
    link = c.attr(sw["id"], "port", "link")["id"]
    cases = (
        (swnl.filter_nest([999]), errno.EINVAL, dump_start_extack("not one of the group"),
         "an id no attribute has"),
        (swnl.filter_nest([other[0]]), errno.EINVAL, dump_start_extack("not one of the group"),
         "the id of a global attribute (%d) in the port group" % other[0]),
        (swnl.filter_nest([0x1000 + 99]), errno.EINVAL, dump_start_extack("not one of the group"),
         "a built-in id beyond the built-in ones"),
        (swnl.filter_nest([]), errno.EINVAL, dump_start_extack("filter: empty"), "an empty nest"),
        (swnl.filter_nest([link, link]), errno.EINVAL, dump_start_extack("given twice"),
         "the same id twice"),
        (swnl.filter_nest(port_ids + [port_ids[0]]), errno.EINVAL,
         dump_start_extack("the group has %d attributes" % len(port_ids)),
         "more ids than the group has attributes"),
        (swnl.nest(FILTER, [u32(swnl.SWITCH_ATTR_OP_PORT, 0)], nested=True), errno.EINVAL, True,
         "an OP_PORT in the nest"),
        (swnl.nest(FILTER, [raw(0, b"\0\0\0\0")], nested=True), errno.EINVAL, True,
         "a type 0 attribute in the nest"),
        (swnl.nest(FILTER, [u16(OP_ID, link)], nested=True), {errno.EINVAL, errno.ERANGE}, True,
         "a 2-byte OP_ID"),
        (swnl.nest(FILTER, [swnl.u64(OP_ID, link)], nested=True), {errno.EINVAL, errno.ERANGE},
         True, "an 8-byte OP_ID"),
        (u32(FILTER, link), errno.EINVAL, True, "a u32 instead of a nest"),
        (swnl.nest(FILTER, [u32(OP_ID, link)], nested=False), errno.EINVAL, True,
         "a nest without NLA_F_NESTED"),
        (swnl.nest(FILTER, [u32(OP_ID, link), b"\x01\x02\x03"], nested=True), errno.EINVAL, True,
         "trailing bytes in the nest"),
    )
    before = _reads(env, sw)
    for filt, want, extack, what in cases:
        t.error(lambda: c.request(cmd, base + [filt], dump=True), want,
                "DUMP_VALUES filter with %s: refused" % what, extack=extack)
        types = _only_error(c, base + [filt])
        t.eq(types, [swnl.NLMSG_ERROR], "... %s: nothing but the error is sent" % what)
    t.eq(_delta(env, sw, before), {}, "the refused filters made the driver read nothing")
    t.eq(sorted(c.dump_values(sw["id"], "port", only=[link])), list(range(sw["ports"])),
         "a good filter works after the rejections")
    legacy = c.request(swnl.SWITCH_CMD_GET_SWITCH, base + [swnl.filter_nest([999])], dump=True)
    t.eq(len(legacy), 1, "GET_SWITCH (legacy) ignores OP_FILTER")
