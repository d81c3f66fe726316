import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  noteAutosaveMachine,
  type NoteAutosaveInput,
  type NoteDraft,
  type NoteSaved,
  type NoteSaveInput,
} from '../../machines/note-autosave.machine';
import { createSaveQueue } from './note-save-queue';
import { useRuntimeConfig } from '../shared/use-app-context';
import { saveNote, saveNoteOnLeave } from './notes-api';

export type SaveState = 'clean' | 'dirty' | 'saving' | 'failed' | 'conflict' | 'locked';

export type NoteAutosave = {
  state: SaveState;
  noteId: string | null;
  edit: (draft: NoteDraft) => void;
  overwrite: () => void;
  discard: () => void;
};

/**
 * Runs the autosave machine for the note open in the editor (docs/notes.md "Saving") and
 * supplies its effects: saving through the notes API, telling the editor to load the saved
 * version. Leaving the lesson saves what is pending; closing the page does so with a keepalive
 * request and asks the browser to warn while something is unsaved.
 */
export function useNoteAutosave(
  vodId: string,
  opened: NoteAutosaveInput,
  events: { onSaved: (saved: NoteSaved) => void; onLoadSaved: () => void },
): NoteAutosave {
  const { BASE_URL } = useRuntimeConfig();
  // The latest callbacks, for the machine's effects to call.
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  const [save] = useState(() => createSaveQueue((input) => saveNote(vodId, input)));
  // The effects below read the callbacks when they run (a save, a reload), never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    noteAutosaveMachine.provide({
      actors: {
        saveNote: fromPromise(({ input }: { input: NoteSaveInput }) =>
          save(input).then((saved) => {
            latest.current.onSaved(saved);
            return saved;
          }),
        ),
      },
      actions: { loadSavedNote: () => latest.current.onLoadSaved() },
    }),
  );
  const actor = useActorRef(machine, { input: opened });
  const state = useSelector(actor, (snapshot) => snapshot.value as SaveState);
  const noteId = useSelector(actor, (snapshot) => snapshot.context.noteId);

  useEffect(() => {
    /** What is typed but not on its way to the server, as a save request. */
    const pending = (): NoteSaveInput | null => {
      const snapshot = actor.getSnapshot();
      const { noteId: id, revision, draft, editedWhileSaving } = snapshot.context;
      const waiting = snapshot.matches('dirty') || snapshot.matches('failed') || (snapshot.matches('saving') && editedWhileSaving);
      return waiting && draft !== null ? { noteId: id, revision, draft } : null;
    };
    const onPageHide = () => {
      const request = pending();
      if (request !== null) saveNoteOnLeave(BASE_URL, vodId, request);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const snapshot = actor.getSnapshot();
      if (!snapshot.matches('clean') && !snapshot.matches('locked')) event.preventDefault();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the lesson inside the app: save what is pending, after the save on the wire.
      const request = pending();
      if (request !== null) save(request).catch((error: unknown) => console.error('the note could not be saved on leaving', error));
    };
  }, [actor, save, vodId, BASE_URL]);

  return {
    state,
    noteId,
    edit: (draft) => actor.send({ type: 'note.edit', draft }),
    overwrite: () => actor.send({ type: 'note.overwrite' }),
    discard: () => actor.send({ type: 'note.discard' }),
  };
}
