import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, type EdgeSettings } from '../../server/edge/nginx-config';
import { freePort } from './app-process';
import { until } from './until';

/** The video edge as a campus runs it (docs/edge.md): Debian's nginx on the generated configuration. */
export type Edge = { url: string; port: number; runDir: string; stop: () => Promise<void>; errors: () => string };

const NGINX = '/usr/sbin/nginx';
/** Debian's nginx workers' user when the master runs as root. */
const WORKER_USER = 'www-data';

const uidOf = (user: string) => Number(execFileSync('id', ['-u', user]).toString().trim());
const gidOf = (user: string) => Number(execFileSync('id', ['-g', user]).toString().trim());

/** Starts nginx in the foreground on a free port in front of `upstreams` (host:port) and resolves once it answers. */
export async function startEdge(upstreams: readonly string[], extra: Partial<EdgeSettings> = {}): Promise<Edge> {
  const runDir = mkdtempSync(join(tmpdir(), 'lectern-edge-'));
  // The workers' user walks through it to the caches (mkdtemp makes it the owner's alone).
  chmodSync(runDir, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const settings: EdgeSettings = { listen: `127.0.0.1:${port}`, upstreams, runDir, cacheSize: '1g', ...extra };
  if (root) settings.user = WORKER_USER;
  const config = join(runDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(settings));
  for (const dir of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(runDir, dir), { recursive: true });
    // The workers write the caches and temporary bodies as their own user.
    if (root) chownSync(join(runDir, dir), uidOf(WORKER_USER), gidOf(WORKER_USER));
  }
  const url = `http://127.0.0.1:${port}`;
  const { stop, errors } = await runNginx(runDir, config, `${url}/_lectern_edge_probe`);
  return { url, port, runDir, stop, errors };
}

/**
 * Runs Debian's nginx in the foreground on `config` (its prefix `runDir`) and resolves once
 * `probeUrl` answers; stopping it removes `runDir`. A start that fails is stopped, with nginx's errors.
 */
export async function runNginx(
  runDir: string,
  config: string,
  probeUrl: string,
): Promise<{ pid: number; stop: () => Promise<void>; errors: () => string }> {
  const child = spawn(NGINX, ['-c', config, '-p', runDir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    try {
      return stderr + readFileSync(join(runDir, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${errors()}`);
        return (await fetch(probeUrl).catch(() => null)) === null ? null : true;
      },
      10_000,
      'nginx to answer',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid!, stop, errors };
}
