import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClassDetail, PendingNote } from '../../../schemas/admin-detail';
import { Actions, LinkButton } from '../../kit/table';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { ADMIN_CLASSES } from '../admin-api';
import { ClassTableBox, Problem, TableScroll } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { releaseNote } from './class-detail-api';

/** Where a note can be read before it is released: my-note's "Shared by my classes" list, opened on it. */
const readHref = (note: PendingNote) => `#/personal-center/my-note?scope=shared&note=${encodeURIComponent(note.id)}`;

/**
 * Notes handed in for the class (status pending, docs/notes.md "Status"): who wrote them, on which
 * recording, when; Read opens one in my-note, Release shows it to the class's students and tells them.
 */
export function NotesTab({ detail }: { detail: AdminClassDetail }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const releasing = useMutation({
    mutationFn: (note: PendingNote) => releaseNote(note.id),
    onSuccess: async (_, note) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('adminDetail.notes.released', { title: note.title }));
    },
  });
  if (detail.pendingNotes.length === 0) return <EmptyBlock text={t('adminDetail.notes.empty')} />;
  return (
    <>
      {releasing.isError && (
        <Problem role="alert" css={{ marginBottom: '12px' }} data-testid="note-problem">
          {serverProblem(t, releasing.error, t('admin.failed'))}
        </Problem>
      )}
      <TableScroll>
        <ClassTableBox data-testid="note-table">
          <thead>
            <tr>
              <th scope="col">{t('adminDetail.notes.title')}</th>
              <th scope="col">{t('adminDetail.notes.author')}</th>
              <th scope="col">{t('adminDetail.notes.recording')}</th>
              <th scope="col">{t('adminDetail.notes.submitted')}</th>
              <th scope="col">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.pendingNotes.map((note) => (
              <tr key={note.id} data-testid="note-row" data-note-id={note.id}>
                <td>
                  <strong>{note.title}</strong>
                </td>
                <td>{note.authorName}</td>
                <td>{note.vodTitle}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(note.updatedAt, language)}</td>
                <td>
                  <Actions>
                    <LinkButton as="a" href={readHref(note)} css={{ textDecoration: 'none' }} data-testid="note-read">
                      {t('adminDetail.notes.read')}
                    </LinkButton>
                    <LinkButton
                      type="button"
                      disabled={releasing.isPending}
                      onClick={() => releasing.mutate(note)}
                      aria-label={`${t('adminDetail.notes.release')} ${note.title}`}
                      data-testid="note-release"
                    >
                      {t('adminDetail.notes.release')}
                    </LinkButton>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </ClassTableBox>
      </TableScroll>
    </>
  );
}
