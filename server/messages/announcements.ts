import { and, eq } from 'drizzle-orm';
import { assertAdministrator } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { sendMessage } from './send-message';

/** An administrator's announcement: a system message to every active user of their tenant, themself included. */
export async function announce(
  db: Db,
  claims: AccessClaims,
  body: { title: string; content: string },
  at: Date,
): Promise<{ sent: number }> {
  assertAdministrator(claims, 'only administrators may send announcements');
  const everyone = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, claims.tid), eq(users.active, true)));
  const sent = await sendMessage(db, {
    tenantId: claims.tid,
    userIds: everyone.map((u) => u.id),
    kind: 'system',
    topic: 'announcement',
    title: body.title,
    content: body.content,
    everyone: true,
    at,
  });
  return { sent };
}
