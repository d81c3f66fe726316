import type { NoteSaved, NoteSaveFailure, NoteSaveInput } from '../../machines/note-autosave.machine';
import { ERROR } from '../../schemas/error-codes';
import { editorUploadResultSchema } from '../../schemas/editor';
import { noteListSchema, noteSchema, type Note, type NoteDocument, type NoteSummary } from '../../schemas/notes';
import { NOTE_PAGE_SIZE_MAX, SCREENSHOT_TIMEOUT_MS } from '../../constants';
import { apiRequest } from '../../services/http/api';
import { ApiError } from '../../services/http/api-error';
import { sendAsPageLeaves } from '../../services/http/keepalive-call';

/**
 * The notes API (docs/notes.md). The panel shows its own state (saving, failed, conflict), so
 * calls raise no error toast.
 */
/** The viewer's own notes on a recording, then those its class shares with them (read-only). */
export async function fetchNotesOf(vodId: string): Promise<NoteSummary[]> {
  const list = (scope: 'mine' | 'shared') =>
    apiRequest('/v1/note/list', { searchParams: { vodId, scope, pageSize: NOTE_PAGE_SIZE_MAX }, noMessage: true }).then(
      (answer) => noteListSchema.parse(answer).records,
    );
  const [mine, shared] = await Promise.all([list('mine'), list('shared')]);
  return [...mine, ...shared];
}

export async function fetchNote(id: string): Promise<Note> {
  return noteSchema.parse(await apiRequest(`/v1/note/${encodeURIComponent(id)}`, { noMessage: true }));
}

/** The server's refusal, as the autosave machine reads it. */
function saveFailureOf(error: unknown): NoteSaveFailure {
  if (error instanceof ApiError && error.code === ERROR.noteLocked.code) return { reason: 'locked' };
  if (error instanceof ApiError && error.code === ERROR.noteChanged.code) {
    const revision = Number(/revision (\d+)/.exec(error.serverMessage ?? '')?.[1]);
    if (Number.isInteger(revision)) return { reason: 'changed', revision };
  }
  return { reason: 'unavailable' };
}

/** Creates the note beside `vodId` on its first save, then saves from the revision last read. */
export async function saveNote(vodId: string, { noteId, revision, draft }: NoteSaveInput): Promise<NoteSaved> {
  const content = draft.content as NoteDocument;
  try {
    const answer =
      noteId === null
        ? await apiRequest('/v1/note', { method: 'POST', json: { vodId, title: draft.title, content }, noMessage: true })
        : await apiRequest(`/v1/note/${encodeURIComponent(noteId)}`, {
            method: 'PUT',
            json: { revision, title: draft.title, content },
            noMessage: true,
          });
    const saved = noteSchema.parse(answer);
    return { noteId: saved.id, revision: saved.revision };
  } catch (error) {
    throw saveFailureOf(error);
  }
}

/** Keepalive requests carry at most 64 KiB; a bigger note is saved by the ordinary path only. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** The last save as the page goes away (closed, reloaded); `baseUrl`: the configuration's BASE_URL. */
export function saveNoteOnLeave(baseUrl: string, vodId: string, { noteId, revision, draft }: NoteSaveInput): boolean {
  const body = JSON.stringify(noteId === null ? { vodId, ...draft } : { revision, ...draft });
  if (body.length > KEEPALIVE_MAX_BYTES) return false;
  const path = noteId === null ? '/v1/note' : `/v1/note/${encodeURIComponent(noteId)}`;
  return sendAsPageLeaves(baseUrl, path, noteId === null ? 'POST' : 'PUT', body);
}

/** Pictures pasted into a note go through the editor upload endpoint (SPEC §5: 10 s). */
export async function uploadNotePictures(files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const answer = await apiRequest('/v1/editor/upload', {
    method: 'POST',
    multipart: form,
    timeout: SCREENSHOT_TIMEOUT_MS,
    noMessage: true,
  });
  return editorUploadResultSchema.parse(answer).files.map((file) => file.id);
}
