import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/**
 * Lectern as it runs in production: `server/main.ts` in processes of its own on one PostgreSQL
 * database and one data folder (docs/scaling.md), each on its own port, and `server/worker.ts`
 * beside them. The database is created for the test and dropped afterwards.
 */
const serverUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type AppProcess = {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL, as a machine losing power: nothing of the process's own shutdown runs. */
  kill: () => Promise<void>;
};

export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lectern_procs_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** A data folder for the processes of one test (removed with `rmSync` by the test). */
export const makeDataDir = () => mkdtempSync(join(tmpdir(), 'lectern-proc-'));

/** Starts one app process on `dataDir` and resolves once it answers; `env` adds to the test's settings. */
export async function startAppProcess(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const started = await startLectern('server/main.ts', 'lectern: ready on', {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  });
  return { url: `http://127.0.0.1:${port}`, ...started };
}

export type WorkerProcess = Omit<AppProcess, 'url'>;

/** Starts one `npm run worker` process on `dataDir` and resolves once it says it is ready. */
export const startWorkerProcess = (databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<WorkerProcess> =>
  startLectern('server/worker.ts', 'lectern worker: ready', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });

/** Spawns `script` and resolves once its output holds `readyLine`; a process that exits first is an error with its output. */
async function startLectern(script: string, readyLine: string, env: Record<string, string>): Promise<WorkerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    // A free port for each process's RTMP ingest: several run side by side here.
    env: { ...process.env, SEED_MEDIA: 'false', LOG_LEVEL: 'warn', INGEST_RTMP_PORT: '0', DEMO_ENCODERS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const ready = await new Promise<boolean>((resolve) => {
    const onData = () => {
      if (output.includes(readyLine)) resolve(true);
    };
    child.stdout!.on('data', onData);
    child.once('exit', () => resolve(false));
  });
  if (!ready) {
    await stop();
    throw new Error(`${script} did not start:\n${output}`);
  }
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  };
  return { pid: child.pid!, output: () => output, stop, kill };
}
