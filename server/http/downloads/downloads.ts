import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packDownloadQuerySchema, resourceDownloadQuerySchema } from '../../../src/schemas/downloads';
import { attachment, uniqueNames, visibleName } from '../../downloads/attachment';
import { resourcesToPack, resourceToDownload } from '../../downloads/resources';
import { zipPack } from '../../downloads/zip-pack';
import { claimsOf } from '../authenticate';
import { sendStored, serveStoredFiles } from '../../storage/file-stream-guard';
import { sends } from '../responses';

/**
 * Course resource downloads (SPEC §7): one file, or several as a zip that is streamed as it is
 * made, straight from the media store, so no download is ever held whole in server memory.
 * Signed in, for classes the caller may watch; 404 across tenants, 403 otherwise. A file that
 * changes while it is sent ends that download early (file-stream-guard.ts, zip-pack.ts).
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  await serveStoredFiles(app, media);

  app.get(
    '/v1/resource/downLoad',
    { schema: { querystring: resourceDownloadQuerySchema, response: sends('the file, as an attachment, in its stored type', ['*/*']) } },
    async (request, reply) => {
      const file = await resourceToDownload(db, media, claimsOf(request), request.query);
      reply
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return sendStored(reply.type(file.mimeType), media, file.key);
    },
  );

  app.get(
    '/v1/resource/pack/downLoad',
    {
      schema: {
        querystring: packDownloadQuerySchema,
        response: sends('the files as one zip, streamed as it is made', ['application/zip']),
      },
    },
    async (request, reply) => {
      const files = await resourcesToPack(db, media, claimsOf(request), request.query);
      const names = uniqueNames(files.map((file) => file.name));
      const zip = await zipPack(
        media,
        files.map((file, i) => ({ ...file, name: names[i]! })),
      );
      const packName = `${visibleName(request.query.courName) || 'resources'}.zip`;
      reply.header('content-disposition', attachment(packName)).header('cache-control', 'private, no-store');
      return reply.type('application/zip').send(zip);
    },
  );
};
