import { and, eq, like, notExists, notLike } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { captureRoads, courseSessions, enrolments, teachingClasses, users, vods, type RoadType } from '../../server/db/schema';
import { roadsOnAir } from '../../server/capture/capture-feed';
import type { TestServer } from './test-server';
import { until } from './until';

/**
 * A demo lesson live now (ids `cour-1-live-N`, kept live by the seed) of a class student01
 * attends, and taught by `teacher` when one is named.
 */
export async function demoLiveLesson(db: Db, teacher?: string): Promise<{ courId: string; teclId: string }> {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const [row] = await db
    .select({ courId: courseSessions.id, teclId: courseSessions.teclId })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(enrolments, eq(enrolments.teclId, courseSessions.teclId))
    .where(
      and(
        like(courseSessions.id, 'cour-1-live-%'),
        eq(courseSessions.isLive, true),
        eq(enrolments.studentId, student!.id),
        teacher === undefined ? undefined : eq(users.username, teacher),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no live demo lesson of student01${teacher === undefined ? '' : ` taught by ${teacher}`}`);
  return row;
}

const DAY_MS = 86_400_000;
const LESSON_MS = 90 * 60_000;

/**
 * A lesson of tenant 1 that has not started: one of the timetable (not a live-now one) without a
 * recording, planned for this time tomorrow. The timetable alone has none once the seeded term is over (the date
 * runs reach that), and tomorrow keeps it clear of today's lists.
 */
export async function lessonTomorrow(db: Db, now: Date, options: { live?: boolean } = {}) {
  const [row] = await db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(
      and(
        eq(courseSessions.tenantId, '1'),
        notLike(courseSessions.id, 'cour-%-live-%'),
        options.live === undefined ? undefined : eq(courseSessions.isLive, options.live),
        notExists(db.select().from(vods).where(eq(vods.courId, courseSessions.id))),
      ),
    )
    .limit(1);
  if (!row) throw new Error('no lesson without a recording to plan for tomorrow');
  const begin = new Date(now.getTime() + DAY_MS);
  const [moved] = await db
    .update(courseSessions)
    .set({ courBeginTime: begin, courEndTime: new Date(begin.getTime() + LESSON_MS) })
    .where(eq(courseSessions.id, row.id))
    .returning();
  return moved!;
}

/** The live-now lesson of student01 and teacher01 (seed: the first, in the studio sending all three roads). */
export const SHARED_LIVE_LESSON = 'cour-1-live-1';

/**
 * Waits until the classroom of `courId` sends every road it has (its encoder connects and the
 * first segments are written: a few seconds after the server starts), as a viewer's page would
 * find it on air. Polls the ingest's output, since encoders run on real time.
 */
export async function untilOnAir(server: TestServer, courId: string, ms = 30_000): Promise<RoadType[]> {
  const { db, media } = server.app.deps;
  const [lesson] = await db.select({ clroId: courseSessions.clroId }).from(courseSessions).where(eq(courseSessions.id, courId));
  const roads = await db.select({ roadType: captureRoads.roadType }).from(captureRoads).where(eq(captureRoads.clroId, lesson!.clroId!));
  const types = roads.map((road) => road.roadType).sort();
  await until(async () => ((await roadsOnAir(media, courId, types)).size === types.length ? true : null), ms, `${courId} on air`);
  return types;
}
