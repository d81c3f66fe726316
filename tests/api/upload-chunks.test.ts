import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFiles, users } from '../../server/db/schema';
import { UPLOAD_CHUNK_BYTES } from '../../src/constants';
import { ERROR } from '../../src/schemas/error-codes';
import { chunkStoredSchema, chunkTestSchema } from '../../src/schemas/upload';
import { DEMO, login, type Answer } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  TEST_CHUNK,
  chunkBytes,
  generatedLecture,
  identifierOf,
  lessonOf,
  pretest,
  sendChunk,
  totalChunks,
  type Lesson,
  type Upload,
} from '../support/upload-client';

/**
 * The chunk protocol (docs/uploads.md) as resumable.js speaks it: a generated video sent in small
 * chunks, resumed across a server restart, raced by two clients; every malformed chunk, path
 * trick, stranger and full quota refused before anything is stored; a non-video kept as failed.
 * The server runs its worker, as `npm start` does: the last chunk hands the file to the merge job.
 */
const CHUNK = TEST_CHUNK;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const send = sendChunk;
const generatedVideo = () => generatedLecture(2, { silent: true });

/** The chunks an unfinished upload keeps in the media store (chunks/<upload id>/<n>.chunk). */
const chunkFilesOf = async (server: TestServer, uploadId: string) =>
  (await server.app.deps.media.list(`chunks/${uploadId}`)).map((key) => key.slice(`chunks/${uploadId}/`.length));
/** The upload's merged file, read back from the media store. */
const sourceOf = async (server: TestServer, storagePath: string | null) =>
  (await server.app.deps.media.read(storagePath!)) ?? Buffer.alloc(0);

let server: TestServer;
let video: Buffer;
let teacher: string;
let own: Lesson;
let colleagues: Lesson;
let otherTenants: Lesson;

beforeAll(async () => {
  [server, video] = await Promise.all([startTestServer({ jobs: true }), generatedVideo()]);
  teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
  own = await lessonOf(server, and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
  colleagues = await lessonOf(server, and(ne(users.username, 'teacher01'), eq(users.tenantId, '1')));
  otherTenants = await lessonOf(server, eq(users.tenantId, '2'));
});
afterAll(() => server?.close());

const rowsOf = (identifier: string) => server.database.db.select().from(uploadFiles).where(eq(uploadFiles.uniqueIdentifier, identifier));

describe('a lecture sent in chunks', () => {
  it('survives a server restart: the pre-test lists the stored chunks, only the missing ones are sent, the merged file is the source', async () => {
    const upload: Upload = { bytes: video, identifier: identifierOf(video), fileName: 'Lecture 1.mp4', lesson: own };
    const total = totalChunks(upload);
    expect(total).toBeGreaterThanOrEqual(5);
    const first = chunkTestSchema.parse((await pretest(server, teacher, upload)).body.result);
    expect(first).toMatchObject({ skipUpload: false, uploaded: [] });

    const half = Math.floor(total / 2);
    for (let n = 1; n <= half; n++) {
      const stored = await send(server, teacher, upload, n);
      expect(stored.http, JSON.stringify(stored.body)).toBe(200);
      expect(chunkStoredSchema.parse(stored.body.result)).toMatchObject({
        chunkNumber: n,
        uploadedChunks: n,
        upload: { status: 'uploading' },
      });
    }

    await server.restart();
    const resumed = chunkTestSchema.parse((await pretest(server, teacher, upload)).body.result);
    expect(resumed.skipUpload).toBe(false);
    expect(resumed.uploaded).toEqual(Array.from({ length: half }, (_, i) => i + 1));

    let last: Answer | undefined;
    for (let n = 1; n <= total; n++) if (!resumed.uploaded.includes(n)) last = await send(server, teacher, upload, n);
    const handedOver = chunkStoredSchema.parse(last!.body.result);
    expect(handedOver).toMatchObject({
      uploadedChunks: total,
      upload: { status: 'merging', sizeBytes: video.length, target: 'recording', ...own },
    });

    await expect.poll(async () => (await rowsOf(upload.identifier))[0]?.status, { timeout: 60_000 }).toBe('success');
    const [row] = await rowsOf(upload.identifier);
    expect(row).toMatchObject({ error: null, md5: md5(video) });
    expect(row!.durationS).toBeCloseTo(2, 0);
    expect(row!.storagePath).toBe(`sources/${row!.id}/Lecture 1.mp4`);
    expect(md5(await sourceOf(server, row!.storagePath))).toBe(md5(video));
    expect(await chunkFilesOf(server, row!.id)).toEqual([]);
    // Asked again, the pre-test tells how it ended.
    expect((await pretest(server, teacher, upload)).body.result).toMatchObject({
      skipUpload: false,
      upload: { id: row!.id, status: 'success' },
    });
  });

  it('two clients sending the same file at once end with one correct file', async () => {
    const bytes = Buffer.concat([video, Buffer.from('second copy')]);
    const upload: Upload = { bytes, identifier: identifierOf(bytes), fileName: 'twice.mp4' };
    const other = (await login(server.url, DEMO.teacher01)).jwt_token;
    const numbers = Array.from({ length: totalChunks(upload) }, (_, i) => i + 1);
    const answers = await Promise.all([
      ...numbers.map((n) => send(server, teacher, upload, n)),
      ...numbers.reverse().map((n) => send(server, other, upload, n)),
    ]);
    expect(answers.map((a) => a.http)).toEqual(answers.map(() => 200));
    await expect
      .poll(async () => (await rowsOf(upload.identifier)).map((row) => [row.status, row.md5]), { timeout: 60_000 })
      .toEqual([['success', md5(bytes)]]);
    const [row] = await rowsOf(upload.identifier);
    expect(md5(await sourceOf(server, row!.storagePath))).toBe(md5(bytes));
  });

  it('keeps a file that is not a video as failed, with the reason', async () => {
    const bytes = Buffer.from('these are lecture notes, not a lecture video\n'.repeat(4000));
    const upload: Upload = { bytes, identifier: `${bytes.length}-notestxt`, fileName: 'notes.mp4', lesson: own };
    let last: Answer | undefined;
    for (let n = 1; n <= totalChunks(upload); n++) last = await send(server, teacher, upload, n);
    expect(last!.http).toBe(200);
    await expect.poll(async () => (await rowsOf(upload.identifier))[0]?.status, { timeout: 30_000 }).toBe('failed');
    const [row] = await rowsOf(upload.identifier);
    expect(row!.error).toBe('notes.mp4 is not a video: ffprobe cannot read it');
    expect(row!.storagePath).toBeNull();
    expect(await chunkFilesOf(server, row!.id)).toEqual([]);
    // A file that fails its checks never enters the store.
    expect(await server.app.deps.media.list(`sources/${row!.id}`)).toEqual([]);
  });
});

describe('refusals: a 4xx naming the field, nothing stored', () => {
  const upload = (): Upload => ({ bytes: video, identifier: `refused-${video.length}`, fileName: 'refused.mp4', lesson: own });
  const refused = async (answer: Answer, status: number, field: string) => {
    expect(answer.http, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.message).toContain(field);
    for (const row of await rowsOf(upload().identifier)) expect(await chunkFilesOf(server, row.id)).toEqual([]);
  };

  it('refuses truncated, oversized and out-of-range chunks', async () => {
    const u = upload();
    await refused(await send(server, teacher, u, 1, { body: chunkBytes(u, 1).subarray(1) }), 400, 'file');
    expect((await pretest(server, teacher, u)).body.result.uploaded).toEqual([]);
    await refused(await send(server, teacher, u, 1, { body: Buffer.concat([chunkBytes(u, 1), Buffer.from('x')]) }), 400, 'file');
    await refused(
      await send(server, teacher, u, 1, { overrides: { resumableChunkSize: UPLOAD_CHUNK_BYTES + 1 } }),
      400,
      'resumableChunkSize',
    );
    await refused(
      await send(server, teacher, u, 1, { overrides: { resumableCurrentChunkSize: CHUNK + 1 } }),
      400,
      'resumableCurrentChunkSize',
    );
    await refused(await send(server, teacher, u, totalChunks(u) + 1), 400, 'resumableChunkNumber');
    await refused(await send(server, teacher, u, 1, { overrides: { resumableChunkNumber: 0 } }), 400, 'resumableChunkNumber');
    await refused(
      await send(server, teacher, u, 1, { overrides: { resumableTotalChunks: totalChunks(u) + 1 } }),
      400,
      'resumableTotalChunks',
    );
  });

  it('refuses path tricks and control characters in the file name and identifier', async () => {
    for (const name of ['../../etc/passwd', '..\\boot.ini', '..', 'a\u0000.mp4', 'bell\u0007.mp4'])
      await refused(await send(server, teacher, upload(), 1, { overrides: { resumableFilename: name } }), 400, 'resumableFilename');
    for (const identifier of ['../x', '..', 'a/b', '.hidden', 'a\u001b[31m', 'x'.repeat(129)])
      await refused(
        await send(server, teacher, upload(), 1, { overrides: { resumableIdentifier: identifier } }),
        400,
        'resumableIdentifier',
      );
    await refused(await pretest(server, teacher, upload(), 1, { resumableIdentifier: '../../x' }), 400, 'resumableIdentifier');
  });

  it('lets only teachers of the class and administrators upload', async () => {
    const student = (await login(server.url, DEMO.student01)).jwt_token;
    await refused(await send(server, student, upload(), 1), 403, 'only teachers');
    await refused(await pretest(server, student, { ...upload(), lesson: undefined }), 403, 'only teachers');
    await refused(await send(server, teacher, { ...upload(), lesson: colleagues }, 1), 403, 'teacher of this class');
    await refused(await send(server, teacher, { ...upload(), lesson: otherTenants }, 1), 404, 'no lesson');
    const admin = (await login(server.url, DEMO.admin)).jwt_token;
    expect((await pretest(server, admin, { ...upload(), lesson: colleagues })).http).toBe(200);
    await refused(await send(server, teacher, upload(), 1, { overrides: { target: 'recording', teclId: '', courId: '' } }), 400, 'teclId');
  });
});

describe('limits and cleanup (UPLOAD_MAX_FILE_BYTES, UPLOAD_QUOTA_BYTES, UPLOAD_ABANDONED_AFTER_S)', () => {
  let limited: TestServer;
  let token: string;
  beforeAll(async () => {
    limited = await startTestServer({
      // The worker sweeps abandoned uploads.
      jobs: true,
      env: { UPLOAD_MAX_FILE_BYTES: '800000', UPLOAD_QUOTA_BYTES: '700000', UPLOAD_ABANDONED_AFTER_S: '4' },
    });
    token = (await login(limited.url, DEMO.teacher01)).jwt_token;
  });
  afterAll(() => limited?.close());
  const ofSize = (size: number): Upload => {
    const bytes = Buffer.alloc(size, 1);
    return { bytes, identifier: identifierOf(bytes), fileName: 'big.mp4' };
  };

  it('refuses a file over the size limit or the quota before any chunk is sent', async () => {
    for (const call of [pretest(limited, token, ofSize(900_000)), send(limited, token, ofSize(900_000), 1)]) {
      const answer = await call;
      expect(answer.http).toBe(ERROR.payloadTooLarge.status);
      expect(answer.body).toMatchObject({ code: ERROR.payloadTooLarge.code });
      expect(answer.body.message).toContain('UPLOAD_MAX_FILE_BYTES');
      // The uploader panel words it in the user's language from the reason and the limit in MiB.
      expect(answer.body.result).toEqual({ reason: 'uploadTooLarge', values: { mib: 0.8 } });
    }
    for (const call of [pretest(limited, token, ofSize(750_000)), send(limited, token, ofSize(750_000), 1)]) {
      const answer = await call;
      expect(answer.body).toMatchObject({ status: ERROR.quotaExceeded.status, code: ERROR.quotaExceeded.code });
      expect(answer.body.message).toContain('UPLOAD_QUOTA_BYTES');
      expect(answer.body.result).toEqual({ reason: 'uploadQuotaFull', values: { mib: 0.7 } });
    }
    // Unfinished uploads count: a second one that would pass the quota together is refused too.
    expect((await send(limited, token, ofSize(400_000), 1)).http).toBe(200);
    expect((await send(limited, token, ofSize(400_001), 1)).body.code).toBe(ERROR.quotaExceeded.code);
    expect(await limited.database.db.select().from(uploadFiles)).toHaveLength(1);
  });

  it('deletes abandoned chunks after UPLOAD_ABANDONED_AFTER_S', async () => {
    const upload = ofSize(200_000);
    expect((await send(limited, token, upload, 1)).http).toBe(200);
    const [row] = await limited.database.db.select().from(uploadFiles).where(eq(uploadFiles.uniqueIdentifier, upload.identifier));
    expect(await chunkFilesOf(limited, row!.id)).toEqual(['1.chunk']);
    limited.clock.advance(5);
    await expect.poll(() => chunkFilesOf(limited, row!.id), { timeout: 5_000 }).toEqual([]);
    expect((await pretest(limited, token, upload)).body.result).toMatchObject({ skipUpload: false, uploaded: [], upload: null });
  });
});
