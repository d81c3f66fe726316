import { and, eq, ne, notExists } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { TECL_VISIBILITY, VOD_STATUS, enrolments, teachingClasses, vods } from '../../server/db/schema';
import { demoUserId } from './demo-users';

/**
 * A seeded ready recording of tenant 1 that the demo student may not watch: its class is open to
 * its own students only (every fifth seeded class), and they are not among them. The player
 * answers 403 for it (docs/course-visibility.md).
 */
export async function closedDemoRecording(db: Db, username = 'student01'): Promise<{ vodId: string; teclId: string }> {
  const student = await demoUserId(db, username);
  const [closed] = await db
    .select({ vodId: vods.id, teclId: vods.teclId })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(
      and(
        eq(vods.tenantId, '1'),
        eq(vods.status, VOD_STATUS.ready),
        eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
        ne(teachingClasses.teacherId, student),
        notExists(
          db
            .select()
            .from(enrolments)
            .where(and(eq(enrolments.teclId, vods.teclId), eq(enrolments.studentId, student))),
        ),
      ),
    )
    .limit(1);
  if (!closed) throw new Error(`no seeded recording closed to ${username}`);
  return closed;
}
