import { and, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, subjects, TECL_VISIBILITY, teachingClasses, users } from '../../server/db/schema';
import { landingSummarySchema } from '../../src/schemas/landing';
import { call } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * /kiaf/homepage's figures before sign-in (GET /v1/public/landing): lessons on air now of classes
 * open to the whole campus, some of their subjects, this week's recordings; per tenant; nothing
 * personal, nothing of classes kept to their own students.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const landing = async (tenant = '1') => {
  const answer = await call(server.url, '/v1/public/landing', { headers: { tenantid: tenant } });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return landingSummarySchema.parse(answer.body.result);
};

/** The campus-open lessons on air at the server's clock, counted straight from the tables. */
async function onAirByHand(tenant: string) {
  const now = server.clock.now;
  return server.database.db
    .select({ id: courseSessions.id, teclId: courseSessions.teclId, subject: subjects.subjNameEn, visibility: teachingClasses.visibility })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
    .where(
      and(
        eq(courseSessions.tenantId, tenant),
        eq(courseSessions.isLive, true),
        lte(courseSessions.courBeginTime, now),
        gt(courseSessions.courEndTime, now),
      ),
    );
}

describe('GET /v1/public/landing', () => {
  it('counts the campus-open lessons on air now and names their subjects, without a session', async () => {
    const byHand = (await onAirByHand('1')).filter((row) => row.visibility === TECL_VISIBILITY.campus);
    expect(byHand.length).toBeGreaterThan(0);
    const summary = await landing('1');
    expect(summary.liveNow).toBe(byHand.length);
    const subjectsOnAir = [...new Set(byHand.map((row) => row.subject))];
    const named = summary.liveSubjects.map((s) => s.nameEn);
    expect(named.length).toBe(Math.min(6, subjectsOnAir.length));
    expect(subjectsOnAir).toEqual(expect.arrayContaining(named));
    expect(summary.recordingsThisWeek).toBeGreaterThanOrEqual(0);
  });

  it('leaves out a class kept to its own students', async () => {
    const [lesson] = (await onAirByHand('1')).filter((row) => row.visibility === TECL_VISIBILITY.campus);
    const before = await landing('1');
    await server.database.db
      .update(teachingClasses)
      .set({ visibility: TECL_VISIBILITY.enrolled })
      .where(eq(teachingClasses.id, lesson!.teclId));
    try {
      const after = await landing('1');
      const stillOpen = (await onAirByHand('1')).filter((row) => row.visibility === TECL_VISIBILITY.campus);
      expect(after.liveNow).toBe(stillOpen.length);
      expect(after.liveNow).toBeLessThan(before.liveNow);
    } finally {
      await server.database.db
        .update(teachingClasses)
        .set({ visibility: TECL_VISIBILITY.campus })
        .where(eq(teachingClasses.id, lesson!.teclId));
    }
  });

  it('answers each school for itself and says nothing about people', async () => {
    const other = await landing('2');
    const byHand = (await onAirByHand('2')).filter((row) => row.visibility === TECL_VISIBILITY.campus);
    expect(other.liveNow).toBe(byHand.length);
    const names = (await server.database.db.select({ name: users.name }).from(users)).map((row) => row.name);
    const text = JSON.stringify([await landing('1'), other]);
    for (const name of names) expect(text).not.toContain(name);
  });
});
