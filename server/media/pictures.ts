import type { ScratchFolder } from '../storage/scratch-folder';
import { STALL_LIMIT_MS, startFfmpeg } from './ffmpeg';
import { toWebVtt } from './webvtt';

/**
 * A video's pictures (docs/uploads.md "Jobs"): a poster and a seek-bar thumbnail track (one sprite
 * picture and a WebVTT file whose cues point into it with `#xywh=`), written into a work folder
 * beside the video's playlists. Made for a transcoded upload and for a captured lesson's recording.
 */
export const POSTER_FILE = 'poster.jpg';
export const THUMBNAILS_FILE = 'thumbnails.vtt';
const SPRITE_FILE = 'thumbnails.jpg';
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 90;
const SPRITE_COLUMNS = 10;
/** At most this many thumbnails, however long the video: the sprite stays small. */
const MAX_THUMBNAILS = 100;

function thumbnailPlan(durationS: number) {
  const everyS = Math.max(1, Math.ceil(durationS / MAX_THUMBNAILS));
  const count = Math.max(1, Math.ceil(durationS / everyS));
  return { everyS, count, rows: Math.ceil(count / SPRITE_COLUMNS) };
}

function thumbnailTrack(durationS: number): string {
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

export type PictureOptions = {
  signal?: AbortSignal;
  /**
   * Decode key frames only: a captured lesson (a key frame every half second) gets its pictures in
   * seconds however long it is, instead of decoding every frame.
   */
  keyFramesOnly?: boolean;
};

/** Writes poster.jpg, thumbnails.jpg and thumbnails.vtt of `source` (a file or a playlist) into `work`. */
export async function makePictures(work: ScratchFolder, source: string, durationS: number, options: PictureOptions = {}): Promise<void> {
  const { signal } = options;
  const input = [...(options.keyFramesOnly ? ['-skip_frame', 'nokey'] : []), '-i', source];
  await startFfmpeg(['-ss', String(Math.min(3, durationS / 2)), ...input, '-frames:v', '1', '-q:v', '3', work.pathOf(POSTER_FILE)], {
    signal,
    stallAfterMs: STALL_LIMIT_MS,
  }).done;
  const plan = thumbnailPlan(durationS);
  await startFfmpeg(
    [
      ...input,
      '-vf',
      `fps=1/${plan.everyS},scale=${THUMB_WIDTH}:${THUMB_HEIGHT}:force_original_aspect_ratio=decrease,` +
        `pad=${THUMB_WIDTH}:${THUMB_HEIGHT}:(ow-iw)/2:(oh-ih)/2,tile=${SPRITE_COLUMNS}x${plan.rows}`,
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
