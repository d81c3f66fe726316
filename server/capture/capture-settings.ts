import { and, eq } from 'drizzle-orm';
import { isPullAddress, type CaptureRoadBody, type CaptureRoadType, type CaptureRoom } from '../../src/schemas/capture';
import { assertMayManageCapture } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { captureRoads, classrooms } from '../db/schema';
import { ApiError, badBody, refused } from '../errors';
import { captureRoom, noRoom, type CaptureRoadRow, type CaptureView } from './capture-rooms';
import { newStreamKey } from './stream-key';

/**
 * An administrator's changes to a classroom's capture roads (docs/api.md "Lecture capture
 * settings"). Each runs in one transaction holding the classroom's row, so two administrators
 * changing the same room take turns: the second sees the first's road instead of tripping over
 * the one-road-per-type index. Each answers the room as it now is, its keys included.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a road's feed was last seen as: forgotten when the road's source changes. */
const NO_SIGNAL = { signalSeenAt: null, signalSince: null, videoWidth: null, videoHeight: null, frameRate: null, bitrateKbps: null };

/** The room's row, held until the transaction ends; 404 for none or another tenant's. */
async function holdRoom(tx: Tx, tenantId: string, clroId: string): Promise<void> {
  const [room] = await tx
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, clroId), eq(classrooms.tenantId, tenantId)))
    .for('update');
  if (!room) throw noRoom(clroId);
}

const roadOf = async (tx: Tx, clroId: string, roadType: CaptureRoadType): Promise<CaptureRoadRow | undefined> =>
  (
    await tx
      .select()
      .from(captureRoads)
      .where(and(eq(captureRoads.clroId, clroId), eq(captureRoads.roadType, roadType)))
  )[0];

const noRoad = (clroId: string, roadType: CaptureRoadType) => new ApiError('notFound', `classroom ${clroId} has no road ${roadType}`);

/** A change to one room, its row held, answered as the room then is. */
async function changeRoom(
  db: Db,
  claims: AccessClaims,
  clroId: string,
  view: CaptureView,
  change: (tx: Tx) => Promise<void>,
): Promise<CaptureRoom> {
  assertMayManageCapture(claims);
  return db.transaction(async (tx) => {
    await holdRoom(tx, claims.tid, clroId);
    await change(tx);
    return captureRoom(tx, claims.tid, clroId, view);
  });
}

/** The columns a road takes for `body`, given what it was (undefined: new). */
function roadSettings(body: CaptureRoadBody, before: CaptureRoadRow | undefined, now: Date) {
  if (body.mode === 'push') {
    // Already pushed: the encoder keeps its key (a new one is asked for with POST …/key).
    if (before?.mode === 'push') return {};
    return { mode: 'push' as const, streamKey: newStreamKey(), keyIssuedAt: now, pullUrl: null, ...NO_SIGNAL };
  }
  if (!isPullAddress(body.pullUrl))
    throw badBody('pullUrl', 'must be an rtsp://, rtsps:// or srt:// address with a host', 'capturePullAddressInvalid', {});
  if (before?.mode === 'pull' && before.pullUrl === body.pullUrl) return {};
  // A push road turned pull loses its key at once: an encoder still holding it is turned away.
  return { mode: 'pull' as const, streamKey: null, keyIssuedAt: null, pullUrl: body.pullUrl, ...NO_SIGNAL };
}

/** PUT …/roads/:roadType: the road made, or changed to the mode given. */
export function setCaptureRoad(
  db: Db,
  claims: AccessClaims,
  clroId: string,
  roadType: CaptureRoadType,
  body: CaptureRoadBody,
  view: CaptureView,
): Promise<CaptureRoom> {
  return changeRoom(db, claims, clroId, view, async (tx) => {
    const before = await roadOf(tx, clroId, roadType);
    const settings = roadSettings(body, before, view.now);
    if (before === undefined) {
      await tx.insert(captureRoads).values({ tenantId: claims.tid, clroId, roadType, mode: body.mode, ...settings });
    } else if (Object.keys(settings).length > 0) {
      await tx.update(captureRoads).set(settings).where(eq(captureRoads.id, before.id));
    }
  });
}

/** DELETE …/roads/:roadType: the road is no longer captured; 404 when the room has none of that type. */
export function removeCaptureRoad(db: Db, claims: AccessClaims, clroId: string, roadType: CaptureRoadType, view: CaptureView) {
  return changeRoom(db, claims, clroId, view, async (tx) => {
    const removed = await tx
      .delete(captureRoads)
      .where(and(eq(captureRoads.clroId, clroId), eq(captureRoads.roadType, roadType)))
      .returning({ id: captureRoads.id });
    if (removed.length === 0) throw noRoad(clroId, roadType);
  });
}

/** A push road of the room, else 404 (no road) or 409 (a pull road has no key). */
async function pushRoad(tx: Tx, clroId: string, roadType: CaptureRoadType): Promise<CaptureRoadRow> {
  const road = await roadOf(tx, clroId, roadType);
  if (road === undefined) throw noRoad(clroId, roadType);
  if (road.mode !== 'push')
    throw refused('conflict', 'captureKeyNeedsPush', {}, `road ${roadType} is pulled from its encoder: only a push road has a stream key`);
  return road;
}

/** POST …/key: a new key replaces the old one (revoked or not), which stops working at once. */
export function regenerateStreamKey(db: Db, claims: AccessClaims, clroId: string, roadType: CaptureRoadType, view: CaptureView) {
  return changeRoom(db, claims, clroId, view, async (tx) => {
    const road = await pushRoad(tx, clroId, roadType);
    await tx.update(captureRoads).set({ streamKey: newStreamKey(), keyIssuedAt: view.now }).where(eq(captureRoads.id, road.id));
  });
}

/** DELETE …/key: the road keeps its settings but no encoder can push to it until a new key is issued. */
export function revokeStreamKey(db: Db, claims: AccessClaims, clroId: string, roadType: CaptureRoadType, view: CaptureView) {
  return changeRoom(db, claims, clroId, view, async (tx) => {
    const road = await pushRoad(tx, clroId, roadType);
    await tx.update(captureRoads).set({ streamKey: null, keyIssuedAt: null }).where(eq(captureRoads.id, road.id));
  });
}
