import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/client';
import { TENANT_PLANS } from '../../../server/db/seed/plan';
import { QUEUE } from '../../../server/jobs/job-queue';
import { DEMO, call, login } from '../../support/api-client';
import {
  createScratchDatabase,
  makeDataDir,
  startAppProcess,
  startWorkerProcess,
  type AppProcess,
  type WorkerProcess,
} from '../../support/app-process';

/**
 * A whole installation started at once on an empty PostgreSQL database (docs/scaling.md "Starting
 * together"): three app processes and a worker, spawned in the same instant on one data folder
 * without JWT_SECRET. Each of them would migrate, create the job queue's schema, seed the demo
 * campus and make the signing key; they take turns under one advisory lock, so all four come up,
 * the first does the work once and the others find it done.
 */
let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
const apps: AppProcess[] = [];
let worker: WorkerProcess | undefined;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await createScratchDatabase();
  dataDir = makeDataDir();
  sql = postgres(database.url, { max: 1, onnotice: () => {} });
  // Spawned in the same instant; each settles on its own, so a failed start does not hide the others.
  const [appStarts, workerStarts] = await Promise.all([
    Promise.allSettled([1, 2, 3].map(() => startAppProcess(database.url, dataDir))),
    Promise.allSettled([startWorkerProcess(database.url, dataDir)]),
  ]);
  for (const result of appStarts) if (result.status === 'fulfilled') apps.push(result.value);
  for (const result of workerStarts) if (result.status === 'fulfilled') worker = result.value;
  const failures = [...appStarts, ...workerStarts].flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  // Every failed start with its output, so a broken start says why.
  expect(failures, failures.join('\n\n')).toEqual([]);
}, 180_000);

afterAll(async () => {
  await Promise.all([...apps.map((app) => app.stop()), worker?.stop()]);
  await sql?.end();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('four processes started together on an empty PostgreSQL database', () => {
  it('all come up and answer, and a token signed by one is accepted by every other', async () => {
    expect(apps).toHaveLength(3);
    expect(worker).toBeDefined();
    const { jwt_token } = await login(apps[0]!.url, DEMO.teacher01);
    for (const app of apps) {
      const me = await call<{ username: string }>(app.url, '/v1/currentuser', { token: jwt_token });
      expect(me.http).toBe(200);
      expect(JSON.stringify(me.body.result)).toContain('teacher01');
      expect((await login(app.url, DEMO.student01)).jwt_token).toBeTruthy();
    }
  });

  it('applied each migration once', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
  });

  it('seeded the demo campus exactly once', async () => {
    const outputs = apps.map((app) => app.output());
    expect(
      outputs.filter((output) => output.includes('demo campus ready')),
      outputs.join('\n---\n'),
    ).toHaveLength(1);
    const tenants = await sql<{ id: string }[]>`select id from tenants order by id`;
    expect(tenants.map((row) => row.id)).toEqual(TENANT_PLANS.map((plan) => plan.id).sort());
    for (const plan of TENANT_PLANS) {
      const planned = plan.accounts.length + plan.extraTeachers.count + plan.extraStudents.count;
      const [people] = await sql<{ rows: number; names: number }[]>`
        select count(*)::int as rows, count(distinct lower(username))::int as names from users where tenant_id = ${plan.id}`;
      expect(people).toEqual({ rows: planned, names: planned });
    }
  });

  it('created each job queue once', async () => {
    const queues = await sql<{ name: string }[]>`select name from pgboss.queue order by name`;
    expect(queues.map((row) => row.name)).toEqual(Object.values(QUEUE).sort());
  });
});
