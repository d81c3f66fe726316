import { sql } from 'drizzle-orm';
import { CAPTION_ORIGIN, captionTracks, VOD_STATUS, vods } from '../db/schema';

/**
 * The AI badge of a lesson (`courTransferFlag`, docs/search.md "Inside lessons"): true exactly
 * when a ready recording of the lesson has a transcript a speech engine made (a caption track of
 * origin `automatic`, draft or published). No engine configured, no transcript, no badge. For a
 * query that reads `course_sessions` (named with its table: Drizzle leaves a single-table select's
 * columns unqualified, and inside this subquery a bare "id" would be another table's).
 */
export const hasAutomaticTranscript = sql<boolean>`exists (select 1 from ${captionTracks}
  join ${vods} on ${vods.id} = ${captionTracks.vodId}
  where ${vods.courId} = ${sql.identifier('course_sessions')}.${sql.identifier('id')} and ${vods.status} = ${VOD_STATUS.ready} and ${captionTracks.origin} = ${CAPTION_ORIGIN.automatic})`;
