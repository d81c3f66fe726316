import { TOKEN_HEADER } from '../../schemas/auth';
import { sessionToken } from '../auth/session';

/**
 * A last call as the page goes away (closed, reloaded): a keepalive fetch outlives the page and,
 * unlike sendBeacon, carries the session header. Nothing is sent without a session (false); a
 * failure is not reported, there is no page left to report it on.
 */
export function sendAsPageLeaves(baseUrl: string, path: string, method: 'POST' | 'PUT', body: string): boolean {
  const token = sessionToken();
  if (token === null) return false;
  void fetch(`${baseUrl}${path}`, {
    method,
    keepalive: true,
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body,
  }).catch(() => undefined);
  return true;
}
