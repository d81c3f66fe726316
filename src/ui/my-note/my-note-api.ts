import { queryOptions } from '@tanstack/react-query';
import { NOTE_PAGE_SIZE_MAX } from '../../constants';
import { noteListSchema, noteSchema, type Note, type NoteStatusValue } from '../../schemas/notes';
import type { MyNoteSearch, NoteScope } from '../../schemas/search-params';
import { apiRequest } from '../../services/http/api';

/**
 * my-note's calls (docs/notes.md "my-note"). Every cached answer starts with MY_NOTES, so a
 * status change or a save invalidates the list and the open note at once.
 */
export const MY_NOTES = 'my-notes';
export const MY_NOTES_PAGE_SIZE = NOTE_PAGE_SIZE_MAX;

export type MyNotesInputs = { scope: NoteScope; q: string; pageIndex: number };

export const myNotesQuery = ({ scope, q, pageIndex }: MyNotesInputs) =>
  queryOptions({
    queryKey: [MY_NOTES, 'list', scope, q, pageIndex],
    queryFn: async () =>
      noteListSchema.parse(
        await apiRequest('/v1/note/list', {
          searchParams: { scope, pageIndex, pageSize: MY_NOTES_PAGE_SIZE, ...(q === '' ? {} : { q }) },
        }),
      ),
  });

export const myNoteQuery = (id: string) =>
  queryOptions({
    queryKey: [MY_NOTES, 'note', id],
    queryFn: async () => noteSchema.parse(await apiRequest(`/v1/note/${encodeURIComponent(id)}`)),
    // The editor owns an open note: it saves it, and reloads it only when asked (another window saved).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // ...and forgets it once closed, so opening it again reads what was saved meanwhile.
    gcTime: 0,
  });

/** Submit, withdraw, release or unrelease (docs/notes.md "Status"): the note as it is now. */
export async function changeNoteStatus(id: string, status: NoteStatusValue): Promise<Note> {
  return noteSchema.parse(await apiRequest(`/v1/note/${encodeURIComponent(id)}/status`, { method: 'POST', json: { status } }));
}

/** Every note of one class the list shows, with its content, for the class's Markdown export. */
export async function fetchClassNotes(teclId: string, scope: NoteScope): Promise<Note[]> {
  const notes: Note[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = noteListSchema.parse(
      await apiRequest('/v1/note/list', { searchParams: { scope, teclId, pageIndex, pageSize: MY_NOTES_PAGE_SIZE } }),
    );
    for (const summary of page.records) notes.push(noteSchema.parse(await apiRequest(`/v1/note/${encodeURIComponent(summary.id)}`)));
    if (pageIndex * MY_NOTES_PAGE_SIZE >= page.total || page.records.length === 0) return notes;
  }
}

/** The list the address names. */
export const myNoteInputsOf = (search: MyNoteSearch): MyNotesInputs => ({
  scope: search.scope ?? 'mine',
  q: search.q ?? '',
  pageIndex: search.page ?? 1,
});
