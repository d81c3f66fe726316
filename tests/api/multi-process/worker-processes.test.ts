import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from '../../support/api-client';
import { startTestServer, type TestServer } from '../../support/test-server';
import { lecture, sendAll, teacher01Lesson, uploadRow, type Lesson } from '../../support/upload-client';

/**
 * `npm run worker` processes on one PostgreSQL (docs/uploads.md "Jobs"): a worker killed with
 * SIGKILL in the middle of a transcode stops renewing its lease, and once the lease has run out
 * another worker takes the transcode over and finishes it, however long it takes. PostgreSQL
 * only: PGlite is one process's own database.
 */
describe('separate worker processes (PostgreSQL)', () => {
  let teacher: string;
  let own: Lesson;
  let server: TestServer;
  const workers: ChildProcess[] = [];
  const startWorker = () => {
    const { jobConnection } = server.database;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: 'connectionString' in jobConnection ? jobConnection.connectionString : '',
        DATA_DIR: server.app.deps.env.DATA_DIR,
        JOB_LEASE_S: '4',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };
  beforeAll(async () => {
    server = await startTestServer({ jobs: true, env: { WORKER_IN_PROCESS: 'false', JOB_LEASE_S: '4' } });
    teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
    own = await teacher01Lesson(server);
  });
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await server?.close();
  });

  it('finishes a transcode on a second worker when the first is killed mid-way', async () => {
    const long = await lecture(20, 'long.mp4');
    const first = startWorker();
    const upload = await sendAll(server, teacher, { ...long, lesson: own });
    await expect.poll(async () => (await uploadRow(server, upload.id)).progress ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
    first.kill('SIGKILL');
    startWorker();
    await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 120_000, interval: 500 }).toBe('success');
    // Room for both waits: making the lecture, two worker starts and a transcode on a busy machine.
  }, 240_000);
});
