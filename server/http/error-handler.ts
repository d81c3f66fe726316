import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR, type ErrorKind } from '../../src/schemas/error-codes';
import { FIELD_PLACES, fieldProblemsOf, type FieldPlace } from '../../src/schemas/field-problems';
import type { Refusal } from '../../src/schemas/refusals';
import { ApiError, errorEnvelope } from '../errors';
import { clientWentAway, logClientGone } from './client-gone';

/**
 * Every failure leaves as the envelope (SPEC §8): bad input is a 400 naming the field, never a
 * 500, and a request that fails its schema also says per field what is wrong, in a form a page
 * words in its own language (docs/api.md "Field problems"); only a genuine fault is a 500, and
 * it is logged with its stack.
 */
const FASTIFY_CODES: Record<string, { kind: ErrorKind; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: 'badRequest', message: 'body: malformed JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { kind: 'badRequest', message: 'body: empty JSON body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { kind: 'badRequest', message: 'body: wrong content length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { kind: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { kind: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_TYPE: { kind: 'unsupportedMediaType' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { kind: 'unsupportedMediaType', message: 'body: not multipart/form-data' },
};

/**
 * Busboy (under @fastify/multipart) throws plain errors for a body that is not the multipart
 * form its header announces: no boundary, cut short, unreadable part headers.
 */
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found|unexpected end of (multipart data|form)|^Malformed part header|^Unsupported Content-Type|^Missing Content-Type/i;

/**
 * SQLSTATE class 22 ("data exception": 22021 bad byte sequence such as NUL, 22P02 bad text
 * representation, 22001 too long, 22003 out of range, 22007/22008 bad dates) is always a value
 * the request brought; postgres.js and PGlite set `code`, drizzle wraps them in `cause`.
 */
function databaseInputError(error: unknown): { code: string } | null {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return { code };
    current = cause;
  }
  return null;
}

type ValidationFailure = FastifyError & { validationContext?: string };

/** The English for integrators and the log: `body.teclName: is required; …`. */
const describeValidation = (error: ValidationFailure): string => {
  const where = error.validationContext ?? 'request';
  const issues = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `${where}${field ? `.${field}` : ''}: ${v.message}`;
      })
    : [`${where}: ${error.message}`];
  return issues.join('; ');
};

const isFieldPlace = (value: unknown): value is FieldPlace => FIELD_PLACES.some((place) => place === value);

/**
 * The same failure as a form words it (src/schemas/field-problems.ts): each field's rule and
 * limit, read from zod's issues as fastify-type-provider-zod hands them on, against the part of
 * the request that was checked (to tell a missing field from a wrong one). Null for a failure
 * that is not a zod schema's.
 */
function fieldsRefusalOf(error: ValidationFailure, request: FastifyRequest): Refusal | null {
  const place = error.validationContext;
  if (!hasZodFastifySchemaValidationErrors(error) || !isFieldPlace(place)) return null;
  const issues = error.validation.map((entry) => ({
    code: entry.keyword,
    path: entry.instancePath === '/' ? [] : entry.instancePath.split('/').slice(1),
    details: entry.params,
  }));
  const checked = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[place];
  return { reason: 'fieldsInvalid', values: {}, fields: fieldProblemsOf(place, issues, checked) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The handler may have set another type (a file, a playlist) before it failed.
    reply.type('application/json; charset=utf-8');
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorEnvelope(error.status, error.code, error.message, error.refusal));
    }
    if (error.validation) {
      const { status, code } = ERROR.badRequest;
      return reply.code(status).send(errorEnvelope(status, code, describeValidation(error), fieldsRefusalOf(error, request)));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      const { status, code, message } = ERROR[known.kind];
      return reply.code(status).send(errorEnvelope(status, code, known.message ?? message));
    }
    const databaseInput = databaseInputError(error);
    if (databaseInput) {
      request.log.warn({ sqlState: databaseInput.code }, 'request value refused by the database');
      const { status, code } = ERROR.badRequest;
      return reply
        .code(status)
        .send(errorEnvelope(status, code, 'request: a value has characters, a length or a range that cannot be stored'));
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      const { status, code } = ERROR.badRequest;
      return reply.code(status).send(errorEnvelope(status, code, 'body: malformed multipart form'));
    }
    if (error.statusCode === 429) {
      const { status, code, message } = ERROR.tooManyRequests;
      return reply.code(status).send(errorEnvelope(status, code, message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.statusCode * 100, error.message));
    }
    // Nobody is left to answer (a paused upload's chunk): not a fault of the server (client-gone.ts).
    if (clientWentAway(error, request)) return logClientGone(request, reply);
    request.log.error({ err: error }, 'unhandled error');
    const { status, code, message } = ERROR.internal;
    return reply.code(status).send(errorEnvelope(status, code, message));
  });
}
