/**
 * `npm run bench` (docs/bench.md): on the large data set, on PGlite then on PostgreSQL, the real
 * app's course search, live list and recorded list, each against a bare Fastify route serving
 * the same JSON in the same run; plus the initial JavaScript of /home and the playback figures
 * (playback.ts). Prints a table and writes
 * the "latest figures" of docs/bench.md. All traffic stays on 127.0.0.1 and is bounded.
 */
import { availableParallelism } from 'node:os';
import { ensureSpaBuild } from '../spa-build';
import { openLargePglite, openLargePostgres, type BenchDatabase } from './databases';
import { measure, type LoadOptions } from './load';
import { formatFigures, formatSpa, writeLatestFigures, type EndpointRow } from './report';
import { capture, startApp, startBare } from './servers';
import { benchPlayback, formatPlayback } from './playback';
import { measureSpa, type SpaSize } from './spa-size';
import { benchUploads, formatUploads } from './uploads';

const LOAD: LoadOptions = { requests: 200, concurrency: 8, warmup: 20 };

/** The home search rule's query (SPEC §4, §7) and the lists' first page as the pages ask for it. */
const ENDPOINTS: { name: string; path: string }[] = [
  {
    name: 'course search',
    path:
      `/v1/course/search?unionName=${encodeURIComponent('机器学习')}&courStatus=0&page.pageIndex=1&page.pageSize=15` +
      '&page.orders[0].field=courBeginTime&page.orders[0].asc=true',
  },
  {
    name: 'live list',
    path: '/v1/vod_live/t-1?page.pageIndex=1&page.pageSize=15&liveDay=0&page.orders[0].field=courBeginTime&page.orders[0].asc=true',
  },
  {
    name: 'recorded list',
    path:
      '/v1/group_subject_vod_list/t-1?page.pageIndex=1&page.pageSize=15&page.orders[0].field=hot&page.orders[0].asc=false' +
      '&page.orders[1].field=time&page.orders[1].asc=false',
  },
];

async function benchBackend(open: () => Promise<BenchDatabase>): Promise<EndpointRow[]> {
  const started = Date.now();
  const { kind, database, dispose } = await open();
  console.log(`${kind}: data set ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await startApp(database);
  const answers = new Map<string, unknown>();
  for (const { path } of ENDPOINTS) answers.set(path, await capture(app, path));
  const bare = await startBare(answers);
  const headers = { 'jwt-token': app.token };
  try {
    const rows: EndpointRow[] = [];
    for (const { name, path } of ENDPOINTS) {
      const appFigures = await measure(`${app.url}${path}`, { ...LOAD, headers });
      const bareFigures = await measure(`${bare.url}${path}`, { ...LOAD, headers });
      rows.push({ backend: kind, endpoint: name, app: appFigures, bare: bareFigures });
      console.log(`${kind}: ${name}: p50 ${appFigures.p50Ms.toFixed(1)} ms (bare ${bareFigures.p50Ms.toFixed(1)} ms)`);
    }
    return rows;
  } finally {
    await bare.close();
    await app.close();
    await dispose();
  }
}

function spaFigures(): SpaSize | string {
  try {
    ensureSpaBuild((line) => console.log(line));
    return measureSpa();
  } catch (error) {
    return `the SPA build failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Sections `npm run bench -- <name> [<name> ...]` runs alone (all of them without a name). */
const SECTIONS = ['catalogue', 'spa', 'playback', 'uploads'] as const;
type Section = (typeof SECTIONS)[number];

function chosenSections(args: readonly string[]): Section[] {
  const unknown = args.filter((arg) => !(SECTIONS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  return args.length === 0 ? [...SECTIONS] : (args as Section[]);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  const started = Date.now();
  const parts: string[] = [];
  if (sections.includes('catalogue')) {
    const rows = [...(await benchBackend(() => openLargePglite())), ...(await benchBackend(() => openLargePostgres()))];
    const context =
      `Run of ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores, Node ${process.version}: ` +
      `${LOAD.requests} requests per endpoint, ${LOAD.concurrency} at a time, after ${LOAD.warmup} warm-up calls; as student01 on the large data set.`;
    parts.push(formatFigures(rows, context));
  }
  if (sections.includes('spa')) parts.push(formatSpa(spaFigures()));
  if (sections.includes('playback')) parts.push(formatPlayback(await benchPlayback((line) => console.log(line))));
  if (parts.length > 0) {
    const figures = parts.join('\n\n');
    console.log(`\n${figures}\n`);
    // Only a full run replaces the latest figures: a section alone is for working on it.
    if (sections.length === SECTIONS.length) writeLatestFigures(figures);
  }
  if (sections.includes('uploads')) {
    const uploads = formatUploads(await benchUploads((line) => console.log(line)));
    console.log(`\n${uploads}\n`);
    writeLatestFigures(uploads, 'upload-figures');
  }
  console.log(`bench: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error) => {
  console.error('bench: failed:', error);
  process.exit(1);
});
