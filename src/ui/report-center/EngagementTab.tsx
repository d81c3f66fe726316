import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { HeatMap } from '../../schemas/reports';
import { EChart } from '../charts/EChart';
import { recordingContext } from '../shared/recording-label';
import { Select } from '../kit/form-fields';
import { classDetailQuery } from '../detail/detail-api';
import { formatDate, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import type { Language } from '../i18n/translate';
import { CsvButton } from './CsvButton';
import { heatMapOption } from './heat-map-chart';
import { CLASS_CHOICES_MAX, classReportQuery, heatMapQuery, reportPaths, type ReportFilters } from './report-api';
import { percentText } from './report-format';
import { Bar, BarTitle, Detail, Filters, HeatBox, Hint, Muted, Problem, SubLine } from './report-styles';

/**
 * Engagement per recording: a class of the filtered ones, one of its recordings, and the heat map
 * of which of its minutes were watched and re-watched (everyone who watched counts).
 */
export function EngagementTab({ filters }: { filters: ReportFilters }) {
  const { t, language } = useI18n();
  const [teclId, setTeclId] = useState('');
  const [vodId, setVodId] = useState('');
  const classes = useQuery(classReportQuery(filters, 1, CLASS_CHOICES_MAX)).data?.records ?? [];
  // Classes named alike (one course's class in two terms) are told apart by their term.
  const names = classes.map((row) => row.teclName);
  const namesakes = new Set(names.filter((name, i) => names.indexOf(name) !== i));
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
      <Filters wide>
        <label>
          {t('reports.engagement.class')}
          <Select value={teclId} onChange={(event) => pickClass(event.target.value)} data-testid="engagement-class">
            <option value="">{t('reports.engagement.pick')}</option>
            {classes.map((row) => (
              <option key={row.teclId} value={row.teclId}>
                {namesakes.has(row.teclName) ? `${row.teclName} · ${row.acteName}` : row.teclName}
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
                {recording.title} · {formatDate(recording.recordedAt, language, 'dayMonthYear')} ({formatDuration(recording.durationS)})
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

/** Chinese runs its sentences on; English leaves a space after the full stop. */
const SENTENCE_GAP: Record<Language, string> = { en: ' ', zh: '' };

function RecordingHeatMap({ vodId }: { vodId: string }) {
  const { t, tc, language } = useI18n();
  const query = useQuery(heatMapQuery(vodId));
  const map = query.data;
  return (
    <Detail data-testid="heat-map-report">
      <Bar>
        <div>
          <BarTitle>{map?.title ?? ''}</BarTitle>
          {map && (
            <SubLine data-testid="heat-map-viewers" data-viewers={map.viewers}>
              {recordingContext(map, language)} · {tc('reports.heat.viewers', map.viewers)}
              {map.viewers > 0 && ` · ${t('reports.heat.average', { percent: percentText(map.averagePercent, language) })}`}
            </SubLine>
          )}
        </div>
        {map && <CsvButton request={{ path: reportPaths.heatMap(vodId), name: `engagement-${map.title}` }} testId="csv-heat-map" />}
      </Bar>
      {query.isError && !map && <Problem>{t('reports.loadFailed')}</Problem>}
      {map && <HeatMapView map={map} />}
    </Detail>
  );
}

/**
 * The minutes of a recording its viewers played. Its viewers are counted as on the data board
 * (everyone with a watch record); a minute counts those who played past its middle, so a viewer
 * who has just started counts in none yet.
 */
function HeatMapView({ map }: { map: HeatMap }) {
  const { t, language } = useI18n();
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
  if (map.viewers === 0) return <Muted>{t('reports.engagement.noViews')}</Muted>;
  const most = map.minutes.reduce((best, m) => (m.viewers > best.viewers ? m : best), { minute: 0, viewers: 0, rewatchers: 0 });
  const rewatched = map.minutes.reduce((best, m) => (m.rewatchers > best.rewatchers ? m : best), { minute: 0, viewers: 0, rewatchers: 0 });
  const summary =
    most.viewers === 0
      ? t('reports.heat.noMinutes')
      : rewatched.rewatchers > 0
        ? t('reports.heat.summary', { minute: most.minute + 1, viewers: most.viewers, rewatched: rewatched.minute + 1 })
        : t('reports.heat.noRewatch', { minute: most.minute + 1, viewers: most.viewers });
  return (
    <>
      <HeatBox>
        <EChart option={option} label={t('reports.tab.engagement')} testId="heat-map-chart" />
      </HeatBox>
      <Hint data-testid="heat-map-summary">{[summary, t('reports.heat.minuteRule')].join(SENTENCE_GAP[language])}</Hint>
    </>
  );
}
