import { eq, inArray } from 'drizzle-orm';
import type { Lesson } from '../../../src/schemas/catalogue';
import type { Db } from '../../../server/db/client';
import { classrooms, courseSessions, teachingClasses } from '../../../server/db/schema';
import { classCardColumns, withClassCard } from './class-card';
import { courStatusAt } from './cour-status';
import { hasAutomaticTranscript } from '../../../server/catalogue/transcript-badge';

/**
 * Lessons as the live list, the home union and the search answer them (src/schemas/catalogue.ts).
 * Lists find the ids of their page first, joining only what their filters and order need, then
 * read the page's lessons here: the joins for display touch a page of rows, not every match.
 */
const { teclId, teclName, subjName, subjNameEn, courseNo, teacName, teclImgUrl } = classCardColumns;
const lessonColumns = (now: Date) => ({
  courId: courseSessions.id,
  courName: courseSessions.courName,
  subjName,
  subjNameEn,
  teclId,
  teclName,
  courseNo,
  teacName,
  clroName: classrooms.clroName,
  courBeginTime: courseSessions.courBeginTime,
  courEndTime: courseSessions.courEndTime,
  weekNo: courseSessions.weekNo,
  letiNumber: courseSessions.letiNumber,
  courStatus: courStatusAt(now),
  teclImgUrl,
  courTransferFlag: hasAutomaticTranscript,
  isLive: courseSessions.isLive,
  hotScore: teachingClasses.hotScore,
});

/** The lessons of `ids`, in that order. */
export async function lessonsByIds(db: Db, ids: string[], now: Date): Promise<Lesson[]> {
  if (ids.length === 0) return [];
  const rows = await withClassCard(
    db.select(lessonColumns(now)).from(courseSessions).innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId)).$dynamic(),
  )
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(inArray(courseSessions.id, ids));
  const byId = new Map(
    rows.map((row): [string, Lesson] => [
      row.courId,
      { ...row, courBeginTime: row.courBeginTime.toISOString(), courEndTime: row.courEndTime.toISOString() },
    ]),
  );
  return ids.map((id) => byId.get(id)!);
}
