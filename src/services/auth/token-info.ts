import { tokenInfoSchema } from '../../schemas/auth';
import { apiRequest } from '../http/api';

/**
 * Whether the session token carries a pending forced password change (GET /oauth2/token), for a
 * tab that has a token but no stored user yet (a `jwt_token` address, a tab that joined by
 * refresh): the route guard must send it to the change page like a password sign-in. Unknown
 * (the call failed) counts as no: every other call then answers 40302 and the guard asks again.
 */
export async function pendingPasswordChange(): Promise<boolean> {
  try {
    return tokenInfoSchema.parse(await apiRequest('/oauth2/token', { noMessage: true })).mustChangePassword;
  } catch {
    return false;
  }
}
