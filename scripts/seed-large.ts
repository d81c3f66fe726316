/**
 * `npm run seed:large [-- --data-dir=DIR]`: the campus-sized data set of the benchmark
 * (docs/bench.md) in its own PGlite data directory (default ./data-large), or in the PostgreSQL
 * database of DATABASE_URL. The demo campus is seeded first (without media), then the large
 * campus is added to tenant 1. Idempotent. Browse it with
 * `DATA_DIR=./data-large SEED_MEDIA=false npm start`.
 */
import { resolve } from 'node:path';
import { openPglite, openPostgres } from '../server/db/client';
import { seedLargeCampus } from '../server/db/seed/large';

const dataDir = resolve(process.argv.find((a) => a.startsWith('--data-dir='))?.slice('--data-dir='.length) ?? './data-large');
const url = process.env.DATABASE_URL;
console.log(url ? 'seed-large: PostgreSQL (DATABASE_URL)' : `seed-large: PGlite in ${dataDir}`);
const database = url ? await openPostgres(url) : await openPglite(dataDir);
try {
  await seedLargeCampus(database.db, (line) => console.log(line));
} finally {
  await database.close();
}
