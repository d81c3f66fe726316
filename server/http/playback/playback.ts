import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playInfoQuerySchema, playInfoSchema, watchRecordBodySchema, watchRecordResultSchema } from '../../../src/schemas/playback';
import { playInfo } from '../../playback/play-info';
import { mediaBase } from '../../playback/media-host';
import { saveWatchRecord } from '../../playback/watch-record';
import { gradeScoreSender } from '../../jobs/lti-grade-score-job';
import { scoresAfterSave } from '../../lti/grade-score-requests';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * Playing recordings: GET /v1/vod/playInfo (path chosen) and POST /v1/vod/addVodWatchRecord, with
 * the session (jwt-token header, which the player sets on every request) and the right to watch
 * the class; a save asks the LMS grades covering the recording to be posted. HLS is stream.ts; a recording's texts are play-texts.ts and its caption tracks'
 * routes (server/http/captions); the media folder itself serves pictures only (public-media.ts).
 * With a media origin (MEDIA_HOST_URL) the play information points the streams and the WebVTT there.
 */

export const playbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, clock, jobs } = app.deps;
  const sendScore = gradeScoreSender(jobs);

  app.get('/v1/vod/playInfo', { schema: { querystring: playInfoQuerySchema, response: answers(playInfoSchema) } }, async (request) =>
    envelope(await playInfo(db, claimsOf(request), request.query, mediaBase(env))),
  );

  app.post(
    '/v1/vod/addVodWatchRecord',
    { schema: { body: watchRecordBodySchema, response: answers(watchRecordResultSchema) } },
    async (request) => {
      const claims = claimsOf(request);
      const now = clock();
      const saved = await saveWatchRecord(db, claims, request.body, now);
      // Graded items covering the recording (LTI grades, docs/lti.md "Grades") post the new score later.
      await scoresAfterSave(db, sendScore, { tenantId: claims.tid, userId: claims.sub, vodId: saved.vodId }, now, request.log);
      return envelope(saved);
    },
  );
};
