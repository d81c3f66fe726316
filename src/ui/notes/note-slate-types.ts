import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { NoteBlock, NoteText } from '../../schemas/notes';

/** Slate typed with the note's own shapes (src/schemas/notes.ts), so the editor and server agree. */
declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: NoteBlock;
    Text: NoteText;
  }
}
