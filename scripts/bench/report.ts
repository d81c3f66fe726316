import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadFigures } from './load';
import type { SpaSize } from './spa-size';

/** The bench's table, printed and written into docs/bench.md between its "latest figures" markers. */
export type EndpointRow = { backend: string; endpoint: string; app: LoadFigures; bare: LoadFigures };

const doc = join(resolve(import.meta.dirname, '..', '..'), 'docs', 'bench.md');

const ms = (value: number) => value.toFixed(1);
const ratio = (value: number) => `${value.toFixed(1)}×`;

export function formatFigures(rows: EndpointRow[], context: string): string {
  const lines = [
    context,
    '',
    '| backend | endpoint | p50 ms (bare) | p95 ms (bare) | req/s (bare) | p50 ratio | p95 ratio | throughput ratio |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ backend, endpoint, app, bare }) =>
        `| ${backend} | ${endpoint} | ${ms(app.p50Ms)} (${ms(bare.p50Ms)}) | ${ms(app.p95Ms)} (${ms(bare.p95Ms)}) | ` +
        `${app.requestsPerSecond.toFixed(0)} (${bare.requestsPerSecond.toFixed(0)}) | ${ratio(app.p50Ms / bare.p50Ms)} | ` +
        `${ratio(app.p95Ms / bare.p95Ms)} | ${(app.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} |`,
    ),
  ];
  return lines.join('\n');
}

export function formatSpa(spa: SpaSize | string): string {
  return typeof spa === 'string'
    ? `Initial JavaScript for /home: not measured (${spa}).`
    : `Initial JavaScript for /home (gzip): ${(spa.homeGzipBytes / 1024).toFixed(1)} KiB in ${spa.files} files (${spa.note}); ` +
        `the entry and its static imports alone: ${(spa.entryGzipBytes / 1024).toFixed(1)} KiB.`;
}

/** Replaces the text between `<!-- <section>:start -->` and `<!-- <section>:end -->` in docs/bench.md. */
export function writeLatestFigures(figures: string, section = 'latest-figures'): void {
  const START = `<!-- ${section}:start -->`;
  const END = `<!-- ${section}:end -->`;
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench: ${doc} lacks the ${START} … ${END} markers`);
  writeFileSync(doc, `${text.slice(0, start + START.length)}\n${figures}\n${text.slice(end)}`);
}
