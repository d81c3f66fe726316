import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { runFfmpeg, STALL_LIMIT_MS } from '../media/ffmpeg';
import { findSlideRanges, type SlideRange } from './slide-changes';
import { checkTesseract, readPicture } from './slide-tesseract';
import { mayHaveGluedWords, respaceLatin } from './slide-latin-spaces';
import { tidySlideText } from './slide-text-tidy';

/**
 * The text of a screen recording's slides with the time each is shown (issue 31, "slide text"):
 * where the picture changes (slide-changes.ts), one frame of each slide read by Tesseract
 * (slide-tesseract.ts), tidied for search (slide-text-tidy.ts). Rejects with SlideOcrMissingError
 * before any work when Tesseract is not installed, and with the signal's reason when aborted.
 */

export type SlideText = { startS: number; endS: number; text: string };

export type ReadSlidesOptions = {
  signal?: AbortSignal;
  /** Called with the slides read so far and their number, once they are known and after each. */
  onProgress?: (done: number, total: number) => void;
};

/** Slides are read this long after they appear (or halfway through, if shorter): past any transition. */
const SETTLE_S = 1;
/** Tesseract runs on one core each (slide-tesseract.ts): a few at once, never more than the machine has. */
const READS_AT_ONCE = Math.min(3, availableParallelism());
/**
 * Wider frames are scaled down to this: a 4K screen shows slide text larger than Tesseract reads
 * best, and costs it four times the time.
 */
const READ_MAX_WIDTH = 1920;

/**
 * Seeking the input lands on a key frame, in MPEG-TS (HLS) the one after the time asked. Seeking
 * this far before and decoding up to the time is exact while key frames are closer together
 * (Lectern's HLS has one every 2 s, its captures every 0.5 s).
 */
const SEEK_BEFORE_S = 5;

/** When, inside `range`, its frame is taken. */
const frameTime = (range: SlideRange) => Math.min(range.startS + SETTLE_S, (range.startS + range.endS) / 2);

async function readSlide(videoFile: string, range: SlideRange, picture: string, signal: AbortSignal): Promise<string> {
  signal.throwIfAborted();
  const at = frameTime(range);
  const seekTo = Math.max(0, at - SEEK_BEFORE_S);
  await runFfmpeg(
    [
      ...['-ss', seekTo.toFixed(3), '-i', videoFile, '-ss', (at - seekTo).toFixed(3)],
      ...['-map', '0:v:0', '-frames:v', '1'],
      ...['-vf', `scale='min(iw,${READ_MAX_WIDTH})':-2`, picture],
    ],
    { signal, stallAfterMs: STALL_LIMIT_MS },
  );
  const mixed = await readPicture(picture, { signal });
  if (!mayHaveGluedWords(mixed)) return tidySlideText(mixed);
  return tidySlideText(respaceLatin(mixed, await readPicture(picture, { signal }, ['eng'])));
}

/** Slides in order, those with no text left out, neighbours that read the same made one. */
function joinSlides(ranges: SlideRange[], texts: string[]): SlideText[] {
  const slides: SlideText[] = [];
  for (const [index, range] of ranges.entries()) {
    const text = texts[index]!;
    const last = slides.at(-1);
    if (text === '') continue;
    if (last && last.text === text && last.endS === range.startS) last.endS = range.endS;
    else slides.push({ ...range, text });
  }
  return slides;
}

export async function readSlides(videoFile: string, options: ReadSlidesOptions = {}): Promise<SlideText[]> {
  await checkTesseract({ signal: options.signal });
  const ranges = await findSlideRanges(videoFile, { signal: options.signal });
  options.onProgress?.(0, ranges.length);
  // The first failure stops the other reads, and the work folder goes only once all have ended.
  const failed = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
  const limit = pLimit(READS_AT_ONCE);
  const texts: string[] = [];
  let done = 0;
  const work = await mkdtemp(join(tmpdir(), 'lectern-slide-ocr-'));
  try {
    await Promise.all(
      ranges.map((range, index) =>
        limit(async () => {
          texts[index] = await readSlide(videoFile, range, join(work, `slide-${index}.png`), signal);
          options.onProgress?.(++done, ranges.length);
        }).catch((error: unknown) => failed.abort(error)),
      ),
    );
    signal.throwIfAborted();
    return joinSlides(ranges, texts);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
