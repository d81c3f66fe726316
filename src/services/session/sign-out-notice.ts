import { readStored, removeStored, writeStored } from '../storage';

/**
 * Why this tab was signed out without asking, for the login page to say so once: another
 * sign-in of the account ended this session (CAS_SINGLE_CLIENT or an administrator's kick),
 * or its password was changed elsewhere. Kept in session storage: it concerns this tab only.
 */
export const SIGN_OUT_NOTICES = ['signedInElsewhere', 'passwordChanged'] as const;
export type SignOutNotice = (typeof SIGN_OUT_NOTICES)[number];

/** The server's kick reason (GET /v1/events `kick` data) as the notice to show. */
export function noticeForKick(data: unknown): SignOutNotice {
  const reason = typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return reason === 'password-change' ? 'passwordChanged' : 'signedInElsewhere';
}

export function leaveSignOutNotice(notice: SignOutNotice): void {
  writeStored('signOutNotice', notice);
}

/** The notice left for the login page, if any. */
export function readSignOutNotice(): SignOutNotice | null {
  const stored = readStored('signOutNotice');
  return SIGN_OUT_NOTICES.find((notice) => notice === stored) ?? null;
}

/** Said once: the login page forgets it after showing it. */
export function forgetSignOutNotice(): void {
  removeStored('signOutNotice');
}
