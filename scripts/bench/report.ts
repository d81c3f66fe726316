import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadFigures } from './load';

/** The bench's table, printed and written into docs/bench.md between its "latest figures" markers. */
export type EndpointRow = {
  backend: 'PGlite' | 'PostgreSQL';
  endpoint: 'course search' | 'live list' | 'recorded list';
  /** The app and the bare route, one request at a time. */
  one: LoadFigures;
  bareOne: LoadFigures;
  /** The app and the bare route, 8 in flight. */
  app: LoadFigures;
  bare: LoadFigures;
};

const doc = join(resolve(import.meta.dirname, '..', '..'), 'docs', 'bench.md');

/** Issue 19's targets: p95 one at a time (ms), throughput vs the bare route with 8 in flight. */
const TARGETS: Record<EndpointRow['backend'], { searchP95: number; listP95: number; throughput: number }> = {
  PostgreSQL: { searchP95: 20, listP95: 15, throughput: 0.5 },
  PGlite: { searchP95: 60, listP95: 40, throughput: 0.25 },
};

const ms = (value: number) => value.toFixed(1);
const met = (ok: boolean) => (ok ? 'met' : 'not met');

export function formatFigures(rows: EndpointRow[], context: string): string {
  const lines = [
    context,
    '',
    '| backend | endpoint | p95 one at a time, ms (target; bare) | p50 / p95 8 in flight, ms (bare) | req/s 8 in flight (bare) | throughput ratio (target) |',
    '|---|---|---|---|---|---|',
    ...rows.map(({ backend, endpoint, one, bareOne, app, bare }) => {
      const target = TARGETS[backend];
      const p95Target = endpoint === 'course search' ? target.searchP95 : target.listP95;
      const ratio = app.requestsPerSecond / bare.requestsPerSecond;
      return (
        `| ${backend} | ${endpoint} | ${ms(one.p95Ms)} (≤ ${p95Target}: ${met(one.p95Ms <= p95Target)}; bare ${ms(bareOne.p95Ms)}) | ` +
        `${ms(app.p50Ms)} / ${ms(app.p95Ms)} (${ms(bare.p50Ms)} / ${ms(bare.p95Ms)}) | ` +
        `${app.requestsPerSecond.toFixed(0)} (${bare.requestsPerSecond.toFixed(0)}) | ` +
        `${ratio.toFixed(2)} (≥ ${target.throughput}: ${met(ratio >= target.throughput)}) |`
      );
    }),
  ];
  return lines.join('\n');
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
