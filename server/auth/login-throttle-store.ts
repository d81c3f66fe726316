import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import type { FailureStore, GuessKeys, RecentFailures } from './login-throttle';

/**
 * The login throttle's failures in the database (table login_failures), so every app process on
 * one database counts the same guesses (docs/scaling.md). A reservation runs in a transaction
 * holding advisory locks on the address, then the account: concurrent guesses on either, from any
 * process, read and record one after another. Addresses and accounts have lock spaces of their
 * own and are always taken in that order, so two reservations can never deadlock.
 */
const ADDRESS_LOCKS = 0x4c540001;
const ACCOUNT_LOCKS = 0x4c540002;

const keyList = (keys: GuessKeys) => [keys.pair, keys.address, keys.user];

async function readRecent(db: Db, keys: GuessKeys, since: number): Promise<RecentFailures> {
  const rows = await db
    .select({ key: loginFailures.key, atMs: loginFailures.atMs })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keyList(keys)), gt(loginFailures.atMs, since)))
    .orderBy(asc(loginFailures.atMs), asc(loginFailures.id));
  const recent: RecentFailures = { pair: [], address: [], user: [] };
  for (const row of rows) {
    const kind = row.key === keys.pair ? 'pair' : row.key === keys.address ? 'address' : 'user';
    recent[kind].push(row.atMs);
  }
  return recent;
}

export function createDatabaseFailureStore(db: Db): FailureStore {
  return {
    recent: (keys, since) => readRecent(db, keys, since),

    reserve: (keys, since, at, admit) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${keys.address}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}::int, hashtext(${keys.user}))`);
        // The keys' expired failures go on every write, so a busy key never grows past its window.
        await tx.delete(loginFailures).where(and(inArray(loginFailures.key, keyList(keys)), lte(loginFailures.atMs, since)));
        if (!admit(await readRecent(tx, keys, since))) return null;
        const added = await tx
          .insert(loginFailures)
          .values(keyList(keys).map((key) => ({ key, atMs: at })))
          .returning({ id: loginFailures.id, key: loginFailures.key });
        return added.find((row) => row.key === keys.address)!.id;
      }),

    async forgive(keys, addressFailure) {
      await db.delete(loginFailures).where(or(inArray(loginFailures.key, [keys.pair, keys.user]), eq(loginFailures.id, addressFailure)));
    },

    async prune(since) {
      await db.delete(loginFailures).where(lte(loginFailures.atMs, since));
    },
  };
}
