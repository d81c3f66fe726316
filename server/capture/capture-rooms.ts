import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CAPTURE_SIGNAL_FRESH_MS } from '../../src/constants';
import type {
  CaptureRoad,
  CaptureRoadSummary,
  CaptureRoom,
  CaptureRoomListQuery,
  CaptureRoomSummary,
  CaptureSignal,
} from '../../src/schemas/capture';
import { assertMayManageCapture } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import { pageLimits, paged, totalOver, type Paged } from '../catalogue/paging';
import type { Db } from '../db/client';
import { containing } from '../db/like-pattern';
import { campuses, captureRoads, classrooms } from '../db/schema';
import { ApiError } from '../errors';

/**
 * The classrooms of the caller's tenant with their capture roads, as administrators see them
 * (docs/api.md "Lecture capture settings"). The list shows how each road is reached and whether
 * it is live; only the single-room answer carries the secrets (stream keys, pull addresses with
 * the encoder's password). Another tenant's room is "no such room" (404), like an unknown one.
 */

export type CaptureRoadRow = typeof captureRoads.$inferSelect;
/** The database, or a transaction of it (a write answers the room as it left it). */
export type Reader = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the answers need besides the rows: the server's clock and where encoders push. */
export type CaptureView = { now: Date; pushUrl: string };

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function signalOf(road: CaptureRoadRow, now: Date): CaptureSignal {
  const seen = road.signalSeenAt;
  const receiving = seen !== null && now.getTime() - seen.getTime() <= CAPTURE_SIGNAL_FRESH_MS;
  return {
    receiving,
    since: receiving ? iso(road.signalSince) : null,
    lastSeen: iso(seen),
    width: road.videoWidth,
    height: road.videoHeight,
    frameRate: road.frameRate,
    bitrateKbps: road.bitrateKbps,
  };
}

const toRoad = (road: CaptureRoadRow, view: CaptureView): CaptureRoad => {
  const push = road.mode === 'push';
  return {
    roadType: road.roadType,
    mode: road.mode,
    pushUrl: push ? view.pushUrl : null,
    streamKey: push ? road.streamKey : null,
    keyIssuedAt: push ? iso(road.keyIssuedAt) : null,
    pullUrl: push ? null : road.pullUrl,
    signal: signalOf(road, view.now),
  };
};

const toSummary = (road: CaptureRoadRow, now: Date): CaptureRoadSummary => ({
  roadType: road.roadType,
  mode: road.mode,
  signal: signalOf(road, now),
});

const roomColumns = {
  clroId: classrooms.id,
  clroName: classrooms.clroName,
  building: classrooms.building,
  campName: campuses.campName,
};

const roadsOf = (db: Reader, clroIds: string[]) =>
  clroIds.length === 0
    ? Promise.resolve([])
    : db.select().from(captureRoads).where(inArray(captureRoads.clroId, clroIds)).orderBy(asc(captureRoads.roadType));

/** One room of the tenant with its roads, secrets included; 404 for none or another tenant's. */
export async function captureRoom(db: Reader, tenantId: string, clroId: string, view: CaptureView): Promise<CaptureRoom> {
  const [room] = await db
    .select(roomColumns)
    .from(classrooms)
    .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
    .where(and(eq(classrooms.id, clroId), eq(classrooms.tenantId, tenantId)));
  if (!room) throw noRoom(clroId);
  const roads = await roadsOf(db, [clroId]);
  return { ...room, roads: roads.map((road) => toRoad(road, view)) };
}

export const noRoom = (clroId: string) => new ApiError('notFound', `no classroom ${clroId}`);

export async function readCaptureRoom(db: Db, claims: AccessClaims, clroId: string, view: CaptureView): Promise<CaptureRoom> {
  assertMayManageCapture(claims);
  return captureRoom(db, claims.tid, clroId, view);
}

/** GET /v1/admin/capture/rooms: the tenant's rooms by building and name, a keyword matching either. */
export async function listCaptureRooms(
  db: Db,
  claims: AccessClaims,
  query: CaptureRoomListQuery,
  now: Date,
): Promise<Paged<CaptureRoomSummary>> {
  assertMayManageCapture(claims);
  const text = query.keyword === '' ? null : containing(query.keyword);
  const where = and(
    eq(classrooms.tenantId, claims.tid),
    text === null ? undefined : or(ilike(classrooms.clroName, text), ilike(classrooms.building, text)),
  );
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select({ total: totalOver(), ...roomColumns })
    .from(classrooms)
    .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
    .where(where)
    .orderBy(asc(classrooms.building), asc(classrooms.clroName), asc(classrooms.id))
    .limit(limit)
    .offset(offset);
  return paged(
    query,
    rows,
    async (found) => {
      const roads = await roadsOf(
        db,
        found.map((room) => room.clroId),
      );
      return found.map(({ total: _total, ...room }) => ({
        ...room,
        roads: roads.filter((road) => road.clroId === room.clroId).map((road) => toSummary(road, now)),
      }));
    },
    async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(classrooms)
        .where(where);
      return counted?.total ?? 0;
    },
  );
}
