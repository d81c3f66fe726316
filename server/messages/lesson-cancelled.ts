import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrolments } from '../db/schema';
import { sendMessage } from './send-message';

/**
 * A lesson was cancelled (DELETE /v1/admin/course-sessions/:courId, server/admin/cancel-lesson.ts):
 * its class's students are told which lesson no longer takes place (docs/personal-center.md
 * "Messages", topic `lesson-cancelled`). The lesson is gone by then, so the caller passes what it
 * was, and the message leads to the class.
 */
export type CancelledLesson = {
  tenantId: string;
  teclId: string;
  teclName: string;
  courName: string;
  begin: Date;
  end: Date;
  room: string;
};

const englishTime = (date: Date) =>
  date.toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export async function sendLessonCancelled(db: Db, lesson: CancelledLesson): Promise<number> {
  const students = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.teclId, lesson.teclId), eq(enrolments.tenantId, lesson.tenantId)));
  return sendMessage(db, {
    tenantId: lesson.tenantId,
    userIds: students.map((row) => row.id),
    kind: 'course',
    topic: 'lesson-cancelled',
    params: {
      teclName: lesson.teclName,
      lesson: lesson.courName,
      begin: lesson.begin.toISOString(),
      end: lesson.end.toISOString(),
      room: lesson.room,
    },
    title: `Lesson cancelled: ${lesson.teclName}`,
    content: `${lesson.courName} on ${englishTime(lesson.begin)}${lesson.room ? ` in ${lesson.room}` : ''} is cancelled.`,
    teclId: lesson.teclId,
  });
}
