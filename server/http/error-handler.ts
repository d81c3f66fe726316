import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR, type ErrorKind } from '../../src/schemas/error-codes';
import { ApiError, errorEnvelope } from './errors';

/**
 * Every failure leaves as the envelope (SPEC §8): bad input is a 400 naming the field, never a
 * 500; only a genuine fault is a 500, and it is logged with its stack.
 */
const FASTIFY_CODES: Record<string, { kind: ErrorKind; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: 'badRequest', message: 'body: malformed JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { kind: 'badRequest', message: 'body: empty JSON body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { kind: 'badRequest', message: 'body: wrong content length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { kind: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { kind: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_TYPE: { kind: 'unsupportedMediaType' },
};

const describeValidation = (error: FastifyError & { validationContext?: string }): string => {
  const where = error.validationContext ?? 'request';
  const issues = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `${where}${field ? `.${field}` : ''}: ${v.message}`;
      })
    : [`${where}: ${error.message}`];
  return issues.join('; ');
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(errorEnvelope(error.status, error.code, error.message));
    }
    if (error.validation) {
      const { status, code } = ERROR.badRequest;
      return reply.code(status).send(errorEnvelope(status, code, describeValidation(error)));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      const { status, code, message } = ERROR[known.kind];
      return reply.code(status).send(errorEnvelope(status, code, known.message ?? message));
    }
    if (error.statusCode === 429) {
      const { status, code, message } = ERROR.tooManyRequests;
      return reply.code(status).send(errorEnvelope(status, code, message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.statusCode * 100, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const { status, code, message } = ERROR.internal;
    return reply.code(status).send(errorEnvelope(status, code, message));
  });
}
