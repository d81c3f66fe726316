import { and, eq } from 'drizzle-orm';
import type { ManagedLesson } from '../../src/schemas/admin';
import type { Db } from '../db/client';
import { classrooms, courseSessions, teachingClasses } from '../db/schema';
import { withClassCard } from '../catalogue/class-card';
import { timetableColumns } from '../schedule/curriculum';

/**
 * One lesson as the timetable shows it (server/schedule/curriculum.ts, same columns), for the
 * answer of a change: what every enrolled student's timetable now says.
 */
export async function managedLesson(db: Db, tenantId: string, courId: string, now: Date): Promise<ManagedLesson | null> {
  const [row] = await withClassCard(
    db
      .select(timetableColumns(now))
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .$dynamic(),
  )
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, tenantId)));
  if (!row) return null;
  return { ...row, courBeginTime: row.courBeginTime.toISOString(), courEndTime: row.courEndTime.toISOString() };
}
