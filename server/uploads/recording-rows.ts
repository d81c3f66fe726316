import { and, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  ROAD_TYPE,
  type RoadType,
  VOD_STATUS,
  courseSessions,
  personalResourceAttachments,
  personalResources,
  subjects,
  teachingClasses,
  vodRoads,
  vods,
} from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { POSTER_FILE } from '../media/transcode';
import { refused } from '../errors';
import type { MediaKey, MediaStore } from '../storage';

/**
 * A lesson's recording made from one HLS folder (docs/uploads.md "One recording per lesson"): a
 * ready vod with one main teacher-camera road, as the seeded recordings have, so the class's
 * viewers watch it like them. Used by the transcode job (target `recording`) and by attaching a
 * personal resource.
 *
 * A lesson keeps one recording. When it has one, the new video replaces that recording's media in
 * place: the same vod, so its title (a rename included), visibility, favourites, notes, shares,
 * viewing records and the reports' figures stay with the lesson, and the class page, the
 * timetable, the player and the history all open the one recording. The replaced video's folder
 * is deleted once the new one is recorded (`dropReplacedMedia`), when it is one an upload or an
 * attachment made (`uploads/<id>`, `recordings/<id>`) and nothing else plays from it; the seed's
 * demo clips (`demo/…`), which serve several recordings, are never deleted.
 */
export type NewRecording = {
  tenantId: string;
  teclId: string;
  courId: string | null;
  durationS: number;
  /** The folder under the media root holding master.m3u8 (or the roads' folders) and poster.jpg. */
  mediaPath: string;
  /** The recording's roads; by default one teacher camera, `<mediaPath>/master.m3u8`. */
  roads?: { roadType: RoadType; name: string; hlsPath: string }[];
  /** Its seek-bar thumbnail track, when it has one. */
  thumbnailsPath?: string;
  /** A new recording waits hidden for its teacher (docs/capture.md "Recordings"); a replaced one keeps its visibility. */
  hidden?: boolean;
};

/**
 * How a lesson's recording is titled when made: the subject in English and Chinese and the week of
 * the term, "Advanced Mathematics 高等数学 — week 9", as the demo seed titles its recordings. A
 * name given twice (a subject with one name) is written once. Its manager may rename it
 * (PUT /v1/admin/recordings/:vodId/title).
 */
export function lessonRecordingTitle(subject: { en: string; zh: string }, weekNo: number | null): string {
  const names = [...new Set([subject.en.trim(), subject.zh.trim()].filter(Boolean))].join(' ');
  return weekNo === null ? names : `${names} — week ${weekNo}`;
}

/**
 * A lesson's recording is sent (uploaded or attached) once the lesson is over: before, the lesson
 * may still be on air, and what is sent would not be its recording. A 409 whose reason the page
 * words (src/schemas/refusals.ts); the class page offers the upload on ended lessons only.
 */
export function refuseUnendedLesson(courId: string, endsAt: Date, now: Date): void {
  if (endsAt.getTime() > now.getTime())
    throw refused(
      'conflict',
      'recordingLessonNotEnded',
      {},
      `courId: lesson ${courId} ends at ${endsAt.toISOString()}; its recording can be sent once it is over`,
    );
}

type LessonFacts = { title: string; endsAt: Date | null };

/** The title the recording gets and the time it is dated by: the lesson's end, as the seed dates its recordings. */
async function lessonFacts(db: Db, recording: NewRecording): Promise<LessonFacts> {
  const [tecl] = await db
    .select({ en: subjects.subjNameEn, zh: subjects.subjName })
    .from(teachingClasses)
    .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
    .where(eq(teachingClasses.id, recording.teclId));
  if (!tecl) throw new Error(`recording of teaching class ${recording.teclId}, which does not exist`);
  if (recording.courId === null) return { title: lessonRecordingTitle(tecl, null), endsAt: null };
  // Locked until the caller's transaction ends: two recordings of one lesson finishing at once
  // take turns, so the second finds the first and replaces it instead of adding a second.
  const [lesson] = await db
    .select({ weekNo: courseSessions.weekNo, endsAt: courseSessions.courEndTime })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, recording.courId), eq(courseSessions.teclId, recording.teclId)))
    .for('update');
  if (!lesson) throw new Error(`recording of lesson ${recording.courId}, which is not one of teaching class ${recording.teclId}`);
  return { title: lessonRecordingTitle(tecl, lesson.weekNo), endsAt: lesson.endsAt };
}

/** The lesson's recording (recordLesson), and the folders of the video it replaced: for dropReplacedMedia once committed. */
export type PlacedRecording = { vodId: string; replaced: MediaKey[] };

/**
 * The folder a road's playlist is in, when an upload, an attachment or lecture capture made it:
 * `uploads/<id>`, `recordings/<id>`, `captures/<lesson>/<attempt>`.
 */
const OWN_FOLDER = /^((?:uploads|recordings)\/[^/]+|captures\/[^/]+\/[^/]+)\//;

/**
 * The lesson's recording now: made, or its media replaced (run it inside the caller's
 * transaction); answers the vod's id. A recording outside the timetable (no lesson) is always new.
 */
export async function recordLesson(db: Db, recording: NewRecording): Promise<string> {
  return (await placeLessonRecording(db, recording)).vodId;
}

/** recordLesson, also naming the replaced video's folders, to delete once the transaction is committed. */
export async function placeLessonRecording(db: Db, recording: NewRecording): Promise<PlacedRecording> {
  const facts = await lessonFacts(db, recording);
  const media = {
    durationS: Math.round(recording.durationS),
    posterUrl: `/media/${recording.mediaPath}/${POSTER_FILE}`,
    thumbnailsPath: recording.thumbnailsPath ?? null,
    status: VOD_STATUS.ready,
  };
  // The lesson's recording as every page resolves it (catalogue/recording-visibility.ts
  // `lessonRecordingOf`): the newest, should a lesson still hold two from before replacing.
  const [current] =
    recording.courId === null
      ? []
      : await db
          .select({ id: vods.id })
          .from(vods)
          .where(and(eq(vods.courId, recording.courId), eq(vods.tenantId, recording.tenantId)))
          .orderBy(desc(vods.createdAt), desc(vods.id))
          .limit(1);
  let vodId: string;
  let replaced: MediaKey[] = [];
  if (current) {
    vodId = current.id;
    await db.update(vods).set(media).where(eq(vods.id, vodId));
    const roads = await db.delete(vodRoads).where(eq(vodRoads.vodId, vodId)).returning({ hlsPath: vodRoads.hlsPath });
    const folders = roads.map((road) => OWN_FOLDER.exec(road.hlsPath)?.[1]).filter((folder) => folder !== undefined);
    replaced = [...new Set(folders)].filter((folder) => folder !== recording.mediaPath);
    // No longer made from the personal resource it was attached from (its "attached" list says so).
    await db.delete(personalResourceAttachments).where(eq(personalResourceAttachments.vodId, vodId));
  } else {
    const [vod] = await db
      .insert(vods)
      .values({
        tenantId: recording.tenantId,
        courId: recording.courId,
        teclId: recording.teclId,
        title: facts.title,
        hidden: recording.hidden ?? false,
        ...media,
        ...(facts.endsAt && { createdAt: facts.endsAt }),
      })
      .returning({ id: vods.id });
    vodId = vod!.id;
  }
  const roads = recording.roads ?? [
    { roadType: ROAD_TYPE.teacherCamera, name: 'Teacher camera', hlsPath: `${recording.mediaPath}/${MASTER_PLAYLIST}` },
  ];
  await db.insert(vodRoads).values(roads.map((road, i) => ({ tenantId: recording.tenantId, vodId, ...road, isMain: i === 0 })));
  return { vodId, replaced };
}

/**
 * Deletes the replaced video's folders (placeLessonRecording) that nothing plays from any more: no
 * recording's road and no personal resource names a file in them. Run after the new recording is
 * committed, so a failure here leaves the lesson's new video in place and only files behind.
 */
export async function dropReplacedMedia(db: Db, store: MediaStore, folders: readonly MediaKey[]): Promise<void> {
  for (const folder of folders) {
    const inside = `${folder}/%`;
    const [road] = await db.select({ id: vodRoads.id }).from(vodRoads).where(like(vodRoads.hlsPath, inside)).limit(1);
    const [resource] = await db
      .select({ id: personalResources.id })
      .from(personalResources)
      .where(or(like(personalResources.hlsPath, inside), like(personalResources.posterPath, inside)))
      .limit(1);
    if (!road && !resource) await store.deletePrefix(folder);
  }
}
