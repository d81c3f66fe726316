/**
 * When Lectern's LTI signing keys change (docs/lti.md "Key rotation"). A key is published as
 * `next` for a whole period before it signs, so a platform that caches the key set has it long
 * before the first message it signs arrives; it then signs for LTI_KEY_ROTATION_MS; retired, it
 * stays published for LTI_RETIRED_KEY_GRACE_MS, far longer than anything it signed lives (LTI
 * messages and token requests expire within minutes) and than any cache of the set.
 */
const DAY_MS = 86_400_000;

/** How long a key signs before the next one takes over. */
export const LTI_KEY_ROTATION_MS = 30 * DAY_MS;
/** How long a retired key stays in the key set. */
export const LTI_RETIRED_KEY_GRACE_MS = 7 * DAY_MS;
/** How long a platform or a proxy may keep the key set (Cache-Control max-age): short, so a rotation is seen soon. */
export const LTI_KEY_SET_MAX_AGE_S = 300;
/** RSA modulus of a new key: RS256 with 2048 bits, as LTI 1.3 asks. */
export const LTI_KEY_MODULUS_BITS = 2048;

/** Whether the key that signs since `currentSince` has signed long enough; none signing is due at once. */
export const rotationDue = (currentSince: Date | null, now: Date): boolean =>
  currentSince === null || now.getTime() - currentSince.getTime() >= LTI_KEY_ROTATION_MS;

/** The instant before which a retired key is dropped from the set. */
export const retiredKeysKeptSince = (now: Date): Date => new Date(now.getTime() - LTI_RETIRED_KEY_GRACE_MS);

/** Whether a key retired at `retiredAt` is still published at `now`. */
export const stillPublished = (retiredAt: Date, now: Date): boolean => retiredAt.getTime() > retiredKeysKeptSince(now).getTime();
