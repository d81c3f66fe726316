import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './playback';

/**
 * Warm start (docs/bench.md "Warm start"): `npm start`'s own command on a data folder that was
 * already seeded, from the spawn to the first answer of GET /v1/app/info, the builds up to date.
 * The first start (seeding, the demo videos) is run once beforehand and reported apart.
 */
export type WarmStart = { firstMs: number; runsMs: number[] };

export const WARM_START_TARGET_MS = 3000;
const RUNS = 5;
const root = resolve(import.meta.dirname, '..', '..');

/** Starts the server on `dataDir`, resolves with the ms until it answered, then stops it. */
async function timedStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server stopped before answering');
      const answered = await fetch(`http://127.0.0.1:${port}/v1/app/info`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((wait) => setTimeout(wait, 20));
    }
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

export async function benchWarmStart(log: (line: string) => void): Promise<WarmStart> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lectern-warm-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  try {
    const firstMs = await timedStart(dataDir, port);
    log(`warm start: first start (seeding the demo campus) ${(firstMs / 1000).toFixed(1)} s`);
    const runsMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runsMs.push(await timedStart(dataDir, port));
      log(`warm start: run ${run + 1}: ${runsMs.at(-1)!.toFixed(0)} ms`);
    }
    return { firstMs, runsMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatWarmStart({ firstMs, runsMs }: WarmStart): string {
  const middle = median(runsMs);
  const met = middle <= WARM_START_TARGET_MS ? 'met' : 'not met';
  return [
    '| start | figure | target | runs |',
    '|---|---|---|---|',
    `| warm start to the first answer | median ${middle.toFixed(0)} ms | ≤ ${WARM_START_TARGET_MS} ms: ${met} | ${runsMs.map((ms) => ms.toFixed(0)).join(', ')} |`,
    `| first start (seeds the demo campus and its videos) | ${(firstMs / 1000).toFixed(1)} s | (shows progress) | 1 |`,
  ].join('\n');
}
