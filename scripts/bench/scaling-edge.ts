import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { playInfoSchema } from '../../src/schemas/playback';
import { DEMO, call, login } from '../../tests/support/api-client';
import { startEdge, type Edge } from '../../tests/support/edge-nginx';
import type { TestServer } from '../../tests/support/test-server';
import { teacher01Lesson, uploadRow } from '../../tests/support/upload-client';
import { childrenOf, cpuSecondsOf, startCpuWindow, startOwnCpuWindow } from './process-cpu';
import { nginxWorkers, startStaticNginx, type StaticNginx } from './static-nginx';
import {
  bestVariant,
  CHILD_FLAG,
  runInChild,
  segmentsOf,
  type LoadJob,
  type LoadResult,
  type ViewersJob,
  type ViewersResult,
} from './viewers';

/**
 * The video edge's part of the scaling figures (issue 30, docs/bench.md "Past one machine"):
 * Debian's nginx on Lectern's generated configuration (tests/support/edge-nginx.ts) in front of
 * one Lectern server holding a real recording (the demo lesson uploaded and transcoded by its
 * worker, scaling-stores.ts), the load always from forked processes (viewers.ts):
 * - one segment of the best rendition under its capability address through the edge (the check
 *   and the segment from its cache, as every viewer after the first gets it), against a plain
 *   nginx serving the same file from a folder (static-nginx.ts), alternating, three rounds: the
 *   CPU time the nginx workers spend per segment, read from /proc, and its ratio;
 * - simulated viewers of the recording at real-time pace through the edge (1,000 and 2,000),
 *   spread over load processes of PLAYERS_PER_PROCESS each.
 */
type Served = LoadResult & { nginxUs: number; lecternUs: number };

/**
 * A viewers run with where the CPU went meanwhile, each as a share of one core: nginx's workers,
 * Lectern's process, the load processes (the simulated players), and the whole machine's busy
 * share of all its cores (the rest of it is other work: the test runs sharing the machine).
 */
type ViewersRun = ViewersResult & {
  /** Load processes the players were spread over. */
  processes: number;
  nginxShare: number;
  /** nginx's workers' CPU time over the segments served: what a viewer's segment cost the edge. */
  nginxUsPerSegment: number;
  lecternShare: number;
  loadShare: number;
  machineBusy: number;
};

export type EdgeFigures = {
  segmentBytes: number;
  rounds: { edge: Served; plain: Served }[];
  viewers: ViewersRun[];
  /** Viewer counts left out, and why (too few file descriptors). */
  skipped: string[];
};

const SEGMENT_LOAD = { requests: 6_000, concurrency: 16, warmup: 300 } as const;
const ROUNDS = 3;
const EDGE_VIEWER_COUNTS = [1_000, 2_000] as const;
/** Short sessions, so the section stays within minutes; each viewer still plays a dozen segments. */
export const EDGE_VIEWING = { playS: 24, rampS: 10, leadS: 2 } as const;
/**
 * Players a load process simulates: real players are spread over many machines, and one event
 * loop running thousands of them is late itself before the edge is (its delay is reported).
 */
const PLAYERS_PER_PROCESS = 500;
/** Descriptors nginx needs beyond one per viewer's connection (a load process needs fewer). */
const SPARE_DESCRIPTORS = 512;

/** This process's soft limit of open files, which the load processes and nginx inherit. */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/**
 * Signals nginx's master `pid` if this process ends without stopping it (the bench stopped by a
 * signal): nginx runs in the foreground but outlives its parent. Answers the way to forget it.
 */
function stopOnExit(pid: number): () => void {
  const stop = () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone already
    }
  };
  process.once('exit', stop);
  return () => process.removeListener('exit', stop);
}

/** Busy and total clock ticks of all cores so far, from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  // idle and iowait are the 4th and 5th.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/**
 * The figures of several load processes as one: counts add up; p50, p99 and the worst are the
 * highest of the processes' (each an upper bound of the whole's: no process has more than 1 % of
 * its segments above its p99, so all of them together have no more above the highest).
 */
function together(parts: readonly ViewersResult[]): ViewersResult {
  const sum = (field: 'viewers' | 'segments' | 'stalls' | 'errors' | 'edgeHits') => parts.reduce((total, part) => total + part[field], 0);
  const highest = (field: 'p50Ms' | 'p99Ms' | 'maxMs' | 'elapsedS' | 'playersDelayP99Ms') => Math.max(...parts.map((part) => part[field]));
  return {
    viewers: sum('viewers'),
    segments: sum('segments'),
    p50Ms: highest('p50Ms'),
    p99Ms: highest('p99Ms'),
    maxMs: highest('maxMs'),
    stalls: sum('stalls'),
    errors: sum('errors'),
    firstError: parts.find((part) => part.firstError !== null)?.firstError ?? null,
    elapsedS: highest('elapsedS'),
    edgeHits: sum('edgeHits'),
    playersDelayP99Ms: highest('playersDelayP99Ms'),
  };
}

/**
 * Runs `job`'s viewers in load processes of PLAYERS_PER_PROCESS each, all at once, noting the CPU
 * of nginx's workers, of this process, of the load processes and of the machine.
 */
async function watchViewers(job: ViewersJob, edgeMaster: number): Promise<ViewersRun> {
  const nginx = startCpuWindow(nginxWorkers(edgeMaster));
  const own = startOwnCpuWindow();
  const machine = machineTicks();
  const started = performance.now();
  // The load processes are found among this one's children while they run; their last readings count.
  const loadCpuS = new Map<number, number>();
  const sample = () => {
    for (const child of childrenOf().filter((candidate) => candidate.args.includes(CHILD_FLAG)))
      loadCpuS.set(child.pid, cpuSecondsOf(child.pid) ?? loadCpuS.get(child.pid) ?? 0);
  };
  const processes = Math.ceil(job.viewers / PLAYERS_PER_PROCESS);
  const result = together(
    await Promise.all(
      Array.from({ length: processes }, (_, i) =>
        runInChild({ ...job, viewers: Math.min(PLAYERS_PER_PROCESS, job.viewers - i * PLAYERS_PER_PROCESS) }, i === 0 ? sample : undefined),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const { busy, total } = machineTicks();
  const nginxWindow = nginx.stop();
  return {
    ...result,
    processes,
    nginxShare: nginxWindow.share,
    nginxUsPerSegment: (nginxWindow.share * nginxWindow.seconds * 1e6) / Math.max(1, result.segments),
    lecternShare: own.stop(),
    loadShare: [...loadCpuS.values()].reduce((sum, cpu) => sum + cpu, 0) / seconds,
    machineBusy: (busy - machine.busy) / (total - machine.total),
  };
}

const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0);

/** One load of `url`, with the CPU time nginx's workers (and this process, Lectern's) spent per request. */
async function served(url: string, masterPid: number): Promise<Served> {
  // No session with a segment, as players send none under a capability (docs/edge.md "No preflight").
  const job: LoadJob = { kind: 'load', url, headers: {}, ...SEGMENT_LOAD };
  const workers = nginxWorkers(masterPid);
  const nginxBefore = cpuOf(workers);
  const lecternBefore = process.cpuUsage();
  const result = await runInChild(job);
  const lectern = process.cpuUsage(lecternBefore);
  const requests = job.requests + job.warmup;
  return { ...result, nginxUs: ((cpuOf(workers) - nginxBefore) * 1e6) / requests, lecternUs: (lectern.user + lectern.system) / requests };
}

/** The recording's master playlist address for teacher01, as the play information hands it out. */
async function playlistOf(server: TestServer, uploadId: string): Promise<string> {
  const token = (await login(server.url, DEMO.teacher01)).jwt_token;
  const { vodId } = await uploadRow(server, uploadId);
  const { teclId } = await teacher01Lesson(server);
  const info = playInfoSchema.parse((await call(server.url, `/v1/vod/playInfo?teclId=${teclId}`, { token })).body.result);
  const road = info.lessons.find((lesson) => lesson.vodId === vodId)?.roads[0];
  if (road === undefined) throw new Error(`the play information does not offer the recording ${vodId}`);
  return road.playlistUrl;
}

/** The edge in front of `server`, which holds the recording of `uploadId` in its local store. */
export async function benchEdge(server: TestServer, uploadId: string, log: (line: string) => void): Promise<EdgeFigures> {
  let edge: Edge | null = null;
  let plain: StaticNginx | null = null;
  const forget: (() => void)[] = [];
  try {
    const { mediaPath } = await uploadRow(server, uploadId);
    edge = await startEdge([new URL(server.url).host]);
    const edgeMaster = Number(readFileSync(join(edge.runDir, 'nginx.pid'), 'utf8').trim());
    forget.push(stopOnExit(edgeMaster));
    const token = (await login(edge.url, DEMO.teacher01)).jwt_token;
    const masterUrl = `${edge.url}${await playlistOf(server, uploadId)}`;
    const headers = { 'jwt-token': token };
    const master = await fetch(masterUrl, { headers });
    if (master.status !== 200) throw new Error(`master playlist through the edge: HTTP ${master.status}`);
    const variantUrl = bestVariant(await master.text(), masterUrl);
    const segments = segmentsOf(await (await fetch(variantUrl, { headers })).text(), variantUrl);
    // Every segment once, so the viewers find the cache as the first viewer of a lesson leaves it.
    for (const segment of segments) await (await fetch(segment.url, { headers })).arrayBuffer();
    const segmentUrl = segments[0]!.url;
    const cached = await fetch(segmentUrl, { headers });
    await cached.arrayBuffer();
    if (cached.headers.get('x-edge-cache') !== 'HIT')
      throw new Error(`the edge did not cache the segment: ${cached.headers.get('x-edge-cache')}`);

    // The same files from a folder: the rendition's folder of the recording in the local store.
    const rendition = new URL(variantUrl).pathname.split('/').at(-2)!;
    const file = new URL(segmentUrl).pathname.split('/').at(-1)!;
    const folder = join(server.app.deps.media.localRoot!, mediaPath!, rendition);
    plain = await startStaticNginx(folder);
    forget.push(stopOnExit(plain.masterPid));
    const plainUrl = `${plain.url}/${file}`;

    const rounds: EdgeFigures['rounds'] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const viaEdge = await served(segmentUrl, edgeMaster);
      const viaPlain = await served(plainUrl, plain.masterPid);
      rounds.push({ edge: viaEdge, plain: viaPlain });
      log(
        `scaling: segment round ${round + 1}: nginx workers ${viaEdge.nginxUs.toFixed(0)} µs a segment through the edge, ` +
          `${viaPlain.nginxUs.toFixed(0)} µs static; ${viaEdge.requestsPerSecond.toFixed(0)} vs ${viaPlain.requestsPerSecond.toFixed(0)} req/s; ` +
          `Lectern ${viaEdge.lecternUs.toFixed(1)} µs a segment through the edge`,
      );
    }
    await plain.stop();
    plain = null;

    const viewers: EdgeFigures['viewers'] = [];
    const skipped: string[] = [];
    const limit = openFilesLimit();
    for (const count of EDGE_VIEWER_COUNTS) {
      if (limit < count + SPARE_DESCRIPTORS) {
        const advice = `${count.toLocaleString('en')} viewers need ${count + SPARE_DESCRIPTORS} open files, the limit is ${limit}: run \`ulimit -n 8192\` first`;
        skipped.push(advice);
        log(`scaling: ${advice}`);
        continue;
      }
      const run = await watchViewers({ kind: 'viewers', masterUrl, token, viewers: count, ...EDGE_VIEWING }, edgeMaster);
      viewers.push(run);
      const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
      log(
        `scaling: ${count} viewers through the edge: p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms, ` +
          `${run.stalls} stalls, ${run.errors} errors${run.firstError ? ` (${run.firstError})` : ''}, ` +
          `${run.edgeHits}/${run.segments} from the edge's cache; CPU of a core: nginx ${percent(run.nginxShare)} (${run.nginxUsPerSegment.toFixed(0)} µs a segment), ` +
          `Lectern ${percent(run.lecternShare)}, load ${percent(run.loadShare)}; machine ${percent(run.machineBusy)} busy; ` +
          `the players' event-loop delay p99 ${run.playersDelayP99Ms.toFixed(0)} ms`,
      );
    }
    return { segmentBytes: statSync(join(folder, file)).size, rounds, viewers, skipped };
  } finally {
    await plain?.stop();
    await edge?.stop();
    for (const done of forget) done();
  }
}
