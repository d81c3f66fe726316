import type { NoteSaved, NoteSaveInput } from '../../machines/note-autosave.machine';

/**
 * The saves of one open note, one after another. A save waits for the one before it and starts
 * from its result when that is newer: a note is created once even when an autosave and the
 * save on leaving both carry a note that has no id yet, and this window's own saves never
 * look like another window's change. A failed save does not hold up the next.
 */
export function createSaveQueue(save: (input: NoteSaveInput) => Promise<NoteSaved>): (input: NoteSaveInput) => Promise<NoteSaved> {
  let previous: Promise<unknown> = Promise.resolve();
  let newest: NoteSaved | null = null;
  return (input) => {
    const run = previous.then(() => {
      const known = newest !== null && (input.noteId === null || newest.revision >= input.revision);
      return save(known ? { ...input, noteId: newest!.noteId, revision: newest!.revision } : input);
    });
    previous = run.then(
      (saved) => {
        if (newest === null || saved.revision >= newest.revision) newest = saved;
      },
      () => undefined,
    );
    return run;
  };
}
