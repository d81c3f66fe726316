import { eq, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import { CAPTION_STATUS, captionTracks } from '../db/schema';
import { ApiError } from '../errors';
import { mayManageClass } from './class-roles';

/**
 * A recording's caption tracks (docs/captions.md "Who may do what"). Whoever may watch the
 * recording reads its published tracks; its class's teacher and the tenant's administrators, who
 * manage the class, also read the drafts and alone upload, edit, publish and delete. Each rule is
 * given the class's teacher as read by a query bound to the caller's tenant.
 */

/** Uploading, editing, publishing and deleting a recording's captions: managing its class. */
export const mayEditCaptions = (claims: AccessClaims, teacherId: string): boolean => mayManageClass(claims, teacherId);

/** 403 unless the caller may change the captions of a recording of the class taught by `teacherId`. */
export function assertMayEditCaptions(claims: AccessClaims, teacherId: string): void {
  if (!mayEditCaptions(claims, teacherId))
    throw new ApiError('forbidden', "only the class's teacher or an administrator may change its captions");
}

/**
 * The tracks the player offers of a recording it plays, to everyone who may watch it, the class's
 * teacher too, and through its share links: the published ones. A draft is the editor's.
 */
export const captionTracksPlayed = (): SQL => eq(captionTracks.status, CAPTION_STATUS.published);

/**
 * The tracks the caller sees among a watchable recording's, as a condition on `caption_tracks`:
 * every one for those who may edit them, the published ones for everyone else (undefined: all).
 */
export const captionTracksSeenBy = (claims: AccessClaims, teacherId: string): SQL | undefined =>
  mayEditCaptions(claims, teacherId) ? undefined : captionTracksPlayed();
