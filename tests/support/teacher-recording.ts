import { and, asc, eq } from 'drizzle-orm';
import { VOD_STATUS, courseSessions, subjects, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { DEMO_CLIPS, generateClip } from '../../server/media/demo-media';
import type { TestServer } from './test-server';

/**
 * A ready recording of one of teacher01's classes, made playable: the test server has no demo
 * video, so the clip behind its roads is generated here, `clipS` seconds long.
 */
export async function playableTeacherRecording(server: TestServer, clipS: number): Promise<{ vodId: string; teclId: string }> {
  const { db } = server.database;
  const [recording] = await db
    .select({ vodId: vods.id, teclId: vods.teclId, hlsPath: vodRoads.hlsPath })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  if (!recording) throw new Error('teacher01 has no ready recording');
  const spec = DEMO_CLIPS.find((clip) => clip.id === recording.hlsPath.split('/')[1])!;
  await generateClip(server.app.deps.media, { ...spec, durationS: clipS });
  return { vodId: recording.vodId, teclId: recording.teclId };
}

/**
 * The title a recording of this lesson gets when made (docs/uploads.md "One recording per
 * lesson"): the subject in English and Chinese and the week, as the seed titles its recordings,
 * "Advanced Mathematics 高等数学 — week 9". Written here again, not imported, so the tests hold the
 * server to it.
 */
export async function lessonRecordingTitle(server: TestServer, courId: string): Promise<string> {
  const [lesson] = await server.database.db
    .select({ en: subjects.subjNameEn, zh: subjects.subjName, weekNo: courseSessions.weekNo })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
    .where(eq(courseSessions.id, courId));
  if (!lesson) throw new Error(`no lesson ${courId}`);
  return `${lesson.en} ${lesson.zh} — week ${lesson.weekNo}`;
}
