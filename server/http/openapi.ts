import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the shared zod schemas (DESIGN.md §3): JSON at /docs/openapi.json and a
 * plain page at /docs listing every operation (no external assets: campus networks may be closed).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: 'Lectern API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    const spec = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const rows = Object.entries(spec.paths ?? {}).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `<tr><td>${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td></tr>`),
    );
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Lectern API</title>` +
          `<h1>Lectern API</h1><p>Machine-readable: <a href="/docs/openapi.json">openapi.json</a>. Envelope and error codes: docs/api.md.</p>` +
          `<table border="1" cellpadding="4">${rows.join('')}</table>`,
      );
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
