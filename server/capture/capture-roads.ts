import { eq, sql } from 'drizzle-orm';
import type { RoadType } from '../db/schema/recordings';
import type { Db } from '../db/client';
import { captureRoads } from '../db/schema';

/** What the ingest needs of a push road found by its stream key (never the key itself). */
export type KeyedRoad = { roadId: string; tenantId: string; clroId: string; roadType: RoadType };

/** The push road whose stream key is `key`; null for an unknown or revoked key. */
export async function roadByKey(db: Db, key: string): Promise<KeyedRoad | null> {
  const [road] = await db
    .select({ roadId: captureRoads.id, tenantId: captureRoads.tenantId, clroId: captureRoads.clroId, roadType: captureRoads.roadType })
    .from(captureRoads)
    .where(eq(captureRoads.streamKey, key));
  return road ?? null;
}

export type SignalReading = { width: number | null; height: number | null; frameRate: number | null; bitrateKbps: number | null };

/** The ingest saw a picture from this road at `at`; `since` marks the start of an unbroken signal. */
export async function reportSignal(db: Db, roadId: string, reading: SignalReading, at: Date, since: Date): Promise<void> {
  await db
    .update(captureRoads)
    .set({
      signalSeenAt: at,
      signalSince: since,
      videoWidth: reading.width,
      videoHeight: reading.height,
      frameRate: reading.frameRate,
      bitrateKbps: reading.bitrateKbps,
    })
    .where(eq(captureRoads.id, roadId));
}

/** The road's feed has ended: it keeps its last sighting, without an unbroken signal. */
export async function reportSignalLost(db: Db, roadId: string): Promise<void> {
  await db
    .update(captureRoads)
    .set({ signalSince: sql`null` })
    .where(eq(captureRoads.id, roadId));
}
