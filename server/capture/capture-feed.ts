import type { RoadType } from '../db/schema/recordings';
import type { MediaStore } from '../storage';
import { captureKey, captureRoadDir, partName, roadParts } from './capture-folders';
import { completePlaylist } from './event-playlist';
import { liveWindow } from './live-window';
import { PDT_SHIFT_FILE } from './part-sync';
import { CAPTURE_PLAYLIST } from './road-packager';

/**
 * What a captured road is sending now (docs/capture.md "Live out"): its last part, while the
 * packager is still writing it. A part whose playlist is closed (#EXT-X-ENDLIST: the feed ended
 * and its last segment is written) is not on air; neither is a road with no part yet.
 */
export type RoadFeed = { part: number; playlist: string; shiftMs: number };

/**
 * A part's date-time correction, written beside it by the server capturing it once it has a few
 * segments (part-sync.ts); 0 until then. Kept once found: it never changes.
 */
const MAX_SHIFTS_KEPT = 512;
const shiftsOf = new WeakMap<MediaStore, Map<string, number>>();

/** Per store: a process may hold several (the tests' servers), each its own media. */
function cacheOf<T>(caches: WeakMap<MediaStore, Map<string, T>>, media: MediaStore): Map<string, T> {
  let cache = caches.get(media);
  if (cache === undefined) caches.set(media, (cache = new Map()));
  return cache;
}

async function dateTimeShift(media: MediaStore, dir: string): Promise<number> {
  const shifts = cacheOf(shiftsOf, media);
  const known = shifts.get(dir);
  if (known !== undefined) return known;
  const text = (await media.read(captureKey(`${dir}/${PDT_SHIFT_FILE}`)))?.toString('utf8');
  const shift = text === undefined ? NaN : Number(text);
  if (!Number.isFinite(shift)) return 0;
  if (shifts.size >= MAX_SHIFTS_KEPT) shifts.delete(shifts.keys().next().value!);
  shifts.set(dir, shift);
  return shift;
}

/** The road's last part and its folder inside the capture folder; null before its first part. */
async function lastPart(media: MediaStore, courId: string, roadType: RoadType): Promise<{ part: number; dir: string } | null> {
  const part = (await roadParts(media, courId, roadType)).at(-1);
  return part === undefined ? null : { part, dir: partName(courId, roadType, part) };
}

async function partFeed(media: MediaStore, part: number, dir: string): Promise<RoadFeed | null> {
  const playlist = await completePlaylist(
    async () => (await media.read(captureKey(`${dir}/${CAPTURE_PLAYLIST}`)))?.toString('utf8') ?? null,
  );
  if (playlist === null || playlist.includes('#EXT-X-ENDLIST')) return null;
  return { part, playlist, shiftMs: await dateTimeShift(media, dir) };
}

export async function roadFeed(media: MediaStore, courId: string, roadType: RoadType): Promise<RoadFeed | null> {
  const last = await lastPart(media, courId, roadType);
  return last === null ? null : partFeed(media, last.part, last.dir);
}

/**
 * A part's playlist grows by a segment every half second, to 10,800 of them (about 900 KiB) by the
 * end of a 90-minute lesson, and each viewer's player reloads the live playlist twice a second:
 * reading and cutting the whole file cost 13 ms of CPU a request there (docs/live.md "Serving"),
 * and on an object store it is a listing and a read. So a road's live window is read at most once
 * every WINDOW_TTL_MS per server, and every request in between shares that read's window, a few
 * hundred bytes: a viewer sees a new segment at most that much later than it could have.
 */
export const WINDOW_TTL_MS = 250;
const MAX_WINDOWS_KEPT = 1_024;
const windowsOf = new WeakMap<MediaStore, Map<string, { readAt: number; window: Promise<string | null> }>>();

/** The live window players are handed of a road now (live-window.ts); null while it is not on air. */
export function roadWindow(media: MediaStore, courId: string, roadType: RoadType): Promise<string | null> {
  const windows = cacheOf(windowsOf, media);
  const key = captureRoadDir(courId, roadType);
  const known = windows.get(key);
  const now = Date.now();
  if (known !== undefined && now - known.readAt < WINDOW_TTL_MS) return known.window;
  const window = lastPart(media, courId, roadType).then(async (last) => {
    const feed = last === null ? null : await partFeed(media, last.part, last.dir);
    return feed === null ? null : liveWindow(feed.playlist, feed.part, undefined, feed.shiftMs);
  });
  windows.delete(key);
  if (windows.size >= MAX_WINDOWS_KEPT) windows.delete(windows.keys().next().value!);
  windows.set(key, { readAt: now, window });
  // A failed read is not kept: the next request reads again.
  window.catch(() => {
    if (windows.get(key)?.window === window) windows.delete(key);
  });
  return window;
}

/** The roads of `roadTypes` the lesson's classroom is sending now. */
export async function roadsOnAir(media: MediaStore, courId: string, roadTypes: readonly RoadType[]): Promise<Set<RoadType>> {
  const sent = await Promise.all(roadTypes.map(async (roadType) => [roadType, await roadWindow(media, courId, roadType)] as const));
  return new Set(sent.filter(([, window]) => window !== null).map(([roadType]) => roadType));
}
