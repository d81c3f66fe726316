import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ROAD_TYPE, VOD_STATUS, lessonCaptures, lessonTextRuns, vodRoads, vods, type TextRunKind } from '../db/schema';
import { bestRendition, materialiseHls } from '../media-library/clip-cut';
import type { LocalCopy, MediaStore } from '../storage';
import type { ScratchFolder } from '../storage/scratch-folder';

/**
 * Which recordings the text jobs read, and the road each reads (docs/search.md "Inside lessons"):
 * slides from a recording's screen road, or, for a recording lecture capture made, its main road
 * (a classroom camera that films the projection); speech from the main road, which carries the
 * teacher's microphone.
 */

/** A recording the jobs may read: ready, with what the job needs to know about it. */
export type TextSource = { vodId: string; tenantId: string; teclId: string; courId: string | null; durationS: number };

const madeByCapture = exists(sql`(select 1 from ${lessonCaptures} where ${lessonCaptures.vodId} = ${vods.id})`);
const hasScreenRoad = exists(
  sql`(select 1 from ${vodRoads} where ${vodRoads.vodId} = ${vods.id} and ${vodRoads.roadType} = ${ROAD_TYPE.screen})`,
);
const withoutRun = (kind: TextRunKind) =>
  sql`not exists (select 1 from ${lessonTextRuns} where ${lessonTextRuns.vodId} = ${vods.id} and ${lessonTextRuns.kind} = ${kind})`;

/**
 * Ready recordings whose slides nobody has read yet (those with a screen road, and those capture
 * made), one per video: recordings sharing one (the demo lessons share three clips) are read once,
 * and the job writes what it read to all of them (runSlidesJob).
 */
export async function recordingsAwaitingSlides(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: vods.id, playlist: slidesPlaylist })
    .from(vods)
    .where(and(eq(vods.status, VOD_STATUS.ready), or(hasScreenRoad, madeByCapture), withoutRun('slides')))
    .orderBy(vods.id);
  return [...new Map(rows.map((row) => [row.playlist ?? row.id, row.id])).values()];
}

/**
 * The playlist slides are read from: the screen road's, else the main road's. The recording's id
 * is named with its table: in a single-table select's fields Drizzle leaves columns unqualified,
 * and inside this subquery a bare "id" would be the road's.
 */
const slidesPlaylist = sql<
  string | null
>`(select ${vodRoads.hlsPath} from ${vodRoads} where ${vodRoads.vodId} = ${sql.identifier('vods')}.${sql.identifier('id')}
  order by (${vodRoads.roadType} = ${ROAD_TYPE.screen}) desc, ${vodRoads.isMain} desc, ${vodRoads.id} limit 1)`;

/** The ready recordings whose slides are read from `playlist`. */
export async function recordingsSharingSlides(db: Db, playlist: string): Promise<TextSource[]> {
  return db
    .select({ vodId: vods.id, tenantId: vods.tenantId, teclId: vods.teclId, courId: vods.courId, durationS: vods.durationS })
    .from(vods)
    .where(and(eq(vods.status, VOD_STATUS.ready), sql`${slidesPlaylist} = ${playlist}`));
}

/** Ready recordings nobody has transcribed yet. */
export async function recordingsAwaitingTranscript(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.status, VOD_STATUS.ready), withoutRun('transcript')));
  return rows.map((row) => row.id);
}

/** The recording, if it is still there and ready. */
export async function textSource(db: Db, vodId: string): Promise<TextSource | null> {
  const [row] = await db
    .select({ vodId: vods.id, tenantId: vods.tenantId, teclId: vods.teclId, courId: vods.courId, durationS: vods.durationS })
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.status, VOD_STATUS.ready)));
  return row ?? null;
}

/** The master playlist of the road a job reads: `screen` (else the main road), or the main road. */
export async function roadPlaylist(db: Db, vodId: string, want: 'screen' | 'main'): Promise<string | null> {
  const roads = await db
    .select({ roadType: vodRoads.roadType, isMain: vodRoads.isMain, hlsPath: vodRoads.hlsPath })
    .from(vodRoads)
    .where(eq(vodRoads.vodId, vodId));
  const main = roads.find((road) => road.isMain) ?? roads[0];
  const chosen = want === 'screen' ? (roads.find((road) => road.roadType === ROAD_TYPE.screen) ?? main) : main;
  return chosen?.hlsPath ?? null;
}

/** The road's best rendition as a local playlist ffmpeg reads (segments fetched from an object store). */
export const localRendition = async (media: MediaStore, playlist: string, work: ScratchFolder): Promise<LocalCopy> =>
  materialiseHls(media, await bestRendition(media, playlist), work);
