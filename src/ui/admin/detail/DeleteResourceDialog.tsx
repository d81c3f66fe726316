import type { AdminResource } from '../../../schemas/admin-detail';
import { useI18n } from '../../i18n/i18n-context';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog';
import { deleteResource } from './class-detail-api';

/** Confirm deleting a class file: it goes from the class page and its file from the disk. */
export function DeleteResourceDialog({ resource, onClose }: { resource: AdminResource; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmRemoveDialog
      title={t('adminDetail.resources.deleteTitle')}
      confirm={t('adminDetail.resources.deleteConfirm', { name: resource.fileName })}
      button={t('adminDetail.resources.delete')}
      done={t('adminDetail.resources.deleted', { name: resource.fileName })}
      remove={() => deleteResource(resource.id)}
      testId="resource-delete"
      onClose={onClose}
    />
  );
}
