import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runFfmpeg, STALL_LIMIT_MS } from '../media/ffmpeg';

/**
 * A real slide deck as video (issue 31, "slide text"): white slides of dark lines, Chinese and
 * English mixed, for the OCR tests and the demo's screen roads. The first line is the slide's
 * title, drawn larger.
 */

export type DeckSlide = { lines: string[]; seconds: number };

/** The file of Debian's fonts-noto-cjk that holds the face drawn below. */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/**
 * Chosen by family through fontconfig: drawtext's fontfile= always opens a collection's first
 * face, Japanese, whose forms of shared characters Tesseract's chi_sim misreads (数 as 效).
 */
const CJK_FONT_FAMILY = 'Noto Sans CJK SC';

const DEFAULT_SIZE = '1280x720';
/** Slides stand still: a few frames a second is plenty and keeps the encode short. */
const FPS = 5;
const TEXT_COLOUR = '0x1a1a1a';
/**
 * Text heights against the slide's height. At 720 lines these are 40 and 34 pixels: the sizes
 * Tesseract's chi_sim read best in our trials (it misreads both much smaller and much larger).
 */
const TITLE_HEIGHT = 1 / 18;
const LINE_HEIGHT = 1 / 21;
const LINE_SPACING = 1.9;
const MARGIN = 1 / 14;

function parseSize(size: string): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) throw new Error(`slide video size "${size}" is not WIDTHxHEIGHT`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The drawtext filters of one slide: each line from its own text file, shown only in [from, to). */
function slideFilters(slideIndex: number, lineCount: number, from: number, to: number, height: number): string[] {
  const titlePx = Math.round(height * TITLE_HEIGHT);
  const linePx = Math.round(height * LINE_HEIGHT);
  const left = Math.round(height * MARGIN);
  let y = left;
  return Array.from({ length: lineCount }, (_, line) => {
    const px = line === 0 ? titlePx : linePx;
    const filter = [
      `drawtext=font='${CJK_FONT_FAMILY}'`,
      `textfile=${lineFile(slideIndex, line)}`,
      // Text is drawn as written: no %{…} expansion.
      'expansion=none',
      `fontsize=${px}`,
      `fontcolor=${TEXT_COLOUR}`,
      `x=${left}`,
      `y=${y}`,
      `enable='gte(t,${from})*lt(t,${to})'`,
    ].join(':');
    y += Math.round(px * LINE_SPACING);
    return filter;
  });
}

const lineFile = (slide: number, line: number) => `slide-${slide}-line-${line}.txt`;

/**
 * Writes the deck to `out` (H.264; MP4 or MPEG-TS by its extension), one slide after another for
 * its seconds. Lines reach ffmpeg through files, so any character is drawn as it is.
 */
export async function makeSlideVideo(out: string, slides: DeckSlide[], options: { size?: string } = {}): Promise<void> {
  if (slides.length === 0) throw new Error('a slide video needs at least one slide');
  if (!existsSync(CJK_FONT_FILE)) throw new Error(`slide videos need Debian's fonts-noto-cjk (${CJK_FONT_FILE} is missing)`);
  const size = options.size ?? DEFAULT_SIZE;
  const { height } = parseSize(size);
  const work = await mkdtemp(join(tmpdir(), 'lectern-slide-deck-'));
  try {
    const filters: string[] = [];
    let from = 0;
    for (const [index, slide] of slides.entries()) {
      await Promise.all(slide.lines.map((text, line) => writeFile(join(work, lineFile(index, line)), text)));
      filters.push(...slideFilters(index, slide.lines.length, from, from + slide.seconds, height));
      from += slide.seconds;
    }
    await runFfmpeg(
      [
        ...['-f', 'lavfi', '-i', `color=c=white:s=${size}:r=${FPS}:d=${from}`],
        ...['-vf', [...filters, 'format=yuv420p'].join(',')],
        // A key frame every two seconds keeps seeking to any slide cheap.
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-g', String(FPS * 2)],
        resolve(out),
      ],
      { cwd: work, stallAfterMs: STALL_LIMIT_MS },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
