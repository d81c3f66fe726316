import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, liveViews, users } from '../../server/db/schema';
import { LIVE_WATCH_CAP_S } from '../../server/live/live-watch';
import { localDayText } from '../../server/local-day';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { watchRecordItemSchema } from '../../src/schemas/personal';
import { call, type DEMO } from '../support/api-client';
import { demoLiveLesson, lessonTomorrow } from '../support/live-lessons';
import { signedInServer } from '../support/signed-in-server';

/**
 * Live lessons in the viewing record (docs/personal-center.md "Viewing record"): the live
 * player's beats (POST /v1/live/watch) keep one live view per viewer and lesson, with the time
 * watched capped per beat, and GET/DELETE /v1/myself/watchRecords list and remove them beside
 * the recordings' records. Times move on the server's test clock, so any date and time will do.
 */
const signedIn = signedInServer(['student01', 'student03', 'nopriv01', 'admin']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;
const pageSchema = pagedResultSchema(watchRecordItemSchema);
type Name = keyof typeof DEMO;

const beat = (courseId: unknown, name: Name = 'student01') =>
  call(base(), '/v1/live/watch', { method: 'POST', token: tokens[name], json: { courseId } });
const listed = async (query: string, name: Name = 'student01') => {
  const params = new URLSearchParams({ 'page.pageSize': '1000', ...Object.fromEntries(new URLSearchParams(query)) });
  const answer = await call(base(), `/v1/myself/watchRecords?${params}`, { token: tokens[name] });
  expect(answer.http, answer.body.message).toBe(200);
  return pageSchema.parse(answer.body.result);
};
const remove = (id: string, name: Name = 'student01') =>
  call(base(), `/v1/myself/watchRecords/${encodeURIComponent(id)}`, { method: 'DELETE', token: tokens[name] });
const userId = async (username: string) =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, '1')))
  )[0]!.id;
const viewOf = async (username: string, courId: string) =>
  (
    await db()
      .select()
      .from(liveViews)
      .where(and(eq(liveViews.userId, await userId(username)), eq(liveViews.courId, courId)))
  )[0];

let courId = '';
let teclId = '';

beforeAll(async () => {
  ({ courId, teclId } = await demoLiveLesson(db()));
});

describe('POST /v1/live/watch', () => {
  it('records a view of a lesson on air, adding the time between beats, at most the cap per beat', async () => {
    const clock = signedIn.server.clock;
    const first = await beat(courId);
    expect(first.http, first.body.message).toBe(200);
    expect(first.body.result).toEqual({ recorded: true });
    const started = clock.now;
    expect(await viewOf('student01', courId)).toMatchObject({ watchedS: 0, firstSeenAt: started, lastSeenAt: started, hiddenAt: null });

    clock.advance(10);
    expect((await beat(courId)).http).toBe(200);
    // The same beat again at once, and a burst of them, add nothing: no time passed.
    for (let i = 0; i < 3; i++) expect((await beat(courId)).http).toBe(200);
    expect((await viewOf('student01', courId))!.watchedS).toBeCloseTo(10, 3);

    // A long gap (a pause, a closed tab) counts one capped beat, not the whole gap.
    clock.advance(120);
    expect((await beat(courId)).http).toBe(200);
    const view = await viewOf('student01', courId);
    expect(view!.watchedS).toBeCloseTo(10 + LIVE_WATCH_CAP_S, 3);
    expect(view!.firstSeenAt).toEqual(started);
    expect(view!.lastSeenAt).toEqual(clock.now);
  });

  it('refuses a lesson not on air (404) and one the caller may not watch (403)', async () => {
    const now = signedIn.server.clock.now;
    // The administrator may watch every class, so only the lesson's time refuses it.
    const tomorrow = await lessonTomorrow(db(), now, { live: true });
    const notStarted = await beat(tomorrow.id, 'admin');
    expect(notStarted.http).toBe(404);
    expect(notStarted.body.message).toContain('not started');
    await db()
      .update(courseSessions)
      .set({ courBeginTime: new Date(now.getTime() - 3 * 3_600_000), courEndTime: new Date(now.getTime() - 2 * 3_600_000) })
      .where(eq(courseSessions.id, tomorrow.id));
    const ended = await beat(tomorrow.id, 'admin');
    expect(ended.http).toBe(404);
    expect(ended.body.message).toContain('ended');
    expect((await beat('no-such-lesson', 'admin')).http).toBe(404);

    const stranger = await beat(courId, 'nopriv01');
    expect(stranger.http).toBe(403);
    expect(await viewOf('nopriv01', courId)).toBeUndefined();
  });

  it('refuses another tenant and no session, and names the field of a bad body', async () => {
    expect((await beat(courId, 'student03')).http).toBe(404);
    expect((await listed('type=live', 'student03')).records.some((r) => r.courId === courId)).toBe(false);
    expect((await call(base(), '/v1/live/watch', { method: 'POST', json: { courseId: courId } })).http).toBe(401);
    for (const [json, field] of [
      [{}, 'courseId'],
      [{ courseId: '' }, 'courseId'],
      [{ courseId: 42 }, 'courseId'],
      [{ courseId: 'a\u0000b' }, 'courseId'],
      [{ courseId: courId, positionS: 1 }, 'positionS'],
    ] as const) {
      const answer = await call(base(), '/v1/live/watch', { method: 'POST', token: tokens.student01, json });
      expect(answer.http, JSON.stringify(json)).toBe(400);
      expect(answer.body.message, JSON.stringify(json)).toContain(field);
    }
  });
});

describe('live views in GET /v1/myself/watchRecords', () => {
  it('lists live entries under type=live, none under type=vod, and merges both by time', async () => {
    expect((await beat(courId)).http).toBe(200);
    const live = await listed('type=live');
    expect(live.total).toBe(1);
    const [entry] = live.records;
    const view = await viewOf('student01', courId);
    expect(entry).toMatchObject({
      id: view!.id,
      kind: 'live',
      isLive: true,
      onAir: true,
      courId,
      teclId,
      positionS: 0,
      watchedS: Math.floor(view!.watchedS),
      watchedAt: view!.lastSeenAt.toISOString(),
      date: localDayText(view!.lastSeenAt),
    });
    const [lesson] = await db().select({ courName: courseSessions.courName }).from(courseSessions).where(eq(courseSessions.id, courId));
    expect(entry!.title).toBe(lesson!.courName);

    const recorded = await listed('type=vod');
    expect(recorded.total).toBeGreaterThan(0);
    expect(recorded.records.every((r) => r.kind === 'vod' && !r.isLive && r.watchedS === null && r.vodId !== null)).toBe(true);

    // A recording watched after the live beat comes first, then the live lesson, then the rest.
    signedIn.server.clock.advance(5);
    const older = recorded.records.at(-1)!;
    const saved = await call(base(), '/v1/vod/addVodWatchRecord', {
      method: 'POST',
      token: tokens.student01,
      json: { vodId: older.vodId, positionS: 1, watchPercent: 0.1 },
    });
    expect(saved.http, saved.body.message).toBe(200);
    const all = await listed('');
    expect(all.total).toBe(recorded.total + 1);
    expect(all.records.slice(0, 2).map((r) => [r.kind, r.id])).toEqual([
      ['vod', older.id],
      ['live', entry!.id],
    ]);
    const times = all.records.map((r) => r.watchedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Paging walks the merged list without repeating or losing an entry.
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++)
      pages.push(...(await listed(`page.pageIndex=${page}&page.pageSize=3`)).records);
    expect(pages.map((r) => r.id)).toEqual(all.records.map((r) => r.id));
  });

  it('deletes one live entry and clears live entries with the rest; the lesson keeps its attendance', async () => {
    expect((await beat(courId)).http).toBe(200);
    const [entry] = (await listed('type=live')).records;
    expect((await remove(entry!.id, 'student03')).http).toBe(404);
    const removed = await remove(entry!.id);
    expect(removed.http).toBe(200);
    expect(removed.body.result).toEqual({ deleted: 1 });
    expect(await listed('type=live')).toMatchObject({ records: [], total: 0 });
    expect((await listed('')).records.some((r) => r.id === entry!.id)).toBe(false);
    expect((await remove(entry!.id)).http).toBe(404);
    // Still there for the lesson's attendance, hidden from the viewer.
    expect((await viewOf('student01', courId))!.hiddenAt).not.toBeNull();

    // Watching again brings it back; clearing all removes it with the recordings' records.
    signedIn.server.clock.advance(5);
    expect((await beat(courId)).http).toBe(200);
    expect((await listed('type=live')).records.map((r) => r.id)).toEqual([entry!.id]);
    const total = (await listed('')).total;
    const cleared = await call(base(), '/v1/myself/watchRecords', { method: 'DELETE', token: tokens.student01 });
    expect(cleared.body.result).toEqual({ deleted: total });
    expect(await listed('')).toMatchObject({ records: [], total: 0 });
    expect(await listed('type=live')).toMatchObject({ records: [], total: 0 });
  });
});
