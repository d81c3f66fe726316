// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_HASH_HEADER, TENANT_HEADER, TOKEN_HEADER, type TokenResult } from '../../src/schemas/auth';
import { passwordLogin } from '../../src/services/auth/password-login';
import { sha256Hex } from '../../src/services/hash';
import { initApi, setHttpHooks } from '../../src/services/http/api';
import { writeStored } from '../../src/services/storage';

// Password login over the app's API client (DESIGN.md §4 wire contract).

const answer: TokenResult = {
  jwt_token: 'jwt-1',
  refresh_token: 'refresh-1',
  expires_in: 900,
  user: {
    id: 'u1',
    username: 'student01',
    name: 'Student One',
    code: '2024000001',
    role: 2,
    tenantId: '2',
    avatarUrl: null,
    orgaName: null,
    mustChangePassword: false,
  },
};

function stubServer(response: () => Response) {
  const seen: { request: Request; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      seen.push({ request, body: await request.clone().text() });
      return response();
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('password login', () => {
  initApi({
    BASE_URL: 'http://api.test',
    AJAX: { TIMEOUT_MS: 5_000, WITH_CREDENTIALS: false, REFRESH_ENABLED: true, TENANT_HEADER: true },
  });

  it('sha256Hex is the lowercase hex SHA-256 of the UTF-8 text', () => {
    for (const text of ['', 'Student@12345', '密码 with ünïcode']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('sends only the SHA-256 of the password, flagged, with the chosen tenant and no stale token', async () => {
    writeStored('tenantId', '1');
    const seen = stubServer(() => Response.json({ status: 200, code: 0, message: 'success', result: answer }));
    await expect(passwordLogin({ username: 'student03', password: 'Student@12345', tenantId: '2' })).resolves.toEqual(answer);

    const request = seen[0]?.request;
    const body = seen[0]?.body ?? '';
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/oauth2/password');
    expect(request?.headers.get(PASSWORD_HASH_HEADER)).toBe('sha256');
    expect(request?.headers.get(TENANT_HEADER)).toBe('2');
    expect(request?.headers.get(TOKEN_HEADER)).toBeNull();
    expect(JSON.parse(body)).toEqual({ username: 'student03', password: sha256Hex('Student@12345'), tenantId: '2' });
    expect(body).not.toContain('Student@12345');
  });

  it('rejects with the server message and shows no toast', async () => {
    const showError = vi.fn();
    setHttpHooks({ showError });
    stubServer(() => Response.json({ status: 400, code: 40010, message: 'wrong username or password' }, { status: 400 }));
    await expect(passwordLogin({ username: 'student01', password: 'nope', tenantId: '1' })).rejects.toMatchObject({
      kind: 'response',
      serverMessage: 'wrong username or password',
    });
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects with the message of an answer outside the envelope', async () => {
    stubServer(() => Response.json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, { status: 429 }));
    await expect(passwordLogin({ username: 'student01', password: 'x', tenantId: '1' })).rejects.toMatchObject({
      serverMessage: 'Rate limit exceeded',
    });
  });
});
