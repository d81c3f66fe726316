import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestRendition, cutArgs, cutMethod, keyframeBefore, materialiseHls } from '../../server/media-library/clip-cut';
import { createLocalMediaStore } from '../../server/storage';
import { newWorkFolder } from '../../server/storage/scratch-folder';

/**
 * How a clip is cut (docs/uploads.md "Clips"): stream copy only when both cut points sit on key
 * frames (the out point may be the end), otherwise a re-encode that seeks to the key frame before
 * the in point and drops frames up to it exactly; the source is the best rendition of the HLS.
 */
describe('clip cutting', () => {
  // An HLS rendition with a key frame every 2 s, the video starting 23 ms after the file.
  const keyframes = [0.023, 2.023, 4.023, 6.023];

  it('copies streams when both points are on key frames or the out point is the end', () => {
    expect(cutMethod(keyframes, 2, 4, 8)).toBe('copy');
    expect(cutMethod(keyframes, 0, 8, 8)).toBe('copy');
    expect(cutMethod(keyframes, 4.023, 7.99, 8)).toBe('copy');
  });

  it('re-encodes when either point falls between key frames', () => {
    expect(cutMethod(keyframes, 1.3, 4, 8)).toBe('encode');
    expect(cutMethod(keyframes, 2, 3.5, 8)).toBe('encode');
    expect(cutMethod([], 2, 4, 8)).toBe('encode');
  });

  it('seeks a re-encode to the key frame before the in point, then trims exactly', () => {
    expect(keyframeBefore(keyframes, 3.1)).toBe(2.023);
    expect(keyframeBefore(keyframes, 0)).toBe(0.023);
    expect(keyframeBefore([], 5)).toBe(0);
    const args = cutArgs('encode', keyframes, 'in.m3u8', 'out.mp4', 3.1, 5.6);
    expect(args.slice(0, 8)).toEqual(['-ss', '2.023', '-i', 'in.m3u8', '-ss', '1.077', '-t', '2.500']);
    expect(args).toContain('libx264');
    const copy = cutArgs('copy', keyframes, 'in.m3u8', 'out.mp4', 2, 4);
    expect(copy).toEqual(['-ss', '2.000', '-i', 'in.m3u8', '-t', '2.000', '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', 'out.mp4']);
  });

  it('reads the best rendition of a master playlist and refuses one pointing outside its folder', async () => {
    const store = createLocalMediaStore(await mkdtemp(join(tmpdir(), 'lectern-clip-')));
    const master = 'vod/1/master.m3u8';
    await store.put(
      master,
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=1900000,RESOLUTION=1280x720\n720p/index.m3u8\n',
    );
    expect(await bestRendition(store, master)).toBe('vod/1/720p/index.m3u8');
    const media = 'vod/1/media.m3u8';
    await store.put(media, '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXT-X-ENDLIST\n');
    expect(await bestRendition(store, media)).toBe(media);
    await store.put(master, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n../../etc/index.m3u8\n');
    await expect(bestRendition(store, master)).rejects.toThrow(/outside its folder/);
    await store.put(master, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nhttp://example.com/index.m3u8\n');
    await expect(bestRendition(store, master)).rejects.toThrow(/outside its folder/);
  });

  it('hands ffmpeg a local playlist naming each stored segment, and nothing outside the recording', async () => {
    const store = createLocalMediaStore(await mkdtemp(join(tmpdir(), 'lectern-clip-')));
    await store.put('vod/1/720p/seg-000.ts', 'first');
    await store.put('vod/1/720p/seg-001.ts', 'second');
    await store.put('vod/1/720p/index.m3u8', '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXTINF:2.0,\nseg-001.ts\n#EXT-X-ENDLIST\n');
    const work = await newWorkFolder(store);
    const local = await materialiseHls(store, 'vod/1/720p/index.m3u8', work);
    const segments = (await readFile(local.path, 'utf8')).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(await Promise.all(segments.map((path) => readFile(path, 'utf8')))).toEqual(['first', 'second']);
    await local.release();
    await store.put('vod/1/720p/index.m3u8', '#EXTM3U\n#EXTINF:2.0,\n../../2/720p/seg-000.ts\n#EXT-X-ENDLIST\n');
    await expect(materialiseHls(store, 'vod/1/720p/index.m3u8', work)).rejects.toThrow(/outside its folder/);
    await work.discard();
  });
});
