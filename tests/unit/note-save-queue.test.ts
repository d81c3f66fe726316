import { describe, expect, it } from 'vitest';
import type { NoteSaved, NoteSaveInput } from '../../src/machines/note-autosave.machine';
import { createSaveQueue } from '../../src/ui/notes/note-save-queue';

/**
 * The saves of one open note (docs/notes.md "Saving"): an autosave and the save on leaving may
 * both carry a note without an id; it must still be created once, and this window's own saves
 * must not be mistaken for another window's.
 */
function fakeServer() {
  const calls: NoteSaveInput[] = [];
  let revision = 0;
  let failNext = false;
  const save = async (input: NoteSaveInput): Promise<NoteSaved> => {
    calls.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    if (input.noteId !== null && input.revision !== revision) throw new Error(`stale revision ${input.revision}, server has ${revision}`);
    revision += 1;
    return { noteId: 'note-9', revision };
  };
  return { calls, save, failOnce: () => (failNext = true) };
}

const draft = (text: string) => ({ title: 'T', content: [{ type: 'paragraph', children: [{ text }] }] });

describe('note save queue', () => {
  it('creates a new note once when two saves without an id overlap', async () => {
    const server = fakeServer();
    const save = createSaveQueue(server.save);
    const [first, second] = await Promise.all([
      save({ noteId: null, revision: 0, draft: draft('a') }),
      save({ noteId: null, revision: 0, draft: draft('ab') }),
    ]);
    expect(server.calls.map((call) => [call.noteId, call.revision])).toEqual([
      [null, 0],
      ['note-9', 1],
    ]);
    expect([first.revision, second.revision]).toEqual([1, 2]);
  });

  it('starts from its own newer save when the revision it is given is older', async () => {
    const server = fakeServer();
    const save = createSaveQueue(server.save);
    await save({ noteId: null, revision: 0, draft: draft('a') });
    await save({ noteId: 'note-9', revision: 1, draft: draft('b') });
    // A stale revision from the machine: the queue knows this window saved revision 2.
    await expect(save({ noteId: 'note-9', revision: 1, draft: draft('c') })).resolves.toMatchObject({ revision: 3 });
    expect(server.calls.at(-1)).toMatchObject({ revision: 2 });
  });

  it('does not let a failed save hold up the next one', async () => {
    const server = fakeServer();
    const save = createSaveQueue(server.save);
    server.failOnce();
    await expect(save({ noteId: null, revision: 0, draft: draft('a') })).rejects.toThrow('offline');
    await expect(save({ noteId: null, revision: 0, draft: draft('a') })).resolves.toMatchObject({ noteId: 'note-9', revision: 1 });
  });
});
