import { kickBodySchema, tokenResultSchema, type TokenResult } from '../../schemas/auth';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { apiRequest } from '../http/api';
import { sessionToken } from '../auth/session';
import { readStored, writeStored } from '../storage';
import { currentRefreshToken, sharedRotationRecord, type RotationRecord } from './rotation-record';

/** The refresh and kick calls the session machine invokes (SPEC §7). */

/** One refresh at a time across this browser's tabs (Web Locks), so none presents a rotated token. */
export const REFRESH_LOCK = 'lectern.refresh';

/**
 * POST {REFRESH_TOKEN_URL}, form-encoded refreshToken; rejects when there is none or it is refused.
 * The tabs share one refresh token (local storage) and the server revokes the whole session when
 * a rotated one comes back, so the exchange runs under a lock held by one tab at a time: it reads
 * the token current at that moment (another tab may just have rotated it; rotation-record.ts covers
 * local storage lagging behind) and stores the new one before the next tab may read. Without Web Locks (an http:// site other than localhost) tabs
 * refresh unguarded; docs/security.md says to serve the site over HTTPS. A lock the browser refuses
 * (a third-party frame) is refreshed without, too.
 */
export async function refreshTokens(
  config: Pick<RuntimeConfig, 'REFRESH_TOKEN_URL'>,
  locks: LockManager | undefined = navigator.locks,
  rotations: RotationRecord = sharedRotationRecord(),
): Promise<TokenResult> {
  const exchange = async (): Promise<TokenResult> => {
    const stored = readStored('refreshToken');
    if (!stored) throw new Error('no refresh token stored');
    // Local storage may not show another tab's rotation yet (rotation-record.ts).
    const refreshToken = currentRefreshToken(stored, await rotations.read());
    const answer = await apiRequest(config.REFRESH_TOKEN_URL, {
      method: 'POST',
      form: { refreshToken },
      isRefresh: true,
      noMessage: true,
    });
    const result = tokenResultSchema.parse(answer);
    await rotations.write({ previous: refreshToken, next: result.refresh_token });
    writeStored('refreshToken', result.refresh_token);
    return result;
  };
  if (locks === undefined) return exchange();
  let locked = false;
  try {
    return await locks.request(REFRESH_LOCK, () => {
      locked = true;
      return exchange();
    });
  } catch (failure) {
    // The browser refused the lock itself (Chrome in a third-party frame with cookies blocked,
    // docs/lti.md "No cookie in the frame"): that page keeps its session in memory, shared with
    // no other tab, so it refreshes unguarded. A failure of the exchange is the refresh's own.
    if (locked) throw failure;
    return exchange();
  }
}

/** The kick-other-clients call (SPEC §3 "Kick-user request"): ends this user's other sessions. */
export async function kickOtherClients(config: Pick<RuntimeConfig, 'CUSTOM_API'>, username: string): Promise<void> {
  const jwtToken = sessionToken() ?? '';
  const body = kickBodySchema.parse({
    user: username,
    username,
    lockTime: 0,
    broadcast: true,
    bcMessage: { action: 'kick-client', kickType: 'jwt', jwtToken },
  });
  await apiRequest(config.CUSTOM_API.KICK, { method: 'POST', json: body, noMessage: true });
}
