import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../server/http/error-handler';
import { sendStored, serveStoredFiles, type MediaStore } from '../../server/storage';
import { createS3Client } from '../../server/storage/s3-client';
import { createS3MediaStore } from '../../server/storage/s3-store';
import { freshS3Settings } from '../support/ceph-access';

/**
 * A stored object sent from S3 answers as a file from disk does (@fastify/send): what players,
 * download managers and caches rely on: the type, ranges, validators, and a clean 404.
 */
let app: FastifyInstance;
let store: MediaStore;

beforeAll(async () => {
  const settings = await freshS3Settings('reply');
  store = createS3MediaStore(createS3Client(settings), settings, mkdtempSync(join(tmpdir(), 'lectern-reply-')));
  await store.put('vod/1/seg-000.ts', '0123456789');
  await store.put('resources/1/讲义 one.pdf', '%PDF-1.4');
  app = Fastify();
  registerErrorHandler(app);
  await app.register(async (scope) => {
    await serveStoredFiles(scope, store);
    scope.get('/files/*', async (request, reply) => sendStored(reply, store, (request.params as { '*': string })['*']));
    scope.get('/typed/*', async (request, reply) =>
      sendStored(reply.type('application/x-custom'), store, (request.params as { '*': string })['*']),
    );
  });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('stored objects sent from S3', () => {
  it('sends the whole object with its type from the name, its length and validators', async () => {
    const answer = await get('/files/vod/1/seg-000.ts');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('0123456789');
    expect(answer.headers['content-type']).toBe('video/mp2t');
    expect(answer.headers['content-length']).toBe('10');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Date(String(answer.headers['last-modified'])).getTime()).not.toBeNaN();
    expect((await get(`/files/${encodeURI('resources/1/讲义 one.pdf')}`)).headers['content-type']).toBe('application/pdf');
    expect((await get('/typed/vod/1/seg-000.ts')).headers['content-type']).toBe('application/x-custom');
  });

  it('answers one byte range with 206, an open or suffix range too, and 416 past the end', async () => {
    const part = await get('/files/vod/1/seg-000.ts', { range: 'bytes=2-4' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('234');
    expect(part.headers['content-range']).toBe('bytes 2-4/10');
    expect(part.headers['content-length']).toBe('3');
    expect((await get('/files/vod/1/seg-000.ts', { range: 'bytes=7-' })).body).toBe('789');
    expect((await get('/files/vod/1/seg-000.ts', { range: 'bytes=-2' })).body).toBe('89');
    const past = await get('/files/vod/1/seg-000.ts', { range: 'bytes=20-30' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
  });

  it('answers 304 to a matching If-None-Match, and the body again once the object changed', async () => {
    const { etag } = (await get('/files/vod/1/seg-000.ts')).headers;
    expect((await get('/files/vod/1/seg-000.ts', { 'if-none-match': String(etag) })).statusCode).toBe(304);
    await store.put('vod/1/seg-000.ts', 'abcdefghij!');
    const changed = await get('/files/vod/1/seg-000.ts', { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('abcdefghij!');
  });

  it('answers 404 in the error envelope for a missing object and for a key that cannot be one', async () => {
    for (const url of ['/files/vod/1/none.ts', '/files/vod%5C..%5Csecret', '/files/vod//1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ status: 404 });
    }
  });
});
