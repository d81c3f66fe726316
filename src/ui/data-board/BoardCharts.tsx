import { useMemo } from 'react';
import type { DataBoard } from '../../schemas/data-board';
import { EChart } from '../charts/EChart';
// Registers the chart types the options below use (ECharts' per-type imports).
import './board-charts';
import { useI18n } from '../i18n/i18n-context';
import { completionOption, organisationsOption, topLessonsOption, visitsOption, type ChartFrame } from './board-options';
import { ChartEmpty, ChartPanel, ChartTitle, Charts } from './board-styles';
import type { BoardViewport } from './use-board-viewport';

type Props = { board: DataBoard; viewport: BoardViewport };

/** On a phone, the board's and a panel's padding each side (board-styles.ts), the grid's inset and room to spare. */
const NARROW_CHART_MARGINS_PX = 2 * 12 + 2 * 12 + 40;

/** The board's four charts; a chart with nothing to draw says so instead of an empty frame. */
export function BoardCharts({ board, viewport }: Props) {
  const { t, language } = useI18n();
  const frame = useMemo<ChartFrame>(
    () => ({
      language,
      narrow: viewport.narrow,
      narrowNamesPx: viewport.width - NARROW_CHART_MARGINS_PX,
      px: (designPx) => Math.round(designPx * viewport.scale),
      texts: {
        visits: t('board.series.visits'),
        visitors: t('board.series.visitors'),
        viewers: t('board.series.viewers'),
        recordings: t('board.series.recordings'),
        live: t('board.series.live'),
        completion: (bucket) => t(`board.completion.${bucket}`),
        averageWatched: (percent) => t('board.averageWatched', { percent }),
      },
    }),
    [language, viewport, t],
  );
  const options = useMemo(
    () => ({
      visits: visitsOption(board.visits, frame),
      topLessons: topLessonsOption(board.topLessons, frame),
      completion: completionOption(board.completion, frame),
      organisations: organisationsOption(board.organisations, frame),
    }),
    [board, frame],
  );
  const hasCompletion = board.completion.some((bucket) => bucket.records > 0);
  const chart = (name: keyof typeof options, title: string, hasData: boolean) =>
    hasData ? <EChart option={options[name]} label={title} testId={`board-chart-${name}`} /> : <ChartEmpty>{t('board.noData')}</ChartEmpty>;

  return (
    <Charts>
      <ChartPanel span={8}>
        <ChartTitle>{t('board.chart.visits')}</ChartTitle>
        {chart('visits', t('board.chart.visits'), board.visits.length > 0)}
      </ChartPanel>
      <ChartPanel span={4}>
        <ChartTitle>{t('board.chart.completion')}</ChartTitle>
        {chart('completion', t('board.chart.completion'), hasCompletion)}
      </ChartPanel>
      <ChartPanel span={7} list="lessons">
        <ChartTitle>{t('board.chart.topLessons')}</ChartTitle>
        {chart('topLessons', t('board.chart.topLessons'), board.topLessons.length > 0)}
      </ChartPanel>
      <ChartPanel span={5} list="organisations">
        <ChartTitle>{t('board.chart.organisations')}</ChartTitle>
        {chart('organisations', t('board.chart.organisations'), board.organisations.length > 0)}
      </ChartPanel>
    </Charts>
  );
}
