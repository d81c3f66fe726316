import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { academicTerms } from '../../server/db/schema';
import { keepDemoLessonsLive } from '../../server/db/seed';
import { seedLargeCampus } from '../../server/db/seed/large';
import { localDayText } from '../../server/local-day';

/**
 * The large data set on each backend: PGlite in ./data-large (made by `npm run seed:large`, made
 * here when missing, remade when its term is over), and PostgreSQL in a scratch database created
 * for the run and dropped after it.
 */
export type BenchDatabase = { kind: 'PGlite' | 'PostgreSQL'; database: Database; dispose: () => Promise<void> };

const log = (line: string) => {
  if (line.startsWith('seed-large:')) console.log(`  ${line}`);
};

/** The data set's lessons are planned around the day it was seeded: useless once its term ended. */
async function termIsOver(database: Database, now: Date): Promise<boolean> {
  const [term] = await database.db
    .select({ endDate: academicTerms.endDate })
    .from(academicTerms)
    .where(and(eq(academicTerms.tenantId, '1'), eq(academicTerms.isCurrent, true)));
  return term !== undefined && term.endDate < localDayText(now);
}

export async function openLargePglite(dataDir = './data-large'): Promise<BenchDatabase> {
  const dir = resolve(dataDir);
  let database = await openPglite(dir);
  if (await termIsOver(database, new Date())) {
    console.log(`  ${dir} is from an earlier term: seeding it again`);
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    database = await openPglite(dir);
  }
  await seedLargeCampus(database.db, log);
  await keepDemoLessonsLive(database.db, new Date());
  return { kind: 'PGlite', database, dispose: () => database.close() };
}

export async function openLargePostgres(
  serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<BenchDatabase> {
  const name = `lectern_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href);
  const dispose = async () => {
    await database.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await seedLargeCampus(database.db, log);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { kind: 'PostgreSQL', database, dispose };
}
