/**
 * The launch's limits (docs/lti.md "The launch"), named once for the routes, the data modules and
 * the tests that move the clock past them.
 */

/** How long a login initiation's state and nonce wait for the launch: the platform answers at once (prompt=none). */
export const LTI_STATE_TTL_MS = 10 * 60_000;

/** A launch's code must be exchanged within this (the SPA does so as its page loads). */
export const LTI_LAUNCH_CODE_TTL_MS = 60_000;

/**
 * A launch's page may be framed this long after the launch (reloads in the LMS's frame); past it
 * the page says to open the link again from the course.
 */
export const LTI_LAUNCH_KEPT_MS = 12 * 60 * 60_000;

/** Clock skew allowed between the platform and Lectern on `exp`, `iat` and `nbf`. */
export const LTI_CLOCK_TOLERANCE_S = 60;

/** An id token issued longer ago than this is refused, whatever its `exp` says. */
export const LTI_ID_TOKEN_MAX_AGE_S = 10 * 60;

/** The platform's key set must answer within this; it is then cached (jose's remote key set). */
export const LTI_KEY_SET_TIMEOUT_MS = 5_000;

/** How long a fetched key set is used before it is fetched again. */
export const LTI_KEY_SET_CACHE_MS = 10 * 60_000;

/** A key id not in the cached set fetches the set again at most this often (a platform rotating its keys). */
export const LTI_KEY_SET_COOLDOWN_MS = 30_000;

/** Spent and expired states and launches are removed when older than this. */
export const LTI_PRUNE_AFTER_MS = 24 * 60 * 60_000;
