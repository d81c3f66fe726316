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
import { createS3Client, ensureBucket, type S3Settings } from './storage/s3-client';
import { createS3MediaStore } from './storage/s3-store';

/** The bucket settings of MEDIA_STORE=s3 (parseEnv has checked that the three it needs are set). */
export const s3SettingsOf = (env: Env): S3Settings => ({
  ...(env.S3_ENDPOINT === undefined ? {} : { endpoint: env.S3_ENDPOINT }),
  bucket: env.S3_BUCKET ?? '',
  region: env.S3_REGION,
  accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
  secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
  keyPrefix: env.S3_PREFIX ?? '',
});

/**
 * The media store of this process (docs/media-store.md), made once at boot and handed to the
 * seed, the worker and the routes: the local folder DATA_DIR/media, or a bucket every process
 * shares (MEDIA_STORE=s3), checked here so a wrong setting stops the process with one line.
 * On S3 the process's scratch (ffmpeg's work, files on their way in) is DATA_DIR/scratch.
 */
export async function openMediaStore(env: Env, log: (line: string) => void = () => {}): Promise<MediaStore> {
  if (env.MEDIA_STORE === 'local') return createLocalMediaStore(resolve(env.DATA_DIR, 'media'));
  const settings = s3SettingsOf(env);
  const client = createS3Client(settings);
  const bucket = await ensureBucket(client, settings);
  log(`media in the bucket "${settings.bucket}"${bucket === 'created' ? ' (made now)' : ''}`);
  return createS3MediaStore(client, settings, resolve(env.DATA_DIR, 'scratch'));
}

/** Wires the application's services once; server/main.ts and the test harness share it. */
export function composeDeps(options: {
  env: Env;
  db: Db;
  secret: Uint8Array;
  spaDir: string | null;
  clock?: () => Date;
  jobs?: JobQueue | null;
  media: MediaStore;
}): AppDeps {
  const { env, db, secret, spaDir } = options;
  const clock = options.clock ?? (() => new Date());
  const signer = createTokenSigner(secret, env.ACCESS_TOKEN_TTL_S, clock);
  const { media } = options;
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
