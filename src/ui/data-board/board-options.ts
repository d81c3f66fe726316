import type { LineSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { DataBoard } from '../../schemas/data-board';
import { formatDate, formatNumber } from '../i18n/format';
import { recordingContext } from '../shared/recording-label';
import type { Language } from '../i18n/translate';
import type { BoardChartOption } from './board-charts';
import { BOARD_COLOURS, COMPLETION_COLOURS, SERIES_COLOURS } from './board-palette';

/**
 * The data board's charts as ECharts options, built from one GET /v1/data-board answer. Pure:
 * the page passes the texts in its language and `px`, which turns a size of the 1920 px design
 * into screen pixels (canvas text does not follow the root font size the page scales by).
 */
export type ChartTexts = {
  visits: string;
  visitors: string;
  viewers: string;
  recordings: string;
  live: string;
  completion: (bucket: DataBoard['completion'][number]['bucket']) => string;
  averageWatched: (percent: string) => string;
};

export type ChartFrame = {
  language: Language;
  /** A phone-sized window: names above bars, no value axis under bars, legends underneath. */
  narrow: boolean;
  /** On a phone, how wide a name above its bar may be before it wraps (the chart's width). */
  narrowNamesPx: number;
  px: (designPx: number) => number;
  texts: ChartTexts;
};

/** Chart text: the design's size on a wall, a little smaller on a phone where ten names share 200 px. */
const NARROW_TEXT_PX = 12;
const textPx = (frame: ChartFrame, designPx: number) => (frame.narrow ? NARROW_TEXT_PX : frame.px(designPx));
const text = (frame: ChartFrame, designPx: number) => ({ color: BOARD_COLOURS.muted, fontSize: textPx(frame, designPx) });

const tooltip = (frame: ChartFrame, trigger: 'axis' | 'item'): TooltipComponentOption => ({
  trigger,
  backgroundColor: BOARD_COLOURS.panel,
  borderColor: BOARD_COLOURS.panelBorder,
  textStyle: { color: BOARD_COLOURS.text, fontSize: textPx(frame, 16) },
  confine: true,
});

const legend = (frame: ChartFrame) => ({
  top: 0,
  right: 0,
  itemWidth: frame.px(18),
  itemHeight: frame.px(12),
  textStyle: { color: BOARD_COLOURS.text, fontSize: textPx(frame, 16) },
});

/** Counts; under bars on a phone the bars' own labels say the figures, so the axis keeps quiet. */
const valueAxis = (frame: ChartFrame, underBars = false) => ({
  type: 'value' as const,
  minInterval: 1,
  axisLabel: {
    ...text(frame, 15),
    show: !(underBars && frame.narrow),
    formatter: (value: number) => formatNumber(value, frame.language),
  },
  splitLine: { lineStyle: { color: BOARD_COLOURS.grid } },
});

/**
 * Rich-text styles of the names beside horizontal bars: a name, and under it what tells it apart
 * (a recording's class and lesson date), smaller and muted.
 */
const nameStyles = (frame: ChartFrame) => ({
  name: { color: BOARD_COLOURS.text, fontSize: textPx(frame, 15), lineHeight: textPx(frame, 16) },
  context: { color: BOARD_COLOURS.muted, fontSize: textPx(frame, 12), lineHeight: textPx(frame, 15) },
});

/** ECharts rich text takes `{style|text}`: braces in a name would end it early. */
const plain = (text: string) => text.replace(/\{/g, '(').replace(/\}/g, ')');

/**
 * A bar's name as rich text, with its context line when it has one. The line break opens the
 * context's own run: between two runs, zrender's wrapping (overflow 'break') drops it.
 */
export const barName = (name: string, context?: string) =>
  context === undefined ? `{name|${plain(name)}}` : `{name|${plain(name)}}{context|\n${plain(context)}}`;

/**
 * Names beside horizontal bars (issue 28: they were cut to 26 or 34 characters), every one shown
 * whole: on a wall screen beside the bars, wrapped within `widthPx` of the design; on a phone above
 * each bar, across the chart's width. The axis holds the rows' indexes, so two rows named alike
 * stay two rows.
 */
const categoryAxis = (frame: ChartFrame, names: string[], widthPx: number) => ({
  type: 'category' as const,
  data: names.map((_, i) => String(i)),
  axisLabel: {
    interval: 0,
    formatter: (_: string, index: number) => names[index] ?? '',
    rich: nameStyles(frame),
    overflow: 'break' as const,
    ...(frame.narrow
      ? {
          inside: true,
          align: 'left' as const,
          verticalAlign: 'bottom' as const,
          padding: [0, 0, NARROW_BAR_PX / 2 + 3, 0],
          width: frame.narrowNamesPx,
        }
      : { width: frame.px(widthPx) }),
  },
  axisLine: { lineStyle: { color: BOARD_COLOURS.grid } },
  axisTick: { show: false },
});

/**
 * How wide names beside bars may be, in pixels of the 1920 px design, before they wrap: the
 * longest demo names ("Introduction to Artificial Intelligence 人工智能导论 — week 9", "School of
 * Mechanical Engineering 机械工程学院") fit on one line.
 */
const TOP_LESSON_NAMES_PX = 520;
const ORGANISATION_NAMES_PX = 360;

/** Tooltips are HTML: names (a teacher titles recordings) are text in them. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** On a phone the names stand above thin bars. */
const NARROW_BAR_PX = 10;
const barWidth = (frame: ChartFrame) => (frame.narrow ? { barWidth: NARROW_BAR_PX } : { barMaxWidth: frame.px(26) });

/** 'YYYY-MM-DD' is the server's local day: read it as a local date, not midnight UTC. */
const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};

/** Visits and distinct visitors per day, oldest first. */
export function visitsOption(visits: DataBoard['visits'], frame: ChartFrame): BoardChartOption {
  const line = (name: string, colour: string, values: number[], area: boolean): LineSeriesOption => ({
    type: 'line',
    name,
    data: values,
    smooth: true,
    symbolSize: frame.px(8),
    lineStyle: { width: frame.px(3), color: colour },
    itemStyle: { color: colour },
    ...(area && { areaStyle: { color: colour, opacity: 0.18 } }),
  });
  return {
    color: [...SERIES_COLOURS],
    tooltip: tooltip(frame, 'axis'),
    legend: legend(frame),
    grid: { left: frame.px(8), right: frame.px(16), top: frame.px(44), bottom: frame.px(8), containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: visits.map((v) => formatDate(localDay(v.day), frame.language, 'dayMonth')),
      axisLabel: text(frame, 15),
      axisLine: { lineStyle: { color: BOARD_COLOURS.grid } },
    },
    yAxis: valueAxis(frame),
    series: [
      line(frame.texts.visits, SERIES_COLOURS[0], visits.map((v) => v.visits), true),
      line(frame.texts.visitors, SERIES_COLOURS[1], visits.map((v) => v.visitors), false),
    ],
  };
}

/** The most watched recordings, each under its class and lesson date: viewers, with their mean completion in the label. */
export function topLessonsOption(lessons: DataBoard['topLessons'], frame: ChartFrame): BoardChartOption {
  // Horizontal bars, most watched at the top: ECharts draws a category axis bottom-up.
  const rows = [...lessons].reverse();
  return {
    tooltip: {
      ...tooltip(frame, 'item'),
      formatter: (params) => {
        const row = rows[Array.isArray(params) ? 0 : (params.dataIndex ?? 0)];
        if (row === undefined) return '';
        const percent = formatNumber(Math.round(row.averagePercent * 100), frame.language);
        return [
          escapeHtml(row.title),
          escapeHtml(recordingContext(row, frame.language)),
          `${frame.texts.viewers}: ${formatNumber(row.viewers, frame.language)} · ${frame.texts.averageWatched(percent)}`,
        ].join('<br/>');
      },
    },
    grid: { left: frame.px(8), right: frame.px(64), top: frame.px(8), bottom: frame.px(8), containLabel: true },
    xAxis: valueAxis(frame, true),
    yAxis: categoryAxis(
      frame,
      rows.map((r) => barName(r.title, recordingContext(r, frame.language))),
      TOP_LESSON_NAMES_PX,
    ),
    series: [
      {
        type: 'bar',
        name: frame.texts.viewers,
        data: rows.map((r) => r.viewers),
        ...barWidth(frame),
        itemStyle: { color: SERIES_COLOURS[0], borderRadius: [0, frame.px(4), frame.px(4), 0] },
        label: {
          show: true,
          position: 'right',
          color: BOARD_COLOURS.text,
          fontSize: textPx(frame, 15),
          formatter: (params) => {
            const row = rows[params.dataIndex];
            return row === undefined ? '' : `${formatNumber(row.viewers, frame.language)} · ${Math.round(row.averagePercent * 100)}%`;
          },
        },
      },
    ],
  };
}

/** Watch records by how much of the recording they cover, as a ring. */
export function completionOption(completion: DataBoard['completion'], frame: ChartFrame): BoardChartOption {
  const beside = { ...legend(frame), orient: 'vertical' as const, top: 'middle', right: 0 };
  const under = { ...legend(frame), top: undefined, right: undefined, bottom: 0, left: 'center' };
  return {
    tooltip: { ...tooltip(frame, 'item'), formatter: '{b}: {c} ({d}%)' },
    legend: frame.narrow ? under : beside,
    series: [
      {
        type: 'pie',
        radius: frame.narrow ? ['34%', '58%'] : ['48%', '78%'],
        center: frame.narrow ? ['50%', '40%'] : ['36%', '52%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: BOARD_COLOURS.panel, borderWidth: frame.px(3) },
        label: {
          show: true,
          color: BOARD_COLOURS.text,
          fontSize: textPx(frame, 15),
          formatter: (params) => `${formatNumber(Math.round(params.percent ?? 0), frame.language)}%`,
        },
        labelLine: { lineStyle: { color: BOARD_COLOURS.muted } },
        data: completion.map((c, i) => ({
          name: frame.texts.completion(c.bucket),
          value: c.records,
          itemStyle: { color: COMPLETION_COLOURS[i % COMPLETION_COLOURS.length] },
        })),
      },
    ],
  };
}

/** Recordings watched and live lessons attended per organisation, stacked, most used at the top. */
export function organisationsOption(organisations: DataBoard['organisations'], frame: ChartFrame): BoardChartOption {
  const rows = [...organisations].reverse();
  const bar = (name: string, colour: string, values: number[]) => ({
    type: 'bar' as const,
    name,
    stack: 'use',
    data: values,
    ...barWidth(frame),
    itemStyle: { color: colour },
  });
  return {
    tooltip: {
      ...tooltip(frame, 'axis'),
      axisPointer: { type: 'shadow' },
      // The axis holds indexes (categoryAxis): the organisation's name heads the tooltip instead.
      formatter: (params) => {
        const items = Array.isArray(params) ? params : [params];
        const row = rows[items[0]?.dataIndex ?? 0];
        if (row === undefined) return '';
        const lines = items.map((item) => `${String(item.marker ?? '')}${escapeHtml(item.seriesName ?? '')}: ${formatNumber(Number(item.value), frame.language)}`);
        return [escapeHtml(row.orgaName), ...lines].join('<br/>');
      },
    },
    legend: legend(frame),
    grid: { left: frame.px(8), right: frame.px(24), top: frame.px(frame.narrow ? 64 : 44), bottom: frame.px(8), containLabel: true },
    xAxis: valueAxis(frame),
    yAxis: categoryAxis(
      frame,
      rows.map((r) => barName(r.orgaName)),
      ORGANISATION_NAMES_PX,
    ),
    series: [
      bar(frame.texts.recordings, SERIES_COLOURS[1], rows.map((r) => r.recordingViews)),
      bar(frame.texts.live, SERIES_COLOURS[3], rows.map((r) => r.liveViews)),
    ],
  };
}
