import { UPLOAD_STATUS_LABELS } from '../../machines/upload-file.machine';
import type { UploadRow, UploadRowStatus } from '../../services/upload/upload-row';
import type { Translate } from '../i18n/translate';

/** Statuses shown with the share done (SPEC §4: 'verifying MD5' with a percentage; sending and transcoding too). */
const WITH_PERCENT: readonly UploadRowStatus[] = ['md5', 'uploading', 'transcoding'];

/** The whole percentage of a 0..1 share, never past 100. */
export const percentOf = (share: number): number => Math.min(100, Math.max(0, Math.floor(share * 100)));

/** The status column's text: 'verifying MD5 42%', 'uploading 37%', 'waiting to upload', 'failed' … */
export function statusText(row: Pick<UploadRow, 'status' | 'progress'>, t: Translate): string {
  if (row.status === 'remembered') return t('uploader.status.remembered');
  const status = t(UPLOAD_STATUS_LABELS[row.status]);
  return WITH_PERCENT.includes(row.status) ? t('uploader.withPercent', { status, percent: percentOf(row.progress) }) : status;
}
