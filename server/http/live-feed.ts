import type { FastifyInstance, FastifyReply } from 'fastify';
import { captureKey, captureRoot, partName } from '../capture/capture-folders';
import { roadWindow } from '../capture/capture-feed';
import type { RoadType } from '../db/schema';
import { ApiError } from '../errors';
import { liveFile } from '../live/live-lesson';
import type { MediaStore } from '../storage';
import { sendFilesFrom } from '../storage/file-stream-guard';
import { sendObject } from '../storage/object-reply';

/**
 * A live lesson's stream as both of its routes serve it: /v1/live/stream (live/live-stream.ts,
 * under the capability the play information hands out) and a live share link's
 * /v1/share/live-stream (public/shared-live.ts). The roads are what the lesson's classroom sends
 * through the ingest (docs/capture.md): a road's playlist is the live window of its current part
 * (capture/capture-feed.ts, read at most every WINDOW_TTL_MS), its segments the part's files in the
 * media store (capture/capture-folders.ts), whichever server captured them.
 */
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** The lesson whose feed is asked for, and the capture roads of its classroom. */
export type FeedScope = { courId: string; roadTypes: readonly RoadType[] };

const notSending = () => new ApiError('notFound', 'the classroom is not sending this road yet');

/**
 * Lets the plugin `app` answer with captured segments: on the local driver @fastify/static on the
 * capture folder (the store's own `.capture`, which a root above it would refuse as a dot folder).
 */
export async function serveCaptureFiles(app: FastifyInstance, media: MediaStore): Promise<void> {
  if (media.localRoot !== null) await sendFilesFrom(app, captureRoot(media).path);
}

/**
 * One playlist or segment of a lesson's stream, once whoever asks may watch it and the lesson is
 * on air (the caller's checks): the road must be one of its classroom's and the file one the
 * allow-list names. The plugin serving it calls serveCaptureFiles, and guardFileStreams.
 */
export async function serveLiveFeed(reply: FastifyReply, media: MediaStore, scope: FeedScope, requested: string) {
  const file = liveFile(requested);
  if (file === null || !scope.roadTypes.includes(file.roadType)) throw new ApiError('notFound', 'no such stream file');
  if (file.segment === null) {
    const window = await roadWindow(media, scope.courId, file.roadType);
    if (window === null) throw notSending();
    return reply.header('cache-control', 'private, no-cache').type(PLAYLIST_TYPE).send(window);
  }
  // A segment never changes once written; it stays until the lesson's recording is made of it.
  reply.header('cache-control', 'private, max-age=3600, immutable');
  const name = `${partName(scope.courId, file.roadType, file.part!)}/${file.segment}`;
  return media.localRoot === null ? sendObject(reply, media, captureKey(name)) : reply.sendFile(name, captureRoot(media).path);
}
