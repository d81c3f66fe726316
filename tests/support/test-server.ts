import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { composeDeps } from '../../server/compose';
import type { Database } from '../../server/db/client';
import { keepDemoLessonsLive, seedDemo } from '../../server/db/seed';
import { parseEnv } from '../../server/env';
import { testNow, testSeededAt } from './test-clock';
import { openTestDatabase, type TestBackend } from './test-db';

/**
 * The real server on a free port over a fresh seeded database (no media: API tests do not need
 * video). `clock` starts at the tests' now (test-clock.ts) and stands still unless a test moves it
 * forward, e.g. to expire tokens.
 */
export type TestServer = {
  url: string;
  app: FastifyInstance;
  database: Database;
  clock: { now: Date; advance: (seconds: number) => void };
  /** When the demo campus was seeded: its term, timetable and history are built around it. */
  seededAt: Date;
  close: () => Promise<void>;
  /**
   * Closes the server and starts a new one on the same database, data folder, clock and signing
   * key, as a restarted process would be: `url` and `app` then name the new one.
   */
  restart: () => Promise<void>;
};

export async function startTestServer(
  options: { backend?: TestBackend; env?: Record<string, string>; spaDir?: string; logger?: object } = {},
): Promise<TestServer> {
  const database = await openTestDatabase(options.backend);
  const clock = {
    now: testNow(),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const seededAt = testSeededAt(clock.now);
  await seedDemo(database.db, { mediaDir: null, now: seededAt });
  await keepDemoLessonsLive(database.db, clock.now);
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lectern-test-')), ...options.env });
  const secret = randomBytes(32);
  const listen = async () => {
    const deps = composeDeps({ env, db: database.db, secret, spaDir: options.spaDir ?? null, clock: () => clock.now });
    const app = await buildApp({ deps, port: 0, logger: options.logger });
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  };
  const server: TestServer = {
    ...(await listen()),
    database,
    clock,
    seededAt,
    async close() {
      await server.app.close();
      await database.close();
    },
    async restart() {
      await server.app.close();
      Object.assign(server, await listen());
    },
  };
  return server;
}
