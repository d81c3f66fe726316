import { expect, it } from 'vitest';
import { STREAM_GRANT_TTL_MS, createStreamGrants } from '../../server/playback/stream-grants';

it('keeps a granted road for the TTL, then asks again; a refusal is never kept', async () => {
  let now = 0;
  let checks = 0;
  const grants = createStreamGrants<string>(() => now);
  const allow = async () => {
    checks++;
    return 'demo/clip-1/road-1/master.m3u8';
  };
  expect(await grants.get('sid-1:road-1', allow)).toBe('demo/clip-1/road-1/master.m3u8');
  now = STREAM_GRANT_TTL_MS - 1;
  await grants.get('sid-1:road-1', allow);
  expect(checks).toBe(1);
  // Another session asks for itself.
  await grants.get('sid-2:road-1', allow);
  expect(checks).toBe(2);
  now = STREAM_GRANT_TTL_MS + 1;
  await grants.get('sid-1:road-1', allow);
  expect(checks).toBe(3);

  const refuse = async (): Promise<string> => {
    checks++;
    throw new Error('no permission');
  };
  await expect(grants.get('sid-3:road-1', refuse)).rejects.toThrow('no permission');
  await expect(grants.get('sid-3:road-1', refuse)).rejects.toThrow('no permission');
  expect(checks).toBe(5);
});
