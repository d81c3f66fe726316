import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { LIVE_ROADS, liveMediaPlaylistPath, liveRoadDir, LIVE_RENDITION } from '../../server/live/live-encoder';
import { createLiveFeeds, type LiveFeeds } from '../../server/live/live-feeds';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { latencyMs, readTimeCode } from '../../scripts/bench/time-code';

/**
 * The real live encoder (the app's ffmpeg, its real arguments) burns the wall clock into every
 * road's picture, and the bench's reader gets it back from a decoded frame: the time it reads
 * lies between the encoder starting and the frame being read (with a generous margin: this
 * checks the code means the wall clock, not how fast the machine is).
 */
let feeds: LiveFeeds | null = null;
let rootDir: string | null = null;
afterEach(async () => {
  await feeds?.close();
  if (rootDir !== null) await rm(rootDir, { recursive: true, force: true });
});

const MARGIN_MS = 5_000;

it('carries the wall clock in milliseconds in every road, readable after H.264 at the live bit rate', async () => {
  rootDir = mkdtempSync(join(tmpdir(), 'lectern-time-code-'));
  feeds = createLiveFeeds({ rootDir, clock: () => new Date(), maxEncoders: 1 });
  const started = Date.now();
  const dir = await feeds.open('cour-time-code', new Date(Date.now() + 3_600_000));
  for (const [i] of LIVE_ROADS.entries()) {
    const playlist = await readFile(join(dir, liveMediaPlaylistPath(i)), 'utf8');
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const raw = join(rootDir, `frame-${i}.rgba`);
    const input = join(dir, liveRoadDir(i), LIVE_RENDITION.name, segment);
    await runFfmpeg(['-i', input, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', raw]);
    const data = await readFile(raw);
    const read = Date.now();
    const code = readTimeCode({ data, width: LIVE_RENDITION.width, height: LIVE_RENDITION.height });
    expect(code, `road ${i + 1}`).not.toBeNull();
    const age = latencyMs(code!, read);
    expect(age, `road ${i + 1}: age of the frame when read`).toBeGreaterThanOrEqual(-MARGIN_MS);
    expect(age, `road ${i + 1}: age of the frame when read`).toBeLessThanOrEqual(read - started + MARGIN_MS);
  }
});
