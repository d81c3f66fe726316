import { and, eq } from 'drizzle-orm';
import type { User } from '../../src/schemas/auth';
import type { Db } from '../db/client';
import { organisations, users } from '../db/schema';

/** Reading people for authentication and the identity endpoints. */
export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, tenantId: string, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function toWireUser(db: Db, row: UserRow, mustChangePassword: boolean): Promise<User> {
  let orgaName: string | null = null;
  if (row.orgaId) {
    const [orga] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, row.orgaId));
    orgaName = orga?.name ?? null;
  }
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    code: row.code,
    role: row.role as User['role'],
    tenantId: row.tenantId,
    avatarUrl: row.avatarUrl,
    orgaName,
    mustChangePassword,
  };
}

/** A new password (its scrypt hash), from `changedAt`. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string, changedAt: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: changedAt }).where(eq(users.id, userId));
}
