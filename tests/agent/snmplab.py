"""snmplab: snmpd + swconfig-agentx for tests, and the Net-SNMP tools and
the swconfig CLI as Python calls (Python 3 standard library only).

Two modes, one set of tests: SWA_MODE=agentx (default) runs the
swconfig-agentx subagent behind snmpd; SWA_MODE=dlmod runs snmpd with
swconfig_snmp.so loaded (dlmod) and no subagent. In dlmod mode "the
agent" is that snmpd: start_agent() starts it (with the agent's
configuration through includeFile), stop_agent() stops it, start_snmpd()
alone does nothing, restart_snmpd() restarts it; agent_pid, agent_log,
agent_stderr and agent_memory() are its, args go to it (-Le, -D ...),
and valgrind runs it (with tests/agent/snmpd.supp for snmpd's own
leaks). lab.mode says which; tests of AgentX itself skip in dlmod mode.

Written for the in-VM suites (tests/agent/vm-run, tests/agent/vm-write,
tests/bench/agent-walk), usable on the host with the agent's file source.

    import snmplab
    t = snmplab.Tap()
    lab = snmplab.Lab(agent_conf=['refreshInterval 1'])
    lab.start()                     # snmpd, then the agent; waits for it
    v = lab.get('1.3.6.1.2.1.17.1.2.0')[0]      # Var(oid, type, value)
    t.is_(v.value, 8, 'dot1dBaseNumPorts')
    rows = lab.walk('1.3.6.1.2.1.17.7', context='switch1')
    rows = lab.bulkwalk('1.3.6.1.2.1.17.7', reps=7)
    lab.set('1.3.6.1.2.1.17.7.1.4.5.1.1.2', 'u', 10)    # via "private"
    snmplab.swconfig('dev', 'switch0', 'port', '2', 'get', 'pvid')
    lab.stop()
    t.done()                        # prints the plan, returns exit status

Lab(workdir=None, agent_conf=(), contexts=('switch0', 'switch1'),
    valgrind=False, agentx_timeout=None, snmpd_conf=(), mode=MODE,
    agent=AGENT, module=('swconfig_snmp', MODULE))
  (agent, module: the subagent and the snmpd module (dlmod name, .so) to
  run; another agent takes their command line and configuration lines)
  start(wait_oid=READY_OID, timeout=60)  snmpd + agent, wait for wait_oid
  start_snmpd() / stop_snmpd() / restart_snmpd()
  write_agent_conf(lines)        replaces agent_conf (next start_agent)
  start_agent(valgrind=None, wait_oid=READY_OID, timeout=60, args=())
  stop_agent(sig=SIGTERM) -> exit status (valgrind's with valgrind)
  reload()                       dlmod: SIGHUP (module unloaded, loaded again)
  agent_pid, agent_log, snmpd_log, valgrind_log: paths and the pid
  agent_stderr: the agent's stderr, unbuffered (args=['-Le'] logs there;
      agent_log, a -Lf file, is complete only once the agent stopped)
  agent_memory() -> {'VmHWM': kB, 'VmRSS': kB, ...} from /proc/PID/status
  snmpd_memory() -> the same of snmpd
  cpu_seconds() -> the CPU time so far of snmpd and the agent (one
      process in dlmod mode), every thread: a benchmark's deltas
      (/proc/PID/task/*/schedstat, nanoseconds; else /proc/PID/stat's
      utime + stime, in clock ticks of 10 ms)
  stop()                         everything started, workdir removed
  get(oids, context=None, community='public') -> [Var]
  getnext(oids, ...) -> [Var]
  bulkget(oids, reps=10, nonrep=0, ...) -> [Var]
  walk(root, ...) -> [Var]       GETNEXT (snmpwalk), [] for an empty subtree
  bulkwalk(root, reps=10, ...) -> [Var]     GETBULK (snmpbulkwalk)
      (walks hold objects only: no endOfMibView, no noSuch* of the root)
  set(oid, type, value, ..., community='private') -> [Var]
  set_many([(oid, type, value), ...], ...) -> [Var]   one SET request
      type as snmpset takes it: i u t a o s x d b U I F D ('x': hex)
  value(oid, ...) -> the value of one GET, None for noSuch*
  wait_for(fn, timeout=20, interval=0.2) -> the first true fn(), or None
  tool(name, args) -> CompletedProcess, for anything else
  timeout, retries: the tools' -t and -r (default 5 s, 1 retry)

  Failures of the tools (timeout, an SNMP error-status, a walk that does
  not increase) raise SnmpError: .status, .stderr, .reason (e.g.
  'notWritable', 'Timeout', 'OID not increasing'), .failed_oid.
  Every walk and bulkwalk also checks its objects itself, whatever the
  tool did: each OID strictly greater than the one before
  (check_increasing; WalkOrderError, an SnmpError with reason 'OID not
  increasing' and .failed_oid the first offending OID).

Var(oid, type, value): oid numeric without the leading dot; type one of
  INTEGER, STRING, OID, Timeticks, Counter32, Counter64, Gauge32,
  IpAddress, Opaque, NULL, noSuchObject, noSuchInstance, endOfMibView;
  value an int (INTEGER, counters, gauges, Timeticks), bytes (STRING: the
  exact octets), str (OID, IpAddress) or None (exceptions and NULL).

Contexts: snmpd maps v2c communities to contexts with com2sec -Cn (a
  "community@context" form exists only for other agents): community
  'public-CTX' reads context CTX, 'private-CTX' also writes it, for every
  CTX in contexts. Plain 'public'/'private' are the default context.
  get(..., context='switch1') picks the community.

swconfig(*args, check=True, input=None) -> stdout (SwconfigError: .status,
  .stderr). swconfig_help(dev) -> {'switch': {...}, 'global'|'port'|'vlan':
  [Attr(name, type, description)]}. swconfig_show(dev, port=, vlan=) ->
  {'global': {name: text}, 'port': {n: {...}}, 'vlan': {n: {...}}}, text
  as the CLI printed it ('???' when unreadable). swconfig_list() ->
  [(devname, alias)]. The CLI is $SWCONFIG, else
  $top_builddir/swlib/swconfig; the agent $SWCONFIG_AGENTX, else its test
  build $top_builddir/tests/agent/swconfig-agentx-test; the module
  $SWCONFIG_SNMP_SO, else its test build
  $top_builddir/tests/agent/.libs/swconfig_snmp_test.so. The test builds are
  the agent and module with the file source (tests/agent/source_file.c)
  added, the product's code otherwise.

Tap(): ok(cond, name) -> cond, is_(got, want, name), diag(text),
  skip(name, why), done() -> 0 or 1 after printing "1..N".

Also: READY_OID, SWCONFIG_MIB (the module's OID), TOP_SRCDIR,
  oid_tuple(oid) (for comparing OIDs), parse_output(text) (tool output ->
  [Var]), check_increasing(vars, cmd=()) (raises WalkOrderError;
  tests/agent/snmplab-selftest shows it failing).
"""

import collections
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP_SRCDIR = os.environ.get('top_srcdir') or os.path.dirname(os.path.dirname(HERE))
TOP_BUILDDIR = os.environ.get('top_builddir') or TOP_SRCDIR
AGENT = os.environ.get('SWCONFIG_AGENTX') or os.path.join(TOP_BUILDDIR, 'tests', 'agent',
                                                          'swconfig-agentx-test')
SWCONFIG = os.environ.get('SWCONFIG') or os.path.join(TOP_BUILDDIR, 'swlib', 'swconfig')
MODULE = os.environ.get('SWCONFIG_SNMP_SO') or os.path.join(TOP_BUILDDIR, 'tests', 'agent',
                                                            '.libs', 'swconfig_snmp_test.so')
MODE = os.environ.get('SWA_MODE') or 'agentx'
if MODE not in ('agentx', 'dlmod'):
    raise SystemExit(f'SWA_MODE={MODE}: expected agentx or dlmod')
SNMPD_SUPP = os.path.join(TOP_SRCDIR, 'tests', 'agent', 'snmpd.supp')
SNMPD = shutil.which('snmpd') or '/usr/sbin/snmpd'

# dot1dBaseNumPorts.0: answered once the agent has read a switch
READY_OID = '1.3.6.1.2.1.17.1.2.0'
SWCONFIG_MIB = '1.3.6.1.4.1.8072.9999.9999.21335'

Var = collections.namedtuple('Var', 'oid type value')
Attr = collections.namedtuple('Attr', 'name type description')

EXCEPTIONS = {
    'No Such Object available on this agent at this OID': 'noSuchObject',
    'No Such Instance currently exists at this OID': 'noSuchInstance',
    'No more variables left in this MIB View': 'endOfMibView',
}
INT_TYPES = ('INTEGER', 'Counter32', 'Counter64', 'Gauge32', 'Timeticks',
             'UInteger32', 'Unsigned32', 'Integer32')

# Output options of every tool call: numeric OIDs (-On), enums as
# numbers (-Oe), no units (-OU), every
# OCTET STRING in hex (-Ox) so that values are exact bytes; no MIB files
# (-m ""), so no DISPLAY-HINT changes a value's form.
OUT_OPTS = ['-On', '-Oe', '-OU', '-Ox', '-m', '']


class SnmpError(Exception):
    def __init__(self, cmd, status, stderr):
        self.cmd = cmd
        self.status = status
        self.stderr = stderr
        m = re.search(r'Reason: (\w+)', stderr)
        if m:
            self.reason = m.group(1)
        elif 'Timeout' in stderr:
            self.reason = 'Timeout'
        elif 'not increasing' in stderr:
            self.reason = 'OID not increasing'
        else:
            self.reason = stderr.strip().splitlines()[-1] if stderr.strip() else ''
        m = re.search(r'Failed object: \.?([0-9.]+)', stderr)
        self.failed_oid = m.group(1) if m else None
        super().__init__(f'{" ".join(cmd[:1] + cmd[-2:])}: status {status}: '
                         f'{stderr.strip()}')


class SwconfigError(Exception):
    def __init__(self, args, status, stderr):
        self.args_ = args
        self.status = status
        self.stderr = stderr
        super().__init__(f'swconfig {" ".join(args)}: status {status}: {stderr.strip()}')


def _parse_value(vtype, text):
    if vtype == 'Timeticks':
        m = re.match(r'\((\d+)\)', text)	# "(33) 0:00:00.33"
        return int(m.group(1)) if m else text
    if vtype in INT_TYPES:
        m = re.match(r'-?\d+', text)
        return int(m.group(0)) if m else text
    if vtype in ('Hex-STRING', 'STRING'):
        if vtype == 'STRING':
            # only an empty string comes as STRING: "" under -Ox
            inner = text[1:-1] if text.startswith('"') and text.endswith('"') else text
            return inner.encode('latin-1')
        return bytes.fromhex(text.replace('\n', ' '))
    if vtype == 'OID':
        return text.lstrip('.')
    if vtype in ('NULL',):
        return None
    return text


def parse_output(text):
    """Net-SNMP tool output (OUT_OPTS) -> [Var]."""
    out = []
    cur = None
    for line in text.splitlines():
        m = re.match(r'^\.?(\d+(?:\.\d+)*) = (.*)$', line)
        if m:
            if cur:
                out.append(cur)
            oid, rest = m.group(1), m.group(2)
            exc = next((v for k, v in EXCEPTIONS.items() if rest.startswith(k)), None)
            if exc:
                cur = [oid, exc, None]
            elif ': ' in rest or rest.endswith(':'):
                vtype, _, val = rest.partition(':')
                cur = [oid, vtype.strip(), val.strip()]
            elif rest == '""':
                cur = [oid, 'STRING', '""']
            else:
                cur = [oid, 'UNKNOWN', rest]
        elif cur is not None and line.strip():
            cur[2] += ' ' + line.strip()	# a long Hex-STRING goes on
    if cur:
        out.append(cur)
    result = []
    for oid, vtype, val in out:
        if vtype in EXCEPTIONS.values():
            result.append(Var(oid, vtype, None))
            continue
        value = _parse_value(vtype, val)
        if vtype == 'Hex-STRING':
            vtype = 'STRING'
        result.append(Var(oid, vtype, value))
    return result


def oid_tuple(oid):
    return tuple(int(x) for x in oid.strip('.').split('.') if x != '')


class WalkOrderError(SnmpError):
    """A walk whose OIDs do not strictly increase (lexicographic order)."""

    def __init__(self, cmd, prev, oid, position):
        super().__init__(list(cmd), 0,
                         f'Error: OID not increasing: .{prev} >= .{oid} '
                         f'(object {position} of the walk)\n'
                         f'Failed object: .{oid}\n')


def check_increasing(variables, cmd=()):
    """Raises WalkOrderError unless every OID of variables (a walk's
    objects, in the order received) is strictly greater than the one
    before it. Returns variables."""
    prev = None
    for i, v in enumerate(variables):
        cur = oid_tuple(v.oid)
        if prev is not None and cur <= prev:
            raise WalkOrderError(cmd, '.'.join(map(str, prev)), v.oid, i + 1)
        prev = cur
    return variables


def _free_udp_port():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def valgrind_wanted():
    """Whether the host tests run the agent under valgrind: when it is
    installed, unless SWA_VALGRIND=no (an agent that is not a native
    program: tests/cross/foreign-cpus runs one under qemu-user)."""
    return shutil.which('valgrind') is not None and \
        os.environ.get('SWA_VALGRIND') != 'no'


def _valgrind(log, supp=None):
    cmd = ['valgrind', '-q', '--leak-check=full', '--show-leak-kinds=definite',
           '--errors-for-leak-kinds=definite', '--error-exitcode=99',
           f'--log-file={log}']
    return cmd + ([f'--suppressions={supp}'] if supp else [])


class Lab:
    """snmpd (AgentX master) and swconfig-agentx in a private directory, or
    snmpd with the agent inside (mode 'dlmod')."""

    def __init__(self, workdir=None, agent_conf=(), contexts=('switch0', 'switch1'),
                 valgrind=False, agentx_timeout=None, snmpd_conf=(), mode=None,
                 agent=None, module=None):
        self.mode = mode or MODE
        self.agent_path = agent or AGENT
        self.module = module or ('swconfig_snmp', MODULE)
        self.dir = workdir or tempfile.mkdtemp(prefix='snmplab-')
        os.makedirs(self.dir, exist_ok=True)
        self.own_dir = workdir is None
        self.port = _free_udp_port()
        self.address = f'udp:127.0.0.1:{self.port}'
        self.sock = os.path.join(self.dir, 'agentx.sock')
        self.contexts = tuple(contexts)
        self.valgrind = valgrind
        self.timeout = 5
        self.retries = 1
        self.snmpd_log = os.path.join(self.dir, 'snmpd.log')
        # inside snmpd the agent logs where snmpd does
        self.agent_log = self.snmpd_log if self.mode == 'dlmod' else \
            os.path.join(self.dir, 'agent.log')
        self.agent_stderr = self.agent_log + '.stderr'
        self.valgrind_log = os.path.join(self.dir, 'valgrind.log')
        self.snmpd_conf = os.path.join(self.dir, 'snmpd.conf')
        self.agent_conf = os.path.join(self.dir, 'agent.conf')
        self.snmpd = None
        self.agent = None
        self.agent_pid = None
        self._write_snmpd_conf(agentx_timeout, snmpd_conf)
        self.write_agent_conf(agent_conf)

    # ------------------------------------------------------------ setup
    def _write_snmpd_conf(self, agentx_timeout, extra):
        lines = [
            f'agentaddress {self.address}',
            'master agentx',
            f'agentXSocket unix:{self.sock}',
            'view all included .1',
            'rocommunity public 127.0.0.1 -V all',
            'rwcommunity private 127.0.0.1 -V all',
            'sysServices 78',
        ]
        if agentx_timeout:
            lines.append(f'agentXTimeout {agentx_timeout}')
        for ctx in self.contexts:
            lines += [
                f'com2sec -Cn {ctx} ro-{ctx} 127.0.0.1 public-{ctx}',
                f'com2sec -Cn {ctx} rw-{ctx} 127.0.0.1 private-{ctx}',
                f'group gro-{ctx} v2c ro-{ctx}',
                f'group grw-{ctx} v2c rw-{ctx}',
                f'access gro-{ctx} {ctx} v2c noauth exact all none none',
                f'access grw-{ctx} {ctx} v2c noauth exact all all none',
            ]
        lines += list(extra)
        if self.mode == 'dlmod':
            # the module's directives only after the line that loads it
            lines += [f'dlmod {self.module[0]} {self.module[1]}',
                      f'includeFile {self.agent_conf}']
        with open(self.snmpd_conf, 'w') as f:
            f.write('\n'.join(lines) + '\n')

    def write_agent_conf(self, extra):
        """The agent's configuration: refreshInterval 1, agentxPingInterval 1
        (a subagent's only) and the lines given (later lines win)."""
        lines = ['refreshInterval 1'] + \
            (['agentxPingInterval 1'] if self.mode == 'agentx' else []) + list(extra)
        with open(self.agent_conf, 'w') as f:
            f.write('\n'.join(lines) + '\n')

    def start(self, wait_oid=READY_OID, timeout=60):
        self.start_snmpd()
        self.start_agent(wait_oid=wait_oid, timeout=timeout)

    def _spawn_snmpd(self, args=(), valgrind=False):
        if os.path.exists(self.sock):
            os.unlink(self.sock)
        env = dict(os.environ, SNMP_PERSISTENT_DIR=os.path.join(self.dir, 'persist'),
                   MIBS='')
        cmd = [SNMPD, '-f', '-C', '-c', self.snmpd_conf, '-Lf', self.snmpd_log,
               f'--agentXSocket=unix:{self.sock}'] + list(args)
        if valgrind:
            cmd = _valgrind(self.valgrind_log, SNMPD_SUPP) + cmd
        stderr = open(self.agent_stderr, 'a') if self.mode == 'dlmod' else \
            subprocess.DEVNULL
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=stderr, env=env)
        # a guest under TCG on a busy host may take a while (valgrind more)
        started = time.time()
        while time.time() < started + (300 if valgrind else 60):
            if os.path.exists(self.sock):
                return proc
            if proc.poll() is not None:
                break
            time.sleep(0.1)
        status = proc.poll()
        raise RuntimeError(f'snmpd did not start ('
                           f'{"running" if status is None else f"exit status {status}"} '
                           f'after {time.time() - started:.1f} s); see {self.snmpd_log}')

    @staticmethod
    def _stop(proc, sig=signal.SIGTERM, wait=20):
        if proc.poll() is None:
            proc.send_signal(sig)
            try:
                proc.wait(wait)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        return proc.returncode

    def start_snmpd(self):
        """The master; in dlmod mode snmpd is the agent: start_agent()."""
        if self.mode == 'dlmod':
            return
        self.snmpd = self._spawn_snmpd()

    def stop_snmpd(self):
        if self.mode == 'dlmod':
            self.stop_agent()
        elif self.snmpd:
            self._stop(self.snmpd)
        self.snmpd = None

    def restart_snmpd(self):
        if self.mode == 'dlmod':
            self.stop_agent()
            self.start_agent()
            return
        self.stop_snmpd()
        self.start_snmpd()

    def start_agent(self, valgrind=None, wait_oid=READY_OID, timeout=60, args=()):
        if valgrind is None:
            valgrind = self.valgrind
        if self.mode == 'dlmod':
            self.agent = self.snmpd = self._spawn_snmpd(args, valgrind)
        else:
            cmd = [self.agent_path, '-f', '-x', f'unix:{self.sock}', '-c', self.agent_conf,
                   '-Lf', self.agent_log] + list(args)
            if valgrind:
                cmd = _valgrind(self.valgrind_log) + cmd
            self.agent = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL,
                                          stderr=open(self.agent_stderr, 'a'))
        self.agent_pid = self.agent.pid	# valgrind runs it in its own process
        if wait_oid:
            got = self.wait_for(lambda: self.value(wait_oid) is not None, timeout)
            if not got:
                raise RuntimeError(f'the agent did not answer {wait_oid} in {timeout} s; '
                                   f'see {self.agent_log}')

    def stop_agent(self, sig=signal.SIGTERM):
        """Stops the agent; returns its exit status (None if not running)."""
        if not self.agent:
            return None
        status = self._stop(self.agent, sig, 120)
        if self.mode == 'dlmod':
            self.snmpd = None
        elif self.snmpd and self.snmpd.poll() is None:
            # snmpd drops the subagent's registrations when it sees the
            # session end; a new agent started before that finds its rows
            # taken (duplicateRegistration): wait until they are gone
            self.wait_for(lambda: self.value(READY_OID) is None, 20)
        self.agent = None
        self.agent_pid = None
        return status

    def reload(self, timeout=60):
        """dlmod mode: SIGHUP, so snmpd unloads the module, reads its
        configuration and loads the module again; waits for the answers."""
        self.agent.send_signal(signal.SIGHUP)
        time.sleep(1)
        if not self.wait_for(lambda: self.value(READY_OID) is not None, timeout):
            raise RuntimeError(f'no answer after SIGHUP; see {self.agent_log}')

    def agent_memory(self):
        """VmHWM, VmRSS ... of the agent in kB, from /proc/PID/status."""
        return self._memory(self.agent_pid)

    def snmpd_memory(self):
        """The same of snmpd (in dlmod mode: the agent's)."""
        return self._memory(self.snmpd.pid)

    def cpu_seconds(self):
        """The CPU time (user + system, every thread) snmpd and the agent
        have used so far, in seconds; the agent inside snmpd counts once."""
        pids = {p.pid for p in (self.snmpd, self.agent) if p}
        return sum(self._cpu(pid) for pid in pids)

    @staticmethod
    def _cpu(pid):
        # the scheduler's run time of each thread, in ns: a walk of a few
        # ms shows, which utime + stime (ticks of 10 ms) would round away
        try:
            total = 0
            for tid in os.listdir(f'/proc/{pid}/task'):
                with open(f'/proc/{pid}/task/{tid}/schedstat') as f:
                    total += int(f.read().split()[0])
            return total / 1e9
        except (OSError, ValueError, IndexError):
            pass
        with open(f'/proc/{pid}/stat') as f:
            # after "(comm)", which may hold spaces: utime, stime are the
            # 12th and 13th fields (14 and 15 of the whole line)
            fields = f.read().rpartition(')')[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')

    @staticmethod
    def _memory(pid):
        mem = {}
        with open(f'/proc/{pid}/status') as f:
            for line in f:
                key, _, rest = line.partition(':')
                if key.startswith('Vm'):
                    mem[key] = int(rest.split()[0])
        return mem

    def stop(self, keep=False):
        self.stop_agent()
        self.stop_snmpd()
        if self.own_dir and not keep:
            shutil.rmtree(self.dir, ignore_errors=True)

    def read_log(self, which='agent', tail=30):
        path = {'agent': self.agent_log, 'snmpd': self.snmpd_log,
                'valgrind': self.valgrind_log}[which]
        try:
            with open(path, errors='replace') as f:
                return ''.join(f.readlines()[-tail:])
        except OSError:
            return ''

    # ------------------------------------------------------------ tools
    def _community(self, community, context):
        return f'{community}-{context}' if context else community

    def tool(self, name, args, context=None, community='public', check=False):
        cmd = [name, '-v2c', '-c', self._community(community, context),
               '-t', str(self.timeout), '-r', str(self.retries)] + OUT_OPTS + \
            list(args)
        p = subprocess.run(cmd, capture_output=True, text=True,
                           errors='surrogateescape', env=dict(os.environ, MIBS=''))
        if check and (p.returncode != 0 or 'Error' in p.stderr or
                      'Timeout' in p.stderr):
            raise SnmpError(cmd, p.returncode, p.stderr)
        return p

    def _run(self, name, pre, oids, context, community):
        if isinstance(oids, str):
            oids = [oids]
        p = self.tool(name, list(pre) + [self.address] + list(oids),
                      context=context, community=community, check=True)
        return parse_output(p.stdout)

    def get(self, oids, context=None, community='public'):
        return self._run('snmpget', [], oids, context, community)

    def getnext(self, oids, context=None, community='public'):
        return self._run('snmpgetnext', [], oids, context, community)

    def bulkget(self, oids, reps=10, nonrep=0, context=None, community='public'):
        return self._run('snmpbulkget', [f'-Cr{reps}', f'-Cn{nonrep}'], oids,
                         context, community)

    @staticmethod
    def _objects(out, root):
        """A walk's objects: without the endOfMibView that ends a walk at
        the end of the view (printed with the last object's OID) and
        without the root's own GET answer for an empty subtree."""
        root = root.strip('.')
        return [v for v in out if v.type != 'endOfMibView' and
                not (v.oid == root and v.type in EXCEPTIONS.values())]

    def walk(self, root, context=None, community='public'):
        # -CI: no GET of the root itself when the subtree is empty
        out = self._run('snmpwalk', ['-CI'], [root], context, community)
        return check_increasing(self._objects(out, root), ['snmpwalk', root])

    def bulkwalk(self, root, reps=10, context=None, community='public'):
        # snmpbulkwalk has no -CI: an empty subtree answers the root's GET
        out = self._run('snmpbulkwalk', [f'-Cr{reps}'], [root], context,
                        community)
        return check_increasing(self._objects(out, root),
                                ['snmpbulkwalk', f'-Cr{reps}', root])

    def set(self, oid, vtype, value, context=None, community='private'):
        return self.set_many([(oid, vtype, value)], context, community)

    def set_many(self, triples, context=None, community='private'):
        args = []
        for oid, vtype, value in triples:
            args += [oid, vtype, str(value)]
        return self._run('snmpset', [], args, context, community)

    def value(self, oid, context=None, community='public'):
        """The value of one GET; None for noSuch*, a timeout or an error."""
        try:
            v = self.get(oid, context, community)
        except SnmpError:
            return None
        return v[0].value if v and v[0].type not in EXCEPTIONS.values() else None

    @staticmethod
    def wait_for(fn, timeout=20, interval=0.2):
        deadline = time.time() + timeout
        while True:
            got = fn()
            if got:
                return got
            if time.time() >= deadline:
                return None
            time.sleep(interval)


# ---------------------------------------------------------------- swconfig
def swconfig(*args, check=True, input=None):
    args = [str(a) for a in args]
    p = subprocess.run([SWCONFIG] + args, capture_output=True, text=True,
                       input=input, errors='surrogateescape')
    if check and p.returncode != 0:
        raise SwconfigError(args, p.returncode, p.stderr)
    return p.stdout


def swconfig_list():
    out = []
    for line in swconfig('list').splitlines():
        m = re.match(r'^Found: (\S+) - (.*)$', line)
        if m:
            out.append((m.group(1), m.group(2)))
    return out


def swconfig_help(dev):
    """The switch line and the attribute lists of 'swconfig dev DEV help'."""
    res = {'switch': {}, 'global': [], 'vlan': [], 'port': []}
    section = None
    for line in swconfig('dev', dev, 'help').splitlines():
        m = re.match(r'^(\S+): (.*)\((.*)\), ports: (\d+) \(cpu @ (\d+)\), vlans: (\d+)$', line)
        if m:
            res['switch'] = {'devname': m.group(1), 'alias': m.group(2),
                             'driver': m.group(3), 'ports': int(m.group(4)),
                             'cpu_port': int(m.group(5)), 'vlans': int(m.group(6))}
            continue
        m = re.match(r'^\s+--(switch|vlan|port)$', line)
        if m:
            section = 'global' if m.group(1) == 'switch' else m.group(1)
            continue
        m = re.match(r'^\tAttribute \d+ \((\w+)\): (\S+) \((.*)\)$', line)
        if m and section:
            res[section].append(Attr(m.group(2), m.group(1), m.group(3)))
    return res


def swconfig_show(dev, port=None, vlan=None):
    """'swconfig dev DEV [port N|vlan N] show' as nested dicts of text."""
    args = ['dev', dev]
    if port is not None:
        args += ['port', port]
    if vlan is not None:
        args += ['vlan', vlan]
    res = {'global': {}, 'port': {}, 'vlan': {}}
    scope = res['global']
    key = None
    for line in swconfig(*args, 'show').splitlines():
        m = re.match(r'^(Port|VLAN) (\d+):$', line)
        if m:
            scope = res['port' if m.group(1) == 'Port' else 'vlan'].setdefault(
                int(m.group(2)), {})
            key = None
            continue
        if line == 'Global attributes:':
            scope, key = res['global'], None
            continue
        m = re.match(r'^\t([^:\s]+): ?(.*)$', line)
        if m:
            key = m.group(1)
            scope[key] = m.group(2)
        elif key is not None:
            scope[key] += '\n' + line	# multi-line value (mib)
    for group in ('port', 'vlan'):
        for attrs in res[group].values():
            for k in attrs:
                attrs[k] = attrs[k].rstrip('\n')
    for k in res['global']:
        res['global'][k] = res['global'][k].rstrip('\n')
    return res


# ---------------------------------------------------------------- TAP
class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, cond, name):
        self.n += 1
        if cond:
            print(f'ok {self.n} - {name}', flush=True)
        else:
            self.failed += 1
            print(f'not ok {self.n} - {name}', flush=True)
        return bool(cond)

    def is_(self, got, want, name):
        if not self.ok(got == want, name):
            self.diag(f'  got:      {got!r}\n  expected: {want!r}')
            return False
        return True

    def skip(self, name, why):
        self.n += 1
        print(f'ok {self.n} - {name} # SKIP {why}', flush=True)

    @staticmethod
    def diag(text):
        for line in str(text).splitlines():
            print(f'# {line}', flush=True)

    def done(self):
        print(f'1..{self.n}', flush=True)
        return 1 if self.failed else 0
