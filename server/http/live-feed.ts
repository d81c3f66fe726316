import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { LIVE_BUSY_RETRY_S, LiveFeedsFull } from '../live/live-feeds';
import { assertOnAir, liveFile, type LessonRecord } from '../live/live-lesson';
import { withValidTargetDuration } from '../live/target-duration';
import { scratchFolder, type ScratchFolder } from '../storage/scratch-folder';

/**
 * A live lesson's feed as both of its routes serve it: /v1/live/stream (live/live.ts, signed in)
 * and a live share link's /v1/share/live-stream (public/shared-live.ts). Asking for a feed starts
 * its encoder (live-feeds.ts), or answers 503 with retry-after when every encoder allowed is busy
 * with other lessons. A feed is the encoder's scratch folder in this process (live-feeds.ts),
 * served from there: its segments are never stored media (docs/media-store.md).
 */
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const PLAYLIST_READS = 5;

/**
 * The encoder rewrites playlists in place; a read that catches it midway sees a file cut short,
 * so a playlist is only handed out once it ends with a complete line.
 */
async function completePlaylist(feed: ScratchFolder, file: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const text = (await feed.readText(file).catch(() => null)) ?? '';
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
      throw new ApiError(
        'liveBusy',
        `every live encoder (${error.maxEncoders}) is in use for other lessons; try again in ${LIVE_BUSY_RETRY_S} s`,
        {
          'retry-after': String(LIVE_BUSY_RETRY_S),
        },
      );
    }
    request.log.error({ err: error, courId: lesson.courId }, 'live feed failed to start');
    throw new ApiError('internal', 'the live stream could not be started');
  });
  if (file.endsWith('.m3u8')) {
    return reply
      .header('cache-control', 'private, no-cache')
      .type(PLAYLIST_TYPE)
      .send(withValidTargetDuration(await completePlaylist(scratchFolder(dir), file)));
  }
  // A segment never changes once written; it is deleted once it leaves the playlist.
  reply.header('cache-control', 'private, max-age=3600, immutable');
  return reply.sendFile(file, dir);
}
