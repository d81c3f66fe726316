/**
 * The catalogue section of `npm run bench` (docs/bench.md): on the large data set, on PGlite then
 * on PostgreSQL, the real app's course search, live list and recorded list, each one request at a
 * time and 8 in flight, against a bare route serving the same JSON from memory behind the same
 * authentication (servers.ts), measured the same way from a child process (load.ts).
 */
import { availableParallelism } from 'node:os';
import { openLargePglite, openLargePostgres, type BenchDatabase } from './databases';
import { measure, type LoadOptions } from './load';
import { formatFigures, type EndpointRow } from './report';
import { capture, startApp, startBare } from './servers';

const LOAD: LoadOptions = { requests: 200, concurrency: 8, warmup: 20 };
const ONE_AT_A_TIME: LoadOptions = { requests: 100, concurrency: 1, warmup: 10 };

/** The home search rule's query (SPEC §4, §7) and the lists' first page as the pages ask for it. */
const ENDPOINTS: { name: EndpointRow['endpoint']; path: string }[] = [
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
  const bare = await startBare(answers, app);
  const headers = { 'jwt-token': app.token };
  try {
    const rows: EndpointRow[] = [];
    for (const { name, path } of ENDPOINTS) {
      const one = await measure(`${app.url}${path}`, { ...ONE_AT_A_TIME, headers });
      const bareOne = await measure(`${bare.url}${path}`, { ...ONE_AT_A_TIME, headers });
      const eight = await measure(`${app.url}${path}`, { ...LOAD, headers });
      const bareEight = await measure(`${bare.url}${path}`, { ...LOAD, headers });
      rows.push({ backend: kind, endpoint: name, one, bareOne, app: eight, bare: bareEight });
      console.log(
        `${kind}: ${name}: one at a time p95 ${one.p95Ms.toFixed(1)} ms; 8 in flight ${eight.requestsPerSecond.toFixed(0)} req/s ` +
          `(bare ${bareEight.requestsPerSecond.toFixed(0)})`,
      );
    }
    return rows;
  } finally {
    await bare.close();
    await app.close();
    await dispose();
  }
}

/** Both backends, as the table of the latest figures. */
export async function benchCatalogue(): Promise<string> {
  const rows = [...(await benchBackend(() => openLargePglite())), ...(await benchBackend(() => openLargePostgres()))];
  const context =
    `Run of ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores, Node ${process.version}, as student01 ` +
    `on the large data set: per endpoint and server ${ONE_AT_A_TIME.requests} requests one at a time, then ${LOAD.requests} with ` +
    `${LOAD.concurrency} in flight (after ${ONE_AT_A_TIME.warmup} / ${LOAD.warmup} warm-up calls), from a child process; ` +
    'the bare route serves the same JSON from memory behind the same authentication.';
  return formatFigures(rows, context);
}
