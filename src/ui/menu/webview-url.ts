/**
 * Addresses of pages opened as web views of this app (SPEC §3 "Webview parameters", §7
 * "Webview links"): the session and the look travel in the query, so the other site can sign in
 * and match the theme.
 */
export type WebviewMode = 'appportal' | 'internal' | 'external';

export type WebviewParams = {
  jwtToken: string;
  refreshToken: string;
  username: string;
  /** Address of this app, so the web view can come back. */
  parentAppHost: string;
  theme: string;
  mode: WebviewMode;
  /** Leave the tokens out (a site that must not receive them). */
  noJwtToken?: boolean;
  /** Leave the refresh token out: it would stay in the window's address and history. */
  noRefreshToken?: boolean;
  /** Further query fields, e.g. the tenant's access-control address for inner sites. */
  extra?: Record<string, string>;
};

function webviewQuery(params: WebviewParams): [string, string][] {
  const tokens: [string, string][] =
    params.noJwtToken === true
      ? []
      : params.noRefreshToken === true
        ? [['jwt_token', params.jwtToken]]
        : [
            ['jwt_token', params.jwtToken],
            ['refresh_token', params.refreshToken],
          ];
  const portal: [string, string][] =
    params.mode === 'appportal'
      ? [
          ['append_params', 'Y'],
          ['popup', 'N'],
        ]
      : [];
  return [
    ...tokens,
    ['username', params.username],
    ['parent_app_host', params.parentAppHost],
    ['kiaf_theme', params.theme],
    ['webview_mode', params.mode],
    ...portal,
    ...Object.entries(params.extra ?? {}),
  ];
}

function appendQuery(address: string, fields: [string, string][]): string {
  const query = new URLSearchParams(fields).toString();
  if (query === '') return address;
  const separator = address.includes('?') ? (address.endsWith('?') || address.endsWith('&') ? '' : '&') : '?';
  return `${address}${separator}${query}`;
}

/**
 * The address with the web-view fields in its query. A hash route (`…#/path`) reads its query
 * from the hash, so the fields go there; otherwise they go before any fragment.
 */
export function buildWebviewUrl(url: string, params: WebviewParams): string {
  const fields = webviewQuery(params);
  const hashAt = url.indexOf('#');
  if (hashAt === -1) return appendQuery(url, fields);
  const beforeHash = url.slice(0, hashAt);
  const hash = url.slice(hashAt + 1);
  if (hash.startsWith('/')) return `${beforeHash}#${appendQuery(hash, fields)}`;
  return `${appendQuery(beforeHash, fields)}#${hash}`;
}
