import type { FastifyPluginAsync } from 'fastify';
import { authenticate, claimsOf } from './authenticate';

/**
 * GET /v1/events: a server-sent-events stream per signed-in client (DESIGN.md §4, cross-device
 * kick). The browser reads it with fetch so the token travels in the `jwt-token` header, never
 * in an address. A comment line every HEARTBEAT_MS keeps proxies from closing an idle stream.
 */
const HEARTBEAT_MS = 25_000;

export const eventRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/events', { preHandler: authenticate({ duringPasswordChange: true }) }, async (request, reply) => {
    const claims = claimsOf(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('ready', { sessionId: claims.sid });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    const unsubscribe = app.deps.sessionEvents.subscribe(claims.sid, (event) => {
      send(event.type, { reason: event.reason });
      close();
    });
    request.raw.once('close', close);
  });
};
