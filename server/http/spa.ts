import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA (dist/). Hashed assets are cached for a year; index.html never, so a new
 * build reaches users on their next visit.
 */
export async function registerSpa(app: FastifyInstance, spaDir: string | null): Promise<boolean> {
  if (!spaDir || !existsSync(join(spaDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: spaDir,
    wildcard: false,
    index: 'index.html',
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
