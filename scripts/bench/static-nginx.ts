import { chmodSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/support/app-process';
import { runNginx } from '../../tests/support/edge-nginx';
import { NGINX_HTTP_BASICS, nginxProcessLines } from '../../server/edge/nginx-config';
import { childrenOf } from './process-cpu';

/**
 * The scaling bench's baseline for the video edge (docs/bench.md "Past one machine"): Debian's
 * nginx serving a folder as plain static files, with the edge's own connection settings
 * (server/edge/nginx-config.ts: worker count, sendfile, keep-alive, no access log) and nothing
 * else: no check, no cache, no proxy. What the edge costs beyond this is its own work.
 */
export type StaticNginx = { url: string; masterPid: number; stop: () => Promise<void> };

/** Debian's workers' user when the master runs as root; it must be able to read the files. */
const WORKER_USER = 'www-data';

function staticConfig(runDir: string, root: string, port: number): string {
  const asRoot = process.getuid?.() === 0;
  return [
    asRoot ? `user ${WORKER_USER};` : '',
    ...nginxProcessLines(runDir),
    'http {',
    ...NGINX_HTTP_BASICS,
    '  types { video/mp2t ts; application/vnd.apple.mpegurl m3u8; }',
    // Debian's build names temporary folders under /var/lib/nginx: this run's own instead.
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(runDir, kind)};`),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${root};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Copies `folder` (the files to serve) into a run folder of its own and serves it on a free loopback port. */
export async function startStaticNginx(folder: string): Promise<StaticNginx> {
  const runDir = mkdtempSync(join(tmpdir(), 'lectern-static-nginx-'));
  // The workers' user walks through it (mkdtemp makes it the owner's alone).
  chmodSync(runDir, 0o755);
  const root = join(runDir, 'files');
  cpSync(folder, root, { recursive: true });
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, kind));
  const port = await freePort();
  const config = join(runDir, 'nginx.conf');
  writeFileSync(config, staticConfig(runDir, root, port));
  const url = `http://127.0.0.1:${port}`;
  const nginx = await runNginx(runDir, config, `${url}/`);
  return { url, masterPid: nginx.pid, stop: nginx.stop };
}

/** The worker processes of the nginx whose master is `masterPid` (not its cache manager or loader). */
export const nginxWorkers = (masterPid: number): number[] =>
  childrenOf(masterPid)
    .filter((child) => child.args.join(' ').includes('worker process'))
    .map((child) => child.pid);
