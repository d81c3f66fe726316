import { and, eq, sql } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import type { Db } from '../db/client';
import { inScope, type ClassScope } from '../access';
import { rowsOf } from '../db/sql-rows';
import { captureAlerts, users } from '../db/schema';
import { sendMessage } from '../messages/send-message';

/**
 * No signal, no surprise (docs/capture.md "No signal"): a broadcast lesson in a room with capture
 * roads whose classroom has sent nothing CAPTURE_NO_SIGNAL_ALERT_MS after its begin alerts the
 * tenant's administrators and the lesson's teacher, once (capture_alerts), with a message saying
 * which lesson and room. The data board counts such lessons while they are on (silentLessonsNow).
 * One definition of a silent lesson (`silentLessons`) serves both.
 */
export const CAPTURE_NO_SIGNAL_ALERT_MS = 2 * 60_000;
/** How often the ingest looks for silent lessons. */
export const NO_SIGNAL_CHECK_MS = 30_000;

/**
 * Broadcast lessons (`cs`, joined to their class `tc`) on now, in a captured room, begun at least
 * CAPTURE_NO_SIGNAL_ALERT_MS ago, whose classroom nothing has been received from.
 */
const silentLessons = (now: Date) => sql`cs.is_live
  and cs.begin_time <= ${new Date(now.getTime() - CAPTURE_NO_SIGNAL_ALERT_MS).toISOString()}::timestamptz
  and cs.end_time > ${now.toISOString()}::timestamptz
  and exists (select 1 from capture_roads r where r.clro_id = cs.clro_id)
  and not exists (select 1 from lesson_captures c where c.cour_id = cs.id)`;

/** The data board's tile: broadcast lessons of the scope on now whose classroom sends nothing. */
export async function silentLessonsNow(db: Db, scope: ClassScope, now: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from course_sessions cs join teaching_classes tc on tc.id = cs.tecl_id
      where ${inScope(scope)} and ${silentLessons(now)}`,
  );
  return row?.n ?? 0;
}

type SilentLesson = {
  courId: string;
  tenantId: string;
  teclId: string;
  lesson: string;
  begin: Date;
  teclName: string;
  teacherId: string;
  room: string;
};

export async function alertSilentLessons(db: Db, now: Date): Promise<number> {
  const silent = await rowsOf<SilentLesson>(
    db,
    sql`select cs.id as "courId", cs.tenant_id as "tenantId", cs.tecl_id as "teclId", cs.name as lesson,
        cs.begin_time as begin, tc.name as "teclName", tc.teacher_id as "teacherId", cr.name as room
      from course_sessions cs
      join teaching_classes tc on tc.id = cs.tecl_id
      join classrooms cr on cr.id = cs.clro_id
      where ${silentLessons(now)} and not exists (select 1 from capture_alerts a where a.cour_id = cs.id)`,
  );
  let sent = 0;
  for (const lesson of silent) {
    // Once, whichever ingest process finds it first.
    const [claimed] = await db
      .insert(captureAlerts)
      .values({ courId: lesson.courId, tenantId: lesson.tenantId, alertedAt: now })
      .onConflictDoNothing()
      .returning({ courId: captureAlerts.courId });
    if (!claimed) continue;
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, lesson.tenantId), eq(users.role, ROLE.administrator)));
    const begin = new Date(lesson.begin).toISOString();
    sent += await sendMessage(db, {
      tenantId: lesson.tenantId,
      userIds: [...admins.map((admin) => admin.id), lesson.teacherId],
      kind: 'system',
      topic: 'capture-no-signal',
      params: { teclName: lesson.teclName, lesson: lesson.lesson, room: lesson.room, begin },
      title: `No signal: ${lesson.teclName}`,
      content: `${lesson.lesson} began at ${begin} in ${lesson.room}, and its classroom is sending nothing.`,
      teclId: lesson.teclId,
      courId: lesson.courId,
      at: now,
    });
  }
  return sent;
}
