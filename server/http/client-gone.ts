import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request whose client went away before its body was read: a paused or cancelled upload
 * (resumable.js aborts the chunk's request), a closed tab. Node reports it as `aborted`
 * (ECONNRESET) on the body stream, and whatever was reading the body fails with it. It is no
 * fault of the server, and there is nobody left to answer: the log says so at `info`
 * (docs/security.md "Logs"), never as an error.
 */
export function clientWentAway(error: Error & { code?: string }, request: FastifyRequest): boolean {
  return request.raw.readableAborted || (error.code === 'ECONNRESET' && error.message === 'aborted');
}

/** Nginx's 499 "client closed request": what the request log's line shows for it. */
const CLIENT_CLOSED_REQUEST = 499;

export function logClientGone(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ req: request }, 'client went away before the request was read');
  return reply.code(CLIENT_CLOSED_REQUEST).send();
}
