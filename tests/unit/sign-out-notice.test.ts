import { describe, expect, it } from 'vitest';
import { noticeForKick } from '../../src/services/session/sign-out-notice';

describe('why a kicked tab was signed out', () => {
  it("tells a password changed elsewhere from another sign-in, from the server's kick reason", () => {
    expect(noticeForKick({ reason: 'password-change' })).toBe('passwordChanged');
    expect(noticeForKick({ reason: 'kick' })).toBe('signedInElsewhere');
    expect(noticeForKick('not json')).toBe('signedInElsewhere');
    expect(noticeForKick(null)).toBe('signedInElsewhere');
  });
});
