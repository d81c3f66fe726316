import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * New or changed messages travel from whichever process wrote them (a web process, the upload
 * worker) to the web processes holding the recipients' event streams through PostgreSQL NOTIFY,
 * as upload progress does (docs/uploads.md "Progress"). The notice names the users, or the whole
 * tenant for an announcement, never the counts: the relay asks for them for the streams it holds.
 */
export const MESSAGE_CHANNEL = 'lectern_message';

/** Past this many recipients a notice names the tenant instead: a NOTIFY payload stays under 8000 bytes. */
const NAMED_USERS_MAX = 100;

export type MessageNotice = { tenantId: string; userIds: string[] | null };

export async function notifyMessages(db: Db, tenantId: string, userIds: readonly string[] | null): Promise<void> {
  if (userIds !== null && userIds.length === 0) return;
  const notice: MessageNotice = { tenantId, userIds: userIds === null || userIds.length > NAMED_USERS_MAX ? null : [...userIds] };
  await db.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A notification's payload, or null when it is not one of ours. */
export function parseMessageNotice(payload: string): MessageNotice | null {
  try {
    const json = JSON.parse(payload) as { tenantId?: unknown; userIds?: unknown };
    if (typeof json.tenantId !== 'string') return null;
    if (json.userIds === null) return { tenantId: json.tenantId, userIds: null };
    return Array.isArray(json.userIds) && json.userIds.every((id) => typeof id === 'string')
      ? { tenantId: json.tenantId, userIds: json.userIds as string[] }
      : null;
  } catch {
    return null;
  }
}
