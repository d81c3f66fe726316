import { openMediaStore } from './compose';
import { openPostgres } from './db/client';
import { EnvError, parseEnv, type Env } from './env';
import { openJobQueue } from './jobs/job-queue';
import { startUploadWorker } from './jobs/upload-worker';

/**
 * `npm run worker`: an upload worker alone (docs/uploads.md "Jobs"), on this machine or another,
 * against the web server's PostgreSQL (DATABASE_URL) and its DATA_DIR (shared storage). PGlite
 * belongs to the one `npm start` process, whose in-process worker is then the only one.
 */
function readEnv(): Env & { DATABASE_URL: string } {
  try {
    const env = parseEnv(process.env);
    if (env.DATABASE_URL) return { ...env, DATABASE_URL: env.DATABASE_URL };
    console.error('lectern worker: DATABASE_URL is needed (PostgreSQL); with PGlite the worker runs inside npm start');
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`lectern worker: ${error.message}`);
  }
  process.exit(1);
}

async function main() {
  const env = readEnv();
  const database = await openPostgres(env.DATABASE_URL, (line) => console.log(`lectern worker: ${line}`));
  // The queue's tables are made in the start-up lock's turn, as the web processes make theirs (docs/scaling.md).
  const queue = await database.startingUp(() =>
    openJobQueue(database, { onError: (error) => console.error(`lectern worker: job queue: ${error.message}`) }),
  );
  const log = (line: string) => console.log(`lectern worker: ${line}`);
  const media = await openMediaStore(env, log);
  const worker = await startUploadWorker({ database, queue, env, media, log });
  const shutdown = async (signal: string) => {
    console.log(`lectern worker: ${signal}, closing`);
    worker.abort();
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  console.log('lectern worker: ready');
}

main().catch((error) => {
  console.error('lectern worker: failed to start:', error);
  process.exit(1);
});
