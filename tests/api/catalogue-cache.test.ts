import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, courseSessions, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { lessonSchema, searchRecordSchema, vodGroupSchema } from '../../src/schemas/catalogue';
import { signedInServer } from '../support/signed-in-server';
import { call } from '../support/api-client';

/**
 * The catalogue's caches (docs/search.md "Caches") never show a stale answer: a write bumps the
 * catalogue stamp in its transaction and the next call sees it, whoever wrote (here the test,
 * straight to the database, as another process or an administrator's SQL would).
 */
const signedIn = signedInServer(['student01']);

const get = async (path: string) => {
  const answer = await call(signedIn.server.url, path, { token: signedIn.tokens.student01 });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const search = async (keyword: string, courStatus: 0 | 1) =>
  pagedResultSchema(searchRecordSchema).parse(
    await get(`/v1/course/search?unionName=${encodeURIComponent(keyword)}&courStatus=${courStatus}&page.pageSize=1000`),
  );
const week = () => {
  const now = signedIn.server.seededAt.getTime();
  return `courBeginTime=${now - 7 * 86_400_000}&courEndTime=${now + 8 * 86_400_000}`;
};
const live = async () => pagedResultSchema(lessonSchema).parse(await get(`/v1/vod_live/t-1?${week()}&page.pageSize=1000`));
const recorded = async () => pagedResultSchema(vodGroupSchema).parse(await get('/v1/group_subject_vod_list/t-1?page.pageSize=1000'));

async function student01() {
  const { db } = signedIn.server.database;
  const [student] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  return student!;
}

describe('the catalogue caches', () => {
  it('show an enrolled-only class to a student as soon as they are enrolled, and hide it once they leave', async () => {
    const { db } = signedIn.server.database;
    const student = await student01();
    const mine = db.select({ id: enrolments.teclId }).from(enrolments).where(eq(enrolments.studentId, student.id));
    // An enrolled-only class of the tenant with lessons this week and recordings, not student01's.
    const [target] = await db
      .select({ id: teachingClasses.id, name: teachingClasses.teclName })
      .from(teachingClasses)
      .where(
        and(
          eq(teachingClasses.tenantId, '1'),
          eq(teachingClasses.visibility, 'enrolled'),
          sql`${teachingClasses.readyVodCount} > 0`,
          sql`${teachingClasses.id} not in ${mine}`,
        ),
      )
      .limit(1);
    expect(target).toBeDefined();
    const has = async () => ({
      search: (await search(target!.name, 1)).records.some((r) => r.teclId === target!.id),
      live: (await live()).records.some((r) => r.teclId === target!.id),
      recorded: (await recorded()).records.some((g) => g.teclId === target!.id),
    });
    const before = { search: await search(target!.name, 1), live: await live(), recorded: await recorded() };
    // Twice, so the answers come from warm caches.
    expect(await has()).toEqual({ search: false, live: false, recorded: false });
    expect(await has()).toEqual({ search: false, live: false, recorded: false });

    await db.insert(enrolments).values({ tenantId: '1', teclId: target!.id, studentId: student.id });
    const seen = await has();
    expect(seen.search && seen.recorded).toBe(true);
    expect((await recorded()).total).toBe(before.recorded.total + 1);
    expect((await search(target!.name, 1)).total).toBeGreaterThan(before.search.total);
    const liveNow = await live();
    expect(liveNow.total).toBe(liveNow.records.length);
    expect(liveNow.total - before.live.total).toBe(liveNow.records.filter((r) => r.teclId === target!.id).length);

    await db.delete(enrolments).where(and(eq(enrolments.teclId, target!.id), eq(enrolments.studentId, student.id)));
    expect(await has()).toEqual({ search: false, live: false, recorded: false });
    expect((await live()).total).toBe(before.live.total);
  });

  it('hides a class at once when it becomes enrolled-only', async () => {
    const { db } = signedIn.server.database;
    const first = (await recorded()).records.find((g) => g.teclId.startsWith('tecl-1-'))!;
    const [row] = await db.select().from(teachingClasses).where(eq(teachingClasses.id, first.teclId));
    const student = await student01();
    const [enrolled] = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.teclId, first.teclId), eq(enrolments.studentId, student.id)));
    if (enrolled || row!.teacherId === student.id) return; // student01's own class stays visible: nothing to show here
    await db.update(teachingClasses).set({ visibility: 'enrolled' }).where(eq(teachingClasses.id, first.teclId));
    expect((await recorded()).records.some((g) => g.teclId === first.teclId)).toBe(false);
    await db.update(teachingClasses).set({ visibility: row!.visibility }).where(eq(teachingClasses.id, first.teclId));
    expect((await recorded()).records.some((g) => g.teclId === first.teclId)).toBe(true);
  });

  it('shows a new ready recording at once in the search and the recorded list', async () => {
    const { db } = signedIn.server.database;
    const visibleClasses = (await recorded()).records.map((g) => g.teclId);
    // A finished lesson without a recording, of a class student01 sees in the recorded list.
    const [lesson] = await db
      .select({ id: courseSessions.id, teclId: courseSessions.teclId })
      .from(courseSessions)
      .where(
        and(
          inArray(courseSessions.teclId, visibleClasses),
          lt(courseSessions.courEndTime, signedIn.server.clock.now),
          notExists(
            db
              .select({ one: sql`1` })
              .from(vods)
              .where(eq(vods.courId, courseSessions.id)),
          ),
        ),
      )
      .limit(1);
    expect(lesson).toBeDefined();
    const [cls] = await db.select().from(teachingClasses).where(eq(teachingClasses.id, lesson!.teclId));
    const groupBefore = (await recorded()).records.find((g) => g.teclId === cls!.id)!;
    const searchBefore = await search(cls!.teclName, 1);
    expect(searchBefore.records.some((r) => r.courId === lesson!.id)).toBe(false);

    const [vod] = await db
      .insert(vods)
      .values({
        tenantId: '1',
        courId: lesson!.id,
        teclId: cls!.id,
        title: 'Fresh recording',
        status: VOD_STATUS.ready,
        createdAt: signedIn.server.clock.now,
      })
      .returning({ id: vods.id });
    const searchAfter = await search(cls!.teclName, 1);
    expect(searchAfter.total).toBe(searchBefore.total + 1);
    expect(searchAfter.records.find((r) => r.courId === lesson!.id)?.vodId).toBe(vod!.id);
    const groupAfter = (await recorded()).records.find((g) => g.teclId === cls!.id)!;
    expect(groupAfter.vodCount).toBe(groupBefore.vodCount + 1);
    expect(groupAfter.latestVod.vodId).toBe(vod!.id);

    await db.delete(vods).where(eq(vods.id, vod!.id));
    expect((await search(cls!.teclName, 1)).total).toBe(searchBefore.total);
  });
});
