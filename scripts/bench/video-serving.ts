import { closeSync, openSync, writeSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { runInChild, type LoadJob, type LoadResult, type ViewersResult } from './viewers';

/**
 * Video serving figures (issue 19, docs/bench.md "Video serving"), the load always from a forked
 * process (viewers.ts):
 * - one segment through the real route, as a player asks for it (under the capability its
 *   playlist handed out, with the session header hls.js sends), against a bare @fastify/static
 *   route serving the same folder, alternating, three rounds; the median ratio of requests a second;
 * - simulated viewers of one recording at real-time pace (100, 300, 1,000), with the server's
 *   peak memory.
 */
/** A load's figures with the server process's CPU time per request (µs), which other work on the machine disturbs less. */
type Served = LoadResult & { cpuUsPerRequest: number };

export type VideoServingFigures = {
  segmentBytes: number;
  rounds: { app: Served; bare: Served }[];
  viewers: (ViewersResult & { peakRssMiB: number })[];
};

const SEGMENT_LOAD = { requests: 600, concurrency: 8, warmup: 100 } as const;
const ROUNDS = 3;
export const VIEWER_COUNTS = [100, 300, 1000] as const;
const VIEWING = { playS: 40, rampS: 10, leadS: 2 } as const;

export const TARGETS = {
  segmentRatio: 0.8,
  p99Ms: { 100: 100, 300: 200 } as Record<number, number>,
};

/** A log like production's (`info`, written synchronously), sent to /dev/null: its cost counts, its lines do not. */
export function productionLikeLogger() {
  const fd = openSync('/dev/null', 'w');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writeSync(fd, chunk);
      done();
    },
    destroy(error, done) {
      closeSync(fd);
      done(error);
    },
  });
  return { level: 'info', stream };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The capability address of `segment` (e.g. '360p/seg-001.ts'), as the master playlist hands it out. */
async function capabilityAddress(masterUrl: string, token: string, segment: string): Promise<string> {
  const answer = await fetch(masterUrl, { headers: { 'jwt-token': token } });
  if (answer.status !== 200) throw new Error(`master playlist: HTTP ${answer.status}`);
  const line = (await answer.text()).split('\n').find((text) => text.startsWith('~'));
  if (line === undefined) throw new Error('the master playlist hands out no capability');
  return new URL(`${line.slice(0, line.indexOf('/'))}/${segment}`, masterUrl).href;
}

export async function benchVideoServing(options: {
  masterUrl: string;
  token: string;
  roadDir: string;
  segment: string;
  log: (line: string) => void;
}): Promise<VideoServingFigures> {
  const { masterUrl, token, roadDir, segment, log } = options;
  const bare = Fastify({ logger: false });
  try {
    await bare.register(fastifyStatic, { root: roadDir });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = await capabilityAddress(masterUrl, token, segment);
    const job = (url: string, headers: Record<string, string> = {}): LoadJob => ({ kind: 'load', url, headers, ...SEGMENT_LOAD });
    // Both servers live in this process and only one is loaded at a time: its CPU time is theirs.
    const served = async (load: LoadJob): Promise<Served> => {
      const before = process.cpuUsage();
      const figures = await runInChild(load);
      const used = process.cpuUsage(before);
      return { ...figures, cpuUsPerRequest: (used.user + used.system) / (load.requests + load.warmup) };
    };
    const rounds: VideoServingFigures['rounds'] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const app = await served(job(appUrl, { 'jwt-token': token }));
      const bareFigures = await served(job(`${bareUrl}/${segment}`));
      rounds.push({ app, bare: bareFigures });
      log(
        `video: segment round ${round + 1}: ${app.requestsPerSecond.toFixed(0)} req/s (bare ${bareFigures.requestsPerSecond.toFixed(0)}), ` +
          `server CPU ${app.cpuUsPerRequest.toFixed(0)} µs a request (bare ${bareFigures.cpuUsPerRequest.toFixed(0)})`,
      );
    }
    const viewers: VideoServingFigures['viewers'] = [];
    for (const count of VIEWER_COUNTS) {
      let peak = process.memoryUsage().rss;
      const result = await runInChild({ kind: 'viewers', masterUrl, token, viewers: count, ...VIEWING }, () => {
        peak = Math.max(peak, process.memoryUsage().rss);
      });
      viewers.push({ ...result, peakRssMiB: peak / 1_048_576 });
      log(
        `video: ${count} viewers: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
          `${result.stalls} stalls, ${result.errors} errors${result.firstError ? ` (${result.firstError})` : ''}, RSS ${(peak / 1_048_576).toFixed(0)} MiB`,
      );
    }
    return { segmentBytes: (await stat(join(roadDir, segment))).size, rounds, viewers };
  } finally {
    await bare.close();
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'not met');

export function formatVideoServing(figures: VideoServingFigures): string {
  const ratios = figures.rounds.map((round) => round.app.requestsPerSecond / round.bare.requestsPerSecond);
  const ratio = median(ratios);
  const middle = figures.rounds[ratios.indexOf(ratio)] ?? figures.rounds[0]!;
  const kib = (figures.segmentBytes / 1024).toFixed(0);
  const cpu = (side: 'app' | 'bare') => median(figures.rounds.map((round) => round[side].cpuUsPerRequest));
  const rows = [
    `Video serving (${availableParallelism()} cores; the load from a separate process; other work on the machine makes these noisy):`,
    '',
    '| video | figure | target | |',
    '|---|---|---|---|',
    `| segment serving (${kib} KiB), capability route vs bare static route | ratio ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}); ` +
      `${middle.app.requestsPerSecond.toFixed(0)} vs ${middle.bare.requestsPerSecond.toFixed(0)} req/s, p50 ${middle.app.p50Ms.toFixed(1)} vs ${middle.bare.p50Ms.toFixed(1)} ms | ≥ ${TARGETS.segmentRatio} | ${met(ratio >= TARGETS.segmentRatio)} |`,
    `| the same, server CPU time per request (a second view) | ${cpu('app').toFixed(0)} vs ${cpu('bare').toFixed(0)} µs: ratio ${(cpu('bare') / cpu('app')).toFixed(2)} | ≥ ${TARGETS.segmentRatio} | ${met(cpu('bare') / cpu('app') >= TARGETS.segmentRatio)} |`,
  ];
  for (const run of figures.viewers) {
    const p99Target = TARGETS.p99Ms[run.viewers];
    const target = p99Target === undefined ? 'none set; 0 stalls' : `p99 < ${p99Target} ms, 0 stalls`;
    const ok = (p99Target === undefined || run.p99Ms < p99Target) && run.stalls === 0 && run.errors === 0;
    rows.push(
      `| ${run.viewers.toLocaleString('en')} viewers, one recording, real-time pace | segment p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms (max ${run.maxMs.toFixed(0)}); ` +
        `${run.stalls} stalls, ${run.errors} errors in ${run.segments} segments; server RSS ${run.peakRssMiB.toFixed(0)} MiB | ${target} | ${met(ok)} |`,
    );
  }
  return rows.join('\n');
}
