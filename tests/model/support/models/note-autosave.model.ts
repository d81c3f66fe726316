import {
  noteAutosaveMachine,
  type NoteAutosaveContext,
  type NoteAutosaveEvent,
  type NoteDraft,
  type NoteSaved,
  type NoteSaveFailure,
} from '../../../../src/machines/note-autosave.machine';
import { defineModel, type EventFixtures } from '../model';

type NoteAutosaveInternalEvent =
  | 'xstate.done.actor.saveNote'
  | 'xstate.error.actor.saveNote'
  | 'xstate.after.autosaveQuiet.noteAutosave.dirty'
  | 'xstate.after.saveRetry.noteAutosave.failed';

export const typedDraft: NoteDraft = {
  title: 'Linear Algebra: week 3',
  content: [{ type: 'paragraph', children: [{ text: 'eigenvalues' }] }],
};

export const savedNote: NoteSaved = { noteId: 'note-1-0042', revision: 4 };

export const saveFailures = {
  changed: { reason: 'changed', revision: 7 },
  locked: { reason: 'locked' },
  unavailable: { reason: 'unavailable' },
} as const satisfies Record<string, NoteSaveFailure>;

export const noteAutosaveEvents = {
  'note.edit': [{ type: 'note.edit', draft: typedDraft }],
  'note.flush': [{ type: 'note.flush' }],
  'note.overwrite': [{ type: 'note.overwrite' }],
  'note.discard': [{ type: 'note.discard' }],
  'xstate.done.actor.saveNote': [{ type: 'xstate.done.actor.saveNote', output: savedNote }],
  'xstate.error.actor.saveNote': Object.values(saveFailures).map((error) => ({ type: 'xstate.error.actor.saveNote' as const, error })),
  'xstate.after.autosaveQuiet.noteAutosave.dirty': [{ type: 'xstate.after.autosaveQuiet.noteAutosave.dirty' }],
  'xstate.after.saveRetry.noteAutosave.failed': [{ type: 'xstate.after.saveRetry.noteAutosave.failed' }],
} as const satisfies EventFixtures<NoteAutosaveEvent, NoteAutosaveInternalEvent>;

export const noteAutosaveModel = defineModel({
  name: 'noteAutosave',
  machine: noteAutosaveMachine,
  worlds: [
    { name: 'new note', input: { noteId: null, revision: 0 } },
    { name: 'saved note', input: { noteId: 'note-1-0001', revision: 3 } },
  ],
  events: noteAutosaveEvents,
  describeContext: (snapshot) => {
    const context = snapshot.context as NoteAutosaveContext;
    return `rev=${context.revision}${context.draft === null ? '' : ' draft'}${context.editedWhileSaving ? ' edited' : ''}`;
  },
});
