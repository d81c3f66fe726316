import { join } from 'node:path';
import { expect, it } from 'vitest';
import { playlistUrl, roadFile, streamCacheControl } from '../../server/playback/stream-paths';

const master = 'demo/clip-1/road-1/master.m3u8';

it('finds playlists and segments inside the road folder', () => {
  expect(roadFile(master, 'master.m3u8')).toBe(join('demo/clip-1/road-1/master.m3u8'));
  expect(roadFile(master, '360p/seg-004.ts')).toBe(join('demo/clip-1/road-1/360p/seg-004.ts'));
  expect(roadFile(master, './720p/../720p/index.m3u8')).toBe(join('demo/clip-1/road-1/720p/index.m3u8'));
  // An absolute-looking path is still read inside the folder.
  expect(roadFile(master, '/etc/hosts.ts')).toBe(join('demo/clip-1/road-1/etc/hosts.ts'));
});

it.each(['../road-2/master.m3u8', '../../../../etc/passwd', '360p/../../poster.jpg', 'captions.vtt', 'master.m3u8\0.ts', ''])(
  'refuses %j',
  (requested) => {
    expect(roadFile(master, requested)).toBeNull();
  },
);

it('addresses a road by id, keeping the master playlist name so relative URIs resolve', () => {
  expect(playlistUrl('road 1', master)).toBe('/v1/vod/stream/road%201/master.m3u8');
});

it('lets segments be cached for good but playlists revalidated', () => {
  expect(streamCacheControl('a/index.m3u8')).toBe('private, no-cache');
  expect(streamCacheControl('a/seg-001.ts')).toBe('private, max-age=86400, immutable');
});
