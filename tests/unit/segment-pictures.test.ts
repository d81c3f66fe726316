import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentsOf } from '../../server/capture/event-playlist';
import { CAPTURE_H264_ARGS, CAPTURE_PLAYLIST, CAPTURE_SEGMENT_PATTERN, CAPTURE_SEGMENT_S } from '../../server/capture/road-packager';
import { runFfmpeg, runFfprobe } from '../../server/media/ffmpeg';
import { makeSegmentPictures } from '../../server/media/segment-pictures';
import type { RecordingSegment } from '../../server/media/segment-picks';
import { scratchFolder, type ScratchFolder } from '../../server/storage/scratch-folder';

/**
 * A captured recording's pictures from its segments (server/media/segment-pictures.ts): two
 * parts cut as the packager cuts them (its encoder settings, half-second segments), the second
 * at another size and shape, as after an encoder that came back with other settings. Each
 * part's picture brightens steadily from black, so a thumbnail's brightness tells which of its
 * part's segments it came from.
 */
const SPRITE_WIDTH = 1600;
const TILE = { width: 160, height: 90 };
/** Luma rises this much a second (limited range), from black at the part's start. */
const RAMP_PER_S = 40;

let dir: string;
let work: ScratchFolder;
let parts: RecordingSegment[][];

/** A part of `seconds` in `name`, at `size`, cut by the packager's HLS settings. */
async function capturedPart(name: string, size: string, seconds: number): Promise<RecordingSegment[]> {
  await work.make(name);
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', `color=c=black:s=${size}:r=20:d=${seconds},format=yuv420p,geq=lum='16+${RAMP_PER_S}*T':cb=128:cr=128`],
      ...CAPTURE_H264_ARGS,
      ...['-f', 'hls', '-hls_time', String(CAPTURE_SEGMENT_S), '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', CAPTURE_SEGMENT_PATTERN, CAPTURE_PLAYLIST],
    ],
    { cwd: work.pathOf(name) },
  );
  return segmentsOf((await work.readText(`${name}/${CAPTURE_PLAYLIST}`))!).map((s) => ({ name: `${name}/${s.uri}`, seconds: s.seconds }));
}

/** The pixels of the picture `name`, one byte of luma each. */
async function lumaOf(name: string): Promise<Buffer> {
  await runFfmpeg(['-i', work.pathOf(name), '-f', 'rawvideo', '-pix_fmt', 'gray', work.pathOf(`${name}.gray`)]);
  return readFile(work.pathOf(`${name}.gray`));
}

/** A part's luma `seconds` in, read back from a JPEG: full range, the limited 16–235 spread over 0–255. */
const fullRangeLuma = (seconds: number) => (RAMP_PER_S * seconds * 255) / 219;

/** The mean luma of a `size`-pixel square at (x, y) of the sprite. */
function meanLuma(luma: Buffer, x: number, y: number, size = 8): number {
  let sum = 0;
  for (let row = y; row < y + size; row++) for (let col = x; col < x + size; col++) sum += luma[row * SPRITE_WIDTH + col]!;
  return sum / (size * size);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lectern-segment-pictures-'));
  work = scratchFolder(dir);
  // 4 s of 16:9, then 3 s of 4:3: a thumbnail a second, tiles 0–3 from the first part, 4–6 from the second.
  parts = [await capturedPart('part-001', '320x180', 4), await capturedPart('part-002', '240x180', 3)];
  await makeSegmentPictures(work, parts);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the pictures of a captured recording', () => {
  it('writes a thumbnail track of a cue a second, each pointing at its own tile of the sprite', async () => {
    const track = (await work.readText('thumbnails.vtt'))!;
    const tiles = [...track.matchAll(/thumbnails\.jpg#xywh=(\d+),(\d+),160,90/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(tiles).toEqual(Array.from({ length: 7 }, (_, i) => [i * TILE.width, 0]));
    expect(track).toContain('00:00:06.000 --> 00:00:07.000');
    const sprite = JSON.parse(await runFfprobe(['-print_format', 'json', '-show_streams', work.pathOf('thumbnails.jpg')])) as {
      streams: { width: number; height: number }[];
    };
    expect(sprite.streams[0]).toMatchObject({ width: SPRITE_WIDTH, height: TILE.height });
  });

  it("takes each thumbnail from the start of the segment playing at its time, each part's from its own picture", async () => {
    const luma = await lumaOf('thumbnails.jpg');
    const centre = (tile: number) => meanLuma(luma, tile * TILE.width + 76, 41);
    // Tiles 0–3 are the first part 0, 1, 2 and 3 s in; tiles 4–6 the second part 0, 1 and 2 s in.
    const partTimes = [0, 1, 2, 3, 0, 1, 2];
    for (const [tile, seconds] of partTimes.entries())
      expect(Math.abs(centre(tile) - fullRangeLuma(seconds)), `tile ${tile}`).toBeLessThan(4);
    // The 4:3 part is fitted into the 16:9 tile between black bars; the 16:9 part fills its tile.
    expect(meanLuma(luma, 6 * TILE.width + 4, 41)).toBeLessThan(4);
    expect(Math.abs(meanLuma(luma, 2 * TILE.width + 4, 41) - fullRangeLuma(2))).toBeLessThan(4);
  });

  it('writes a poster at the picture size, from the segment 3 s in, and leaves no lists behind', async () => {
    const poster = JSON.parse(await runFfprobe(['-print_format', 'json', '-show_streams', work.pathOf('poster.jpg')])) as {
      streams: { width: number; height: number }[];
    };
    expect(poster.streams[0]).toMatchObject({ width: 320, height: 180 });
    const luma = await lumaOf('poster.jpg');
    expect(Math.abs(luma.reduce((sum, v) => sum + v, 0) / luma.length - fullRangeLuma(3))).toBeLessThan(4);
    expect((await work.list()).filter((name) => name.endsWith('.ffconcat'))).toEqual([]);
  });
});
