import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * API test servers are seeded without video: a test that fetches media writes a small stand-in
 * master playlist, variant playlist and segment where a road's row points. What is under test is
 * who may fetch what, and how.
 */
export const STAND_IN_SEGMENT = Buffer.alloc(188 * 20, 0x47);

export function writeStandInStream(mediaDir: string, hlsPath: string): void {
  const folder = join(mediaDir, dirname(hlsPath));
  mkdirSync(join(folder, '360p'), { recursive: true });
  writeFileSync(join(mediaDir, hlsPath), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=796400\n360p/index.m3u8\n');
  writeFileSync(join(folder, '360p', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(join(folder, '360p', 'seg-000.ts'), STAND_IN_SEGMENT);
  writeFileSync(join(folder, 'notes.txt'), 'not a stream file');
}
