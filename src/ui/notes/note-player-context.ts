import { createContext, useContext } from 'react';

/** Time cards in a note seek the player beside it. */
export const NoteSeekContext = createContext<(positionS: number) => void>(() => undefined);

export const useNoteSeek = () => useContext(NoteSeekContext);
