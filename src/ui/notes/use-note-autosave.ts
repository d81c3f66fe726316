import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  noteAutosaveMachine, type NoteAutosaveInput, type NoteDraft, type NoteSaved, type NoteSaveInput,
} from '../../machines/note-autosave.machine';
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
export function useNoteAutosave(vodId: string, opened: NoteAutosaveInput, events: { onSaved: (saved: NoteSaved) => void; onLoadSaved: () => void }): NoteAutosave {
  // What the machine's effects reach for: the latest callbacks and the save on the wire.
  const bridgeRef = useRef({ events, inFlight: null as Promise<NoteSaved> | null });
  useEffect(() => {
    bridgeRef.current.events = events;
  });
  // The effects below read the bridge when they run (a save, a reload), never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    noteAutosaveMachine.provide({
      actors: {
        saveNote: fromPromise(({ input }: { input: NoteSaveInput }) => {
          const save = saveNote(vodId, input).then((saved) => {
            bridgeRef.current.events.onSaved(saved);
            return saved;
          });
          bridgeRef.current.inFlight = save;
          return save;
        }),
      },
      actions: { loadSavedNote: () => bridgeRef.current.events.onLoadSaved() },
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
    const bridge = bridgeRef.current;
    const onPageHide = () => {
      const request = pending();
      if (request !== null) saveNoteOnLeave(vodId, request);
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
      // Leaving the lesson inside the app: save what is pending once the save on the wire is back.
      const request = pending();
      if (request === null) return;
      const previous = bridge.inFlight ?? Promise.resolve(null);
      void previous
        .catch(() => null)
        .then((saved) => saveNote(vodId, saved === null ? request : { ...request, noteId: saved.noteId, revision: saved.revision }))
        .catch((error: unknown) => console.error('the note could not be saved on leaving', error));
    };
  }, [actor, vodId]);

  return {
    state,
    noteId,
    edit: (draft) => actor.send({ type: 'note.edit', draft }),
    overwrite: () => actor.send({ type: 'note.overwrite' }),
    discard: () => actor.send({ type: 'note.discard' }),
  };
}
