import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TEXT_RUN_STATE, lessonTextRuns, type TextRunKind, type TextRunState } from '../db/schema';

/**
 * A text job's row in `lesson_text_runs` (docs/search.md "Inside lessons"): written when it
 * starts, as it goes (progress, at most every PROGRESS_EVERY_MS) and when it ends.
 */
const PROGRESS_EVERY_MS = 1_000;

export const setTextRun = (db: Db, vodId: string, kind: TextRunKind, state: TextRunState, detail = '', progress = 0): Promise<void> =>
  setTextRuns(db, [vodId], kind, state, detail, progress);

/** The same state for several recordings (all recordings of one video) in one statement. */
export async function setTextRuns(
  db: Db,
  vodIds: readonly string[],
  kind: TextRunKind,
  state: TextRunState,
  detail = '',
  progress = 0,
): Promise<void> {
  if (vodIds.length === 0) return;
  await db
    .insert(lessonTextRuns)
    .values(vodIds.map((vodId) => ({ vodId, kind, state, detail, progress, updatedAt: new Date() })))
    .onConflictDoUpdate({ target: [lessonTextRuns.vodId, lessonTextRuns.kind], set: { state, detail, progress, updatedAt: sql`now()` } });
}

/** A progress reporter for a running job: fractions in 0..1, written when they moved and a second passed. */
export function textRunProgress(db: Db, vodId: string, kind: TextRunKind): (fraction: number) => void {
  let last = 0;
  return (fraction) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    void db
      .update(lessonTextRuns)
      .set({ progress: Math.min(1, Math.max(0, fraction)), updatedAt: sql`now()` })
      .where(and(eq(lessonTextRuns.vodId, vodId), eq(lessonTextRuns.kind, kind), eq(lessonTextRuns.state, TEXT_RUN_STATE.running)))
      .catch(() => {});
  };
}
