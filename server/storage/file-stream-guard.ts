import { once } from 'node:events';
import { ReadStream, fstat } from 'node:fs';
import { Transform } from 'node:stream';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors';
import { checkedKey, MediaKeyError, type MediaKey, type MediaStore } from './media-store';
import { sendObject } from './object-reply';

/**
 * Files handed out with reply.sendFile (downloads, recordings' and live HLS, captions) may change
 * under the server: the live encoder deletes old segments, a teacher replaces a handout. The file
 * is opened before the answer starts, so one deleted or replaced after that is still sent whole;
 * one that is gone or no longer a file by then is a 404 envelope; one cut short while being sent
 * ends that answer early (the client sees an aborted body, Fastify logs it with the request id)
 * instead of leaving the client waiting for bytes that never come.
 */
const fileStat = promisify(fstat);

/** Headers describing the file, wrong on the envelope that replaces it. */
const FILE_HEADERS = ['content-disposition', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

function dropFileHeaders(reply: FastifyReply): void {
  for (const name of FILE_HEADERS) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

const changed = () => new ApiError('notFound', 'the file changed while it was being sent');

/** `source`, failing unless it yields exactly `bytes` (the Content-Length already promised). */
function exactly(source: ReadStream, bytes: number, reply: FastifyReply): Transform {
  let seen = 0;
  const fail = (done: (error: Error) => void) => {
    dropFileHeaders(reply);
    done(changed());
  };
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      if (seen === bytes) done();
      else fail(done);
    },
  });
  source.on('error', () => fail((error) => checked.destroy(error)));
  // The answer ending either way (sent, failed, or the client left) closes the file.
  checked.on('close', () => source.destroy());
  source.pipe(checked);
  return checked;
}

/** Registers the guard for the routes of the plugin `app` (an onSend hook on sendFile's streams). */
export function guardFileStreams(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof ReadStream)) return payload;
    try {
      if (payload.pending) await once(payload, 'ready');
      const found = await fileStat((payload as ReadStream & { fd: number }).fd);
      if (!found.isFile()) throw changed();
    } catch {
      payload.destroy();
      dropFileHeaders(reply);
      throw new ApiError('notFound', 'the file is missing');
    }
    const bytes = Number(reply.getHeader('content-length'));
    return Number.isSafeInteger(bytes) ? exactly(payload, bytes, reply) : payload;
  });
}

/**
 * Lets the plugin `app` answer with reply.sendFile from `root` (ranges, ETag, content types;
 * nothing is served by path), each file guarded as above.
 */
export async function sendFilesFrom(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, { root, serve: false, acceptRanges: true, cacheControl: false });
  guardFileStreams(app);
}

/**
 * Lets the plugin `app` answer with stored media through `sendStored`. The local driver hands
 * its folder to @fastify/static, so a segment costs what a file from disk costs (docs/bench.md);
 * a store without a folder (S3) needs nothing registered.
 */
export async function serveStoredFiles(app: FastifyInstance, store: MediaStore): Promise<void> {
  if (store.localRoot !== null) await sendFilesFrom(app, store.localRoot);
}

/**
 * Answers with the stored object `key` (ranges, ETag, its content type) from a plugin that called
 * serveStoredFiles; a key that cannot be one is a 404.
 */
export function sendStored(reply: FastifyReply, store: MediaStore, key: MediaKey): FastifyReply | Promise<FastifyReply> {
  let checked: MediaKey;
  try {
    checked = checkedKey(key);
  } catch (error) {
    if (error instanceof MediaKeyError) throw new ApiError('notFound', 'no such file');
    throw error;
  }
  return store.localRoot === null ? sendObject(reply, store, checked) : reply.sendFile(checked);
}
