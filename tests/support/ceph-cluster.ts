import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until';

/**
 * A throwaway Ceph cluster (Debian's Ceph 16) with S3 gateways on loopback, for the S3 tests and
 * the bench (scripts/ceph-gateway.ts). No systemd and nothing under /etc or /var: one
 * temporary folder holds the configuration, keys, data, sockets, logs and pid files, every port
 * is picked free so two runs on one machine never meet, and each daemon is a foreground child
 * held here, so stopping means signalling exactly the pids this run started.
 */
export type CephCluster = {
  endpoints: string[];
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  dir: string;
  /** SIGKILL, as a gateway machine losing power: its requests in flight break, nothing else. */
  killGateway(index: number): Promise<void>;
  /** Starts gateway `index` again on its port; resolves once the port answers HTTP. */
  startGateway(index: number): Promise<void>;
  /** Stops every daemon this cluster started, by pid, and removes `dir`. Safe to call twice. */
  stop(): Promise<void>;
};

export type CephClusterOptions = {
  osds?: number;
  gateways?: number;
  /** The folder in which the cluster's own temporary folder is made (default os.tmpdir()). */
  dir?: string;
  log?: (line: string) => void;
};

const BIN = {
  mon: '/usr/bin/ceph-mon',
  osd: '/usr/bin/ceph-osd',
  rgw: '/usr/bin/radosgw',
  ceph: '/usr/bin/ceph',
  authtool: '/usr/bin/ceph-authtool',
  monmaptool: '/usr/bin/monmaptool',
  rgwAdmin: '/usr/bin/radosgw-admin',
};

/** Whether Debian's Ceph programs this fixture runs are all present. */
export const cephInstalled = (): boolean => Object.values(BIN).every((file) => existsSync(file));

const GiB = 1024 ** 3;
const DEADLINE = { tool: 60_000, mon: 30_000, osdsUp: 90_000, firstGateway: 120_000, gateway: 60_000, stop: 20_000 };

// Settings meant for some other cluster (CEPH_ARGS=--id …, CEPH_CONF) must not reach this one.
const env = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !['CEPH_ARGS', 'CEPH_CONF'].includes(name)));

type Daemon = { name: string; child: ChildProcess; exited: Promise<void> };

const running = (daemon: Daemon) => daemon.child.exitCode === null && daemon.child.signalCode === null;

/** `count` distinct free loopback ports: all probes are held open together, so none repeats. */
async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const probe = createServer();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** Any HTTP answer at all means the gateway's frontend is serving. */
const answersHttp = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'GET', timeout: 1_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(false));
    req.end();
  });

const tail = (file: string, lines = 30) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

export async function startCephCluster(options: CephClusterOptions = {}): Promise<CephCluster> {
  const osdCount = options.osds ?? 1;
  const gatewayCount = options.gateways ?? 1;
  const say = options.log ?? (() => {});
  if (!cephInstalled()) throw new Error(`Ceph is not installed: ${Object.values(BIN).join(', ')} are needed`);

  const dir = await mkdtemp(join(options.dir ?? tmpdir(), 'lectern-ceph-'));
  const path = (...parts: string[]) => join(dir, ...parts);
  const conf = path('ceph.conf');
  const keyring = (name: string) => path('keyring', `${name}.keyring`);
  const daemons: Daemon[] = [];
  const gateways: Daemon[] = [];
  let stopped = false;
  const began = Date.now();
  const since = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;

  // A test worker that exits without stop() must not leave daemons behind; signals cannot be
  // caught for it, but a normal exit can.
  const onExit = () => {
    for (const daemon of daemons) if (running(daemon)) daemon.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const logs = (name: string) =>
    `--- ${name}.log ---\n${tail(path('log', `${name}.log`))}\n--- ${name} stderr ---\n${tail(path('log', `${name}.out`), 10)}`;

  const tool = (file: string, args: string[]) =>
    new Promise<string>((resolve, reject) => {
      execFile(file, args, { timeout: DEADLINE.tool, maxBuffer: 16 * 1024 * 1024, env: env() }, (error, stdout, stderr) => {
        if (error) reject(new Error(`${file} ${args.join(' ')} failed (${error.code ?? error.signal}): ${error.message}\n${stderr}`));
        else resolve(stdout);
      });
    });
  const ceph = (...args: string[]) => tool(BIN.ceph, ['-c', conf, '--connect-timeout', '10', ...args]);

  const spawnDaemon = (name: string, file: string, args: string[]): Daemon => {
    // Files, not pipes: a daemon must never block on output nobody reads.
    const out = openSync(path('log', `${name}.out`), 'a');
    const child = spawn(file, ['-c', conf, '-f', ...args], { stdio: ['ignore', out, out], env: env() });
    closeSync(out);
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    const daemon = { name, child, exited };
    daemons.push(daemon);
    return daemon;
  };

  /**
   * Polls `check` (a failing check counts as not yet: the monitor may still be electing itself),
   * failing at once with the daemons' log tails if one of them exits, or at the deadline.
   */
  const waitFor = async (what: string, ms: number, watched: Daemon[], check: () => Promise<boolean>) => {
    let lastError = '';
    try {
      await until(
        async () => {
          const dead = watched.find((daemon) => !running(daemon));
          if (dead) throw new Error(`${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode}) before ${what}`);
          return (await check().catch((error: Error) => ((lastError = error.message), false))) || null;
        },
        ms,
        what,
      );
    } catch (error) {
      const last = lastError ? `\nlast check: ${lastError}` : '';
      throw new Error(`ceph cluster in ${dir}: ${(error as Error).message}${last}\n${watched.map((d) => logs(d.name)).join('\n')}`, {
        cause: error,
      });
    }
  };

  const osdsUp = async () => {
    const stat = JSON.parse(await ceph('osd', 'stat', '-f', 'json')) as { num_up_osds: number; num_in_osds: number };
    return stat.num_up_osds === osdCount && stat.num_in_osds === osdCount;
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Each layer while the one beneath still serves: a gateway's shutdown talks to the OSDs, and
    // an OSD's to the monitor; either waits out the deadline otherwise.
    for (const kind of ['client.rgw.', 'osd.', 'mon.'])
      await stopDaemons(
        daemons.filter((daemon) => daemon.name.startsWith(kind)),
        say,
      );
    process.removeListener('exit', onExit);
    await rm(dir, { recursive: true, force: true });
    say(`ceph: stopped and removed ${dir}`);
  };

  const gatewayPorts: number[] = [];
  const gatewayName = (index: number) => `client.rgw.${index}`;
  const startGatewayDaemon = async (index: number, deadline: number) => {
    const name = gatewayName(index);
    const daemon = spawnDaemon(name, BIN.rgw, ['-n', name]);
    gateways[index] = daemon;
    await waitFor(`${name} answering on port ${gatewayPorts[index]}`, deadline, [daemon], () => answersHttp(gatewayPorts[index]!));
  };

  try {
    for (const sub of ['keyring', 'mon', 'osd', 'rgw', 'run', 'log', 'crash']) await mkdir(path(sub));
    const [monV2, monV1, ...rgwPorts] = (await freePorts(2 + gatewayCount)) as [number, number, ...number[]];
    gatewayPorts.push(...rgwPorts);
    const fsid = randomUUID();
    await writeFile(conf, cephConf({ dir, fsid, monV2, monV1, osdCount, gatewayPorts }));

    await tool(BIN.authtool, ['--create-keyring', keyring('mon.'), '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *']);
    await tool(BIN.authtool, [
      ...['--create-keyring', keyring('client.admin'), '--gen-key', '-n', 'client.admin'],
      ...['--cap', 'mon', 'allow *', '--cap', 'osd', 'allow *', '--cap', 'mds', 'allow *', '--cap', 'mgr', 'allow *'],
    ]);
    await tool(BIN.authtool, [keyring('mon.'), '--import-keyring', keyring('client.admin')]);
    const monmap = path('monmap');
    await tool(BIN.monmaptool, ['--create', '--fsid', fsid, '--addv', 'a', `[v2:127.0.0.1:${monV2},v1:127.0.0.1:${monV1}]`, monmap]);
    await tool(BIN.mon, ['-c', conf, '--mkfs', '-i', 'a', '--monmap', monmap, '--keyring', keyring('mon.')]);
    const mon = spawnDaemon('mon.a', BIN.mon, ['-i', 'a']);
    await waitFor('the monitor answering', DEADLINE.mon, [mon], () => ceph('mon', 'stat').then(() => true));
    say(`ceph: mon.a up on ${monV2}/${monV1} (${since()})`);

    const osds: Daemon[] = [];
    // One OSD after another through the monitor (ids in order), the slow mkfs side by side.
    const created: { id: string; uuid: string }[] = [];
    for (let index = 0; index < osdCount; index++) {
      const uuid = randomUUID();
      const secret = (await tool(BIN.authtool, ['--gen-print-key'])).trim();
      const secrets = path('keyring', `osd-${index}.json`);
      await writeFile(secrets, JSON.stringify({ cephx_secret: secret }));
      const id = (await ceph('osd', 'new', uuid, '-i', secrets)).trim();
      await tool(BIN.authtool, ['--create-keyring', keyring(`osd.${id}`), '--name', `osd.${id}`, '--add-key', secret]);
      created.push({ id, uuid });
    }
    await settleAll(
      created.map(async ({ id, uuid }) => {
        await mkdir(path('osd', id));
        await tool(BIN.osd, ['-c', conf, '-i', id, '--mkfs', '--osd-uuid', uuid]);
        osds.push(spawnDaemon(`osd.${id}`, BIN.osd, ['-i', id]));
      }),
    );
    await waitFor(`${osdCount} OSD(s) up and in`, DEADLINE.osdsUp, [mon, ...osds], osdsUp);
    say(`ceph: ${osdCount} OSD(s) up (${since()})`);

    for (let index = 0; index < gatewayCount; index++) {
      const name = gatewayName(index);
      await ceph('auth', 'get-or-create', name, 'mon', 'allow rw', 'osd', 'allow rwx', '-o', keyring(name));
    }
    // The first gateway creates the realm, zone and pools; the others would race it for them.
    await startGatewayDaemon(0, DEADLINE.firstGateway);
    await settleAll(gatewayPorts.slice(1).map((_, offset) => startGatewayDaemon(offset + 1, DEADLINE.gateway)));
    say(`ceph: ${gatewayCount} gateway(s) answering on ${gatewayPorts.join(', ')} (${since()})`);

    const accessKeyId = `LECTERN${randomBytes(7).toString('hex').toUpperCase()}`;
    const secretAccessKey = randomBytes(30).toString('base64url');
    await tool(BIN.rgwAdmin, [
      ...['-c', conf, 'user', 'create', '--uid', 'lectern-tests', '--display-name', 'Lectern tests'],
      ...['--access-key', accessKeyId, '--secret-key', secretAccessKey],
    ]);
    say(`ceph: ready in ${since()} (${dir})`);

    return {
      endpoints: gatewayPorts.map((port) => `http://127.0.0.1:${port}`),
      region: 'us-east-1',
      accessKeyId,
      secretAccessKey,
      dir,
      async killGateway(index) {
        const daemon = gateways[index];
        if (!daemon) throw new Error(`no gateway ${index}`);
        if (running(daemon)) daemon.child.kill('SIGKILL');
        await daemon.exited;
      },
      async startGateway(index) {
        if (stopped) throw new Error('the cluster is stopped');
        const daemon = gateways[index];
        if (!daemon) throw new Error(`no gateway ${index}`);
        if (running(daemon)) return;
        await startGatewayDaemon(index, DEADLINE.gateway);
        say(`ceph: ${gatewayName(index)} answering again on ${gatewayPorts[index]}`);
      },
      stop,
    };
  } catch (error) {
    await stop().catch((stopError: unknown) => say(`ceph: stop after a failed start failed too: ${String(stopError)}`));
    throw error;
  }
}

/** Like Promise.all, but waits for every step (none left running behind a failure) before rethrowing. */
async function settleAll(steps: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(steps)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** SIGTERM, and SIGKILL for any still running at the deadline. */
async function stopDaemons(daemons: Daemon[], say: (line: string) => void): Promise<void> {
  const began = Date.now();
  for (const daemon of daemons.filter(running)) {
    daemon.child.kill('SIGTERM');
    void daemon.exited.then(() => say(`ceph: ${daemon.name} (pid ${daemon.child.pid}) stopped in ${Date.now() - began} ms`));
  }
  const all = Promise.all(daemons.map((daemon) => daemon.exited));
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([all.then(() => false), new Promise<boolean>((r) => (timer = setTimeout(() => r(true), DEADLINE.stop)))]);
  clearTimeout(timer);
  if (late) {
    for (const daemon of daemons) if (running(daemon)) daemon.child.kill('SIGKILL');
    await all;
  }
}

function cephConf(c: { dir: string; fsid: string; monV2: number; monV1: number; osdCount: number; gatewayPorts: number[] }): string {
  // Three copies where there are three OSDs (so one may die), otherwise as many as there are.
  const size = Math.min(c.osdCount, 3);
  const minSize = size === 3 ? 2 : 1;
  const d = c.dir;
  return `[global]
fsid = ${c.fsid}
mon_initial_members = a
mon_host = [v2:127.0.0.1:${c.monV2},v1:127.0.0.1:${c.monV1}]
public_network = 127.0.0.0/8
ms_bind_ipv4 = true
ms_bind_ipv6 = false
auth_cluster_required = cephx
auth_service_required = cephx
auth_client_required = cephx
auth_allow_insecure_global_id_reclaim = false
run_dir = ${d}/run
admin_socket = $run_dir/$name.asok
pid_file = $run_dir/$name.pid
log_file = ${d}/log/$name.log
mon_cluster_log_file = ${d}/log/cluster.$channel.log
crash_dir = ${d}/crash
keyring = ${d}/keyring/$name.keyring
mon_data = ${d}/mon/$id
osd_data = ${d}/osd/$id
rgw_data = ${d}/rgw/$id
osd_pool_default_size = ${size}
osd_pool_default_min_size = ${minSize}
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
mon_max_pg_per_osd = 1000
osd_crush_chooseleaf_type = 0

[mon]
keyring = $mon_data/keyring
# Every pool the first gateway makes and every step of an OSD's boot is a map change, which the
# monitor otherwise holds for a second to batch: about 9 s of a first start, 2 s with this.
paxos_propose_interval = 0.05
# A throwaway monitor holds a few MiB: a build machine's nearly full disk must not stop it (5 % by default).
mon_data_avail_warn = 2
mon_data_avail_crit = 1

[osd]
osd_objectstore = bluestore
bluestore_block_create = true
bluestore_block_size = ${12 * GiB}
bluestore_fsck_on_mount = false
bluestore_fsck_on_mkfs = false
osd_memory_target = ${GiB}
# Each open or close of the block file waits one aio poll; a dozen happen as an OSD is made and started.
bdev_aio_poll_ms = 20

[client]
admin_socket = $run_dir/$name.$pid.asok
# Lifecycle workers that lose a shard lock sleep 5 s unwoken, holding up every gateway's SIGTERM;
# rules set on a bucket would run once a day anyway, never within a test.
rgw_enable_lc_threads = false
${c.gatewayPorts.map((port, index) => `\n[client.rgw.${index}]\nadmin_socket = $run_dir/$name.asok\nrgw_frontends = beast endpoint=127.0.0.1:${port}\n`).join('')}`;
}
