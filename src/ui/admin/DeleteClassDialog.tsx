import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedClass } from '../../schemas/admin-classes';
import { DialogActions } from '../clip-manage/DialogActions';
import { ActionButton } from '../detail/detail-buttons';
import { useI18n } from '../i18n/i18n-context';
import { Hint } from '../share/share-dialog-styles';
import { showSuccessToast } from '../toast/toast-store';
import { ADMIN_CLASSES, deleteClass } from './admin-api';
import { AdminDialog } from './AdminDialog';
import { Problem } from './admin-styles';
import { serverProblem } from './server-problem';

/** Confirm deleting a class; the server refuses one with recordings (409), and its reason is shown. */
export function DeleteClassDialog({ cls, onClose }: { cls: ManagedClass; onClose: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const deleting = useMutation({
    mutationFn: () => deleteClass(cls.teclId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('admin.delete.done', { name: cls.teclName }));
      onClose();
    },
  });
  return (
    <AdminDialog title={t('admin.delete.title')} testId="delete-dialog" onClose={onClose}>
      <Hint>{t('admin.delete.confirm', { name: cls.teclName, lessons: cls.sessionCount, students: cls.enrolledCount })}</Hint>
      {deleting.isError && (
        <Problem role="alert" data-testid="delete-problem">
          {serverProblem(deleting.error, t('admin.failed'))}
        </Problem>
      )}
      <DialogActions>
        <ActionButton
          type="button"
          tone="live"
          disabled={deleting.isPending}
          onClick={() => deleting.mutate()}
          data-testid="delete-confirm"
        >
          {t('admin.delete.button')}
        </ActionButton>
      </DialogActions>
    </AdminDialog>
  );
}
