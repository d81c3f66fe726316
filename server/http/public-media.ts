import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../errors';
import { guardFileStreams, sendStored } from '../storage/file-stream-guard';
import type { MediaStore } from '../storage';
import { sends } from './responses';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp', 'image/gif'] as const;

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
  // An uploaded recording's poster: uploads/<upload id>/<attempt>/poster.jpg (server/uploads/transcode-upload.ts),
  // or uploads/<upload id>/poster.jpg on uploads from before attempts.
  new RegExp(`^/uploads/${NAME}(/${NAME})?/poster\\.jpg$`, 'i'),
  // A recording made from a personal resource: recordings/<vod id>/poster.jpg (server/media-library/attach.ts).
  new RegExp(`^/recordings/${NAME}/poster\\.jpg$`, 'i'),
];

export const isPublicMedia = (pathname: string) => PUBLIC_MEDIA.some((pattern) => pattern.test(pathname));

const pictureHeaders = (reply: FastifyReply) => {
  reply.header('cache-control', 'public, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
  // An SVG opened on its own must not run script on this origin.
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
};

export async function registerPublicMedia(app: FastifyInstance, store: MediaStore): Promise<void> {
  const root = store.localRoot;
  // Its own scope, so the file-stream guard covers exactly these files.
  await app.register(async (scope) => {
    if (root !== null) {
      guardFileStreams(scope);
      await scope.register(fastifyStatic, {
        root,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        allowedPath: isPublicMedia,
        setHeaders: pictureHeaders,
      });
      return;
    }
    // A store without a folder (S3): the same allow-list, each picture streamed from the store.
    scope.withTypeProvider<ZodTypeProvider>().get(
      '/media/*',
      {
        schema: {
          params: z.object({ '*': z.string().max(1000) }),
          response: sends('a public picture: a school logo, cover or banner, a recording poster', PICTURE_TYPES),
        },
      },
      async (request, reply) => {
        const path = `/${request.params['*']}`;
        if (!isPublicMedia(path)) throw new ApiError('notFound', 'no such file');
        pictureHeaders(reply);
        return sendStored(reply, store, path.slice(1));
      },
    );
  });
}
