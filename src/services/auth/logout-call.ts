import type { RuntimeConfig } from '../../schemas/runtime-config';
import { TOKEN_HEADER } from '../../schemas/auth';
import { apiRequest } from '../http/api';
import { sessionToken } from './session';

/** `{rbac}/access_token/logout`, or the custom logout address when configured (SPEC §7). */
export function logoutPath(config: Pick<RuntimeConfig, 'CLOUD_RBAC_URL' | 'CUSTOM_API'>): string {
  return config.CUSTOM_API.LOGOUT !== '' ? config.CUSTOM_API.LOGOUT : `${config.CLOUD_RBAC_URL}/access_token/logout`;
}

/**
 * GET {rbac}/auth/logout (SPEC §7): ends the session without the exit flow, for a sign-out the
 * user did not ask for (no system permission): the server must not keep a session that leads
 * nowhere. Failures are ignored: the local session is cleared either way.
 */
export async function revokeSession(config: Pick<RuntimeConfig, 'CLOUD_RBAC_URL'>): Promise<void> {
  // Read now: the caller clears the local session right after.
  const token = sessionToken();
  if (token === null) return;
  try {
    await apiRequest(`${config.CLOUD_RBAC_URL}/auth/logout`, { isLogout: true, noMessage: true, headers: { [TOKEN_HEADER]: token } });
  } catch {
    // Nothing to do.
  }
}

/** Tells the server to revoke the session. The user is leaving either way, so failures are ignored. */
export async function callLogout(config: Pick<RuntimeConfig, 'CLOUD_RBAC_URL' | 'CUSTOM_API'>): Promise<void> {
  try {
    await apiRequest(logoutPath(config), { method: 'POST', isLogout: true, noMessage: true });
  } catch {
    // Nothing to do: the local session is cleared by the caller.
  }
}
