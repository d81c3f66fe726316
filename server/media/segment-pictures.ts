import type { ScratchFolder } from '../storage/scratch-folder';
import { STALL_LIMIT_MS, startFfmpeg } from './ffmpeg';
import {
  POSTER_FILE,
  posterTimeS,
  SPRITE_FILE,
  spriteFilter,
  THUMBNAIL_FILTERS,
  THUMBNAILS_FILE,
  thumbnailPlan,
  thumbnailTrack,
} from './pictures';
import { segmentsAt, type RecordingSegment, type SegmentPick } from './segment-picks';

/**
 * The pictures of a recording made of captured segments (capture-recording.ts): the same poster,
 * sprite and thumbnail track as makePictures writes (pictures.ts), at a cost that does not grow
 * with the lesson. Every segment the packager writes begins with a key frame (it cuts there), so
 * a picture at a time is the first key frame of the segment playing then (at most one segment
 * early): about a hundred frames are decoded for the thumbnails, and one for the poster, whether
 * the lesson lasted ten minutes or three hours. Reading every key frame instead took 34 s for
 * 90 minutes at 720p (docs/bench.md "Lecture capture").
 */

/** Pictures are key frames: the decoder skips the frames between them. */
const KEY_FRAMES_ONLY = ['-skip_frame', 'nokey'];

/** The picks, in order, in runs from one part each. */
function runsByPart(picks: readonly SegmentPick[]): RecordingSegment[][] {
  const runs: RecordingSegment[][] = [];
  picks.forEach((pick, i) => {
    if (i === 0 || picks[i - 1]!.part !== pick.part) runs.push([]);
    runs.at(-1)!.push(pick.segment);
  });
  return runs;
}

const quoted = (name: string) => `'${name.replaceAll("'", "'\\''")}'`;

/**
 * A run's concat demuxer list. Each segment is given `slotS` seconds, well over its length: the
 * demuxer starts segment k at k × slotS, so all its pictures fall in [k × slotS, (k + 1) × slotS)
 * and the first picture of each slot is the first of its segment.
 */
const concatList = (run: readonly RecordingSegment[], slotS: number) =>
  ['ffconcat version 1.0', ...run.flatMap((segment) => [`file ${quoted(segment.name)}`, `duration ${slotS}`]), ''].join('\n');

const listName = (run: number) => `thumbnail-segments-${run + 1}.ffconcat`;

/**
 * Writes poster.jpg, thumbnails.jpg and thumbnails.vtt into `work` for the recording whose parts
 * are `parts`: each its segments in order, named inside `work`.
 */
export async function makeSegmentPictures(
  work: ScratchFolder,
  parts: readonly (readonly RecordingSegment[])[],
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = options;
  const durationS = parts.flat().reduce((sum, segment) => sum + segment.seconds, 0);
  const [poster] = segmentsAt(parts, [posterTimeS(durationS)]);
  if (poster === undefined) throw new Error('a recording without segments has no pictures');
  await startFfmpeg([...KEY_FRAMES_ONLY, '-i', work.pathOf(poster.segment.name), '-frames:v', '1', '-q:v', '3', work.pathOf(POSTER_FILE)], {
    signal,
    stallAfterMs: STALL_LIMIT_MS,
  }).done;

  const plan = thumbnailPlan(durationS);
  const times = Array.from({ length: plan.count }, (_, i) => i * plan.everyS);
  const runs = runsByPart(segmentsAt(parts, times));
  const slotS = Math.ceil(2 * Math.max(...runs.flat().map((segment) => segment.seconds))) + 1;
  const firstOfEachSlot = `isnan(prev_selected_t)+gt(floor(t/${slotS}),floor(prev_selected_t/${slotS}))`;
  // One input per part, each with its own filters: a part after a reconnect may come at another
  // size, and a filter chain set up for one size mangles the next.
  const chains = runs.map((_, i) => `[${i}:v:0]select='${firstOfEachSlot}',${THUMBNAIL_FILTERS}[part${i}]`);
  const sprite = `${runs.map((_, i) => `[part${i}]`).join('')}concat=n=${runs.length}:v=1:a=0,${spriteFilter(plan.rows)}[sprite]`;
  const lists = runs.map((_, i) => listName(i));
  try {
    for (const [i, run] of runs.entries()) await work.write(lists[i]!, concatList(run, slotS));
    await startFfmpeg(
      [
        // One decoding thread per part: a few frames each, and a flaky encoder's many parts stay cheap.
        ...lists.flatMap((list) => [...KEY_FRAMES_ONLY, '-threads', '1', '-f', 'concat', '-i', work.pathOf(list)]),
        ...['-filter_complex', [...chains, sprite].join(';'), '-map', '[sprite]'],
        ...['-frames:v', '1', '-q:v', '5', work.pathOf(SPRITE_FILE)],
      ],
      { signal, stallAfterMs: STALL_LIMIT_MS },
    ).done;
  } finally {
    // The lists are the work folder's only scratch: the rest of it is published.
    for (const list of lists) await work.delete(list);
  }
  await work.write(THUMBNAILS_FILE, thumbnailTrack(durationS));
}
