import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CloseReport } from './CloseReport';
import { DrillDown } from './DrillDown';
import { attendeesQuery, reportPaths } from './report-api';
import { Muted } from './report-styles';
import { Badge } from '../kit/badge';
import { ReportSection } from './ReportSection';

type Props = { courId: string; courName: string; onClose: () => void };

/** Who of the enrolled students watched one live lesson while it was on, absent ones first. */
export function Attendees({ courId, courName, onClose }: Props) {
  const { t, language } = useI18n();
  const query = useQuery(attendeesQuery(courId));
  const title = t('reports.attendeesOf', { name: courName });
  return (
    <DrillDown label={title} testId="attendee-report" ready={!query.isPending}>
      <ReportSection
        title={title}
        csv={{ path: reportPaths.attendees(courId), name: `live-attendance-${courName}` }}
        csvTestId="csv-attendees"
        query={query}
        empty={<Muted>{t('reports.empty.students')}</Muted>}
        actions={<CloseReport onClose={onClose} />}
        head={
          <>
            <th>{t('reports.col.student')}</th>
            <th>{t('reports.col.username')}</th>
            <th>{t('reports.col.code')}</th>
            <th>{t('reports.col.status')}</th>
            <th data-count>{t('reports.col.minutesLive')}</th>
          </>
        }
        row={(row) => (
          <tr key={row.userId} data-testid="attendee-row">
            <td>{row.name}</td>
            <td>{row.username}</td>
            <td>{row.code}</td>
            <td>
              <Badge tone={row.attended ? 'success' : 'danger'}>{t(row.attended ? 'reports.present' : 'reports.absentStatus')}</Badge>
            </td>
            <td data-count>{formatNumber(Math.round(row.watchedS / 6) / 10, language, 1)}</td>
          </tr>
        )}
      />
    </DrillDown>
  );
}
