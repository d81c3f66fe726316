import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkTestSchema } from '../../src/schemas/upload';
import { DEMO, login } from '../support/api-client';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_CHUNK, chunkBytes, identifierOf, pretest, sendChunk, type Upload } from '../support/upload-client';

/**
 * A paused or cancelled upload (issue 28 defect 13): the browser aborts a chunk's request midway
 * (resumable.js's xhr.abort()), so the server reads a body cut short. That is the client going
 * away, not a fault of the server: the log says so at `info`, with no `error` line, and nothing of
 * the chunk is kept; the server goes on serving the same upload.
 */
let server: TestServer;
let log: ReturnType<typeof captureLog>;
let token: string;

beforeAll(async () => {
  log = captureLog('debug');
  server = await startTestServer({ logger: log.logger });
  token = (await login(server.url, DEMO.teacher01)).jwt_token;
});
afterAll(() => server?.close());

type Line = { level: number; msg: string; reqId?: string; err?: { message?: string } };
const lines = (): Line[] => log.lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Line);

/** POSTs chunk 1 of `upload` as a multipart form, sends half of it, then cuts the connection as a paused page does. */
function abortedChunk(upload: Upload): Promise<void> {
  const boundary = 'lectern-abort-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const bytes = chunkBytes(upload, 1);
  const query = new URLSearchParams({
    resumableChunkNumber: '1',
    resumableChunkSize: String(TEST_CHUNK),
    resumableCurrentChunkSize: String(bytes.length),
    resumableTotalSize: String(upload.bytes.length),
    resumableIdentifier: upload.identifier,
    resumableFilename: upload.fileName,
    resumableTotalChunks: String(Math.ceil(upload.bytes.length / TEST_CHUNK)),
    target: 'resource',
  });
  return new Promise((resolve) => {
    const call = request(`${server.url}/v1/upload/chunk?${query}`, {
      method: 'POST',
      headers: {
        'jwt-token': token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes.length + tail.length,
      },
    });
    call.on('error', () => resolve());
    call.on('close', () => resolve());
    call.write(head);
    call.write(bytes.subarray(0, bytes.length / 2), () => call.destroy());
  });
}

describe('a chunk whose client goes away midway', () => {
  it('is logged as the client leaving, at info, never as an error, and nothing of it is kept', async () => {
    const bytes = Buffer.alloc(3 * TEST_CHUNK, 7);
    const upload: Upload = { bytes, identifier: identifierOf(bytes), fileName: 'paused.mp4' };
    await abortedChunk(upload);
    // The request's end is logged once the server has read the cut body.
    await expect
      .poll(() => lines().filter((line) => /client went away|unhandled error|request errored/.test(line.msg)).length)
      .toBeGreaterThan(0);

    const gone = lines().find((line) => line.msg.includes('client went away'));
    expect(gone, log.text()).toMatchObject({ level: 30 });
    expect(lines().filter((line) => line.level >= 50)).toEqual([]);
    expect(lines().filter((line) => line.reqId === gone!.reqId && line.level >= 40)).toEqual([]);
    expect(log.text()).not.toContain('ECONNRESET');

    // Nothing of the cut chunk counts; the same upload goes on.
    expect(chunkTestSchema.parse((await pretest(server, token, upload)).body.result).uploaded).toEqual([]);
    expect((await sendChunk(server, token, upload, 1)).http).toBe(200);
    expect(chunkTestSchema.parse((await pretest(server, token, upload)).body.result).uploaded).toEqual([1]);
  });
});
