import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROAD_TYPE } from '../../server/db/schema/recordings';
import { DEMO_CLIPS, DEMO_MEDIA_DIR, demoClipLayout, generateClip, type DemoClipSpec } from '../../server/media/demo-media';
import { HLS_RENDITIONS } from '../../server/media/hls';
import { probeMedia } from '../../server/media/probe';
import { createLocalMediaStore, type MediaStore } from '../../server/storage';

// One short clip (4 s) with the first demo clip's sources: the real pipeline, quickly.
const spec: DemoClipSpec = { ...DEMO_CLIPS[0]!, id: 'clip-test', durationS: 4 };
/** A media store on a folder, as DATA_DIR/media: clips go under its demo folder. */
let root: string;
let store: MediaStore;
let clipDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lectern-demo-media-'));
  store = createLocalMediaStore(root);
  expect(await generateClip(store, spec)).toBe('generated');
  clipDir = join(root, DEMO_MEDIA_DIR, spec.id);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n');

describe('generateClip', () => {
  it('writes a hand-made master playlist per road listing the two renditions', () => {
    expect(spec.roads.map((r) => r.roadType)).toEqual([ROAD_TYPE.teacherCamera, ROAD_TYPE.screen]);
    for (const road of demoClipLayout(spec).roads) {
      const master = lines(join(root, road.hlsPath));
      expect(master[0]).toBe('#EXTM3U');
      const streams = master.filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
      expect(streams).toHaveLength(2);
      expect(streams[0]).toContain('RESOLUTION=640x360');
      expect(streams[1]).toContain('RESOLUTION=1280x720');
      expect(streams.every((s) => s.includes('CODECS="avc1.64001f,mp4a.40.2"'))).toBe(true);
      expect(master.filter((l) => !l.startsWith('#'))).toEqual(HLS_RENDITIONS.map((r) => `${r.name}/index.m3u8`));
    }
  });

  it('ends every rendition playlist and stores each of its segments', () => {
    for (let road = 1; road <= spec.roads.length; road++) {
      for (const r of HLS_RENDITIONS) {
        const playlist = join(clipDir, `road-${road}`, r.name, 'index.m3u8');
        const content = lines(playlist);
        expect(content).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
        expect(content.at(-1)).toBe('#EXT-X-ENDLIST');
        const segments = content.filter((l) => !l.startsWith('#'));
        expect(segments.length).toBeGreaterThanOrEqual(2);
        for (const segment of segments) expect(existsSync(join(dirname(playlist), segment)), segment).toBe(true);
      }
    }
  });

  it('encodes H.264 video and AAC audio at the rendition size', async () => {
    const segment = join(clipDir, 'road-2', '720p', 'seg-000.ts');
    const info = await probeMedia(segment);
    expect(info.streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'video', codec: 'h264', width: 1280, height: 720 }),
        expect.objectContaining({ type: 'audio', codec: 'aac' }),
      ]),
    );
  });

  it('writes a poster, and gives the seed captions in time order within the clip', () => {
    expect(readFileSync(join(clipDir, 'poster.jpg')).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const { captions } = demoClipLayout(spec);
    expect(captions.length).toBeGreaterThan(0);
    captions.forEach((cue, i) => {
      expect(cue.startS).toBeGreaterThanOrEqual(captions[i - 1]?.endS ?? 0);
      expect(cue.endS).toBeGreaterThan(cue.startS);
      expect(cue.endS).toBeLessThanOrEqual(spec.durationS);
    });
  });

  it('keeps only the clip in the store: no text ffmpeg drew, no work folder left', async () => {
    expect((await store.list(`${DEMO_MEDIA_DIR}/${spec.id}`)).filter((key) => key.endsWith('.txt'))).toEqual([]);
    expect(await store.list('.work')).toEqual([]);
  });

  it('skips a clip that is already complete', async () => {
    expect(await generateClip(store, spec)).toBe('present');
  });
});
