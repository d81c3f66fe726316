import { describe, expect, it, vi } from 'vitest';
import { TENANT_HEADER, TOKEN_HEADER } from '../../src/schemas/auth';
import { createApiClient, type ApiClientDeps } from '../../src/services/http/client';
import { createErrorToastGate } from '../../src/services/http/error-toast-gate';
import { defaultHttpHooks, type HttpHooks } from '../../src/services/http/http-hooks';

// The ky wiring, exercised through a real ky instance against a stubbed fetch.

const ok = (result: unknown) => Response.json({ status: 200, code: 0, message: 'success', result });
const invalidToken = () => Response.json({ status: 401, code: -1, message: 'Invalid token' }, { status: 401 });

function setup(overrides: Partial<ApiClientDeps> = {}, hooks: Partial<HttpHooks> = {}) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const answers: (() => Response)[] = [];
  const fetchStub = vi.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    requests.push(request);
    // Read now: ky releases request bodies once the call settles.
    bodies.push(await request.clone().text());
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected request');
    return answer();
  });
  let token: string | null = 'token-1';
  const allHooks: HttpHooks = { ...defaultHttpHooks, ...hooks };
  const client = createApiClient({
    baseUrl: 'http://api.test',
    timeoutMs: 5_000,
    withCredentials: false,
    sendTenantHeader: true,
    getToken: () => token,
    getTenantId: () => '1',
    getHooks: () => allHooks,
    toastGate: createErrorToastGate(() => 0),
    fetch: fetchStub,
    ...overrides,
  });
  return { client, requests, bodies, answers, setToken: (next: string | null) => (token = next), hooks: allHooks };
}

describe('API client (ky)', () => {
  it('hands a file over as a Blob when one is expected, and still refuses in the envelope', async () => {
    const { client, answers } = setup();
    answers.push(() => new Response('col1,col2\n', { headers: { 'content-type': 'text/csv' } }));
    const file = await client.request('/v1/resource/downLoad', { asBlob: true });
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('col1,col2\n');
    answers.push(() => Response.json({ status: 403, code: 40300, message: 'no permission' }, { status: 403 }));
    await expect(client.request('/v1/resource/downLoad', { asBlob: true })).rejects.toMatchObject({ status: 403 });
  });

  it('sends the session token and the stored tenant id', async () => {
    const { client, requests, answers } = setup();
    answers.push(() => ok({ user: 'me' }));
    await expect(client.request('/authority/me')).resolves.toEqual({ user: 'me' });
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/authority/me');
    expect(request?.headers.get(TOKEN_HEADER)).toBe('token-1');
    expect(request?.headers.get(TENANT_HEADER)).toBe('1');
    expect(request?.credentials).toBe('same-origin');
  });

  it('a 401 envelope calls onInvalidToken, which retries once with the new token', async () => {
    const onInvalidToken = vi.fn<HttpHooks['onInvalidToken']>();
    const { client, requests, answers, setToken } = setup({}, { onInvalidToken });
    onInvalidToken.mockImplementation(({ retry }) => {
      setToken('token-2');
      return retry();
    });
    answers.push(invalidToken, () => ok(['course']));

    await expect(client.request('/v1/list/orgas')).resolves.toEqual(['course']);
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
    expect(onInvalidToken.mock.calls[0]?.[0].url).toBe('http://api.test/v1/list/orgas');
    expect(requests.map((request) => request.headers.get(TOKEN_HEADER))).toEqual(['token-1', 'token-2']);
  });

  it('a logout call answered 401 rejects instead of refreshing', async () => {
    const onInvalidToken = vi.fn<HttpHooks['onInvalidToken']>();
    const { client, answers } = setup({}, { onInvalidToken });
    answers.push(invalidToken);
    await expect(client.request('/rbac/access_token/logout', { method: 'POST', noMessage: true })).rejects.toMatchObject({
      kind: 'response',
      status: 401,
    });
    expect(onInvalidToken).not.toHaveBeenCalled();
  });

  it('omits absent headers and the tenant header when multi-tenancy is off; call headers win', async () => {
    const { client, requests, bodies, answers, setToken } = setup({ sendTenantHeader: false, withCredentials: true });
    setToken(null);
    answers.push(
      () => ok(null),
      () => ok(null),
    );
    await client.request('/oauth2/password', { method: 'POST', json: { username: 'u' } });
    const explicit = setup();
    explicit.answers.push(() => ok(null));
    await explicit.client.request('/oauth2/password', { method: 'POST', headers: { [TENANT_HEADER]: '2' } });

    expect(requests[0]?.headers.get(TOKEN_HEADER)).toBeNull();
    expect(requests[0]?.headers.get(TENANT_HEADER)).toBeNull();
    expect(requests[0]?.credentials).toBe('include');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ username: 'u' });
    expect(explicit.requests[0]?.headers.get(TENANT_HEADER)).toBe('2');
  });

  it('sends form bodies form-encoded and leaves absolute addresses unprefixed', async () => {
    const { client, requests, bodies, answers } = setup();
    answers.push(() => ok(null));
    await client.request('https://cas.test/oauth2/refresh', { method: 'POST', form: { refreshToken: 'r-1' } });
    expect(requests[0]?.url).toBe('https://cas.test/oauth2/refresh');
    expect(requests[0]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(bodies[0]).toBe('refreshToken=r-1');
  });

  it('passes non-envelope answers through, even on HTTP errors', async () => {
    const { client, answers } = setup();
    answers.push(() => new Response('<html>gateway</html>', { status: 502 }));
    await expect(client.request('/v1/app/info')).resolves.toBe('<html>gateway</html>');
  });

  it('shows failure messages through showError, one per gate window', async () => {
    const showError = vi.fn<HttpHooks['showError']>();
    const { client, answers } = setup({}, { showError });
    const failure = () => Response.json({ status: 400, code: 40000, message: 'bad request' }, { status: 400 });
    answers.push(failure, failure);
    await expect(client.request('/v1/a')).rejects.toMatchObject({ message: 'bad request' });
    await expect(client.request('/v1/b')).rejects.toMatchObject({ message: 'bad request' });
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('bad request', 40000, null);
  });

  it('rejects with kind timeout when the server is too slow', async () => {
    const { client } = setup({
      timeoutMs: 20,
      fetch: (input) =>
        new Promise((_resolve, reject) => {
          (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    await expect(client.request('/v1/slow')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports successful calls to onSuccess, but not the refresh call itself', async () => {
    const onSuccess = vi.fn();
    const { client, answers } = setup({}, { onSuccess });
    answers.push(
      () => ok({ fine: true }),
      () => ok({ jwt_token: 'x' }),
    );
    await client.request('/v1/anything');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await client.request('/oauth2/refresh', { method: 'POST', form: { refreshToken: 'r' }, isRefresh: true });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('never starts a refresh from the refresh call', async () => {
    const onInvalidToken = vi.fn();
    const { client, answers } = setup({}, { onInvalidToken });
    answers.push(invalidToken);
    await expect(client.request('/oauth2/refresh', { method: 'POST', form: { refreshToken: 'r' }, isRefresh: true })).rejects.toThrow();
    expect(onInvalidToken).not.toHaveBeenCalled();
  });
});
