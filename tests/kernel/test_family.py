"""The generic netlink family: name, version, registered commands and their
flags, as the genl controller reports them, and unknown commands."""

import errno

import swnl
from swnl import u32, string

CTRL_CMD_GETPOLICY = 10
CTRL_ATTR_POLICY = 8
CTRL_ATTR_OP_POLICY = 9
CTRL_ATTR_OP = 10
CTRL_ATTR_POLICY_DO = 1
CTRL_ATTR_POLICY_DUMP = 2

LEGACY_OPS = set(range(3, 12)) | {1}
ALL_OPS = LEGACY_OPS | {12, 13}
SET_OPS = {5, 8, 11}
DO_OPS = set(range(3, 12))
# LIST_* (3, 6, 9) also as dumps: the list in as many parts as the reader takes
DUMP_OPS = {1, 3, 6, 9, 12, 13}


def test_family_registered(t, env):
    n = swnl.Netlink()
    fam = t.succeeds(lambda: n.resolve("switch"), "family 'switch' resolves through nlctrl")
    if not fam:
        return
    t.eq(fam["name"], "switch", "controller reports the family name")
    t.eq(fam["version"], swnl.SWITCH_GENL_VERSION,
         "family version is 2 (DUMP_VALUES takes a filter)")
    t.eq(fam["hdrsize"], 0, "family has no user header")
    t.eq(fam["maxattr"], swnl.SWITCH_ATTR_EXT_MAX, "family maxattr is SWITCH_ATTR_EXT_MAX (24)")
    t.ok(fam["id"] >= 0x10 and fam["id"] != swnl.GENL_ID_CTRL,
         "family id is a dynamic id (%d)" % fam["id"])
    t.eq(sorted(fam["ops"]), sorted(ALL_OPS), "ops registered: 1 and 3..13 (12 = DUMP_VLANS, 13 = DUMP_VALUES)")
    n.close()


def test_op_flags(t, env):
    ops = env.c.family["ops"]
    for cmd in sorted(ALL_OPS):
        flags = ops.get(cmd)
        if flags is None:
            t.ok(False, "op %d present" % cmd)
            continue
        admin = bool(flags & swnl.GENL_ADMIN_PERM)
        t.eq(admin, cmd in SET_OPS, "op %d: GENL_ADMIN_PERM %s" % (
            cmd, "set (SET command)" if cmd in SET_OPS else "clear (read-only command)"))
        t.eq(bool(flags & swnl.GENL_CMD_CAP_DO), cmd in DO_OPS,
             "op %d: do handler %s" % (cmd, "present" if cmd in DO_OPS else "absent"))
        t.eq(bool(flags & swnl.GENL_CMD_CAP_DUMP), cmd in DUMP_OPS,
             "op %d: dump handler %s" % (cmd, "present" if cmd in DUMP_OPS else "absent"))
    t.ok(ops.get(12, 0) & swnl.GENL_CMD_CAP_HASPOL, "DUMP_VLANS declares a policy")
    t.ok(ops.get(13, 0) & swnl.GENL_CMD_CAP_HASPOL, "DUMP_VALUES declares a policy")


def test_unknown_commands(t, env):
    c = env.c
    sw = env.sw(0)
    for cmd in (0, 2, 14, 15, 100, 255):
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, sw["id"])]), errno.EOPNOTSUPP,
                "command %d (not registered) is rejected with EOPNOTSUPP" % cmd)
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, sw["id"])], dump=True),
                errno.EOPNOTSUPP, "command %d as a dump is rejected with EOPNOTSUPP" % cmd)
    # do-only commands asked for a dump, dump-only ones asked for a do
    for cmd in (4, 5, 7, 8, 10, 11):
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, sw["id"])], dump=True),
                errno.EOPNOTSUPP, "command %d has no dump handler: EOPNOTSUPP" % cmd)
    for cmd in (1, 12, 13):
        t.error(lambda: c.request(cmd, [u32(swnl.SWITCH_ATTR_ID, sw["id"])]),
                errno.EOPNOTSUPP, "command %d has no do handler: EOPNOTSUPP" % cmd)
    t.ok(c.switches(), "family still answers after unknown commands")


def _policy_types(n, fid, op):
    """Attribute types of the do/dump policy of one op, via CTRL_CMD_GETPOLICY."""
    msgs = n.genl_request(swnl.GENL_ID_CTRL, CTRL_CMD_GETPOLICY,
                          [string(swnl.CTRL_ATTR_FAMILY_NAME, "switch"), u32(CTRL_ATTR_OP, op)],
                          dump=True)
    policies = {}
    op_policy = {}
    for m in msgs:
        a = m.genl()
        pol = a.nest(CTRL_ATTR_POLICY)
        if pol is not None:
            for idx, _, p in pol:
                for atype, _, _ in swnl.Attrs(p):
                    policies.setdefault(idx, set()).add(atype)
        opp = a.nest(CTRL_ATTR_OP_POLICY)
        if opp is not None:
            for cmd, _, p in opp:
                pa = swnl.Attrs(p)
                op_policy[cmd] = (pa.u32(CTRL_ATTR_POLICY_DO), pa.u32(CTRL_ATTR_POLICY_DUMP))
    return policies, op_policy


def test_policy_dump(t, env):
    n = swnl.Netlink()
    res = t.succeeds(lambda: _policy_types(n, env.c.fid, 12),
                     "controller dumps the policy of DUMP_VLANS")
    if res:
        policies, op_policy = res
        do_idx, dump_idx = op_policy.get(12, (None, None))
        t.ok(dump_idx is not None, "DUMP_VLANS has a dump policy", repr(op_policy))
        t.eq(do_idx, None, "DUMP_VLANS has no do policy")
        if dump_idx is not None:
            t.eq(sorted(policies.get(dump_idx, ())), [swnl.SWITCH_ATTR_ID],
                 "DUMP_VLANS accepts exactly one attribute: SWITCH_ATTR_ID")
    res = t.succeeds(lambda: _policy_types(n, env.c.fid, 13),
                     "controller dumps the policy of DUMP_VALUES")
    if res:
        policies, op_policy = res
        do_idx, dump_idx = op_policy.get(13, (None, None))
        t.ok(dump_idx is not None, "DUMP_VALUES has a dump policy", repr(op_policy))
        t.eq(do_idx, None, "DUMP_VALUES has no do policy")
        if dump_idx is not None:
            t.eq(sorted(policies.get(dump_idx, ())),
                 [swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_OP_GROUP, swnl.SWITCH_ATTR_OP_FILTER],
                 "DUMP_VALUES accepts exactly SWITCH_ATTR_ID, SWITCH_ATTR_OP_GROUP and "
                 "SWITCH_ATTR_OP_FILTER")
            nested = [sorted(types) for idx, types in policies.items() if idx != dump_idx]
            t.eq(nested, [[swnl.SWITCH_ATTR_OP_ID]],
                 "its filter's nested policy: SWITCH_ATTR_OP_ID only")
    res = t.succeeds(lambda: _policy_types(n, env.c.fid, 5),
                     "controller dumps the policy of SET_GLOBAL")
    if res:
        policies, op_policy = res
        do_idx = op_policy.get(5, (None, None))[0]
        want = {swnl.SWITCH_ATTR_ID, swnl.SWITCH_ATTR_OP_ID, swnl.SWITCH_ATTR_OP_PORT,
                swnl.SWITCH_ATTR_OP_VLAN, swnl.SWITCH_ATTR_OP_VALUE_INT,
                swnl.SWITCH_ATTR_OP_VALUE_STR, swnl.SWITCH_ATTR_OP_VALUE_PORTS,
                swnl.SWITCH_ATTR_OP_VALUE_LINK}
        got = policies.get(do_idx, set())
        t.ok(want <= got, "SET_GLOBAL policy covers ID, OP_ID, OP_PORT, OP_VLAN and the values",
             "policy types %r" % sorted(got))
    n.close()
