import { recordingsSharingSlides } from '../../lesson-text/recording-text-source';
import type { SlideText } from '../../lesson-text/slide-ocr';
import { tidySlideText } from '../../lesson-text/slide-text-tidy';
import { keepSlides, runSlidesJob } from '../../lesson-text/slides-job';
import { DEMO_CLIPS, demoClipLayout } from '../../media/demo-media';
import type { DeckSlide } from '../../media/slide-deck';
import type { MediaStore } from '../../storage';
import type { Db } from '../client';
import type { SeedLog } from './insert';

/**
 * The demo recordings' slide text (docs/search.md "Slide text and transcripts"), there from the
 * first start for the search inside lessons and the player's chapters; with a `slides` run each,
 * so no worker reads the demo clips again. Each clip's screen road is read once, by the
 * `lesson-slides` job's own code (runSlidesJob), for every recording of the clip. Without the
 * videos (SEED_MEDIA=false, the tests' seed) there is nothing to read: the recordings get the
 * text of their decks, which is exactly what reading them finds (tests/unit/demo-slides.test.ts).
 */

/** A deck's slides as a reading keeps them: in time order, the text tidied as a reading's is. */
export function deckSlideTexts(slides: readonly DeckSlide[]): SlideText[] {
  let startS = 0;
  return slides.map((slide) => {
    const text = { startS, endS: startS + slide.seconds, text: tidySlideText(slide.lines.join('\n')) };
    startS = text.endS;
    return text;
  });
}

/** Each demo clip's road with slides: its deck and its playlist, where recordings of it point. */
const demoDecks = () =>
  DEMO_CLIPS.flatMap((spec) => {
    const index = spec.roads.findIndex((road) => road.slides);
    return index < 0 ? [] : [{ slides: spec.roads[index]!.slides!, playlist: demoClipLayout(spec).roads[index]!.hlsPath }];
  });

/** `media`: the store holding the demo videos, or null when none were made. */
export async function seedDemoSlideTexts(db: Db, media: MediaStore | null, log: SeedLog): Promise<void> {
  const decks = demoDecks();
  for (const [i, deck] of decks.entries()) {
    const label = `slides: clip ${i + 1}/${decks.length}`;
    const recordings = await recordingsSharingSlides(db, deck.playlist);
    if (recordings.length === 0) continue;
    if (media === null) {
      await keepSlides(db, recordings, deckSlideTexts(deck.slides), `${deck.slides.length} slides with text (the demo deck's; no video)`);
      continue;
    }
    const started = Date.now();
    log(`${label} reading (Tesseract)…`);
    await runSlidesJob(db, recordings[0]!.vodId, {
      media,
      signal: new AbortController().signal,
      log: (line) => log(`${label} ${line}`),
      onProgress: (done, total) => log(`${label} ${done}/${total} read`),
    });
    log(`${label} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (media === null) log(`slides: the demo decks' text for the recordings of ${decks.length} clips (no videos to read)`);
}
