import { createHash } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { courseSessions, teachingClasses, uploadFiles, users } from '../../server/db/schema';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { SAMPLE_BLOCK_BYTES, sampledBlocks } from '../../src/schemas/upload';
import type { Answer } from './api-client';
import type { TestServer } from './test-server';

/** The chunk protocol as resumable.js speaks it (docs/uploads.md), for API tests and the bench. */
export const TEST_CHUNK = 65_536;

export type Lesson = { teclId: string; courId: string };
export type Upload = { bytes: Buffer; identifier: string; fileName: string; lesson?: Lesson };

/** The identifier the browser computes (docs/uploads.md "Identifier"). */
export function identifierOf(bytes: Buffer): string {
  const hash = createHash('md5');
  for (const block of sampledBlocks(bytes.length))
    hash.update(bytes.subarray(block * SAMPLE_BLOCK_BYTES, (block + 1) * SAMPLE_BLOCK_BYTES));
  return `${hash.update(String(bytes.length)).digest('hex')}-${bytes.length}`;
}

export const totalChunks = (upload: Upload) => Math.ceil(upload.bytes.length / TEST_CHUNK);
export const chunkBytes = (upload: Upload, n: number) => upload.bytes.subarray((n - 1) * TEST_CHUNK, n * TEST_CHUNK);

function params(upload: Upload, n: number, overrides: Record<string, string | number> = {}): string {
  const query: Record<string, string | number> = {
    resumableChunkNumber: n,
    resumableChunkSize: TEST_CHUNK,
    resumableCurrentChunkSize: chunkBytes(upload, n).length,
    resumableTotalSize: upload.bytes.length,
    resumableIdentifier: upload.identifier,
    resumableFilename: upload.fileName,
    resumableRelativePath: upload.fileName,
    resumableTotalChunks: totalChunks(upload),
    ...(upload.lesson ? { target: 'recording', ...upload.lesson } : { target: 'resource' }),
    ...overrides,
  };
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { http: response.status, body: JSON.parse(text), headers: response.headers };
}

/** resumable.js's GET pre-test for chunk `n`. */
export const pretest = async (server: TestServer, token: string, upload: Upload, n = 1, overrides = {}) =>
  answer(await fetch(`${server.url}/v1/upload/chunk?${params(upload, n, overrides)}`, { headers: { 'jwt-token': token } }));

/** resumable.js's POST of chunk `n` (multipart field `file`); `body` replaces the chunk's bytes. */
export async function sendChunk(
  server: TestServer,
  token: string,
  upload: Upload,
  n: number,
  options: { overrides?: Record<string, string | number>; body?: Buffer } = {},
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(options.body ?? chunkBytes(upload, n))]), 'blob');
  const url = `${server.url}/v1/upload/chunk?${params(upload, n, options.overrides)}`;
  return answer(await fetch(url, { method: 'POST', body: form, headers: { 'jwt-token': token } }));
}

/** A generated lecture of `seconds` (picture and, unless `silent`, sound), written by ffmpeg. */
export async function generatedLecture(seconds: number, options: { name?: string; silent?: boolean } = {}): Promise<Buffer> {
  const file = join(await mkdtemp(join(tmpdir(), 'lectern-upload-')), options.name ?? 'lecture.mp4');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=25`],
    ...(options.silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]),
    // Noise keeps the file large enough for several test chunks.
    ...['-vf', 'noise=alls=30:allf=t', '-c:v', 'mpeg4', '-q:v', '3'],
    ...(options.silent ? [] : ['-c:a', 'aac', '-shortest']),
    file,
  ]);
  return readFile(file);
}

/** The first lesson (by id) of a class whose teacher matches `where`. */
export async function lessonOf(server: TestServer, where: SQL | undefined): Promise<Lesson> {
  const [lesson] = await server.database.db
    .select({ teclId: courseSessions.teclId, courId: courseSessions.id })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .where(where)
    .orderBy(asc(courseSessions.id))
    .limit(1);
  return lesson!;
}

/** Sends chunk `n`; a refusal fails the test with the server's answer. */
export async function sendStoredChunk(server: TestServer, token: string, upload: Upload, n: number) {
  const stored = await sendChunk(server, token, upload, n);
  if (stored.http !== 200) throw new Error(`chunk ${n} refused: ${JSON.stringify(stored.body)}`);
  return stored.body as { result: { upload: { id: string; status: string } } };
}

/** Sends the first `chunks` chunks (all by default) in order; the upload as the last answer left it. */
export async function sendAll(server: TestServer, token: string, upload: Upload, chunks = totalChunks(upload)) {
  let last;
  for (let n = 1; n <= chunks; n++) last = await sendStoredChunk(server, token, upload, n);
  return last!.result.upload;
}

/** A lecture of `seconds` with picture and sound, ready to upload. */
export async function lecture(seconds: number, fileName = 'lecture.mp4'): Promise<Upload> {
  const bytes = await generatedLecture(seconds, { name: fileName });
  return { bytes, identifier: identifierOf(bytes), fileName };
}

/** The upload's row as the database holds it now. */
export async function uploadRow(server: TestServer, uploadId: string) {
  const [row] = await server.database.db.select().from(uploadFiles).where(eq(uploadFiles.id, uploadId));
  if (!row) throw new Error(`no upload ${uploadId}`);
  return row;
}

/** A lesson of one of teacher01's classes, for a recording upload. */
export const teacher01Lesson = (server: TestServer) => lessonOf(server, and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));

/** The master playlist of an upload's transcode: under an attempt of its own, uploads/<upload id>/<attempt>/ (attemptPrefix). */
export const uploadAttemptPlaylist = (uploadId: string) => new RegExp(`^uploads/${uploadId}/[a-z0-9]+-[0-9a-f]{8}/master\\.m3u8$`);
