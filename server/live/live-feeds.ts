import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE_IDLE_STOP_MS, LIVE_START_TIMEOUT_MS } from '../../src/constants';
import { startFfmpeg, type FfmpegProcess } from '../media/ffmpeg';
import { LIVE_ROADS, liveEncoderArgs, liveMediaPlaylistPath, prepareFeedDir, type LiveRoadSpec } from './live-encoder';

/**
 * The live origin: one encoder per lesson being watched, started by its first viewer and stopped
 * when nobody has asked for it in LIVE_IDLE_STOP_MS or when the lesson ends, so a campus with
 * many live lessons only encodes those someone watches. A feed that dies is started afresh by
 * the next request.
 */
export type LiveFeeds = {
  /** Where the feed folders are written. */
  rootDir: string;
  /** The lesson's feed folder once every road has a first segment; starts the encoder if needed. */
  open(courId: string, endsAt: Date): Promise<string>;
  /** Lessons whose encoder is running. */
  running(): string[];
  /** Stops every encoder (server shutdown). */
  close(): Promise<void>;
};

export type LiveFeedsOptions = {
  rootDir: string;
  /** The application clock: a feed stops once its lesson's end has passed. */
  clock: () => Date;
  idleStopMs?: number;
  startTimeoutMs?: number;
  sweepMs?: number;
  roads?: readonly LiveRoadSpec[];
};

type Feed = { dir: string; encoder: FfmpegProcess | null; ready: Promise<string>; started: boolean; lastUsed: number; endsAt: number };

const POLL_MS = 100;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A folder name for a lesson id: the id itself when it is safe, else its hash. */
const folderOf = (courId: string) => (SAFE_ID.test(courId) ? courId : createHash('sha256').update(courId).digest('hex').slice(0, 32));

const hasSegment = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).includes('#EXTINF');

export function createLiveFeeds(options: LiveFeedsOptions): LiveFeeds {
  const { rootDir, clock, roads = LIVE_ROADS } = options;
  const idleStopMs = options.idleStopMs ?? LIVE_IDLE_STOP_MS;
  const startTimeoutMs = options.startTimeoutMs ?? LIVE_START_TIMEOUT_MS;
  const feeds = new Map<string, Feed>();
  // There from the start: the routes serving feeds (live.ts, live-share.ts) name it as their root.
  mkdirSync(rootDir, { recursive: true });

  const stop = async (courId: string, feed: Feed) => {
    if (feeds.get(courId) === feed) feeds.delete(courId);
    if (feed.encoder !== null && feed.encoder.child.exitCode === null) {
      feed.encoder.child.kill('SIGTERM');
      await feed.encoder.done.catch(() => {});
    }
    await rm(feed.dir, { recursive: true, force: true });
  };

  async function start(courId: string, feed: Feed): Promise<string> {
    await prepareFeedDir(feed.dir, roads);
    const encoder = startFfmpeg(liveEncoderArgs(roads), { cwd: feed.dir });
    feed.encoder = encoder;
    let failure: Error | null = null;
    encoder.done.then(
      () => (failure = new Error('the live encoder stopped')),
      (error: Error) => (failure = error),
    ).finally(() => {
      // Gone by itself (not stopped here): the next viewer starts a fresh one.
      if (feeds.get(courId) === feed) feeds.delete(courId);
    });
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (failure !== null) throw failure;
      const ready = await Promise.all(roads.map((_, i) => hasSegment(join(feed.dir, liveMediaPlaylistPath(i)))));
      if (ready.every(Boolean)) {
        // Idle time counts from the first segment: a slow start is not idleness.
        feed.started = true;
        feed.lastUsed = Date.now();
        return feed.dir;
      }
      if (Date.now() > deadline) {
        await stop(courId, feed);
        throw new Error(`the live encoder made no segment within ${startTimeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  const sweep = () => {
    const now = Date.now();
    const at = clock().getTime();
    for (const [courId, feed] of feeds) {
      if ((feed.started && now - feed.lastUsed > idleStopMs) || at >= feed.endsAt) void stop(courId, feed);
    }
  };
  const timer = setInterval(sweep, options.sweepMs ?? 5_000);
  timer.unref();

  return {
    rootDir,
    open(courId, endsAt) {
      const existing = feeds.get(courId);
      if (existing) {
        existing.lastUsed = Date.now();
        existing.endsAt = endsAt.getTime();
        return existing.ready;
      }
      const feed: Feed = { dir: join(rootDir, folderOf(courId)), encoder: null, ready: Promise.resolve(''), started: false, lastUsed: Date.now(), endsAt: endsAt.getTime() };
      feeds.set(courId, feed);
      feed.ready = start(courId, feed).catch(async (error: unknown) => {
        if (feeds.get(courId) === feed) feeds.delete(courId);
        throw error;
      });
      return feed.ready;
    },
    running: () => [...feeds.keys()],
    async close() {
      clearInterval(timer);
      await Promise.all([...feeds].map(([courId, feed]) => stop(courId, feed)));
    },
  };
}
