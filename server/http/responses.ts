import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../src/schemas/envelope';

/**
 * What each route answers on success, declared in its `schema.response` so /docs shows it and the
 * server cannot send a shape the browser does not expect (docs/server-layout.md "Every answer
 * typed"). tests/api/openapi-responses.test.ts fails on a route that declares nothing.
 */

/** A JSON answer: the envelope (docs/api.md) around a shared schema of src/schemas. */
export const answers = <T extends z.ZodType>(result: T) => ({ 200: envelopeSchema(result) });

// Typed unknown: a handler sends a file, a stream or a buffer, never a value to check.
const binary = z.unknown().meta({ type: 'string', format: 'binary' });

/** A file or a stream, in one of `mediaTypes`; its bytes are not JSON and pass unchecked. */
export const sends = (description: string, mediaTypes: readonly [string, ...string[]]) => ({
  200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binary }])) },
});

/** HLS: master and media playlists, and MPEG-TS segments. */
export const HLS_TYPES = ['application/vnd.apple.mpegurl', 'video/mp2t'] as const;

/** A redirect (302, no body). */
export const redirects = (description: string) => ({
  302: z.undefined().meta({ description, headers: { location: { type: 'string', description: 'where the browser goes' } } }),
});

/**
 * The JSON serializer of declared answers: the body is written as the handler made it, byte for
 * byte, after the wire form has been checked against the declared schema the way the browser
 * reads it (a parse of the JSON). A mismatch is a 500 naming the route in the log, never a body
 * the browser would refuse.
 */
export const checkedJsonSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const text = JSON.stringify(data);
    const checked = schema.safeParse(text === undefined ? undefined : JSON.parse(text));
    if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
    return text;
  };
