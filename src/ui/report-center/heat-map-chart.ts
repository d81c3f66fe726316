import { HeatmapChart, type HeatmapSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  type GridComponentOption,
  type TooltipComponentOption,
  type VisualMapComponentOption,
} from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { HeatMap } from '../../schemas/reports';

/**
 * The engagement heat map (one recording, minute by minute), drawn with ECharts' heat map only:
 * registered here so the report center's chunk carries it and nothing else of ECharts.
 */
registerChartParts([HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export type HeatMapOption = ComposeOption<HeatmapSeriesOption | GridComponentOption | TooltipComponentOption | VisualMapComponentOption>;

export type HeatMapTexts = {
  rows: { watched: string; rewatched: string };
  axis: string;
  legend: string;
  tooltip: (minute: HeatMap['minutes'][number]) => string;
};

/** From no one to the most viewers: pale to deep blue, readable on the white page. */
const SCALE = ['#f1f5fb', '#9cc3f5', '#3a7bd5', '#123a7a'];
/** A short recording's minutes stay cells (at most this wide) rather than stretching into bars. */
const MAX_CELL_PX = 56;
const ROW_LABELS_PX = 96;
/** Up to this many minutes fit the report's width as cells of MAX_CELL_PX; longer ones fill it. */
const FIXED_CELLS_MAX = 16;

/**
 * Rows: viewers who played each minute, and viewers who played it more than once; both count
 * people, so one colour scale serves both. Minutes are shown 1-based, as people count them.
 */
export function heatMapOption(map: HeatMap, texts: HeatMapTexts): HeatMapOption {
  const rows = [texts.rows.rewatched, texts.rows.watched];
  const cells = map.minutes.flatMap((m) => [
    [m.minute, 1, m.viewers],
    [m.minute, 0, m.rewatchers],
  ]);
  // The scale runs to all the recording's viewers: a minute one of three played is pale.
  const most = Math.max(1, map.viewers, ...map.minutes.map((m) => m.viewers));
  return {
    tooltip: {
      position: 'top',
      formatter: (params) => {
        const [minute] = (Array.isArray(params) ? params[0]?.value : params.value) as [number, number, number];
        const row = map.minutes[minute];
        return row === undefined ? '' : texts.tooltip(row);
      },
    },
    grid: {
      left: 8,
      top: 8,
      bottom: 64,
      containLabel: true,
      ...(map.minutes.length <= FIXED_CELLS_MAX ? { width: map.minutes.length * MAX_CELL_PX + ROW_LABELS_PX } : { right: 16 }),
    },
    xAxis: {
      type: 'category',
      name: texts.axis,
      nameLocation: 'middle',
      nameGap: 28,
      data: map.minutes.map((m) => String(m.minute + 1)),
      splitArea: { show: true },
      axisLabel: { interval: 'auto' },
    },
    yAxis: { type: 'category', data: rows, splitArea: { show: true } },
    visualMap: {
      min: 0,
      max: most,
      calculable: false,
      orient: 'horizontal',
      left: 8,
      bottom: 0,
      itemHeight: 120,
      text: [String(most), '0'],
      inRange: { color: SCALE },
      textStyle: { fontSize: 12 },
    },
    series: [
      {
        type: 'heatmap',
        name: texts.legend,
        data: cells,
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: '#1f2329', borderWidth: 1 } },
      },
    ],
  };
}
