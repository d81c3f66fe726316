import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformInfoOf } from '../../server/config/platform-info';
import { campuses, classrooms } from '../../server/db/schema';
import { PLAYER_APPLY_ID } from '../../src/constants';
import { brandingPictureSchema, schoolStyleSchema } from '../../src/schemas/admin-style';
import { campusSchema, styleEntrySchema, themeInfoSchema } from '../../src/schemas/shell';
import { call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * The school's look (docs/admin.md "School look"): an administrator writes the style entries,
 * platform info and campuses of their tenant, each code checked by its rules (SPEC §5's colour
 * warnings among them), and a student reads the change on their next GET; teachers, students
 * and other tenants are refused.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03', 'nopriv01']);
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;
const tokens = signedIn.tokens;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

const writeStyle = (code: string, sypaValue: unknown, token = tokens.admin) =>
  call(base(), `/v1/admin/styles/${code}`, { method: 'PUT', token, json: { sypaValue } });
const theme = async (token = tokens.student01) => themeInfoSchema.parse((await call(base(), '/v1/config/style', { token })).body.result);
const styles = async (query: string, token = tokens.student01) => {
  const answer = await call(base(), `/v1/config/styles?${query}`, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return styleEntrySchema.array().parse(answer.body.result);
};
const styleValue = async (code: string) => (await styles(`sypaCodes=${code}`)).find((e) => e.sypaCode === code)?.sypaValue;

function uploadPicture(bytes: Buffer, token = tokens.admin, fileName = 'logo.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  return fetch(new URL('/v1/admin/branding-pictures', base()), {
    method: 'POST',
    body: form,
    headers: token ? { 'jwt-token': token } : {},
  });
}

describe('style entries', () => {
  it('lists every SPEC §3 code with its stored value', async () => {
    const answer = await call(base(), '/v1/admin/styles', { token: tokens.admin });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const entries = schoolStyleSchema.array().parse(answer.body.result);
    expect(entries.map((e) => e.sypaCode)).toEqual([
      'SchoolLogo',
      'PlatformLogo',
      'footer',
      'DefaultCover',
      'RankingList',
      'skinColor',
      'CourseNo',
      'UserLogout',
      'SaveTime',
    ]);
    expect(entries.find((e) => e.sypaCode === 'skinColor')?.sypaValue).toBe('green');
    // The player's own entry, where the player reads it.
    expect(entries.find((e) => e.sypaCode === 'SaveTime')?.sypaValue).toBe('15');
  });

  it('takes a theme type, a hex colour or an rgb colour, and a student sees it on the next GET /v1/config/style', async () => {
    for (const [sent, stored] of [
      ['red', 'red'],
      ['#AE131F', 'red'], // one of the six colours: stored as its type, which every page knows
      ['00bb74', 'green'],
      ['#1A2b3C', '#1a2b3c'],
      ['rgb(18, 52, 86)', '#123456'],
    ] as const) {
      const answer = await writeStyle('skinColor', sent);
      expect(answer.http, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result).toEqual({ sypaCode: 'skinColor', sypaValue: stored });
      expect((await theme()).themeColor, sent).toBe(stored);
    }
    // Another tenant's look is its own.
    expect((await theme(tokens.student03)).themeColor).toBe('blue');
  });

  it("refuses a bad colour with SPEC §5's warnings: 'wrong hex', and the invalid rgb value", async () => {
    const before = (await theme()).themeColor;
    for (const [sent, warning] of [
      ['#12345', 'wrong hex'],
      ['#1234567', 'wrong hex'],
      ['12345G', 'wrong hex'],
      ['pink', 'wrong hex'],
      ['', 'wrong hex'],
      ['rgb(256, 0, 0)', 'invalid rgb value'],
      ['rgb(1000, 0, 0)', 'invalid rgb value'],
      ['rgb(1, 2)', 'invalid rgb value'],
      ['rgb(a, b, c)', 'invalid rgb value'],
    ] as const) {
      const answer = await writeStyle('skinColor', sent);
      expect(answer.http, sent).toBe(400);
      expect(answer.body.message, sent).toContain('sypaValue');
      expect(answer.body.message, sent).toContain(warning);
    }
    expect((await theme()).themeColor).toBe(before);
  });

  it('checks the JSON codes and the others by their rules, naming the part at fault', async () => {
    const cases: [string, unknown, string][] = [
      ['DefaultCover', 'not json', 'sypaValue: must be JSON'],
      ['DefaultCover', JSON.stringify({ showType: 1, styleType: 1 }), 'sypaValue.picUrls'],
      [
        'DefaultCover',
        JSON.stringify({ showType: 1, styleType: 1, picUrls: [{ order: 1, url: 'javascript:alert(1)' }] }),
        'sypaValue.picUrls.0.url',
      ],
      [
        'DefaultCover',
        JSON.stringify({ showType: 1, styleType: 1, picUrls: [{ order: 1, url: 'http://cdn.example.edu/a.png' }] }),
        'sypaValue.picUrls.0.url',
      ],
      [
        'DefaultCover',
        JSON.stringify({ showType: 1, styleType: 1, picUrls: [{ order: 1, url: '/media/branding/2/cover-1.svg' }] }),
        "another school's",
      ],
      ['CourseNo', JSON.stringify({ show: 2 }), 'sypaValue.show'],
      ['CourseNo', JSON.stringify({ show: 1, colour: 'red' }), 'sypaValue'],
      ['UserLogout', JSON.stringify({ type: 3 }), 'sypaValue.type'],
      ['RankingList', JSON.stringify({ show: 'yes' }), 'sypaValue.show'],
      ['SaveTime', '3', 'sypaValue'],
      ['SaveTime', '15.5', 'sypaValue'],
      ['SchoolLogo', 'data:image/png;base64,AAAA', 'sypaValue'],
      ['SchoolLogo', '/media/editor/1/x.png', 'sypaValue'],
      ['footer', 'x'.repeat(501), 'sypaValue'],
      ['footer', 42, 'sypaValue'],
      ['Unknown', 'x', 'sypaCode'],
    ];
    for (const [code, value, field] of cases) {
      const answer = await writeStyle(code, value);
      expect(answer.http, `${code} ${String(value)}`).toBe(400);
      expect(answer.body.message, `${code} ${String(value)}`).toContain(field);
    }
    const extra = await call(base(), '/v1/admin/styles/footer', {
      method: 'PUT',
      token: tokens.admin,
      json: { sypaValue: 'x', applyId: 'y' },
    });
    expect(extra.http).toBe(400);
    expect(extra.body.message).toContain('applyId');
  });

  it('stores good JSON and text values where their readers look', async () => {
    const cover = {
      showType: 0,
      styleType: 1,
      picUrls: [
        { order: 1, url: '/media/branding/1/cover-2.svg' },
        { order: 2, url: 'https://cdn.example.edu/c.png' },
      ],
    };
    expect((await writeStyle('DefaultCover', JSON.stringify(cover, null, 2))).http).toBe(200);
    expect(JSON.parse((await styleValue('DefaultCover'))!)).toEqual(cover);

    expect((await writeStyle('CourseNo', '{"show":0}')).http).toBe(200);
    expect((await writeStyle('UserLogout', '{"type":2}')).http).toBe(200);
    expect(await theme()).toMatchObject({ isShowCourseNo: 0, logoutType: 2 });

    expect((await writeStyle('RankingList', '{"show":false}')).http).toBe(200);
    expect(await styleValue('RankingList')).toBe('{"show":false}');
    expect((await writeStyle('footer', '  © 2026 LDU · 录播平台  ')).body.result.sypaValue).toBe('© 2026 LDU · 录播平台');
    expect(await styleValue('footer')).toBe('© 2026 LDU · 录播平台');

    expect((await writeStyle('SaveTime', ' 30 ')).http).toBe(200);
    const player = await styles(`applyId=${PLAYER_APPLY_ID}&sypaCodes=SaveTime`);
    expect(player).toEqual([{ sypaCode: 'SaveTime', sypaValue: '30' }]);
  });
});

describe('pictures, logos and platform info', () => {
  it('uploads a logo to the public branding folder, and the school shows it', async () => {
    const response = await uploadPicture(PNG);
    expect(response.status).toBe(200);
    const { url } = brandingPictureSchema.parse(((await response.json()) as { result: unknown }).result);
    expect(url).toMatch(/^\/media\/branding\/1\/upload-[0-9a-f-]+\.png$/);
    // Served to anyone, the login page included.
    const picture = await fetch(new URL(url, base()));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await writeStyle('SchoolLogo', url)).http).toBe(200);
    const school = await call(base(), '/v1/school/info', { token: tokens.student01 });
    expect(school.body.result.schoolLogo).toBe(url);
    expect(await styleValue('SchoolLogo')).toBe(url);

    // Only pictures, and only for administrators.
    const notPicture = await uploadPicture(Buffer.from('<svg onload=alert(1)>'), tokens.admin, 'evil.png');
    expect(notPicture.status).toBe(415);
    expect((await uploadPicture(PNG, tokens.teacher01)).status).toBe(403);
    expect((await uploadPicture(PNG, tokens.student01)).status).toBe(403);
  });

  it('sets the platform name and browser icon, and clears them back to the derived ones', async () => {
    const before = await platformInfoOf(db(), '1');
    const set = { poapName: 'LDU Video 录播', browserImgUrl: 'https://cdn.example.edu/icon.png' };
    const answer = await call(base(), '/v1/admin/platform-info', { method: 'PUT', token: tokens.admin, json: set });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect((await call(base(), '/v1/admin/platform-info', { token: tokens.admin })).body.result).toEqual(set);
    expect(await platformInfoOf(db(), '1')).toEqual(set);
    // What every browser of the school reads for its title and icon, signed in or not.
    expect((await call(base(), '/v1/platform/info', { headers: { tenantid: '1' } })).body.result).toEqual(set);
    expect(await styles('')).toEqual(
      expect.arrayContaining([
        { sypaCode: 'PlatformName', sypaValue: set.poapName },
        { sypaCode: 'BrowserIcon', sypaValue: set.browserImgUrl },
      ]),
    );

    for (const [json, field] of [
      [{ poapName: 'x', browserImgUrl: 'http://cdn.example.edu/icon.png' }, 'browserImgUrl'],
      [{ poapName: 'x'.repeat(101), browserImgUrl: '' }, 'poapName'],
      [{ poapName: 'x' }, 'browserImgUrl'],
    ] as const) {
      const refused = await call(base(), '/v1/admin/platform-info', { method: 'PUT', token: tokens.admin, json });
      expect(refused.http).toBe(400);
      expect(refused.body.message).toContain(field);
    }

    const cleared = await call(base(), '/v1/admin/platform-info', {
      method: 'PUT',
      token: tokens.admin,
      json: { poapName: '', browserImgUrl: '' },
    });
    expect(cleared.http).toBe(200);
    expect(await platformInfoOf(db(), '1')).toEqual(before);
  });
});

describe('campuses', () => {
  const admin = (path: string, init: { method?: string; json?: unknown } = {}) => call(base(), path, { token: tokens.admin, ...init });

  it('creates, renames and deletes a campus; the campus selector shows it at once', async () => {
    const created = await admin('/v1/admin/campuses', {
      method: 'POST',
      json: { campName: ' North Campus ', domainName: 'North.Example.edu' },
    });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const campus = campusSchema.parse(created.body.result);
    expect(campus).toMatchObject({ campName: 'North Campus', domainName: 'https://north.example.edu' });
    const list = await call(base(), '/v1/campus/list', { token: tokens.student01 });
    expect(list.body.result).toContainEqual(campus);

    const renamed = await admin(`/v1/admin/campuses/${campus.id}`, {
      method: 'PUT',
      json: { campName: 'North', domainName: '/#/home?campus=north' },
    });
    expect(renamed.http, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result).toEqual({ id: campus.id, campName: 'North', domainName: '/#/home?campus=north' });
    const keptUrl = await admin(`/v1/admin/campuses/${campus.id}`, {
      method: 'PUT',
      json: { campName: 'North', domainName: 'http://10.0.0.5:8080/lectern' },
    });
    expect(keptUrl.body.result.domainName).toBe('http://10.0.0.5:8080/lectern');

    const removed = await admin(`/v1/admin/campuses/${campus.id}`, { method: 'DELETE' });
    expect(removed.http).toBe(200);
    expect(removed.body.result).toEqual({ removed: campus.id });
    expect((await call(base(), '/v1/campus/list', { token: tokens.student01 })).body.result.map((c: { id: string }) => c.id)).not.toContain(
      campus.id,
    );
  });

  it('refuses bad names and addresses (400 naming the field) and a second campus of the same name or address (409)', async () => {
    const [seeded] = (await admin('/v1/admin/campuses')).body.result as { id: string; campName: string; domainName: string }[];
    // The refusal a form words in its language (src/schemas/refusals.ts); where the schema refuses,
    // each field's problem (src/schemas/field-problems.ts).
    const badAddress = { reason: 'campusAddressInvalid', values: {}, field: 'domainName' };
    const fieldsInvalid = (field: string, rule: string, values: Record<string, number> = {}) => ({
      reason: 'fieldsInvalid',
      values: {},
      fields: [{ in: 'body', field, rule, values }],
    });
    for (const [json, status, field, refusal] of [
      [{ campName: '', domainName: '' }, 400, 'campName', fieldsInvalid('campName', 'required')],
      [{ campName: 'x'.repeat(51), domainName: '' }, 400, 'campName', fieldsInvalid('campName', 'tooLong', { max: 50 })],
      [{ campName: 'South', domainName: 'bad_host!' }, 400, 'domainName', badAddress],
      [{ campName: 'South', domainName: 'ftp://files.example.edu' }, 400, 'domainName', badAddress],
      [{ campName: 'South', domainName: '//evil.example.com' }, 400, 'domainName', badAddress],
      [{ campName: 'South', domainName: 'https://user:pw@south.example.edu' }, 400, 'domainName', badAddress],
      [{ campName: 'South', domainName: '-south.example.edu' }, 400, 'domainName', badAddress],
      [{ campName: 'South', domainName: 'a b' }, 400, 'domainName', badAddress],
      [{ campName: 'South' }, 400, 'domainName', fieldsInvalid('domainName', 'required')],
      [
        { campName: seeded!.campName.toUpperCase(), domainName: '' },
        409,
        'campName',
        { reason: 'campusNameTaken', values: { name: seeded!.campName.toUpperCase() }, field: 'campName' },
      ],
      [
        { campName: 'South', domainName: seeded!.domainName },
        409,
        'domainName',
        { reason: 'campusAddressTaken', values: { address: seeded!.domainName }, field: 'domainName' },
      ],
    ] as const) {
      const answer = await admin('/v1/admin/campuses', { method: 'POST', json });
      expect(answer.http, JSON.stringify(json)).toBe(status);
      expect(answer.body.message, JSON.stringify(json)).toContain(field);
      expect(answer.body.result, JSON.stringify(json)).toEqual(refusal);
    }
    // Its own name again is no clash.
    const same = await admin(`/v1/admin/campuses/${seeded!.id}`, {
      method: 'PUT',
      json: { campName: seeded!.campName, domainName: seeded!.domainName },
    });
    expect(same.http, JSON.stringify(same.body)).toBe(200);
    // A campus with classrooms stays.
    const [room] = await db().select({ campusId: classrooms.campusId }).from(classrooms).where(eq(classrooms.tenantId, '1')).limit(1);
    const inUse = await admin(`/v1/admin/campuses/${room!.campusId}`, { method: 'DELETE' });
    expect(inUse.http).toBe(409);
    expect(inUse.body.message).toContain('classrooms');
    const [rooms] = await db().select({ n: count() }).from(classrooms).where(eq(classrooms.campusId, room!.campusId));
    expect(inUse.body.result).toEqual({ reason: 'campusHasClassrooms', values: { count: rooms!.n } });
  });

  it("finds no other tenant's campus (404)", async () => {
    const [foreign] = await db().select({ id: campuses.id }).from(campuses).where(eq(campuses.tenantId, '2')).limit(1);
    expect((await admin(`/v1/admin/campuses/${foreign!.id}`, { method: 'PUT', json: { campName: 'Mine now', domainName: '' } })).http).toBe(
      404,
    );
    expect((await admin(`/v1/admin/campuses/${foreign!.id}`, { method: 'DELETE' })).http).toBe(404);
    const [kept] = await db().select({ campName: campuses.campName }).from(campuses).where(eq(campuses.id, foreign!.id));
    expect(kept!.campName).not.toBe('Mine now');
  });
});

describe('who may change the look', () => {
  it('refuses teachers and students (403) and callers without a session (401), changing nothing', async () => {
    const before = (await theme()).themeColor;
    const calls: [string, string, unknown][] = [
      ['GET', '/v1/admin/styles', undefined],
      ['PUT', '/v1/admin/styles/skinColor', { sypaValue: 'yellow' }],
      ['GET', '/v1/admin/platform-info', undefined],
      ['PUT', '/v1/admin/platform-info', { poapName: 'x', browserImgUrl: '' }],
      ['GET', '/v1/admin/campuses', undefined],
      ['POST', '/v1/admin/campuses', { campName: 'Rogue', domainName: '' }],
    ];
    for (const [method, path, json] of calls) {
      for (const [token, status] of [
        [tokens.teacher01, 403],
        [tokens.student01, 403],
        [tokens.nopriv01, 403],
        [tokens.student03, 403],
        [undefined, 401],
      ] as const) {
        const answer = await call(base(), path, { method, json, token });
        expect(answer.http, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(status);
      }
    }
    expect((await theme()).themeColor).toBe(before);
  });
});
