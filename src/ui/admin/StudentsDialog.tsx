import type { ManagedClass } from '../../schemas/admin-classes';
import { useI18n } from '../i18n/i18n-context';
import { DialogFrame } from '../kit/dialog';
import { StudentTabs } from './StudentTabs';

/** A class's students in a dialog over /admin/home (the tabs are StudentTabs, shared with /admin/detail). */
export function StudentsDialog({ cls, onClose }: { cls: ManagedClass; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DialogFrame title={t('admin.students.title', { name: cls.teclName })} testId="students-dialog" width="wide" onClose={onClose}>
      <StudentTabs teclId={cls.teclId} />
    </DialogFrame>
  );
}
