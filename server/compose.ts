import { resolve } from 'node:path';
import type { AppDeps } from './app-deps';
import { createLoginThrottle } from './auth/login-throttle';
import { createDatabaseFailureStore } from './auth/login-throttle-store';
import { createSessionStore } from './auth/sessions';
import { createTokenSigner } from './auth/token-signer';
import type { Db } from './db/client';
import type { Env } from './env';
import { createSessionEvents } from './events/session-events';
import type { JobQueue } from './jobs/job-queue';
import { createLocalMediaStore, type MediaStore } from './storage';

/**
 * The media store of this process (docs/media-store.md): made once here and handed to the seed,
 * the worker and the routes; the object-storage driver (MEDIA_STORE=s3) plugs in here.
 */
export const createMediaStore = (env: Env): MediaStore => createLocalMediaStore(resolve(env.DATA_DIR, 'media'));

/** Wires the application's services once; server/main.ts and the test harness share it. */
export function composeDeps(options: {
  env: Env;
  db: Db;
  secret: Uint8Array;
  spaDir: string | null;
  clock?: () => Date;
  jobs?: JobQueue | null;
  media?: MediaStore;
}): AppDeps {
  const { env, db, secret, spaDir } = options;
  const clock = options.clock ?? (() => new Date());
  const signer = createTokenSigner(secret, env.ACCESS_TOKEN_TTL_S, clock);
  const media = options.media ?? createMediaStore(env);
  return {
    env,
    db,
    signer,
    signingSecret: secret,
    sessions: createSessionStore(db, signer, env.REFRESH_TOKEN_TTL_S, clock),
    loginThrottle: createLoginThrottle(
      { perUser: env.LOGIN_MAX_PER_USER, perAddress: env.LOGIN_MAX_PER_IP, windowMs: env.LOGIN_WINDOW_S * 1000 },
      // In the database on both backends: every process sharing it counts the same guesses.
      createDatabaseFailureStore(db),
      () => clock().getTime(),
    ),
    sessionEvents: createSessionEvents(),
    clock,
    spaDir,
    media,
    ingest: { port: null },
    jobs: options.jobs ?? null,
  };
}
