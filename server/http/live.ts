import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveInfoQuerySchema } from '../../src/schemas/live';
import { LIVE_BUSY_RETRY_S, LiveFeedsFull } from '../live/live-feeds';
import { mediaBase } from '../playback/media-host';
import { LIVE_STREAM_PREFIX, assertOnAir, liveFile, liveInfo, liveLesson, type LessonRecord } from '../live/live-lesson';
import { authenticate, claimsOf } from './authenticate';
import { ApiError, envelope } from './errors';
import { guardFileStreams } from './file-stream-guard';

/**
 * Live lessons: GET /v1/live/playInfo (path chosen) and the live HLS of each road under
 * /v1/live/stream/{courId}/…, with the same session and the same right to watch the class as
 * recordings. Asking for a feed starts its encoder (live-feeds.ts), or answers 503 with
 * retry-after when every encoder allowed is busy with other lessons. A live share link streams
 * the same files through serveLiveFeed (live-share.ts).
 */
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const PLAYLIST_READS = 5;

/**
 * The encoder rewrites playlists in place; a read that catches it midway sees a file cut short,
 * so a playlist is only handed out once it ends with a complete line.
 */
async function completePlaylist(file: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.startsWith('#EXTM3U') && text.endsWith('\n')) return text;
    if (attempt === PLAYLIST_READS) throw new ApiError('notFound', 'the live playlist is not available');
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

type FeedLesson = Pick<LessonRecord, 'courId' | 'endsAt' | 'isLive' | 'courStatus'>;

/**
 * One playlist or segment of a lesson's feed, once whoever asks may watch it: the lesson must
 * be on air and the file one the allow-list names. The plugin serving it registers
 * @fastify/static (for reply.sendFile) and guardFileStreams.
 */
export async function serveLiveFeed(request: FastifyRequest, reply: FastifyReply, lesson: FeedLesson, requested: string) {
  assertOnAir(lesson);
  const file = liveFile(requested);
  if (file === null) throw new ApiError('notFound', 'no such stream file');
  const dir = await request.server.deps.liveFeeds.open(lesson.courId, lesson.endsAt).catch((error: unknown) => {
    if (error instanceof LiveFeedsFull) {
      request.log.warn({ courId: lesson.courId, maxEncoders: error.maxEncoders }, 'live feed refused: every encoder is in use');
      throw new ApiError('liveBusy', `every live encoder (${error.maxEncoders}) is in use for other lessons; try again in ${LIVE_BUSY_RETRY_S} s`, {
        'retry-after': String(LIVE_BUSY_RETRY_S),
      });
    }
    request.log.error({ err: error, courId: lesson.courId }, 'live feed failed to start');
    throw new ApiError('internal', 'the live stream could not be started');
  });
  if (file.endsWith('.m3u8')) {
    return reply.header('cache-control', 'private, no-cache').type(PLAYLIST_TYPE).send(await completePlaylist(join(dir, file)));
  }
  // A segment never changes once written; it is deleted once it leaves the playlist.
  reply.header('cache-control', 'private, max-age=3600, immutable');
  return reply.sendFile(file, dir);
}

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, liveFeeds, env } = app.deps;
  await app.register(fastifyStatic, { root: liveFeeds.rootDir, serve: false, acceptRanges: true, cacheControl: false });
  // The encoder deletes segments that left the playlist, maybe while one is being sent.
  guardFileStreams(app);

  app.get('/v1/live/playInfo', { preHandler: authenticate(), schema: { querystring: liveInfoQuerySchema } }, async (request) =>
    envelope(liveInfo(await liveLesson(db, claimsOf(request), request.query.courseId, clock()), mediaBase(env))),
  );

  app.get(
    `${LIVE_STREAM_PREFIX}/:courId/*`,
    { preHandler: authenticate(), schema: { params: z.object({ courId: z.string().trim().min(1).max(64), '*': z.string().max(200) }) } },
    async (request, reply) => serveLiveFeed(request, reply, await liveLesson(db, claimsOf(request), request.params.courId, clock()), request.params['*']),
  );
};
