import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { jobLeases } from '../../server/db/schema';
import { leaseHeld, takeLease, type HeldLease } from '../../server/leases/lease';
import { openTestDatabase } from '../support/test-db';

/**
 * The lease on a piece of media work (server/leases/lease.ts, docs/uploads.md "Jobs"): one
 * attempt at a time holds it, the holder keeps it alive while it works, a dead holder's lease
 * runs out and the work is taken over, and an attempt whose lease was taken is told to stop.
 */
let database: Database;
const held: HeldLease[] = [];
const take = async (key: string, leaseS = 2) => {
  const lease = await takeLease(database.db, key, leaseS);
  if (lease) held.push(lease);
  return lease;
};
const untilOf = async (key: string) =>
  (await database.db.select({ until: jobLeases.until }).from(jobLeases).where(eq(jobLeases.key, key)))[0]?.until.getTime();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const lease of held) await lease.release();
  await database?.close();
});

describe('job leases', () => {
  it('lets one attempt hold the work; a second gets none until the first gives it back', async () => {
    const first = await take('upload-transcode:one');
    expect(first).not.toBeNull();
    expect(await take('upload-transcode:one')).toBeNull();
    expect(await leaseHeld(database.db, 'upload-transcode:one')).toBe(true);
    // Another piece of work is free.
    expect(await take('upload-transcode:two')).not.toBeNull();
    await first!.release();
    expect(await leaseHeld(database.db, 'upload-transcode:one')).toBe(false);
    expect(await take('upload-transcode:one')).not.toBeNull();
  });

  it('renews a working holder’s lease: its end moves on, and nobody takes it', async () => {
    const lease = await take('media-clip:long', 2);
    const firstEnd = await untilOf('media-clip:long');
    // Renewed every third of the length: the end moves later while the holder works.
    await expect.poll(() => untilOf('media-clip:long'), { timeout: 10_000, interval: 200 }).toBeGreaterThan(firstEnd!);
    expect(await take('media-clip:long', 2)).toBeNull();
    expect(lease!.signal.aborted).toBe(false);
  });

  it('gives a dead holder’s work, its lease run out, to the next worker', async () => {
    // What a killed worker leaves: a lease nobody renews, its end passed.
    await database.db.insert(jobLeases).values({ key: 'upload-merge:dead', owner: 'gone:1:x', until: sql`now() - interval '1 second'` });
    expect(await leaseHeld(database.db, 'upload-merge:dead')).toBe(false);
    const taken = await take('upload-merge:dead');
    expect(taken).not.toBeNull();
    expect(await leaseHeld(database.db, 'upload-merge:dead')).toBe(true);
  });

  it('tells an attempt whose lease was taken over to stop', async () => {
    const slow = await take('upload-transcode:taken', 2);
    // The database was out of reach long enough for the lease to run out, and another worker took it.
    await database.db
      .update(jobLeases)
      .set({ until: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.key, 'upload-transcode:taken'));
    expect(await take('upload-transcode:taken', 2)).not.toBeNull();
    await expect.poll(() => slow!.signal.aborted, { timeout: 10_000, interval: 100 }).toBe(true);
    // Giving back a lost lease leaves the new holder's alone.
    await slow!.release();
    expect(await leaseHeld(database.db, 'upload-transcode:taken')).toBe(true);
  });
});
