import { eq, inArray } from 'drizzle-orm';
import type { Lesson } from '../../src/schemas/catalogue';
import type { Db } from '../db/client';
import { classrooms, courseSessions, subjects, teachingClasses, users } from '../db/schema';
import { courStatusAt } from './cour-status';

/**
 * Lessons as the live list, the home union and the search answer them (src/schemas/catalogue.ts).
 * Lists find the ids of their page first, joining only what their filters and order need, then
 * read the page's lessons here: the joins for display touch a page of rows, not every match.
 */
const lessonColumns = (now: Date) => ({
  courId: courseSessions.id,
  courName: courseSessions.courName,
  subjName: subjects.subjName,
  subjNameEn: subjects.subjNameEn,
  teclId: teachingClasses.id,
  teclName: teachingClasses.teclName,
  courseNo: teachingClasses.courseNo,
  teacName: users.name,
  clroName: classrooms.clroName,
  courBeginTime: courseSessions.courBeginTime,
  courEndTime: courseSessions.courEndTime,
  weekNo: courseSessions.weekNo,
  letiNumber: courseSessions.letiNumber,
  courStatus: courStatusAt(now),
  teclImgUrl: teachingClasses.teclImgUrl,
  courTransferFlag: courseSessions.courTransferFlag,
  isLive: courseSessions.isLive,
  hotScore: teachingClasses.hotScore,
});

/** The lessons of `ids`, in that order. */
export async function lessonsByIds(db: Db, ids: string[], now: Date): Promise<Lesson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(lessonColumns(now))
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(inArray(courseSessions.id, ids));
  const byId = new Map(rows.map((row): [string, Lesson] => [
    row.courId,
    { ...row, courBeginTime: row.courBeginTime.toISOString(), courEndTime: row.courEndTime.toISOString() },
  ]));
  return ids.map((id) => byId.get(id)!);
}
