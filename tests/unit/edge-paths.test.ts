import { describe, expect, it } from 'vitest';
import { edgeRequestOf, liveEdgeFolder } from '../../server/edge/edge-paths';
import { nginxConfig } from '../../server/edge/nginx-config';

describe('what the edge caches', () => {
  it('reads a recorded stream segment address under a capability', () => {
    expect(edgeRequestOf('/v1/vod/stream/road-1/~tok.en/360p/seg-000.ts')).toEqual({
      kind: 'recorded',
      roadId: 'road-1',
      token: 'tok.en',
      file: '360p/seg-000.ts',
    });
    expect(edgeRequestOf('/v1/vod/stream/road-1/~tok/thumbnails.jpg?x=1')).toMatchObject({ file: 'thumbnails.jpg' });
    // A recording's rendition playlist is written once: the same file for every viewer.
    expect(edgeRequestOf('/v1/vod/stream/road-1/~tok/360p/index.m3u8')).toMatchObject({ kind: 'recorded', file: '360p/index.m3u8' });
  });

  it("reads a live lesson's segment address under a capability, and keeps its segments by lesson", () => {
    expect(edgeRequestOf('/v1/live/stream/cour-1-live-1/~tok/road-2/part-003/seg-00017.ts')).toEqual({
      kind: 'live',
      courId: 'cour-1-live-1',
      token: 'tok',
      file: 'road-2/part-003/seg-00017.ts',
    });
    expect(liveEdgeFolder('cour-1-live-1')).toBe('live/cour-1-live-1');
  });

  it('never caches a master or live playlist, an address without a capability, or one it cannot decode', () => {
    for (const uri of [
      '/v1/vod/stream/road-1/master.m3u8',
      '/v1/vod/stream/road-1/360p/seg-000.ts',
      '/v1/vod/stream/road-1/~tok/%E0%A4%A.ts',
      '/v1/live/stream/cour-1/~tok/road-1/seg-1.ts',
      '/v1/live/stream/cour-1/~tok/road-1/live.m3u8',
      '/v1/live/stream/cour-1/road-1/part-001/seg-00001.ts',
      '/v1/live/stream/cour-1/~tok/road-1/part-001/../seg-00001.ts',
      '',
    ])
      expect(edgeRequestOf(uri), uri).toBeNull();
  });

  it('generates a configuration that keeps checks per road and capability and caches by store folder', () => {
    const config = nginxConfig({ listen: '80', upstreams: ['10.0.0.1:8080', '10.0.0.2:8080'], runDir: '/var/lib/edge', cacheSize: '20g' });
    expect(config).toContain('server 10.0.0.1:8080 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('"$road/$capability"');
    expect(config).toContain('"live/$lesson/$live_capability"');
    expect(config).toContain('proxy_cache_key "$lectern_folder/$lectern_file";');
    expect(config).toContain('max_size=20g');
    expect(config).not.toContain('stream {');
    const withIngest = nginxConfig({
      listen: '80',
      upstreams: ['a:8080'],
      runDir: '/e',
      cacheSize: '1g',
      rtmp: { listen: '1935', upstreams: ['a:1935', 'b:1935'], streamModule: '/m.so' },
    });
    expect(withIngest).toMatch(/^load_module \/m\.so;/m);
    expect(withIngest).toContain('server b:1935 max_fails=1 fail_timeout=5s;');
  });
});
