import type { EnrolmentStudent } from '../../schemas/admin-enrolment';
import { useI18n } from '../i18n/i18n-context';

/** The columns every student table of a class shows first: name, username, code, organisation. */
export function StudentHeadCells() {
  const { t } = useI18n();
  return (
    <>
      <th scope="col">{t('admin.students.name')}</th>
      <th scope="col">{t('admin.students.username')}</th>
      <th scope="col">{t('admin.students.code')}</th>
      <th scope="col">{t('admin.students.organisation')}</th>
    </>
  );
}

export function StudentCells({ student }: { student: EnrolmentStudent }) {
  return (
    <>
      <td>{student.name}</td>
      <td>{student.username}</td>
      <td>{student.code}</td>
      <td>{student.orgaName ?? ''}</td>
    </>
  );
}
