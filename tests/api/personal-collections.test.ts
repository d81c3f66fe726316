import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TECL_VISIBILITY, VOD_STATUS, collections, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { collectionItemSchema } from '../../src/schemas/personal';
import { DEMO, call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/** GET /v1/list/vod/collection: the personal center's favourites, paged and scoped to the caller. */
const signedIn = signedInServer(['student01', 'teacher01', 'student03']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const pageSchema = pagedResultSchema(collectionItemSchema);

const list = (query: string, name: keyof typeof DEMO = 'student01') =>
  call(signedIn.server.url, `/v1/list/vod/collection?${query}`, { token: tokens[name] });
const listed = async (query: string, name: keyof typeof DEMO = 'student01') => pageSchema.parse((await list(query, name)).body.result);
const toggle = (json: unknown, name: keyof typeof DEMO = 'student01') =>
  call(signedIn.server.url, '/v1/vod/collection', { method: 'POST', json, token: tokens[name] });
const userId = async (username: string) =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, '1')))
  )[0]!.id;

/** Ready recordings of classes student01 is enrolled in, and student01's favourites cleared. */
async function freshStart() {
  const me = await userId('student01');
  await db().delete(collections).where(eq(collections.userId, me));
  return db()
    .select({ vodId: vods.id, teclId: vods.teclId, title: vods.title, durationS: vods.durationS })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, me)))
    .limit(3);
}

describe('GET /v1/list/vod/collection', () => {
  it('pages the favourites newest first with what a card needs, and forgets a removed one', async () => {
    const recordings = await freshStart();
    expect(recordings).toHaveLength(3);
    for (const { vodId } of recordings) expect((await toggle({ vodId })).body.result).toEqual({ collected: true });
    expect((await toggle({ teclId: recordings[0]!.teclId })).body.result).toEqual({ collected: true });

    const first = await listed('page.pageIndex=1&page.pageSize=3');
    expect(first).toMatchObject({ total: 4, pageIndex: 1, pageSize: 3 });
    expect(first.records).toHaveLength(3);
    const second = await listed('page.pageIndex=2&page.pageSize=3');
    expect(second.records).toHaveLength(1);
    const all = [...first.records, ...second.records];
    const times = all.map((r) => r.collectedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((r) => r.collectionId)).size).toBe(4);

    const vod = all.find((r) => r.vodId === recordings[1]!.vodId)!;
    expect(vod).toMatchObject({ teclId: recordings[1]!.teclId, title: recordings[1]!.title, durationS: recordings[1]!.durationS });
    expect(vod.subjName).not.toBe('');
    expect(vod.teacName).not.toBe('');
    const wholeClass = all.find((r) => r.vodId === null)!;
    expect(wholeClass.teclId).toBe(recordings[0]!.teclId);

    // Removal goes through the toggle, as the page does it.
    expect((await toggle({ vodId: recordings[1]!.vodId })).body.result).toEqual({ collected: false });
    const after = await listed('page.pageIndex=1&page.pageSize=10');
    expect(after.total).toBe(3);
    expect(after.records.some((r) => r.vodId === recordings[1]!.vodId)).toBe(false);
  });

  it("shows nobody else's favourites: another user, another tenant", async () => {
    const recordings = await freshStart();
    await toggle({ vodId: recordings[0]!.vodId });
    const mine = new Set((await listed('page.pageSize=100')).records.map((r) => r.collectionId));
    expect(mine.size).toBe(1);
    for (const name of ['teacher01', 'student03'] as const) {
      const theirs = await listed('page.pageSize=100', name);
      expect(
        theirs.records.some((r) => mine.has(r.collectionId)),
        name,
      ).toBe(false);
    }
  });

  it('leaves out a favourite the caller may no longer watch', async () => {
    await freshStart();
    const me = await userId('student01');
    const [closed] = await db()
      .select({ id: teachingClasses.id })
      .from(teachingClasses)
      .where(
        and(
          eq(teachingClasses.tenantId, '1'),
          eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
          ne(teachingClasses.teacherId, me),
          notExists(
            sql`(select 1 from ${enrolments} where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${me})`,
          ),
        ),
      )
      .limit(1);
    // Kept while it was open to them, say; the class is closed to them now.
    await db().insert(collections).values({ tenantId: '1', userId: me, teclId: closed!.id });
    const answer = await listed('page.pageSize=100');
    expect(answer.records.some((r) => r.teclId === closed!.id)).toBe(false);
    expect(answer.total).toBe(0);
  });

  it('answers 400 naming the field for bad paging, 401 without a session', async () => {
    for (const [query, field] of [
      ['page.pageIndex=0', 'page.pageIndex'],
      ['page.pageSize=0', 'page.pageSize'],
      ['page.pageSize=100000', 'page.pageSize'],
      ['page.pageIndex=abc', 'page.pageIndex'],
    ] as const) {
      const answer = await list(query);
      expect(answer.http, query).toBe(400);
      expect(answer.body.message, query).toContain(field);
    }
    expect((await call(signedIn.server.url, '/v1/list/vod/collection')).http).toBe(401);
  });
});
