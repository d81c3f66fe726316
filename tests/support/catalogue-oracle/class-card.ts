import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { subjects, teachingClasses, users } from '../../../server/db/schema';

/**
 * A teaching class as every card, list, search, history, detail and player names it: with its
 * subject and its teacher. The one place that joins them; `query` must already read
 * `teaching_classes` (from it, or joined to it) and be dynamic (`.$dynamic()`). Both keys are
 * required foreign keys, so the inner joins never drop a class.
 */
export const withClassCard = <T extends PgSelect>(query: T) =>
  query.innerJoin(subjects, eq(subjects.id, teachingClasses.subjId)).innerJoin(users, eq(users.id, teachingClasses.teacherId));

/** The card's own columns, as the wire names them (src/schemas/catalogue.ts). */
export const classCardColumns = {
  teclId: teachingClasses.id,
  teclName: teachingClasses.teclName,
  subjName: subjects.subjName,
  subjNameEn: subjects.subjNameEn,
  courseNo: teachingClasses.courseNo,
  teacName: users.name,
  teclImgUrl: teachingClasses.teclImgUrl,
};
