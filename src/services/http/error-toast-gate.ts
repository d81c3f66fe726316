import { ERROR_TOAST_SUPPRESS_MS } from '../../constants';

/** Lets one error toast through per window (SPEC §4 "Error toast": one per 3 s). */
export type ErrorToastGate = { allow: () => boolean };

export function createErrorToastGate(now: () => number = Date.now, windowMs = ERROR_TOAST_SUPPRESS_MS): ErrorToastGate {
  let lastShownAt: number | null = null;
  return {
    allow() {
      const at = now();
      if (lastShownAt !== null && at - lastShownAt < windowMs) return false;
      lastShownAt = at;
      return true;
    },
  };
}
