import { sql } from 'drizzle-orm';
import { uploadEventSchema, type UploadEvent } from '../../src/schemas/upload';
import type { Db } from '../db/client';
import type { uploadFiles } from '../db/schema';

/**
 * Job progress travels from whichever process runs the job (in-process or `npm run worker`) to
 * the web processes holding the uploader's event streams through PostgreSQL NOTIFY on one
 * channel (docs/uploads.md "Progress"). The row itself holds the same state, so a client that
 * missed a notification reads it with the pre-test.
 */
export const UPLOAD_CHANNEL = 'lectern_upload';

type Row = typeof uploadFiles.$inferSelect;

export type UploadNotice = { userId: string; event: UploadEvent };

export function uploadEvent(row: Row, resourceId: string | null = null): UploadEvent {
  return {
    uploadId: row.id,
    identifier: row.uniqueIdentifier,
    status: row.status,
    progress: row.progress,
    reason: row.error,
    vodId: row.vodId,
    resourceId,
  };
}

export async function notifyUpload(db: Db, row: Row, resourceId: string | null = null): Promise<void> {
  const notice: UploadNotice = { userId: row.userId, event: uploadEvent(row, resourceId) };
  await db.execute(sql`select pg_notify(${UPLOAD_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A notification's payload, or null when it is not one of ours. */
export function parseUploadNotice(payload: string): UploadNotice | null {
  try {
    const json = JSON.parse(payload) as { userId?: unknown; event?: unknown };
    const event = uploadEventSchema.safeParse(json.event);
    return typeof json.userId === 'string' && event.success ? { userId: json.userId, event: event.data } : null;
  } catch {
    return null;
  }
}
