import { spawnSync } from 'node:child_process';

/**
 * `npm run test:dates` (run by `npm test` after the main run, issue 15): the date-sensitive API
 * and browser files once more at fixed instants, so a test that holds only on some days fails on
 * every run. The tests' clock comes from LECTERN_TEST_NOW / LECTERN_TEST_SEEDED_AT
 * (tests/support/test-clock.ts). The zone is the campus's, east of UTC, so a UTC day where a
 * local one is meant shows around midnight. API files run on PostgreSQL only: the database plays
 * no part in the date logic (the clock is the test server's, on either), the main run covers both,
 * and a PostgreSQL file takes half a PGlite one's time (docs/testing.md "Suite time").
 */
const ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;
/** The seed puts `now` in week 9 of an 18-week term: 9 weeks on is its last week, 12 after it. */
const LAST_WEEK_AFTER_SEED_DAYS = 63;
const AFTER_TERM_SEED_DAYS = 84;

const daysBefore = (iso: string, days: number) => new Date(Date.parse(iso) - days * DAY_MS).toISOString();

export const INSTANTS = [
  // The pages at one instant: just after midnight in the campus's zone it is still the day before
  // in UTC, and a new week has begun locally but not in UTC, so a page that takes a UTC day for a
  // local one shows it here. The other instants are the API's to get right (days, weeks, terms,
  // lists): the pages only show its answers, and the browser files at each took CI past its budget.
  { name: 'a Monday at 00:05', now: '2026-03-02T00:05:00+08:00', withPages: true },
  // Two edges at once: the week's last minutes, in the term's last week (seeded nine weeks before,
  // on the Sunday 23:55 of its ninth week), five minutes before the term is over.
  {
    name: "the Sunday at 23:55 that ends the term's last week",
    now: '2026-05-10T23:55:00+08:00',
    seededDaysBefore: LAST_WEEK_AFTER_SEED_DAYS,
  },
  {
    name: 'a Tuesday after the term, before the next',
    now: '2026-07-21T15:00:00+08:00',
    seededDaysBefore: AFTER_TERM_SEED_DAYS,
  },
];

/** Files whose answers depend on today: lists by day, live lessons, terms, history, lesson status. */
export const API_FILES = [
  'tests/api/catalogue-lists.test.ts',
  'tests/api/catalogue-lookups.test.ts',
  'tests/api/catalogue-search.test.ts',
  'tests/api/detail-class.test.ts',
  'tests/api/live.test.ts',
  'tests/api/live-share.test.ts',
  'tests/api/shell.test.ts',
  'tests/api/notes.test.ts',
  'tests/api/curriculum.test.ts',
  'tests/api/lesson-move.test.ts',
  'tests/api/live-views.test.ts',
  'tests/api/admin-classes.test.ts',
];
/**
 * Not tests/e2e/live.test.ts: its delay reading compares the page's clock with the program
 * date-times ffmpeg stamps from the machine's real clock, which no test clock moves.
 */
export const BROWSER_FILES = [
  'tests/e2e/home.test.ts',
  'tests/e2e/detail.test.ts',
  'tests/e2e/shell-header.test.ts',
  'tests/e2e/schedule.test.ts',
];

/** One vitest run over the chosen layers' projects and files, so the two layers share the workers. */
function run(projects: string[], files: string[], env: Record<string, string>): boolean {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...files];
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** `tsx scripts/test-dates.ts api` or `… browser` runs one layer only (both by default). */
const layers = process.argv.slice(2);
const wants = (layer: string) => layers.length === 0 || layers.includes(layer);

const started = Date.now();
const failed: string[] = [];
for (const instant of INSTANTS) {
  const env = {
    TZ: ZONE,
    LECTERN_TEST_NOW: instant.now,
    ...(instant.seededDaysBefore === undefined ? {} : { LECTERN_TEST_SEEDED_AT: daysBefore(instant.now, instant.seededDaysBefore) }),
  };
  console.log(`\nlectern: date run at ${instant.name} (${instant.now}, ${ZONE})`);
  const browser = wants('browser') && 'withPages' in instant;
  const projects = [...(wants('api') ? ['api-postgres'] : []), ...(browser ? ['e2e'] : [])];
  const files = [...(wants('api') ? API_FILES : []), ...(browser ? BROWSER_FILES : [])];
  if (!run(projects, files, env)) failed.push(instant.name);
}
console.log(`\nlectern: date runs took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
if (failed.length > 0) {
  console.error(`lectern: date runs failed at ${failed.join('; ')}`);
  process.exit(1);
}
