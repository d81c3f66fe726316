import { z } from 'zod';

/** GET /v1/public/landing (chosen, public): the platform's front page for visitors (docs/routes.md). */
export const landingSummarySchema = z.object({
  /** Lessons on air now, of classes open to the whole campus. */
  liveNow: z.number().int().nonnegative(),
  /** Some of their subjects, in both languages. */
  liveSubjects: z.array(z.object({ name: z.string(), nameEn: z.string() })),
  /** Recordings published in the last seven days. */
  recordingsThisWeek: z.number().int().nonnegative(),
});
export type LandingSummary = z.infer<typeof landingSummarySchema>;
