import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseSessions } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { attachIngest, type AttachedIngest } from '../../server/capture/attach-ingest';
import { captureRecorder } from '../../server/jobs/capture-recorder';
import { freshS3Settings, s3Env } from './ceph-access';
import { composeDeps, openMediaStore } from '../../server/compose';
import type { Database } from '../../server/db/client';
import { keepDemoLessonsLive } from '../../server/db/seed';
import { parseEnv } from '../../server/env';
import { openJobQueue } from '../../server/jobs/job-queue';
import { relayUploadProgress } from '../../server/jobs/progress-relay';
import { startUploadWorker } from '../../server/jobs/upload-worker';
import { relayMessages } from '../../server/messages/message-relay';
import { relaySessionEvents } from '../../server/events/session-relay';
import { testNow, testSeededAt } from './test-clock';
import { openSeededTestDatabase, type TestBackend } from './test-db';

/**
 * The real server on a free port over a fresh seeded database (no media: API tests do not need
 * video), a copy of the demo campus seeded at `seededAt` (test-db.ts openSeededTestDatabase). `clock` starts at the tests' now (test-clock.ts) and stands still unless a test moves it
 * forward, e.g. to expire tokens.
 */
export type TestServer = {
  url: string;
  app: FastifyInstance;
  /** The RTMP ingest and demo encoders, when asked for. */
  capture: AttachedIngest | null;
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

/** The studios whose encoders a test server runs: those of the lessons named, or all. */
async function studiosOf(db: Database['db'], encoders: 'all' | string[] | undefined): Promise<boolean | ((clroId: string) => boolean)> {
  if (encoders === undefined) return false;
  if (encoders === 'all') return true;
  const rooms = await db.select({ clroId: courseSessions.clroId }).from(courseSessions).where(inArray(courseSessions.id, encoders));
  const chosen = new Set(rooms.map((room) => room.clroId));
  return (clroId) => chosen.has(clroId);
}

export async function startTestServer(
  options: {
    backend?: TestBackend;
    env?: Record<string, string>;
    spaDir?: string;
    logger?: object;
    /** Upload jobs as `npm start` runs them: the pg-boss queue, an in-process worker, progress on the event stream. */
    jobs?: boolean;
    /**
     * The RTMP ingest on a free port (deps.ingest.port), as `npm start` runs it; `encoders` also
     * starts the demo studios' classroom encoders for the lessons named (ids), or every studio.
     */
    ingest?: boolean;
    encoders?: 'all' | string[];
  } = {},
): Promise<TestServer> {
  const clock = {
    now: testNow(),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const seededAt = testSeededAt(clock.now);
  const database = await openSeededTestDatabase(seededAt, options.backend);
  await keepDemoLessonsLive(database.db, clock.now);
  // The object-storage project runs media tests again with the media on its Ceph gateway (vitest.config.ts).
  const store = process.env.LECTERN_TEST_MEDIA === 's3' ? s3Env(await freshS3Settings('api')) : {};
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lectern-test-')), ...store, ...options.env });
  const secret = randomBytes(32);
  const media = await openMediaStore(env);
  const startJobs = async () => {
    if (!options.jobs) return { jobs: null, stopJobs: async () => {} };
    const jobs = await openJobQueue(database, {});
    // WORKER_IN_PROCESS=false: only the queue, for tests that run `npm run worker` processes.
    const worker = env.WORKER_IN_PROCESS ? await startUploadWorker({ database, queue: jobs, env, media, clock: () => clock.now }) : null;
    return {
      jobs,
      stopJobs: async () => {
        worker?.abort();
        await jobs.stop();
      },
    };
  };
  const listen = async () => {
    const { jobs, stopJobs } = await startJobs();
    const deps = composeDeps({ env, db: database.db, secret, spaDir: options.spaDir ?? null, clock: () => clock.now, jobs, media });
    const stopRelay = options.jobs ? await relayUploadProgress(database, deps.sessionEvents) : async () => {};
    // Messages reach open streams whatever the jobs: announcements are sent by the web process.
    const stopMessages = await relayMessages(database, deps.sessionEvents);
    const stopSessions = await relaySessionEvents(database, deps.sessionEvents);
    const app = await buildApp({ deps, port: 0, logger: options.logger });
    const capture =
      options.ingest || options.encoders
        ? await attachIngest(app, {
            port: 0,
            host: '127.0.0.1',
            demoEncoders: await studiosOf(database.db, options.encoders),
            recordLesson: captureRecorder(deps, app.log),
          })
        : null;
    app.addHook('onClose', async () => {
      await stopJobs();
      await stopRelay();
      await stopMessages();
      await stopSessions();
    });
    return { app, capture, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
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
