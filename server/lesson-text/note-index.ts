import { eq, notExists, sql } from 'drizzle-orm';
import type { NoteDocument } from '../../src/schemas/notes';
import type { Db } from '../db/client';
import { LESSON_TEXT_KIND, lessonTexts, notes, vods } from '../db/schema';
import { dropLessonTexts, replaceLessonTexts } from './lesson-text-index';
import { notePassages } from './note-passages';

/**
 * Keeps a note findable inside its lesson (docs/search.md "Inside lessons"): its passages are
 * written in the transaction that saves it, so the search never shows an older text than the
 * note holds. Who may find it is the note's own rule, read when searching.
 */
export async function indexNote(db: Db, noteId: string): Promise<void> {
  const [note] = await db
    .select({
      tenantId: notes.tenantId,
      title: notes.title,
      content: notes.content,
      vodId: notes.vodId,
      courId: notes.courId,
      teclId: vods.teclId,
    })
    .from(notes)
    .leftJoin(vods, eq(vods.id, notes.vodId))
    .where(eq(notes.id, noteId));
  // A note whose recording is gone points at no moment: nothing to find.
  if (note === undefined || note.teclId === null) return dropLessonTexts(db, LESSON_TEXT_KIND.note, noteId);
  await replaceLessonTexts(
    db,
    { tenantId: note.tenantId, teclId: note.teclId, vodId: note.vodId, courId: note.courId, kind: LESSON_TEXT_KIND.note, sourceId: noteId },
    notePassages(note.title, note.content as NoteDocument),
  );
}

/** Notes written by other paths than the note routes (the seed, an import) without passages yet; run at boot. */
export async function indexUnindexedNotes(db: Db): Promise<number> {
  const missing = await db
    .select({ id: notes.id })
    .from(notes)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(lessonTexts)
          .where(sql`${lessonTexts.sourceId} = ${notes.id} and ${lessonTexts.kind} = ${LESSON_TEXT_KIND.note}`),
      ),
    );
  for (const { id } of missing) await indexNote(db, id);
  return missing.length;
}
