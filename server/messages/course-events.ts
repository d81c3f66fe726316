import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classrooms, courseSessions, enrolments, messages, notes, teachingClasses, vods } from '../db/schema';
import { sendMessage } from './send-message';

/**
 * Course messages: what happens to a class its enrolled students are told about
 * (docs/personal-center.md "Messages"). Each is called after the change has committed; an id that
 * names nothing (a recording deleted meanwhile) sends nothing.
 */

async function enrolledStudents(db: Db, tenantId: string, teclId: string): Promise<string[]> {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.teclId, teclId), eq(enrolments.tenantId, tenantId)));
  return rows.map((r) => r.id);
}

/**
 * The students already told that this recording is ready. A lesson keeps one recording, and a new
 * video replaces its media in place (server/uploads/recording-rows.ts): the same recording, so a
 * student told once is not told again, while one enrolled since hears of it.
 */
async function toldRecordingReady(db: Db, vodId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: messages.userId })
    .from(messages)
    .where(and(eq(messages.vodId, vodId), eq(messages.topic, 'recording-ready')));
  return new Set(rows.map((r) => r.userId));
}

/**
 * A recording of a class became ready (an upload transcoded, a resource attached): its students
 * are told, each once per recording, however often its video is replaced.
 */
export async function sendRecordingReady(db: Db, vodId: string, at?: Date): Promise<number> {
  const [vod] = await db
    .select({
      tenantId: vods.tenantId,
      teclId: vods.teclId,
      courId: vods.courId,
      title: vods.title,
      teclName: teachingClasses.teclName,
      courName: courseSessions.courName,
    })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .leftJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .where(eq(vods.id, vodId));
  if (!vod) return 0;
  const lesson = vod.courName ?? vod.title;
  const told = await toldRecordingReady(db, vodId);
  return sendMessage(db, {
    tenantId: vod.tenantId,
    userIds: (await enrolledStudents(db, vod.tenantId, vod.teclId)).filter((id) => !told.has(id)),
    kind: 'course',
    topic: 'recording-ready',
    params: { teclName: vod.teclName, lesson, title: vod.title },
    title: `New recording: ${vod.teclName}`,
    content: `The recording of ${lesson} (${vod.title}) is ready to watch.`,
    teclId: vod.teclId,
    courId: vod.courId,
    vodId,
    at,
  });
}

export type LessonBefore = { courBeginTime: Date; courEndTime: Date; clroId: string | null };

const englishTime = (date: Date) =>
  date.toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * A lesson's time or room changed (PATCH /v1/admin/course-sessions/:courId,
 * server/admin/move-lesson.ts, calls it with the lesson as it was): its class's students get the
 * new time and room. Nothing is sent when neither changed.
 */
export async function sendLessonChanged(db: Db, courId: string, before: LessonBefore): Promise<number> {
  const [lesson] = await db
    .select({
      tenantId: courseSessions.tenantId,
      teclId: courseSessions.teclId,
      courName: courseSessions.courName,
      begin: courseSessions.courBeginTime,
      end: courseSessions.courEndTime,
      clroId: courseSessions.clroId,
      clroName: classrooms.clroName,
      teclName: teachingClasses.teclName,
    })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(eq(courseSessions.id, courId));
  if (!lesson) return 0;
  const moved = lesson.begin.getTime() !== before.courBeginTime.getTime() || lesson.end.getTime() !== before.courEndTime.getTime();
  if (!moved && lesson.clroId === before.clroId) return 0;
  const room = lesson.clroName ?? '';
  return sendMessage(db, {
    tenantId: lesson.tenantId,
    userIds: await enrolledStudents(db, lesson.tenantId, lesson.teclId),
    kind: 'course',
    topic: 'lesson-changed',
    params: {
      teclName: lesson.teclName,
      lesson: lesson.courName,
      begin: lesson.begin.toISOString(),
      end: lesson.end.toISOString(),
      room,
    },
    title: `Lesson changed: ${lesson.teclName}`,
    content: `${lesson.courName} is now on ${englishTime(lesson.begin)}${room ? ` in ${room}` : ''}.`,
    teclId: lesson.teclId,
    courId,
  });
}

/**
 * A teacher released a note to the class (docs/notes.md): its enrolled students are told and led
 * to the recording. Called by the note-status change (server/notes/note-status.ts).
 */
export async function sendNoteReleased(db: Db, noteId: string): Promise<number> {
  const [note] = await db
    .select({
      tenantId: notes.tenantId,
      title: notes.title,
      courId: notes.courId,
      vodId: notes.vodId,
      teclId: vods.teclId,
      teclName: teachingClasses.teclName,
    })
    .from(notes)
    .innerJoin(vods, eq(vods.id, notes.vodId))
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(eq(notes.id, noteId));
  if (!note) return 0;
  return sendMessage(db, {
    tenantId: note.tenantId,
    userIds: await enrolledStudents(db, note.tenantId, note.teclId),
    kind: 'course',
    topic: 'note-released',
    params: { teclName: note.teclName, note: note.title, noteId },
    title: `Note released: ${note.teclName}`,
    content: `Your teacher released the note "${note.title}" to the class.`,
    teclId: note.teclId,
    courId: note.courId,
    vodId: note.vodId,
  });
}
