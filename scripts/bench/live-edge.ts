import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { captureRoadDir, partDir } from '../../server/capture/capture-folders';
import { roadFeed } from '../../server/capture/capture-feed';
import { segmentsOf } from '../../server/capture/event-playlist';
import { TIME_CODE } from '../../server/capture/time-code';
import type { RoadType } from '../../server/db/schema';
import { runFfmpeg } from '../../server/media/ffmpeg';
import type { MediaStore } from '../../server/storage';
import type { ScratchFolder } from '../../server/storage/scratch-folder';
import { latencyMs, readTimeCode } from './time-code';

/**
 * Whether the ingest keeps up with a live road (the capture bench, docs/bench.md "Lecture
 * capture"): its live edge is watched where the packager writes it, the part's playlist on disk
 * read every POLL_MS, so serving viewers is not in the figure. Each new segment's appearance is
 * noted; every TIME_CODE_EVERY-th one has its first frame decoded and the encoder's time code read
 * off it (time-code.ts), giving the time from that frame being made to its segment being written.
 */
export type LiveEdge = {
  segments: number;
  /** New segments a second, between the first and the last seen. */
  perSecond: number;
  /** The longest wait between two new segments, ms. */
  longestWaitMs: number;
  /** Segment numbers skipped, and parts begun (a packager started again) while watched. */
  skipped: number;
  partsBegun: number;
  /** First frame made → its segment written, ms, per segment read; and how many could not be read. */
  writtenAfterMs: number[];
  unreadable: number;
};

const POLL_MS = 100;
const TIME_CODE_EVERY = 4;
const SEGMENT_NUMBER = /(\d+)\.ts$/;

export function watchLiveEdge(
  root: ScratchFolder,
  media: MediaStore,
  courId: string,
  roadType: RoadType,
  work: string,
): { stop: () => Promise<LiveEdge> } {
  let stopped = false;
  let started = false;
  let part: number | null = null;
  let seen = 0;
  let lastNumber: number | null = null;
  const appeared: number[] = [];
  const edge: LiveEdge = { segments: 0, perSecond: 0, longestWaitMs: 0, skipped: 0, partsBegun: 0, writtenAfterMs: [], unreadable: 0 };
  // Frames are decoded one at a time behind the watch, so the watch keeps its pace.
  let decoding = Promise.resolve();
  const frameFile = join(work, `frame-${courId}-${roadType}.rgba`);

  const readFrame = async (segment: string, writtenAt: number) => {
    await runFfmpeg(['-i', segment, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', frameFile]);
    const code = readTimeCode({ data: await readFile(frameFile), ...TIME_CODE.picture });
    if (code === null) edge.unreadable++;
    else edge.writtenAfterMs.push(latencyMs(code, writtenAt));
  };

  const look = async () => {
    const feed = await roadFeed(media, courId, roadType);
    const now = Date.now();
    if (feed === null) return;
    if (feed.part !== part) {
      if (part !== null) edge.partsBegun++;
      part = feed.part;
      seen = 0;
      lastNumber = null;
    }
    const segments = segmentsOf(feed.playlist);
    // The first look only sets where the watch starts.
    if (!started) {
      started = true;
      seen = segments.length;
    }
    for (const segment of segments.slice(seen)) {
      const number = Number(SEGMENT_NUMBER.exec(segment.uri)?.[1]);
      if (lastNumber !== null && number > lastNumber + 1) edge.skipped += number - lastNumber - 1;
      lastNumber = number;
      appeared.push(now);
      if (appeared.length % TIME_CODE_EVERY === 0) {
        const file = root.pathOf(`${captureRoadDir(courId, roadType)}/${partDir(feed.part)}/${segment.uri}`);
        decoding = decoding.then(() => readFrame(file, now)).catch(() => void edge.unreadable++);
      }
    }
    seen = segments.length;
  };

  const watching = (async () => {
    while (!stopped) {
      const lookedAt = Date.now();
      await look();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lookedAt + POLL_MS - Date.now())));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await watching;
      await decoding;
      await rm(frameFile, { force: true });
      edge.segments = appeared.length;
      const spanS = appeared.length > 1 ? (appeared.at(-1)! - appeared[0]!) / 1000 : 0;
      edge.perSecond = spanS > 0 ? (appeared.length - 1) / spanS : 0;
      edge.longestWaitMs = Math.max(0, ...appeared.slice(1).map((at, i) => at - appeared[i]!));
      return edge;
    },
  };
}
