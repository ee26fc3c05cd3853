"""Minimal generic netlink client for the "switch" family (standard library only).

Two layers:

- Netlink plumbing: Attr (attribute builder), encode/decode of netlink and
  generic netlink messages, a Netlink socket wrapper with request/dump
  helpers, extended ACK parsing and family resolution through nlctrl.
- SwitchClient: the swconfig protocol on top of it (switch dump, attribute
  lists, typed get/set, apply/reset, DUMP_VLANS), with a strict mode (nests
  carry NLA_F_NESTED) and an old-style mode (nests without it, like the
  libnl-tiny based OpenWrt tool).

Everything here is written for tests: every builder also accepts raw bytes
so malformed messages can be put together by hand.
"""

import errno
import os
import select
import socket
import struct

# ---------------------------------------------------------------------------
# netlink numbers

NETLINK_GENERIC = 16
SOL_NETLINK = 270
NETLINK_ADD_MEMBERSHIP = 1
NETLINK_CAP_ACK = 10
NETLINK_EXT_ACK = 11

NLMSG_NOOP = 1
NLMSG_ERROR = 2
NLMSG_DONE = 3
NLMSG_OVERRUN = 4

NLM_F_REQUEST = 0x01
NLM_F_MULTI = 0x02
NLM_F_ACK = 0x04
NLM_F_ECHO = 0x08
NLM_F_DUMP_INTR = 0x10
NLM_F_ROOT = 0x100
NLM_F_MATCH = 0x200
NLM_F_DUMP = NLM_F_ROOT | NLM_F_MATCH
# flags of NLMSG_ERROR messages
NLM_F_CAPPED = 0x100
NLM_F_ACK_TLVS = 0x200

NLA_F_NESTED = 0x8000
NLA_F_NET_BYTEORDER = 0x4000
NLA_TYPE_MASK = 0x3FFF

NLMSGERR_ATTR_MSG = 1
NLMSGERR_ATTR_OFFS = 2
NLMSGERR_ATTR_COOKIE = 3
NLMSGERR_ATTR_POLICY = 4
NLMSGERR_ATTR_MISS_TYPE = 5
NLMSGERR_ATTR_MISS_NEST = 6

NLMSG_HDR = struct.Struct("=IHHII")  # len, type, flags, seq, pid
GENL_HDR = struct.Struct("=BBH")  # cmd, version, reserved
NLA_HDR = struct.Struct("=HH")  # len, type

GENL_ID_CTRL = 0x10
CTRL_CMD_GETFAMILY = 3
CTRL_ATTR_FAMILY_ID = 1
CTRL_ATTR_FAMILY_NAME = 2
CTRL_ATTR_VERSION = 3
CTRL_ATTR_HDRSIZE = 4
CTRL_ATTR_MAXATTR = 5
CTRL_ATTR_OPS = 6
CTRL_ATTR_MCAST_GROUPS = 7
CTRL_ATTR_OP_ID = 1
CTRL_ATTR_OP_FLAGS = 2

GENL_ADMIN_PERM = 0x01
GENL_CMD_CAP_DO = 0x02
GENL_CMD_CAP_DUMP = 0x04
GENL_CMD_CAP_HASPOL = 0x08
GENL_UNS_ADMIN_PERM = 0x10

# ---------------------------------------------------------------------------
# switch family numbers (kmod/include/uapi/linux/switch.h)

SWITCH_GENL_NAME = "switch"
SWITCH_GENL_VERSION = 2
SWITCH_GENL_VERSION_OPENWRT = 1

SWITCH_ATTR_UNSPEC = 0
SWITCH_ATTR_TYPE = 1
SWITCH_ATTR_ID = 2
SWITCH_ATTR_DEV_NAME = 3
SWITCH_ATTR_ALIAS = 4
SWITCH_ATTR_NAME = 5
SWITCH_ATTR_VLANS = 6
SWITCH_ATTR_PORTS = 7
SWITCH_ATTR_PORTMAP = 8
SWITCH_ATTR_CPU_PORT = 9
SWITCH_ATTR_OP_ID = 10
SWITCH_ATTR_OP_TYPE = 11
SWITCH_ATTR_OP_NAME = 12
SWITCH_ATTR_OP_PORT = 13
SWITCH_ATTR_OP_VLAN = 14
SWITCH_ATTR_OP_VALUE_INT = 15
SWITCH_ATTR_OP_VALUE_STR = 16
SWITCH_ATTR_OP_VALUE_PORTS = 17
SWITCH_ATTR_OP_VALUE_LINK = 18
SWITCH_ATTR_OP_DESCRIPTION = 19
SWITCH_ATTR_PORT = 20
SWITCH_ATTR_OP_PERM = 21
SWITCH_OP_PERM_READ = 1 << 0
SWITCH_OP_PERM_WRITE = 1 << 1
SWITCH_ATTR_OP_GROUP = 22
SWITCH_ATTR_OP_VALUE = 23
SWITCH_ATTR_OP_FILTER = 24
SWITCH_ATTR_EXT_MAX = 24
SWITCH_GROUP_GLOBAL = 0
SWITCH_GROUP_PORT = 1
SWITCH_GROUP_VLAN = 2

SWITCH_PORTMAP_PORTS = 0
SWITCH_PORTMAP_SEGMENT = 1
SWITCH_PORTMAP_VIRT = 2

SWITCH_CMD_UNSPEC = 0
SWITCH_CMD_GET_SWITCH = 1
SWITCH_CMD_NEW_ATTR = 2
SWITCH_CMD_LIST_GLOBAL = 3
SWITCH_CMD_GET_GLOBAL = 4
SWITCH_CMD_SET_GLOBAL = 5
SWITCH_CMD_LIST_PORT = 6
SWITCH_CMD_GET_PORT = 7
SWITCH_CMD_SET_PORT = 8
SWITCH_CMD_LIST_VLAN = 9
SWITCH_CMD_GET_VLAN = 10
SWITCH_CMD_SET_VLAN = 11
SWITCH_CMD_DUMP_VLANS = 12
SWITCH_CMD_DUMP_VALUES = 13
SWITCH_CMD_MAX = 13

SWITCH_TYPE_UNSPEC = 0
SWITCH_TYPE_INT = 1
SWITCH_TYPE_STRING = 2
SWITCH_TYPE_PORTS = 3
SWITCH_TYPE_LINK = 4
SWITCH_TYPE_NOVAL = 5
TYPE_NAMES = {0: "unspec", 1: "int", 2: "string", 3: "ports", 4: "link", 5: "noval"}

SWITCH_PORT_UNSPEC = 0
SWITCH_PORT_ID = 1
SWITCH_PORT_FLAG_TAGGED = 2

SWITCH_LINK_UNSPEC = 0
SWITCH_LINK_FLAG_LINK = 1
SWITCH_LINK_FLAG_DUPLEX = 2
SWITCH_LINK_FLAG_ANEG = 3
SWITCH_LINK_FLAG_TX_FLOW = 4
SWITCH_LINK_FLAG_RX_FLOW = 5
SWITCH_LINK_SPEED = 6
SWITCH_LINK_FLAG_EEE_100BASET = 7
SWITCH_LINK_FLAG_EEE_1000BASET = 8
SWITCH_LINK_FLAG_EEE_2500BASET = 9
SWITCH_LINK_FLAG_EEE_5000BASET = 10
SWITCH_LINK_FLAG_EEE_10000BASET = 11

LINK_FLAGS = (
    ("link", SWITCH_LINK_FLAG_LINK),
    ("duplex", SWITCH_LINK_FLAG_DUPLEX),
    ("aneg", SWITCH_LINK_FLAG_ANEG),
    ("tx_flow", SWITCH_LINK_FLAG_TX_FLOW),
    ("rx_flow", SWITCH_LINK_FLAG_RX_FLOW),
    ("eee100", SWITCH_LINK_FLAG_EEE_100BASET),
    ("eee1000", SWITCH_LINK_FLAG_EEE_1000BASET),
    ("eee2500", SWITCH_LINK_FLAG_EEE_2500BASET),
    ("eee5000", SWITCH_LINK_FLAG_EEE_5000BASET),
    ("eee10000", SWITCH_LINK_FLAG_EEE_10000BASET),
)

SWITCH_ATTR_DEFAULTS_OFFSET = 0x1000

# group name -> (LIST, GET, SET command, index attribute or None)
GROUPS = {
    "global": (SWITCH_CMD_LIST_GLOBAL, SWITCH_CMD_GET_GLOBAL, SWITCH_CMD_SET_GLOBAL, None),
    "port": (SWITCH_CMD_LIST_PORT, SWITCH_CMD_GET_PORT, SWITCH_CMD_SET_PORT, SWITCH_ATTR_OP_PORT),
    "vlan": (SWITCH_CMD_LIST_VLAN, SWITCH_CMD_GET_VLAN, SWITCH_CMD_SET_VLAN, SWITCH_ATTR_OP_VLAN),
}


def align4(n):
    return (n + 3) & ~3


def pad4(data):
    return data + b"\0" * (align4(len(data)) - len(data))


# ---------------------------------------------------------------------------
# attribute building


class Attr:
    """One attribute to send: either a payload or children (a nest).

    nested=None lets the client decide whether a nest carries NLA_F_NESTED
    (strict or old-style client); True/False forces it. length overrides
    the nla_len field (for malformed messages); pad=False leaves the
    payload unpadded.
    """

    __slots__ = ("type", "payload", "children", "nested", "length", "pad", "flags")

    def __init__(self, atype, payload=b"", children=None, nested=None, length=None,
                 pad=True, flags=0):
        self.type = atype
        self.payload = payload
        self.children = children
        self.nested = nested
        self.length = length
        self.pad = pad
        self.flags = flags

    def encode(self, nest_flag=True):
        if self.children is not None:
            body = encode_attrs(self.children, nest_flag)
            use_nested = nest_flag if self.nested is None else self.nested
        else:
            body = bytes(self.payload)
            use_nested = bool(self.nested)
        atype = (self.type & 0xFFFF) | self.flags
        if use_nested:
            atype |= NLA_F_NESTED
        length = NLA_HDR.size + len(body) if self.length is None else self.length
        data = NLA_HDR.pack(length & 0xFFFF, atype & 0xFFFF) + body
        return pad4(data) if self.pad else data

    def __repr__(self):
        if self.children is not None:
            return "Attr(%d, nest=%r)" % (self.type, self.children)
        return "Attr(%d, %r)" % (self.type, bytes(self.payload))


def encode_attrs(attrs, nest_flag=True):
    out = b""
    for a in attrs:
        if isinstance(a, (bytes, bytearray)):
            out += bytes(a)  # verbatim, for hand-made garbage
        else:
            out += a.encode(nest_flag)
    return out


def u8(atype, v):
    return Attr(atype, struct.pack("=B", v & 0xFF))


def u16(atype, v):
    return Attr(atype, struct.pack("=H", v & 0xFFFF))


def u32(atype, v):
    return Attr(atype, struct.pack("=I", v & 0xFFFFFFFF))


def u64(atype, v):
    return Attr(atype, struct.pack("=Q", v & 0xFFFFFFFFFFFFFFFF))


def string(atype, s, nul=True):
    data = s.encode() if isinstance(s, str) else bytes(s)
    return Attr(atype, data + (b"\0" if nul else b""))


def flag(atype):
    return Attr(atype, b"")


def raw(atype, data, **kw):
    return Attr(atype, bytes(data), **kw)


def nest(atype, children, nested=None):
    return Attr(atype, children=list(children), nested=nested)


def filter_nest(op_ids):
    """DUMP_VALUES' filter: a nest of OP_ID u32s."""
    return nest(SWITCH_ATTR_OP_FILTER, [u32(SWITCH_ATTR_OP_ID, i) for i in op_ids], nested=True)


# ---------------------------------------------------------------------------
# attribute parsing


class Attrs:
    """Parsed attributes of a message or nest, in order.

    items: list of (type, flags, payload). Lookups by type return the
    first match.
    """

    def __init__(self, data, strict=False):
        self.items = []
        self.trailing = b""
        off = 0
        n = len(data)
        while off + NLA_HDR.size <= n:
            alen, atype = NLA_HDR.unpack_from(data, off)
            if alen < NLA_HDR.size or off + alen > n:
                if strict:
                    raise ValueError("bad attribute length %d at offset %d" % (alen, off))
                break
            self.items.append((atype & NLA_TYPE_MASK, atype & ~NLA_TYPE_MASK & 0xFFFF,
                               bytes(data[off + NLA_HDR.size:off + alen])))
            off += align4(alen)
        if off < n:
            self.trailing = bytes(data[off:])
            if strict and any(self.trailing):
                raise ValueError("%d trailing bytes" % len(self.trailing))

    def __contains__(self, atype):
        return any(t == atype for t, _, _ in self.items)

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)

    def types(self):
        return [t for t, _, _ in self.items]

    def raw(self, atype, default=None):
        for t, _, p in self.items:
            if t == atype:
                return p
        return default

    def all(self, atype):
        return [p for t, _, p in self.items if t == atype]

    def u8(self, atype, default=None):
        p = self.raw(atype)
        return default if p is None else struct.unpack_from("=B", p)[0]

    def u16(self, atype, default=None):
        p = self.raw(atype)
        return default if p is None else struct.unpack_from("=H", p)[0]

    def u32(self, atype, default=None):
        p = self.raw(atype)
        if p is None:
            return default
        if len(p) < 4:
            raise ValueError("attribute %d: %d bytes for a u32" % (atype, len(p)))
        return struct.unpack_from("=I", p)[0]

    def s32(self, atype, default=None):
        p = self.raw(atype)
        return default if p is None else struct.unpack_from("=i", p)[0]

    def str(self, atype, default=None):
        p = self.raw(atype)
        if p is None:
            return default
        return decode_str(p)

    def nest(self, atype):
        p = self.raw(atype)
        return None if p is None else Attrs(p)

    def nests(self, atype):
        return [Attrs(p) for p in self.all(atype)]


def decode_str(p):
    """A NUL-terminated string payload; raises if the NUL is missing."""
    if b"\0" not in p:
        raise ValueError("string attribute without NUL: %r" % p[:40])
    return p[:p.index(b"\0")].decode("utf-8", "replace")


# ---------------------------------------------------------------------------
# messages


class Message:
    """One received netlink message."""

    def __init__(self, mtype, flags, seq, pid, payload):
        self.type = mtype
        self.flags = flags
        self.seq = seq
        self.pid = pid
        self.payload = payload
        self.cmd = self.version = self.reserved = None
        self._attrs = None

    def genl(self):
        """Decode as generic netlink: sets cmd/version, returns Attrs."""
        if self._attrs is None:
            if len(self.payload) < GENL_HDR.size:
                raise ValueError("short generic netlink message")
            self.cmd, self.version, self.reserved = GENL_HDR.unpack_from(self.payload)
            self._attrs = Attrs(self.payload[GENL_HDR.size:])
        return self._attrs

    @property
    def attrs(self):
        return self.genl()

    def __repr__(self):
        return "Message(type=%d flags=%#x seq=%d len=%d)" % (
            self.type, self.flags, self.seq, len(self.payload))


def build_msg(mtype, flags, seq, payload, pid=0, length=None):
    """A netlink message; length overrides nlmsg_len (for malformed tests)."""
    n = NLMSG_HDR.size + len(payload) if length is None else length
    return NLMSG_HDR.pack(n & 0xFFFFFFFF, mtype, flags, seq, pid) + payload


def build_genl(family, cmd, attrs=(), flags=NLM_F_REQUEST | NLM_F_ACK, seq=1,
               version=1, reserved=0, nest_flag=True, length=None):
    payload = GENL_HDR.pack(cmd & 0xFF, version & 0xFF, reserved & 0xFFFF)
    if isinstance(attrs, (bytes, bytearray)):
        payload += bytes(attrs)
    else:
        payload += encode_attrs(attrs, nest_flag)
    return build_msg(family, flags, seq, payload, length=length)


def parse_msgs(data):
    """Split one datagram into Messages; stops at a bad length."""
    msgs = []
    off = 0
    while off + NLMSG_HDR.size <= len(data):
        mlen, mtype, flags, seq, pid = NLMSG_HDR.unpack_from(data, off)
        if mlen < NLMSG_HDR.size or off + mlen > len(data):
            raise ValueError("bad netlink message length %d at %d (datagram %d)" %
                             (mlen, off, len(data)))
        msgs.append(Message(mtype, flags, seq, pid, bytes(data[off + NLMSG_HDR.size:off + mlen])))
        off += align4(mlen)
    return msgs


class NetlinkError(OSError):
    """A netlink error reply (or an error in NLMSG_DONE).

    errno: positive errno; extack: the kernel's message or None;
    offset: NLMSGERR_ATTR_OFFS or None.
    """

    def __init__(self, err, extack=None, offset=None, miss_type=None, miss_nest=None):
        text = os.strerror(err)
        if extack:
            text += " (%s)" % extack
        super().__init__(err, text)
        self.extack = extack
        self.offset = offset
        self.miss_type = miss_type
        self.miss_nest = miss_nest


def parse_error(msg):
    """(errno as a negative or zero int, ext-ack Attrs) of an NLMSG_ERROR/DONE."""
    p = msg.payload
    if len(p) < 4:
        return 0, Attrs(b"")
    err = struct.unpack_from("=i", p)[0]
    tlvs = Attrs(b"")
    if msg.type == NLMSG_ERROR:
        if msg.flags & NLM_F_ACK_TLVS:
            if msg.flags & NLM_F_CAPPED or len(p) < 4 + NLMSG_HDR.size:
                off = 4 + NLMSG_HDR.size
            else:
                olen = struct.unpack_from("=I", p, 4)[0]
                off = 4 + align4(olen)
            tlvs = Attrs(p[off:])
    elif msg.flags & NLM_F_ACK_TLVS:  # NLMSG_DONE
        tlvs = Attrs(p[4:])
    return err, tlvs


def error_from(msg):
    err, tlvs = parse_error(msg)
    extack = tlvs.str(NLMSGERR_ATTR_MSG) if NLMSGERR_ATTR_MSG in tlvs else None
    return NetlinkError(-err, extack, tlvs.u32(NLMSGERR_ATTR_OFFS),
                        tlvs.u32(NLMSGERR_ATTR_MISS_TYPE), tlvs.u32(NLMSGERR_ATTR_MISS_NEST))


class Timeout(Exception):
    pass


class Netlink:
    """A NETLINK_GENERIC socket with request/reply helpers."""

    def __init__(self, ext_ack=True, cap_ack=True, rcvbuf=1 << 20, timeout=10.0,
                 recv_size=65536):
        self.sock = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_GENERIC)
        try:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        except OSError:
            pass
        if ext_ack:
            self.sock.setsockopt(SOL_NETLINK, NETLINK_EXT_ACK, 1)
        if cap_ack:
            self.sock.setsockopt(SOL_NETLINK, NETLINK_CAP_ACK, 1)
        self.sock.bind((0, 0))
        self.pid = self.sock.getsockname()[0]
        self.seq = int.from_bytes(os.urandom(2), "little") + 1
        self.timeout = timeout
        self.recv_size = recv_size
        self.datagrams = 0  # datagrams read by the last request/dump
        self.pending = []  # messages read but not consumed yet

    def close(self):
        self.sock.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def next_seq(self):
        self.seq = (self.seq + 1) & 0xFFFFFFFF or 1
        return self.seq

    def send(self, data):
        return self.sock.send(data)

    def recv_datagram(self, timeout=None):
        """One datagram as a list of Messages; raises Timeout."""
        t = self.timeout if timeout is None else timeout
        r, _, _ = select.select([self.sock], [], [], t)
        if not r:
            raise Timeout("no reply within %.1f s" % t)
        data = self.sock.recv(self.recv_size)
        self.datagrams += 1
        return parse_msgs(data)

    def poll_quiet(self, timeout=0.3):
        """Messages arriving within timeout (empty list when none)."""
        out = []
        while True:
            try:
                out += self.recv_datagram(timeout)
            except Timeout:
                return out

    def messages(self, seq, timeout=None):
        """Yield messages of this sequence number, skipping stale ones."""
        while True:
            if not self.pending:
                self.pending = self.recv_datagram(timeout)
            msg = self.pending.pop(0)
            if msg.seq != seq:
                continue
            yield msg

    def transact(self, data, seq, dump=False, timeout=None):
        """Send data, collect the replies of seq.

        A do request ends with its ACK (or error); NEW_ATTR messages flagged
        NLM_F_MULTI before the ACK are part of the reply (OpenWrt LIST_*
        style). A dump ends with NLMSG_DONE (or an error). Returns the list
        of reply messages; raises NetlinkError on an error.
        """
        self.pending = []
        self.datagrams = 0
        self.send(data)
        out = []
        for msg in self.messages(seq, timeout):
            if msg.type == NLMSG_ERROR:
                err, _ = parse_error(msg)
                if err:
                    raise error_from(msg)
                return out
            if msg.type == NLMSG_DONE:
                err, _ = parse_error(msg)
                if err:
                    raise error_from(msg)
                if dump:
                    return out
                continue
            if msg.type in (NLMSG_NOOP, NLMSG_OVERRUN):
                continue
            out.append(msg)
            if not dump and not msg.flags & NLM_F_MULTI and not (self._wants_ack(data)):
                return out

    @staticmethod
    def _wants_ack(data):
        flags = NLMSG_HDR.unpack_from(data)[2]
        return bool(flags & NLM_F_ACK)

    def genl_request(self, family, cmd, attrs=(), dump=False, ack=True, version=1,
                     reserved=0, nest_flag=True, extra_flags=0, timeout=None):
        seq = self.next_seq()
        flags = NLM_F_REQUEST | extra_flags
        if dump:
            flags |= NLM_F_DUMP
        if ack:
            flags |= NLM_F_ACK
        data = build_genl(family, cmd, attrs, flags=flags, seq=seq, version=version,
                          reserved=reserved, nest_flag=nest_flag)
        return self.transact(data, seq, dump=dump, timeout=timeout)

    def resolve(self, name):
        """Family info from nlctrl: dict(id, name, version, hdrsize, maxattr, ops, mcast)."""
        msgs = self.genl_request(GENL_ID_CTRL, CTRL_CMD_GETFAMILY,
                                 [string(CTRL_ATTR_FAMILY_NAME, name)])
        if not msgs:
            raise NetlinkError(errno.ENOENT, "no reply from nlctrl")
        return parse_family(msgs[0].genl())


def parse_family(a):
    ops = {}
    opsnest = a.nest(CTRL_ATTR_OPS)
    if opsnest is not None:
        for _, _, p in opsnest:
            op = Attrs(p)
            ops[op.u32(CTRL_ATTR_OP_ID)] = op.u32(CTRL_ATTR_OP_FLAGS, 0)
    mcast = []
    groups = a.nest(CTRL_ATTR_MCAST_GROUPS)
    if groups is not None:
        for _, _, p in groups:
            g = Attrs(p)
            mcast.append((g.str(1), g.u32(2)))
    return {
        "id": a.u16(CTRL_ATTR_FAMILY_ID),
        "name": a.str(CTRL_ATTR_FAMILY_NAME),
        "version": a.u32(CTRL_ATTR_VERSION),
        "hdrsize": a.u32(CTRL_ATTR_HDRSIZE),
        "maxattr": a.u32(CTRL_ATTR_MAXATTR),
        "ops": ops,
        "mcast": mcast,
    }


# ---------------------------------------------------------------------------
# switch values


def parse_ports(a):
    """A port list nest (Attrs) -> list of (port, tagged) in wire order."""
    out = []
    for t, _, p in a:
        if t != SWITCH_ATTR_PORT:
            raise ValueError("port list holds attribute %d" % t)
        pa = Attrs(p)
        out.append((pa.u32(SWITCH_PORT_ID), SWITCH_PORT_FLAG_TAGGED in pa))
    return out


def parse_link(a):
    link = {name: (num in a) for name, num in LINK_FLAGS}
    link["speed"] = a.u32(SWITCH_LINK_SPEED, 0)
    return link


def parse_value(a):
    """The value in a GET reply (Attrs): int, str, port list, link dict or None."""
    if SWITCH_ATTR_OP_VALUE_INT in a:
        return a.u32(SWITCH_ATTR_OP_VALUE_INT)
    if SWITCH_ATTR_OP_VALUE_STR in a:
        return a.str(SWITCH_ATTR_OP_VALUE_STR)
    if SWITCH_ATTR_OP_VALUE_PORTS in a:
        return parse_ports(a.nest(SWITCH_ATTR_OP_VALUE_PORTS))
    if SWITCH_ATTR_OP_VALUE_LINK in a:
        return parse_link(a.nest(SWITCH_ATTR_OP_VALUE_LINK))
    return None


def ports_attr(ports, atype=SWITCH_ATTR_OP_VALUE_PORTS):
    """Port list (ints, or (port, tagged) pairs, or 'Nt' strings) -> Attr."""
    children = []
    for p in ports:
        tagged = False
        if isinstance(p, str):
            tagged = p.endswith("t")
            p = int(p.rstrip("t"))
        elif isinstance(p, tuple):
            p, tagged = p
        sub = [u32(SWITCH_PORT_ID, p)]
        if tagged:
            sub.append(flag(SWITCH_PORT_FLAG_TAGGED))
        children.append(nest(SWITCH_ATTR_PORT, sub))
    return nest(atype, children)


def link_attr(link):
    """dict(duplex=, aneg=, speed=, ...) -> OP_VALUE_LINK Attr."""
    children = []
    for name, num in LINK_FLAGS:
        if link.get(name):
            children.append(flag(num))
    if link.get("speed") is not None:
        children.append(u32(SWITCH_LINK_SPEED, link["speed"]))
    return nest(SWITCH_ATTR_OP_VALUE_LINK, children)


def value_attrs(vtype, value):
    if vtype == SWITCH_TYPE_NOVAL:
        return []
    if vtype == SWITCH_TYPE_INT:
        return [u32(SWITCH_ATTR_OP_VALUE_INT, value)]
    if vtype == SWITCH_TYPE_STRING:
        return [string(SWITCH_ATTR_OP_VALUE_STR, value)]
    if vtype == SWITCH_TYPE_PORTS:
        return [ports_attr(value)]
    if vtype == SWITCH_TYPE_LINK:
        return [link_attr(value)]
    raise ValueError("unknown value type %r" % vtype)


def norm_ports(ports):
    """A port list as a sorted list of (port, tagged)."""
    return sorted((int(p), bool(t)) for p, t in ports)


def parse_switch(a):
    sw = {
        "id": a.u32(SWITCH_ATTR_ID),
        "dev_name": a.str(SWITCH_ATTR_DEV_NAME),
        "alias": a.str(SWITCH_ATTR_ALIAS),
        "name": a.str(SWITCH_ATTR_NAME),
        "vlans": a.u32(SWITCH_ATTR_VLANS),
        "ports": a.u32(SWITCH_ATTR_PORTS),
        "cpu_port": a.u32(SWITCH_ATTR_CPU_PORT),
        "portmap": None,
        "attr_types": a.types(),
    }
    pm = a.nest(SWITCH_ATTR_PORTMAP)
    if pm is not None:
        sw["portmap"] = [(e.str(SWITCH_PORTMAP_SEGMENT), e.u32(SWITCH_PORTMAP_VIRT))
                         for e in (Attrs(p) for _, _, p in pm)]
        sw["portmap_types"] = [t for t, _, _ in pm]
    return sw


def parse_attr_entry(a):
    return {
        "id": a.u32(SWITCH_ATTR_OP_ID),
        "type": a.u32(SWITCH_ATTR_OP_TYPE),
        "name": a.str(SWITCH_ATTR_OP_NAME),
        "description": a.str(SWITCH_ATTR_OP_DESCRIPTION),
        "perm": a.u32(SWITCH_ATTR_OP_PERM),
    }


class SwitchClient(Netlink):
    """Client of the switch family.

    strict=True: nests carry NLA_F_NESTED (modern libnl / YNL style);
    strict=False: old-style, no NLA_F_NESTED (OpenWrt libnl-tiny style).
    """

    def __init__(self, strict=True, family=None, **kw):
        super().__init__(**kw)
        self.strict = strict
        self.family = None
        self.attr_cache = {}
        if family is not False:
            self.resolve_family(family or SWITCH_GENL_NAME)

    def resolve_family(self, name=SWITCH_GENL_NAME):
        self.family = self.resolve(name)
        self.attr_cache = {}
        return self.family

    @property
    def fid(self):
        return self.family["id"]

    def request(self, cmd, attrs=(), dump=False, **kw):
        kw.setdefault("nest_flag", self.strict)
        return self.genl_request(self.fid, cmd, attrs, dump=dump, **kw)

    def send_raw(self, data, expect_reply=True, timeout=None):
        """Send a hand-made message (its seq must be self.seq after next_seq()).

        Returns the list of reply messages up to the ACK; raises NetlinkError.
        """
        seq = NLMSG_HDR.unpack_from(data)[3] if len(data) >= NLMSG_HDR.size else 0
        dump = len(data) >= NLMSG_HDR.size and \
            (NLMSG_HDR.unpack_from(data)[2] & NLM_F_DUMP) == NLM_F_DUMP
        return self.transact(data, seq, dump=dump, timeout=timeout)

    def build(self, cmd, attrs=(), flags=NLM_F_REQUEST | NLM_F_ACK, **kw):
        """(seq, bytes) of a request to this family, for send_raw()."""
        seq = self.next_seq()
        kw.setdefault("nest_flag", self.strict)
        return seq, build_genl(self.fid, cmd, attrs, flags=flags, seq=seq, **kw)

    # -- switches

    def switches(self):
        return [parse_switch(m.genl()) for m in self.request(SWITCH_CMD_GET_SWITCH, dump=True)]

    def switch(self, sw_id):
        for m in self.request(SWITCH_CMD_GET_SWITCH, [u32(SWITCH_ATTR_ID, sw_id)], dump=True):
            s = parse_switch(m.genl())
            if s["id"] == sw_id:
                return s
        return None

    # -- attribute lists

    def list_attrs(self, sw_id, group, dump=False):
        """LIST_*: as OpenWrt's tools ask (a plain request), or as a dump."""
        msgs = self.request(GROUPS[group][0], [u32(SWITCH_ATTR_ID, sw_id)], dump=dump)
        return [parse_attr_entry(m.genl()) for m in msgs]

    def attrs_of(self, sw_id, group):
        """{name: entry} of a group, cached."""
        key = (sw_id, group)
        if key not in self.attr_cache:
            self.attr_cache[key] = {e["name"]: e for e in self.list_attrs(sw_id, group)}
        return self.attr_cache[key]

    def attr(self, sw_id, group, name):
        try:
            return self.attrs_of(sw_id, group)[name]
        except KeyError:
            raise KeyError("switch %d has no %s attribute %r" % (sw_id, group, name)) from None

    def _target(self, sw_id, group, name, index):
        if isinstance(name, int):
            op_id, vtype = name, None
        else:
            e = self.attr(sw_id, group, name)
            op_id, vtype = e["id"], e["type"]
        attrs = [u32(SWITCH_ATTR_ID, sw_id), u32(SWITCH_ATTR_OP_ID, op_id)]
        idx_attr = GROUPS[group][3]
        if idx_attr is not None:
            attrs.append(u32(idx_attr, index if index is not None else 0))
        return attrs, vtype

    # -- get / set

    def get_msgs(self, sw_id, group, name, index=None):
        attrs, _ = self._target(sw_id, group, name, index)
        return self.request(GROUPS[group][1], attrs)

    def get(self, sw_id, group, name, index=None):
        msgs = self.get_msgs(sw_id, group, name, index)
        if not msgs:
            raise ValueError("GET returned no message")
        if len(msgs) == 1:
            return parse_value(msgs[0].genl())
        # a port list spilling over several messages
        ports = []
        for m in msgs:
            v = parse_value(m.genl())
            if not isinstance(v, list):
                return v
            ports += v
        return ports

    def set(self, sw_id, group, name, value=None, index=None, vtype=None, extra=()):
        attrs, known = self._target(sw_id, group, name, index)
        t = vtype if vtype is not None else known
        if t is None:
            raise ValueError("value type unknown for attribute id %r" % name)
        return self.request(GROUPS[group][2], attrs + value_attrs(t, value) + list(extra))

    def set_raw(self, sw_id, group, name, value_attrs_list, index=None):
        """SET with hand-made value attributes."""
        attrs, _ = self._target(sw_id, group, name, index)
        return self.request(GROUPS[group][2], attrs + list(value_attrs_list))

    def apply(self, sw_id):
        return self.set(sw_id, "global", "apply")

    def reset(self, sw_id):
        return self.set(sw_id, "global", "reset")

    # -- VLAN dump (cmd 12)

    def dump_values(self, sw_id, group, extra=(), only=None):
        """{item: {op_id: value}} from DUMP_VALUES (item: port or VLAN
        index, 0 for the global group); an item split over several
        messages is merged, and a value seen twice is an error. only: the
        op ids of a filter (SWITCH_ATTR_OP_FILTER)."""
        gnum = {"global": SWITCH_GROUP_GLOBAL, "port": SWITCH_GROUP_PORT,
                "vlan": SWITCH_GROUP_VLAN}[group]
        idx_attr = GROUPS[group][3]
        msgs = self.request(SWITCH_CMD_DUMP_VALUES,
                            [u32(SWITCH_ATTR_ID, sw_id), u32(SWITCH_ATTR_OP_GROUP, gnum)]
                            + ([filter_nest(only)] if only is not None else [])
                            + list(extra), dump=True)
        out = {}
        for m in msgs:
            a = m.genl()
            if a.u32(SWITCH_ATTR_ID) != sw_id:
                raise ValueError("DUMP_VALUES message for switch %r" % a.u32(SWITCH_ATTR_ID))
            item = a.u32(idx_attr) if idx_attr is not None else 0
            if item is None:
                raise ValueError("DUMP_VALUES message without its index")
            vals = out.setdefault(item, {})
            for v in a.nests(SWITCH_ATTR_OP_VALUE):
                op_id = v.u32(SWITCH_ATTR_OP_ID)
                if op_id is None or op_id in vals:
                    raise ValueError("DUMP_VALUES: value without OP_ID or twice: %r" % op_id)
                vals[op_id] = parse_value(v)
        self.last_dump_msgs = msgs
        return out

    def dump_vlans(self, sw_id, extra=()):
        """{vlan index: sorted [(port, tagged)]} from DUMP_VLANS."""
        out = {}
        msgs = self.request(SWITCH_CMD_DUMP_VLANS, [u32(SWITCH_ATTR_ID, sw_id)] + list(extra),
                            dump=True)
        for m in msgs:
            a = m.genl()
            if a.u32(SWITCH_ATTR_ID) != sw_id:
                raise ValueError("DUMP_VLANS message for switch %r" % a.u32(SWITCH_ATTR_ID))
            v = a.u32(SWITCH_ATTR_OP_VLAN)
            ports = parse_ports(a.nest(SWITCH_ATTR_OP_VALUE_PORTS) or Attrs(b""))
            if v in out:
                out[v] += ports  # tolerate a VLAN split over messages
            else:
                out[v] = ports
        self.last_dump_msgs = msgs
        return {v: norm_ports(p) for v, p in out.items()}
