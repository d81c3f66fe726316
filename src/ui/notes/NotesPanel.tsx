import { useEffect, useState } from 'react';
import { NOTE_STATUS, NOTE_TITLE_MAX } from '../../constants';
import type { NoteSummary } from '../../schemas/notes';
import { useI18n } from '../i18n/i18n-context';
import { useAfterFirstFrame } from '../player/first-frame-gate';
import type { PlayerHandle } from '../player/player-handle';
import { PlayerSelect } from '../kit/player-select';
import { rem } from '../scaling/rem';
import { NoteNotice } from '../kit/note-notice';
import { styled } from '../theme/stitches';
import { blankNote } from './note-commands';
import { NoteEditor, type OpenedNote } from './NoteEditor';
import { ToolButton } from './NoteToolbar';
import { fetchNote, fetchNotesOf } from './notes-api';
import type { PictureDelivery } from './picture-delivery';

const Panel = styled('section', { display: 'flex', flexDirection: 'column', gap: rem(10) });

const Header = styled('div', { display: 'flex', alignItems: 'center', gap: rem(8), '& select': { flex: 1, minWidth: 0 } });

type Opening = { status: 'loading' } | { status: 'failed' } | { status: 'open'; key: string; note: OpenedNote; sharedBy: string | null };

/** The note to open first: the newest own draft, else the newest own note, else one the class shares, else a new one. */
const firstChoice = (notes: readonly NoteSummary[]) =>
  notes.find((note) => note.mine && note.status === NOTE_STATUS.draft) ?? notes.find((note) => note.mine) ?? notes[0] ?? null;

type Props = {
  vodId: string;
  lessonTitle: string;
  player: PlayerHandle;
  pictures: readonly PictureDelivery[];
  onPicturesPlaced: (keys: readonly string[]) => void;
};

/**
 * The viewer's notes on the recording playing beside them (docs/notes.md): the newest draft
 * opens; older notes are a choice away; submitted ones open read-only; "New note" starts a
 * blank one, created on the server with its first save.
 */
export function NotesPanel({ vodId, lessonTitle, player, pictures, onPicturesPlaced }: Props) {
  const { t } = useI18n();
  const [notes, setNotes] = useState<NoteSummary[]>([]);
  const [opening, setOpening] = useState<Opening>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const newNote = () =>
    setOpening({
      status: 'open',
      key: `new-${Date.now()}`,
      sharedBy: null,
      note: { noteId: null, revision: 0, title: lessonTitle.slice(0, NOTE_TITLE_MAX), content: blankNote(), readOnly: false },
    });

  const open = async (id: string) => {
    setOpening({ status: 'loading' });
    try {
      const note = await fetchNote(id);
      setOpening({
        status: 'open',
        key: `${note.id}@${note.revision}`,
        sharedBy: note.mine ? null : note.authorName,
        note: {
          noteId: note.id,
          revision: note.revision,
          title: note.title,
          content: note.content,
          readOnly: !note.mine || note.status !== NOTE_STATUS.draft,
        },
      });
    } catch (error) {
      console.error('note not opened', error);
      setOpening({ status: 'failed' });
    }
  };

  const afterFirstFrame = useAfterFirstFrame();
  useEffect(() => {
    if (!afterFirstFrame) return;
    let current = true;
    fetchNotesOf(vodId).then(
      (list) => {
        if (!current) return;
        setNotes(list);
        const first = firstChoice(list);
        if (first === null) newNote();
        else void open(first.id);
      },
      (error: unknown) => {
        console.error('notes not listed', error);
        if (current) setOpening({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vodId, attempt, afterFirstFrame]);

  const openId = opening.status === 'open' ? opening.note.noteId : null;
  const remember = (noteId: string, revision: number, title: string) => {
    setOpening((previous) =>
      previous.status === 'open' && previous.note.noteId === null ? { ...previous, note: { ...previous.note, noteId } } : previous,
    );
    setNotes((list) => {
      const now = new Date().toISOString();
      const known = list.find((note) => note.id === noteId);
      if (known) return list.map((note) => (note.id === noteId ? { ...note, title, revision, updatedAt: now } : note));
      return [
        {
          id: noteId,
          title,
          vodId,
          courId: null,
          teclId: null,
          teclName: null,
          courName: null,
          courBeginTime: null,
          vodTitle: null,
          authorName: '',
          mine: true,
          actions: [],
          status: NOTE_STATUS.draft,
          revision,
          createdAt: now,
          updatedAt: now,
        },
        ...list,
      ];
    });
  };

  return (
    <Panel data-testid="notes-panel" aria-label={t('notes.tab')}>
      <Header>
        {notes.length > 1 && (
          <PlayerSelect
            aria-label={t('notes.choose')}
            data-testid="note-choice"
            value={openId ?? ''}
            onChange={(event) => void open(event.target.value)}
          >
            {openId === null && <option value="">{t('notes.new')}</option>}
            {notes.map((note) => (
              <option key={note.id} value={note.id}>
                {note.mine ? `${note.title} · ${t(`notes.status.${note.status}`)}` : `${note.title} · ${note.authorName}`}
              </option>
            ))}
          </PlayerSelect>
        )}
        <ToolButton type="button" data-testid="note-new" onClick={newNote}>{`+ ${t('notes.new')}`}</ToolButton>
      </Header>
      {opening.status === 'loading' && <NoteNotice>{t('notes.loading')}</NoteNotice>}
      {opening.status === 'failed' && (
        <NoteNotice role="alert">
          {t('notes.loadFailed')}{' '}
          <ToolButton type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('notes.retry')}
          </ToolButton>
        </NoteNotice>
      )}
      {opening.status === 'open' && (
        <>
          {opening.note.readOnly && (
            <NoteNotice data-testid="note-read-only">
              {opening.sharedBy === null ? t('notes.readOnly') : t('notes.sharedReadOnly', { author: opening.sharedBy })}
            </NoteNotice>
          )}
          <NoteEditor
            key={opening.key}
            vodId={vodId}
            note={opening.note}
            player={player}
            pictures={pictures}
            onPicturesPlaced={onPicturesPlaced}
            onNeedWritableNote={newNote}
            onSaved={(saved, title) => remember(saved.noteId, saved.revision, title)}
            onReload={() => opening.note.noteId !== null && void open(opening.note.noteId)}
          />
        </>
      )}
    </Panel>
  );
}
