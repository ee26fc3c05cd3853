# SPDX-License-Identifier: GPL-2.0-or-later
"""mibcheck: what the agent should serve, from the swconfig CLI, and the
checks that compare it with SNMP: the read path of the in-VM agent suites
(tests/agent/vm-run on swconfig-hwsim, tests/b53/vm-agent-run on the b53
simulator), Python 3 standard library only.

    import snmplab, mibcheck
    t = snmplab.Tap()
    lab = snmplab.Lab(...)
    mibcheck.use(t, lab)            # the Tap and Lab the checks report to
    mibcheck.check_everything('default context')          # switch0, switch1
    mibcheck.check_everything('b53', context='switch2',
                              clis=[mibcheck.Cli('switch2')])

Cli(dev): one reading of a switch through the CLI (help, show) and what
  SNMP should say of it (VLAN rows, names, PVIDs, MTU, link, descr ...).
check_everything(where, context=None, clis=None, counters=True): a walk
  of BRIDGE-MIB, Q-BRIDGE-MIB, IF-MIB and SWCONFIG-MIB compared object by
  object with the CLI (check_qbridge, check_bridge, check_if,
  check_swconfig); counters=False leaves out what history changes
  (counters after a reset, ifLastChange).
Also the OIDs, the IF-MIB counter mapping (IF_COUNTERS,
IF_COUNTER_COLUMNS), ifindex(), portlist(), if_counters(), port_mib(),
snmp_counters(), wait_value(), sys_uptime(), agent_object().
"""

import snmplab
from snmplab import swconfig, swconfig_help, swconfig_show

SYS_UPTIME = '1.3.6.1.2.1.1.3.0'
DOT1D_BRIDGE = '1.3.6.1.2.1.17'
DOT1D_BASE = '1.3.6.1.2.1.17.1'
DOT1D_BASE_PORT = '1.3.6.1.2.1.17.1.4.1'
QBRIDGE = '1.3.6.1.2.1.17.7'
Q_BASE = '1.3.6.1.2.1.17.7.1.1'
Q_NUM_DELETES = '1.3.6.1.2.1.17.7.1.4.1.0'
Q_CURRENT = '1.3.6.1.2.1.17.7.1.4.2.1'
Q_STATIC = '1.3.6.1.2.1.17.7.1.4.3.1'
Q_NEXT_FREE = '1.3.6.1.2.1.17.7.1.4.4.0'
Q_PORT = '1.3.6.1.2.1.17.7.1.4.5.1'
IF_TABLE = '1.3.6.1.2.1.2.2'
IF_ENTRY = '1.3.6.1.2.1.2.2.1'
IFX_TABLE = '1.3.6.1.2.1.31.1.1'
IFX_ENTRY = '1.3.6.1.2.1.31.1.1.1'
SWCONFIG_MIB = snmplab.SWCONFIG_MIB
SW_SWITCH = SWCONFIG_MIB + '.1.1.1'
SW_ATTR = SWCONFIG_MIB + '.1.2.1'
SW_VALUE = SWCONFIG_MIB + '.1.3.1'
SYSOR_ID = '1.3.6.1.2.1.1.9.1.2'

ROOTS = [DOT1D_BRIDGE, IF_TABLE, IFX_TABLE, SWCONFIG_MIB]
# objects whose value may change between two walks a moment apart
MOVING = [SWCONFIG_MIB + '.1.1.1.10.',		# swSwitchLastRead
          SWCONFIG_MIB + '.1.4.']		# swAgent: the readings' cost

TYPES = {'int': 1, 'string': 2, 'ports': 3, 'link': 4, 'none': 5}
GROUPS = {'global': 1, 'port': 2, 'vlan': 3}

# IF-MIB counters as sums of the b53/hwsim counter names: the test's own
# reading of what each driver counter means (RFC 2863 vs the chip docs)
IF_COUNTERS = {
    'in-octets': ['RxOctets'],
    'in-ucast': ['RxUnicastPkts'],
    'in-mcast': ['RxMulticastPkts'],
    'in-bcast': ['RxBroadcastPkts'],
    'in-discards': ['RxDropPkts', 'RxDiscarded'],
    # RFC 3635 3.2.7: alignment + FCS + frame too long (oversize and
    # jabbers); not runts, fragments or symbol errors
    'in-errors': ['RxFCSErrors', 'RxAlignmentErrors', 'RxJabbers',
                  'RxOversizePkts'],
    'out-octets': ['TxOctets'],
    'out-ucast': ['TxUnicastPkts'],
    'out-mcast': ['TxMulticastPkts'],
    'out-bcast': ['TxBroadcastPkts'],
    'out-discards': ['TxDropPkts'],
    'out-errors': ['TxLateCollision', 'TxExcessiveCollision'],
}
# (table entry, column) -> counter, width
IF_COUNTER_COLUMNS = {
    (IF_ENTRY, 10): ('in-octets', 32), (IF_ENTRY, 11): ('in-ucast', 32),
    (IF_ENTRY, 13): ('in-discards', 32), (IF_ENTRY, 14): ('in-errors', 32),
    (IF_ENTRY, 16): ('out-octets', 32), (IF_ENTRY, 17): ('out-ucast', 32),
    (IF_ENTRY, 19): ('out-discards', 32), (IF_ENTRY, 20): ('out-errors', 32),
    (IFX_ENTRY, 2): ('in-mcast', 32), (IFX_ENTRY, 3): ('in-bcast', 32),
    (IFX_ENTRY, 4): ('out-mcast', 32), (IFX_ENTRY, 5): ('out-bcast', 32),
    (IFX_ENTRY, 6): ('in-octets', 64), (IFX_ENTRY, 7): ('in-ucast', 64),
    (IFX_ENTRY, 8): ('in-mcast', 64), (IFX_ENTRY, 9): ('in-bcast', 64),
    (IFX_ENTRY, 10): ('out-octets', 64), (IFX_ENTRY, 11): ('out-ucast', 64),
    (IFX_ENTRY, 12): ('out-mcast', 64), (IFX_ENTRY, 13): ('out-bcast', 64),
}

ABSENT = '<absent>'

# The Tap and the Lab of the suite: set by use()
t = None
lab = None


def use(tap, the_lab):
    """Makes the checks report to tap and ask the_lab."""
    global t, lab
    t = tap
    lab = the_lab


# ------------------------------------------------------------ helpers
def portlist(members, nports):
    """RFC 4363 PortList of the CLI's "0 1 2t 7t" (switch ports from 0)."""
    octets = bytearray((nports + 7) // 8)
    for word in members.split():
        port = int(word.rstrip('tu*'))
        base = port + 1
        octets[(base - 1) // 8] |= 0x80 >> ((base - 1) % 8)
    return bytes(octets)


def untagged_of(members):
    return ' '.join(w for w in members.split() if not w.endswith('t'))


def by_oid(vars_):
    return {v.oid: v for v in vars_}


def column_rows(tree, entry, column):
    """{index suffix: Var} of one column in a walk."""
    prefix = f'{entry}.{column}.'
    return {oid[len(prefix):]: v for oid, v in tree.items() if oid.startswith(prefix)}


def check_column(tree, entry, column, expected, name, rows=None):
    """One test point: column's rows are exactly expected {suffix: value}
    (ABSENT: no such row). rows: restrict the comparison to these
    suffixes (None: all)."""
    got = {k: v.value for k, v in column_rows(tree, entry, column).items()
           if rows is None or k in rows}
    bad = []
    for k in sorted(set(got) | set(expected), key=snmplab.oid_tuple):
        if got.get(k, ABSENT) != expected.get(k, ABSENT):
            bad.append(f'  .{k}: got {got.get(k, ABSENT)!r}, '
                       f'expected {expected.get(k, ABSENT)!r}')
    if not t.ok(not bad, f'{name} ({len(expected)} rows)'):
        t.diag('\n'.join(bad[:10]))


def increasing(vars_):
    oids = [snmplab.oid_tuple(v.oid) for v in vars_]
    return all(a < b for a, b in zip(oids, oids[1:]))


def cli_link(text):
    """The CLI's link text without its "port:N " prefix."""
    words = text.split()
    return ' '.join(w for w in words if not w.startswith('port:'))


def link_up(text):
    return 'link:up' in text.split()


def link_speed(text):
    for w in text.split():
        if w.startswith('speed:') and w.endswith('baseT'):
            return int(w[len('speed:'):-len('baseT')])
    return 0


def mib_counters(text):
    """The driver's mib text -> {name: value}."""
    out = {}
    for line in text.splitlines():
        name, sep, value = line.partition(':')
        if sep and value.strip().isdigit():
            out[name.strip()] = int(value)
    return out


def if_counters(mib):
    return {c: sum(mib.get(n, 0) for n in names) for c, names in IF_COUNTERS.items()}


def port_mib(dev, port):
    return mib_counters(swconfig('dev', dev, 'port', port, 'get', 'mib'))


def wait_value(oid, want, timeout=20, context=None):
    return lab.wait_for(lambda: lab.value(oid, context=context) == want, timeout)


def sys_uptime():
    return lab.value(SYS_UPTIME)


def ifindex(sw_id, port):
    return 1000 + 1000 * sw_id + port + 1


# ------------------------------------------- what the kernel reports
class Cli:
    """One reading of a switch through the CLI, and what SNMP should say."""

    def __init__(self, dev, kernel_id=None):
        """kernel_id: the switch's SWITCH_ATTR_ID, which SWCONFIG-MIB
        indexes by; N of switchN (what ifIndex keys on) when not given,
        as our core numbers them (OpenWrt's core counts ids from 1)."""
        self.dev = dev
        self.help = swconfig_help(dev)
        self.show = swconfig_show(dev)
        info = self.help['switch']
        self.id = int(dev.replace('switch', ''))
        self.kernel_id = self.id if kernel_id is None else kernel_id
        self.nports = info['ports']
        self.cpu = info['cpu_port']
        self.nvlans = info['vlans']
        self.alias = info['alias']
        self.driver = info['driver']
        self.attrs = {g: {a.name: a for a in self.help[g]} for g in GROUPS}
        self.has_vid = 'vid' in self.attrs['vlan']
        # enable_vlan 0: the table is staged, VLAN 1 of every port in effect
        self.vlan_aware = self.show['global'].get('enable_vlan', '1') != '0'

    def vid(self, index):
        if self.has_vid:
            return int(self.show['vlan'][index]['vid'])
        return index

    def vlans(self):
        """{vid: (index, members text)} of the rows Q-BRIDGE-MIB serves."""
        out = {}
        for index, attrs in sorted(self.show['vlan'].items()):
            vid = self.vid(index)
            if 1 <= vid <= 4094 and vid not in out:
                out[vid] = (index, attrs['ports'])
        return out

    def max_supported(self):
        """dot1qMaxSupportedVlans: a driver with a "vid" per table slot has
        as many VLANs as slots (of any VID), else one per VID."""
        return min(self.nvlans, 4094) if self.has_vid else self.max_vid()

    def current_vlans(self):
        """{vid: members text} of the VLANs in effect."""
        if self.vlan_aware:
            return {vid: m for vid, (i, m) in self.vlans().items()}
        return {1: ' '.join(str(p) for p in range(self.nports))}

    def fdb_id(self, vid):
        """dot1qVlanFdbId of a VLAN in effect: the driver's "fid" where it
        has one (rtl836x, hwsim), else the VID; the one VLAN of a switch
        with enable_vlan 0 learns into database 1."""
        if not self.vlan_aware or 'fid' not in self.attrs['vlan']:
            return vid
        index = self.vlans()[vid][0]
        text = self.show['vlan'][index].get('fid', '')
        return int(text) if text.isdigit() else vid

    def ingress_filtering(self, p):
        """dot1qPortIngressFiltering: true(1) for mvsw61xx's "qmode" 3
        (secure) while VLANs are on, else false(2)."""
        secure = self.port(p).get('qmode') == '3'
        return 1 if secure and self.vlan_aware else 2

    def pvid_in_effect(self, p):
        return self.pvid(p) if self.vlan_aware else 1

    def vlan_name(self, index):
        if 'name' in self.attrs['vlan']:
            name = self.show['vlan'][index].get('name', '')
            return name.encode()[:32]
        return f'VLAN{self.vid(index):04d}'.encode()

    def max_vid(self):
        if self.has_vid:
            return 4094
        return min(4094, self.nvlans - 1)

    def port(self, p):
        return self.show['port'][p]

    def pvid(self, p):
        text = self.port(p).get('pvid')
        if text is None or not text.isdigit():
            return None
        index = int(text)
        if self.has_vid:
            row = self.show['vlan'].get(index)
            return int(row['vid']) if row else None
        return index if 1 <= index <= 4094 else None

    def mtu(self):
        size = int(self.show['global'].get('max_frame_size', '0'))
        return size - 22 if size > 22 else 1500

    def admin_up(self, p):
        return self.port(p).get('enable', '1') != '0'

    def has_link(self, p):
        """Whether the driver reports port p's link (a LINK attribute:
        ip17xx's "link" is an INT speed)."""
        attr = self.attrs['port'].get('link')
        return attr is not None and attr.type == 'link' and 'link' in self.port(p)

    def oper_status(self, p):
        """ifOperStatus: unknown(4) where the driver has no link."""
        if not self.admin_up(p):
            return 2
        if not self.has_link(p):
            return 4
        return 1 if link_up(self.port(p)['link']) else 2

    def bridge_address(self):
        try:
            with open(f'/sys/class/net/{self.alias}/address') as f:
                return bytes.fromhex(f.read().strip().replace(':', ''))
        except OSError:
            return bytes([0x02, 0x53, 0x57, 0, self.id >> 8, self.id & 0xff])

    def descr(self, p):
        label = self.port(p).get('label', '')
        cpu = ' (CPU)' if p == self.cpu else ''
        quoted = f' "{label}"' if label else ''
        return f'{self.dev} port {p}{cpu}{quoted}'.encode()


# ------------------------------------------------ the objects, checked
def persistent():
    """Whether the agent saves the switches (stateDir in its configuration):
    its VLANs are permanent(2) then, other(1) without."""
    try:
        with open(lab.agent_conf) as f:
            return any(line.split()[:1] == ['stateDir'] for line in f)
    except OSError:
        return False


def check_qbridge(cli, tree, where):
    vlans = cli.vlans()
    current = cli.current_vlans()
    n = cli.nports
    suffix = {vid: str(vid) for vid in vlans}
    t.is_([tree.get(f'{Q_BASE}.{i}.0', snmplab.Var('', '', None)).value
           for i in range(1, 6)],
          [1, cli.max_vid(), cli.max_supported(), len(current), 2],
          f'{where}: dot1qBase (version, max VID, max supported, number of '
          f'VLANs in effect from the CLI, GVRP disabled)')
    t.is_(tree.get(Q_NEXT_FREE, snmplab.Var('', '', None)).value, 0,
          f'{where}: dot1qNextFreeLocalVlanIndex')
    check_column(tree, Q_STATIC, 1,
                 {suffix[v]: cli.vlan_name(i) for v, (i, m) in vlans.items()},
                 f'{where}: dot1qVlanStaticName = CLI VLAN names')
    check_column(tree, Q_STATIC, 2,
                 {suffix[v]: portlist(m, n) for v, (i, m) in vlans.items()},
                 f'{where}: dot1qVlanStaticEgressPorts = CLI members')
    check_column(tree, Q_STATIC, 3,
                 {suffix[v]: bytes((n + 7) // 8) for v in vlans},
                 f'{where}: dot1qVlanForbiddenEgressPorts empty, fixed length')
    check_column(tree, Q_STATIC, 4,
                 {suffix[v]: portlist(untagged_of(m), n) for v, (i, m) in vlans.items()},
                 f'{where}: dot1qVlanStaticUntaggedPorts = CLI untagged members')
    check_column(tree, Q_STATIC, 5, {suffix[v]: 1 for v in vlans},
                 f'{where}: dot1qVlanStaticRowStatus active')
    cur = {vid: f'0.{vid}' for vid in current}
    check_column(tree, Q_CURRENT, 3, {cur[v]: cli.fdb_id(v) for v in current},
                 f'{where}: dot1qVlanFdbId = CLI fid (else VID), TimeMark 0')
    check_column(tree, Q_CURRENT, 4,
                 {cur[v]: portlist(m, n) for v, m in current.items()},
                 f'{where}: dot1qVlanCurrentEgressPorts = CLI members in effect')
    check_column(tree, Q_CURRENT, 5,
                 {cur[v]: portlist(untagged_of(m), n) for v, m in current.items()},
                 f'{where}: dot1qVlanCurrentUntaggedPorts = CLI untagged members '
                 f'in effect')
    status = 2 if persistent() else 1
    check_column(tree, Q_CURRENT, 6, {cur[v]: status for v in current},
                 f'{where}: dot1qVlanStatus {"permanent" if status == 2 else "other"}')
    ports = {str(p + 1): p for p in range(n)}
    check_column(tree, Q_PORT, 1,
                 {k: cli.pvid_in_effect(p) for k, p in ports.items()
                  if cli.pvid_in_effect(p)},
                 f'{where}: dot1qPvid = CLI pvid in effect, by base port')
    check_column(tree, Q_PORT, 3,
                 {k: cli.ingress_filtering(p) for k, p in ports.items()},
                 f'{where}: dot1qPortIngressFiltering = CLI qmode secure, '
                 f'else false')
    honest = {2: 1, 4: 2, 5: 0, 6: bytes(6), 7: 2}
    for column, value in honest.items():
        check_column(tree, Q_PORT, column, {k: value for k in ports},
                     f'{where}: dot1qPortVlanTable column {column} (no GVRP)')


def check_bridge(cli, tree, where):
    t.is_([tree.get(f'{DOT1D_BASE}.{i}.0', snmplab.Var('', '', None)).value
           for i in (1, 2, 3)],
          [cli.bridge_address(), cli.nports, 2],
          f'{where}: dot1dBase (bridge address, number of ports, '
          f'transparent-only)')
    ports = {str(p + 1): p for p in range(cli.nports)}
    check_column(tree, DOT1D_BASE_PORT, 1, {k: p + 1 for k, p in ports.items()},
                 f'{where}: dot1dBasePort contiguous from 1')
    check_column(tree, DOT1D_BASE_PORT, 2,
                 {k: ifindex(cli.id, p) for k, p in ports.items()},
                 f'{where}: dot1dBasePortIfIndex -> the port\'s IF-MIB row')
    check_column(tree, DOT1D_BASE_PORT, 3, {k: '0.0' for k in ports},
                 f'{where}: dot1dBasePortCircuit')
    for column in (4, 5):
        check_column(tree, DOT1D_BASE_PORT, column, {k: 0 for k in ports},
                     f'{where}: dot1dBasePortTable column {column}')


def if_expected(cli, p, start_ticks=0):
    """{(entry, column): value} of port p's IF-MIB row, from the CLI."""
    port = cli.port(p)
    # the link's speed, even on a port that is administratively down; no
    # link change since the agent started: 0 for a link that is down
    link = port.get('link', '') if cli.has_link(p) else ''
    speed = link_speed(link) if link_up(link) else 0
    mib = mib_counters(port.get('mib', ''))
    ctr = if_counters(mib)
    # an IF-MIB counter none of whose driver counters the port has (a
    # port the chip lacks prints none) is not served
    has = {c: any(n in mib for n in names) for c, names in IF_COUNTERS.items()}
    e = {
        (IF_ENTRY, 1): ifindex(cli.id, p),
        (IF_ENTRY, 2): cli.descr(p),
        (IF_ENTRY, 3): 6,
        (IF_ENTRY, 4): cli.mtu(),
        (IF_ENTRY, 5): min(speed * 1000000, 2 ** 32 - 1),
        (IF_ENTRY, 6): b'',
        (IF_ENTRY, 7): 1 if cli.admin_up(p) else 2,
        (IF_ENTRY, 8): cli.oper_status(p),
        (IF_ENTRY, 9): start_ticks,
        (IF_ENTRY, 12): (ctr['in-mcast'] + ctr['in-bcast']) % 2 ** 32
        if has['in-mcast'] or has['in-bcast'] else ABSENT,
        (IF_ENTRY, 15): 0,
        (IF_ENTRY, 18): (ctr['out-mcast'] + ctr['out-bcast']) % 2 ** 32
        if has['out-mcast'] or has['out-bcast'] else ABSENT,
        (IF_ENTRY, 21): 0,
        (IF_ENTRY, 22): '0.0',
        (IFX_ENTRY, 1): f'{cli.dev}-port{p}'.encode(),
        (IFX_ENTRY, 14): 1,		# linkUp/linkDown traps: enabled by default
        (IFX_ENTRY, 15): speed,
        (IFX_ENTRY, 16): 2,
        (IFX_ENTRY, 17): 2 if p == cli.cpu else 1,
        (IFX_ENTRY, 18): b'',
        (IFX_ENTRY, 19): start_ticks,
    }
    for key, (name, width) in IF_COUNTER_COLUMNS.items():
        e[key] = ctr[name] % 2 ** width if has[name] else ABSENT
    return e


def check_if(cli, tree, where, counters=True):
    """counters: whether the ports have no history yet: counted only
    since the kernel started (no reset_mib, no module reload: the agent's
    totals go on across those), no link change since the agent started."""
    rows = {str(ifindex(cli.id, p)) for p in range(cli.nports)}
    per_port = {p: if_expected(cli, p) for p in range(cli.nports)}
    keys = sorted(per_port[0], key=lambda k: (k[0], k[1]))
    for entry, column in keys:
        if not counters and ((entry, column) in IF_COUNTER_COLUMNS or
                             (entry, column) in ((IF_ENTRY, 9), (IF_ENTRY, 12),
                                                 (IF_ENTRY, 18), (IFX_ENTRY, 19))):
            continue
        exp = {str(ifindex(cli.id, p)): per_port[p][(entry, column)]
               for p in range(cli.nports)}
        table = 'ifTable' if entry == IF_ENTRY else 'ifXTable'
        check_column(tree, entry, column, exp,
                     f'{where}: {table} column {column} of {cli.dev} ports', rows=rows)
    # the rows have nothing beyond ports: e.g. no ifIndex nports + 1
    beyond = str(ifindex(cli.id, cli.nports))
    t.ok(not any(k == beyond for k in column_rows(tree, IF_ENTRY, 1)),
         f'{where}: no ifTable row beyond {cli.dev}\'s last port')


def value_text(cli_text, attr_type):
    if attr_type == 'link':
        return cli_link(cli_text)
    if attr_type == 'ports':
        return ' '.join(cli_text.split())
    return cli_text


def check_swconfig(clis, tree, where):
    sw_rows = {str(c.kernel_id + 1): c for c in clis}
    cols = {2: lambda c: c.kernel_id, 3: lambda c: c.dev.encode(),
            4: lambda c: c.alias.encode(), 5: lambda c: c.driver.encode(),
            6: lambda c: c.nports, 7: lambda c: c.nvlans, 8: lambda c: c.cpu,
            9: lambda c: len(c.vlans())}
    for column, fn in cols.items():
        check_column(tree, SW_SWITCH, column, {k: fn(c) for k, c in sw_rows.items()},
                     f'{where}: swSwitchTable column {column} = CLI help/show')
    up = sys_uptime()
    last_read = column_rows(tree, SW_SWITCH, 10)
    t.ok(set(last_read) == set(sw_rows) and
         all(0 <= v.value <= up for v in last_read.values()),
         f'{where}: swSwitchLastRead within sysUpTime')

    names, types, descrs = {}, {}, {}
    for c in clis:
        for group, gnum in GROUPS.items():
            for a in c.help[group]:
                key = (c.kernel_id + 1, gnum, a.name)
                names[key] = a.name.encode()
                types[key] = TYPES[a.type]
                descrs[key] = a.description.encode()
    # the agent indexes by the kernel's attribute id, which the CLI does not
    # print: match rows by (switch, group, name)
    got = {}
    ids = {}
    for suffix, v in column_rows(tree, SW_ATTR, 3).items():
        sw_i, group, attr_id = (int(x) for x in suffix.split('.'))
        got[(sw_i, group, v.value.decode())] = suffix
        ids[(sw_i, group, v.value.decode())] = attr_id
    t.is_(sorted(got), sorted(names),
          f'{where}: swAttrTable has exactly the attributes of CLI help')
    ok_type = all(tree.get(f'{SW_ATTR}.4.{got[k]}') and
                  tree[f'{SW_ATTR}.4.{got[k]}'].value == types[k] for k in got if k in types)
    t.ok(ok_type, f'{where}: swAttrType = CLI help types')
    ok_descr = all(tree.get(f'{SW_ATTR}.5.{got[k]}') and
                   tree[f'{SW_ATTR}.5.{got[k]}'].value == descrs[k] for k in got if k in descrs)
    t.ok(ok_descr, f'{where}: swAttrDescription = CLI help descriptions')

    # values: every readable attribute at every instance the CLI shows
    expected = {}
    for c in clis:
        for group, gnum in GROUPS.items():
            scopes = {0: c.show['global']} if group == 'global' else c.show[group]
            for instance, attrs in scopes.items():
                for name, text in attrs.items():
                    key = (c.kernel_id + 1, gnum, name)
                    if key not in got or text == '???':
                        continue
                    a = c.attrs[group][name]
                    expected[f'{got[key]}.{instance}'] = (a.type, value_text(text, a.type))
    texts = {k: v.value.decode(errors='replace').rstrip('\n')
             for k, v in column_rows(tree, SW_VALUE, 2).items()}
    bad = [f'  .{k}: got {texts.get(k)!r}, expected {e[1]!r}'
           for k, e in sorted(expected.items()) if texts.get(k) != e[1].rstrip('\n')]
    extra = sorted(set(texts) - set(expected))
    if not t.ok(not bad and not extra,
                f'{where}: swValueText = CLI show for {len(expected)} values'):
        t.diag('\n'.join(bad[:10] + [f'  unexpected row .{k}' for k in extra[:10]]))
    # typed columns
    typed_bad = []
    for k, (atype, text) in expected.items():
        if atype == 'int':
            if tree.get(f'{SW_VALUE}.3.{k}', snmplab.Var('', '', None)).value != int(text):
                typed_bad.append(f'swValueInteger.{k}')
        elif atype == 'string':
            got_s = tree.get(f'{SW_VALUE}.4.{k}', snmplab.Var('', '', None)).value
            if got_s is None or got_s.rstrip(b'\n') != text.encode().rstrip(b'\n'):
                typed_bad.append(f'swValueString.{k}')
        elif atype == 'ports':
            sw_i = int(k.split('.')[0])
            n = next(c.nports for c in clis if c.kernel_id + 1 == sw_i)
            tagged = ' '.join(w for w in text.split() if w.endswith('t'))
            if (tree.get(f'{SW_VALUE}.5.{k}', snmplab.Var('', '', None)).value !=
                    portlist(text, n) or
                    tree.get(f'{SW_VALUE}.6.{k}', snmplab.Var('', '', None)).value !=
                    portlist(tagged, n)):
                typed_bad.append(f'swValuePorts.{k}')
        elif atype == 'link':
            want = [1 if link_up(text) else 2, link_speed(text),
                    1 if 'full-duplex' in text else 2, 1 if 'auto' in text.split() else 2]
            got_l = [tree.get(f'{SW_VALUE}.{col}.{k}', snmplab.Var('', '', None)).value
                     for col in (7, 8, 9, 10)]
            if link_up(text) and got_l != want or not link_up(text) and got_l[0] != 2:
                typed_bad.append(f'swValueLink*.{k}: {got_l} vs {want}')
    if not t.ok(not typed_bad, f'{where}: typed value columns (integer, string, '
                               f'PortList, link) = CLI values'):
        t.diag('\n'.join(typed_bad[:10]))


def full_walk(context=None, reps=50):
    tree = {}
    for root in ROOTS:
        tree.update(by_oid(lab.bulkwalk(root, reps=reps, context=context)))
    return tree


def check_everything(where, context=None, clis=None, counters=True):
    clis = clis or [Cli('switch0'), Cli('switch1')]
    tree = full_walk(context)
    default = clis[0] if context is None else next(c for c in clis if c.dev == context)
    shown = clis if context is None else [default]
    check_qbridge(default, tree, where)
    check_bridge(default, tree, where)
    for c in shown:
        check_if(c, tree, where, counters)
    check_swconfig(shown, tree, where)
    return tree


def agent_moving(oid):
    return any(oid.startswith(m) for m in MOVING)


def agent_object(oid):
    """Whether the agent serves oid (not snmpd's own interfaces)."""
    for entry in (IF_ENTRY, IFX_ENTRY):
        if oid.startswith(entry + '.'):
            return int(oid.split('.')[-1]) >= 1000
    return True


def snmp_counters(sw_id, port):
    out = {}
    got = by_oid(lab.get([f'{e}.{c}.{ifindex(sw_id, port)}'
                          for (e, c) in IF_COUNTER_COLUMNS]))
    for (e, c), (name, width) in IF_COUNTER_COLUMNS.items():
        v = got.get(f'{e}.{c}.{ifindex(sw_id, port)}')
        out[(e, c)] = v.value if v else None
    return out
