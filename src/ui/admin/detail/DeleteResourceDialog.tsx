import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminResource } from '../../../schemas/admin-detail';
import { DialogActions } from '../../clip-manage/DialogActions';
import { ActionButton } from '../../detail/detail-buttons';
import { useI18n } from '../../i18n/i18n-context';
import { Hint } from '../../share/share-dialog-styles';
import { showSuccessToast } from '../../toast/toast-store';
import { ADMIN_CLASSES } from '../admin-api';
import { AdminDialog } from '../AdminDialog';
import { Problem } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { deleteResource } from './class-detail-api';

/** Confirm deleting a class file: it goes from the class page and its file from the disk. */
export function DeleteResourceDialog({ resource, onClose }: { resource: AdminResource; onClose: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const deleting = useMutation({
    mutationFn: () => deleteResource(resource.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('adminDetail.resources.deleted', { name: resource.fileName }));
      onClose();
    },
  });
  return (
    <AdminDialog title={t('adminDetail.resources.deleteTitle')} testId="resource-delete-dialog" onClose={onClose}>
      <Hint>{t('adminDetail.resources.deleteConfirm', { name: resource.fileName })}</Hint>
      {deleting.isError && (
        <Problem role="alert" data-testid="resource-delete-problem">
          {serverProblem(deleting.error, t('admin.failed'))}
        </Problem>
      )}
      <DialogActions>
        <ActionButton
          type="button"
          tone="live"
          disabled={deleting.isPending}
          onClick={() => deleting.mutate()}
          data-testid="resource-delete-confirm"
        >
          {t('adminDetail.resources.delete')}
        </ActionButton>
      </DialogActions>
    </AdminDialog>
  );
}
