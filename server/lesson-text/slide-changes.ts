import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg, STALL_LIMIT_MS } from '../media/ffmpeg';
import { probeMedia } from '../media/probe';

/**
 * Where the slides of a screen recording change (issue 31, "slide text"): ffmpeg's scene score
 * between successive frames, with a minimum time between changes. select's scene score works in
 * the bundled ffmpeg 4.1 and in Debian's 5.1 alike; scdet does not exist before 4.4.
 */

export type SlideRange = { startS: number; endS: number };

/**
 * A change closer than this to the one before belongs to the same slide: animations, builds and
 * transitions make several in a row.
 */
export const MIN_SLIDE_S = 2;
/**
 * A slide this long is read again: a change too small for the scene score (a scrolled page, one
 * word edited) is then still read within this time, and identical readings merge back into one.
 */
export const MAX_SLIDE_S = 60;
/**
 * Scene score above which a frame starts a new slide. Text slides that change score 0.011–0.016
 * after the downscale below; a still slide's encoding noise about 0.00015. A change missed costs
 * its text, an extra one only a reading: the threshold sits low.
 */
const SCENE_THRESHOLD = 0.003;
/**
 * Scores are taken on small frames a few times a second: a slide change scores the same, and the
 * pass costs little more than decoding (a minute of 1080p at 25 fps: 6 s, against 14 s scored
 * whole and 5.7 s decoded alone).
 */
const SCORE_FPS = 5;
const SCORE_WIDTH = 160;
const SCORES_FILE = 'scene-changes.txt';

/** The times ffmpeg's metadata filter printed: one `frame:… pts_time:T` line per selected frame. */
const printedTimes = (printed: string): number[] => [...printed.matchAll(/pts_time:(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));

/** Slide starts from the scene changes: the first at 0, each at least MIN_SLIDE_S after the one before. */
function slideStarts(changesS: number[]): number[] {
  const starts = [0];
  for (const t of [...changesS].sort((a, b) => a - b)) if (t - starts.at(-1)! >= MIN_SLIDE_S) starts.push(t);
  return starts;
}

/** Ranges from consecutive starts to the end, long ones cut into pieces of at most MAX_SLIDE_S. */
function rangesOf(starts: number[], durationS: number): SlideRange[] {
  const bounds = [...starts.filter((t) => t < durationS), durationS];
  const ranges: SlideRange[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const [from, to] = [bounds[i]!, bounds[i + 1]!];
    const pieces = Math.ceil((to - from) / MAX_SLIDE_S);
    for (let p = 0; p < pieces; p++) ranges.push({ startS: from + p * MAX_SLIDE_S, endS: Math.min(to, from + (p + 1) * MAX_SLIDE_S) });
  }
  return ranges;
}

/** The slides of `videoFile` as time ranges covering it from 0 to its end, in order. */
export async function findSlideRanges(videoFile: string, options: { signal?: AbortSignal } = {}): Promise<SlideRange[]> {
  const { durationS } = await probeMedia(videoFile);
  // Some files (a capture cut short) carry no duration: the scoring pass's last time stands in.
  let scoredS = 0;
  const work = await mkdtemp(join(tmpdir(), 'lectern-slide-changes-'));
  try {
    await runFfmpeg(
      [
        ...['-i', videoFile, '-map', '0:v:0'],
        ...['-vf', `fps=${SCORE_FPS},scale=${SCORE_WIDTH}:-2,select='gt(scene,${SCENE_THRESHOLD})',metadata=print:file=${SCORES_FILE}`],
        ...['-f', 'null', '-'],
      ],
      { cwd: work, signal: options.signal, stallAfterMs: STALL_LIMIT_MS, onProgress: (outS) => (scoredS = Math.max(scoredS, outS)) },
    );
    const printed = await readFile(join(work, SCORES_FILE), 'utf8');
    // ffmpeg counts these times from the file's start, as seeking (-ss) does.
    return rangesOf(slideStarts(printedTimes(printed)), durationS > 0 ? durationS : scoredS);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
