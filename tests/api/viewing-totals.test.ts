import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client';
import { courseSessions, liveViews, users, vods, watchRecords } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { rowsOf } from '../../server/db/sql-rows';
import { openTestDatabase } from '../support/test-db';

/**
 * The data board's viewing totals (server/db/schema/viewing-totals.ts) are kept by triggers:
 * after every kind of write to watch_records and live_views (the player's saves, a viewer
 * clearing their record, a deleted user, a deleted recording or lesson), they must equal what
 * counting the rows themselves says. The oracle below counts the rows; the totals table is
 * compared with it whole, so a drift anywhere fails.
 */
let database: Database;
let db: Db;

type RecordingTotal = { vod_id: string; viewers: number; percent: number; q: number[] };

const fromTotals = (db: Db) =>
  rowsOf<RecordingTotal>(
    db,
    sql`select vod_id, viewers, round(percent_sum::numeric, 6)::float8 as percent,
        array[quarter_1, quarter_2, quarter_3, quarter_4, finished] as q
      from vod_viewing_totals where viewers > 0 order by vod_id`,
  );
const fromRecords = (db: Db) =>
  rowsOf<RecordingTotal>(
    db,
    sql`select vod_id, count(*)::int as viewers, round(sum(watch_percent)::numeric, 6)::float8 as percent,
        array[${sql.join(
          [1, 2, 3, 4, 5].map((b) => sql`(count(*) filter (where width_bucket(watch_percent, 0, 1, 4) = ${b}))::int`),
          sql`, `,
        )}] as q
      from watch_records group by vod_id order by vod_id`,
  );
const lessonTotals = (db: Db) =>
  rowsOf<{ cour_id: string; viewers: number }>(db, sql`select cour_id, viewers from lesson_live_totals where viewers > 0 order by cour_id`);
const lessonCounts = (db: Db) =>
  rowsOf<{ cour_id: string; viewers: number }>(
    db,
    sql`select cour_id, count(*)::int as viewers from live_views group by cour_id order by cour_id`,
  );

async function expectTotalsTrue() {
  expect(await fromTotals(db)).toEqual(await fromRecords(db));
  expect(await lessonTotals(db)).toEqual(await lessonCounts(db));
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDemo(db, { media: null, now: new Date() });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('viewing totals kept by triggers', () => {
  it('start equal to the seeded watch records, which the demo has', async () => {
    const totals = await fromTotals(db);
    expect(totals.length).toBeGreaterThan(0);
    await expectTotalsTrue();
  });

  it('follow a new record, a change of percent across quarters, and a save that keeps it', async () => {
    const [vod] = await db.select({ id: vods.id, tenantId: vods.tenantId }).from(vods).orderBy(asc(vods.id)).limit(1);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'nopriv01'));
    const before = (await fromTotals(db)).find((t) => t.vod_id === vod!.id);
    await db.insert(watchRecords).values({ tenantId: vod!.tenantId, userId: user!.id, vodId: vod!.id, watchPercent: 0.1 });
    const after = (await fromTotals(db)).find((t) => t.vod_id === vod!.id)!;
    expect(after.viewers).toBe((before?.viewers ?? 0) + 1);
    expect(after.q[0]).toBe((before?.q[0] ?? 0) + 1);
    for (const percent of [0.3, 0.6, 0.9, 1, 1, 0.2]) {
      await db
        .update(watchRecords)
        .set({ watchPercent: percent, positionS: percent * 100 })
        .where(and(eq(watchRecords.userId, user!.id), eq(watchRecords.vodId, vod!.id)));
      await expectTotalsTrue();
    }
  });

  it('follow records removed by their viewer and by deleting the viewer', async () => {
    const [some] = await db.select({ userId: watchRecords.userId, vodId: watchRecords.vodId }).from(watchRecords).limit(1);
    await db.delete(watchRecords).where(and(eq(watchRecords.userId, some!.userId), eq(watchRecords.vodId, some!.vodId)));
    await expectTotalsTrue();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'nopriv01'));
    await db.delete(users).where(eq(users.id, user!.id));
    await expectTotalsTrue();
  });

  it('let a watched recording be deleted, its totals going with it', async () => {
    const [watched] = await db.select({ vodId: watchRecords.vodId }).from(watchRecords).limit(1);
    await db.delete(vods).where(eq(vods.id, watched!.vodId));
    expect((await fromTotals(db)).some((t) => t.vod_id === watched!.vodId)).toBe(false);
    await expectTotalsTrue();
  });

  it('count live attendance per lesson, and let an attended lesson be deleted', async () => {
    const [lesson] = await db
      .select({ id: courseSessions.id, tenantId: courseSessions.tenantId })
      .from(courseSessions)
      .orderBy(asc(courseSessions.id))
      .limit(1);
    const people = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, lesson!.tenantId)).limit(3);
    const at = new Date();
    await db
      .insert(liveViews)
      .values(people.map((p) => ({ tenantId: lesson!.tenantId, userId: p.id, courId: lesson!.id, firstSeenAt: at, lastSeenAt: at })));
    expect((await lessonTotals(db)).find((l) => l.cour_id === lesson!.id)?.viewers).toBe(
      (await lessonCounts(db)).find((l) => l.cour_id === lesson!.id)?.viewers,
    );
    await db.delete(liveViews).where(and(eq(liveViews.courId, lesson!.id), eq(liveViews.userId, people[0]!.id)));
    await expectTotalsTrue();
    await db.delete(courseSessions).where(eq(courseSessions.id, lesson!.id));
    await expectTotalsTrue();
  });
});
