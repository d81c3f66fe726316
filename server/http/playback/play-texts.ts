import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonMomentsQuerySchema, lessonMomentsSchema, slideChaptersSchema, vodTextParamsSchema } from '../../../src/schemas/lesson-texts';
import { envelope } from '../../errors';
import { recordingMoments, recordingSlides } from '../../playback/play-texts';
import { VOD_MOMENTS_ROUTE, VOD_SLIDES_ROUTE } from '../../playback/text-paths';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * A recording's slides and the search within it, the player's `slidesUrl` and `momentsUrl`
 * (docs/player-texts.md; paths chosen), to whoever may watch the recording. Its caption tracks,
 * the `vttUrl` and `cuesUrl`, are the captions area's routes.
 */
export const playTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(VOD_SLIDES_ROUTE, { schema: { params: vodTextParamsSchema, response: answers(slideChaptersSchema) } }, async (request) =>
    envelope(await recordingSlides(db, claimsOf(request), request.params.vodId)),
  );

  app.get(
    VOD_MOMENTS_ROUTE,
    { schema: { params: vodTextParamsSchema, querystring: lessonMomentsQuerySchema, response: answers(lessonMomentsSchema) } },
    async (request) => envelope(await recordingMoments(db, claimsOf(request), request.params.vodId, request.query)),
  );
};
