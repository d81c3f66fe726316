import { describe, expect, it } from 'vitest';
import { BROADCAST_KEY, readTabMessage } from '../../src/services/session/cross-tab';

describe('cross-tab messages', () => {
  it('reads logout and kick messages from the broadcast key only', () => {
    expect(readTabMessage(BROADCAST_KEY, JSON.stringify({ type: 'logout', username: 'student01', nonce: '1' }))).toEqual({
      type: 'logout',
      username: 'student01',
    });
    expect(readTabMessage(BROADCAST_KEY, JSON.stringify({ type: 'kick' }))).toEqual({ type: 'kick', username: null });
    expect(readTabMessage('lectern.theme', JSON.stringify({ type: 'logout' }))).toBeNull();
  });

  it('ignores removals, garbage and unknown types', () => {
    expect(readTabMessage(BROADCAST_KEY, null)).toBeNull();
    expect(readTabMessage(BROADCAST_KEY, '{not json')).toBeNull();
    expect(readTabMessage(BROADCAST_KEY, JSON.stringify({ type: 'party' }))).toBeNull();
  });
});
