import { useQuery } from '@tanstack/react-query';
import { ActionButton } from '../detail/detail-buttons';
import { useI18n } from '../i18n/i18n-context';
import { CsvButton } from './CsvButton';
import { reportPaths, studentReportQuery } from './report-api';
import { ShareCell, dateTimeText } from './report-format';
import { Bar, BarTitle, Detail, Muted, Problem, ReportTable, TableScroll } from './report-styles';

type Props = { teclId: string; teclName: string; onClose: () => void };

/** One class's enrolled students: recordings watched, completion and last watch, those who have not watched included. */
export function StudentCompletion({ teclId, teclName, onClose }: Props) {
  const { t, language } = useI18n();
  const query = useQuery(studentReportQuery(teclId));
  const report = query.data;
  return (
    <Detail aria-label={t('reports.studentsOf', { name: teclName })} data-testid="student-report">
      <Bar>
        <BarTitle>{t('reports.studentsOf', { name: teclName })}</BarTitle>
        <CsvButton request={{ path: reportPaths.students(teclId), name: `student-completion-${teclName}` }} testId="csv-students" />
        <ActionButton type="button" tone="soft" onClick={onClose}>
          {t('reports.close')}
        </ActionButton>
      </Bar>
      {query.isError && !report && <Problem>{t('reports.loadFailed')}</Problem>}
      {report && report.records.length === 0 && <Muted>{t('reports.empty.students')}</Muted>}
      {report && report.records.length > 0 && (
        <TableScroll>
          <ReportTable>
            <thead>
              <tr>
                <th>{t('reports.col.student')}</th>
                <th>{t('reports.col.username')}</th>
                <th>{t('reports.col.code')}</th>
                <th data-count>{t('reports.col.watched')}</th>
                <th data-count>{t('reports.col.completion')}</th>
                <th>{t('reports.col.lastWatched')}</th>
              </tr>
            </thead>
            <tbody>
              {report.records.map((student) => (
                <tr key={student.userId} data-testid="student-row">
                  <td>{student.name}</td>
                  <td>{student.username}</td>
                  <td>{student.code}</td>
                  <td data-count>
                    {student.watched} / {report.recordings}
                  </td>
                  <td data-count>
                    <ShareCell share={student.averagePercent} language={language} />
                  </td>
                  <td>
                    {student.lastWatchedAt === null ? <Muted>{t('reports.never')}</Muted> : dateTimeText(student.lastWatchedAt, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </TableScroll>
      )}
    </Detail>
  );
}
