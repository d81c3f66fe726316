import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { PDT_SHIFT_FILE, startPartSync } from '../../server/capture/part-sync';
import { CAPTURE_PLAYLIST } from '../../server/capture/road-packager';
import { createLocalMediaStore } from '../../server/storage/local-store';
import { scratchFolder } from '../../server/storage/scratch-folder';

/**
 * A part's program date-time shift (docs/capture.md "Parts"): the packager's date-times start on
 * a whole second, and the server writing the part corrects them by when its segments' files were
 * written. Two roads of one lesson are kept in step by these date-times, so a packager held up
 * while writing one segment must not move its road's pictures by that much.
 */
const dir = mkdtempSync(join(tmpdir(), 'lectern-part-sync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const media = createLocalMediaStore(dir);
const partKey = 'cour-1/road-1/part-001';
const partPath = join(dir, '.capture', partKey);
mkdirSync(partPath, { recursive: true });

const SEGMENT_MS = 500;
const firstPdt = Date.UTC(2026, 2, 2, 8, 0, 0);
/** The packager's date-times are this far after the moment each segment's end arrived. */
const TRUE_SHIFT_MS = 1_234;
/** The least any segment's file is written after its end arrived (the packager's own pace). */
const PACE_MS = 20;

const playlist = (count: number) =>
  [
    '#EXTM3U',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    ...Array.from({ length: count }, (_, i) => [
      `#EXTINF:${(SEGMENT_MS / 1000).toFixed(6)},`,
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(firstPdt + i * SEGMENT_MS).toISOString()}`,
      `seg-${String(i).padStart(5, '0')}.ts`,
    ]).flat(),
    '',
  ].join('\n');

/** Writes segment `index`, its file time `heldUpMs` later than the packager's pace. */
function writeSegment(index: number, heldUpMs = 0) {
  const file = join(partPath, `seg-${String(index).padStart(5, '0')}.ts`);
  writeFileSync(file, 'ts');
  const arrived = firstPdt + (index + 1) * SEGMENT_MS - TRUE_SHIFT_MS;
  const written = new Date(arrived + PACE_MS + heldUpMs);
  utimesSync(file, written, written);
}

const shiftFile = join(partPath, PDT_SHIFT_FILE);

it('takes the shift from several segments, the one written soonest after its end, not one held up', async () => {
  const sync = startPartSync({ media, folder: scratchFolder(partPath), part: partKey, log: Fastify({ logger: false }).log });
  try {
    // The packager held up half a second while writing the fifth segment (the first one measured), 0.3 s on the eighth.
    const heldUp = new Map([
      [4, 500],
      [7, 300],
    ]);
    for (let index = 0; index < 12; index++) writeSegment(index, heldUp.get(index));
    writeFileSync(join(partPath, CAPTURE_PLAYLIST), playlist(12));
    await expect.poll(() => existsSync(shiftFile), { timeout: 5_000 }).toBe(true);
    expect(Number(readFileSync(shiftFile, 'utf8'))).toBe(TRUE_SHIFT_MS - PACE_MS);
  } finally {
    await sync.stop();
  }
});
