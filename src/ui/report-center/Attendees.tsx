import { useQuery } from '@tanstack/react-query';
import { ActionButton } from '../detail/detail-buttons';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CsvButton } from './CsvButton';
import { attendeesQuery, reportPaths } from './report-api';
import { Badge, Bar, BarTitle, Detail, Muted, Problem, ReportTable, TableScroll } from './report-styles';

type Props = { courId: string; courName: string; onClose: () => void };

/** Who of the enrolled students watched one live lesson while it was on, absent ones first. */
export function Attendees({ courId, courName, onClose }: Props) {
  const { t, language } = useI18n();
  const query = useQuery(attendeesQuery(courId));
  const report = query.data;
  return (
    <Detail aria-label={t('reports.attendeesOf', { name: courName })} data-testid="attendee-report">
      <Bar>
        <BarTitle>{t('reports.attendeesOf', { name: courName })}</BarTitle>
        <CsvButton request={{ path: reportPaths.attendees(courId), name: `live-attendance-${courName}` }} testId="csv-attendees" />
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
                <th>{t('reports.col.status')}</th>
                <th data-count>{t('reports.col.minutesLive')}</th>
              </tr>
            </thead>
            <tbody>
              {report.records.map((row) => (
                <tr key={row.userId} data-testid="attendee-row">
                  <td>{row.name}</td>
                  <td>{row.username}</td>
                  <td>{row.code}</td>
                  <td>
                    <Badge tone={row.attended ? 'ok' : 'absent'}>{t(row.attended ? 'reports.present' : 'reports.absentStatus')}</Badge>
                  </td>
                  <td data-count>{formatNumber(Math.round(row.watchedS / 6) / 10, language, 1)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </TableScroll>
      )}
    </Detail>
  );
}
