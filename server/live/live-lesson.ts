import { and, asc, desc, eq } from 'drizzle-orm';
import type { LiveInfo, LiveLessonView, LiveRoad } from '../../src/schemas/live';
import type { AccessClaims } from '../auth/token-signer';
import { courStatusAt } from '../catalogue/cour-status';
import type { Db } from '../db/client';
import { withClassCard } from '../catalogue/class-card';
import { COUR_STATUS, captureRoads, classrooms, courseSessions, teachingClasses, users, vods, type RoadType } from '../db/schema';
import { assertClassViewable, readySeenBy, teachesClass } from '../access';
import { ROAD_NAMES } from '../capture/road-names';
import { ApiError } from '../errors';
import { CAPABILITY_MARK } from '../playback/stream-capability';

/**
 * A lesson as stored, before anyone's right to see it is checked; `roadTypes` are the capture
 * roads of its classroom (docs/capture.md), the roads it can be watched on.
 */
export type LessonRecord = Omit<LiveLessonView, 'roads'> & { teclId: string; teacherId: string; roadTypes: RoadType[] };

/** A lesson as the live player sees it (GET /v1/live/playInfo without its roads). */
export type LiveLesson = Omit<LiveInfo, 'roads'> & { roadTypes: RoadType[] };

export const LIVE_STREAM_PREFIX = '/v1/live/stream';

/** A road's live playlist inside a lesson's stream: `road-<type>/live.m3u8` (server/capture/live-window.ts). */
export const LIVE_PLAYLIST = 'live.m3u8';
export const livePlaylistPath = (roadType: RoadType) => `road-${roadType}/${LIVE_PLAYLIST}`;

/** A road's live playlist under the lesson's capability (live-capability.ts), on the media origin when `base` names one. */
export const livePlaylistUrl = (courId: string, capability: string, roadType: RoadType, base = '') =>
  `${base}${LIVE_STREAM_PREFIX}/${encodeURIComponent(courId)}/${CAPABILITY_MARK}${capability}/${livePlaylistPath(roadType)}`;

/**
 * The lesson `courId` of `tenantId`, whoever asks: the session's right to watch the class
 * (liveLesson below) or a live share link (server/sharing/shared-live.ts) is the caller's check.
 */
export async function findLesson(db: Db, tenantId: string, courId: string, now: Date): Promise<LessonRecord> {
  const lessons = db
    .select({
      courId: courseSessions.id,
      courName: courseSessions.courName,
      teclId: courseSessions.teclId,
      teclName: teachingClasses.teclName,
      teacName: users.name,
      teacherId: teachingClasses.teacherId,
      clroName: classrooms.clroName,
      begin: courseSessions.courBeginTime,
      end: courseSessions.courEndTime,
      courStatus: courStatusAt(now),
      isLive: courseSessions.isLive,
      clroId: courseSessions.clroId,
    })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .$dynamic();
  const [row] = await withClassCard(lessons)
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, tenantId)));
  if (!row) throw new ApiError('notFound', `no lesson ${courId}`);
  const { begin, end, clroId, ...lesson } = row;
  const roads =
    clroId === null
      ? []
      : await db
          .select({ roadType: captureRoads.roadType })
          .from(captureRoads)
          .where(eq(captureRoads.clroId, clroId))
          .orderBy(asc(captureRoads.roadType));
  return { ...lesson, courBeginTime: begin.toISOString(), courEndTime: end.toISOString(), roadTypes: roads.map((road) => road.roadType) };
}

/**
 * A lesson for a signed-in caller. Another tenant's lesson does not exist for them; one of a
 * class they may not watch is refused (server/access/lesson-access.ts). Its teacher may share it.
 */
export async function liveLesson(db: Db, claims: AccessClaims, courId: string, now: Date): Promise<LiveLesson> {
  const { teacherId, ...lesson } = await findLesson(db, claims.tid, courId, now);
  await assertClassViewable(db, claims, lesson.teclId);
  const [vod] = await db
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.courId, courId), readySeenBy(claims)))
    .orderBy(desc(vods.createdAt))
    .limit(1);
  return { ...lesson, vodId: vod?.id ?? null, canShare: teachesClass(claims, teacherId) };
}

type AirState = Pick<LessonRecord, 'isLive' | 'courStatus' | 'roadTypes'>;

/**
 * The roads, only while the lesson is broadcast and on: each capture road of its classroom, the
 * teacher camera first, `onAir` when the classroom is sending it now (`onAir`, from
 * capture/capture-feed.ts); `playlistUrl` addresses a road's live playlist.
 */
export function liveRoads(lesson: AirState, onAir: ReadonlySet<RoadType>, playlistUrl: (roadType: RoadType) => string): LiveRoad[] {
  if (!lesson.isLive || lesson.courStatus !== COUR_STATUS.live) return [];
  return lesson.roadTypes.map((roadType, i) => ({
    roadType,
    name: ROAD_NAMES[roadType],
    isMain: i === 0,
    onAir: onAir.has(roadType),
    playlistUrl: playlistUrl(roadType),
  }));
}

/** The play information; `playlistUrl` addresses a road's live playlist (under a capability: http/live/live.ts). */
export function liveInfo(
  { roadTypes, ...lesson }: LiveLesson,
  onAir: ReadonlySet<RoadType>,
  playlistUrl: (roadType: RoadType) => string,
): LiveInfo {
  return { ...lesson, roads: liveRoads({ ...lesson, roadTypes }, onAir, playlistUrl) };
}

/** Throws unless the lesson's feed may be streamed now. */
export function assertOnAir(lesson: AirState): void {
  if (!lesson.isLive) throw new ApiError('notFound', 'this lesson is not broadcast live');
  if (lesson.courStatus === COUR_STATUS.notStarted) throw new ApiError('notFound', 'this lesson has not started yet');
  if (lesson.courStatus === COUR_STATUS.finished) throw new ApiError('notFound', 'this live lesson has ended');
}

/** What may be asked for of a lesson's stream: a road's live playlist and its parts' segments, nothing else. */
const FEED_FILE = /^road-([1-3])\/(?:live\.m3u8|part-(\d{3,6})\/(seg-\d{5,9}\.ts))$/;

export type LiveFile = { roadType: RoadType; part: number | null; segment: string | null };

export function liveFile(requested: string): LiveFile | null {
  const match = FEED_FILE.exec(requested);
  if (match === null) return null;
  return { roadType: Number(match[1]) as RoadType, part: match[2] === undefined ? null : Number(match[2]), segment: match[3] ?? null };
}
