import type { NoteSummary } from '../../schemas/notes';

/** my-note's list (docs/notes.md "my-note"): notes by class, then by lesson. */
export type LessonGroup = { key: string; courName: string | null; courBeginTime: string | null; notes: NoteSummary[] };
export type ClassGroup = { teclId: string | null; teclName: string | null; lessons: LessonGroup[] };

/**
 * Classes by name (notes whose recording is gone last), lessons newest first, notes in the
 * order given (the server's newest change first).
 */
export function groupNotes(notes: readonly NoteSummary[], collator: Intl.Collator): ClassGroup[] {
  const classes = new Map<string, ClassGroup>();
  for (const note of notes) {
    const classKey = note.teclId ?? '';
    let group = classes.get(classKey);
    if (!group) {
      group = { teclId: note.teclId, teclName: note.teclName, lessons: [] };
      classes.set(classKey, group);
    }
    const lessonKey = note.courId ?? `vod:${note.vodId ?? ''}`;
    let lesson = group.lessons.find((candidate) => candidate.key === lessonKey);
    if (!lesson) {
      lesson = { key: lessonKey, courName: note.courName, courBeginTime: note.courBeginTime, notes: [] };
      group.lessons.push(lesson);
    }
    lesson.notes.push(note);
  }
  const byBegin = (a: LessonGroup, b: LessonGroup) => (b.courBeginTime ?? '').localeCompare(a.courBeginTime ?? '');
  return [...classes.values()]
    .map((group) => ({ ...group, lessons: group.lessons.sort(byBegin) }))
    .sort((a, b) => {
      if (a.teclId === null || b.teclId === null) return a.teclId === null ? (b.teclId === null ? 0 : 1) : -1;
      return collator.compare(a.teclName ?? '', b.teclName ?? '');
    });
}
