import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkButton } from '../clip-manage/media-styles';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../lists/Pager';
import { EmptyBlock } from '../shared/EmptyBlock';
import { Attendees } from './Attendees';
import { CsvButton } from './CsvButton';
import { REPORT_PAGE_SIZE, filterParams, lessonReportQuery, reportPaths, type ReportFilters } from './report-api';
import { ShareCell, dateTimeText } from './report-format';
import { Bar, BarTitle, Problem, ReportTable, SubLine, TableScroll } from './report-styles';

/**
 * Live attendance per lesson: every broadcast lesson that has begun, newest first, with how many
 * enrolled students watched it while it was on; a lesson's names open below the table.
 */
export function AttendanceTab({ filters }: { filters: ReportFilters }) {
  const { t, language } = useI18n();
  const [pageIndex, setPageIndex] = useState(1);
  const [open, setOpen] = useState<{ courId: string; courName: string } | null>(null);
  const query = useQuery({ ...lessonReportQuery(filters, pageIndex), placeholderData: keepPreviousData });
  const page = query.data;
  return (
    <>
      <Bar>
        <BarTitle>{t('reports.tab.attendance')}</BarTitle>
        <CsvButton
          request={{ path: reportPaths.lessons, searchParams: filterParams(filters), name: 'live-attendance' }}
          testId="csv-lessons"
        />
      </Bar>
      {query.isError && !page && <Problem>{t('reports.loadFailed')}</Problem>}
      {page && page.records.length === 0 && <EmptyBlock text={t('reports.empty.lessons')} />}
      {page && page.records.length > 0 && (
        <>
          <TableScroll>
            <ReportTable loading={query.isPlaceholderData} data-testid="lesson-report">
              <thead>
                <tr>
                  <th>{t('reports.col.lesson')}</th>
                  <th>{t('reports.col.begin')}</th>
                  <th data-count>{t('reports.col.enrolled')}</th>
                  <th data-count>{t('reports.col.attended')}</th>
                  <th data-count>{t('reports.col.absent')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {page.records.map((row) => (
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
                ))}
              </tbody>
            </ReportTable>
          </TableScroll>
          <Pager pageIndex={pageIndex} pageSize={REPORT_PAGE_SIZE} total={page.total} onPage={setPageIndex} />
        </>
      )}
      {open && <Attendees key={open.courId} courId={open.courId} courName={open.courName} onClose={() => setOpen(null)} />}
    </>
  );
}
