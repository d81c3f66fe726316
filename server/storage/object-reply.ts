import type { FastifyReply } from 'fastify';
import { lookup } from 'mime-types';
import parseRange from 'range-parser';
import { ApiError } from '../errors';
import type { ByteRange, MediaKey, MediaStore } from './media-store';

/** An ETag list (If-None-Match) naming `etag`, weak or strong, or `*`. */
const matches = (header: string, etag: string) => {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
};

/**
 * Answers with the stored object `key` from a store with no local folder (S3), as @fastify/send
 * answers with a file: the content type from the name unless the route set one, ETag and
 * Last-Modified, 304 for a matching If-None-Match, one byte range as 206 (416 past the end; several
 * ranges get the whole object, which HTTP allows), and the body streamed from the store, never
 * held in memory. Players fetch segments through the edge (docs/edge.md); this is the way for
 * everything else and for installations without one.
 */
export async function sendObject(reply: FastifyReply, store: MediaStore, key: MediaKey): Promise<FastifyReply> {
  const found = await store.stat(key);
  if (found === null) throw new ApiError('notFound', 'no such file');
  const { headers } = reply.request;
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', found.etag);
  reply.header('last-modified', found.modified.toUTCString());
  if (!reply.hasHeader('content-type')) reply.type(lookup(key) || 'application/octet-stream');
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, found.etag)) return reply.code(304).send();

  let range: ByteRange | undefined;
  const asked = headers.range === undefined || found.size === 0 ? -2 : parseRange(found.size, headers.range, { combine: true });
  if (asked === -1) {
    reply.header('content-range', `bytes */${found.size}`);
    return reply.code(416).send();
  }
  if (asked !== -2 && asked.type === 'bytes' && asked.length === 1) {
    const [only] = asked;
    range = { start: only!.start, end: only!.end };
    reply.code(206).header('content-range', `bytes ${range.start}-${only!.end}/${found.size}`);
  }
  const body = await store.get(key, range);
  // Deleted between the two calls (a replaced handout): as if it had never been there.
  if (body === null) throw new ApiError('notFound', 'no such file');
  reply.header('content-length', range === undefined ? found.size : range.end! - range.start + 1);
  return reply.send(body);
}
