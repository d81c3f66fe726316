import { z } from 'zod';

/**
 * Query fields the spec names (SPEC §2). The router parses query values as JSON, so numeric ids
 * arrive as numbers; they are kept as strings. A malformed field is dropped, not fatal.
 */
const optionalId = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

export const playVideoSearchSchema = z.object({
  teclId: optionalId,
  target: z.literal('video').optional().catch(undefined),
});

export const playLiveSearchSchema = z.object({
  courseId: optionalId,
  /** Same value as courseId. */
  liveId: optionalId,
  teclId: optionalId,
  roadType: optionalId,
  target: z.literal('live').optional().catch(undefined),
});

/** The unified window serves both (SPEC §2 "Playback windows"). */
export const playCenterSearchSchema = playLiveSearchSchema.extend({
  target: z.enum(['video', 'live']).optional().catch(undefined),
});

/** The course page opened from the watch history (SPEC §2 "Watch-history dropdown"). */
export const videoDetailSearchSchema = z.object({ courseId: optionalId, teclId: optionalId });

/** The header search (SPEC §4 "Search and history"): the keyword and the course status to show. */
export const advanceSearchSearchSchema = z.object({
  keyword: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
  courStatus: z.union([z.literal(0), z.literal(1)]).optional().catch(undefined),
});

export const myCollectionSearchSchema = z.object({ mode: z.literal('collection').optional().catch(undefined) });

export const myScheduleSearchSchema = z.object({ mode: z.literal('schedule').optional().catch(undefined) });

/** Login pages: which tenant to sign in to (default tenant '1'). */
export const loginSearchSchema = z.object({ tenant: optionalId });
