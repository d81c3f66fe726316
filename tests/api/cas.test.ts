import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { startCasDouble } from '../support/cas-double';
import { call } from '../support/api-client';

let server: TestServer;
let cas: Awaited<ReturnType<typeof startCasDouble>>;
let service: string;

beforeAll(async () => {
  // The service address depends on the server's port, so the double learns its tickets late.
  const tickets: Parameters<typeof startCasDouble>[0] = {};
  cas = await startCasDouble(tickets);
  server = await startTestServer({ env: { CAS_LOGIN: 'ONLY', CAS_URL: cas.url } });
  service = `${server.url}/kiaf/sso`;
  Object.assign(tickets, {
    'ST-good': { user: 'teacher01', service },
    'ST-tenant2': { user: 'student03', service, tenantId: '2' },
    'ST-stranger': { user: 'somebody-else', service },
  });
});
afterAll(async () => {
  await server?.close();
  await cas?.close();
});

const casLogin = (ticket: string, serviceAddress = service) =>
  call(server.url, '/oauth2/cas', { method: 'POST', json: { ticket, service: serviceAddress } });

describe('CAS sign-in', () => {
  it('GET /kiaf/sso hands the ticket to the SPA page', async () => {
    const answer = await call(server.url, '/kiaf/sso?ticket=ST-abc');
    expect(answer.http).toBe(302);
    expect(answer.headers.get('location')).toBe('/#/kiaf/sso?ticket=ST-abc');
  });

  it('validates a ticket with serviceValidate and opens a session', async () => {
    const answer = await casLogin('ST-good');
    expect(answer.http).toBe(200);
    expect(answer.body.result.user).toMatchObject({ username: 'teacher01', tenantId: '1', mustChangePassword: false });
    const me = await call(server.url, '/authority/me', { token: answer.body.result.jwt_token });
    expect(me.body.result.user.username).toBe('teacher01');
  });

  it('refuses a replayed ticket', async () => {
    const replay = await casLogin('ST-good');
    expect(replay.http).toBe(400);
    expect(replay.body).toMatchObject({ code: 40015 });
    expect(replay.body.message).toContain('INVALID_TICKET');
  });

  it('uses the tenant the CAS server names', async () => {
    const answer = await casLogin('ST-tenant2');
    expect(answer.body.result.user).toMatchObject({ username: 'student03', tenantId: '2' });
  });

  it('refuses a CAS user without a Lectern account', async () => {
    expect((await casLogin('ST-stranger')).body.code).toBe(40016);
  });

  it('refuses a service address of another site, before asking the CAS server', async () => {
    const answer = await casLogin('ST-any', 'https://evil.example/kiaf/sso');
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('body.service');
  });

  it('answers 502 when the CAS server cannot be reached', async () => {
    const offline = await startTestServer({ env: { CAS_LOGIN: 'ONLY', CAS_URL: 'http://127.0.0.1:9/cas' } });
    try {
      const answer = await call(offline.url, '/oauth2/cas', {
        method: 'POST',
        json: { ticket: 'ST-x', service: `${offline.url}/kiaf/sso` },
      });
      expect(answer.http).toBe(502);
      expect(answer.body.code).toBe(50200);
    } finally {
      await offline.close();
    }
  });
});
