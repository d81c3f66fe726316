import type { MessageKind, MessageTopic } from '../../src/schemas/messages';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { notifyMessages } from './message-notice';

/**
 * Sends one message to many users of a tenant (docs/personal-center.md "Messages"): rows inserted
 * in batches, then one notice for the open event streams. Call it after the transaction that made
 * the event has committed, so nobody is told about a recording that is then rolled back.
 */
export type OutgoingMessage = {
  tenantId: string;
  userIds: readonly string[];
  kind: MessageKind;
  topic: MessageTopic | null;
  params?: Record<string, string>;
  /** English; the browser words a known topic in the reader's language instead. */
  title: string;
  content: string;
  teclId?: string | null;
  courId?: string | null;
  vodId?: string | null;
  /** The whole tenant receives it: the notice names the tenant rather than every user. */
  everyone?: boolean;
  /** When it was sent, by the server's clock; the database's now by default. */
  at?: Date;
};

/** Rows per INSERT: far below PostgreSQL's 65535 parameters. */
const BATCH = 1000;

export async function sendMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const userIds = [...new Set(message.userIds)];
  if (userIds.length === 0) return 0;
  const row = {
    tenantId: message.tenantId,
    kind: message.kind,
    topic: message.topic,
    params: message.params ?? null,
    title: message.title,
    content: message.content,
    teclId: message.teclId ?? null,
    courId: message.courId ?? null,
    vodId: message.vodId ?? null,
    ...(message.at && { createdAt: message.at }),
  };
  await db.transaction(async (tx) => {
    for (let i = 0; i < userIds.length; i += BATCH)
      await tx.insert(messages).values(userIds.slice(i, i + BATCH).map((userId) => ({ ...row, userId })));
  });
  await notifyMessages(db, message.tenantId, message.everyone ? null : userIds);
  return userIds.length;
}
