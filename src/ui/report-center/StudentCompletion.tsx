import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { CloseReport } from './CloseReport';
import { DrillDown } from './DrillDown';
import { reportPaths, studentReportQuery } from './report-api';
import { ShareCell, dateTimeText } from './report-format';
import { Muted } from './report-styles';
import { ReportSection } from './ReportSection';

type Props = { teclId: string; teclName: string; onClose: () => void };

/** One class's enrolled students: recordings watched, completion and last watch, those who have not watched included. */
export function StudentCompletion({ teclId, teclName, onClose }: Props) {
  const { t, language } = useI18n();
  const query = useQuery(studentReportQuery(teclId));
  const title = t('reports.studentsOf', { name: teclName });
  return (
    <DrillDown label={title} testId="student-report" ready={!query.isPending}>
      <ReportSection
        title={title}
        csv={{ path: reportPaths.students(teclId), name: `student-completion-${teclName}` }}
        csvTestId="csv-students"
        query={query}
        empty={<Muted>{t('reports.empty.students')}</Muted>}
        actions={<CloseReport onClose={onClose} />}
        head={
          <>
            <th>{t('reports.col.student')}</th>
            <th>{t('reports.col.username')}</th>
            <th>{t('reports.col.code')}</th>
            <th data-count>{t('reports.col.watched')}</th>
            <th data-count>{t('reports.col.completion')}</th>
            <th>{t('reports.col.lastWatched')}</th>
          </>
        }
        row={(student) => (
          <tr key={student.userId} data-testid="student-row">
            <td>{student.name}</td>
            <td>{student.username}</td>
            <td>{student.code}</td>
            <td data-count>
              {student.watched} / {query.data?.recordings}
            </td>
            <td data-count>
              <ShareCell share={student.averagePercent} language={language} />
            </td>
            <td>
              {student.lastWatchedAt === null ? <Muted>{t('lastWatched.never')}</Muted> : dateTimeText(student.lastWatchedAt, language)}
            </td>
          </tr>
        )}
      />
    </DrillDown>
  );
}
