import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { roadWindow, roadsOnAir, WINDOW_TTL_MS } from '../../server/capture/capture-feed';
import { PDT_SHIFT_FILE } from '../../server/capture/part-sync';
import { createLocalMediaStore } from '../../server/storage/local-store';

/**
 * The live window of a captured road as the live routes serve it (docs/live.md "Serving"): the
 * part's EVENT playlist, which grows to 10,800 segments in a 90-minute lesson, is read from the
 * media store at most once every WINDOW_TTL_MS, and every request in between shares that read.
 */
const dir = mkdtempSync(join(tmpdir(), 'lectern-road-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const media = createLocalMediaStore(dir);
const part = join(dir, '.capture/cour-1/road-1/part-001');
mkdirSync(part, { recursive: true });

/** Past the window's keeping time: the next request reads again. */
const later = () => vi.setSystemTime(Date.now() + WINDOW_TTL_MS);
// One fake clock for the file, only ever moved on: the windows kept are the module's.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

const playlist = (count: number, closed = false) =>
  [
    '#EXTM3U',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    ...Array.from({ length: count }, (_, i) => [
      '#EXTINF:0.500000,',
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(Date.UTC(2026, 2, 2, 8, 0, 0, i * 500)).toISOString()}`,
      `seg-${String(i).padStart(5, '0')}.ts`,
    ]).flat(),
    ...(closed ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');

const segmentsIn = (window: string | null) => window?.split('\n').filter((line) => line.endsWith('.ts')) ?? [];

describe('roadWindow', () => {
  it('reads the playlist once per WINDOW_TTL_MS, whatever the number of viewers asking', async () => {
    writeFileSync(join(part, 'index.m3u8'), playlist(20));
    const reads = vi.spyOn(media, 'read');
    const playlistReads = () => reads.mock.calls.filter(([key]) => key.endsWith('index.m3u8')).length;
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => roadWindow(media, 'cour-1', 1)));
      expect(new Set(answers).size).toBe(1);
      expect(segmentsIn(answers[0]!).at(-1)).toBe('part-001/seg-00019.ts');
      writeFileSync(join(part, 'index.m3u8'), playlist(21));
      // Within the keeping time: the same window.
      expect(segmentsIn(await roadWindow(media, 'cour-1', 1)).at(-1)).toBe('part-001/seg-00019.ts');
      expect(playlistReads()).toBe(1);
      later();
      expect(segmentsIn(await roadWindow(media, 'cour-1', 1)).at(-1)).toBe('part-001/seg-00020.ts');
      expect(playlistReads()).toBe(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('corrects the date-times by the shift the capturing server wrote beside the part', async () => {
    writeFileSync(join(part, 'index.m3u8'), playlist(6));
    writeFileSync(join(part, PDT_SHIFT_FILE), '800');
    later();
    const window = (await roadWindow(media, 'cour-1', 1))!;
    expect(window).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(Date.UTC(2026, 2, 2, 8, 0, 0) - 800).toISOString()}`);
  });

  it('has no window for a road not sending: no part, a closed part, nothing written yet', async () => {
    later();
    expect(await roadWindow(media, 'cour-1', 2)).toBeNull();
    mkdirSync(join(dir, '.capture/cour-1/road-3/part-001'), { recursive: true });
    expect(await roadWindow(media, 'cour-1', 3)).toBeNull();
    writeFileSync(join(part, 'index.m3u8'), playlist(22, true));
    later();
    expect(await roadWindow(media, 'cour-1', 1)).toBeNull();
    later();
    expect(await roadsOnAir(media, 'cour-1', [1, 2, 3])).toEqual(new Set());
    writeFileSync(join(part, 'index.m3u8'), playlist(23));
    later();
    expect(await roadsOnAir(media, 'cour-1', [1, 2, 3])).toEqual(new Set([1]));
  });
});
