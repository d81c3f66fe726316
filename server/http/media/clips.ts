import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedResultSchema } from '../../../src/schemas/envelope';
import { clipSourceQuerySchema, clipSourceSchema, createClipBodySchema, personalResourceSchema } from '../../../src/schemas/media-library';
import { envelope } from '../../errors';
import { QUEUE } from '../../jobs/job-queue';
import { clipSources } from '../../media-library/clip-sources';
import { createClip, type ClipRequestSettings } from '../../media-library/clips';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** Clips (docs/uploads.md "Clips"): the recordings one may cut, and cutting one (a job on queue `media-clip`). */
export const clipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, jobs } = app.deps;
  const settings: ClipRequestSettings = {
    media,
    ...(jobs && { enqueueClip: (resourceId: string) => jobs.send(QUEUE.clip, { resourceId }) }),
  };

  app.get(
    '/v1/media/clip-sources',
    { schema: { querystring: clipSourceQuerySchema, response: answers(pagedResultSchema(clipSourceSchema)) } },
    async (request) => envelope(await clipSources(db, claimsOf(request), request.query)),
  );

  app.post('/v1/media/clips', { schema: { body: createClipBodySchema, response: answers(personalResourceSchema) } }, async (request) =>
    envelope(await createClip(db, settings, claimsOf(request), request.body)),
  );
};
