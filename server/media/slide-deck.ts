import { CJK_FONT_FAMILY, CJK_FONT_FILE, cjkFontInstalled } from './overlay-font';

/**
 * A slide deck as ffmpeg draws it (issue 31, "slide text"): white slides of dark lines, Chinese
 * and English mixed, the first line of each the slide's title, drawn larger. The demo's screen
 * roads (demo-media.ts) and the slide videos of the OCR tests (lesson-text/slide-deck-video.ts)
 * are drawn by this one function.
 */

export type DeckSlide = { lines: readonly string[]; seconds: number };

/**
 * The drawing: a lavfi source (the white page, as long as the deck) and the drawtext filters over
 * it. Each line is read from a file in ffmpeg's working directory, so any character is drawn as it
 * is: the caller writes `files` there before running ffmpeg.
 */
export type DeckDrawing = { source: string; filter: string; files: { name: string; text: string }[]; durationS: number };

export const DEFAULT_DECK_SIZE = '1280x720';
/** Slides stand still: a few frames a second is plenty and keeps an encode short. */
export const DEFAULT_DECK_FPS = 5;
const TEXT_COLOUR = '0x1a1a1a';
/**
 * Text heights against the slide's height. At 720 lines these are 40 and 34 pixels: the sizes
 * Tesseract's chi_sim read best in our trials (it misreads both much smaller and much larger).
 */
const TITLE_HEIGHT = 1 / 18;
const LINE_HEIGHT = 1 / 21;
const LINE_SPACING = 1.9;
const MARGIN = 1 / 14;

function heightOf(size: string): number {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) throw new Error(`slide video size "${size}" is not WIDTHxHEIGHT`);
  return Number(match[2]);
}

/** `filePrefix` keeps the line files of several decks (or other drawn texts) in one folder apart. */
export function drawDeck(slides: readonly DeckSlide[], options: { size?: string; fps?: number; filePrefix?: string } = {}): DeckDrawing {
  if (slides.length === 0) throw new Error('a slide video needs at least one slide');
  if (!cjkFontInstalled()) throw new Error(`slide videos need Debian's fonts-noto-cjk (${CJK_FONT_FILE} is missing)`);
  const size = options.size ?? DEFAULT_DECK_SIZE;
  const height = heightOf(size);
  const titlePx = Math.round(height * TITLE_HEIGHT);
  const linePx = Math.round(height * LINE_HEIGHT);
  const left = Math.round(height * MARGIN);
  const files: DeckDrawing['files'] = [];
  const filters: string[] = [];
  let from = 0;
  for (const [index, slide] of slides.entries()) {
    const to = from + slide.seconds;
    let y = left;
    for (const [line, text] of slide.lines.entries()) {
      const name = `${options.filePrefix ?? ''}slide-${index}-line-${line}.txt`;
      const px = line === 0 ? titlePx : linePx;
      files.push({ name, text });
      filters.push(
        [
          `drawtext=font='${CJK_FONT_FAMILY}'`,
          `textfile=${name}`,
          // Text is drawn as written: no %{…} expansion.
          'expansion=none',
          `fontsize=${px}`,
          `fontcolor=${TEXT_COLOUR}`,
          `x=${left}`,
          `y=${y}`,
          `enable='gte(t,${from})*lt(t,${to})'`,
        ].join(':'),
      );
      y += Math.round(px * LINE_SPACING);
    }
    from = to;
  }
  const fps = options.fps ?? DEFAULT_DECK_FPS;
  return { source: `color=c=white:s=${size}:r=${fps}:d=${from}`, filter: filters.join(','), files, durationS: from };
}
