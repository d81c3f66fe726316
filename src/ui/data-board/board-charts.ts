import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The chart types the data board draws, registered once when its chunk loads: lines (visits),
 * bars (top lessons, organisations) and a ring (watch completion), on canvas. Importing them one by
 * one keeps the rest of ECharts (maps, 3D, the other 20 chart types) out of the bundle.
 */
registerChartParts([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type BoardChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;
