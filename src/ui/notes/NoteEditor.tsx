import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { NOTE_TITLE_MAX } from '../../constants';
import type { NoteSaved } from '../../machines/note-autosave.machine';
import type { NoteDocument } from '../../schemas/notes';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { showErrorToast } from '../kit/toast/toast-store';
import { insertPicture, toggleMark, withNoteElements } from './note-commands';
import { renderNoteElement, renderNoteLeaf } from './NoteElements';
import { NoteSeekContext, type NotePlayer } from './note-player-context';
import { NoteSaveStatus } from './NoteSaveStatus';
import { NoteToolbar } from './NoteToolbar';
import { uploadNotePictures } from './notes-api';
import type { PictureDelivery } from './picture-delivery';
import { useNoteAutosave } from './use-note-autosave';
import './note-slate-types';

const Frame = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(8) });

const TitleField = styled('input', {
  padding: `${rem(6)} ${rem(8)}`,
  border: '1px solid $border',
  borderRadius: '$sm',
  fontSize: rem(15),
  fontWeight: 600,
  '&:read-only': { backgroundColor: '$page' },
});

const Page = styled('div', {
  minHeight: rem(260),
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: `${rem(4)} ${rem(8)}`,
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  fontSize: rem(14),
  '& [data-slate-editor]': { minHeight: rem(240), outline: 'none' },
});

export type OpenedNote = { noteId: string | null; revision: number; title: string; content: NoteDocument; readOnly: boolean };

type Props = {
  vodId: string;
  note: OpenedNote;
  player: NotePlayer;
  /** Screenshots the viewer chose to put in the note; placed once, then handed back. */
  pictures: readonly PictureDelivery[];
  onPicturesPlaced: (keys: readonly string[]) => void;
  /** Pictures arrived for a note that can no longer change: they go into a new one. */
  onNeedWritableNote: () => void;
  onSaved: (saved: NoteSaved, title: string) => void;
  /** Another window saved this note: open the saved version. */
  onReload: () => void;
};

const HOTKEY_MARKS = { b: 'bold', i: 'italic', u: 'underline' } as const;

const imageFiles = (data: DataTransfer): File[] => [...data.files].filter((file) => file.type.startsWith('image/'));

/**
 * One note in a Slate editor: marks, code blocks, time cards that seek the player, pictures
 * (from the screenshot tray or pasted), saved as the viewer writes (useNoteAutosave).
 */
export function NoteEditor({ vodId, note, player, pictures, onPicturesPlaced, onNeedWritableNote, onSaved, onReload }: Props) {
  const { t } = useI18n();
  const [editor] = useState(() => withNoteElements(withHistory(withReact(createEditor()))));
  const [title, setTitle] = useState(note.title);
  const autosave = useNoteAutosave(
    vodId,
    { noteId: note.noteId, revision: note.revision },
    {
      onSaved: (saved) => onSaved(saved, title),
      onLoadSaved: onReload,
    },
  );
  const readOnly = note.readOnly || autosave.state === 'locked';
  const placed = useRef(new Set<string>());
  const edit = (nextTitle: string) =>
    autosave.edit({ title: nextTitle.trim() === '' ? t('notes.untitled') : nextTitle, content: editor.children });

  useEffect(() => {
    const fresh = pictures.filter((delivery) => !placed.current.has(delivery.key));
    if (fresh.length === 0) return;
    if (readOnly) {
      onNeedWritableNote();
      return;
    }
    for (const delivery of fresh) {
      placed.current.add(delivery.key);
      insertPicture(editor, delivery.imageId);
    }
    onPicturesPlaced(fresh.map((delivery) => delivery.key));
    edit(title);
    // Placing pictures is an edit of its own; title changes are sent by the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pictures, readOnly]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const mark = HOTKEY_MARKS[event.key.toLowerCase() as keyof typeof HOTKEY_MARKS];
    if (mark === undefined) return;
    event.preventDefault();
    toggleMark(editor, mark);
  };

  // SPEC §5: only pasted pictures take the upload path; text is pasted as usual.
  const onPaste = (event: ClipboardEvent) => {
    const files = imageFiles(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    uploadNotePictures(files).then(
      (ids) => {
        for (const id of ids) insertPicture(editor, id);
        edit(title);
      },
      (error: unknown) => {
        console.error('pasted picture not uploaded', error);
        showErrorToast(t('notes.pictureFailed'));
      },
    );
  };

  return (
    <NoteSeekContext.Provider value={player}>
      <Frame data-testid="note-editor" data-note-id={autosave.noteId ?? ''} data-save-state={autosave.state}>
        <TitleField
          aria-label={t('notes.title')}
          data-testid="note-title"
          value={title}
          maxLength={NOTE_TITLE_MAX}
          readOnly={readOnly}
          onChange={(event) => {
            setTitle(event.target.value);
            edit(event.target.value);
          }}
        />
        <Slate editor={editor} initialValue={note.content as Descendant[]} onValueChange={() => edit(title)}>
          {!readOnly && <NoteToolbar currentTime={player.currentTime} />}
          <Page>
            <Editable
              data-testid="note-body"
              readOnly={readOnly}
              placeholder={t('notes.placeholder')}
              renderElement={renderNoteElement}
              renderLeaf={renderNoteLeaf}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
            />
          </Page>
        </Slate>
        {!note.readOnly && (
          <NoteSaveStatus
            state={autosave.state}
            saved={autosave.noteId !== null}
            onKeepMine={autosave.overwrite}
            onTakeSaved={autosave.discard}
          />
        )}
      </Frame>
    </NoteSeekContext.Provider>
  );
}
