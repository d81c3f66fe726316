import type { FastifyReply, FastifyRequest } from 'fastify';
import { captureRoadDir, captureRoot, partDir } from '../capture/capture-folders';
import { roadFeed } from '../capture/capture-feed';
import { liveWindow } from '../capture/live-window';
import { ApiError } from '../errors';
import { assertOnAir, liveFile, type LessonRecord } from '../live/live-lesson';

/**
 * A live lesson's stream as both of its routes serve it: /v1/live/stream (live/live.ts, signed in)
 * and a live share link's /v1/share/live-stream (public/shared-live.ts). The roads are what the
 * lesson's classroom sends through the ingest (docs/capture.md): a road's playlist is the live
 * window of its current part (capture/live-window.ts), its segments the part's files, read from
 * the capture folder (scratch, docs/media-store.md) where the packager writes them.
 */
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

type FeedLesson = Pick<LessonRecord, 'courId' | 'isLive' | 'courStatus' | 'roadTypes'>;

export const notSending = () => new ApiError('notFound', 'the classroom is not sending this road yet');

/**
 * One playlist or segment of a lesson's stream, once whoever asks may watch it: the lesson must
 * be on air, the road one of its classroom's and the file one the allow-list names. The plugin
 * serving it registers @fastify/static (for reply.sendFile) on the capture folder, and guardFileStreams.
 */
export async function serveLiveFeed(request: FastifyRequest, reply: FastifyReply, lesson: FeedLesson, requested: string) {
  assertOnAir(lesson);
  const file = liveFile(requested);
  if (file === null || !lesson.roadTypes.includes(file.roadType)) throw new ApiError('notFound', 'no such stream file');
  const root = captureRoot(request.server.deps.media);
  if (file.segment === null) {
    const feed = await roadFeed(root, lesson.courId, file.roadType);
    const window = feed === null ? null : liveWindow(feed.playlist, feed.part, undefined, feed.shiftMs);
    if (window === null) throw notSending();
    return reply.header('cache-control', 'private, no-cache').type(PLAYLIST_TYPE).send(window);
  }
  // A segment never changes once written; it stays until the lesson's recording is made of it.
  reply.header('cache-control', 'private, max-age=3600, immutable');
  return reply.sendFile(`${captureRoadDir(lesson.courId, file.roadType)}/${partDir(file.part!)}/${file.segment}`, root.path);
}
