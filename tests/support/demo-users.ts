import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';

/** The id of a seeded demo account (tenant 1 unless named), for tests that write rows as or for them. */
export async function demoUserId(db: Db, username: string, tenantId = '1'): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.tenantId, tenantId)));
  if (!user) throw new Error(`no demo account ${username} in tenant ${tenantId}`);
  return user.id;
}
