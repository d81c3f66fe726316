import { and, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Message, MessageListQuery, MessagePage } from '../../src/schemas/messages';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { notifyMessages } from './message-notice';

/**
 * The caller's inbox (docs/personal-center.md "Messages"): every query is scoped to the caller
 * and their tenant, so another user's ids change nothing and say nothing. Each change is notified,
 * so the caller's other tabs update their unread count too.
 */
export type Recipient = { userId: string; tenantId: string };

const mine = (to: Recipient) => and(eq(messages.userId, to.userId), eq(messages.tenantId, to.tenantId));

type Row = typeof messages.$inferSelect;

const wire = (row: Row): Message => ({
  id: row.id,
  kind: row.kind,
  topic: row.topic,
  params: row.params ?? {},
  title: row.title,
  content: row.content,
  teclId: row.teclId,
  courId: row.courId,
  vodId: row.vodId,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

export async function unreadCount(db: Db, to: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(mine(to), not(messages.isRead)));
  return row?.n ?? 0;
}

/** One page, newest first (ties by id, so pages never overlap), with the unread count. */
export async function listMessages(db: Db, to: Recipient, query: MessageListQuery): Promise<MessagePage> {
  const pageIndex = query['page.pageIndex'];
  const pageSize = query['page.pageSize'];
  const filters: (SQL | undefined)[] = [mine(to)];
  if (query.unread) filters.push(not(messages.isRead));
  if (query.kind) filters.push(eq(messages.kind, query.kind));
  const where = and(...filters);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ n: count() }).from(messages).where(where),
    unreadCount(db, to),
  ]);
  return { records: rows.map(wire), total: total?.n ?? 0, pageIndex, pageSize, unread };
}

async function changed(db: Db, to: Recipient, n: number) {
  if (n > 0) await notifyMessages(db, to.tenantId, [to.userId]);
  return { changed: n, unread: await unreadCount(db, to) };
}

/** Marks the caller's messages among `ids` read; ids of anyone else's are ignored. */
export async function markRead(db: Db, to: Recipient, ids: readonly string[]) {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(mine(to), inArray(messages.id, [...ids]), not(messages.isRead)))
    .returning({ id: messages.id });
  return changed(db, to, rows.length);
}

export async function markAllRead(db: Db, to: Recipient) {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(mine(to), not(messages.isRead)))
    .returning({ id: messages.id });
  return changed(db, to, rows.length);
}

export async function deleteMessages(db: Db, to: Recipient, ids: readonly string[]) {
  const rows = await db
    .delete(messages)
    .where(and(mine(to), inArray(messages.id, [...ids])))
    .returning({ id: messages.id });
  return changed(db, to, rows.length);
}
