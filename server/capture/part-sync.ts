import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from '../storage';
import type { ScratchFolder } from '../storage/scratch-folder';
import { captureKey } from './capture-folders';
import { completePlaylist, segmentsOf } from './event-playlist';
import { segmentEnd } from './live-window';
import { CAPTURE_PLAYLIST } from './road-packager';

/**
 * A part as the packager writes it, made readable by every server (docs/capture.md "Parts", docs/
 * scaling.md "Live"): every SYNC_EVERY_MS its playlist is read where ffmpeg writes it and
 * - on an object store, each new segment is put into the store (and its local file goes), then
 *   the playlist naming only segments already there, so a reader never finds a segment missing;
 * - on the local driver the packager writes in the store's own folder: nothing to copy;
 * - on both, once the part has a few segments, its program date-time shift is written beside it
 *   (PDT_SHIFT_FILE), for the live routes of any server to correct its date-times by.
 * The last round runs after ffmpeg has written its last segment and closed the playlist.
 */
export const SYNC_EVERY_MS = 200;
/** A part's date-time correction in ms, beside its playlist (see `shiftOf`). */
export const PDT_SHIFT_FILE = 'pdt-shift';
/** The last round is tried this many times when the store fails, a second apart. */
const LAST_ROUND_TRIES = 5;

/**
 * ffmpeg 4.1 (the bundled one) starts a playlist's program date-times on the whole second it
 * began, up to a second off the time the pictures arrived, and players show their delay from
 * them and keep two roads in step by them. A part's date-times are set right by when its
 * segments were written: a segment's file is closed as the key frame after it arrives, i.e. at
 * its end, or later when the packager was held up. The segments taken are a few into the part,
 * past the first ones ffmpeg writes in a rush from what it buffered while it looked at the
 * stream. Only the server writing the part knows when that was.
 */
const SHIFT_FROM_SEGMENT = 4;
/**
 * How many segments the shift is taken from. One alone is off by however long the packager was
 * held up when it wrote it: half a second on a busy machine (docs/capture.md "Parts"), which put
 * two roads of one lesson that far apart in step.
 */
const SHIFT_SEGMENTS = 6;

/** Its end's date-time minus when its file was written, in ms; null before it is written. */
async function endToWrite(folder: ScratchFolder, playlist: string, index: number): Promise<number | null> {
  const segment = segmentEnd(playlist, index);
  const written = segment === null ? null : await folder.modifiedAt(segment.name);
  return segment === null || written === null ? null : segment.endMs - written.getTime();
}

/**
 * The shift from the segments' (end − written): a file is written at or after its end arrived,
 * never before, so the one written soonest after its end, the largest, says it best.
 */
export const shiftOf = (endToWrites: readonly number[]): number => Math.round(Math.max(...endToWrites));

export type PartSync = { stop: () => Promise<void> };

export function startPartSync(options: { media: MediaStore; folder: ScratchFolder; part: string; log: FastifyBaseLogger }): PartSync {
  const { media, folder, log } = options;
  const key = (name: string) => captureKey(`${options.part}/${name}`);
  // The local driver: the folder the packager writes is the store's.
  const copies = media.localRoot === null;
  let shiftKnown = false;
  const endToWrites: number[] = [];
  let copied = 0;
  let lastPut = '';
  let failing = false;

  const round = async () => {
    const playlist = await completePlaylist(() => folder.readText(CAPTURE_PLAYLIST));
    if (playlist === null) return;
    if (!shiftKnown) {
      // Each segment measured once, before its local file is moved into the store.
      while (endToWrites.length < SHIFT_SEGMENTS) {
        const measured = await endToWrite(folder, playlist, SHIFT_FROM_SEGMENT + endToWrites.length);
        if (measured === null) break;
        endToWrites.push(measured);
      }
      if (endToWrites.length === SHIFT_SEGMENTS) {
        await media.put(key(PDT_SHIFT_FILE), String(shiftOf(endToWrites)));
        shiftKnown = true;
      }
    }
    if (!copies) return;
    const segments = segmentsOf(playlist);
    for (; copied < segments.length; copied++) await media.putFile(key(segments[copied]!.uri), folder.pathOf(segments[copied]!.uri));
    if (playlist !== lastPut) {
      await media.put(key(CAPTURE_PLAYLIST), playlist);
      lastPut = playlist;
    }
  };

  /** One round; never rejects: a failure is noted and the next round tries again from where this one stopped. */
  const guarded = () =>
    round().then(
      () => void (failing = false),
      (error: unknown) => {
        if (!failing) log.warn({ err: error, part: options.part }, 'capture part not copied to the media store');
        failing = true;
      },
    );
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      current = guarded().then(() => {
        if (!stopped) schedule();
      });
    }, SYNC_EVERY_MS);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      for (let attempt = 1; attempt <= LAST_ROUND_TRIES; attempt++) {
        await guarded();
        if (!failing) break;
        if (attempt < LAST_ROUND_TRIES) await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      // Everything is in the store: the local copy of the part goes (on S3; on the local driver it is the store).
      if (copies && !failing) await folder.discard();
    },
  };
}
