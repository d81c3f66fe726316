/**
 * Autosave of the note open beside a recording (docs/notes.md "Saving").
 *
 * `clean`: what is on screen is saved. `note.edit` keeps the new draft and enters `dirty`,
 * which waits `autosaveQuiet` (1.5 s) after the last edit, or less on `note.flush` (leaving
 * the lesson, switching notes), then `saving` (`saveNote`: creates the note on its first save,
 * then saves from the revision last read). Edits made while a save is on the wire mark the
 * draft so it is saved again right after. A failed save waits `saveRetry` (5 s) in `failed`
 * and tries again; a flush tries at once, an edit after the usual quiet time. When another window saved first the
 * server refuses (`isChanged`): `conflict` asks the writer to keep theirs (`note.overwrite`,
 * saved over the newer revision) or take the saved one (`note.discard`, `loadSavedNote`).
 * A note submitted elsewhere can no longer change (`isLocked`): `locked` is final.
 */
import { assign, setup } from 'xstate';
import { NOTE_AUTOSAVE_MS, NOTE_SAVE_RETRY_MS } from '../constants';
import { edgeAction, edgeActor } from './edge-stubs';

/** What the editor holds: the title and the Slate document, opaque to the machine. */
export type NoteDraft = { title: string; content: unknown };

export type NoteSaveInput = { noteId: string | null; revision: number; draft: NoteDraft };
export type NoteSaved = { noteId: string; revision: number };

/** Why a save was refused, as the edge reads the server's answer. */
export type NoteSaveFailure = { reason: 'changed'; revision: number } | { reason: 'locked' } | { reason: 'unavailable' };

export type NoteAutosaveInput = { noteId: string | null; revision: number };

export type NoteAutosaveContext = NoteAutosaveInput & {
  draft: NoteDraft | null;
  /** An edit arrived while the save on the wire was carrying an older draft. */
  editedWhileSaving: boolean;
  /** The revision another window saved, while in `conflict`. */
  savedRevision: number | null;
};

export type NoteAutosaveEvent =
  { type: 'note.edit'; draft: NoteDraft } | { type: 'note.flush' } | { type: 'note.overwrite' } | { type: 'note.discard' };

export type NoteAutosaveEventType = NoteAutosaveEvent['type'];

const failureOf = (error: unknown): NoteSaveFailure =>
  typeof error === 'object' && error !== null && 'reason' in error ? (error as NoteSaveFailure) : { reason: 'unavailable' };

export const noteAutosaveMachine = setup({
  types: {
    context: {} as NoteAutosaveContext,
    events: {} as NoteAutosaveEvent,
    input: {} as NoteAutosaveInput,
  },
  actors: {
    saveNote: edgeActor<NoteSaved, NoteSaveInput>('saveNote'),
  },
  actions: {
    keepDraft: assign({ draft: (_, params: { draft: NoteDraft }) => params.draft }),
    markEditedWhileSaving: assign({ editedWhileSaving: true }),
    startSave: assign({ editedWhileSaving: false }),
    keepSaved: assign({
      noteId: (_, params: NoteSaved) => params.noteId,
      revision: (_, params: NoteSaved) => params.revision,
    }),
    forgetDraft: assign({ draft: null }),
    keepSavedRevision: assign({
      savedRevision: (_, params: { error: unknown }) => {
        const failure = failureOf(params.error);
        return failure.reason === 'changed' ? failure.revision : null;
      },
    }),
    adoptSavedRevision: assign({
      revision: ({ context }) => context.savedRevision ?? context.revision,
      savedRevision: null,
    }),
    loadSavedNote: edgeAction('loadSavedNote'),
  },
  guards: {
    hasNewerEdits: ({ context }) => context.editedWhileSaving,
    isChanged: (_, params: { error: unknown }) => failureOf(params.error).reason === 'changed',
    isLocked: (_, params: { error: unknown }) => failureOf(params.error).reason === 'locked',
  },
  delays: {
    autosaveQuiet: NOTE_AUTOSAVE_MS,
    saveRetry: NOTE_SAVE_RETRY_MS,
  },
}).createMachine({
  id: 'noteAutosave',
  context: ({ input }) => ({ ...input, draft: null, editedWhileSaving: false, savedRevision: null }),
  initial: 'clean',
  states: {
    clean: {
      description: 'Everything on screen is saved.',
      on: { 'note.edit': { target: 'dirty', actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) } } },
    },
    dirty: {
      description: 'Unsaved edits: saved after 1.5 s without typing, or at once on a flush.',
      on: {
        'note.edit': { target: 'dirty', reenter: true, actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) } },
        'note.flush': { target: 'saving' },
      },
      after: { autosaveQuiet: { target: 'saving' } },
    },
    saving: {
      entry: 'startSave',
      on: {
        'note.edit': { actions: [{ type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) }, 'markEditedWhileSaving'] },
      },
      invoke: {
        id: 'saveNote',
        src: 'saveNote',
        input: ({ context }) => ({ noteId: context.noteId, revision: context.revision, draft: context.draft! }),
        onDone: [
          { guard: 'hasNewerEdits', target: 'dirty', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
          { target: 'clean', actions: [{ type: 'keepSaved', params: ({ event }) => event.output }, 'forgetDraft'] },
        ],
        onError: [
          {
            guard: { type: 'isChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'keepSavedRevision', params: ({ event }) => ({ error: event.error }) },
          },
          { guard: { type: 'isLocked', params: ({ event }) => ({ error: event.error }) }, target: 'locked' },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      description: 'The last save did not reach the server; the draft is kept and tried again.',
      on: {
        'note.edit': { target: 'dirty', actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) } },
        'note.flush': { target: 'saving' },
      },
      after: { saveRetry: { target: 'saving' } },
    },
    conflict: {
      description: 'Another window saved this note first: keep this draft over it, or take the saved one.',
      on: {
        'note.edit': { actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) } },
        'note.overwrite': { target: 'saving', actions: 'adoptSavedRevision' },
        'note.discard': { target: 'clean', actions: ['adoptSavedRevision', 'forgetDraft', 'loadSavedNote'] },
      },
    },
    locked: {
      description: 'The note was submitted elsewhere and can no longer change here.',
      type: 'final',
    },
  },
});
