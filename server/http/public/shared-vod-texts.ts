import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captionCuesAnswerSchema,
  lessonMomentsQuerySchema,
  lessonMomentsSchema,
  slideChaptersSchema,
} from '../../../src/schemas/lesson-texts';
import { envelope } from '../../errors';
import { SHARE_TEXTS_PREFIX } from '../../sharing/share-paths';
import { sharedMoments, sharedSlides, sharedTrackCues, sharedTrackWebVtt } from '../../sharing/shared-vod-texts';
import { answers, sends } from '../responses';
import { sharedRateLimits } from '../rate-limit-store';
import { lookupLimit, shareIdParam, shareTokenParam } from './shared-vod';

/**
 * A shared recording's texts without a session (docs/player-texts.md "Share links"), at the
 * addresses GET /v1/share/vod's `texts` names: its published caption tracks as WebVTT and as cues,
 * its slides, and the search within it. The token stands in the path, as for its streams, and
 * every request checks it (revoked or expired: 410, as the other share routes). Counted per
 * address like the link's lookup; nothing is kept by a cache, so a revoked link stops at once.
 */
const tokenParams = z.object({ token: shareTokenParam });
const trackParams = z.object({ token: shareTokenParam, trackId: shareIdParam });

export const sharedVodTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  await app.register(rateLimit, sharedRateLimits(app.deps));
  const texts = `${SHARE_TEXTS_PREFIX}/:token`;
  // Refusals too: a proxy must keep no answer a revoked link once had.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    `${texts}/captions/:trackId/vtt`,
    { config: lookupLimit, schema: { params: trackParams, response: sends('the caption track as WebVTT', ['text/vtt']) } },
    async (request, reply) => {
      const text = await sharedTrackWebVtt(db, request.params.token, request.params.trackId, clock());
      return reply.type('text/vtt; charset=utf-8').send(text);
    },
  );

  app.get(
    `${texts}/captions/:trackId`,
    { config: lookupLimit, schema: { params: trackParams, response: answers(captionCuesAnswerSchema) } },
    async (request) => envelope(await sharedTrackCues(db, request.params.token, request.params.trackId, clock())),
  );

  app.get(
    `${texts}/slides`,
    { config: lookupLimit, schema: { params: tokenParams, response: answers(slideChaptersSchema) } },
    async (request) => envelope(await sharedSlides(db, request.params.token, clock())),
  );

  app.get(
    `${texts}/moments`,
    {
      config: lookupLimit,
      schema: { params: tokenParams, querystring: lessonMomentsQuerySchema, response: answers(lessonMomentsSchema) },
    },
    async (request) => envelope(await sharedMoments(db, request.params.token, request.query, clock())),
  );
};
