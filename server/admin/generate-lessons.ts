import { and, eq, gte, lte } from 'drizzle-orm';
import { LESSON_MAX_MINUTES } from '../../src/constants';
import { GENERATED_LESSONS_MAX, type GeneratedLessons, type LessonPatternBody } from '../../src/schemas/admin-classes';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, teachingClasses } from '../db/schema';
import { ApiError, badBody } from '../errors';
import { LESSON_SLOTS } from '../schedule/lesson-slots';
import { assertClassroomOfTenant } from './class-references';
import { classToManage } from './class-to-manage';
import { patternDays } from './lesson-pattern';

/**
 * POST /v1/admin/classes/:teclId/sessions/generate (docs/admin.md "Generating a term's lessons"):
 * one lesson per day of a weekly pattern in the class's term, in the given slots and room. Days
 * outside the term, holidays, days whose lesson would have begun by now and times the class
 * already has a lesson at are skipped and reported. At most GENERATED_LESSONS_MAX days per call.
 * The class row is locked while its lessons are read and written, so two calls at once cannot
 * both make the same lesson.
 */

/** Minutes from slot `first`'s begin to the end of the `count`-th slot from it. */
function slotMinutes(first: number, count: number): number {
  const [beginHour, beginMinute] = LESSON_SLOTS[first - 1]!;
  const [, , endHour, endMinute] = LESSON_SLOTS[first + count - 2]!;
  return endHour * 60 + endMinute - (beginHour * 60 + beginMinute);
}

function assertPattern(body: LessonPatternBody, weekCount: number): void {
  if (body.weeks.to > weekCount) throw badBody('weeks.to', `the class's term has ${weekCount} weeks`, 'termWeeks', { weeks: weekCount });
  if (slotMinutes(body.slots.first, body.slots.count) > LESSON_MAX_MINUTES)
    throw badBody('slots.count', `a lesson lasts at most ${LESSON_MAX_MINUTES} minutes`, 'lessonTooLong', { minutes: LESSON_MAX_MINUTES });
  const days = (body.weeks.to - body.weeks.from + 1) * body.weekdays.length;
  if (days > GENERATED_LESSONS_MAX)
    throw badBody('weeks', `names ${days} days; at most ${GENERATED_LESSONS_MAX} per call (generate the term in parts)`, 'tooManyLessons', {
      days,
      max: GENERATED_LESSONS_MAX,
    });
}

export async function generateLessons(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  body: LessonPatternBody,
  now: Date,
): Promise<GeneratedLessons> {
  const tecl = await classToManage(db, claims, teclId);
  assertPattern(body, tecl.weekCount);
  const clroId = body.clroId ?? null;
  if (clroId !== null) await assertClassroomOfTenant(db, claims.tid, clroId);
  const courName = body.courName ?? `${tecl.subjName} ${tecl.subjNameEn}`;
  const days = patternDays({ beginDate: tecl.termBeginDate, endDate: tecl.termEndDate }, body, now);
  const wanted = days.filter((day) => day.skip === null);

  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: teachingClasses.id }).from(teachingClasses).where(eq(teachingClasses.id, teclId)).for('update');
    if (!locked) throw new ApiError('notFound', `no class ${teclId}`);
    const taken = new Set<number>();
    if (wanted.length > 0) {
      const existing = await tx
        .select({ begin: courseSessions.courBeginTime })
        .from(courseSessions)
        .where(
          and(
            eq(courseSessions.teclId, teclId),
            gte(courseSessions.courBeginTime, wanted[0]!.begin),
            lte(courseSessions.courBeginTime, wanted.at(-1)!.begin),
          ),
        );
      for (const row of existing) taken.add(row.begin.getTime());
    }
    const toMake = wanted.filter((day) => !taken.has(day.begin.getTime()));
    const made =
      toMake.length === 0
        ? []
        : await tx
            .insert(courseSessions)
            .values(
              toMake.map((day) => ({
                tenantId: claims.tid,
                teclId,
                clroId,
                courName,
                courBeginTime: day.begin,
                courEndTime: day.end,
                weekNo: day.weekNo,
                letiNumber: body.slots.first,
                isLive: body.isLive,
              })),
            )
            .returning({
              courId: courseSessions.id,
              courName: courseSessions.courName,
              begin: courseSessions.courBeginTime,
              end: courseSessions.courEndTime,
              weekNo: courseSessions.weekNo,
            });
    return {
      made: made
        .sort((a, b) => a.begin.getTime() - b.begin.getTime())
        .map((row) => ({
          courId: row.courId,
          courName: row.courName,
          courBeginTime: row.begin.toISOString(),
          courEndTime: row.end.toISOString(),
          weekNo: row.weekNo,
          letiNumber: body.slots.first,
        })),
      skipped: days
        .map((day) => ({ ...day, reason: day.skip ?? (taken.has(day.begin.getTime()) ? ('exists' as const) : null) }))
        .filter((day) => day.reason !== null)
        .map((day) => ({ date: day.date, courBeginTime: day.begin.toISOString(), weekNo: day.weekNo, reason: day.reason! })),
    };
  });
}
