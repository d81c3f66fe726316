import { and, asc, eq } from 'drizzle-orm';
import type { SlideChapters } from '../../src/schemas/lesson-texts';
import type { Db } from '../db/client';
import { LESSON_TEXT_KIND, lessonTexts } from '../db/schema';

/**
 * A recording's slides as the player's chapters (docs/player-texts.md): the slide pieces the
 * `lesson-slides` job wrote (slides-job.ts; a slide without text is not kept), in time order.
 * Whoever may watch the recording reads them; the caller has checked that.
 */
export async function slideChapters(db: Db, tenantId: string, vodId: string): Promise<SlideChapters> {
  const rows = await db
    .select({ startMs: lessonTexts.startMs, endMs: lessonTexts.endMs, text: lessonTexts.text })
    .from(lessonTexts)
    .where(and(eq(lessonTexts.vodId, vodId), eq(lessonTexts.kind, LESSON_TEXT_KIND.slide), eq(lessonTexts.tenantId, tenantId)))
    .orderBy(asc(lessonTexts.startMs), asc(lessonTexts.endMs));
  return { slides: rows.map((row) => ({ atS: row.startMs / 1000, endS: row.endMs / 1000, text: row.text })) };
}
