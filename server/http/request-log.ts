import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { RESOURCE_STREAM_PREFIX } from '../media-library/resource-paths';
import { isMediaRoute } from './media-cors';

/**
 * What the log says per request (docs/security.md "Logs"). One line per API call, at `info`,
 * when it completes (method, redacted address, status, time). Video and files (playlists,
 * segments, captions, pictures, the page's assets) are asked for by the hundred per viewer: their
 * lines go to `debug` (LOG_LEVEL=debug shows them), as Fastify's "incoming request" line does for
 * everything. A failure is never quieted: a 5xx or an error is logged at `error`, an answer cut
 * short at `warn`, whatever the route.
 */
const STATIC_FILE = /\.(js|mjs|css|map|html|svg|png|jpe?g|webp|gif|ico|woff2?|ttf|webmanifest|txt|br|gz)$/i;

export function isQuietRequest(url: string): boolean {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (isMediaRoute(path) || path.startsWith('/media/') || path.startsWith('/assets/')) return true;
  if (path.startsWith(`${RESOURCE_STREAM_PREFIX}/`) && path.includes('/stream/')) return true;
  return !path.startsWith('/v1/') && STATIC_FILE.test(path);
}

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request completed');
    else if (isQuietRequest(request.url)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    // A player leaving a segment half-read (a seek, a quality switch) is not a fault.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.debug({ res: reply }, 'stream closed prematurely');
    else reply.log.warn({ req: request, err: error }, 'response terminated with an error with headers already sent');
  }
}
