import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors';
import { claimsOf } from '../authenticate';
import { sends } from '../responses';

/**
 * GET /v1/events: a server-sent-events stream per signed-in client (DESIGN.md §4, cross-device
 * kick). The browser reads it with fetch so the token travels in the `jwt-token` header, never
 * in an address. A comment line every HEARTBEAT_MS keeps proxies from closing an idle stream.
 * The stream ends on kick or logout of its session, on the client leaving, on any error of the
 * response and when the server closes; each end clears the heartbeat and the subscription once.
 */
const HEARTBEAT_MS = 25_000;
/**
 * Open streams one session may hold (one per tab). A further one is refused with 429 rather than
 * closing the oldest: the browser does not retry a refused stream, but it would reconnect a closed
 * one, and tabs would then take turns evicting each other. Tabs share kicks through storage events.
 */
export const MAX_STREAMS_PER_SESSION = 5;

export const eventRoutes: FastifyPluginAsync = async (app) => {
  // Open streams never go idle, so closing the server ends them rather than waiting for clients.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  const stream = {
    schema: {
      response: sends('server-sent events: ready, upload progress, the unread message count, then a kick or logout of the session', [
        'text/event-stream',
      ]),
    },
  };
  app.get('/v1/events', stream, async (request, reply) => {
    const claims = claimsOf(request);
    const { sessionEvents } = app.deps;
    // Counted and subscribed without an await in between, so concurrent opens cannot overshoot.
    if (sessionEvents.listenerCount(claims.sid) >= MAX_STREAMS_PER_SESSION) {
      throw new ApiError('tooManyRequests', `at most ${MAX_STREAMS_PER_SESSION} event streams per session`);
    }
    reply.hijack();
    const res = reply.raw;
    let ended = false;
    const write = (chunk: string) => {
      if (!ended && !res.destroyed) res.write(chunk);
    };
    const end = (failed: boolean) => {
      if (ended) return;
      ended = true;
      open.delete(stop);
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeUser();
      if (failed) res.destroy();
      else if (!res.writableEnded) res.end();
    };
    const unsubscribe = sessionEvents.subscribe(claims.sid, (event) => {
      write(`event: ${event.type}\ndata: ${JSON.stringify({ reason: event.reason })}\n\n`);
      end(false);
    });
    // Upload progress (docs/uploads.md "Progress") and the unread count (docs/personal-center.md "Messages") for every stream of the user; the stream stays open.
    const unsubscribeUser = sessionEvents.subscribeUser(claims.sub, (event) =>
      write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
    );
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    const stop = () => end(false);
    open.add(stop);
    // Listening for errors for the stream's whole life: an unheard 'error' would crash the process.
    res.on('error', () => end(true));
    res.once('close', () => end(false));
    request.raw.once('close', () => end(false));
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    write(`event: ready\ndata: ${JSON.stringify({ sessionId: claims.sid })}\n\n`);
  });
};
