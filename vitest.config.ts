import { defineConfig } from 'vitest/config';

/**
 * API files run again with their media on S3 (the s3 project): chunks, stored copies, clips and
 * resources; the transcode and the recording on S3 are tests/s3/processes.test.ts's and edge.test.ts's.
 */
const MEDIA_ON_S3 = ['tests/api/upload-chunks.test.ts', 'tests/api/upload-duplicates.test.ts', 'tests/api/media-library.test.ts'];

// Layers of the suite (DESIGN.md §7). API tests run twice: on embedded PGlite and on PostgreSQL.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single file at a time on a 2-core CI
    // machine. The API and browser files mostly wait on PostgreSQL, the browser and ffmpeg, so
    // two at a time use the machine far better (browser files still run one after another).
    maxWorkers: 2,
    // The API and browser files share one module graph per worker (isolate: false): each file
    // otherwise loaded the whole server and its libraries again, about 1.5 s a file (2.8 s for a
    // browser file). They mock nothing, and every server they start builds its own state.
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          // Several app processes need one PostgreSQL: PGlite is a single process's database. The
          // fuzz (over 3,000 malformed requests, two minutes on PGlite) probes the server's
          // validation, which is the same over either database: it runs on PostgreSQL.
          exclude: ['tests/api/multi-process/**', 'tests/api/fuzz.test.ts'],
          env: { LECTERN_TEST_DB: 'pglite' },
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          // The text jobs read media and run Tesseract and a speech engine; what they write is
          // searched on both databases by lesson-search.test.ts. The media files run on PostgreSQL
          // in the s3 project (their media on S3 there): a third run with local media would test
          // the database part a second time and the local store a second time.
          exclude: ['tests/api/lesson-text-jobs.test.ts', ...MEDIA_ON_S3],
          env: { LECTERN_TEST_DB: 'postgres' },
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Media on S3: one real Ceph RADOS Gateway for the whole project (tests/s3/global-setup.ts).
          name: 's3',
          include: ['tests/s3/**/*.test.ts', ...MEDIA_ON_S3],
          globalSetup: ['tests/s3/global-setup.ts'],
          env: { LECTERN_TEST_DB: 'postgres', LECTERN_TEST_MEDIA: 's3' },
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
          // After the other projects (vitest needs a group of its own for a different worker count).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
