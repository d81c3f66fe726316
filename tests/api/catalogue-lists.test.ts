import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicTerms, enrolments, teachingClassTags, teachingClasses, users } from '../../server/db/schema';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { lessonSchema, unionCardSchema, vodGroupSchema } from '../../src/schemas/catalogue';
import { signedInServer } from '../support/signed-in-server';
import { DEMO, call } from '../support/api-client';

const signedIn = signedInServer(['admin', 'student01', 'student03']);
const tokens = signedIn.tokens;
/** A window of 15 days around the seed's clock (in its term, also once the term is over): lessons of every weekday. */
let weekWindow: string;
beforeAll(async () => {
  const now = signedIn.server.seededAt.getTime();
  weekWindow = `courBeginTime=${now - 7 * 86_400_000}&courEndTime=${now + 8 * 86_400_000}`;
});

const get = (path: string, name: keyof typeof DEMO = 'student01') => call(signedIn.server.url, path, { token: tokens[name] });
const lessons = async (query: string, name: keyof typeof DEMO = 'student01') => {
  const answer = await get(`/v1/vod_live/t-1?${query}`, name);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return pagedResultSchema(lessonSchema).parse(answer.body.result);
};
const groups = async (query: string, name: keyof typeof DEMO = 'student01') => {
  const answer = await get(`/v1/group_subject_vod_list/t-1?${query}`, name);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return pagedResultSchema(vodGroupSchema).parse(answer.body.result);
};
const sortedBy = <T>(items: T[], key: (item: T) => string | number, asc = true) =>
  items.map(key).every((value, i, all) => i === 0 || (asc ? all[i - 1]! <= value : all[i - 1]! >= value));
const localDay = (offset: number) => {
  const now = signedIn.server.clock.now;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).getTime();
};

describe('GET /v1/vod_live/t-1', () => {
  it("answers today's lessons of live-enabled classes, with the lessons on now", async () => {
    const today = await lessons('page.pageIndex=1&page.pageSize=100&liveDay=0&page.orders[0].field=courBeginTime&page.orders[0].asc=true');
    expect(today.records.length).toBeGreaterThanOrEqual(3);
    expect(today).toMatchObject({ pageIndex: 1, pageSize: 100, total: today.records.length });
    expect(today.records.filter((r) => r.courStatus === 1).map((r) => r.courId)).toEqual(expect.arrayContaining(['cour-1-live-1']));
    for (const r of today.records) {
      expect(r.isLive).toBe(true);
      expect(Date.parse(r.courBeginTime) < localDay(1) && Date.parse(r.courEndTime) > localDay(0)).toBe(true);
    }
    expect(sortedBy(today.records, (r) => r.courBeginTime)).toBe(true);
  });

  it('moves the window by liveDay: tomorrow and yesterday', async () => {
    for (const day of [1, -1]) {
      const list = await lessons(`liveDay=${day}&page.pageSize=100`);
      for (const r of list.records)
        expect(Date.parse(r.courBeginTime) < localDay(day + 1) && Date.parse(r.courEndTime) > localDay(day)).toBe(true);
    }
  });

  it('orders by time or hot, ascending or descending', async () => {
    const up = await lessons(`${weekWindow}&page.pageSize=200&page.orders[0].field=courBeginTime&page.orders[0].asc=true`);
    expect(up.records.length).toBeGreaterThan(20);
    expect(sortedBy(up.records, (r) => r.courBeginTime)).toBe(true);
    const down = await lessons(`${weekWindow}&page.pageSize=200&page.orders[0].field=courBeginTime&page.orders[0].asc=false`);
    expect(sortedBy(down.records, (r) => r.courBeginTime, false)).toBe(true);
    const hot = await lessons(`${weekWindow}&page.pageSize=200&page.orders[0].field=hot`);
    expect(sortedBy(hot.records, (r) => r.hotScore, false)).toBe(true);
    const cold = await lessons(`${weekWindow}&page.pageSize=200&page.orders[0].field=hot&page.orders[0].asc=true`);
    expect(sortedBy(cold.records, (r) => r.hotScore)).toBe(true);
  });

  it('pages without overlap and keeps the total past the last page', async () => {
    const first = await lessons(`${weekWindow}&page.pageIndex=1&page.pageSize=5`);
    const second = await lessons(`${weekWindow}&page.pageIndex=2&page.pageSize=5`);
    expect(first.records).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.records.map((r) => r.courId));
    expect(second.records.every((r) => !ids.has(r.courId))).toBe(true);
    const beyond = await lessons(`${weekWindow}&page.pageIndex=999&page.pageSize=5`);
    expect(beyond).toMatchObject({ records: [], total: first.total, pageIndex: 999 });
  });

  it('filters by course, teacher (pinyin too) and classroom names', async () => {
    const algebra = await lessons(`${weekWindow}&page.pageSize=200&courName=${encodeURIComponent('线性代数')}`);
    expect(algebra.records.length).toBeGreaterThan(0);
    expect(algebra.records.every((r) => r.subjName === '线性代数')).toBe(true);
    expect((await lessons(`${weekWindow}&page.pageSize=200&courName=xxds`)).total).toBe(algebra.total);
    const liWei = await lessons(`${weekWindow}&page.pageSize=200&teacName=liwei`);
    expect(liWei.records.length).toBeGreaterThan(0);
    expect(liWei.records.every((r) => r.teacName.includes('李伟'))).toBe(true);
    const roomsA = await lessons(`${weekWindow}&page.pageSize=200&clroName=A1`);
    expect(roomsA.records.length).toBeGreaterThan(0);
    expect(roomsA.records.every((r) => r.clroName?.startsWith('A1'))).toBe(true);
  });

  it('filters by organisation and by tags', async () => {
    const { db } = signedIn.server.database;
    const byOrga = await lessons(`${weekWindow}&page.pageSize=200&orgaChecked=orga-1-0001,orga-1-0003`);
    expect(byOrga.records.length).toBeGreaterThan(0);
    const classes = await db
      .select()
      .from(teachingClasses)
      .where(
        inArray(
          teachingClasses.id,
          byOrga.records.map((r) => r.teclId),
        ),
      );
    expect(classes.every((c) => ['orga-1-0001', 'orga-1-0003'].includes(c.orgaId))).toBe(true);
    const byTag = await lessons(`${weekWindow}&page.pageSize=200&tagsChecked=tag-1-lab`);
    expect(byTag.records.length).toBeGreaterThan(0);
    const tagged = await db.select().from(teachingClassTags).where(eq(teachingClassTags.tagId, 'tag-1-lab'));
    expect(byTag.records.every((r) => tagged.some((t) => t.teclId === r.teclId))).toBe(true);
  });

  it('keeps tenants apart', async () => {
    const theirs = await lessons(`${weekWindow}&page.pageSize=200`, 'student03');
    expect(theirs.records.length).toBeGreaterThan(0);
    expect(theirs.records.every((r) => r.teclId.startsWith('tecl-2-'))).toBe(true);
    const mine = await lessons(`${weekWindow}&page.pageSize=200`);
    expect(mine.records.every((r) => r.teclId.startsWith('tecl-1-'))).toBe(true);
  });

  it('lists enrolled-only classes to their students and administrators only', async () => {
    const { db } = signedIn.server.database;
    const [student] = await db
      .select()
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
    const mine = new Set((await db.select().from(enrolments).where(eq(enrolments.studentId, student!.id))).map((e) => e.teclId));
    const restricted = (await db.select().from(teachingClasses).where(eq(teachingClasses.visibility, 'enrolled'))).map((c) => c.id);
    const seen = (await lessons(`${weekWindow}&page.pageSize=1000`)).records.map((r) => r.teclId);
    expect(seen.filter((id) => restricted.includes(id)).every((id) => mine.has(id))).toBe(true);
    const all = (await lessons(`${weekWindow}&page.pageSize=1000`, 'admin')).records.map((r) => r.teclId);
    expect(all.some((id) => restricted.includes(id) && !mine.has(id))).toBe(true);
  });

  it('refuses bad page sizes and unknown ordering fields, naming the field', async () => {
    for (const size of ['0', '1001', 'abc']) {
      const answer = await get(`/v1/vod_live/t-1?page.pageSize=${size}`);
      expect(answer.http).toBe(400);
      expect(answer.body.message).toContain('page.pageSize');
    }
    const order = await get('/v1/vod_live/t-1?page.orders[0].field=teacName');
    expect(order.http).toBe(400);
    expect(order.body.message).toContain('page.orders[0].field');
    const day = await get('/v1/vod_live/t-1?liveDay=tomorrow');
    expect(day.body.message).toContain('liveDay');
    expect((await call(signedIn.server.url, '/v1/vod_live/t-1')).http).toBe(401);
  });
});

describe('GET /v1/group_subject_vod_list/t-1', () => {
  it('answers one card per teaching class with its latest recording', async () => {
    const all = await groups('page.pageSize=100');
    expect(all.records.length).toBeGreaterThan(10);
    expect(new Set(all.records.map((g) => g.teclId)).size).toBe(all.records.length);
    for (const g of all.records) expect(g.vodCount).toBeGreaterThanOrEqual(1);
    expect(sortedBy(all.records, (g) => g.hotScore, false)).toBe(true);
  });

  it('orders by time and hot in up to two pairs', async () => {
    const newest = await groups('page.pageSize=100&page.orders[0].field=time&page.orders[0].asc=false&page.orders[1].field=hot');
    expect(sortedBy(newest.records, (g) => g.latestVod.recordedAt, false)).toBe(true);
    const sameTime = newest.records.filter((g) => g.latestVod.recordedAt === newest.records[0]!.latestVod.recordedAt);
    expect(sortedBy(sameTime, (g) => g.hotScore, false)).toBe(true);
    const oldest = await groups('page.pageSize=100&page.orders[0].field=time&page.orders[0].asc=true');
    expect(sortedBy(oldest.records, (g) => g.latestVod.recordedAt)).toBe(true);
    const coldest = await groups('page.pageSize=100&page.orders[0].field=hot&page.orders[0].asc=true');
    expect(sortedBy(coldest.records, (g) => g.hotScore)).toBe(true);
  });

  it('filters by term, course name, organisation and tags', async () => {
    const { db } = signedIn.server.database;
    const terms = await db.select().from(academicTerms).where(eq(academicTerms.tenantId, '1'));
    const current = terms.find((t) => t.isCurrent)!;
    const earlier = terms.find((t) => !t.isCurrent)!;
    const all = await groups('page.pageSize=100');
    expect((await groups(`page.pageSize=100&acteId=${current.id}`)).total).toBe(all.total);
    expect((await groups(`page.pageSize=100&acteId=${earlier.id}`)).total).toBe(0);
    const algebra = await groups(`page.pageSize=100&courName=${encodeURIComponent('Linear Algebra')}`);
    expect(algebra.records.length).toBeGreaterThan(0);
    expect(algebra.records.every((g) => g.subjNameEn === 'Linear Algebra')).toBe(true);
    const maths = await groups('page.pageSize=100&orgaChecked=orga-1-0001');
    expect(maths.records.every((g) => g.courseNo.startsWith('MATH'))).toBe(true);
    const ai = await groups('page.pageSize=100&tagsChecked=tag-1-ai-transcript');
    const tagged = new Set(
      (await db.select().from(teachingClassTags).where(eq(teachingClassTags.tagId, 'tag-1-ai-transcript'))).map((t) => t.teclId),
    );
    expect(ai.records.length).toBeGreaterThan(0);
    expect(ai.records.every((g) => tagged.has(g.teclId))).toBe(true);
  });

  it('pages, keeps tenants apart and refuses bad input', async () => {
    const first = await groups('page.pageIndex=1&page.pageSize=3');
    const second = await groups('page.pageIndex=2&page.pageSize=3');
    expect(first.records).toHaveLength(3);
    expect(second.records.every((g) => !first.records.some((f) => f.teclId === g.teclId))).toBe(true);
    const theirs = await groups('page.pageSize=100', 'student03');
    expect(theirs.records.every((g) => g.teclId.startsWith('tecl-2-'))).toBe(true);
    const repeated = await get('/v1/group_subject_vod_list/t-1?page.orders[0].field=hot&page.orders[1].field=hot');
    expect(repeated.http).toBe(400);
    expect(repeated.body.message).toContain('page.orders[1].field');
    const unknown = await get('/v1/group_subject_vod_list/t-1?page.orders[1].field=views');
    expect(unknown.body.message).toContain('page.orders[1].field');
    expect((await get('/v1/group_subject_vod_list/t-1?page.pageSize=-1')).body.message).toContain('page.pageSize');
  });
});

describe('GET /v1/union/vod_live_new', () => {
  const union = async (query: string, name: keyof typeof DEMO = 'student01') => {
    const answer = await get(`/v1/union/vod_live_new?${query}`, name);
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    return pagedResultSchema(unionCardSchema).parse(answer.body.result);
  };

  it('puts the lessons on now first, then the newest recordings', async () => {
    const page = await union('page.pageIndex=1&page.pageSize=10');
    const kinds = page.records.map((c) => c.kind);
    // How many lessons are on depends on the hour the seed's clock falls in: every one comes first.
    const lives = kinds.filter((k) => k === 'live').length;
    expect(lives).toBeGreaterThan(0);
    expect(kinds).toEqual([...Array<string>(lives).fill('live'), ...Array<string>(kinds.length - lives).fill('vod')]);
    const recorded = page.records.flatMap((c) => (c.kind === 'vod' ? [c] : []));
    expect(recorded.length).toBeGreaterThan(0);
    for (const card of page.records) if (card.kind === 'live') expect(card.courStatus).toBe(1);
  });

  it('pages across the boundary between live and recorded cards', async () => {
    const whole = await union('page.pageIndex=1&page.pageSize=6');
    const halves = [
      ...(await union('page.pageIndex=1&page.pageSize=2')).records,
      ...(await union('page.pageIndex=2&page.pageSize=2')).records,
      ...(await union('page.pageIndex=3&page.pageSize=2')).records,
    ];
    const key = (c: (typeof whole.records)[number]) => (c.kind === 'live' ? c.courId : c.vodId);
    expect(halves.map(key)).toEqual(whole.records.map(key));
    expect(whole.total).toBeGreaterThan(6);
  });

  it('keeps tenants apart', async () => {
    const theirs = await union('page.pageSize=50', 'student03');
    expect(theirs.records.length).toBeGreaterThan(0);
    expect(theirs.records.every((c) => c.teclId.startsWith('tecl-2-'))).toBe(true);
    expect((await get('/v1/union/vod_live_new?page.pageSize=0')).body.message).toContain('page.pageSize');
  });
});
