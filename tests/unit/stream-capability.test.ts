import { expect, it } from 'vitest';
import { withCapability } from '../../server/playback/playlist-capability';
import { CAPABILITY_STEP_S, CAPABILITY_TTL_S, capabilityKeys, isExpired } from '../../server/playback/stream-capability';

const keys = capabilityKeys(new TextEncoder().encode('a secret for the tests'));
const grant = { roadId: 'road-1', folder: 'demo/clip-1/road-1', userId: 'u-1', tenantId: '1', sessionId: 's-1' };

it('reads back what it signed, lasting 60 to 90 s, the same within one 30 s step', () => {
  const now = 1_700_000_000_000;
  const token = keys.mint(grant, now);
  const read = keys.read(token)!;
  expect(read).toMatchObject(grant);
  const lifeS = read.expiresAt - now / 1000;
  expect(lifeS).toBeGreaterThan(CAPABILITY_TTL_S);
  expect(lifeS).toBeLessThanOrEqual(CAPABILITY_TTL_S + CAPABILITY_STEP_S);
  expect(isExpired(read, now)).toBe(false);
  expect(isExpired(read, read.expiresAt * 1000)).toBe(true);
  const sameStep = Math.floor(now / 30_000) * 30_000;
  expect(keys.mint(grant, sameStep)).toBe(keys.mint(grant, sameStep + 29_999));
});

it('refuses a forged, tampered or foreign capability', () => {
  const token = keys.mint(grant, Date.now());
  const [payload, signature] = token.split('.') as [string, string];
  const longer = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: 9e9 })).toString('base64url');
  for (const bad of [`${longer}.${signature}`, `${payload}.${signature.slice(1)}`, payload, '', `${token}.x`, 'a.b']) {
    expect(keys.read(bad), bad).toBeNull();
  }
  expect(capabilityKeys(new TextEncoder().encode('another secret')).read(token)).toBeNull();
});

it('moves every relative address of a playlist under the capability, relative to the playlist', () => {
  const master = '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,URI="audio/index.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n';
  expect(withCapability(master, '', 'CAP')).toBe(
    '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,URI="~CAP/audio/index.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1\n~CAP/360p/index.m3u8\n',
  );
  const variant = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg-000.ts\n#EXTINF:2.0,\nhttps://cdn.example/x.ts\n#EXT-X-ENDLIST\n';
  expect(withCapability(variant, '360p', 'CAP')).toBe(
    '#EXTM3U\n#EXT-X-MAP:URI="../~CAP/360p/init.mp4"\n#EXTINF:2.0,\n../~CAP/360p/seg-000.ts\n#EXTINF:2.0,\nhttps://cdn.example/x.ts\n#EXT-X-ENDLIST\n',
  );
  // An address leaving the road folder is left alone: the capability would not open it.
  expect(withCapability('../../other/x.ts\n', '360p', 'CAP')).toBe('../../other/x.ts\n');
});
