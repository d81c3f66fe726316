import type { DetailSession } from '../../schemas/detail';

const FINISHED = 2;

/**
 * Where a lesson's recording may be sent from (docs/uploads.md "One recording per lesson"): only a
 * lesson that is over, by its class's teacher or an administrator (`canUpload` of the class page);
 * the server refuses the rest. The class page's schedule and the media page's "Attach to a lesson"
 * offer exactly these lessons; one with a recording is replaced, after asking.
 */
export function offersRecordingUpload(session: DetailSession, canUpload: boolean): boolean {
  return canUpload && session.courStatus === FINISHED;
}
