import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock';

/**
 * One server per DATA_DIR: a second `npm start` on the same folder stops at once with one line
 * naming the first one's pid, instead of opening PGlite beside it and losing writes. A lock left
 * by a killed process does not block the next start; a DATA_DIR that cannot be created is one
 * line, not a stack trace. The servers here are real processes (PGlite, no demo seed).
 */
const SERVER_START_MS = 90_000;
const roots: string[] = [];
const children: ChildProcess[] = [];

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-lock-'));
  roots.push(dir);
  return dir;
};

type Server = { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> };

function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    // DATABASE_URL (CI sets it) is left out on purpose: these servers use PGlite in DATA_DIR.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: '0',
      INGEST_RTMP_PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      SEED_MEDIA: 'false',
      LOG_LEVEL: 'silent',
    },
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exited };
}

const ready = (server: Server) =>
  vi.waitFor(() => expect(server.out()).toContain('lectern: ready on'), { timeout: SERVER_START_MS, interval: 100 });

const lockHolder = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid as number;

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it(
    'stops a second server on the same DATA_DIR with one line naming the first, before it opens the database',
    async () => {
      const dataDir = tempDir();
      const first = startServer(dataDir);
      await ready(first);
      const second = startServer(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.err().trim().split('\n')).toEqual([
        expect.stringMatching(new RegExp(`^lectern: DATA_DIR=.* in use .*\\(pid ${first.child.pid}\\)`)),
      ]);
      expect(second.out()).not.toContain('database');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
    SERVER_START_MS * 2,
  );

  it(
    'lets the next server start after the previous one was killed with kill -9',
    async () => {
      const dataDir = tempDir();
      const killed = startServer(dataDir);
      await ready(killed);
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(lockHolder(dataDir)).toBe(killed.child.pid);

      const next = startServer(dataDir);
      await ready(next);
      expect(lockHolder(dataDir)).toBe(next.child.pid);
    },
    SERVER_START_MS * 2,
  );

  it('takes over a lock whose process no longer runs, or that is unreadable, and releases only its own', () => {
    const dataDir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: gone, host: hostname(), started: null }));
    const lock = lockDataDir(dataDir);
    expect(lockHolder(dataDir)).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    writeFileSync(join(dataDir, LOCK_FILE), 'not a lock');
    const again = lockDataDir(dataDir);
    expect(lockHolder(dataDir)).toBe(process.pid);
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: gone, host: 'another-machine', started: null }));
    again.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    // Another machine's process cannot be checked from here: its lock is respected, and the line says how to clear it.
    expect(() => lockDataDir(dataDir)).toThrow(DataDirError);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`pid ${gone} on another-machine.*delete .*${LOCK_FILE}`));
  });
});

describe('a DATA_DIR that cannot be created', () => {
  it(
    'stops the server with one line naming the folder and the reason',
    async () => {
      const file = join(tempDir(), 'a-file');
      writeFileSync(file, 'not a folder');
      const server = startServer(join(file, 'data'));
      expect(await server.exited).toBe(1);
      expect(server.err().trim().split('\n')).toEqual([
        `lectern: DATA_DIR=${join(file, 'data')} cannot be created: a part of the path is a file, not a folder (ENOTDIR)`,
      ]);
    },
    SERVER_START_MS,
  );
});
