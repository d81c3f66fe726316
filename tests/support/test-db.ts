import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../../server/project-root';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

/**
 * A fresh database per test file: in-memory PGlite, or a uniquely named PostgreSQL database
 * created on the local server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * and dropped on close, so runs never collide.
 */
export type TestBackend = 'pglite' | 'postgres';

export const testBackend = (): TestBackend => (process.env.LECTERN_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const serverUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Every file under `dir`, names and contents, into `hash`. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else hash.update(entry.name).update(readFileSync(path));
  }
}

/** Where the PGlite snapshots are kept, between runs too. */
const SNAPSHOT_DIR = join(tmpdir(), 'lectern-test-snapshots');

/** Writes a whole snapshot file and renames it into place, so a worker never reads a half-written one. */
function keepSnapshot(file: string, tarball: Uint8Array): void {
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
}

/**
 * Names the migrated snapshot by everything that shapes it: the migrations, PGlite's version and
 * the thread that opens it (server/db/pglite-thread.mjs, which runs the migrations).
 */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const pgliteManifest = join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(JSON.parse(readFileSync(pgliteManifest, 'utf8')).version);
  hashTree(hash, migrationsFolder);
  hash.update(readFileSync(join(PROJECT_ROOT, 'server', 'db', 'pglite-thread.mjs')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Names a seeded snapshot by the migrated one's key and the code that writes the demo campus: the
 * server's and the shared code's every file (the seed reads constants, schemas and rules from
 * both), hashed once per worker.
 */
let seededKeyOnce: string | null = null;
function seededKey(): string {
  if (seededKeyOnce !== null) return seededKeyOnce;
  const hash = createHash('sha256').update(snapshotKey());
  for (const dir of ['server', 'src']) hashTree(hash, join(PROJECT_ROOT, dir));
  seededKeyOnce = hash.digest('hex').slice(0, 12);
  return seededKeyOnce;
}

/** Seeded snapshots older than this are another run's: deleted when a new one is kept. */
const STALE_SEEDED_MS = 2 * 3_600_000;

/**
 * A freshly migrated in-memory PGlite as a tarball, built once and kept in the temporary folder:
 * starting from it skips initdb and the migrations, about 3 of the 5 seconds each test file's
 * database took. Two workers building it at once each write a whole file and rename it into place.
 */
async function migratedPgliteSnapshot(): Promise<Uint8Array> {
  const dir = SNAPSHOT_DIR;
  const file = join(dir, `pglite-${snapshotKey()}.tar`);
  try {
    return readFileSync(file);
  } catch {
    const database = await openPglite(undefined);
    const tarball = await database.dump!();
    await database.close();
    keepSnapshot(file, tarball);
    return tarball;
  }
}

export async function openTestDatabase(backend: TestBackend = testBackend()): Promise<Database> {
  if (backend === 'pglite') return openPglite(undefined, { loadDataDir: await migratedPgliteSnapshot() });
  return openPostgresCopy(null);
}

const databaseUrl = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.href;
};

/** A new PostgreSQL database of its own, empty or a copy of `template`, dropped on close. */
async function openPostgresCopy(template: string | null): Promise<Database> {
  const name = `lectern_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}${template === null ? '' : ` TEMPLATE ${template}`}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `PostgreSQL is needed for the api-postgres tests (${serverUrl()}): ${(error as Error).message}. ` +
        'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      { cause: error },
    );
  }
  const database = await openPostgres(databaseUrl(name));
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A fresh database per test file holding the demo campus as seeded at `seededAt` (without media),
 * seeded once per instant, code and backend, and copied for each file (docs/testing.md "Suite
 * time"): the seed took 4.7 s of every PGlite file's set-up and 2.4 s of every PostgreSQL file's.
 * PGlite starts from a tarball of the seeded database in the temporary folder; PostgreSQL creates
 * the file's database from a seeded template database. Two workers seeding the same instant at
 * once each build a whole copy and the last to finish keeps its own; the other's is discarded.
 */
export async function openSeededTestDatabase(seededAt: Date, backend: TestBackend = testBackend()): Promise<Database> {
  const stamp = seededAt.getTime().toString(36);
  return backend === 'pglite' ? openSeededPglite(stamp, seededAt) : openSeededPostgres(stamp, seededAt);
}

async function openSeededPglite(stamp: string, seededAt: Date): Promise<Database> {
  const dir = SNAPSHOT_DIR;
  const file = join(dir, `seeded-${seededKey()}-${stamp}.tar`);
  try {
    return await openPglite(undefined, { loadDataDir: readFileSync(file) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const database = await openTestDatabase('pglite');
  await seedDemo(database.db, { media: null, now: seededAt });
  const tarball = await database.dump!();
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('seeded-') && Date.now() - statSync(path).mtimeMs > STALE_SEEDED_MS) rmSync(path, { force: true });
  }
  keepSnapshot(file, tarball);
  return database;
}

async function openSeededPostgres(stamp: string, seededAt: Date): Promise<Database> {
  const template = `lectern_seeded_${seededKey()}_${stamp}`;
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${template}`;
    if (found === undefined) {
      const building = `${template}_${randomBytes(4).toString('hex')}`;
      await admin.unsafe(`CREATE DATABASE ${building}`);
      const seeding = await openPostgres(databaseUrl(building));
      await seedDemo(seeding.db, { media: null, now: seededAt });
      await seeding.close();
      try {
        await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${template}`);
      } catch {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      }
      await dropStaleTemplates(admin, template);
    }
  } finally {
    await admin.end();
  }
  return openPostgresCopy(template);
}

/** Other runs' seeded templates, by when their files were made (a superuser's view; skipped without it). */
async function dropStaleTemplates(admin: postgres.Sql, keep: string): Promise<void> {
  try {
    const stale = await admin<{ datname: string }[]>`select datname from pg_database
      where datname like 'lectern\_seeded\_%' and datname <> ${keep}
        and (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - make_interval(secs => ${STALE_SEEDED_MS / 1000})`;
    for (const { datname } of stale) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } catch {
    // Not a superuser: the templates stay until someone drops them.
  }
}
