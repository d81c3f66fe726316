import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiPlatforms, users } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { ROLE } from '../../src/constants';
import { LTI_PLATFORM_FIELDS, ltiPlatformSchema, type LtiPlatform, type LtiPlatformInput } from '../../src/schemas/lti';
import { ApiError } from '../../src/services/http/api-error';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';
import { loadCatalogue } from '../../src/ui/i18n/translate';
import { byFirstName, serverFormProblems } from '../../src/ui/shared/form-problems';
import { DEMO, call, login, type Answer } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { translatorOf } from '../support/translator';

/**
 * LTI platforms (docs/lti.md, docs/api.md "LTI platforms"): a tenant's administrators register,
 * list, change and remove the learning platforms that may launch Lectern. Teachers and students
 * are refused by the server whatever the page hides; another tenant's administrator neither sees
 * nor changes them; bad input is a 400 (a duplicate a 409) the page words in the user's language,
 * never a 500.
 */
let server: TestServer;
const tokens = { admin: '', teacher01: '', student01: '', otherAdmin: '' };
const PLATFORMS = '/v1/admin/lti/platforms';

const moodle: LtiPlatformInput = {
  name: 'Moodle (main campus)',
  issuer: 'https://moodle.example.edu',
  clientId: 'AbC123xyz',
  deploymentIds: ['1'],
  keySetUrl: 'https://moodle.example.edu/mod/lti/certs.php',
  authUrl: 'https://moodle.example.edu/mod/lti/auth.php',
  tokenUrl: 'https://moodle.example.edu/mod/lti/token.php',
};

const canvas: LtiPlatformInput = {
  name: 'Canvas',
  issuer: 'https://canvas.instructure.com',
  clientId: '10000000000042',
  deploymentIds: ['42:8865aa05b4b79b64a91a86042e43af5ea8ae79eb', '17:1a2b3c'],
  keySetUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
  authUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  tokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
  tokenAudience: 'https://sso.canvaslms.com/login/oauth2/token?aud=lti',
};

beforeAll(async () => {
  server = await startTestServer();
  await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);
  // Tenant '2' seeds no administrator: one of its teachers is made one before signing in.
  await server.database.db
    .update(users)
    .set({ role: ROLE.administrator })
    .where(and(eq(users.tenantId, '2'), eq(users.username, 'rc.teacher01')));
  for (const name of ['admin', 'teacher01', 'student01'] as const) tokens[name] = (await login(server.url, DEMO[name])).jwt_token;
  tokens.otherAdmin = (await login(server.url, { username: 'rc.teacher01', password: EXTRA_PASSWORD, tenantId: '2' })).jwt_token;
});
afterAll(() => server?.close());

const ask = (path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<Answer> =>
  call(server.url, path, { token: tokens.admin, ...init });

async function saved(answer: Answer): Promise<LtiPlatform> {
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toContain('no-store');
  return ltiPlatformSchema.parse(answer.body.result);
}

async function listed(token = tokens.admin): Promise<LtiPlatform[]> {
  const answer = await ask(PLATFORMS, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return ltiPlatformSchema.array().parse(answer.body.result);
}

/** What the page shows for a refused save, in each language: beside the fields, and for the form. */
function shownIn(answer: Answer) {
  const error = new ApiError('response', answer.body.message, {
    status: answer.http,
    code: answer.body.code,
    serverMessage: answer.body.message,
    body: answer.body,
  });
  const wording = (language: 'en' | 'zh') =>
    serverFormProblems(translatorOf(language), error, byFirstName(LTI_PLATFORM_FIELDS), translatorOf(language)('lti.saveFailed'));
  return { en: wording('en'), zh: wording('zh') };
}

describe('an administrator', () => {
  let created: LtiPlatform;

  it('registers a platform and reads it back in the list', async () => {
    created = await saved(await ask(PLATFORMS, { method: 'POST', json: moodle }));
    expect(created).toMatchObject({ ...moodle, tokenAudience: '' });
    expect(created.createdAt).toBe(server.clock.now.toISOString());
    expect(await listed()).toEqual([created]);
  });

  it('registers a second one with several deployments and its own token audience', async () => {
    const second = await saved(await ask(PLATFORMS, { method: 'POST', json: canvas }));
    expect(second).toMatchObject(canvas);
    // Sorted by name.
    expect((await listed()).map((platform) => platform.name)).toEqual(['Canvas', 'Moodle (main campus)']);
  });

  it('trims what is typed around the values', async () => {
    const answer = await ask(PLATFORMS, {
      method: 'POST',
      json: { ...moodle, name: '  Sakai  ', issuer: ' https://sakai.example.edu ', deploymentIds: [' d-1 '] },
    });
    const sakai = await saved(answer);
    expect(sakai).toMatchObject({ name: 'Sakai', issuer: 'https://sakai.example.edu', deploymentIds: ['d-1'] });
    expect((await ask(`${PLATFORMS}/${sakai.id}`, { method: 'DELETE' })).http).toBe(200);
  });

  it('changes a platform: the whole registration is replaced', async () => {
    server.clock.advance(60);
    const changed = await saved(
      await ask(`${PLATFORMS}/${created.id}`, {
        method: 'PUT',
        json: { ...moodle, name: 'Moodle', deploymentIds: ['1', '2'], tokenAudience: 'https://moodle.example.edu' },
      }),
    );
    expect(changed).toMatchObject({
      id: created.id,
      name: 'Moodle',
      deploymentIds: ['1', '2'],
      tokenAudience: 'https://moodle.example.edu',
    });
    expect(changed.createdAt).toBe(created.createdAt);
    expect(changed.updatedAt).toBe(server.clock.now.toISOString());
    // Saving the same issuer and client id on the platform itself is no conflict.
    await saved(await ask(`${PLATFORMS}/${created.id}`, { method: 'PUT', json: moodle }));
  });

  it('allows http:// on localhost only, for tests and development', async () => {
    const local = await saved(
      await ask(PLATFORMS, {
        method: 'POST',
        json: {
          ...moodle,
          name: 'Local Moodle',
          issuer: 'http://localhost:8000',
          keySetUrl: 'http://127.0.0.1:8000/mod/lti/certs.php',
          authUrl: 'http://[::1]:8000/mod/lti/auth.php',
        },
      }),
    );
    expect(local.issuer).toBe('http://localhost:8000');
    expect((await ask(`${PLATFORMS}/${local.id}`, { method: 'DELETE' })).http).toBe(200);
  });

  it('removes a platform; a second removal finds none', async () => {
    const doomed = await saved(await ask(PLATFORMS, { method: 'POST', json: { ...moodle, clientId: 'to-remove' } }));
    const removed = await ask(`${PLATFORMS}/${doomed.id}`, { method: 'DELETE' });
    expect(removed.http).toBe(200);
    expect(removed.body.result).toEqual({ removed: doomed.id });
    expect((await listed()).some((platform) => platform.id === doomed.id)).toBe(false);
    expect((await ask(`${PLATFORMS}/${doomed.id}`, { method: 'DELETE' })).http).toBe(404);
    expect((await ask(`${PLATFORMS}/${doomed.id}`, { method: 'PUT', json: moodle })).http).toBe(404);
  });
});

describe('bad input', () => {
  const refusedWith = async (json: unknown, status = 400, path = PLATFORMS, method = 'POST') => {
    const answer = await ask(path, { method, json });
    expect(answer.http, JSON.stringify(answer.body)).toBe(status);
    return answer;
  };
  const fieldsOf = (answer: Answer) =>
    (answer.body.result.fields as { field: string; rule: string }[]).map(({ field, rule }) => `${field}:${rule}`);

  it('refuses an address that is not https://, naming each field, in both languages', async () => {
    const answer = await refusedWith({
      ...moodle,
      issuer: 'http://moodle.example.edu',
      keySetUrl: 'ftp://moodle.example.edu/certs',
      authUrl: 'https://user:secret@moodle.example.edu/auth.php',
      tokenUrl: 'https://moodle.example.edu/token.php#here',
    });
    expect(answer.body.result.reason).toBe('fieldsInvalid');
    expect(fieldsOf(answer).sort()).toEqual([
      'authUrl:secureAddress',
      'issuer:secureAddress',
      'keySetUrl:secureAddress',
      'tokenUrl:secureAddress',
    ]);
    const shown = shownIn(answer);
    expect(shown.en.fields.issuer).toBe(messagesEn['field.secureAddress']);
    expect(shown.zh.fields.issuer).toBe(messagesZh['field.secureAddress']);
    expect(shown.zh.fields.keySetUrl).toBe(messagesZh['field.secureAddress']);
    expect(shown.en.form).toBe(messagesEn['refusal.fieldsInvalid']);
    expect(shown.zh.form).toBe(messagesZh['refusal.fieldsInvalid']);
  });

  it('refuses an issuer with a ?query, and an address that is not one', async () => {
    const answer = await refusedWith({ ...moodle, issuer: 'https://moodle.example.edu/?site=2', authUrl: 'moodle.example.edu/auth' });
    expect(fieldsOf(answer).sort()).toEqual(['authUrl:secureAddress', 'issuer:pattern']);
  });

  it('refuses a missing issuer and empty fields as required', async () => {
    const { issuer: _issuer, ...withoutIssuer } = moodle;
    const missing = await refusedWith(withoutIssuer);
    expect(fieldsOf(missing)).toEqual(['issuer:required']);
    expect(shownIn(missing).zh.fields.issuer).toBe(messagesZh['field.required']);

    const empty = await refusedWith({ ...moodle, name: ' ', clientId: '', deploymentIds: [] });
    expect(fieldsOf(empty).sort()).toEqual(['clientId:required', 'deploymentIds:required', 'name:required']);
  });

  it('refuses fields too long, too many deployments, a repeated one, and a field it does not know', async () => {
    const long = await refusedWith({
      ...moodle,
      name: 'n'.repeat(101),
      clientId: 'c'.repeat(256),
      issuer: `https://moodle.example.edu/${'p'.repeat(2048)}`,
      deploymentIds: ['d'.repeat(256)],
      tokenAudience: 'a'.repeat(2049),
    });
    expect(fieldsOf(long).sort()).toEqual([
      'clientId:tooLong',
      'deploymentIds.0:tooLong',
      'issuer:tooLong',
      'name:tooLong',
      'tokenAudience:tooLong',
    ]);
    const shown = shownIn(long);
    expect(shown.en.fields.name).toBe('At most 100 characters.');
    expect(shown.zh.fields.deploymentIds).toBe(messagesZh['field.tooLong'].replace('{max}', '255'));

    const many = await refusedWith({ ...moodle, deploymentIds: Array.from({ length: 51 }, (_, i) => `d-${i}`) });
    expect(fieldsOf(many)).toEqual(['deploymentIds:tooMany']);
    const repeated = await refusedWith({ ...moodle, deploymentIds: ['1', '2', '1'] });
    expect(fieldsOf(repeated)).toEqual(['deploymentIds:repeated']);
    const unknown = await refusedWith({ ...moodle, clientSecret: 'x' });
    expect(fieldsOf(unknown)).toEqual(['clientSecret:unknown']);
  });

  it('refuses a control character and a body that is not an object', async () => {
    expect(fieldsOf(await refusedWith({ ...moodle, name: 'Moodle\u0000' }))).toEqual(['name:characters']);
    await refusedWith('not json at all');
    await refusedWith([moodle]);
  });

  it('refuses a second platform with the same issuer and client id (409), beside the client id', async () => {
    const answer = await refusedWith({ ...moodle, name: 'Moodle again', deploymentIds: ['9'] }, 409);
    expect(answer.body.result).toMatchObject({ reason: 'ltiPlatformTaken', field: 'clientId' });
    const shown = shownIn(answer);
    expect(shown.en.fields.clientId).toBe(messagesEn['refusal.ltiPlatformTaken']);
    expect(shown.zh.fields.clientId).toBe(messagesZh['refusal.ltiPlatformTaken']);
    // A change that would make two the same is refused too.
    const [canvasRow] = (await listed()).filter((platform) => platform.name === 'Canvas');
    const clash = await refusedWith({ ...moodle, name: 'Canvas' }, 409, `${PLATFORMS}/${canvasRow!.id}`, 'PUT');
    expect(clash.body.result.reason).toBe('ltiPlatformTaken');
    // The issuer is compared exactly, as launches will compare it: another letter case is another platform.
    const other = await ask(PLATFORMS, { method: 'POST', json: { ...moodle, issuer: 'https://MOODLE.example.edu' } });
    expect(other.http).toBe(200);
    expect((await ask(`${PLATFORMS}/${other.body.result.id}`, { method: 'DELETE' })).http).toBe(200);
  });

  it('refuses a bad id in the path', async () => {
    expect((await ask(`${PLATFORMS}/${'x'.repeat(65)}`, { method: 'DELETE' })).http).toBe(400);
  });
});

describe('who may', () => {
  const everyCall = (id: string) =>
    [
      [PLATFORMS, 'GET', undefined],
      [PLATFORMS, 'POST', { ...moodle, clientId: 'by-someone-else' }],
      [`${PLATFORMS}/${id}`, 'PUT', { ...moodle, name: 'Renamed' }],
      [`${PLATFORMS}/${id}`, 'DELETE', undefined],
    ] as const;

  it('refuses teachers (who may enter course management) and students (who may not), whatever the page hides', async () => {
    const [platform] = await listed();
    for (const name of ['teacher01', 'student01'] as const) {
      for (const [path, method, json] of everyCall(platform!.id)) {
        const answer = await ask(path, { method, json, token: tokens[name] });
        expect(answer.http, `${name} ${method} ${path}`).toBe(403);
        expect(answer.body.result, `${name} ${method}`).toBeNull();
      }
    }
    expect((await ask(PLATFORMS, { token: tokens.teacher01 })).body.message).toBe('only administrators may manage LTI platforms');
    const rows = await server.database.db.select({ name: ltiPlatforms.name }).from(ltiPlatforms).where(eq(ltiPlatforms.name, 'Renamed'));
    expect(rows).toEqual([]);
  });

  it('refuses a caller without a session', async () => {
    expect((await call(server.url, PLATFORMS)).http).toBe(401);
    expect((await call(server.url, PLATFORMS, { method: 'POST', json: moodle })).http).toBe(401);
  });

  it('keeps tenants apart: another tenant’s administrator neither sees nor changes them, and may register the same platform', async () => {
    const mine = await listed();
    expect(mine.length).toBeGreaterThan(0);
    expect(await listed(tokens.otherAdmin)).toEqual([]);
    for (const platform of mine) {
      const changed = await ask(`${PLATFORMS}/${platform.id}`, { method: 'PUT', json: moodle, token: tokens.otherAdmin });
      expect(changed.http).toBe(404);
      const removed = await ask(`${PLATFORMS}/${platform.id}`, { method: 'DELETE', token: tokens.otherAdmin });
      expect(removed.http).toBe(404);
    }
    expect(await listed()).toEqual(mine);

    // The same issuer and client id in tenant 2: no conflict, and nothing said about tenant 1's.
    const theirs = await saved(await ask(PLATFORMS, { method: 'POST', json: moodle, token: tokens.otherAdmin }));
    expect(await listed(tokens.otherAdmin)).toEqual([theirs]);
    expect((await listed()).some((platform) => platform.id === theirs.id)).toBe(false);
    const [row] = await server.database.db
      .select({ tenantId: ltiPlatforms.tenantId })
      .from(ltiPlatforms)
      .where(eq(ltiPlatforms.id, theirs.id));
    expect(row?.tenantId).toBe('2');
  });
});
