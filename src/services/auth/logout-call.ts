import type { RuntimeConfig } from '../../schemas/runtime-config';
import { apiRequest } from '../http/api';

/** `{rbac}/access_token/logout`, or the custom logout address when configured (SPEC §7). */
export function logoutPath(config: Pick<RuntimeConfig, 'CLOUD_RBAC_URL' | 'CUSTOM_API'>): string {
  return config.CUSTOM_API.LOGOUT !== '' ? config.CUSTOM_API.LOGOUT : `${config.CLOUD_RBAC_URL}/access_token/logout`;
}

/** Tells the server to revoke the session. The user is leaving either way, so failures are ignored. */
export async function callLogout(config: Pick<RuntimeConfig, 'CLOUD_RBAC_URL' | 'CUSTOM_API'>): Promise<void> {
  try {
    await apiRequest(logoutPath(config), { method: 'POST', isLogout: true, noMessage: true });
  } catch {
    // Nothing to do: the local session is cleared by the caller.
  }
}
