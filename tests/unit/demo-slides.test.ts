import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROAD_TYPE } from '../../server/db/schema/recordings';
import { deckSlideTexts } from '../../server/db/seed/demo-slide-texts';
import { makeSlideVideo } from '../../server/lesson-text/slide-deck-video';
import { readSlides } from '../../server/lesson-text/slide-ocr';
import { DEMO_CLIPS } from '../../server/media/demo-media';

/**
 * The demo clips' slides (server/media/demo-slides.ts) read back by Debian's Tesseract exactly as
 * they are written: what the seed keeps for the demo recordings when it has no video to read
 * (server/db/seed/demo-slide-texts.ts) is then what reading them finds. The three decks are drawn
 * one after another into one video, as the screen roads draw them (server/media/slide-deck.ts).
 */
const TOLERANCE_S = 2;
/** Twelve slides read on a busy two-core machine: about half a minute of CPU. */
const MEDIA_TIMEOUT_MS = 300_000;
const decks = DEMO_CLIPS.map((clip) => clip.roads.find((road) => road.slides)?.slides ?? []);

let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('gives every demo clip a screen road whose slides fill it', () => {
  for (const [i, clip] of DEMO_CLIPS.entries()) {
    expect(clip.roads.filter((road) => road.slides).map((road) => road.roadType)).toEqual([ROAD_TYPE.screen]);
    expect(decks[i]!.reduce((sum, slide) => sum + slide.seconds, 0)).toBe(clip.durationS);
  }
});

it(
  'reads every slide of every demo deck as written, Chinese and English, within 2 s of its start',
  async () => {
    dir = await mkdtemp(join(tmpdir(), 'lectern-demo-slides-'));
    const video = join(dir, 'decks.ts');
    const slides = decks.flat();
    await makeSlideVideo(video, slides);
    const read = await readSlides(video);
    const written = deckSlideTexts(slides);
    expect(read.map((slide) => slide.text)).toEqual(written.map((slide) => slide.text));
    for (const [i, slide] of written.entries())
      expect(Math.abs(read[i]!.startS - slide.startS), slide.text).toBeLessThanOrEqual(TOLERANCE_S);
  },
  MEDIA_TIMEOUT_MS,
);
