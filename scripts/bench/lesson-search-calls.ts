import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../../server/auth/token-signer';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql-rows';
import { searchMoments } from '../../server/lesson-text/moment-search';
import { parseTextQuery } from '../../server/lesson-text/text-terms';
import { ROLE } from '../../src/constants';
import { lessonSearchQuerySchema } from '../../src/schemas/lesson-search';

/**
 * The search inside lessons as the page calls it (docs/bench.md "Search inside lessons"):
 * searchMoments itself, in this process, on the bench's database, for a set of keywords of every
 * kind and for callers of every kind; one call at a time, then 8 in flight over the pool's
 * connections. The baseline, in the same run and the same way: a bare indexed lookup of one
 * lesson_texts row by its key through the same client, which is what a round trip to the database
 * costs on this machine at that moment.
 */

export type CallerName = 'student' | 'teacher' | 'other tenant';
export type Caller = { name: CallerName; claims: AccessClaims };

/** Keywords students type, with what each stands for in the generated lessons (lesson-corpus.ts). */
export const KEYWORDS: readonly { keyword: string; what: string; otherTenant?: true }[] = [
  { keyword: '傅里叶变换', what: 'a term of two fields', otherTenant: true },
  { keyword: '傅裡葉變換', what: 'the same, traditional' },
  { keyword: '特征值', what: 'a term of one field' },
  { keyword: '变换', what: 'a word inside compounds' },
  { keyword: '函数', what: 'inside compounds of many fields', otherTenant: true },
  { keyword: '熵', what: 'one character' },
  { keyword: 'transforms', what: 'English, stemmed' },
  { keyword: 'gradient descent', what: 'two English words' },
  { keyword: '傅里叶 transform', what: 'Chinese and English' },
  { keyword: '考试', what: 'said in most lessons', otherTenant: true },
  { keyword: 'example', what: 'English, said in most lessons' },
  { keyword: '诺贝尔奖', what: 'rare: a few lessons' },
  { keyword: 'laureate', what: 'rare, English' },
  { keyword: '量子纠缠', what: 'in no lesson' },
];

/** Lessons a page of the search shows (src/ui/lesson-search LESSON_HITS_PAGE_SIZE). */
const PAGE_SIZE = 10;
const ONE_AT_A_TIME_ROUNDS = 5;
const IN_FLIGHT = 8;
const IN_FLIGHT_ROUNDS = 10;
/** A phase stops after this long once it has its minimum, so a slow search cannot hold the bench for ever. */
const PHASE_BUDGET_MS = 120_000;
const MIN_ROUNDS = 2;
const BARE_CALLS = 400;

export type Call = { keyword: string; what: string; caller: Caller };
export type Latencies = { p50: number; p95: number; calls: number; perSecond: number };
/** `lessons`: the answer's `total`, with `capped` when more lessons than that hold the keyword. */
export type CallFigures = { call: Call; matches: number; lessons: number; capped: boolean; p50: number; p95: number };
export type SearchTimings = {
  one: Latencies;
  inFlight: Latencies;
  bareOne: Latencies;
  bareInFlight: Latencies;
  perCall: CallFigures[];
  /** EXPLAIN (ANALYZE, BUFFERS) of the slowest call's statement. */
  slowestPlan: string;
};

const claimsOf = (sub: string, tid: string, rol: number): AccessClaims => ({ sub, tid, sid: randomUUID(), usr: sub, rol, pwc: false });

/** The student and the teacher with most of the generated lessons, and a student of another tenant (student03). */
export async function callers(db: Db, student: string, teacher: string): Promise<Caller[]> {
  const [other] = await rowsOf<{ id: string; tenant_id: string }>(db, sql`select id, tenant_id from users where username = 'student03'`);
  return [
    { name: 'student', claims: claimsOf(student, '1', ROLE.student) },
    { name: 'teacher', claims: claimsOf(teacher, '1', ROLE.teacher) },
    { name: 'other tenant', claims: claimsOf(other!.id, other!.tenant_id, ROLE.student) },
  ];
}

export function callsOf(people: Caller[]): Call[] {
  return KEYWORDS.flatMap(({ keyword, what, otherTenant }) =>
    people.filter((caller) => caller.name !== 'other tenant' || otherTenant).map((caller) => ({ keyword, what, caller })),
  );
}

const search = (db: Db, call: Call) =>
  searchMoments(db, call.caller.claims, lessonSearchQuerySchema.parse({ keyword: call.keyword, 'page.pageSize': String(PAGE_SIZE) }));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function latencies(ms: number[], elapsedMs: number): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), calls: ms.length, perSecond: ms.length / (elapsedMs / 1000) };
}

/**
 * Runs `work` over `jobs` with `concurrency` at a time, whole rounds of them, at most `rounds` and
 * at least MIN_ROUNDS, fewer once PHASE_BUDGET_MS are spent; each call's milliseconds by job.
 */
async function rounds<J>(
  jobs: readonly J[],
  work: (job: J) => Promise<unknown>,
  options: { rounds: number; concurrency: number },
): Promise<{ byJob: Map<J, number[]>; all: number[]; elapsedMs: number }> {
  const byJob = new Map<J, number[]>(jobs.map((job) => [job, []]));
  const all: number[] = [];
  const started = performance.now();
  for (let round = 0; round < options.rounds; round++) {
    if (round >= MIN_ROUNDS && performance.now() - started > PHASE_BUDGET_MS) break;
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const at = performance.now();
        await work(job);
        const ms = performance.now() - at;
        byJob.get(job)!.push(ms);
        all.push(ms);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }
  return { byJob, all, elapsedMs: performance.now() - started };
}

/** Pieces of the caller's tenant holding the keyword, whoever may read them: the work the index hands the search. */
async function matchesOf(db: Db, call: Call): Promise<number> {
  const parsed = parseTextQuery(call.keyword);
  if (parsed === null) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from lesson_texts where tenant_id = ${call.caller.claims.tid} and terms @@ ${parsed.tsquery}::tsquery`,
  );
  return row!.n;
}

/** The statement searchMoments sends for `call`, under EXPLAIN (ANALYZE, BUFFERS). */
async function planOf(db: Db, call: Call): Promise<string> {
  const sent: SQL[] = [];
  // Without its `$client` the database sends every statement through execute (shapedRowsOf falls back to rowsOf).
  const recording = new Proxy(db, {
    get: (target, key, receiver) =>
      key === '$client'
        ? undefined
        : key === 'execute'
          ? (statement: SQL) => {
              sent.push(statement);
              return target.execute(statement);
            }
          : Reflect.get(target, key, receiver),
  });
  await search(recording, call);
  const plans: string[] = [];
  for (const statement of sent) {
    const rows = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${statement}`);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n') || 'searchMoments sent no statement through execute()';
}

export async function timeSearches(db: Db, calls: Call[], log: (line: string) => void): Promise<SearchTimings> {
  for (const call of calls) await search(db, call);
  const one = await rounds(calls, (call) => search(db, call), { rounds: ONE_AT_A_TIME_ROUNDS, concurrency: 1 });
  log(`lesson search: one at a time, ${one.all.length} calls`);
  const inFlight = await rounds(calls, (call) => search(db, call), { rounds: IN_FLIGHT_ROUNDS, concurrency: IN_FLIGHT });
  log(`lesson search: ${IN_FLIGHT} in flight, ${inFlight.all.length} calls`);
  const ids = (await rowsOf<{ id: string }>(db, sql`select id from lesson_texts tablesample system (1) limit ${BARE_CALLS}`)).map(
    (r) => r.id,
  );
  const lookup = (id: string) => db.execute(sql`select id, text from lesson_texts where id = ${id}`);
  const bareOne = await rounds(ids, lookup, { rounds: 1, concurrency: 1 });
  const bareInFlight = await rounds(ids, lookup, { rounds: 1, concurrency: IN_FLIGHT });
  const perCall: CallFigures[] = [];
  for (const call of calls) {
    const sorted = [...one.byJob.get(call)!].sort((a, b) => a - b);
    const { total, totalCapped } = await search(db, call);
    perCall.push({
      call,
      matches: await matchesOf(db, call),
      lessons: total,
      capped: totalCapped,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
    });
  }
  const slowest = perCall.reduce((worst, figures) => (figures.p50 > worst.p50 ? figures : worst));
  return {
    one: latencies(one.all, one.elapsedMs),
    inFlight: latencies(inFlight.all, inFlight.elapsedMs),
    bareOne: latencies(bareOne.all, bareOne.elapsedMs),
    bareInFlight: latencies(bareInFlight.all, bareInFlight.elapsedMs),
    perCall,
    slowestPlan: `${slowest.call.keyword} (${slowest.call.caller.name}):\n${await planOf(db, slowest.call)}`,
  };
}
