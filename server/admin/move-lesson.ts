import { and, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import { LESSON_MAX_MINUTES } from '../../src/constants';
import type { LessonMoveBody, ManagedLesson } from '../../src/schemas/admin';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions } from '../db/schema';
import { ApiError, badBody, refused } from '../errors';
import { sendLessonChanged } from '../messages/course-events';
import { lessonToManage, type ManagedLessonRow } from './lesson-to-manage';
import { assertClassroomOfTenant } from './class-references';
import { slotBeginningAt, termWeekOf, withinTerm } from './lesson-calendar';
import { managedLesson } from './managed-lesson';

/**
 * PATCH /v1/admin/course-sessions/:courId (docs/admin.md "Lessons"): a lesson's time, room or
 * both change. Its time changes only while it lies ahead, and only to another time ahead within
 * its class's term: a lesson that has begun may be live or recording, and its recording belongs
 * to the time it was given. Its room may change at any time. The change is one UPDATE, guarded by
 * the values it was checked against (a concurrent change makes it a 409, never a lost update);
 * once it has committed, the class's students are told (sendLessonChanged, nothing when nothing
 * changed). No server cache holds lesson times: every list reads them from the table.
 */

type Target = { begin: Date; end: Date; clroId: string | null };

/** The rules of a new time; `before` is the lesson as it is. */
function assertMovable(before: ManagedLessonRow, target: Target, now: Date): void {
  if (target.end.getTime() <= target.begin.getTime())
    throw badBody('courEndTime', 'must be after courBeginTime', 'lessonEndsBeforeBegin', {});
  if (target.end.getTime() - target.begin.getTime() > LESSON_MAX_MINUTES * 60_000)
    throw badBody('courEndTime', `a lesson lasts at most ${LESSON_MAX_MINUTES} minutes`, 'lessonTooLong', { minutes: LESSON_MAX_MINUTES });
  if (before.courBeginTime.getTime() <= now.getTime())
    throw refused(
      'conflict',
      'lessonBegun',
      {},
      `this lesson began at ${before.courBeginTime.toISOString()}: a lesson that has begun keeps its time (its room may still change)`,
    );
  if (target.begin.getTime() <= now.getTime()) throw badBody('courBeginTime', 'must be in the future', 'lessonNotInFuture', {});
  if (!withinTerm({ beginDate: before.termBeginDate, endDate: before.termEndDate }, target.begin))
    throw badBody(
      'courBeginTime',
      `must fall within the class's term, ${before.termBeginDate} to ${before.termEndDate}`,
      'lessonOutsideTerm',
      {
        from: before.termBeginDate,
        to: before.termEndDate,
      },
    );
}

/** Timestamps compared at the millisecond the server read them with (a row written with microseconds still matches). */
const sameInstant = (column: Column, value: Date): SQL => sql`date_trunc('milliseconds', ${column}) = ${value.toISOString()}::timestamptz`;

export async function moveLesson(db: Db, claims: AccessClaims, courId: string, body: LessonMoveBody, now: Date): Promise<ManagedLesson> {
  const before = await lessonToManage(db, claims, courId);
  const target: Target = {
    begin: body.courBeginTime === undefined ? before.courBeginTime : new Date(body.courBeginTime),
    end: body.courEndTime === undefined ? before.courEndTime : new Date(body.courEndTime),
    clroId: body.clroId === undefined ? before.clroId : body.clroId,
  };
  const moved = target.begin.getTime() !== before.courBeginTime.getTime() || target.end.getTime() !== before.courEndTime.getTime();
  const roomChanged = target.clroId !== before.clroId;
  if (moved) assertMovable(before, target, now);
  if (roomChanged && target.clroId !== null) await assertClassroomOfTenant(db, claims.tid, target.clroId);

  if (moved || roomChanged) {
    const changed = await db
      .update(courseSessions)
      .set({
        clroId: target.clroId,
        ...(moved && {
          courBeginTime: target.begin,
          courEndTime: target.end,
          weekNo: termWeekOf(before.termBeginDate, target.begin),
          letiNumber: slotBeginningAt(target.begin),
        }),
      })
      .where(
        and(
          eq(courseSessions.id, courId),
          eq(courseSessions.tenantId, claims.tid),
          sameInstant(courseSessions.courBeginTime, before.courBeginTime),
          sameInstant(courseSessions.courEndTime, before.courEndTime),
          before.clroId === null ? isNull(courseSessions.clroId) : eq(courseSessions.clroId, before.clroId),
        ),
      )
      .returning({ id: courseSessions.id });
    if (changed.length === 0) throw refused('conflict', 'lessonChanged', {}, 'this lesson was changed meanwhile: reload it and try again');
    // The students hear of it (docs/personal-center.md "Messages"); a failed send leaves the change made.
    await sendLessonChanged(db, courId, {
      courBeginTime: before.courBeginTime,
      courEndTime: before.courEndTime,
      clroId: before.clroId,
    }).catch(() => 0);
  }
  const lesson = await managedLesson(db, claims.tid, courId, now);
  if (!lesson) throw new ApiError('notFound', `no lesson ${courId}`);
  return lesson;
}
