import type { ManagedClass } from '../../schemas/admin-classes';
import { useI18n } from '../i18n/i18n-context';
import { deleteClass } from './admin-api';
import { ConfirmRemoveDialog } from './ConfirmRemoveDialog';

/** Confirm deleting a class; the server refuses one with recordings (409), and its reason is shown. */
export function DeleteClassDialog({ cls, onClose }: { cls: ManagedClass; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmRemoveDialog
      title={t('admin.delete.title')}
      confirm={t('admin.delete.confirm', { name: cls.teclName, lessons: cls.sessionCount, students: cls.enrolledCount })}
      button={t('admin.delete.button')}
      done={t('admin.delete.done', { name: cls.teclName })}
      remove={() => deleteClass(cls.teclId)}
      testId="delete"
      onClose={onClose}
    />
  );
}
