import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LIVE_START_TIMEOUT_MS } from '../../src/constants';
import { startFfmpeg, type FfmpegProcess } from '../media/ffmpeg';
import { madeScratchFolder, scratchFolder, type ScratchFolder } from '../storage/scratch-folder';
import { LIVE_ROADS, liveEncoderArgs, liveMediaPlaylistPath, prepareFeedDir, type LiveRoadSpec } from './live-encoder';

/**
 * The live origin: one encoder per lesson being watched, started by its first viewer and stopped
 * once its last viewer has left (no playlist or segment asked for in LIVE_VIEWER_TIMEOUT_MS) or
 * when the lesson ends, so a campus with many live lessons only encodes those someone watches.
 * At most `maxEncoders` run at once (LIVE_MAX_ENCODERS): a viewer of another lesson beyond that
 * is refused (LiveFeedsFull) until one stops. A feed that dies is started afresh by the next
 * request. Idle time is measured on the application clock, so tests move it instead of waiting.
 * Feeds are scratch folders of this process's own under `rootDir` (server/compose.ts puts it in
 * the media store's scratch, docs/media-store.md), served from there by the process running them.
 */
/** Players ask for the playlist every segment (1 s); this long without a request means nobody watches. */
export const LIVE_VIEWER_TIMEOUT_MS = 15_000;

/** When every encoder is in use, how long a refused viewer is told to wait (one usually frees within the viewer timeout). */
export const LIVE_BUSY_RETRY_S = 30;

/** Every encoder allowed is running for other lessons. */
export class LiveFeedsFull extends Error {
  constructor(readonly maxEncoders: number) {
    super(`all ${maxEncoders} live encoders are in use`);
  }
}

export type LiveFeeds = {
  /** Where the feed folders are written: the root the live routes serve segments from. */
  rootDir: string;
  /** The lesson's feed folder once every road has a first segment; starts the encoder if needed (LiveFeedsFull when none is free). */
  open(courId: string, endsAt: Date): Promise<string>;
  /** Lessons whose encoder is running. */
  running(): string[];
  /** Stops every encoder (server shutdown). */
  close(): Promise<void>;
};

export type LiveFeedsOptions = {
  rootDir: string;
  /** The application clock: a feed stops once its lesson's end has passed, or its viewers are gone. */
  clock: () => Date;
  /** Encoders running at once, at most. */
  maxEncoders: number;
  viewerTimeoutMs?: number;
  startTimeoutMs?: number;
  sweepMs?: number;
  roads?: readonly LiveRoadSpec[];
};

type Feed = {
  folder: ScratchFolder;
  encoder: FfmpegProcess | null;
  ready: Promise<string>;
  started: boolean;
  lastUsed: number;
  endsAt: number;
};

const POLL_MS = 100;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A folder name for a lesson id: the id itself when it is safe, else its hash. */
const folderOf = (courId: string) => (SAFE_ID.test(courId) ? courId : createHash('sha256').update(courId).digest('hex').slice(0, 32));

const hasSegment = async (feed: ScratchFolder, playlist: string) =>
  ((await feed.readText(playlist).catch(() => null)) ?? '').includes('#EXTINF');

export function createLiveFeeds(options: LiveFeedsOptions): LiveFeeds {
  const { rootDir, clock, maxEncoders, roads = LIVE_ROADS } = options;
  const viewerTimeoutMs = options.viewerTimeoutMs ?? LIVE_VIEWER_TIMEOUT_MS;
  const now = () => clock().getTime();
  const startTimeoutMs = options.startTimeoutMs ?? LIVE_START_TIMEOUT_MS;
  const feeds = new Map<string, Feed>();
  // Feeds being stopped: a lesson's next feed waits, or the old one's clean-up would delete its folder.
  const stopping = new Map<string, Promise<void>>();
  // There from the start: the routes serving feeds (server/http/live-feed.ts) name it as their root.
  const root = madeScratchFolder(rootDir);

  const stop = (courId: string, feed: Feed): Promise<void> => {
    if (feeds.get(courId) === feed) feeds.delete(courId);
    const done = (async () => {
      await stopping.get(courId);
      if (feed.encoder !== null && feed.encoder.child.exitCode === null) {
        feed.encoder.child.kill('SIGTERM');
        await feed.encoder.done.catch(() => {});
      }
      await feed.folder.discard();
    })();
    stopping.set(courId, done);
    void done.finally(() => {
      if (stopping.get(courId) === done) stopping.delete(courId);
    });
    return done;
  };

  async function start(courId: string, feed: Feed): Promise<string> {
    await stopping.get(courId);
    await prepareFeedDir(feed.folder, roads);
    const encoder = startFfmpeg(liveEncoderArgs(roads), { cwd: feed.folder.path });
    feed.encoder = encoder;
    let failure: Error | null = null;
    encoder.done
      .then(
        () => (failure = new Error('the live encoder stopped')),
        (error: Error) => (failure = error),
      )
      .finally(() => {
        // Gone by itself (not stopped here): the next viewer starts a fresh one.
        if (feeds.get(courId) === feed) feeds.delete(courId);
      });
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (failure !== null) throw failure;
      const ready = await Promise.all(roads.map((_, i) => hasSegment(feed.folder, liveMediaPlaylistPath(i))));
      if (ready.every(Boolean)) {
        // Idle time counts from the first segment: a slow start is not idleness.
        feed.started = true;
        feed.lastUsed = now();
        return feed.folder.path;
      }
      if (Date.now() > deadline) {
        await stop(courId, feed);
        throw new Error(`the live encoder made no segment within ${startTimeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  const sweep = () => {
    const at = now();
    for (const [courId, feed] of feeds) {
      if ((feed.started && at - feed.lastUsed > viewerTimeoutMs) || at >= feed.endsAt) void stop(courId, feed);
    }
  };
  const timer = setInterval(sweep, options.sweepMs ?? 5_000);
  timer.unref();

  return {
    rootDir: root.path,
    open(courId, endsAt) {
      const existing = feeds.get(courId);
      if (existing) {
        existing.lastUsed = now();
        existing.endsAt = endsAt.getTime();
        return existing.ready;
      }
      // Feeds whose viewers left or whose lesson ended since the last sweep make room first.
      if (feeds.size >= maxEncoders) sweep();
      if (feeds.size >= maxEncoders) return Promise.reject(new LiveFeedsFull(maxEncoders));
      const feed: Feed = {
        folder: scratchFolder(join(root.path, folderOf(courId))),
        encoder: null,
        ready: Promise.resolve(''),
        started: false,
        lastUsed: now(),
        endsAt: endsAt.getTime(),
      };
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
      await Promise.all(stopping.values());
    },
  };
}
