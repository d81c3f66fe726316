import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkButton, Table } from '../kit/table';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { showSuccessToast } from '../kit/toast/toast-store';
import { ADMIN_CLASSES } from './admin-api';
import { Muted } from './admin-styles';
import { addStudents, candidatesQuery, STUDENT_PAGE_SIZE } from './enrolment-api';
import { StudentCells, StudentHeadCells } from './student-cells';
import { StudentSearch } from './student-search';

/** The tenant's students to add, found by name, username or code; those enrolled already are marked. */
export function CandidateSearch({ teclId }: { teclId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useQuery({ ...candidatesQuery(teclId, keyword, pageIndex), placeholderData: keepPreviousData });
  const adding = useMutation({
    mutationFn: (userId: string) => addStudents(teclId, [userId]),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('admin.students.added'));
    },
  });
  const data = query.data;
  return (
    <div>
      <StudentSearch
        testId="candidate-search"
        onSearch={(value) => {
          setKeyword(value);
          setPageIndex(1);
        }}
      />
      {data && data.records.length === 0 && <Muted>{t('admin.students.noMatch')}</Muted>}
      {data && data.records.length > 0 && (
        <Table data-testid="candidate-table">
          <thead>
            <tr>
              <StudentHeadCells />
              <th scope="col">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.records.map((student) => (
              <tr key={student.userId} data-testid="candidate-row" data-username={student.username}>
                <StudentCells student={student} />
                <td>
                  {student.enrolled ? (
                    <Muted data-testid="candidate-enrolled">{t('admin.students.already')}</Muted>
                  ) : (
                    <LinkButton
                      type="button"
                      disabled={adding.isPending}
                      onClick={() => adding.mutate(student.userId)}
                      data-testid="candidate-add"
                    >
                      {t('admin.students.add')}
                    </LinkButton>
                  )}
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
