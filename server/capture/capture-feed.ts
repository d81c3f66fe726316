import type { RoadType } from '../db/schema/recordings';
import type { ScratchFolder } from '../storage/scratch-folder';
import { captureRoadDir, partDir, roadParts } from './capture-folders';
import { liveWindow, segmentEnd } from './live-window';
import { CAPTURE_PLAYLIST } from './road-packager';

/**
 * What a captured road is sending now (docs/capture.md "Live out"): its last part, while the
 * packager is still writing it. A part whose playlist is closed (#EXT-X-ENDLIST: the feed ended
 * and its last segment is written) is not on air; neither is a road with no part yet.
 */
export type RoadFeed = { part: number; playlist: string; shiftMs: number };

const PLAYLIST_READS = 5;

/**
 * The packager rewrites its playlist in place; a read that catches it midway sees a file cut
 * short, so a playlist only counts once it ends with a complete line.
 */
async function completePlaylist(root: ScratchFolder, name: string): Promise<string | null> {
  for (let attempt = 1; attempt <= PLAYLIST_READS; attempt++) {
    const text = await root.readText(name);
    if (text === null) return null;
    if (text.startsWith('#EXTM3U') && text.endsWith('\n')) return text;
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
  return null;
}

/**
 * ffmpeg 4.1 (the bundled one) starts a playlist's program date-times on the whole second it
 * began, up to a second off the time the pictures arrived, and players show their delay from
 * them. A part's date-times are set right by when one of its first segments was written: a
 * segment's file is closed as the key frame after it arrives, i.e. at its end. The segment taken
 * is a few into the part, past the first ones ffmpeg writes in a rush from what it buffered while
 * it looked at the stream. Computed once per part.
 */
const SHIFT_FROM_SEGMENT = 4;
const MAX_SHIFTS_KEPT = 512;
const shifts = new Map<string, number>();

async function dateTimeShift(root: ScratchFolder, dir: string, playlist: string): Promise<number> {
  const known = shifts.get(`${root.path}/${dir}`);
  if (known !== undefined) return known;
  const segment = segmentEnd(playlist, SHIFT_FROM_SEGMENT);
  const written = segment === null ? null : await root.modifiedAt(`${dir}/${segment.name}`);
  if (segment === null || written === null) return 0;
  const shift = Math.round(segment.endMs - written.getTime());
  if (shifts.size >= MAX_SHIFTS_KEPT) shifts.delete(shifts.keys().next().value!);
  shifts.set(`${root.path}/${dir}`, shift);
  return shift;
}

/** The road's last part and its folder inside `root`; null before its first part. */
async function lastPart(root: ScratchFolder, courId: string, roadType: RoadType): Promise<{ part: number; dir: string } | null> {
  const part = (await roadParts(root, courId, roadType)).at(-1);
  return part === undefined ? null : { part, dir: `${captureRoadDir(courId, roadType)}/${partDir(part)}` };
}

async function partFeed(root: ScratchFolder, part: number, dir: string): Promise<RoadFeed | null> {
  const playlist = await completePlaylist(root, `${dir}/${CAPTURE_PLAYLIST}`);
  if (playlist === null || playlist.includes('#EXT-X-ENDLIST')) return null;
  return { part, playlist, shiftMs: await dateTimeShift(root, dir, playlist) };
}

export async function roadFeed(root: ScratchFolder, courId: string, roadType: RoadType): Promise<RoadFeed | null> {
  const last = await lastPart(root, courId, roadType);
  return last === null ? null : partFeed(root, last.part, last.dir);
}

/**
 * A part's playlist grows by a segment every half second, to 10,800 of them (about 900 KiB) by the
 * end of a 90-minute lesson, and each viewer's player reloads the live playlist twice a second:
 * reading and cutting the whole file cost 13 ms of CPU a request there (docs/live.md "Serving").
 * So it is read once per version, known by its modification time and size (one stat), and every
 * request until the packager writes again shares that read's live window, a few hundred bytes.
 */
const MAX_WINDOWS_KEPT = 1_024;
const windows = new Map<string, { version: string; window: Promise<string | null> }>();

/** The live window players are handed of a road now (live-window.ts); null while it is not on air. */
export async function roadWindow(root: ScratchFolder, courId: string, roadType: RoadType): Promise<string | null> {
  const last = await lastPart(root, courId, roadType);
  if (last === null) return null;
  const version = await root.version(`${last.dir}/${CAPTURE_PLAYLIST}`);
  if (version === null) return null;
  const key = root.pathOf(last.dir);
  const known = windows.get(key);
  if (known?.version === version) return known.window;
  const window = partFeed(root, last.part, last.dir).then((feed) =>
    feed === null ? null : liveWindow(feed.playlist, feed.part, undefined, feed.shiftMs),
  );
  windows.delete(key);
  if (windows.size >= MAX_WINDOWS_KEPT) windows.delete(windows.keys().next().value!);
  windows.set(key, { version, window });
  // A failed read is not kept: the next request reads again.
  window.catch(() => {
    if (windows.get(key)?.window === window) windows.delete(key);
  });
  return window;
}

/** The roads of `roadTypes` the lesson's classroom is sending now. */
export async function roadsOnAir(root: ScratchFolder, courId: string, roadTypes: readonly RoadType[]): Promise<Set<RoadType>> {
  const sent = await Promise.all(roadTypes.map(async (roadType) => [roadType, await roadWindow(root, courId, roadType)] as const));
  return new Set(sent.filter(([, window]) => window !== null).map(([roadType]) => roadType));
}
