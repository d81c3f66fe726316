import { describe, expect, it } from 'vitest';
import { SIGN } from '../../src/constants';
import { runtimeConfigSchema } from '../../src/schemas/runtime-config';
import type { ResourceNode } from '../../src/schemas/rbac';
import { signedInServer } from '../support/signed-in-server';
import { DEMO, call } from '../support/api-client';

const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03', 'nopriv01']);
const tokens = signedIn.tokens;

const authorities = async (name: keyof typeof DEMO) =>
  (await call(signedIn.server.url, '/authority/me', { token: tokens[name] })).body.result.authorities as string[];
const tree = async (name: keyof typeof DEMO, order = 'ASC') =>
  (await call(signedIn.server.url, `/resource/resources_tree_me?sorts[0].name=sortIndex&sorts[0].order=${order}`, { token: tokens[name] }))
    .body.result as ResourceNode[];
const frontMenu = (nodes: ResourceNode[]) => nodes.find((n) => n.sign === SIGN.front)?.children ?? [];

describe('GET /authority/me', () => {
  it('answers the user and the signs of an administrator: every dropdown entry', async () => {
    const answer = await call(signedIn.server.url, '/authority/me', { token: tokens.admin });
    expect(answer.body.result.user).toMatchObject({ username: 'admin', role: 3, tenantId: '1' });
    const signs = await authorities('admin');
    for (const sign of Object.values(SIGN)) expect(signs).toContain(sign);
  });

  it('gives a teacher course management but not the data board', async () => {
    const signs = await authorities('teacher01');
    expect(signs).toContain(SIGN.admin);
    expect(signs).toContain(SIGN.collect);
    expect(signs).toContain(SIGN.media);
    expect(signs).not.toContain(SIGN.dataBoard);
  });

  it('gives a student the personal centre only', async () => {
    const signs = await authorities('student01');
    for (const sign of [SIGN.front, SIGN.classSchedule, SIGN.collect, SIGN.message, SIGN.viewingRecord, SIGN.notes, SIGN.schedule]) {
      expect(signs).toContain(sign);
    }
    expect(signs).not.toContain(SIGN.admin);
    expect(signs).not.toContain(SIGN.dataBoard);
    expect(signs).not.toContain(SIGN.media);
  });

  it('gives nopriv01 nothing', async () => {
    expect(await authorities('nopriv01')).toEqual([]);
  });
});

describe('GET /resource/resources_tree_me', () => {
  it('is sorted by sortIndex ascending at every level', async () => {
    const check = (nodes: ResourceNode[]) => {
      const indexes = nodes.map((n) => n.sortIndex);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      nodes.forEach((n) => check(n.children));
    };
    check(await tree('student01'));
    check(await tree('admin'));
  });

  it('honours a descending order request', async () => {
    const asc = frontMenu(await tree('student01')).map((n) => n.sign);
    const desc = frontMenu(await tree('student01', 'DESC')).map((n) => n.sign);
    expect(desc).toEqual([...asc].reverse());
  });

  it('gives the administrator 7 top menu items and a student at most 6', async () => {
    expect(frontMenu(await tree('admin'))).toHaveLength(7);
    const studentMenu = frontMenu(await tree('student01'));
    expect(studentMenu.length).toBeGreaterThan(0);
    expect(studentMenu.length).toBeLessThanOrEqual(6);
    expect(studentMenu.map((n) => n.sign)).toContain(SIGN.classSchedule);
  });

  it('carries menu fields as name/description pairs', async () => {
    const fields = frontMenu(await tree('admin')).flatMap((n) => n.fields.map((f) => f.name));
    expect(fields).toContain('isLink');
    expect(fields).toContain('isInnerSite');
  });

  it('is empty for nopriv01', async () => {
    expect(await tree('nopriv01')).toEqual([]);
  });

  it('never mixes tenants: student03 sees only tenant 2 nodes', async () => {
    const ids = (nodes: ResourceNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
    const mine = new Set(ids(await tree('student03')));
    const tenantOne = ids(await tree('admin'));
    expect(mine.size).toBeGreaterThan(0);
    expect(tenantOne.filter((id) => mine.has(id))).toEqual([]);
  });

  it('refuses bad sort parameters with a field message', async () => {
    const answer = await call(signedIn.server.url, '/resource/resources_tree_me?sorts[0].order=SIDEWAYS', { token: tokens.student01 });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('sorts[0].order');
  });
});

describe('other identity calls', () => {
  it('GET /v1/currentuser answers the user with the tenant name', async () => {
    const answer = await call(signedIn.server.url, '/v1/currentuser', { token: tokens.student03 });
    expect(answer.body.result).toMatchObject({ username: 'student03', tenantId: '2' });
    expect(answer.body.result.tenantName).toBeTruthy();
  });

  it('GET /oauth2/token describes the current token', async () => {
    const answer = await call(signedIn.server.url, '/oauth2/token', { token: tokens.teacher01 });
    expect(answer.body.result).toMatchObject({ active: true, username: 'teacher01', tenantId: '1' });
  });

  it('serves the runtime configuration with the spec keys, uncached', async () => {
    const response = await fetch(new URL(`/config/global.json?t=${Date.now()}`, signedIn.server.url));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const config = runtimeConfigSchema.parse(await response.json());
    expect(config).toMatchObject({ REFRESH_TOKEN_URL: '/oauth2/refresh', MENU_SIGN: 'p2-front', SHA_256: true });
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const answer = await call(signedIn.server.url, '/v1/does-not-exist');
    expect(answer.http).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, code: 40400, result: null });
  });
});

describe('API documentation', () => {
  it('serves OpenAPI generated from the zod schemas, including the login body', async () => {
    const spec = await (await fetch(new URL('/docs/openapi.json', signedIn.server.url))).json();
    const login = spec.paths['/oauth2/password'].post;
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/oauth2/refresh', '/authority/me', '/resource/resources_tree_me']));
  });
});
