import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveInfoQuerySchema } from '../../src/schemas/live';
import { LIVE_STREAM_PREFIX, assertOnAir, liveFile, liveInfo, liveLesson, type LessonRecord } from '../live/live-lesson';
import { authenticate, claimsOf } from './authenticate';
import { ApiError, envelope } from './errors';

/**
 * Live lessons: GET /v1/live/playInfo (path chosen) and the live HLS of each road under
 * /v1/live/stream/{courId}/…, with the same session and the same right to watch the class as
 * recordings. Asking for a feed starts its encoder (live-feeds.ts). A live share link streams
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
 * @fastify/static (for reply.sendFile).
 */
export async function serveLiveFeed(request: FastifyRequest, reply: FastifyReply, lesson: FeedLesson, requested: string) {
  assertOnAir(lesson);
  const file = liveFile(requested);
  if (file === null) throw new ApiError('notFound', 'no such stream file');
  const dir = await request.server.deps.liveFeeds.open(lesson.courId, lesson.endsAt).catch((error: unknown) => {
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
  const { db, clock, liveFeeds } = app.deps;
  await app.register(fastifyStatic, { root: liveFeeds.rootDir, serve: false, acceptRanges: true, cacheControl: false });

  app.get('/v1/live/playInfo', { preHandler: authenticate(), schema: { querystring: liveInfoQuerySchema } }, async (request) =>
    envelope(liveInfo(await liveLesson(db, claimsOf(request), request.query.courseId, clock()))),
  );

  app.get(
    `${LIVE_STREAM_PREFIX}/:courId/*`,
    { preHandler: authenticate(), schema: { params: z.object({ courId: z.string().trim().min(1).max(64), '*': z.string().max(200) }) } },
    async (request, reply) => serveLiveFeed(request, reply, await liveLesson(db, claimsOf(request), request.params.courId, clock()), request.params['*']),
  );
};
