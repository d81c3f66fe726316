import { init, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { styled } from '../theme/stitches';

const Box = styled('div', { width: '100%', height: '100%', minHeight: 0 });

type Props = { option: EChartsCoreOption; label: string; testId: string };

/**
 * One Apache ECharts chart drawn on a canvas, sized by its box (a ResizeObserver keeps it in step
 * with the layout). Only `echarts/core` is imported here: the module that uses a chart registers
 * the chart types and components it needs (`use([...])` from echarts/core, see board-charts.ts), so a page's chunk
 * holds those and no others. A new option replaces the drawn one without redrawing from scratch,
 * so a refresh animates from the old figures to the new.
 */
export function EChart({ option, label, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const drawn = init(element, null, { renderer: 'canvas' });
    chart.current = drawn;
    const resize = new ResizeObserver(() => drawn.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      drawn.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const drawn = chart.current;
    if (drawn === null) return;
    drawn.setOption(option, { notMerge: true });
    // How many data points the chart holds, said on its box (the canvas itself says nothing).
    const series = (drawn.getOption().series ?? []) as { data?: unknown[] }[];
    box.current?.setAttribute('data-points', String(series.reduce((sum, one) => sum + (one.data?.length ?? 0), 0)));
  }, [option]);

  return <Box ref={box} role="img" aria-label={label} data-testid={testId} />;
}
