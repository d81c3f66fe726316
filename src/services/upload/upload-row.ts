import type { SnapshotFrom } from 'xstate';
import type { UploadNotice, UploadStatus, uploadFileMachine } from '../../machines/upload-file.machine';
import type { UploadTargetParams } from './upload-target';

/**
 * One line of the uploader panel. `remembered`: a file of an earlier page (upload-memory.ts)
 * that waits for the user to choose it again.
 */
export type UploadRowStatus = UploadStatus | 'remembered';

export type UploadActions = { pause: boolean; resume: boolean; retry: boolean; cancel: boolean };

export type UploadRow = {
  id: string;
  name: string;
  size: number;
  target: UploadTargetParams;
  identifier: string | null;
  status: UploadRowStatus;
  /** 0..1 of the current phase: hashing, sending or transcoding. */
  progress: number;
  /** Why it stopped (error, failed), else null. */
  reason: UploadNotice | null;
  /** What the user may do now (SPEC §4: pause while waiting or uploading, resume when paused, retry on error, cancel unless success). */
  can: UploadActions;
};

export type UploadSnapshot = SnapshotFrom<typeof uploadFileMachine>;

/** The status a snapshot shows: the leaf state (`transfer.uploading` reads 'uploading'). */
export function statusOf(snapshot: Pick<UploadSnapshot, 'value'>): UploadStatus {
  const { value } = snapshot;
  return (typeof value === 'string' ? value : Object.values(value)[0]!) as UploadStatus;
}

export function actionsOf(snapshot: UploadSnapshot): UploadActions {
  return {
    pause: snapshot.can({ type: 'upload.pause' }),
    resume: snapshot.can({ type: 'upload.resume' }),
    retry: snapshot.can({ type: 'upload.retry' }),
    cancel: snapshot.can({ type: 'upload.cancel' }),
  };
}

export const REMEMBERED_ACTIONS: UploadActions = { pause: false, resume: false, retry: false, cancel: true };

/** Statuses in which this page is still reading or sending the file: leaving it would stop that. */
export const TRANSFERRING: readonly UploadRowStatus[] = ['md5', 'waiting', 'uploading'];

/** Statuses a close of the panel would cancel (SPEC §8 asks first). */
export const UNFINISHED: readonly UploadRowStatus[] = [...TRANSFERRING, 'paused', 'error'];
