import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { guardFileStreams } from '../storage/file-stream-guard';
import type { MediaStore } from '../storage';

/**
 * Pictures every visitor may see (the login page and lists show them) are served under /media/
 * without a session. Public is an allow-list of folders, never "any picture": a screenshot
 * (editor/), a course file (resources/) or whatever a future feature stores elsewhere under
 * DATA_DIR/media stays unreachable here and gets its own access-controlled route.
 */
const PICTURE = '(svg|png|jpe?g|webp|gif)';
const NAME = '[A-Za-z0-9_-]+';
export const PUBLIC_MEDIA: readonly RegExp[] = [
  // Logos, covers and banners of a tenant: branding/<tenant>/<file> (server/db/seed/styles.ts).
  new RegExp(`^/branding/${NAME}/${NAME}(\\.${NAME})*\\.${PICTURE}$`, 'i'),
  // A recording's poster: demo/<clip>/poster.jpg (server/media/demo-media.ts).
  new RegExp(`^/demo/${NAME}/poster\\.(jpe?g|png|webp)$`, 'i'),
  // An uploaded recording's poster: uploads/<upload id>/poster.jpg (server/media/transcode.ts).
  new RegExp(`^/uploads/${NAME}/poster\\.jpg$`, 'i'),
  // A recording made from a personal resource: recordings/<vod id>/poster.jpg (server/media-library/attach.ts).
  new RegExp(`^/recordings/${NAME}/poster\\.jpg$`, 'i'),
];

export const isPublicMedia = (pathname: string) => PUBLIC_MEDIA.some((pattern) => pattern.test(pathname));

export async function registerPublicMedia(app: FastifyInstance, store: MediaStore): Promise<void> {
  // The object-storage driver (issue 30) serves these from the edge instead.
  const root = store.localRoot;
  if (root === null) throw new Error('this media store has no local folder to serve from');
  // Its own scope, so the file-stream guard covers exactly these files.
  await app.register(async (scope) => {
    guardFileStreams(scope);
    await scope.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      allowedPath: isPublicMedia,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=3600');
        reply.header('x-content-type-options', 'nosniff');
        // An SVG opened on its own must not run script on this origin.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    });
  });
}
