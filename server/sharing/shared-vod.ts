import { and, asc, eq } from 'drizzle-orm';
import type { SharedVod } from '../../src/schemas/sharing';
import type { Db } from '../db/client';
import { classCardColumns, withClassCard } from '../catalogue/class-card';
import { SHARE_KIND, teachingClasses, vodRoads, vods } from '../db/schema';
import { publishedReady } from '../access';
import { ApiError } from '../errors';
import { roadFile } from '../playback/stream-paths';
import { playedTracksOf, playTextsOf } from '../lesson-text/played-tracks';
import { resolveShare } from './resolve-share';
import { sharedPlaylistUrl, sharedTextAddresses } from './share-paths';

/**
 * The public side of a recording's share link: what the page shows, and the files it plays.
 * The link must be valid and its recording still ready (it may have been withdrawn since).
 */
export async function sharedRecording(db: Db, token: string, now: Date) {
  const link = await resolveShare(db, token, SHARE_KIND.vod, now);
  const [vod] = await db
    .select({
      vodId: vods.id,
      tenantId: vods.tenantId,
      teclId: vods.teclId,
      title: vods.title,
      durationS: vods.durationS,
      posterUrl: vods.posterUrl,
    })
    .from(vods)
    .where(and(eq(vods.id, link.vodId!), publishedReady()));
  if (!vod) throw new ApiError('notFound', 'this recording is no longer available');
  return { link, vod };
}

/** GET /v1/share/vod; media addresses start with `mediaBase` (playback/media-host.ts). */
export async function sharedVod(db: Db, token: string, now: Date, mediaBase = ''): Promise<SharedVod> {
  const { link, vod } = await sharedRecording(db, token, now);
  const { teclName, teacName } = classCardColumns;
  const [tecl] = await withClassCard(db.select({ teclName, teacName }).from(teachingClasses).$dynamic()).where(
    eq(teachingClasses.id, vod.teclId),
  );
  const roads = await db.select().from(vodRoads).where(eq(vodRoads.vodId, vod.vodId)).orderBy(asc(vodRoads.roadType));
  const tracks = await playedTracksOf(db, vod.tenantId, [vod.vodId]);
  return {
    title: vod.title,
    teclName: tecl!.teclName,
    teacName: tecl!.teacName,
    durationS: vod.durationS,
    startS: link.startS,
    expiresAt: link.expiresAt.toISOString(),
    posterUrl: vod.posterUrl,
    roads: roads
      .sort((a, b) => Number(b.isMain) - Number(a.isMain))
      .map((road) => ({
        roadId: road.id,
        roadType: road.roadType,
        name: road.name,
        isMain: road.isMain,
        url: sharedPlaylistUrl(token, road.id, road.hlsPath, mediaBase),
      })),
    texts: playTextsOf(tracks.get(vod.vodId) ?? [], sharedTextAddresses(token, mediaBase)),
  };
}

/** A playlist or segment of one of the shared recording's roads, kept inside the road's folder. */
export async function sharedRoadFile(db: Db, token: string, roadId: string, requested: string, now: Date): Promise<string> {
  const { vod } = await sharedRecording(db, token, now);
  const [road] = await db
    .select({ hlsPath: vodRoads.hlsPath })
    .from(vodRoads)
    .where(and(eq(vodRoads.id, roadId), eq(vodRoads.vodId, vod.vodId)));
  if (!road) throw new ApiError('notFound', `no road ${roadId} in this recording`);
  const file = roadFile(road.hlsPath, requested);
  if (file === null) throw new ApiError('notFound', 'no such stream file');
  return file;
}
