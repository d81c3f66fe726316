import type { Database } from '../db/client';
import type { SessionEvents } from '../events/session-events';
import { UPLOAD_CHANNEL, parseUploadNotice } from '../uploads/upload-progress';

/**
 * Passes upload job progress, notified by whichever process runs the job, to the uploader's
 * open event streams in this process (docs/uploads.md "Progress"). Resolves to its stop.
 */
export function relayUploadProgress(database: Database, sessionEvents: SessionEvents): Promise<() => Promise<void>> {
  return database.listen(UPLOAD_CHANNEL, (payload) => {
    const notice = parseUploadNotice(payload);
    if (notice) sessionEvents.publishUser(notice.userId, { type: 'upload', data: notice.event });
  });
}
