import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importPKCS8 } from 'jose';
import type { LtiKeySet } from '../../src/schemas/lti';
import type { Db } from '../db/client';
import { LTI_KEY_STATE, ltiToolKeys, type PublicRsaJwk } from '../db/schema';
import { LTI_KEY_MODULUS_BITS, retiredKeysKeptSince, rotationDue, stillPublished } from './key-rotation-policy';

/**
 * Lectern's signing keys as an LTI tool (docs/lti.md "Key rotation"): one `current` key signs,
 * one `next` key is published ahead of its turn, retired keys stay published for a grace period.
 * Every change runs in a transaction holding one advisory lock, so web processes starting
 * together on an empty database, and a rotation job racing them, take turns: exactly one current
 * and one next key come out (the partial unique indexes of lti_tool_keys refuse a second one
 * whatever happens). Times are the application clock's (`now`), which tests move.
 *
 * The private key (PKCS #8 PEM) is read only by `toolSigningKey`; nothing here logs a key or
 * returns one but as a CryptoKey to sign with (docs/security.md "LTI keys").
 */

/** The advisory lock key changes take turns on (two-key form; the start-up and login throttle locks use 0x4c540000-2). */
const KEY_LOCK = [0x4c540003, 0] as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type KeyRow = typeof ltiToolKeys.$inferSelect;

/** The installation's one key set (the job's payload names it). */
export const LTI_TOOL_KEY_SET = 'lti-tool';

async function withKeyLock<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK[0]}::int, ${KEY_LOCK[1]}::int)`);
    return work(tx);
  });
}

/** A fresh RS256 key pair: its id (the JWK thumbprint), the private key as PEM and the public JWK. */
async function newKey(): Promise<{ kid: string; privateKey: string; publicJwk: PublicRsaJwk }> {
  // Extractable once, to be stored; the key read back to sign is not (toolSigningKey).
  const pair = await generateKeyPair('RS256', { modulusLength: LTI_KEY_MODULUS_BITS, extractable: true });
  const { n, e } = await exportJWK(pair.publicKey);
  if (n === undefined || e === undefined) throw new Error('an RSA public key without n or e');
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n, e });
  return { kid, privateKey: await exportPKCS8(pair.privateKey), publicJwk: { kty: 'RSA', n, e, kid, alg: 'RS256', use: 'sig' } };
}

/**
 * A failed write of a key, told without the statement's parameters: the driver's error carries
 * them (the private key among them) in its message and fields, and a failure ends up in the log.
 * Only the database's own sentence and SQLSTATE are kept; the cause is not attached.
 */
export class ToolKeyWriteError extends Error {
  constructor(failure: unknown) {
    const objectOr = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});
    const cause = (objectOr(failure) as { cause?: unknown }).cause ?? failure;
    const { code, message } = objectOr(cause) as { code?: unknown; message?: unknown };
    const said = typeof message === 'string' && !message.includes('PRIVATE KEY') ? message.split('\n')[0] : 'the database refused it';
    super(`an LTI tool key could not be stored (${typeof code === 'string' ? code : 'no code'}): ${said}`);
    this.name = 'ToolKeyWriteError';
  }
}

async function insertKey(tx: Tx, state: 'current' | 'next', now: Date): Promise<string> {
  const key = await newKey();
  try {
    await tx.insert(ltiToolKeys).values({ ...key, state, createdAt: now, currentSince: state === 'current' ? now : null });
  } catch (failure) {
    throw new ToolKeyWriteError(failure);
  }
  return key.kid;
}

const keyIn = async (tx: Tx, state: 'current' | 'next'): Promise<KeyRow | undefined> =>
  (await tx.select().from(ltiToolKeys).where(eq(ltiToolKeys.state, state)))[0];

/** A current and a next key, made when missing: a next key that waits takes over before a new one is made. */
async function fill(tx: Tx, now: Date): Promise<void> {
  if ((await keyIn(tx, LTI_KEY_STATE.current)) === undefined) {
    const next = await keyIn(tx, LTI_KEY_STATE.next);
    if (next === undefined) await insertKey(tx, LTI_KEY_STATE.current, now);
    else await tx.update(ltiToolKeys).set({ state: LTI_KEY_STATE.current, currentSince: now }).where(eq(ltiToolKeys.kid, next.kid));
  }
  if ((await keyIn(tx, LTI_KEY_STATE.next)) === undefined) await insertKey(tx, LTI_KEY_STATE.next, now);
}

/** Retired keys past their grace are no longer published, and go. */
const dropExpired = (tx: Tx, now: Date) =>
  tx
    .delete(ltiToolKeys)
    .where(and(eq(ltiToolKeys.state, LTI_KEY_STATE.retired), lte(ltiToolKeys.retiredAt, retiredKeysKeptSince(now))))
    .returning({ kid: ltiToolKeys.kid });

/** What a rotation did: the key that signs now, the one published next, and the retired keys dropped. */
export type Rotation = { rotated: boolean; current: string; next: string; dropped: string[] };

/**
 * Current becomes retired, then next current (or a new key, when none waits), then a new next is
 * made: in that order, the one-current and one-next indexes hold at every statement. The callers
 * drop the retired keys past their grace.
 */
async function rotate(tx: Tx, now: Date): Promise<void> {
  await tx.update(ltiToolKeys).set({ state: LTI_KEY_STATE.retired, retiredAt: now }).where(eq(ltiToolKeys.state, LTI_KEY_STATE.current));
  await fill(tx, now);
}

async function outcome(tx: Tx, rotated: boolean, dropped: { kid: string }[]): Promise<Rotation> {
  const [current, next] = [await keyIn(tx, LTI_KEY_STATE.current), await keyIn(tx, LTI_KEY_STATE.next)];
  return { rotated, current: current!.kid, next: next!.kid, dropped: dropped.map((row) => row.kid) };
}

/** Both keys there: nothing to wait for, so the key set's readers never queue on the lock. */
async function keysReady(db: Db): Promise<boolean> {
  const rows = await db
    .select({ state: ltiToolKeys.state })
    .from(ltiToolKeys)
    .where(inArray(ltiToolKeys.state, [LTI_KEY_STATE.current, LTI_KEY_STATE.next]));
  return rows.length === 2;
}

/** A current and a next key exist afterwards, however many processes call this at once. */
export async function ensureToolKeys(db: Db, now: Date): Promise<void> {
  if (await keysReady(db)) return;
  await withKeyLock(db, (tx) => fill(tx, now));
}

/** Rotates now, whatever the current key's age (docs/lti.md "Key rotation"). */
export const rotateToolKeys = (db: Db, now: Date): Promise<Rotation> =>
  withKeyLock(db, async (tx) => {
    await rotate(tx, now);
    return outcome(tx, true, await dropExpired(tx, now));
  });

/** Rotates when the current key has signed for LTI_KEY_ROTATION_MS (or none signs); drops expired retired keys either way. */
export const rotateToolKeysIfDue = (db: Db, now: Date): Promise<Rotation> =>
  withKeyLock(db, async (tx) => {
    const current = await keyIn(tx, LTI_KEY_STATE.current);
    const due = rotationDue(current?.currentSince ?? null, now);
    if (due) await rotate(tx, now);
    else await fill(tx, now);
    return outcome(tx, due, await dropExpired(tx, now));
  });

/** Whether the rotation job has work: a key missing, the current one old enough, or a retired one past its grace. */
export async function toolKeysDue(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .select({ state: ltiToolKeys.state, currentSince: ltiToolKeys.currentSince, retiredAt: ltiToolKeys.retiredAt })
    .from(ltiToolKeys);
  const current = rows.find((row) => row.state === LTI_KEY_STATE.current);
  return (
    current === undefined ||
    !rows.some((row) => row.state === LTI_KEY_STATE.next) ||
    rotationDue(current.currentSince, now) ||
    rows.some((row) => row.state === LTI_KEY_STATE.retired && row.retiredAt !== null && !stillPublished(row.retiredAt, now))
  );
}

/**
 * The published key set: the current key first, then the next, then the retired keys still in
 * their grace, newest first. Public members only (ltiKeySetSchema refuses any other).
 */
export async function toolKeySet(db: Db, now: Date): Promise<LtiKeySet> {
  await ensureToolKeys(db, now);
  const rows = await db
    .select({ state: ltiToolKeys.state, publicJwk: ltiToolKeys.publicJwk })
    .from(ltiToolKeys)
    .where(
      or(
        inArray(ltiToolKeys.state, [LTI_KEY_STATE.current, LTI_KEY_STATE.next]),
        and(eq(ltiToolKeys.state, LTI_KEY_STATE.retired), gt(ltiToolKeys.retiredAt, retiredKeysKeptSince(now))),
      ),
    )
    .orderBy(desc(ltiToolKeys.retiredAt));
  const order = { current: 0, next: 1, retired: 2 } as const;
  const sorted = rows.map((row, index) => ({ ...row, index })).sort((a, b) => order[a.state] - order[b.state] || a.index - b.index);
  return { keys: sorted.map(({ publicJwk: { kty, n, e, kid, alg, use } }) => ({ kty, n, e, kid, alg, use })) };
}

/** The key Lectern signs with now (its `kid` goes in the JWT header), for the LTI messages and token requests to come. */
export async function toolSigningKey(db: Db, now: Date): Promise<{ kid: string; key: CryptoKey }> {
  await ensureToolKeys(db, now);
  const [row] = await db
    .select({ kid: ltiToolKeys.kid, privateKey: ltiToolKeys.privateKey })
    .from(ltiToolKeys)
    .where(eq(ltiToolKeys.state, LTI_KEY_STATE.current));
  if (!row) throw new Error('no current LTI tool key after ensureToolKeys');
  return { kid: row.kid, key: await importPKCS8(row.privateKey, 'RS256') };
}
