import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import { captureRoadDir, captureRoot, partDir } from '../../server/capture/capture-folders';
import { roadFeed } from '../../server/capture/capture-feed';
import { segmentsOf } from '../../server/capture/event-playlist';
import { CAPTURE_SEGMENT_S } from '../../server/capture/road-packager';
import { captureRoads, courseSessions, ROAD_TYPE } from '../../server/db/schema';
import type { MediaStore } from '../../server/storage';
import type { ScratchFolder } from '../../server/storage/scratch-folder';
import { DEMO, login } from '../../tests/support/api-client';
import { pushTestPicture } from '../../tests/support/classroom-encoder';
import { SHARED_LIVE_LESSON } from '../../tests/support/live-lessons';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { until } from '../../tests/support/until';
import { benchRoads, CLIP, encodeClip, pushAddress, pushLooped, type BenchRoad, type ClipVideo, type Pusher } from './capture-feeds';
import { timeLessonRecording, type RecordingTiming } from './lesson-recording';
import { watchLiveEdge, type LiveEdge } from './live-edge';
import { childrenOf, startCpuWindow, startOwnCpuWindow } from './process-cpu';
import { median, productionLikeLogger } from './video-serving';
import { runInChild, type LiveViewersResult } from './viewers';

/**
 * Lecture capture figures (issue 29, docs/bench.md "Lecture capture"), on one server as `npm
 * start` runs it (PGlite, the RTMP ingest, the job worker, logging at `info` to /dev/null), its
 * encoders on this machine too (capture-feeds.ts: a clip pushed in a loop without decoding; their
 * CPU is reported apart, never counted):
 * - CPU per road: 1 and 4 copied roads (H.264/AAC), 1 encoded one (FLV1 → libx264), each over a
 *   window: the packagers' ffmpeg processes (/proc) and the server process's own CPU (the RTMP
 *   library, the ingest's checks) above what it uses with no road, as shares of one core;
 * - roads this machine holds at once: 80 % of its cores over the per-road share, then that many
 *   copied roads (at most 40) pushed together, each checked to advance in real time;
 * - lesson end to playable recording (lesson-recording.ts), for a 1-minute and a 90-minute lesson;
 * - one live road under 1 then 300 simulated viewers (viewers.ts, a process of its own): whether
 *   the ingest kept up (live-edge.ts: the edge's pace and the time code), the viewers' stalls.
 */
export type RoadsWindow = {
  video: ClipVideo;
  roads: number;
  packagers: number;
  packagerShare: number;
  serverShare: number;
  encoderShare: number;
  /** Per road, new segments a second over the window. */
  perSecond: number[];
  /** The oldest of the roads' newest segments at the window's end, ms. */
  newestAgeMs: number;
};

export type LiveRun = {
  viewers: number;
  result: LiveViewersResult;
  edge: LiveEdge;
  serverShare: number;
  packagerShare: number;
  loopP99Ms: number;
  loopMaxMs: number;
};

export type CaptureFigures = {
  cores: number;
  /** The machine's load average (1 minute) as the section began: other work on it shows here. */
  loadAverage: number;
  windowS: number;
  idleServerShare: number;
  copy: RoadsWindow[];
  encode: RoadsWindow;
  capacity: { copy: number; encode: number; checked: RoadsWindow };
  recordings: RecordingTiming[];
  live: LiveRun[];
};

const WINDOW_MS = 20_000;
const IDLE_MS = 10_000;
/** After every road is on air, before the window: the packagers' first rush of buffered frames is over. */
const WARMUP_MS = 3_000;
const ON_AIR_MS = 60_000;
/** A packager writes its last segment within 10 s of its feed's end (road-packager.ts); then some. */
const RETIRE_MS = 30_000;
const COPY_ROADS = [1, 4] as const;
const ENCODE_ROADS = 1;
/** The share of the machine's cores a campus would plan to fill with roads, leaving the rest for the web. */
const CPU_BUDGET = 0.8;
const CAPACITY_CHECK_MAX = 40;
/** Segments a second of a road sent in real time, and the share of it a road must keep to count as kept up. */
const REAL_TIME_PER_S = 1 / CAPTURE_SEGMENT_S;
const KEPT_UP = 0.95;
const VIEWER_COUNTS = [1, 300] as const;
const VIEWING = { watchS: 20, rampS: 10, reloadMs: 500, behindSegments: 2 } as const;
/** A short lesson (the in-run baseline) and issue 29's 90-minute one, seconds. */
const LESSONS_S = [60, 90 * 60] as const;
const TARGETS = { recordingMs: 60_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The packagers now running: the server's ffmpeg children reading a feed on their standard input. */
const packagerPids = () =>
  childrenOf()
    .filter((child) => child.args.includes('pipe:0') && child.args.includes('hls'))
    .map((child) => child.pid);

/** A road's segments so far in its current part, and when the newest was written (epoch ms). */
async function roadProgress(root: ScratchFolder, media: MediaStore, road: Pick<BenchRoad, 'courId' | 'roadType'>) {
  const feed = await roadFeed(media, road.courId, road.roadType);
  const segments = feed === null ? [] : segmentsOf(feed.playlist);
  const newest = segments.at(-1);
  const written =
    feed === null || newest === undefined
      ? null
      : await root.modifiedAt(`${captureRoadDir(road.courId, road.roadType)}/${partDir(feed.part)}/${newest.uri}`);
  return { count: segments.length, writtenMs: written?.getTime() ?? 0 };
}

type Context = { server: TestServer; root: ScratchFolder; port: number; clips: Record<ClipVideo, string>; pushers: Set<Pusher> };

/** An encoder kept for the cleanup whatever happens; stopping it forgets it. */
function track(context: Context, pusher: Pusher): Pusher {
  context.pushers.add(pusher);
  return {
    pid: pusher.pid,
    stop: async () => {
      await pusher.stop();
      context.pushers.delete(pusher);
    },
  };
}

async function untilOnAir(context: Context, roads: readonly Pick<BenchRoad, 'courId' | 'roadType'>[], segments: number, what: string) {
  await until(
    async () =>
      (await Promise.all(roads.map((road) => roadProgress(context.root, context.server.app.deps.media, road)))).every(
        (p) => p.count >= segments,
      )
        ? true
        : null,
    ON_AIR_MS,
    what,
  );
}

/**
 * Ends roads whose encoders have stopped at once rather than after the library's 30 s grace (in
 * which their captures would still be checked by the ingest's tick, and counted in the next
 * step's figures): their keys are revoked, so the ingest's next check cuts them, as it does when
 * an administrator revokes a key; then waits for their packagers to exit.
 */
async function retireRoads(context: Context, keys: readonly string[], packagers: readonly number[]): Promise<void> {
  await context.server.database.db
    .update(captureRoads)
    .set({ streamKey: null })
    .where(inArray(captureRoads.streamKey, [...keys]));
  await until(() => (packagerPids().some((pid) => packagers.includes(pid)) ? null : true), RETIRE_MS, 'the roads ended');
}

/** `count` roads of `video` pushed at once, measured over the window. */
async function measureRoads(context: Context, video: ClipVideo, count: number, log: (line: string) => void): Promise<RoadsWindow> {
  const { server, root } = context;
  const roads = await benchRoads(server.database.db, SHARED_LIVE_LESSON, count, server.clock.now);
  const before = new Set(packagerPids());
  const pushers = roads.map((road) => track(context, pushLooped(context.clips[video], pushAddress(context.port, road.key))));
  const started = () => packagerPids().filter((pid) => !before.has(pid));
  try {
    await untilOnAir(context, roads, 2, `${count} ${video} roads on air`);
    await sleep(WARMUP_MS);
    const packagers = started();
    const first = await Promise.all(roads.map((road) => roadProgress(root, context.server.app.deps.media, road)));
    const serverCpu = startOwnCpuWindow();
    const packagerCpu = startCpuWindow(packagers);
    const encoderCpu = startCpuWindow(pushers.map((pusher) => pusher.pid));
    await sleep(WINDOW_MS);
    const serverShare = serverCpu.stop();
    const packaged = packagerCpu.stop();
    const encoderShare = encoderCpu.stop().share;
    const last = await Promise.all(roads.map((road) => roadProgress(root, context.server.app.deps.media, road)));
    const at = Date.now();
    const window: RoadsWindow = {
      video,
      roads: count,
      packagers: packagers.length - packaged.exited,
      packagerShare: packaged.share,
      serverShare,
      encoderShare,
      perSecond: last.map((progress, i) => (progress.count - first[i]!.count) / packaged.seconds),
      newestAgeMs: Math.max(...last.map((progress) => at - progress.writtenMs)),
    };
    log(
      `capture: ${count} ${video} roads: packagers ${pct(window.packagerShare)}, server ${pct(serverShare)}, encoders ${pct(encoderShare)} of a core; ` +
        `${Math.min(...window.perSecond).toFixed(2)}–${Math.max(...window.perSecond).toFixed(2)} segments/s; newest segment at most ${window.newestAgeMs} ms old`,
    );
    return window;
  } finally {
    const packagers = started();
    await Promise.all(pushers.map((pusher) => pusher.stop()));
    await retireRoads(
      context,
      roads.map((road) => road.key),
      packagers,
    );
  }
}

/** The road's share of one core: its packager and its part of the server above the server's idle. */
const perRoadShare = (window: RoadsWindow, idle: number) => (window.packagerShare + Math.max(0, window.serverShare - idle)) / window.roads;
const roadsHeld = (window: RoadsWindow, idle: number, cores: number) => Math.floor((CPU_BUDGET * cores) / perRoadShare(window, idle));

/** The shared live lesson's teacher camera, pushed by the demo encoder (with its time code), under 1 then 300 viewers. */
async function liveUnderViewers(context: Context, work: string, log: (line: string) => void): Promise<LiveRun[]> {
  const { server, root } = context;
  const [road] = await server.database.db
    .select({ key: captureRoads.streamKey })
    .from(captureRoads)
    .innerJoin(courseSessions, eq(courseSessions.clroId, captureRoads.clroId))
    .where(and(eq(courseSessions.id, SHARED_LIVE_LESSON), eq(captureRoads.roadType, ROAD_TYPE.teacherCamera)));
  const before = new Set(packagerPids());
  const encoder = pushTestPicture(pushAddress(context.port, road!.key!));
  const pusher = track(context, { pid: encoder.child.pid!, stop: () => encoder.stop() });
  try {
    const live = { courId: SHARED_LIVE_LESSON, roadType: ROAD_TYPE.teacherCamera };
    await untilOnAir(context, [live], 4, 'the live road on air');
    const packagers = packagerPids().filter((pid) => !before.has(pid));
    const { jwt_token: token } = await login(server.url, DEMO.student01);
    const runs: LiveRun[] = [];
    for (const viewers of VIEWER_COUNTS) {
      const edge = watchLiveEdge(root, context.server.app.deps.media, live.courId, live.roadType, work);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const serverCpu = startOwnCpuWindow();
      const packagerCpu = startCpuWindow(packagers);
      const result = await runInChild({
        kind: 'live-viewers',
        infoUrl: `${server.url}/v1/live/playInfo?courseId=${live.courId}`,
        roadType: live.roadType,
        token,
        viewers,
        ...VIEWING,
      });
      delay.disable();
      const run: LiveRun = {
        viewers,
        result,
        serverShare: serverCpu.stop(),
        packagerShare: packagerCpu.stop().share,
        edge: await edge.stop(),
        loopP99Ms: delay.percentile(99) / 1e6,
        loopMaxMs: delay.max / 1e6,
      };
      runs.push(run);
      log(
        `capture: live road, ${viewers} viewers: edge ${run.edge.perSecond.toFixed(2)} segments/s (longest wait ${run.edge.longestWaitMs} ms, ` +
          `${run.edge.skipped} skipped), made → written median ${median(run.edge.writtenAfterMs).toFixed(0)} ms; viewers: segment p99 ` +
          `${result.p99Ms.toFixed(0)} ms, ${result.stalls} stalls, ${result.missed} missed, ${result.errors} errors${result.firstError ? ` (${result.firstError})` : ''}; ` +
          `server ${pct(run.serverShare)} of a core, event loop p99 ${run.loopP99Ms.toFixed(0)} ms`,
      );
    }
    return runs;
  } finally {
    const packagers = packagerPids().filter((pid) => !before.has(pid));
    await pusher.stop();
    await retireRoads(context, [road!.key!], packagers);
  }
}

export async function benchCapture(log: (line: string) => void): Promise<CaptureFigures> {
  const loadAverage = loadavg()[0]!;
  const work = await mkdtemp(join(tmpdir(), 'lectern-bench-capture-'));
  let server: TestServer | null = null;
  const pushers = new Set<Pusher>();
  try {
    log('capture: encoding the classroom clips (ffmpeg)…');
    const clips = { h264: await encodeClip(work, 'h264'), flv1: await encodeClip(work, 'flv1') };
    server = await startTestServer({ backend: 'pglite', ingest: true, jobs: true, logger: productionLikeLogger() });
    const context: Context = { server, root: captureRoot(server.app.deps.media), port: server.app.deps.ingest.port!, clips, pushers };
    const cores = availableParallelism();

    const idle = startOwnCpuWindow();
    await sleep(IDLE_MS);
    const idleServerShare = idle.stop();
    log(`capture: the server with no road: ${pct(idleServerShare)} of a core`);
    const copy: RoadsWindow[] = [];
    for (const count of COPY_ROADS) copy.push(await measureRoads(context, 'h264', count, log));
    const encode = await measureRoads(context, 'flv1', ENCODE_ROADS, log);
    const copyHeld = roadsHeld(copy.at(-1)!, idleServerShare, cores);
    const encodeHeld = roadsHeld(encode, idleServerShare, cores);
    log(
      `capture: by CPU, ${copyHeld} copied or ${encodeHeld} encoded roads; pushing ${Math.min(copyHeld, CAPACITY_CHECK_MAX)} copied roads…`,
    );
    const checked = await measureRoads(context, 'h264', Math.max(1, Math.min(copyHeld, CAPACITY_CHECK_MAX)), log);

    const live = await liveUnderViewers(context, work, log);

    const { jwt_token: token } = await login(server.url, DEMO.student01);
    const recordings: RecordingTiming[] = [];
    for (const lessonS of LESSONS_S) {
      const timing = await timeLessonRecording(server, { clip: clips.h264, like: SHARED_LIVE_LESSON, lessonS, token });
      recordings.push(timing);
      log(
        `capture: ${lessonS / 60}-minute lesson (${timing.segments} segments): recorded ${(timing.recordedMs / 1000).toFixed(1)} s, ` +
          `playable ${(timing.playableMs / 1000).toFixed(1)} s after its end`,
      );
    }
    return {
      cores,
      loadAverage,
      windowS: WINDOW_MS / 1000,
      idleServerShare,
      copy,
      encode,
      capacity: { copy: copyHeld, encode: encodeHeld, checked },
      recordings,
      live,
    };
  } finally {
    await Promise.all([...pushers].map((pusher) => pusher.stop()));
    const dataDir = server?.app.deps.env.DATA_DIR;
    await server?.close();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const met = (ok: boolean) => (ok ? 'met' : 'not met');
const keptUp = (perSecond: number) => perSecond >= KEPT_UP * REAL_TIME_PER_S;

function cpuRow(window: RoadsWindow, idle: number): string {
  const server = Math.max(0, window.serverShare - idle) / window.roads;
  const what = window.video === 'h264' ? 'copy (H.264/AAC copied through)' : 'encode (FLV1 video → libx264 veryfast)';
  return (
    `| CPU per road, ${what}, ${window.roads} road${window.roads > 1 ? 's' : ''} | ${pct(perRoadShare(window, idle))} of a core: packager ` +
    `${pct(window.packagerShare / window.roads)}, server ${pct(server)}${window.packagers === window.roads ? '' : ` (${window.packagers} packagers measured)`} | none set | ` +
    `encoders ${pct(window.encoderShare / window.roads)} a road, not counted |`
  );
}

export function formatCapture(figures: CaptureFigures): string {
  const { idleServerShare: idle, capacity } = figures;
  const checked = capacity.checked;
  const heldUp = checked.perSecond.filter(keptUp).length;
  const [short, long] = figures.recordings;
  const [baseline, loaded] = figures.live;
  const liveCell = (run: LiveRun) =>
    `edge ${run.edge.perSecond.toFixed(2)} segments/s, longest wait ${run.edge.longestWaitMs} ms, ${run.edge.skipped} skipped; ` +
    `first frame made → segment written median ${(median(run.edge.writtenAfterMs) / 1000).toFixed(2)} s, max ${(Math.max(...run.edge.writtenAfterMs) / 1000).toFixed(2)} s` +
    `${run.edge.unreadable > 0 ? ` (${run.edge.unreadable} frames unreadable)` : ''}; server ${pct(run.serverShare)}, packager ${pct(run.packagerShare)} of a core, event loop p99 ${run.loopP99Ms.toFixed(0)} ms`;
  const viewerCell = (run: LiveRun) =>
    `segment p50 ${run.result.p50Ms.toFixed(1)} ms, p99 ${run.result.p99Ms.toFixed(1)} ms; ${run.result.stalls} stalls, ${run.result.missed} missed, ` +
    `${run.result.errors} errors in ${run.result.segments} segments and ${run.result.playlists} playlists`;
  // Kept up: the edge at real-time pace, nothing skipped or begun again, frames written at most one segment later than with one viewer.
  const slowest = (run: LiveRun) => Math.max(...run.edge.writtenAfterMs);
  const ingestKeptUp =
    keptUp(loaded!.edge.perSecond) &&
    loaded!.edge.skipped === 0 &&
    loaded!.edge.partsBegun === 0 &&
    slowest(loaded!) <= slowest(baseline!) + CAPTURE_SEGMENT_S * 1000;
  return [
    `Lecture capture on ${figures.cores} cores (load average ${figures.loadAverage.toFixed(1)} as it began), PGlite: encoders push a ${CLIP.width}×${CLIP.height} ${CLIP.fps} fps ${CLIP.videoKbps / 1000} Mbit/s clip in a loop from this machine (their CPU not counted); CPU over ${figures.windowS} s windows as shares of one core; the server alone ${pct(idle)}.`,
    '',
    '| capture | figure | target | |',
    '|---|---|---|---|',
    ...figures.copy.map((window) => cpuRow(window, idle)),
    cpuRow(figures.encode, idle),
    `| roads held at once (${CPU_BUDGET * 100} % of ${figures.cores} cores over the per-road share) | copy ${capacity.copy}, encode ${capacity.encode} | none set | |`,
    `| ${checked.roads} copied roads pushed at once | ${heldUp} of ${checked.roads} kept real time (≥ ${(KEPT_UP * REAL_TIME_PER_S).toFixed(1)} segments/s; ${Math.min(...checked.perSecond).toFixed(2)}–${Math.max(...checked.perSecond).toFixed(2)}), newest segment at most ${(checked.newestAgeMs / 1000).toFixed(1)} s old; packagers ${pct(checked.packagerShare)}, server ${pct(checked.serverShare)}, encoders ${pct(checked.encoderShare)} | all | ${met(heldUp === checked.roads)} |`,
    `| lesson end → playable recording, ${long!.lessonS / 60}-minute lesson (${long!.segments.toLocaleString('en')} segments) | ${(long!.playableMs / 1000).toFixed(1)} s (recording made at ${(long!.recordedMs / 1000).toFixed(1)} s); ${short!.lessonS / 60}-minute lesson ${(short!.playableMs / 1000).toFixed(1)} s: ratio ${(long!.playableMs / short!.playableMs).toFixed(1)} | ≤ ${TARGETS.recordingMs / 1000} s | ${met(long!.playableMs <= TARGETS.recordingMs)} |`,
    `| live road, ${baseline!.viewers} viewer (baseline): ingest | ${liveCell(baseline!)} | | |`,
    `| live road, ${loaded!.viewers} viewers: ingest | ${liveCell(loaded!)} | kept up | ${met(ingestKeptUp)} |`,
    `| live road, ${baseline!.viewers} vs ${loaded!.viewers} viewers: viewers (${VIEWING.behindSegments} segments behind the edge, playlist every ${VIEWING.reloadMs} ms) | ${viewerCell(baseline!)} / ${viewerCell(loaded!)} | 0 stalls, 0 missed | ${met(loaded!.result.stalls === 0 && loaded!.result.missed === 0 && loaded!.result.errors === 0)} |`,
  ].join('\n');
}
