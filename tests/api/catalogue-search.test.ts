import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indexSearchTexts } from '../../server/catalogue/search-index';
import { subjects, teachingClasses } from '../../server/db/schema';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { searchRecordSchema, type SearchRecord } from '../../src/schemas/catalogue';
import { signedInServer } from '../support/signed-in-server';
import { DEMO, call } from '../support/api-client';

const signedIn = signedInServer(['admin', 'student01', 'student03']);
const tokens = signedIn.tokens;

/** The home search's query (SPEC §7), with `extra` fields replacing or adding to it. */
const searchPath = (keyword: string, extra = '') => {
  const query = new URLSearchParams({
    unionName: keyword,
    'page.pageIndex': '1',
    'page.pageSize': '15',
    'page.orders[0].field': 'courBeginTime',
    'page.orders[0].asc': 'true',
  });
  for (const [key, value] of new URLSearchParams(extra)) query.set(key, value);
  return `/v1/course/search?${query}`;
};
const search = async (keyword: string, extra = '', name: keyof typeof DEMO = 'student01') => {
  const answer = await call(signedIn.server.url, searchPath(keyword, extra), { token: tokens[name] });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return pagedResultSchema(searchRecordSchema).parse(answer.body.result);
};
const subjectsOf = (records: SearchRecord[]) => [...new Set(records.map((r) => r.subjName))];

describe('GET /v1/course/search: what a keyword finds', () => {
  it('finds a course by its Chinese name', async () => {
    const found = await search('线性代数', '&courStatus=0');
    expect(found.total).toBeGreaterThan(0);
    expect(subjectsOf(found.records)).toEqual(['线性代数']);
    expect(found.records[0]!.matchedOn).toContain('subjName');
  });

  it('finds it by its English name, case aside', async () => {
    const found = await search('linear algebra');
    expect(subjectsOf(found.records)).toEqual(['线性代数']);
    expect(found.records[0]!.matchedOn).toEqual(expect.arrayContaining(['subjNameEn', 'teclName']));
  });

  it('finds it by its course number', async () => {
    const bySubject = await search('MATH1002');
    expect(subjectsOf(bySubject.records)).toEqual(['线性代数']);
    expect(bySubject.records[0]!.matchedOn).toEqual(expect.arrayContaining(['subjCode', 'courseNo']));
    const byClass = await search('MATH1002-01', '&page.pageSize=100');
    expect(new Set(byClass.records.map((r) => r.courseNo))).toEqual(new Set(['MATH1002-01']));
  });

  it('forgives a typo', async () => {
    const found = await search('Linaer Algebra');
    expect(found.total).toBeGreaterThan(0);
    expect(found.records[0]!.subjNameEn).toBe('Linear Algebra');
  });

  it('finds it by full pinyin, with or without spaces, and by initials', async () => {
    const expected = (await search('线性代数')).total;
    for (const typed of ['xianxingdaishu', 'xian xing dai shu', 'xxds', 'XXDS']) {
      const found = await search(typed);
      expect(found.total, typed).toBe(expected);
      expect(subjectsOf(found.records), typed).toEqual(['线性代数']);
      expect(found.records[0]!.matchedOn, typed).toContain('subjName');
    }
  });

  it('finds lessons by teacher, in pinyin too, and by classroom', async () => {
    // Recorded lessons (courStatus=1): after the term there is nothing upcoming to find.
    const teacher = await search('liwei', '&courStatus=1&page.pageSize=50');
    expect(teacher.total).toBeGreaterThan(0);
    expect(teacher.records.every((r) => r.teacName.includes('李伟') && r.matchedOn.includes('teacName'))).toBe(true);
    const room = await search('A101', '&courStatus=1&page.pageSize=50');
    expect(room.total).toBeGreaterThan(0);
    expect(room.records.every((r) => r.clroName === 'A101' && r.matchedOn.includes('clroName'))).toBe(true);
  });

  it('finds nothing for a keyword nothing resembles', async () => {
    expect(await search('zzqqxxyy')).toMatchObject({ records: [], total: 0 });
  });
});

describe('GET /v1/course/search: states, order and paging', () => {
  it('courStatus 0 answers lessons not finished of live-enabled classes', async () => {
    const found = await search('Mathematics', '&courStatus=0&page.pageSize=100');
    expect(found.records.length).toBeGreaterThan(0);
    expect(found.records.every((r) => r.courStatus !== 2 && r.isLive)).toBe(true);
  });

  it('courStatus 1 answers finished lessons that have a recording', async () => {
    const found = await search('Mathematics', '&courStatus=1&page.pageSize=100');
    expect(found.records.length).toBeGreaterThan(0);
    expect(found.records.every((r) => r.courStatus === 2 && r.vodId !== null)).toBe(true);
  });

  it('orders equally relevant lessons by begin time, either way', async () => {
    const up = (await search('线性代数', '&page.pageSize=100')).records.map((r) => r.courBeginTime);
    expect(up).toEqual([...up].sort());
    const downTimes = (await search('线性代数', '&page.pageSize=100&page.orders[0].asc=false')).records.map((r) => r.courBeginTime);
    expect(downTimes).toEqual([...downTimes].sort().reverse());
  });

  it('pages without overlap', async () => {
    const first = await search('Mathematics', '&page.pageSize=5');
    const second = await search('Mathematics', '&page.pageSize=5&page.pageIndex=2');
    expect(second.total).toBe(first.total);
    expect(second.records.every((r) => !first.records.some((f) => f.courId === r.courId))).toBe(true);
  });
});

describe('GET /v1/course/search: ranking and index upkeep', () => {
  it('ranks an exact name before a partial one, whatever the time', async () => {
    const { db } = signedIn.server.database;
    const [other] = await db.select().from(teachingClasses).where(eq(teachingClasses.id, 'tecl-1-0003'));
    expect(other!.teclName).not.toContain('Linear');
    await db.update(teachingClasses).set({ teclName: 'Linear Algebra Seminar' }).where(eq(teachingClasses.id, other!.id));
    await indexSearchTexts(db);
    const found = (await search('Linear Algebra', '&page.pageSize=1000')).records;
    const firstSeminar = found.findIndex((r) => r.teclId === other!.id);
    expect(firstSeminar).toBeGreaterThan(0);
    expect(found.slice(0, firstSeminar).every((r) => r.subjNameEn === 'Linear Algebra')).toBe(true);
    expect(found.slice(firstSeminar).every((r) => r.teclId === other!.id && r.matchedOn.join() === 'teclName')).toBe(true);
    await db.update(teachingClasses).set({ teclName: other!.teclName }).where(eq(teachingClasses.id, other!.id));
    await indexSearchTexts(db);
  });

  it('rebuilds stale search texts: a renamed subject is found by its new name and pinyin', async () => {
    const { db } = signedIn.server.database;
    expect((await search('juzhenlilun')).total).toBe(0);
    await db.update(subjects).set({ subjName: '矩阵理论' }).where(eq(subjects.id, 'subj-1-0002'));
    expect(await indexSearchTexts(db)).toBe(1);
    const renamed = await search('juzhenlilun');
    expect(renamed.total).toBeGreaterThan(0);
    expect(subjectsOf(renamed.records)).toEqual(['矩阵理论']);
    await db.update(subjects).set({ subjName: '线性代数' }).where(eq(subjects.id, 'subj-1-0002'));
    await indexSearchTexts(db);
    expect((await search('juzhenlilun')).total).toBe(0);
  });
});

describe('GET /v1/course/search: who sees what', () => {
  it('keeps tenants apart', async () => {
    expect((await search('Linear Algebra', '', 'student03')).total).toBe(0);
    const marketing = await search('scyx', '&page.pageSize=50', 'student03');
    expect(marketing.total).toBeGreaterThan(0);
    expect(marketing.records.every((r) => r.teclId.startsWith('tecl-2-') && r.subjName === '市场营销')).toBe(true);
    expect((await search('Marketing')).total).toBe(0);
  });

  it('hides enrolled-only classes from students who are not in them', async () => {
    const { db } = signedIn.server.database;
    const restricted = (await db.select().from(teachingClasses).where(eq(teachingClasses.visibility, 'enrolled'))).map((c) => c.id);
    // Every class is named '<subject> · Class <n>'.
    const byAdmin = await search('Class', '&courStatus=1&page.pageSize=1000', 'admin');
    const byStudent = await search('Class', '&courStatus=1&page.pageSize=1000');
    expect(byAdmin.total).toBeGreaterThan(byStudent.total);
    expect(byAdmin.records.some((r) => restricted.includes(r.teclId))).toBe(true);
  });

  it('refuses a missing or long keyword, a bad status, page size or order field, naming the field', async () => {
    const bad = async (path: string, field: string) => {
      const answer = await call(signedIn.server.url, path, { token: tokens.student01 });
      expect(answer.http, path).toBe(400);
      expect(answer.body.message, path).toContain(field);
    };
    await bad('/v1/course/search?courStatus=0', 'unionName');
    await bad(`/v1/course/search?unionName=${'a'.repeat(101)}`, 'unionName');
    await bad('/v1/course/search?unionName=x&courStatus=2', 'courStatus');
    await bad('/v1/course/search?unionName=x&page.pageSize=1001', 'page.pageSize');
    await bad('/v1/course/search?unionName=x&page.orders[0].field=hot', 'page.orders[0].field');
    expect((await call(signedIn.server.url, searchPath('x'))).http).toBe(401);
  });
});
