/**
 * The addresses of an LTI platform (docs/lti.md "What Lectern is given"): its issuer, key set,
 * authorisation and token endpoints. LTI 1.3 requires TLS for every message, so each must be
 * https://; plain http:// is allowed only on this machine (localhost, 127.0.0.1, [::1]), where a
 * test or a developer's platform runs without a certificate. Never with a user name or password
 * (they would be shown on the admin page and sent to the platform's logs) or a #fragment (OAuth
 * 2.0 forbids one on an endpoint). The issuer is also compared with the `iss` of every launch, and
 * LTI defines it as scheme, host, port and path only: no ?query either. The server and the
 * browser's form both check with this function.
 */
export const LTI_LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Written as the address it is: `https://` (or `http://`) and the host at once. `new URL` would
 * also take `https:///host` or `https:\\host` and make them https://host/, which another
 * program reading the same text may not.
 */
const WRITTEN_OUT = /^https?:\/\/[^/\\?#]/i;

export function isLtiAddress(value: string): boolean {
  if (/\s/.test(value) || value.includes('\\') || !WRITTEN_OUT.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.hostname === '' || url.username !== '' || url.password !== '') return false;
  // `new URL` drops an empty `#`, so the text itself is checked.
  if (value.includes('#')) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LTI_LOCAL_HOSTS.has(url.hostname);
}

/** An issuer: an LTI address with no ?query (not even an empty one). */
export const isLtiIssuer = (value: string): boolean => isLtiAddress(value) && !value.includes('?');
