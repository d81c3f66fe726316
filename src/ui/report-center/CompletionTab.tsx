import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkButton } from '../kit/table';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { EmptyBlock } from '../kit/EmptyBlock';
import { REPORT_PAGE_SIZE, classReportQuery, filterParams, reportPaths, type ReportFilters } from './report-api';
import { ShareCell } from './report-format';
import { SubLine } from './report-styles';
import { ReportSection } from './ReportSection';
import { StudentCompletion } from './StudentCompletion';

/**
 * Watch completion per class (its recordings, enrolled students, those who have watched, the
 * average completion), paged, and per student for the class opened below the table.
 */
export function CompletionTab({ filters }: { filters: ReportFilters }) {
  const { t, language } = useI18n();
  const [pageIndex, setPageIndex] = useState(1);
  const [open, setOpen] = useState<{ teclId: string; teclName: string } | null>(null);
  const query = useQuery({ ...classReportQuery(filters, pageIndex), placeholderData: keepPreviousData });
  return (
    <>
      <ReportSection
        title={t('reports.tab.completion')}
        csv={{ path: reportPaths.classes, searchParams: filterParams(filters), name: 'class-completion' }}
        csvTestId="csv-classes"
        query={query}
        empty={<EmptyBlock text={t('reports.empty.classes')} />}
        tableTestId="class-report"
        head={
          <>
            <th>{t('reports.col.class')}</th>
            <th>{t('reports.col.teacher')}</th>
            <th>{t('reports.col.organisation')}</th>
            <th>{t('reports.col.term')}</th>
            <th data-count>{t('reports.col.recordings')}</th>
            <th data-count>{t('reports.col.enrolled')}</th>
            <th data-count>{t('reports.col.watchedAny')}</th>
            <th data-count>{t('reports.col.average')}</th>
            <th />
          </>
        }
        row={(row) => (
          <tr key={row.teclId} data-open={open?.teclId === row.teclId} data-testid="class-report-row">
            <td>
              {row.teclName}
              {row.courseNo !== '' && <SubLine>{row.courseNo}</SubLine>}
            </td>
            <td>{row.teacName}</td>
            <td>{row.orgaName}</td>
            <td>{row.acteName}</td>
            <td data-count>{row.recordings}</td>
            <td data-count>{row.enrolled}</td>
            <td data-count>{row.watchedAny}</td>
            <td data-count>
              <ShareCell share={row.averagePercent} language={language} />
            </td>
            <td>
              <LinkButton type="button" onClick={() => setOpen({ teclId: row.teclId, teclName: row.teclName })} data-testid="show-students">
                {t('reports.showStudents')}
              </LinkButton>
            </td>
          </tr>
        )}
        footer={<Pager pageIndex={pageIndex} pageSize={REPORT_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPageIndex} />}
      />
      {open && <StudentCompletion key={open.teclId} teclId={open.teclId} teclName={open.teclName} onClose={() => setOpen(null)} />}
    </>
  );
}
