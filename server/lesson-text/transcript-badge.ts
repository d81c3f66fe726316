import { sql } from 'drizzle-orm';
import { CAPTION_ORIGIN, captionTracks, courseSessions, VOD_STATUS, vods } from '../db/schema';

/**
 * The AI badge of a lesson (`courTransferFlag`, docs/search.md "Inside lessons"): true exactly
 * when a ready recording of the lesson has a transcript a speech engine made (a caption track of
 * origin `automatic`, draft or published). No engine configured, no transcript, no badge. For a
 * query that reads `course_sessions`.
 */
export const hasAutomaticTranscript = sql<boolean>`exists (select 1 from ${captionTracks}
  join ${vods} on ${vods.id} = ${captionTracks.vodId}
  where ${vods.courId} = ${courseSessions.id} and ${vods.status} = ${VOD_STATUS.ready} and ${captionTracks.origin} = ${CAPTION_ORIGIN.automatic})`;
