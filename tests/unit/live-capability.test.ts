import { expect, it } from 'vitest';
import { hasEnded, isExpired, liveCapabilityKeys } from '../../server/live/live-capability';
import { CAPABILITY_STEP_S, CAPABILITY_TTL_S, capabilityKeys } from '../../server/playback/stream-capability';

const secret = new TextEncoder().encode('a secret for the tests');
const keys = liveCapabilityKeys(secret);
const now = 1_700_000_000_000;
const grant = {
  courId: 'cour-1-live-1',
  roadTypes: [1, 3] as (1 | 3)[],
  userId: 'u-1',
  tenantId: '1',
  sessionId: 's-1',
  endsAt: now / 1000 + 3600,
};

it('reads back what it signed, lasting 60 to 90 s, the same within one 30 s step', () => {
  const read = keys.read(keys.mint(grant, now))!;
  expect(read).toMatchObject(grant);
  const lifeS = read.expiresAt - now / 1000;
  expect(lifeS).toBeGreaterThan(CAPABILITY_TTL_S);
  expect(lifeS).toBeLessThanOrEqual(CAPABILITY_TTL_S + CAPABILITY_STEP_S);
  expect(isExpired(read, now)).toBe(false);
  expect(isExpired(read, read.expiresAt * 1000)).toBe(true);
  expect(hasEnded(read, now)).toBe(false);
  expect(hasEnded(read, grant.endsAt * 1000)).toBe(true);
  const sameStep = Math.floor(now / 30_000) * 30_000;
  expect(keys.mint(grant, sameStep)).toBe(keys.mint(grant, sameStep + 29_999));
});

it('refuses a forged, tampered or foreign capability, and a recording capability', () => {
  const token = keys.mint(grant, now);
  const [payload, signature] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = (changes: object) => Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
  for (const bad of [
    `${forged({ e: 9e9 })}.${signature}`,
    `${forged({ c: 'cour-1-live-2' })}.${signature}`,
    `${payload}.${signature.slice(1)}`,
    payload,
    '',
    `${token}.x`,
    'a.b',
  ]) {
    expect(keys.read(bad), bad).toBeNull();
  }
  expect(liveCapabilityKeys(new TextEncoder().encode('another secret')).read(token)).toBeNull();
  // A recording's capability, signed with the same secret under its own key, is not a live one; nor the reverse.
  const recording = capabilityKeys(secret).mint(
    { roadId: 'cour-1-live-1', folder: 'x', userId: 'u-1', tenantId: '1', sessionId: 's-1' },
    now,
  );
  expect(keys.read(recording)).toBeNull();
  expect(capabilityKeys(secret).read(token)).toBeNull();
});

it('carries the session it was minted in, and reads one minted without it (before it was carried) as none', () => {
  expect(keys.read(keys.mint(grant, now))!.sessionId).toBe('s-1');
  expect(keys.read(keys.mint({ ...grant, sessionId: null }, now))!.sessionId).toBeNull();
  const recordings = capabilityKeys(secret);
  const road = { roadId: 'road-1', folder: 'x', userId: 'u-1', tenantId: '1' };
  expect(recordings.read(recordings.mint({ ...road, sessionId: 's-1' }, now))!.sessionId).toBe('s-1');
  expect(recordings.read(recordings.mint({ ...road, sessionId: null }, now))!.sessionId).toBeNull();
});
