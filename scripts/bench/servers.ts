import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { composeDeps, openMediaStore } from '../../server/compose';
import { authenticate } from '../../server/http/authenticate';
import type { Database } from '../../server/db/client';
import { parseEnv } from '../../server/env';
import { DEMO, call, login } from '../../tests/support/api-client';

/** The real app over a prepared database, and the bare Fastify baseline, both on free loopback ports. */
export type Running = { url: string; close: () => Promise<void> };
export type RunningApp = Running & { token: string; deps: ReturnType<typeof composeDeps> };

export async function startApp(database: Database): Promise<RunningApp> {
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lectern-bench-')), LOG_LEVEL: 'silent' });
  const deps = composeDeps({ env, db: database.db, secret: randomBytes(32), spaDir: null, media: await openMediaStore(env) });
  const app = await buildApp({ deps, port: 0 });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { jwt_token: token } = await login(url, DEMO.student01);
  return { url, token, deps, close: () => app.close() };
}

/** One real answer of `path`, to be served by the baseline. */
export async function capture(app: { url: string; token: string }, path: string): Promise<unknown> {
  const answer = await call(app.url, path, { token: app.token });
  if (answer.http !== 200) throw new Error(`bench: ${path} answered ${answer.http}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * A bare Fastify answering the captured JSON at the same paths from memory, behind the app's own
 * authentication (the same JWT verified by the same signer, the same session check on the same
 * database): the cost of HTTP, authentication and JSON, without the catalogue's work.
 */
export async function startBare(answers: Map<string, unknown>, app: RunningApp): Promise<Running> {
  const bare: FastifyInstance = Fastify({ logger: false });
  bare.decorate('deps', app.deps);
  bare.addHook('preHandler', authenticate());
  for (const [path, body] of answers) bare.get(new URL(path, 'http://x').pathname, async () => body);
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => bare.close() };
}
