import { and, count, eq, sql } from 'drizzle-orm';
import { notes } from '../db/schema';
import type { Owner, Quota } from './user-quota';

/** A user's notes: how many (USER_NOTES_QUOTA_COUNT) and how large together (USER_NOTES_QUOTA_BYTES). */
const mine = (owner: Owner) => and(eq(notes.userId, owner.userId), eq(notes.tenantId, owner.tenantId));

export const noteCountQuota = (limit: number): Quota => ({
  name: 'notes',
  unit: 'notes',
  limit,
  setting: 'USER_NOTES_QUOTA_COUNT',
  async used(db, owner) {
    const [row] = await db.select({ n: count() }).from(notes).where(mine(owner));
    return row?.n ?? 0;
  },
});

/** Measured as the database keeps them: the title and the document's text, in UTF-8 bytes. */
export const noteBytesQuota = (limit: number): Quota => ({
  name: 'notes',
  unit: 'bytes',
  limit,
  setting: 'USER_NOTES_QUOTA_BYTES',
  async used(db, owner) {
    const [row] = await db
      .select({ bytes: sql<string | null>`sum(octet_length(${notes.title}) + octet_length(${notes.content}::text))` })
      .from(notes)
      .where(mine(owner));
    return Number(row?.bytes ?? 0);
  },
});

export type NoteQuotas = { count: Quota; bytes: Quota };

export const noteQuotas = (env: { USER_NOTES_QUOTA_COUNT: number; USER_NOTES_QUOTA_BYTES: number }): NoteQuotas => ({
  count: noteCountQuota(env.USER_NOTES_QUOTA_COUNT),
  bytes: noteBytesQuota(env.USER_NOTES_QUOTA_BYTES),
});
