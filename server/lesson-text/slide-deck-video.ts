import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runFfmpeg, STALL_LIMIT_MS } from '../media/ffmpeg';
import { DEFAULT_DECK_FPS, drawDeck, type DeckSlide } from '../media/slide-deck';

/**
 * A real slide deck as a video file (issue 31, "slide text"), for the OCR tests and the bench:
 * the deck drawn as the demo's screen roads draw it (server/media/slide-deck.ts).
 */

export type { DeckSlide } from '../media/slide-deck';

/**
 * Writes the deck to `out` (H.264; MP4 or MPEG-TS by its extension), one slide after another for
 * its seconds. The line files ffmpeg draws live in a throwaway folder.
 */
export async function makeSlideVideo(out: string, slides: readonly DeckSlide[], options: { size?: string } = {}): Promise<void> {
  const drawing = drawDeck(slides, { size: options.size });
  const work = await mkdtemp(join(tmpdir(), 'lectern-slide-deck-'));
  try {
    await Promise.all(drawing.files.map((file) => writeFile(join(work, file.name), file.text)));
    await runFfmpeg(
      [
        ...['-f', 'lavfi', '-i', drawing.source],
        ...['-vf', `${drawing.filter},format=yuv420p`],
        // A key frame every two seconds keeps seeking to any slide cheap.
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-g', String(DEFAULT_DECK_FPS * 2)],
        resolve(out),
      ],
      { cwd: work, stallAfterMs: STALL_LIMIT_MS },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
