import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { SessionEvent, SessionEvents } from './session-events';

/**
 * A kick, a logout or a password change ends sessions whose event streams may be held by any web
 * process on the same database (docs/scaling.md): the ending goes out through PostgreSQL NOTIFY
 * and every process, this one included, closes the streams it holds for those sessions.
 */
export const SESSION_CHANNEL = 'lectern_session';

/** Session ids per notice: a NOTIFY payload stays well under PostgreSQL's 8000 bytes. */
const IDS_PER_NOTICE = 100;

type SessionNotice = { sessionIds: string[]; event: SessionEvent };

export async function notifySessionsEnded(db: Db, sessionIds: readonly string[], event: SessionEvent): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_NOTICE) {
    const notice: SessionNotice = { sessionIds: sessionIds.slice(start, start + IDS_PER_NOTICE), event };
    await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}

/** A notification's payload, or null when it is not one of ours. */
export function parseSessionNotice(payload: string): SessionNotice | null {
  try {
    const json = JSON.parse(payload) as Partial<SessionNotice>;
    const { sessionIds, event } = json;
    if (!Array.isArray(sessionIds) || !sessionIds.every((id) => typeof id === 'string')) return null;
    if (!event || (event.type !== 'kick' && event.type !== 'logout') || typeof event.reason !== 'string') return null;
    return { sessionIds, event: { type: event.type, reason: event.reason } };
  } catch {
    return null;
  }
}

/** Passes session endings from any process to the streams this one holds. Resolves to its stop. */
export function relaySessionEvents(database: Database, sessionEvents: SessionEvents): Promise<() => Promise<void>> {
  return database.listen(SESSION_CHANNEL, (payload) => {
    const notice = parseSessionNotice(payload);
    if (notice) sessionEvents.publish(notice.sessionIds, notice.event);
  });
}
