import { createHash } from 'node:crypto';

/** Plain fetch helpers for API tests: real HTTP, the browser's wire format. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@12345', tenantId: '1' },
  teacher01: { username: 'teacher01', password: 'Teacher@12345', tenantId: '1' },
  student01: { username: 'student01', password: 'Student@12345', tenantId: '1' },
  student02: { username: 'student02', password: '2024000002', tenantId: '1' },
  student03: { username: 'student03', password: 'Student@12345', tenantId: '2' },
  nopriv01: { username: 'nopriv01', password: 'Nopriv@12345', tenantId: '1' },
} as const;

export type Answer<T = any> = { http: number; body: { status: number; code: number; message: string; result: T }; headers: Headers };

export async function call<T = any>(
  base: string,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<Answer<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('jwt-token', init.token);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(new URL(path, base), { ...init, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { http: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export async function login(base: string, account: { username: string; password: string; tenantId: string }) {
  const answer = await call(base, '/oauth2/password', {
    method: 'POST',
    headers: { 'x-password-hash': 'sha256', tenantid: account.tenantId },
    json: { username: account.username, password: sha256(account.password), tenantId: account.tenantId },
  });
  if (answer.http !== 200) throw new Error(`login ${account.username} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.result as { jwt_token: string; refresh_token: string; expires_in: number; user: Record<string, unknown> };
}

export const refresh = (base: string, refreshToken: string) =>
  call(base, '/oauth2/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ refreshToken }).toString(),
  });
