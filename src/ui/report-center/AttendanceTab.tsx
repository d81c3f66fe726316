import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkButton } from '../kit/table';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { EmptyBlock } from '../kit/EmptyBlock';
import { Attendees } from './Attendees';
import { REPORT_PAGE_SIZE, filterParams, lessonReportQuery, reportPaths, type ReportFilters } from './report-api';
import { ShareCell, dateTimeText } from './report-format';
import { SubLine } from './report-styles';
import { ReportSection } from './ReportSection';

/**
 * Live attendance per lesson: every broadcast lesson that has begun, newest first, with how many
 * enrolled students watched it while it was on; a lesson's names open below the table.
 */
export function AttendanceTab({ filters }: { filters: ReportFilters }) {
  const { t, language } = useI18n();
  const [pageIndex, setPageIndex] = useState(1);
  const [open, setOpen] = useState<{ courId: string; courName: string } | null>(null);
  const query = useQuery({ ...lessonReportQuery(filters, pageIndex), placeholderData: keepPreviousData });
  return (
    <>
      <ReportSection
        title={t('reports.tab.attendance')}
        csv={{ path: reportPaths.lessons, searchParams: filterParams(filters), name: 'live-attendance' }}
        csvTestId="csv-lessons"
        query={query}
        empty={<EmptyBlock text={t('reports.empty.lessons')} />}
        tableTestId="lesson-report"
        head={
          <>
            <th>{t('reports.col.lesson')}</th>
            <th>{t('reports.col.begin')}</th>
            <th data-count>{t('reports.col.enrolled')}</th>
            <th data-count>{t('reports.col.attended')}</th>
            <th data-count>{t('reports.col.absent')}</th>
            <th />
          </>
        }
        row={(row) => (
          <tr key={row.courId} data-open={open?.courId === row.courId} data-testid="lesson-report-row">
            <td>
              {row.courName}
              <SubLine>{row.teclName}</SubLine>
            </td>
            <td>{dateTimeText(row.courBeginTime, language)}</td>
            <td data-count>{row.enrolled}</td>
            <td data-count>
              <ShareCell share={row.enrolled === 0 ? 0 : row.attended / row.enrolled} language={language} />
              <SubLine>{row.attended}</SubLine>
            </td>
            <td data-count>{row.absent}</td>
            <td>
              <LinkButton
                type="button"
                onClick={() => setOpen({ courId: row.courId, courName: row.courName })}
                data-testid="show-attendees"
              >
                {t('reports.showAttendees')}
              </LinkButton>
            </td>
          </tr>
        )}
        footer={<Pager pageIndex={pageIndex} pageSize={REPORT_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPageIndex} />}
      />
      {open && <Attendees key={open.courId} courId={open.courId} courName={open.courName} onClose={() => setOpen(null)} />}
    </>
  );
}
