import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { HeatMap } from '../../schemas/reports';
import { EChart } from '../charts/EChart';
import { Select } from '../clip-manage/media-styles';
import { classDetailQuery } from '../detail/detail-api';
import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CsvButton } from './CsvButton';
import { heatMapOption } from './heat-map-chart';
import { CLASS_CHOICES_MAX, classReportQuery, heatMapQuery, reportPaths, type ReportFilters } from './report-api';
import { Bar, BarTitle, Detail, Filters, HeatBox, Hint, Muted, Problem } from './report-styles';

/**
 * Engagement per recording: a class of the filtered ones, one of its recordings, and the heat map
 * of which of its minutes were watched and re-watched (everyone who watched counts).
 */
export function EngagementTab({ filters }: { filters: ReportFilters }) {
  const { t } = useI18n();
  const [teclId, setTeclId] = useState('');
  const [vodId, setVodId] = useState('');
  const classes = useQuery(classReportQuery(filters, 1, CLASS_CHOICES_MAX)).data?.records ?? [];
  const detail = useQuery({ ...classDetailQuery({ teclId }), enabled: teclId !== '' });
  const recordings = detail.data?.recordings ?? [];
  const pickClass = (next: string) => {
    setTeclId(next);
    setVodId('');
  };
  return (
    <>
      <Bar>
        <BarTitle>{t('reports.tab.engagement')}</BarTitle>
      </Bar>
      <Filters>
        <label>
          {t('reports.engagement.class')}
          <Select value={teclId} onChange={(event) => pickClass(event.target.value)} data-testid="engagement-class">
            <option value="">{t('reports.engagement.pick')}</option>
            {classes.map((row) => (
              <option key={row.teclId} value={row.teclId}>
                {row.teclName}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t('reports.engagement.recording')}
          <Select
            value={vodId}
            disabled={recordings.length === 0}
            onChange={(event) => setVodId(event.target.value)}
            data-testid="engagement-recording"
          >
            <option value="">{t('reports.engagement.pick')}</option>
            {recordings.map((recording) => (
              <option key={recording.vodId} value={recording.vodId}>
                {recording.title} ({formatDuration(recording.durationS)})
              </option>
            ))}
          </Select>
        </label>
      </Filters>
      {teclId === '' && <Hint>{t('reports.engagement.hint')}</Hint>}
      {teclId !== '' && detail.data && recordings.length === 0 && <Muted>{t('reports.engagement.noRecordings')}</Muted>}
      {vodId !== '' && <RecordingHeatMap vodId={vodId} />}
    </>
  );
}

function RecordingHeatMap({ vodId }: { vodId: string }) {
  const { t } = useI18n();
  const query = useQuery(heatMapQuery(vodId));
  const map = query.data;
  return (
    <Detail data-testid="heat-map-report">
      <Bar>
        <BarTitle>{map?.title ?? ''}</BarTitle>
        {map && <CsvButton request={{ path: reportPaths.heatMap(vodId), name: `engagement-${map.title}` }} testId="csv-heat-map" />}
      </Bar>
      {query.isError && !map && <Problem>{t('reports.loadFailed')}</Problem>}
      {map && <HeatMapView map={map} />}
    </Detail>
  );
}

function HeatMapView({ map }: { map: HeatMap }) {
  const { t } = useI18n();
  const option = useMemo(
    () =>
      heatMapOption(map, {
        rows: { watched: t('reports.heat.watched'), rewatched: t('reports.heat.rewatched') },
        axis: t('reports.heat.axis'),
        legend: t('reports.heat.legend'),
        tooltip: (m) => t('reports.heat.tooltip', { minute: m.minute + 1, viewers: m.viewers, plays: m.plays, rewatchers: m.rewatchers }),
      }),
    [map, t],
  );
  const most = map.minutes.reduce((best, m) => (m.viewers > best.viewers ? m : best), { minute: 0, viewers: 0, rewatchers: 0 });
  const rewatched = map.minutes.reduce((best, m) => (m.rewatchers > best.rewatchers ? m : best), { minute: 0, viewers: 0, rewatchers: 0 });
  if (most.viewers === 0) return <Muted>{t('reports.engagement.noViews')}</Muted>;
  return (
    <>
      <HeatBox>
        <EChart option={option} label={t('reports.tab.engagement')} testId="heat-map-chart" />
      </HeatBox>
      <Hint data-testid="heat-map-summary">
        {rewatched.rewatchers > 0
          ? t('reports.heat.summary', { viewers: most.viewers, minute: rewatched.minute + 1 })
          : t('reports.heat.noRewatch', { viewers: most.viewers })}
      </Hint>
    </>
  );
}
