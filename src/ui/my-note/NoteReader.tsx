import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTE_STATUS } from '../../constants';
import type { Note } from '../../schemas/notes';
import { NOTE_ACTION_TARGET, type NoteAction } from '../../notes/note-status-rules';
import { ActionButton } from '../kit/buttons';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { NoteEditor } from '../notes/NoteEditor';
import type { NotePlayer } from '../notes/note-player-context';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { useRuntimeConfig } from '../shared/use-app-context';
import { NoteNotice } from '../kit/note-notice';
import { styled } from '../theme/stitches';
import { showSuccessToast } from '../kit/toast/toast-store';
import { MY_NOTES, changeNoteStatus, myNoteQuery } from './my-note-api';
import { exportNote } from './note-export';
import { StatusTag, statusName } from './NoteList';

const Frame = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(12),
  padding: rem(20),
  borderRadius: '$md',
  backgroundColor: '$surface',
});

const Meta = styled('p', { margin: 0, color: '$textMuted', fontSize: rem(13) });
const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: rem(4) });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: rem(8) });
const ACTIONS: readonly NoteAction[] = ['submit', 'withdraw', 'release', 'unrelease'];
const noPictures: never[] = [];
const ignore = () => undefined;

/** Why a note cannot be edited here, for the line above it. */
function readOnlyReason(
  note: Note,
):
  | 'myNote.readOnly.review'
  | 'myNote.readOnly.shared'
  | 'myNote.readOnly.withdraw'
  | 'myNote.readOnly.status'
  | 'myNote.readOnly.noRecording'
  | null {
  if (!note.mine) return note.actions.includes('release') ? 'myNote.readOnly.review' : 'myNote.readOnly.shared';
  if (note.status !== NOTE_STATUS.draft) return note.actions.includes('withdraw') ? 'myNote.readOnly.withdraw' : 'myNote.readOnly.status';
  if (note.vodId === null) return 'myNote.readOnly.noRecording';
  return null;
}

/**
 * The open note of my-note: the same editor as beside the player (a draft of one's own is
 * written and saved here too), its status and the changes the caller may make to it, the
 * Markdown export, and time cards that open the recording at their moment.
 */
export function NoteReader({ id }: { id: string }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery(myNoteQuery(id));
  const watch = useWatchLesson();
  const playCenter = useRuntimeConfig().WINDOWS.PLAY_CENTER;
  const [exporting, setExporting] = useState(false);
  // Only the list: the open note is this editor's, and reloading it under the cursor would lose the caret.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MY_NOTES, 'list'] });
  const [reloads, setReloads] = useState(0);
  const change = useMutation({
    mutationFn: (action: NoteAction) => changeNoteStatus(id, NOTE_ACTION_TARGET[action]),
    onSuccess: (note, action) => {
      queryClient.setQueryData(myNoteQuery(id).queryKey, note);
      showSuccessToast(t(`myNote.done.${action}`));
      void refresh();
    },
    // The API client has shown the server's reason (SPEC §8); the list shows the status as it is now.
    onError: () => void refresh(),
  });

  const note = query.data;
  if (query.isError) return <NoteNotice role="alert">{t('myNote.openFailed')}</NoteNotice>;
  if (!note) return <NoteNotice>{t('notes.loading')}</NoteNotice>;

  const reason = readOnlyReason(note);
  const { teclId, vodId } = note;
  const player: NotePlayer = {
    opensPlayer: true,
    seek: (startS) => {
      if (teclId !== null && vodId !== null) void watch({ kind: 'video', courseId: note.courId, teclId, vodId, startS });
    },
  };
  const lessonTime = note.courBeginTime === null ? null : formatDateTime(note.courBeginTime, language);
  const save = async () => {
    setExporting(true);
    try {
      await exportNote(note, { language, playCenter, pictureLabel: t('notes.picture') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Frame data-testid="note-reader" data-note-id={note.id} data-status={note.status} aria-label={note.title}>
      <Head>
        <StatusTag status={statusName(note.status)} data-testid="note-status">
          {t(`notes.status.${note.status}`)}
        </StatusTag>
        <Meta>{[note.teclName, note.courName, lessonTime, note.mine ? null : note.authorName].filter(Boolean).join(' · ')}</Meta>
      </Head>
      <Actions>
        {ACTIONS.filter((action) => note.actions.includes(action)).map((action) => (
          <ActionButton
            key={action}
            type="button"
            tone={action === 'release' || action === 'submit' ? 'primary' : 'outline'}
            disabled={change.isPending}
            onClick={() => change.mutate(action)}
            data-testid={`note-action-${action}`}
          >
            {t(`myNote.action.${action}`)}
          </ActionButton>
        ))}
        {teclId !== null && vodId !== null && (
          <ActionButton type="button" tone="outline" onClick={() => player.seek(0)} data-testid="note-open-recording">
            {t('myNote.openRecording')}
          </ActionButton>
        )}
        <ActionButton type="button" tone="outline" disabled={exporting} onClick={() => void save()} data-testid="note-export">
          {exporting ? t('myNote.exporting') : t('myNote.export')}
        </ActionButton>
      </Actions>
      {reason !== null && <NoteNotice data-testid="note-read-only">{t(reason)}</NoteNotice>}
      <NoteEditor
        key={`${note.id}@${note.status}#${reloads}`}
        vodId={vodId ?? ''}
        note={{ noteId: note.id, revision: note.revision, title: note.title, content: note.content, readOnly: reason !== null }}
        player={player}
        pictures={noPictures}
        onPicturesPlaced={ignore}
        onNeedWritableNote={ignore}
        onSaved={() => void refresh()}
        onReload={() => void query.refetch().then(() => setReloads((n) => n + 1))}
      />
    </Frame>
  );
}
