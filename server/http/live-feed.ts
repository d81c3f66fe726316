import type { FastifyReply } from 'fastify';
import { captureRoadDir, partDir } from '../capture/capture-folders';
import { roadWindow } from '../capture/capture-feed';
import type { RoadType } from '../db/schema';
import { ApiError } from '../errors';
import { liveFile } from '../live/live-lesson';
import type { ScratchFolder } from '../storage/scratch-folder';

/**
 * A live lesson's stream as both of its routes serve it: /v1/live/stream (live/live-stream.ts,
 * under the capability the play information hands out) and a live share link's
 * /v1/share/live-stream (public/shared-live.ts). The roads are what the lesson's classroom sends
 * through the ingest (docs/capture.md): a road's playlist is the live window of its current part
 * (capture/capture-feed.ts, read once per change of the part's playlist), its segments the part's
 * files, read from the capture folder (scratch, docs/media-store.md) where the packager writes them.
 */
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** The lesson whose feed is asked for, and the capture roads of its classroom. */
export type FeedScope = { courId: string; roadTypes: readonly RoadType[] };

const notSending = () => new ApiError('notFound', 'the classroom is not sending this road yet');

/**
 * One playlist or segment of a lesson's stream, once whoever asks may watch it and the lesson is
 * on air (the caller's checks): the road must be one of its classroom's and the file one the
 * allow-list names. The plugin serving it registers @fastify/static (for reply.sendFile) on the
 * capture folder `root`, and guardFileStreams.
 */
export async function serveLiveFeed(reply: FastifyReply, root: ScratchFolder, scope: FeedScope, requested: string) {
  const file = liveFile(requested);
  if (file === null || !scope.roadTypes.includes(file.roadType)) throw new ApiError('notFound', 'no such stream file');
  if (file.segment === null) {
    const window = await roadWindow(root, scope.courId, file.roadType);
    if (window === null) throw notSending();
    return reply.header('cache-control', 'private, no-cache').type(PLAYLIST_TYPE).send(window);
  }
  // A segment never changes once written; it stays until the lesson's recording is made of it.
  reply.header('cache-control', 'private, max-age=3600, immutable');
  return reply.sendFile(`${captureRoadDir(scope.courId, file.roadType)}/${partDir(file.part!)}/${file.segment}`, root.path);
}
