import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import type { FailureStore, GuessKeys, RecentFailures } from './login-throttle';

/**
 * The login throttle's failures in the database (table login_failures), so every app process on
 * one database counts the same guesses (docs/scaling.md). A reservation, and the forgiving of a
 * success, run in a transaction holding advisory locks on the address, then the account:
 * concurrent guesses on either, from any process, read and write one after another. Addresses and
 * accounts have lock spaces of their own and are always taken in that order, so two transactions
 * can never deadlock.
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

/** Takes the locks of the guess's address and account until the transaction ends. */
async function lockKeys(tx: Db, keys: GuessKeys): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${keys.address}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}::int, hashtext(${keys.user}))`);
}

export function createDatabaseFailureStore(db: Db): FailureStore {
  return {
    recent: (keys, since) => readRecent(db, keys, since),

    reserve: (keys, since, at, admit) =>
      db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        // The keys' expired failures go on every write, so a busy key never grows past its window.
        await tx.delete(loginFailures).where(and(inArray(loginFailures.key, keyList(keys)), lte(loginFailures.atMs, since)));
        if (!admit(await readRecent(tx, keys, since))) return false;
        await tx.insert(loginFailures).values(keyList(keys).map((key) => ({ key, atMs: at })));
        return true;
      }),

    forgive: (keys) =>
      db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        // Each of the pair's failures was recorded with one of the address's at the same instant:
        // as many of the address's go at each instant as the pair has there. Under the address's
        // lock, so two successes at one instant never both pick the same row.
        await tx.execute(sql`
          delete from ${loginFailures} where ${loginFailures.id} in (
            select address.id
            from (
              select id, at_ms, row_number() over (partition by at_ms order by id) as nth
              from ${loginFailures} where ${loginFailures.key} = ${keys.address}
            ) address
            join (
              select at_ms, count(*) as n from ${loginFailures} where ${loginFailures.key} = ${keys.pair} group by at_ms
            ) pair on pair.at_ms = address.at_ms and address.nth <= pair.n
          )`);
        await tx.delete(loginFailures).where(inArray(loginFailures.key, [keys.pair, keys.user]));
      }),

    async prune(since) {
      await db.delete(loginFailures).where(lte(loginFailures.atMs, since));
    },
  };
}
