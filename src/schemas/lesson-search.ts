import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants';
import { pagedResultSchema, pageQuerySchema } from './envelope';
import { plainText } from './text';

/**
 * The search inside lessons (docs/search.md "Inside lessons"): slides, captions, transcripts and
 * notes, answered as lessons, each with its best moments.
 */

/** What a moment was found in. `transcript` is a speech engine's text no person has checked. */
export const MOMENT_KINDS = ['slide', 'caption', 'transcript', 'note'] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];

/** Moments answered per lesson: the best few, the rest are a click into the lesson away. */
export const MOMENTS_PER_LESSON = 3;

/**
 * Lessons the search counts: `total` stops there and `totalCapped` says more hold the keyword.
 * Counting every lesson of a word said in most of them cost most of a call (docs/search.md "How
 * the search stays fast"); past ten pages a student narrows the keyword rather than reads on.
 */
export const LESSON_HITS_COUNTED = 100;

/** GET /v1/lesson/search (path chosen). */
export const lessonSearchQuerySchema = pageQuerySchema.extend({
  keyword: plainText().trim().min(1, 'is required').max(SEARCH_MAX_LENGTH),
});
export type LessonSearchQuery = z.infer<typeof lessonSearchQuerySchema>;

/** A stretch of a snippet that matched the keyword: [start, end) in UTF-16 units. */
export const snippetMarkSchema = z.object({ start: z.number().int(), end: z.number().int() });

export const momentSchema = z.object({
  kind: z.enum(MOMENT_KINDS),
  /** Where the player starts: seconds from the recording's start. */
  atS: z.number(),
  endS: z.number(),
  snippet: z.string(),
  marks: z.array(snippetMarkSchema),
});
export type Moment = z.infer<typeof momentSchema>;

export const lessonHitSchema = z.object({
  vodId: z.string().nullable(),
  courId: z.string().nullable(),
  teclId: z.string(),
  /** The recording's title (a note on a lesson without one: the lesson's name). */
  title: z.string(),
  subjName: z.string(),
  teacName: z.string(),
  /** When the lesson began, ISO; null for a recording not tied to a lesson. */
  courBeginTime: z.string().nullable(),
  posterUrl: z.string().nullable(),
  moments: z.array(momentSchema),
});
export type LessonHit = z.infer<typeof lessonHitSchema>;

/** A page of GET /v1/lesson/search: `total` counts up to LESSON_HITS_COUNTED; `totalCapped`, more lessons than that hold the keyword. */
export const lessonHitPageSchema = pagedResultSchema(lessonHitSchema).extend({ totalCapped: z.boolean() });
export type LessonHitPage = z.infer<typeof lessonHitPageSchema>;
