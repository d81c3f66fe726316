import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlayInfo, PlayInfoQuery } from '../../src/schemas/playback';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { withClassCard } from '../catalogue/class-card';
import { collections, courseSessions, teachingClasses, users, vodRoads, vods, watchRecords } from '../db/schema';
import { assertClassViewable, readySeenBy, teachesClass } from '../access';
import { classResources, recordingDate } from '../detail/class-parts';
import { playedTracksOf, playTextsOf } from '../lesson-text/played-tracks';
import { playlistUrl } from './stream-paths';
import { vodTextAddresses } from './text-paths';

/**
 * GET /v1/vod/playInfo: what /play-video needs for one teaching class: its ready recordings in
 * teaching order (by their lessons, class-parts.ts `recordingDate`), every road of each (main road
 * first), its texts (published caption tracks, slides, the search within it:
 * docs/player-texts.md), and the caller's watch record per recording so playback resumes where
 * they left off on any device. Media addresses start with `mediaBase` (media-host.ts).
 */
export async function playInfo(db: Db, claims: AccessClaims, query: PlayInfoQuery, mediaBase = ''): Promise<PlayInfo> {
  await assertClassViewable(db, claims, query.teclId);
  const [tecl] = await withClassCard(
    db
      .select({ teclName: teachingClasses.teclName, teacName: users.name, teacherId: teachingClasses.teacherId })
      .from(teachingClasses)
      .$dynamic(),
  ).where(eq(teachingClasses.id, query.teclId));
  const lessons = await db
    .select({
      vodId: vods.id,
      courId: vods.courId,
      title: vods.title,
      durationS: vods.durationS,
      posterUrl: vods.posterUrl,
      recordedAt: recordingDate,
      collectionId: collections.id,
    })
    .from(vods)
    .leftJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .leftJoin(collections, and(eq(collections.vodId, vods.id), eq(collections.userId, claims.sub)))
    .where(and(eq(vods.teclId, query.teclId), eq(vods.tenantId, claims.tid), readySeenBy(claims)))
    .orderBy(asc(recordingDate), asc(vods.createdAt), asc(vods.id));
  const vodIds = lessons.map((lesson) => lesson.vodId);
  const [roads, watched] =
    vodIds.length === 0
      ? [[], []]
      : [
          await db.select().from(vodRoads).where(inArray(vodRoads.vodId, vodIds)).orderBy(asc(vodRoads.roadType)),
          await db
            .select({ vodId: watchRecords.vodId, positionS: watchRecords.positionS, watchPercent: watchRecords.watchPercent })
            .from(watchRecords)
            .where(and(eq(watchRecords.userId, claims.sub), inArray(watchRecords.vodId, vodIds))),
        ];
  const watchOf = new Map(watched.map(({ vodId, ...watch }) => [vodId, watch]));
  // Every lesson's published tracks in one query; a draft never reaches the player, whoever asks.
  const tracks = await playedTracksOf(db, claims.tid, vodIds);
  return {
    teclId: query.teclId,
    teclName: tecl!.teclName,
    teacName: tecl!.teacName,
    canShare: teachesClass(claims, tecl!.teacherId),
    lessons: lessons.map(({ recordedAt, collectionId, ...lesson }) => ({
      ...lesson,
      collected: collectionId !== null,
      recordedAt: recordedAt.toISOString(),
      texts: playTextsOf(tracks.get(lesson.vodId) ?? [], vodTextAddresses(lesson.vodId, mediaBase)),
      roads: roads
        .filter((road) => road.vodId === lesson.vodId)
        .sort((a, b) => Number(b.isMain) - Number(a.isMain))
        .map((road) => ({
          roadId: road.id,
          roadType: road.roadType,
          name: road.name,
          isMain: road.isMain,
          playlistUrl: playlistUrl(road.id, road.hlsPath, mediaBase),
        })),
      watch: watchOf.get(lesson.vodId) ?? null,
    })),
    resources: await classResources(db, query.teclId),
  };
}
