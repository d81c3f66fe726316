import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, users, vods, watchRecords } from '../../server/db/schema';
import { localDayText } from '../../server/local-day';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { watchRecordItemSchema } from '../../src/schemas/personal';
import { DEMO, call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/** The full viewing record: GET, DELETE one, DELETE all of /v1/myself/watchRecords, scoped to the caller. */
const signedIn = signedInServer(['student01', 'teacher01', 'student03']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const pageSchema = pagedResultSchema(watchRecordItemSchema);

const list = (query: string, name: keyof typeof DEMO = 'student01') =>
  call(signedIn.server.url, `/v1/myself/watchRecords?${query}`, { token: tokens[name] });
const listed = async (query: string, name: keyof typeof DEMO = 'student01') => pageSchema.parse((await list(query, name)).body.result);
const remove = (id: string, name: keyof typeof DEMO = 'student01') =>
  call(signedIn.server.url, `/v1/myself/watchRecords/${encodeURIComponent(id)}`, { method: 'DELETE', token: tokens[name] });
const clear = (name: keyof typeof DEMO) => call(signedIn.server.url, '/v1/myself/watchRecords', { method: 'DELETE', token: tokens[name] });
const userId = async (username: string, tenantId = '1') =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!.id;

/** A watch record of teacher01 on a ready recording of tenant 1, written as the player would have. */
async function teachersRecord() {
  const [vod] = await db()
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
    .limit(1);
  const [row] = await db()
    .insert(watchRecords)
    .values({ tenantId: '1', userId: await userId('teacher01'), vodId: vod!.id, watchPercent: 0.5, positionS: 60 })
    .onConflictDoUpdate({ target: [watchRecords.userId, watchRecords.vodId], set: { watchPercent: 0.5 } })
    .returning({ id: watchRecords.id });
  return row!.id;
}

describe('GET /v1/myself/watchRecords', () => {
  it("pages student01's whole record newest first, each under the server's local day", async () => {
    const first = await listed('page.pageIndex=1&page.pageSize=5');
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(6);
    const times = first.records.map((r) => r.watchedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const record of first.records) {
      expect(record.date).toBe(localDayText(new Date(record.watchedAt)));
      expect(record.watchPercent).toBeGreaterThanOrEqual(0);
      expect(record.watchPercent).toBeLessThanOrEqual(1);
    }
    const second = await listed('page.pageIndex=2&page.pageSize=5');
    const ids = new Set(first.records.map((r) => r.id));
    expect(second.records.length).toBeGreaterThan(0);
    expect(second.records.every((r) => !ids.has(r.id))).toBe(true);
    expect((await listed('page.pageIndex=1&page.pageSize=1000')).records).toHaveLength(first.total);
  });

  it('keeps the position the player saved, to resume there', async () => {
    const last = (await listed('page.pageSize=1000')).records.at(-1)!;
    // Inside the recording: the player's save caps a position at the duration.
    const position = Math.floor(last.durationS / 2);
    const saved = await call(signedIn.server.url, '/v1/vod/addVodWatchRecord', {
      method: 'POST',
      token: tokens.student01,
      json: { vodId: last.vodId, positionS: position, watchPercent: 0.376 },
    });
    expect(saved.http).toBe(200);
    const [top] = (await listed('page.pageSize=1')).records;
    expect(top).toMatchObject({ id: last.id, vodId: last.vodId, positionS: position, isLive: false });
    expect(Math.trunc(100 * top!.watchPercent)).toBe(37);
  });

  it('filters live or recorded: live is empty until a lesson is watched live (tests/api/live-views.test.ts)', async () => {
    const all = await listed('page.pageSize=1000');
    expect((await listed('type=vod&page.pageSize=1000')).total).toBe(all.total);
    expect(await listed('type=live')).toMatchObject({ records: [], total: 0 });
  });

  it("shows nobody else's record: another user, another tenant", async () => {
    const teachers = await teachersRecord();
    expect((await listed('page.pageSize=1000')).records.some((r) => r.id === teachers)).toBe(false);
    expect((await listed('page.pageSize=1000', 'student03')).records.some((r) => r.id === teachers)).toBe(false);
    expect((await listed('page.pageSize=1000', 'teacher01')).records.some((r) => r.id === teachers)).toBe(true);
  });

  it('answers 400 naming the field for bad paging or filter, 401 without a session', async () => {
    for (const [query, field] of [
      ['page.pageIndex=0', 'page.pageIndex'],
      ['page.pageSize=100000', 'page.pageSize'],
      ['type=audio', 'type'],
    ] as const) {
      const answer = await list(query);
      expect(answer.http, query).toBe(400);
      expect(answer.body.message, query).toContain(field);
    }
    expect((await call(signedIn.server.url, '/v1/myself/watchRecords')).http).toBe(401);
  });
});

describe('DELETE /v1/myself/watchRecords', () => {
  it("deletes one of the caller's entries; someone else's is 404 and stays", async () => {
    const teachers = await teachersRecord();
    for (const name of ['student01', 'student03'] as const) expect((await remove(teachers, name)).http, name).toBe(404);
    expect((await listed('page.pageSize=1000', 'teacher01')).records.some((r) => r.id === teachers)).toBe(true);

    const before = await listed('page.pageSize=1000');
    const victim = before.records[0]!;
    const answer = await remove(victim.id);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toEqual({ deleted: 1 });
    const after = await listed('page.pageSize=1000');
    expect(after.total).toBe(before.total - 1);
    expect(after.records.some((r) => r.id === victim.id)).toBe(false);
    expect((await remove(victim.id)).http).toBe(404);
  });

  it("clears the caller's whole record and nobody else's", async () => {
    const teachers = await teachersRecord();
    const mine = (await listed('page.pageSize=1')).total;
    expect(mine).toBeGreaterThan(0);
    const answer = await clear('student01');
    expect(answer.body.result).toEqual({ deleted: mine });
    expect(await listed('page.pageSize=10')).toMatchObject({ records: [], total: 0 });
    expect((await listed('page.pageSize=1000', 'teacher01')).records.some((r) => r.id === teachers)).toBe(true);
    expect((await clear('student01')).body.result).toEqual({ deleted: 0 });
    expect((await call(signedIn.server.url, '/v1/myself/watchRecords', { method: 'DELETE' })).http).toBe(401);
  });
});
