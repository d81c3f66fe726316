import { and, desc, eq } from 'drizzle-orm';
import type { LiveInfo, LiveLessonView, LiveRoad } from '../../src/schemas/live';
import type { AccessClaims } from '../auth/token-signer';
import { courStatusAt } from '../catalogue/cour-status';
import type { Db } from '../db/client';
import { withClassCard } from '../catalogue/class-card';
import { COUR_STATUS, classrooms, courseSessions, teachingClasses, users, vods } from '../db/schema';
import { assertClassViewable, readySeenBy, teachesClass } from '../access';
import { ApiError } from '../errors';
import { LIVE_RENDITION, LIVE_ROADS, liveMasterPath } from './live-encoder';

/** A lesson as stored, before anyone's right to see it is checked; `endsAt` bounds its feed. */
export type LessonRecord = Omit<LiveLessonView, 'roads'> & { teclId: string; teacherId: string; endsAt: Date };

/** A lesson as the live player sees it (GET /v1/live/playInfo without its roads). */
export type LiveLesson = Omit<LiveInfo, 'roads'> & { endsAt: Date };

export const LIVE_STREAM_PREFIX = '/v1/live/stream';

export const livePlaylistUrl = (courId: string, roadIndex: number, base = '') =>
  `${base}${LIVE_STREAM_PREFIX}/${encodeURIComponent(courId)}/${liveMasterPath(roadIndex)}`;

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
    })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .$dynamic();
  const [row] = await withClassCard(lessons)
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, tenantId)));
  if (!row) throw new ApiError('notFound', `no lesson ${courId}`);
  const { begin, end, ...lesson } = row;
  return { ...lesson, courBeginTime: begin.toISOString(), courEndTime: end.toISOString(), endsAt: end };
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

type AirState = Pick<LessonRecord, 'isLive' | 'courStatus'>;

/** The roads, only while the lesson is broadcast and on; `playlistUrl` addresses road `i`'s master playlist. */
export function liveRoads(lesson: AirState, playlistUrl: (roadIndex: number) => string): LiveRoad[] {
  if (!lesson.isLive || lesson.courStatus !== COUR_STATUS.live) return [];
  return LIVE_ROADS.map((road, i) => ({ roadType: road.roadType, name: road.name, isMain: i === 0, playlistUrl: playlistUrl(i) }));
}

/** The play information; playlists on the media origin when `mediaBase` names one (playback/media-host.ts). */
export function liveInfo({ endsAt: _endsAt, ...lesson }: LiveLesson, mediaBase = ''): LiveInfo {
  return { ...lesson, roads: liveRoads(lesson, (i) => livePlaylistUrl(lesson.courId, i, mediaBase)) };
}

/** Throws unless the lesson's feed may be streamed now. */
export function assertOnAir(lesson: AirState): void {
  if (!lesson.isLive) throw new ApiError('notFound', 'this lesson is not broadcast live');
  if (lesson.courStatus === COUR_STATUS.notStarted) throw new ApiError('notFound', 'this lesson has not started yet');
  if (lesson.courStatus === COUR_STATUS.finished) throw new ApiError('notFound', 'this live lesson has ended');
}

/** What may be asked for inside a feed folder: a road's playlists and segments, nothing else. */
const FEED_FILE = new RegExp(`^road-([1-9])/(master\\.m3u8|${LIVE_RENDITION.name}/index\\.m3u8|${LIVE_RENDITION.name}/seg-\\d{5,9}\\.ts)$`);

export function liveFile(requested: string): string | null {
  const match = FEED_FILE.exec(requested);
  if (match === null || Number(match[1]) > LIVE_ROADS.length) return null;
  return requested;
}
