import type { UploadFileEvent } from '../../machines/upload-file.machine';
import type { UploadState } from '../../schemas/upload';
import { UPLOAD_STATUS_RULES } from '../../uploads/upload-status-rules';

/** What the server last said about a file after its chunks: from the event stream, a chunk answer or a poll. */
export type ServerStatus = { status: UploadState; progress: number | null; reason: string | null };

const RANK = (status: UploadState) => UPLOAD_STATUS_RULES[status].step;

/**
 * Answers and events may arrive out of order (the stream can be faster than the last chunk's
 * answer): a status never goes back, and transcoding only moves forward.
 */
export function laterStatus(known: ServerStatus | undefined, next: ServerStatus): ServerStatus {
  if (known === undefined || RANK(next.status) > RANK(known.status)) return next;
  if (RANK(next.status) < RANK(known.status) || known.status !== 'transcoding') return known;
  return (next.progress ?? 0) >= (known.progress ?? 0) ? next : known;
}

/** The uploadFile machine's event for a server status (docs/uploads.md "Progress"); merging, queued and publishing need none. */
export function machineEventOf(status: ServerStatus): UploadFileEvent | null {
  switch (status.status) {
    case 'transcoding':
      return { type: 'upload.jobTranscoding', progress: (status.progress ?? 0) / 100 };
    case 'success':
      return { type: 'upload.jobDone' };
    case 'failed':
      return { type: 'upload.jobFailed', reason: status.reason ?? '' };
    default:
      return null;
  }
}

/** The server status inside a chunk call's data (`upload`), when it has one. */
export function serverStatusOf(data: unknown): ServerStatus | null {
  if (typeof data !== 'object' || data === null) return null;
  const upload = (data as { upload?: unknown }).upload;
  if (typeof upload !== 'object' || upload === null) return null;
  const { status, progress, reason } = upload as { status?: unknown; progress?: unknown; reason?: unknown };
  if (typeof status !== 'string' || !(status in UPLOAD_STATUS_RULES)) return null;
  return {
    status: status as UploadState,
    progress: typeof progress === 'number' ? progress : null,
    reason: typeof reason === 'string' ? reason : null,
  };
}
