import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSlideVideo, type DeckSlide } from '../../server/lesson-text/slide-deck-video';
import { readSlides, type SlideText } from '../../server/lesson-text/slide-ocr';
import { SlideOcrMissingError } from '../../server/lesson-text/slide-tesseract';

/**
 * Slide text (issue 31): a real slide video, drawn by ffmpeg in the CJK font, read back by
 * Debian's Tesseract. Each slide's Chinese and English phrases must be found in the text of the
 * range that starts within 2 s of the slide, and in no other.
 */
const TOLERANCE_S = 2;
const MEDIA_TIMEOUT_MS = 60_000;

/** Slides of different lengths, each with its own Chinese title and English line. */
const DECK: { zh: string; en: string; seconds: number }[] = [
  { zh: '线性代数', en: 'eigenvalue and eigenvector', seconds: 6 },
  { zh: '热力学第二定律', en: 'entropy never decreases', seconds: 4 },
  { zh: '数据结构与算法', en: 'binary search tree', seconds: 9 },
  { zh: '概率论与数理统计', en: 'normal distribution', seconds: 5 },
];
const starts = DECK.map((_, i) => DECK.slice(0, i).reduce((sum, slide) => sum + slide.seconds, 0));

let dir: string;
let video: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-slide-ocr-'));
  // MPEG-TS, as recordings' HLS segments are: seeking in it is the harder case.
  video = join(dir, 'deck.ts');
  const slides: DeckSlide[] = DECK.map(({ zh, en, seconds }, i) => ({ lines: [zh, en, `第${i + 1}页 page ${i + 1}`], seconds }));
  await makeSlideVideo(video, slides, { size: '1280x720' });
}, MEDIA_TIMEOUT_MS);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('reading the slides of a screen recording', () => {
  it(
    "finds each slide's Chinese and English words in the range starting at its change",
    async () => {
      const progress: [done: number, total: number][] = [];
      const read: SlideText[] = await readSlides(video, { onProgress: (done, total) => progress.push([done, total]) });

      for (const [i, slide] of DECK.entries()) {
        const own = read.filter((s) => Math.abs(s.startS - starts[i]!) <= TOLERANCE_S);
        expect(own.map((s) => s.text).join('\n'), `slide ${i + 1}`).toContain(slide.zh);
        expect(own.map((s) => s.text).join('\n'), `slide ${i + 1}`).toContain(slide.en);
        const others = read.filter((s) => !own.includes(s)).map((s) => s.text);
        for (const text of others) expect(text).not.toContain(slide.zh);
        for (const text of others) expect(text).not.toContain(slide.en);
      }
      expect(read.at(-1)!.endS).toBeCloseTo(starts.at(-1)! + DECK.at(-1)!.seconds, 0);
      // Progress counts up one slide at a time, from none to all.
      expect(progress.map(([done]) => done)).toEqual(progress.map((_, i) => i));
      expect(progress.at(-1)![0]).toBe(progress.at(-1)![1]);
    },
    MEDIA_TIMEOUT_MS,
  );

  it(
    'stops when its job is stopped, with the reason it was given',
    async () => {
      const stop = new AbortController();
      const reason = new Error('job cancelled');
      const reading = readSlides(video, { signal: stop.signal, onProgress: (done) => done === 1 && stop.abort(reason) });
      await expect(reading).rejects.toBe(reason);
    },
    MEDIA_TIMEOUT_MS,
  );

  it('says Tesseract is missing, in an error a job can tell apart, before reading anything', async () => {
    vi.stubEnv('TESSERACT_PATH', join(dir, 'no-such-tesseract'));
    const progress = vi.fn();
    const reading = readSlides(video, { onProgress: progress });
    await expect(reading).rejects.toBeInstanceOf(SlideOcrMissingError);
    await expect(reading).rejects.toThrow(/tesseract-ocr-chi-sim/);
    expect(progress).not.toHaveBeenCalled();
  });
});
