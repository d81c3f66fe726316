import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Pictures under DATA_DIR/media (logos, covers, banners, posters) are public: the login page and
 * lists show them. Video, captions and course files are not served here: they need a session
 * or a share link and get their own access-controlled routes.
 */
const PUBLIC_PICTURE = /\.(svg|png|jpe?g|webp|gif)$/i;

export async function registerPublicMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => PUBLIC_PICTURE.test(pathname) && !pathname.includes('..'),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('x-content-type-options', 'nosniff');
      // An SVG opened on its own must not run script on this origin.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
}
