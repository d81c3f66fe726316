import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lessonTextDocs, lessonTexts, type LessonTextKind } from '../db/schema';
import { writeLessonTextDocs } from './lesson-text-docs';
import { termsOf, tsvectorOf } from './text-terms';

/**
 * Writes what the search inside lessons finds (docs/search.md "Inside lessons"): a source's pieces
 * replace all its earlier ones in one transaction, so a job run twice, a track saved again or a
 * note edited leaves exactly one copy, and a reader never sees half of either. Each source's
 * digest (server/lesson-text/lesson-text-docs.ts) is written again in the same transaction.
 */

/** Whose pieces these are (who may read them is decided when searching, from the source). */
export type LessonTextSource = {
  tenantId: string;
  teclId: string;
  vodId: string | null;
  courId: string | null;
  kind: LessonTextKind;
  /** The recording for slides, the track for captions and transcripts, the note for notes. */
  sourceId: string;
};

/** One piece: its text and where it is in the recording. */
export type LessonTextPiece = { startMs: number; endMs: number; text: string };

/** Rows per INSERT: a 90-minute lesson's cues in a few statements, well under the parameter limit. */
const BATCH = 400;

export const replaceLessonTexts = (db: Db, source: LessonTextSource, pieces: readonly LessonTextPiece[]): Promise<number> =>
  replaceSharedLessonTexts(db, [source], pieces);

/**
 * The same pieces for several sources (the recordings of one video get what one reading of its
 * slides found), in one transaction: the terms are worked out once. Answers the pieces each
 * source keeps (those with a term).
 */
export async function replaceSharedLessonTexts(
  db: Db,
  sources: readonly LessonTextSource[],
  pieces: readonly LessonTextPiece[],
): Promise<number> {
  const kept = pieces.flatMap((piece) => {
    const terms = termsOf(piece.text);
    if (terms.length === 0) return [];
    return [
      {
        startMs: Math.max(0, Math.round(piece.startMs)),
        endMs: Math.max(0, Math.round(Math.max(piece.endMs, piece.startMs))),
        text: piece.text,
        terms: tsvectorOf(terms),
      },
    ];
  });
  const rows = sources.flatMap((source) => kept.map((piece) => ({ ...source, ...piece })));
  const kinds = new Set(sources.map((source) => source.kind));
  await db.transaction(async (tx) => {
    for (const kind of kinds) {
      const ids = sources.filter((source) => source.kind === kind).map((source) => source.sourceId);
      await tx.delete(lessonTexts).where(and(eq(lessonTexts.kind, kind), inArray(lessonTexts.sourceId, ids)));
    }
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(lessonTexts).values(rows.slice(i, i + BATCH));
    for (const kind of kinds)
      await writeLessonTextDocs(
        tx,
        kind,
        sources.filter((source) => source.kind === kind).map((source) => source.sourceId),
      );
  });
  return kept.length;
}

/** Forgets a source's pieces and its digest (a track deleted or unpublished, a note deleted). */
export async function dropLessonTexts(db: Db, kind: LessonTextKind, sourceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(lessonTexts).where(and(eq(lessonTexts.sourceId, sourceId), eq(lessonTexts.kind, kind)));
    await tx.delete(lessonTextDocs).where(and(eq(lessonTextDocs.sourceId, sourceId), eq(lessonTextDocs.kind, kind)));
  });
}
