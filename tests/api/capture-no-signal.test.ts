import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSilentLessons } from '../../server/capture/no-signal';
import { captureAlerts, courseSessions, lessonCaptures, messages, teachingClasses, users } from '../../server/db/schema';
import { ROLE } from '../../src/constants';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * No signal, no surprise (docs/capture.md "No signal"): a broadcast lesson on now in a captured
 * room whose classroom has sent nothing two minutes after its begin alerts the tenant's
 * administrators and its teacher, once; a lesson whose classroom sends, and one just begun, do not.
 */
let server: TestServer;
const db = () => server.database.db;
const SENDING = 'cour-1-live-1';
const SILENT = 'cour-1-live-2';

const alertsOf = (courId: string) =>
  db()
    .select({ userId: messages.userId, params: messages.params })
    .from(messages)
    .where(and(eq(messages.courId, courId), eq(messages.topic, 'capture-no-signal')));

beforeAll(async () => {
  server = await startTestServer();
  // The first studio's classroom sends (as its encoder would have made it known).
  await db().insert(lessonCaptures).values({ courId: SENDING, tenantId: '1', firstFeedAt: server.clock.now, lastFeedAt: server.clock.now });
});
afterAll(async () => server?.close());

describe('a broadcast lesson whose classroom sends nothing', () => {
  it('alerts the school administrators and its teacher once, naming the lesson and the room', async () => {
    expect(await alertSilentLessons(db(), server.clock.now)).toBeGreaterThan(0);
    const told = await alertsOf(SILENT);
    const [lesson] = await db()
      .select({ teacherId: teachingClasses.teacherId })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(eq(courseSessions.id, SILENT));
    const admins = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, '1'), eq(users.role, ROLE.administrator)));
    expect(admins.length).toBeGreaterThan(0);
    expect(new Set(told.map((m) => m.userId))).toEqual(new Set([...admins.map((a) => a.id), lesson!.teacherId]));
    expect(told[0]!.params).toMatchObject({ room: '录播室 Studio 2' });
    // Asked again (the next check, another ingest process): nobody is told twice.
    await alertSilentLessons(db(), server.clock.now);
    expect(await alertsOf(SILENT)).toHaveLength(told.length);
  });

  it('says nothing of a lesson whose classroom sends, and tells each tenant of its own lessons only', async () => {
    expect(await alertsOf(SENDING)).toEqual([]);
    const alerts = await db()
      .select({ tenantId: messages.tenantId, userTenant: users.tenantId })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(eq(messages.topic, 'capture-no-signal'));
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) expect(alert.userTenant).toBe(alert.tenantId);
  });

  it('waits two minutes after the begin before alerting', async () => {
    const [lesson] = await db()
      .select({ begin: courseSessions.courBeginTime })
      .from(courseSessions)
      .where(eq(courseSessions.id, 'cour-1-live-3'));
    await db().delete(messages).where(eq(messages.courId, 'cour-1-live-3'));
    // Seen from one minute after the begin: too early.
    const early = new Date(lesson!.begin.getTime() + 60_000);
    await db().delete(captureAlerts).where(eq(captureAlerts.courId, 'cour-1-live-3'));
    await alertSilentLessons(db(), early);
    expect(await alertsOf('cour-1-live-3')).toEqual([]);
    await alertSilentLessons(db(), new Date(lesson!.begin.getTime() + 121_000));
    expect((await alertsOf('cour-1-live-3')).length).toBeGreaterThan(0);
  });
});
