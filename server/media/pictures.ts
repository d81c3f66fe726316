import type { ScratchFolder } from '../storage/scratch-folder';
import { STALL_LIMIT_MS, startFfmpeg } from './ffmpeg';
import { toWebVtt } from './webvtt';

/**
 * A video's pictures (docs/uploads.md "Jobs"): a poster and a seek-bar thumbnail track (one sprite
 * picture and a WebVTT file whose cues point into it with `#xywh=`), written into a work folder
 * beside the video's playlists. Made here from a transcoded upload's source; a captured lesson's
 * recording gets the same files from its segments (segment-pictures.ts).
 */
export const POSTER_FILE = 'poster.jpg';
export const THUMBNAILS_FILE = 'thumbnails.vtt';
export const SPRITE_FILE = 'thumbnails.jpg';
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 90;
const SPRITE_COLUMNS = 10;
/** At most this many thumbnails, however long the video: the sprite stays small. */
const MAX_THUMBNAILS = 100;
/** The poster is the picture this far in (or halfway through a shorter video): past a fade from black. */
const POSTER_AT_S = 3;

export const posterTimeS = (durationS: number) => Math.min(POSTER_AT_S, durationS / 2);

/** A thumbnail every `everyS` seconds from the start, `count` of them, in a sprite of `rows` rows. */
export function thumbnailPlan(durationS: number) {
  const everyS = Math.max(1, Math.ceil(durationS / MAX_THUMBNAILS));
  const count = Math.max(1, Math.ceil(durationS / everyS));
  return { everyS, count, rows: Math.ceil(count / SPRITE_COLUMNS) };
}

/** The filters that make one picture a thumbnail: fitted into the box, the rest black. */
export const THUMBNAIL_FILTERS =
  `scale=${THUMB_WIDTH}:${THUMB_HEIGHT}:force_original_aspect_ratio=decrease,` + `pad=${THUMB_WIDTH}:${THUMB_HEIGHT}:(ow-iw)/2:(oh-ih)/2`;

/** The filter that lays the thumbnails, in order, into the sprite (SPRITE_FILE, one frame). */
export const spriteFilter = (rows: number) => `tile=${SPRITE_COLUMNS}x${rows}`;

/** The thumbnail track (THUMBNAILS_FILE): cue i, from i × everyS, shows the sprite's tile i. */
export function thumbnailTrack(durationS: number): string {
  const { everyS, count } = thumbnailPlan(durationS);
  return toWebVtt(
    Array.from({ length: count }, (_, i) => {
      const x = (i % SPRITE_COLUMNS) * THUMB_WIDTH;
      const y = Math.floor(i / SPRITE_COLUMNS) * THUMB_HEIGHT;
      return {
        startS: i * everyS,
        endS: Math.min(durationS, (i + 1) * everyS),
        text: `${SPRITE_FILE}#xywh=${x},${y},${THUMB_WIDTH},${THUMB_HEIGHT}`,
      };
    }),
  );
}

/** Writes poster.jpg, thumbnails.jpg and thumbnails.vtt of the video file `source` into `work`. */
export async function makePictures(
  work: ScratchFolder,
  source: string,
  durationS: number,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = options;
  await startFfmpeg(['-ss', String(posterTimeS(durationS)), '-i', source, '-frames:v', '1', '-q:v', '3', work.pathOf(POSTER_FILE)], {
    signal,
    stallAfterMs: STALL_LIMIT_MS,
  }).done;
  const plan = thumbnailPlan(durationS);
  await startFfmpeg(
    [
      '-i',
      source,
      '-vf',
      `fps=1/${plan.everyS},${THUMBNAIL_FILTERS},${spriteFilter(plan.rows)}`,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      work.pathOf(SPRITE_FILE),
    ],
    { signal, stallAfterMs: STALL_LIMIT_MS },
  ).done;
  await work.write(THUMBNAILS_FILE, thumbnailTrack(durationS));
}
