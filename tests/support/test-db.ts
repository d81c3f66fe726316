import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../../server/project-root';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../../server/db/client';

/**
 * A fresh database per test file: in-memory PGlite, or a uniquely named PostgreSQL database
 * created on the local server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * and dropped on close, so runs never collide.
 */
export type TestBackend = 'pglite' | 'postgres';

export const testBackend = (): TestBackend => (process.env.LECTERN_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const serverUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Names the migrated snapshot by everything that shapes it: the migrations and PGlite's version. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const pgliteManifest = join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(JSON.parse(readFileSync(pgliteManifest, 'utf8')).version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated in-memory PGlite as a tarball, built once and kept in the temporary folder:
 * starting from it skips initdb and the migrations, about 3 of the 5 seconds each test file's
 * database took. Two workers building it at once each write a whole file and rename it into place.
 */
async function migratedPgliteSnapshot(): Promise<Uint8Array> {
  const dir = join(tmpdir(), 'lectern-test-snapshots');
  const file = join(dir, `pglite-${snapshotKey()}.tar`);
  try {
    return readFileSync(file);
  } catch {
    const database = await openPglite(undefined);
    const tarball = await database.dump!();
    await database.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
    return tarball;
  }
}

export async function openTestDatabase(backend: TestBackend = testBackend()): Promise<Database> {
  if (backend === 'pglite') return openPglite(undefined, { loadDataDir: await migratedPgliteSnapshot() });
  const name = `lectern_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `PostgreSQL is needed for the api-postgres tests (${serverUrl()}): ${(error as Error).message}. ` +
        'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      { cause: error },
    );
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
