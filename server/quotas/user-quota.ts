import { and, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../errors';

/**
 * Per-user storage allowances (docs/security.md "Quotas"). A quota measures what a user already
 * keeps; a write is checked exactly by `withinQuotas`, and a long upload can be stopped early by
 * `streamBudget` before it is all on disk. Editor pictures and notes use it now; the chunked video
 * upload is meant to add its own measure here and use the same two calls.
 */
export type Owner = { tenantId: string; userId: string };

export type Quota = {
  /** What is full, as the refusal names it: "editor pictures". */
  name: string;
  unit: 'bytes' | 'notes';
  limit: number;
  /** The setting that raises it, named in the refusal for the administrator. */
  setting: string;
  /**
   * The refusal a page words in the user's language (src/schemas/refusals.ts), its value the
   * limit in MiB; without one the page says the error kind's sentence.
   */
  refusal?: 'uploadQuotaFull';
  used: (db: Db, owner: Owner) => Promise<number>;
};

export const ownerOf = (claims: AccessClaims): Owner => ({ tenantId: claims.tid, userId: claims.sub });

const amount = (n: number, unit: Quota['unit']) => `${n} ${n === 1 && unit === 'notes' ? 'note' : unit}`;

const MIB = 1024 * 1024;

/** Bytes in MiB as a refusal names them: whole, or to one decimal below 10 MiB. */
export const mebibytes = (bytes: number): number => {
  const mib = bytes / MIB;
  return mib >= 10 ? Math.round(mib) : Math.round(mib * 10) / 10;
};

export const quotaExceeded = (quota: Quota, used: number, adding: number) =>
  new ApiError(
    'quotaExceeded',
    `${quota.name}: the limit of ${amount(quota.limit, quota.unit)} per user (${quota.setting}) is reached; ` +
      `${amount(used, quota.unit)} kept, this would add ${amount(adding, quota.unit)}`,
    {},
    quota.refusal === undefined ? null : { reason: quota.refusal, values: { mib: mebibytes(quota.limit) } },
  );

/** What the owner keeps now, refusing at once when the quota is already full. Not a reservation. */
export async function usedWithRoom(db: Db, owner: Owner, quota: Quota): Promise<number> {
  const used = await quota.used(db, owner);
  if (used >= quota.limit) throw quotaExceeded(quota, used, 0);
  return used;
}

/**
 * For a write that arrives as a stream: call it with each chunk's size; it throws once the
 * stream would take the owner past the limit, so an over-quota upload stops without being stored whole.
 */
export function streamBudget(quota: Quota, used: number): (bytes: number) => void {
  let taken = 0;
  return (bytes) => {
    taken += bytes;
    if (used + taken > quota.limit) throw quotaExceeded(quota, used, taken);
  };
}

/**
 * Runs `store` in a transaction that first locks the owner's user row, then measures again: a
 * write that leaves the owner above a quota it has grown is rolled back. Concurrent writes of one
 * user queue on that lock (in every process sharing the database), so together they can never
 * pass a limit. Shrinking stays allowed when a lowered limit is already passed.
 */
export async function withinQuotas<T>(db: Db, owner: Owner, quotas: Quota[], store: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)))
      .for('update');
    const before: number[] = [];
    for (const quota of quotas) before.push(await quota.used(tx, owner));
    const result = await store(tx);
    for (const [i, quota] of quotas.entries()) {
      const after = await quota.used(tx, owner);
      if (after > quota.limit && after > before[i]!) throw quotaExceeded(quota, before[i]!, after - before[i]!);
    }
    return result;
  });
}
