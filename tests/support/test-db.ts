import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPglite, openPostgres, type Database } from '../../server/db/client';

/**
 * A fresh database per test file: in-memory PGlite, or a uniquely named PostgreSQL database
 * created on the local server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * and dropped on close, so runs never collide.
 */
export type TestBackend = 'pglite' | 'postgres';

export const testBackend = (): TestBackend => (process.env.LECTERN_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const serverUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function openTestDatabase(backend: TestBackend = testBackend()): Promise<Database> {
  if (backend === 'pglite') return openPglite(undefined);
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
