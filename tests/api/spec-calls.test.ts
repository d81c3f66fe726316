import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleConfigs } from '../../server/db/schema';
import { accessSummarySchema, loginAcknowledgeSchema } from '../../src/schemas/access';
import { DEMO, call, login } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Calls SPEC §7 names without their answers (issue 15): the login page's notice
 * (`GET /v1/web/login/acknowledge`), what the caller may use (`GET /v1/access`), and the media
 * host by key (`POST /v1/config/keyValues`) and in its other shape
 * (`GET /v1/config/vodNmediaConfigInfo`) on a server that serves its own media.
 */
let server: TestServer;
const base = () => server.url;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const setNotice = async (tenantId: string, value: string) => {
  const { db } = server.database;
  await db
    .delete(styleConfigs)
    .where(and(eq(styleConfigs.tenantId, tenantId), isNull(styleConfigs.schoolId), eq(styleConfigs.sypaCode, 'LoginAcknowledge')));
  await db.insert(styleConfigs).values({ tenantId, applyId: '', sypaCode: 'LoginAcknowledge', sypaValue: value });
};

describe('GET /v1/web/login/acknowledge', () => {
  it('shows no notice for a school that has none, without a session', async () => {
    const answer = await call(base(), '/v1/web/login/acknowledge', { headers: { tenantid: '2' } });
    expect(answer.http).toBe(200);
    expect(loginAcknowledgeSchema.parse(answer.body.result)).toEqual({ show: false, title: '', content: '' });
  });

  it("answers the school's own notice, as plain text, before sign-in and after", async () => {
    const notice = { show: 1, title: 'Terms of use', content: 'Recordings are for enrolled students only.\n<b>No</b> redistribution.' };
    await setNotice('1', JSON.stringify(notice));
    const expected = { show: true, title: notice.title, content: notice.content };
    expect((await call(base(), '/v1/web/login/acknowledge')).body.result).toEqual(expected);
    expect((await call(base(), '/v1/web/login/acknowledge', { headers: { tenantid: '1' } })).body.result).toEqual(expected);
    // Another school's login page does not get it; a signed-in caller gets their own school's.
    expect((await call(base(), '/v1/web/login/acknowledge', { headers: { tenantid: '2' } })).body.result.show).toBe(false);
    const student03 = (await login(base(), DEMO.student03)).jwt_token;
    expect((await call(base(), '/v1/web/login/acknowledge', { token: student03 })).body.result.show).toBe(false);
    // It is a style entry like the others.
    const styles = await call(base(), '/v1/config/styles?sypaCodes=LoginAcknowledge');
    expect(styles.body.result).toEqual([{ sypaCode: 'LoginAcknowledge', sypaValue: JSON.stringify(notice) }]);
  });

  it('shows nothing for an entry switched off or not the expected JSON', async () => {
    for (const value of [
      JSON.stringify({ show: 0, title: 'Off', content: 'Hidden' }),
      '{not json',
      '"just text"',
      JSON.stringify({ show: 1 }),
    ]) {
      await setNotice('1', value);
      const answer = await call(base(), '/v1/web/login/acknowledge');
      expect(answer.http).toBe(200);
      expect(answer.body.result.show).toBe(false);
    }
  });
});

describe('GET /v1/access', () => {
  it("summarises what a member may use: the product's branch and every sign", async () => {
    const { jwt_token } = await login(base(), DEMO.student01);
    const answer = await call(base(), '/v1/access', { token: jwt_token });
    expect(answer.http).toBe(200);
    const access = accessSummarySchema.parse(answer.body.result);
    expect(access).toMatchObject({ hasAccess: true, menuSign: 'p2-front', mustChangePassword: false });
    const me = await call(base(), '/authority/me', { token: jwt_token });
    expect(access.signs).toEqual(me.body.result.authorities);
    expect(access.signs).toContain('p2-front');
  });

  it('says so when the caller has no branch of the product, or must change the password first', async () => {
    const nopriv = await call(base(), '/v1/access', { token: (await login(base(), DEMO.nopriv01)).jwt_token });
    expect(nopriv.http).toBe(200);
    expect(nopriv.body.result.hasAccess).toBe(false);
    expect(nopriv.body.result.signs).not.toContain('p2-front');
    const forced = await call(base(), '/v1/access', { token: (await login(base(), DEMO.student02)).jwt_token });
    expect(forced.http).toBe(200);
    expect(forced.body.result.mustChangePassword).toBe(true);
  });

  it('needs a session', async () => {
    const answer = await call(base(), '/v1/access');
    expect(answer.http).toBe(401);
    expect(answer.body).toMatchObject({ status: 401, code: -1 });
    expect((await call(base(), '/v1/access', { token: 'forged' })).http).toBe(401);
  });
});

describe('the media host of a server serving its own media', () => {
  it('is this server as the caller reached it, by key and in the other shape', async () => {
    const url = new URL(base());
    const host = { uri: url.origin, scheme: 'http', hostname: url.hostname, port: Number(url.port), path: '' };
    const keyed = await call(base(), '/v1/config/keyValues', { method: 'POST', json: ['TyVodNmedia'] });
    expect(keyed.http).toBe(200);
    expect(keyed.body.result).toEqual({ TyVodNmedia: host });
    const { path: _path, ...withoutPath } = host;
    expect((await call(base(), '/v1/config/vodNmediaConfigInfo')).body.result).toEqual(withoutPath);
  });

  it('refuses a key list that is empty, not a list or names an unknown key, naming the field', async () => {
    for (const json of [[], { keys: ['TyVodNmedia'] }, ['TyVodNmedia', 'JWT_SECRET'], 'TyVodNmedia', [42]]) {
      const answer = await call(base(), '/v1/config/keyValues', { method: 'POST', json });
      expect(answer.http, JSON.stringify(json)).toBe(400);
      // Each field's problem, for a page to word (src/schemas/field-problems.ts).
      expect(answer.body).toMatchObject({ status: 400, code: 40000, result: { reason: 'fieldsInvalid', fields: [{ in: 'body' }] } });
      expect(answer.body.message).toMatch(/^body/);
    }
    const broken = await call(base(), '/v1/config/keyValues', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[',
    });
    expect(broken.http).toBe(400);
  });
});
