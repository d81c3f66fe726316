import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { composeDeps } from '../../server/compose';
import type { Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { parseEnv } from '../../server/env';
import { openTestDatabase, type TestBackend } from './test-db';

/**
 * The real server on a free port over a fresh seeded database (no media: API tests do not need
 * video). `clock` lets a test move time forward to expire tokens.
 */
export type TestServer = {
  url: string;
  app: FastifyInstance;
  database: Database;
  clock: { now: Date; advance: (seconds: number) => void };
  close: () => Promise<void>;
};

export async function startTestServer(options: { backend?: TestBackend; env?: Record<string, string>; spaDir?: string } = {}): Promise<TestServer> {
  const database = await openTestDatabase(options.backend);
  const clock = {
    now: new Date(),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  await seedDemo(database.db, { mediaDir: null, now: clock.now });
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lectern-test-')), ...options.env });
  const deps = composeDeps({
    env,
    db: database.db,
    secret: randomBytes(32),
    spaDir: options.spaDir ?? null,
    clock: () => clock.now,
  });
  const app = await buildApp({ deps, port: 0 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
