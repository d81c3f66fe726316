import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/**
 * A lease on one piece of media work (docs/uploads.md "Jobs"): while a worker transcodes an
 * upload it renews the lease every third of `leaseS`; a worker that dies stops renewing, and
 * once the lease has run out another worker may take the work over. A transcode may so run for
 * hours while a dead worker's work still moves on within `leaseS`, and two attempts never run the
 * same work at once: pg-boss's own expiry fails a handler that runs long and retries its job,
 * and that retry finds the lease held.
 */
export type HeldLease = {
  /** Aborted when another attempt has taken the lease over: this one must stop. */
  signal: AbortSignal;
  /** Stops renewing and gives the lease back, so the next attempt need not wait for it to run out. */
  release: () => Promise<void>;
};

const expiresIn = (leaseS: number) => sql`now() + ${leaseS}::integer * interval '1 second'`;

/** This attempt's name in the lease table: host and process, for whoever reads the table. */
const newOwner = () => `${hostname()}:${process.pid}:${randomUUID()}`;

/** Takes the lease on `key` if nobody holds it or its holder's lease has run out; null when it is held. */
export async function takeLease(db: Db, key: string, leaseS: number): Promise<HeldLease | null> {
  const owner = newOwner();
  const taken = await db
    .insert(jobLeases)
    .values({ key, owner, until: expiresIn(leaseS) })
    .onConflictDoUpdate({ target: jobLeases.key, set: { owner, until: expiresIn(leaseS) }, setWhere: sql`${jobLeases.until} < now()` })
    .returning({ owner: jobLeases.owner });
  if (taken[0]?.owner !== owner) return null;

  const lost = new AbortController();
  const mine = and(eq(jobLeases.key, key), eq(jobLeases.owner, owner));
  const renew = async () => {
    const renewed = await db
      .update(jobLeases)
      .set({ until: expiresIn(leaseS) })
      .where(mine)
      .returning({ key: jobLeases.key });
    if (renewed.length === 0) lost.abort(new Error(`the lease on ${key} was taken over`));
  };
  // A failed renewal (the database briefly away) is tried again next time; only a lease that
  // someone else took is lost.
  const timer = setInterval(() => void renew().catch(() => {}), (leaseS * 1000) / 3);
  timer.unref();
  return {
    signal: lost.signal,
    async release() {
      clearInterval(timer);
      await db.delete(jobLeases).where(mine);
    },
  };
}

/** Whether someone holds a lease on `key` that has not run out. */
export async function leaseHeld(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: jobLeases.key })
    .from(jobLeases)
    .where(and(eq(jobLeases.key, key), gt(jobLeases.until, sql`now()`)));
  return rows.length > 0;
}
