import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { BARE_JSON_ROUTES } from '../support/bare-json';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every operation of the OpenAPI document (/docs/openapi.json) declares what it answers on
 * success (docs/server-layout.md "Every answer typed"): a 2xx with a schema per content type
 * (JSON answers: the envelope around a shared zod schema of src/schemas; files and streams: their
 * media types), or a 3xx redirect. A route without one is listed by name, so a new route cannot
 * slip in untyped. @fastify/swagger fills a route that declares nothing with a bare
 * "200: Default Response", which does not count.
 */
type Response = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
type Document = { paths: Record<string, Record<string, { responses?: Record<string, Response> }>> };

/** Successes with a shape of their own (tests/support/bare-json.ts). */
const BARE_JSON = BARE_JSON_ROUTES;
const ENVELOPE_KEYS = ['status', 'code', 'message', 'result'];

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  document = (await call(server.url, '/docs/openapi.json')).body as unknown as Document;
});
afterAll(() => server?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      responses: operation.responses ?? {},
    })),
  );

const declaresSuccess = (responses: Record<string, Response>): boolean =>
  Object.entries(responses).some(([status, response]) => {
    // A redirect and a 204 have no body: what they mean is their description.
    if (/^3\d\d$|^204$/.test(status)) return Boolean(response.description) && response.description !== 'Default Response';
    if (!/^2\d\d$/.test(status)) return false;
    const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
    return schemas.length > 0 && schemas.every((schema) => schema !== undefined && Object.keys(schema).length > 0);
  });

describe('OpenAPI responses', () => {
  it('lists the API', () => {
    expect(operations().length).toBeGreaterThan(60);
  });

  it('declares a success answer for every operation', () => {
    const undeclared = operations()
      .filter((operation) => !declaresSuccess(operation.responses))
      .map((operation) => operation.name);
    expect(undeclared, `${undeclared.length} of ${operations().length} operations declare no 2xx/3xx answer`).toEqual([]);
  });

  it('declares every JSON success as the envelope', () => {
    const notEnvelope = operations()
      .filter((operation) => !BARE_JSON.has(operation.name))
      .filter((operation) => {
        const schema = operation.responses['200']?.content?.['application/json']?.schema as
          { properties?: Record<string, unknown> } | undefined;
        return schema !== undefined && !ENVELOPE_KEYS.every((key) => key in (schema.properties ?? {}));
      })
      .map((operation) => operation.name);
    expect(notEnvelope).toEqual([]);
  });
});
