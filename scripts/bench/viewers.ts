import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { segmentsOf as eventSegmentsOf } from '../../server/capture/event-playlist';
import { SegmentClient } from './segment-client';

/**
 * The playback bench's load generator (docs/bench.md "Video serving"), in a process of its own
 * (child_process.fork), so the server under test keeps its event loop and core to itself, as it
 * would with real viewers on other machines. Three jobs:
 * - `load`: `requests` GETs of one URL, `concurrency` at a time over keep-alive connections,
 *   after `warmup` unmeasured ones (segment serving against a bare static route);
 * - `viewers`: simulated players of one recording at real-time pace (below);
 * - `live-viewers`: simulated players of one live road (the capture bench, below).
 * Loopback only.
 */
export type LoadJob = {
  kind: 'load';
  url: string;
  headers: Record<string, string>;
  requests: number;
  concurrency: number;
  warmup: number;
};
export type LoadResult = { p50Ms: number; p95Ms: number; requestsPerSecond: number };

/**
 * A viewer fetches the master playlist with the session (as hls.js does), then its highest
 * variant under the capability, then segment after segment, cycling through the recording for
 * `playS` seconds of playback. Playback starts when the first segment is in; segment i is asked
 * for `leadS` before it is due (hls.js keeps far more buffered, so this is the strict case) and
 * is due when playback reaches it: arriving later is a stall, and playback then waits for it.
 * Viewers arrive evenly over `rampS` seconds, each on keep-alive connections of its own (the segments
 * through segment-client.ts). `masterUrl`
 * may be Lectern's or the video edge's (docs/edge.md): through the edge, the segments its cache
 * answered are counted.
 */
export type ViewersJob = {
  kind: 'viewers';
  masterUrl: string;
  token: string;
  viewers: number;
  playS: number;
  rampS: number;
  leadS: number;
};
export type ViewersResult = {
  viewers: number;
  segments: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  stalls: number;
  errors: number;
  firstError: string | null;
  elapsedS: number;
  /** Segments whose answer said X-Edge-Cache: HIT (0 without an edge in front). */
  edgeHits: number;
  /**
   * The load process's own event-loop delay, 99th percentile: when the players themselves are
   * late (their process starved of CPU), their timers and reads are, and so are the figures above.
   */
  playersDelayP99Ms: number;
};

/**
 * A live viewer asks for the lesson's play information once (as the page does), then reloads the
 * live playlist it names for road `roadType` (under the capability it hands out, docs/live.md
 * "Serving") every `reloadMs` (hls.js reloads a live playlist of half-second segments
 * about twice a second) and fetches each segment that is new since its last reload, in order.
 * Playback starts when the first segment is in, `behindSegments` from the live edge; a segment is
 * due when playback reaches it, and arriving later is a stall. A segment that left the live
 * window before the viewer saw it is missed. Viewers arrive evenly over `rampS` seconds and each
 * watches for `watchS`, on its own keep-alive connection.
 */
export type LiveViewersJob = {
  kind: 'live-viewers';
  infoUrl: string;
  roadType: number;
  token: string;
  viewers: number;
  watchS: number;
  rampS: number;
  reloadMs: number;
  behindSegments: number;
};
export type LiveViewersResult = Omit<ViewersResult, 'elapsedS' | 'edgeHits' | 'playersDelayP99Ms'> & { playlists: number; missed: number };

type Job = LoadJob | ViewersJob | LiveViewersJob;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The header by which the video edge says whether its cache answered (server/edge/nginx-config.ts). */
const EDGE_CACHE_HEADER = 'x-edge-cache';

/** GET `url`, the whole body read; the status, body (text when asked) and the edge's cache status. */
function get(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
  asText = false,
): Promise<{ status: number; text: string; edgeCache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      // A segment's bytes are read and dropped: resume() costs the players less than a listener.
      if (asText) res.on('data', (chunk: Buffer) => chunks.push(chunk));
      else res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: asText ? Buffer.concat(chunks).toString('utf8') : '',
          edgeCache: res.headers[EDGE_CACHE_HEADER] as string | undefined,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const ok = (status: number) => status === 200 || status === 206;

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  try {
    const once = async () => {
      const started = performance.now();
      const { status } = await get(agent, job.url, job.headers);
      if (!ok(status)) throw new Error(`${new URL(job.url).pathname}: HTTP ${status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < job.warmup; i++) await once();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < job.requests) {
        next++;
        latencies.push(await once());
      }
    };
    await Promise.all(Array.from({ length: job.concurrency }, worker));
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), requestsPerSecond: job.requests / elapsedS };
  } finally {
    agent.destroy();
  }
}

const uriLines = (playlist: string) => playlist.split('\n').map((line) => line.trim());

/** The highest-bandwidth variant of a master playlist, as an absolute address. */
export function bestVariant(master: string, masterUrl: string): string {
  const lines = uriLines(master);
  let best: { bandwidth: number; uri: string } | null = null;
  lines.forEach((line, i) => {
    const bandwidth = /^#EXT-X-STREAM-INF:.*BANDWIDTH=(\d+)/.exec(line);
    const uri = lines[i + 1];
    if (bandwidth && uri && (best === null || Number(bandwidth[1]) > best.bandwidth)) best = { bandwidth: Number(bandwidth[1]), uri };
  });
  if (best === null) throw new Error('master playlist without variants');
  return new URL((best as { uri: string }).uri, masterUrl).href;
}

/** A media playlist's segments: address and duration. */
export function segmentsOf(variant: string, variantUrl: string): { url: string; durationS: number }[] {
  const lines = uriLines(variant);
  const segments: { url: string; durationS: number }[] = [];
  lines.forEach((line, i) => {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[i + 1];
    if (extinf && uri && !uri.startsWith('#')) segments.push({ url: new URL(uri, variantUrl).href, durationS: Number(extinf[1]) });
  });
  if (segments.length === 0) throw new Error('media playlist without segments');
  return segments;
}

/** The segments' arrival times: how many, median, 99th percentile and worst. */
function latencySummary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { segments: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? 0 };
}

async function runViewers(job: ViewersJob): Promise<ViewersResult> {
  const latencies: number[] = [];
  let stalls = 0;
  let errors = 0;
  let edgeHits = 0;
  let firstError: string | null = null;
  const fail = (message: string) => {
    errors++;
    firstError ??= message;
  };
  const headers = { 'jwt-token': job.token };
  const started = performance.now();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  const viewer = async (index: number) => {
    await sleep((index / job.viewers) * job.rampS * 1000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let segmentClient: SegmentClient | null = null;
    try {
      const master = await get(agent, job.masterUrl, headers, true);
      if (master.status !== 200) return fail(`master: HTTP ${master.status}`);
      const variantUrl = bestVariant(master.text, job.masterUrl);
      // As hls.js asks (src/ui/player/use-hls.ts): the session with the master playlist only.
      const variant = await get(agent, variantUrl, {}, true);
      if (variant.status !== 200) return fail(`variant: HTTP ${variant.status}`);
      const segments = segmentsOf(variant.text, variantUrl);
      // The segments on a connection of their own, read into the process's one buffer (segment-client.ts).
      agent.destroy();
      const origin = new URL(variantUrl);
      segmentClient = new SegmentClient(origin.hostname, Number(origin.port));
      let playStart = 0;
      let position = 0;
      for (let i = 0; position < job.playS; i++) {
        const segment = segments[i % segments.length]!;
        if (i > 0) await sleep(playStart + (position - job.leadS) * 1000 - performance.now());
        const asked = performance.now();
        try {
          const address = new URL(segment.url);
          if (address.host !== origin.host) throw new Error(`a segment of another origin, ${address.host}`);
          const { status, edgeCache } = await segmentClient.get(address.pathname + address.search);
          if (!ok(status)) fail(`segment: HTTP ${status}`);
          if (edgeCache === 'HIT') edgeHits++;
        } catch (error) {
          fail(`segment: ${(error as Error).message}`);
        }
        const arrived = performance.now();
        latencies.push(arrived - asked);
        if (i === 0) playStart = arrived;
        else {
          const due = playStart + position * 1000;
          // Late: the picture froze until it came, and playback goes on from there.
          if (arrived > due) {
            stalls++;
            playStart += arrived - due;
          }
        }
        position += segment.durationS;
      }
    } catch (error) {
      fail((error as Error).message);
    } finally {
      agent.destroy();
      segmentClient?.close();
    }
  };

  await Promise.all(Array.from({ length: job.viewers }, (_, index) => viewer(index)));
  loopDelay.disable();
  return {
    viewers: job.viewers,
    ...latencySummary(latencies),
    stalls,
    errors,
    firstError,
    elapsedS: (performance.now() - started) / 1000,
    edgeHits,
    playersDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}

/**
 * A live playlist's segments in order: sequence number, address, duration. Each segment carries a
 * program date-time line between its #EXTINF and its address, as the packager writes them.
 */
function liveSegmentsOf(playlist: string, playlistUrl: string): { sequence: number; url: string; durationS: number }[] {
  const first = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)/m.exec(playlist)?.[1] ?? NaN);
  if (Number.isNaN(first)) throw new Error('live playlist without a media sequence');
  return eventSegmentsOf(playlist).map((segment, i) => ({
    sequence: first + i,
    url: new URL(segment.uri, playlistUrl).href,
    durationS: segment.seconds,
  }));
}

async function runLiveViewers(job: LiveViewersJob): Promise<LiveViewersResult> {
  const latencies: number[] = [];
  let stalls = 0;
  let missed = 0;
  let playlists = 0;
  let errors = 0;
  let firstError: string | null = null;
  const fail = (message: string) => {
    errors++;
    firstError ??= message;
  };
  const headers = { 'jwt-token': job.token };

  const viewer = async (index: number) => {
    await sleep((index / job.viewers) * job.rampS * 1000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const until = performance.now() + job.watchS * 1000;
    try {
      const info = await get(agent, job.infoUrl, headers, true);
      if (info.status !== 200) return fail(`play information: HTTP ${info.status}`);
      const roads = (JSON.parse(info.text) as { result: { roads: { roadType: number; playlistUrl: string }[] } }).result.roads;
      const road = roads.find((candidate) => candidate.roadType === job.roadType);
      if (road === undefined) return fail(`play information: no road ${job.roadType}`);
      const playlistUrl = new URL(road.playlistUrl, job.infoUrl).href;
      let last: number | null = null;
      let playStart = 0;
      let position = 0;
      while (performance.now() < until) {
        const reloaded = performance.now();
        // Under its capability: no session (src/ui/player/use-hls.ts).
        const playlist = await get(agent, playlistUrl, {}, true);
        playlists++;
        if (playlist.status !== 200) fail(`live playlist: HTTP ${playlist.status}`);
        else {
          const segments = liveSegmentsOf(playlist.text, playlistUrl);
          const fresh: typeof segments =
            last === null ? segments.slice(-job.behindSegments) : segments.filter((segment) => segment.sequence > last!);
          if (last !== null && fresh.length > 0) missed += fresh[0]!.sequence - last - 1;
          for (const segment of fresh) {
            const asked = performance.now();
            const { status } = await get(agent, segment.url, {});
            if (!ok(status)) fail(`live segment: HTTP ${status}`);
            const arrived = performance.now();
            latencies.push(arrived - asked);
            if (last === null) playStart = arrived;
            else if (arrived > playStart + position * 1000) {
              // Late: the picture froze until it came, and playback goes on from there.
              stalls++;
              playStart = arrived - position * 1000;
            }
            position += segment.durationS;
            last = segment.sequence;
          }
        }
        await sleep(reloaded + job.reloadMs - performance.now());
      }
    } catch (error) {
      fail((error as Error).message);
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(Array.from({ length: job.viewers }, (_, index) => viewer(index)));
  return {
    viewers: job.viewers,
    ...latencySummary(latencies),
    stalls,
    missed,
    playlists,
    errors,
    firstError,
  };
}

/** On the forked load process's command line: how the bench finds it among its children. */
export const CHILD_FLAG = '--bench-load-child';

/**
 * Runs `job` in a forked process; while it runs, `sample` is called every 250 ms (the bench
 * samples the server's memory with it).
 */
export function runInChild(job: LoadJob, sample?: () => void): Promise<LoadResult>;
export function runInChild(job: ViewersJob, sample?: () => void): Promise<ViewersResult>;
export function runInChild(job: LiveViewersJob, sample?: () => void): Promise<LiveViewersResult>;
export function runInChild(job: Job, sample?: () => void): Promise<LoadResult | ViewersResult | LiveViewersResult> {
  const urls = job.kind === 'load' ? [job.url] : job.kind === 'viewers' ? [job.masterUrl] : [job.infoUrl];
  for (const url of urls) if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error(`bench: loopback only, not ${url}`);
  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const sampler = sample === undefined ? undefined : setInterval(sample, 250);
  return new Promise<LoadResult | ViewersResult | LiveViewersResult>((resolve, reject) => {
    child.once('message', (message: { result?: LoadResult | ViewersResult | LiveViewersResult; error?: string }) => {
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.result!);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench load process ended (${code}) without a result`)));
    child.send(job);
  }).finally(() => {
    clearInterval(sampler);
    child.kill();
  });
}

if (process.argv.includes(CHILD_FLAG) && process.send !== undefined) {
  process.once('message', (job: Job) => {
    const run = job.kind === 'load' ? runLoad(job) : job.kind === 'viewers' ? runViewers(job) : runLiveViewers(job);
    run.then(
      (result) => process.send!({ result }, () => process.exit(0)),
      (error: Error) => process.send!({ error: error.message }, () => process.exit(1)),
    );
  });
}
