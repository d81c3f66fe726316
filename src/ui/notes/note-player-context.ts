import { createContext, useContext } from 'react';

/**
 * What a note needs of the player beside it: time cards seek it; "Mark time" reads its position.
 * my-note has no player beside it: its cards open one at that moment (`opensPlayer`), and it
 * marks no new times (no `currentTime`).
 */
export type NotePlayer = { seek: (positionS: number) => void; currentTime?: () => number; opensPlayer?: boolean };

/** Time cards in a note go to their moment through the player the note is shown with. */
export const NoteSeekContext = createContext<NotePlayer>({ seek: () => undefined });

export const useNotePlayer = () => useContext(NoteSeekContext);
