import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import type { SessionEvents } from '../events/session-events';
import { MESSAGE_CHANNEL, parseMessageNotice } from './message-notice';

/**
 * Passes message notices, from whichever process wrote the messages, to the recipients' open
 * event streams in this process as `event: message` with their unread count
 * (docs/personal-center.md "Messages"). Only users with a stream here are asked about. Resolves
 * to its stop.
 */
export function relayMessages(database: Database, sessionEvents: SessionEvents): Promise<() => Promise<void>> {
  return database.listen(MESSAGE_CHANNEL, (payload) => {
    const notice = parseMessageNotice(payload);
    if (!notice) return;
    const listening = new Set(sessionEvents.listeningUsers());
    const userIds = (notice.userIds ?? [...listening]).filter((id) => listening.has(id));
    if (userIds.length === 0) return;
    void database.db
      .select({ userId: messages.userId, unread: count() })
      .from(messages)
      .where(and(eq(messages.tenantId, notice.tenantId), inArray(messages.userId, userIds), not(messages.isRead)))
      .groupBy(messages.userId)
      .then(
        (rows) => {
          const unread = new Map(rows.map((r) => [r.userId, r.unread]));
          // A user of another tenant with a stream here is not in the answer when the notice named the tenant.
          for (const userId of notice.userIds ?? rows.map((r) => r.userId))
            if (listening.has(userId)) sessionEvents.publishUser(userId, { type: 'message', data: { unread: unread.get(userId) ?? 0 } });
        },
        // A lost count only delays the badge to the next page load.
        () => {},
      );
  });
}
