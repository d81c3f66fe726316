import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { roadWindow, roadsOnAir } from '../../server/capture/capture-feed';
import { scratchFolder } from '../../server/storage/scratch-folder';

/**
 * The live window of a captured road as the live routes serve it (docs/live.md "Serving"): the
 * part's EVENT playlist, which grows to 10,800 segments in a 90-minute lesson, is read once per
 * version (modification time and size) and every request until the packager writes again shares
 * that read.
 */
const dir = mkdtempSync(join(tmpdir(), 'lectern-road-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = scratchFolder(dir);
const part = join(dir, 'cour-1/road-1/part-001');
mkdirSync(part, { recursive: true });

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
  it('reads the playlist once per version, and again once the packager has written it', async () => {
    writeFileSync(join(part, 'index.m3u8'), playlist(20));
    const reads = vi.fn((name: string) => readFile(root.pathOf(name), 'utf8'));
    const spy = vi.spyOn(root, 'readText').mockImplementation(reads);
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => roadWindow(root, 'cour-1', 1)));
      expect(new Set(answers).size).toBe(1);
      expect(segmentsIn(answers[0]!).at(-1)).toBe('part-001/seg-00019.ts');
      await roadWindow(root, 'cour-1', 1);
      expect(reads).toHaveBeenCalledTimes(1);
      writeFileSync(join(part, 'index.m3u8'), playlist(21));
      expect(segmentsIn(await roadWindow(root, 'cour-1', 1)).at(-1)).toBe('part-001/seg-00020.ts');
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('has no window for a road not sending: no part, a closed part, nothing written yet', async () => {
    expect(await roadWindow(root, 'cour-1', 2)).toBeNull();
    mkdirSync(join(dir, 'cour-1/road-3/part-001'), { recursive: true });
    expect(await roadWindow(root, 'cour-1', 3)).toBeNull();
    writeFileSync(join(part, 'index.m3u8'), playlist(22, true));
    expect(await roadWindow(root, 'cour-1', 1)).toBeNull();
    expect(await roadsOnAir(root, 'cour-1', [1, 2, 3])).toEqual(new Set());
    writeFileSync(join(part, 'index.m3u8'), playlist(23));
    expect(await roadsOnAir(root, 'cour-1', [1, 2, 3])).toEqual(new Set([1]));
  });
});
