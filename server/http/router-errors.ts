import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR, type ErrorKind } from '../../src/schemas/error-codes';
import { errorEnvelope } from '../errors';

/**
 * Errors raised before any route runs still leave as the envelope (SPEC §8): the router's
 * (Fastify's `frameworkErrors`: bad percent-encoding in the path, a path parameter over the
 * router's limit) and the HTTP parser's (`clientErrorHandler`: a request line or headers over
 * Node's limit, garbage instead of HTTP).
 */
const ROUTER_CODES: Record<string, { kind: ErrorKind; message: string }> = {
  FST_ERR_BAD_URL: { kind: 'badRequest', message: 'path: malformed percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { kind: 'uriTooLong', message: 'path: a path parameter is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { kind: 'badRequest', message: 'request: a route constraint could not be read' },
};

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_CODES[error.code] ?? { kind: 'badRequest', message: ERROR.badRequest.message };
  const { status, code } = ERROR[known.kind];
  void reply.code(status).send(errorEnvelope(status, code, known.message));
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const kind: ErrorKind =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'requestTimeout' : 'badRequest';
  const { status, code, message } = ERROR[kind];
  const body = JSON.stringify(errorEnvelope(status, code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
