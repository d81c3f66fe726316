import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkButton, Table } from '../kit/table';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { showSuccessToast } from '../kit/toast/toast-store';
import { ADMIN_CLASSES } from './admin-api';
import { Muted } from './admin-styles';
import { enrolledQuery, removeStudent, STUDENT_PAGE_SIZE } from './enrolment-api';
import { StudentCells, StudentHeadCells } from './student-cells';
import { StudentSearch } from './student-search';

/** The class's enrolled students, paged and filtered, each removable. */
export function EnrolledList({ teclId }: { teclId: string }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useQuery({ ...enrolledQuery(teclId, keyword, pageIndex), placeholderData: keepPreviousData });
  const removing = useMutation({
    mutationFn: (userId: string) => removeStudent(teclId, userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('admin.students.removed'));
    },
  });
  const data = query.data;
  return (
    <div>
      <StudentSearch
        testId="enrolled-search"
        onSearch={(value) => {
          setKeyword(value);
          setPageIndex(1);
        }}
      />
      {data && data.records.length === 0 && (
        <Muted data-testid="enrolled-empty">{t(keyword === '' ? 'admin.students.none' : 'admin.students.noMatch')}</Muted>
      )}
      {data && data.records.length > 0 && (
        <Table data-testid="enrolled-table">
          <thead>
            <tr>
              <StudentHeadCells />
              <th scope="col">{t('admin.students.enrolledAt')}</th>
              <th scope="col">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.records.map((student) => (
              <tr key={student.userId} data-testid="enrolled-row" data-username={student.username}>
                <StudentCells student={student} />
                <td style={{ whiteSpace: 'nowrap' }}>{formatDate(student.enrolledAt, language, 'iso')}</td>
                <td>
                  <LinkButton
                    type="button"
                    danger
                    disabled={removing.isPending}
                    onClick={() => removing.mutate(student.userId)}
                    data-testid="enrolled-remove"
                  >
                    {t('admin.students.remove')}
                  </LinkButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && <Pager pageIndex={pageIndex} pageSize={STUDENT_PAGE_SIZE} total={data.total} onPage={setPageIndex} />}
    </div>
  );
}
