import type { NoteStatus } from '../../src/notes/note-status-rules';
import type { Db } from '../../server/db/client';
import { notes } from '../../server/db/schema';
import { replaceLessonTexts } from '../../server/lesson-text/lesson-text-index';

/**
 * A note on a recording of tenant 1 holding one paragraph, `text`, found inside the lesson at
 * `atMs` as the notes routes index a passage (server/lesson-text/note-index.ts): for tests of who
 * reads a note's text, whatever its status.
 */
export async function indexedNote(
  db: Db,
  lesson: { teclId: string; courId: string },
  note: { vodId: string; userId: string; status: NoteStatus; atMs: number; text: string },
): Promise<string> {
  const [row] = await db
    .insert(notes)
    .values({
      tenantId: '1',
      userId: note.userId,
      vodId: note.vodId,
      courId: lesson.courId,
      title: 'n',
      status: note.status,
      content: [{ type: 'paragraph', children: [{ text: note.text }] }],
    })
    .returning({ id: notes.id });
  const source = {
    tenantId: '1',
    teclId: lesson.teclId,
    vodId: note.vodId,
    courId: lesson.courId,
    kind: 'note' as const,
    sourceId: row!.id,
  };
  await replaceLessonTexts(db, source, [{ startMs: note.atMs, endMs: note.atMs, text: note.text }]);
  return row!.id;
}
