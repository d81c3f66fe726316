import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { chooseCoding, varyWithAcceptEncoding } from './content-coding';

/**
 * Answers built in memory (JSON, playlists, other text) of at least COMPRESS_MIN_BYTES are sent
 * brotli- or gzip-compressed when the request accepts it. Only strings and buffers are touched:
 * files sent as streams (video segments, downloads, pictures, the SPA, which has its own copies
 * made at build time) never are, and the event stream (/v1/events) takes over the response
 * before this hook could see it. Compression runs on libuv's thread pool, not the event loop.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Text worth compressing; never video, pictures or archives, which are compressed already. */
const COMPRESSIBLE =
  /^(?:application\/(?:json|problem\+json|vnd\.apple\.mpegurl|x-mpegurl|xml|javascript)|text\/(?:plain|html|css|csv|vtt|xml|javascript))\s*(?:;|$)/i;

/** Brotli's 11 costs tens of milliseconds per 100 KiB; 4 compresses JSON better than gzip in about the time gzip takes. */
const BROTLI_ON_THE_FLY_QUALITY = 4;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const header = (reply: FastifyReply, name: string) => {
  const value = reply.getHeader(name);
  return value === undefined ? undefined : String(value);
};

function compressible(reply: FastifyReply, bytes: number): boolean {
  if (bytes < COMPRESS_MIN_BYTES) return false;
  if ([204, 206, 304].includes(reply.statusCode)) return false;
  if (header(reply, 'content-encoding') !== undefined) return false;
  if (/\bno-transform\b/i.test(header(reply, 'cache-control') ?? '')) return false;
  return COMPRESSIBLE.test(header(reply, 'content-type') ?? '');
}

/** Registers the hook on `app` itself: call it before the areas, so every route inherits it. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (!compressible(reply, bytes.length)) return payload;
    // Caches must keep one copy per coding, also of the identity answer.
    reply.header('vary', varyWithAcceptEncoding(header(reply, 'vary')));
    const coding = chooseCoding(request.headers['accept-encoding']);
    if (coding === 'identity') return payload;
    const compressed =
      coding === 'br'
        ? await brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_ON_THE_FLY_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : await gzipped(bytes);
    reply.header('content-encoding', coding);
    // Fastify sets the length of what is sent; one a route set would be the uncompressed one.
    reply.removeHeader('content-length');
    return compressed;
  });
}
