import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { PROJECT_ROOT } from './project-root';
import { loadSigningSecret } from './auth/secret';
import { composeDeps, openMediaStore } from './compose';
import { openPglite, openPostgres } from './db/client';
import { DataDirError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { keepDemoLessonsLive, seedDemo } from './db/seed';
import { attachIngest } from './capture/attach-ingest';
import { captureRecorder } from './jobs/capture-recorder';
import { EnvError, parseEnv, type Env } from './env';
import { openJobQueue } from './jobs/job-queue';
import { relayUploadProgress } from './jobs/progress-relay';
import { startUploadWorker } from './jobs/upload-worker';
import { relayMessages } from './messages/message-relay';
import { relaySessionEvents } from './events/session-relay';

/** `npm start`: one process serving the SPA and the API on PORT (DESIGN.md §2). */
function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`lectern: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** DATA_DIR created and held by this process alone (PGlite's files have one writer), or one line and exit 1. */
function takeDataDir(dataDir: string): DataDirLock {
  try {
    const lock = lockDataDir(dataDir);
    // Also on exit(1) after a failed start; after kill -9 the next start takes the stale lock over.
    process.once('exit', () => lock.release());
    return lock;
  } catch (error) {
    if (error instanceof DataDirError) {
      console.error(`lectern: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** DATA_DIR shared with the other app processes on the same PostgreSQL: created when missing, not locked. */
function sharedDataDir(dataDir: string): DataDirLock {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    console.error(`lectern: DATA_DIR=${dataDir} cannot be created: ${(error as Error).message}`);
    process.exit(1);
  }
  return { file: '', release: () => {} };
}

async function main() {
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  // PGlite's files are one process's own; on PostgreSQL any number of app processes share DATA_DIR (docs/scaling.md).
  const lock = env.DATABASE_URL ? sharedDataDir(dataDir) : takeDataDir(dataDir);
  const started = Date.now();
  console.log(env.DATABASE_URL ? 'lectern: database PostgreSQL (DATABASE_URL)' : `lectern: database PGlite in ${dataDir}`);
  const say = (line: string) => console.log(`lectern: ${line}`);
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, say) : await openPglite(dataDir);
  // Processes started together take turns here (docs/scaling.md "Starting together"): one seeds, the others find it done.
  const media = await openMediaStore(env, say);
  const jobs = await database.startingUp(async () => {
    if (env.SEED_DEMO) {
      const { seeded } = await seedDemo(database.db, { media, videos: env.SEED_MEDIA, log: say });
      if (seeded) say(`demo campus ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      say(`${await keepDemoLessonsLive(database.db, new Date())} demo lessons live now`);
    }
    return openJobQueue(database, { onError: (error) => console.error(`lectern: job queue: ${error.message}`) });
  });
  // PGlite is this process's alone: a separate `npm run worker` cannot open it (docs/uploads.md "Jobs").
  const inProcess = env.WORKER_IN_PROCESS || database.kind === 'pglite';
  if (!env.WORKER_IN_PROCESS && inProcess)
    console.log('lectern: WORKER_IN_PROCESS=false needs PostgreSQL; the worker runs in this process');
  const worker = inProcess ? await startUploadWorker({ database, queue: jobs, env, media, log: say }) : null;
  const deps = composeDeps({
    env,
    db: database.db,
    secret: loadSigningSecret(dataDir, env.JWT_SECRET),
    spaDir: join(PROJECT_ROOT, 'dist'),
    jobs,
    media,
  });
  const stopRelay = await relayUploadProgress(database, deps.sessionEvents);
  const stopMessages = await relayMessages(database, deps.sessionEvents);
  const stopSessions = await relaySessionEvents(database, deps.sessionEvents);
  const app = await buildApp({ deps, port: env.PORT, logger: { level: env.LOG_LEVEL } });
  if (env.INGEST_ENABLED) {
    const { ingest } = await attachIngest(app, {
      port: env.INGEST_RTMP_PORT,
      host: env.HOST,
      demoEncoders: env.DEMO_ENCODERS,
      recordLesson: captureRecorder(deps, app.log),
    }).catch((error: NodeJS.ErrnoException) => {
      console.error(
        `lectern: the RTMP ingest cannot listen on port ${env.INGEST_RTMP_PORT} (${error.code ?? error.message}); set INGEST_RTMP_PORT, or INGEST_ENABLED=false`,
      );
      process.exit(1);
    });
    say(`classroom encoders push to rtmp://localhost:${ingest.port}/live`);
  }
  const shutdown = async (signal: string) => {
    console.log(`lectern: ${signal}, closing`);
    worker?.abort();
    await jobs.stop();
    await stopRelay();
    await stopMessages();
    await stopSessions();
    await app.close();
    await database.close();
    lock.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`lectern: ready on http://localhost:${env.PORT}`);
}

main().catch((error) => {
  console.error('lectern: failed to start:', error);
  process.exit(1);
});
