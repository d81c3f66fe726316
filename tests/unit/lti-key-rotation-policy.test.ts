import { describe, expect, it } from 'vitest';
import {
  LTI_KEY_ROTATION_MS,
  LTI_KEY_SET_MAX_AGE_S,
  LTI_RETIRED_KEY_GRACE_MS,
  retiredKeysKeptSince,
  rotationDue,
  stillPublished,
} from '../../server/lti/key-rotation-policy';

/**
 * When Lectern's LTI keys change (docs/lti.md "Key rotation"): the current key signs for the
 * rotation period; a retired key stays published for its grace, which outlasts any cache of the
 * key set.
 */
const now = new Date('2026-12-01T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('LTI key rotation policy', () => {
  it('is due when no key signs, or the current one has signed for the whole period', () => {
    expect(rotationDue(null, now)).toBe(true);
    expect(rotationDue(ago(LTI_KEY_ROTATION_MS), now)).toBe(true);
    expect(rotationDue(ago(LTI_KEY_ROTATION_MS - 1), now)).toBe(false);
    expect(rotationDue(now, now)).toBe(false);
  });

  it('publishes a retired key for its grace only', () => {
    expect(stillPublished(ago(LTI_RETIRED_KEY_GRACE_MS - 1), now)).toBe(true);
    expect(stillPublished(ago(LTI_RETIRED_KEY_GRACE_MS), now)).toBe(false);
    expect(retiredKeysKeptSince(now)).toEqual(ago(LTI_RETIRED_KEY_GRACE_MS));
  });

  it('keeps a retired key far longer than a cache may keep the key set, and rotates less often than keys are kept', () => {
    expect(LTI_RETIRED_KEY_GRACE_MS).toBeGreaterThan(100 * LTI_KEY_SET_MAX_AGE_S * 1000);
    expect(LTI_KEY_ROTATION_MS).toBeGreaterThan(LTI_RETIRED_KEY_GRACE_MS);
  });
});
