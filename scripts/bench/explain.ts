/**
 * `tsx scripts/bench/explain.ts [postgres-url]` (docs/bench.md "EXPLAIN"): runs the bench's three
 * catalogue calls (course search, live list, recorded list) as student01 against a PostgreSQL
 * database holding the large data set (`DATABASE_URL=… npm run seed:large`), records every SQL
 * statement they send, and prints EXPLAIN (ANALYZE, BUFFERS) of each: the first call (cold
 * caches) and the second (warm caches, what a busy server runs).
 */
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { searchCourses } from '../../server/catalogue/course-search';
import { liveLessons } from '../../server/catalogue/live-lessons';
import { recordedGroups } from '../../server/catalogue/recorded-groups';
import { openPostgres, type Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { courseSearchQuerySchema, liveListQuerySchema, vodGroupQuerySchema } from '../../src/schemas/catalogue';

const url = process.argv[2] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lectern_explain';
const client = postgres(url, { max: 1, onnotice: () => {} });
const recorded: { text: string; params: unknown[] }[] = [];
const db = drizzle(client, {
  schema,
  logger: { logQuery: (text, params) => recorded.push({ text, params }) },
}) as unknown as Db;

/** The bench's calls (scripts/bench/run.ts ENDPOINTS), parsed as the routes parse them. */
const page = { 'page.pageIndex': '1', 'page.pageSize': '15' };
const CALLS: { name: string; run: (claims: Parameters<typeof searchCourses>[1], now: Date) => Promise<unknown> }[] = [
  {
    name: 'course search',
    run: (claims, now) =>
      searchCourses(
        db,
        claims,
        courseSearchQuerySchema.parse({
          ...page,
          unionName: '机器学习',
          courStatus: '0',
          'page.orders[0].field': 'courBeginTime',
          'page.orders[0].asc': 'true',
        }),
        now,
      ),
  },
  {
    name: 'live list',
    run: (claims, now) =>
      liveLessons(
        db,
        claims,
        liveListQuerySchema.parse({ ...page, liveDay: '0', 'page.orders[0].field': 'courBeginTime', 'page.orders[0].asc': 'true' }),
        now,
      ),
  },
  {
    name: 'recorded list',
    run: (claims) =>
      recordedGroups(
        db,
        claims,
        vodGroupQuerySchema.parse({
          ...page,
          'page.orders[0].field': 'hot',
          'page.orders[0].asc': 'false',
          'page.orders[1].field': 'time',
          'page.orders[1].asc': 'false',
        }),
      ),
  },
];

async function explainStatements(label: string, statements: { text: string; params: unknown[] }[], elapsed: number) {
  console.log(`\n## ${label}: ${statements.length} statement(s), ${elapsed.toFixed(1)} ms in all\n`);
  for (const [i, { text, params }] of statements.entries()) {
    const plan = await client.unsafe(`explain (analyze, buffers) ${text}`, params as never[]);
    console.log(`-- ${i + 1}. ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
    console.log();
  }
}

async function main() {
  // Migrations first (the data set may predate the newest ones).
  await (await openPostgres(url)).close();
  const [student] = await db
    .select({ id: schema.users.id, role: schema.users.role })
    .from(schema.users)
    .where(and(eq(schema.users.username, 'student01'), eq(schema.users.tenantId, '1')));
  if (!student) throw new Error(`explain: no student01 in ${url}`);
  const claims = { sub: student.id, tid: '1', sid: 'explain', usr: 'student01', rol: student.role, pwc: false };
  const now = new Date();
  for (const call of CALLS) {
    for (const label of ['cold', 'warm']) {
      recorded.length = 0;
      const started = performance.now();
      await call.run(claims, now);
      await explainStatements(`${call.name} (${label})`, recorded.splice(0), performance.now() - started);
    }
  }
}

main()
  .catch((error) => {
    console.error('explain: failed:', error);
    process.exitCode = 1;
  })
  .finally(() => client.end({ timeout: 5 }));
