import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, personalResources, vodRoads } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { probeMedia } from '../media/probe';
import { POSTER_FILE, THUMBNAILS_FILE, attemptPrefix, transcodeVideo } from '../media/transcode';
import type { LocalCopy, MediaStore } from '../storage';
import { newWorkFolder } from '../storage/scratch-folder';
import type { ResourceRow } from './caller';
import { bestRendition, cutClip, materialiseHls, type CutMethod } from './clip-cut';
import { clipMediaDir } from './resource-paths';

/**
 * The clip job (queue `media-clip`, docs/uploads.md "Clips"): a `processing` clip is cut from its
 * recording's main road (clip-cut.ts), packaged like an upload (HLS ladder, poster, seek-bar
 * thumbnails: server/media/transcode.ts) under `clips/<resource id>/<attempt>/` in the media
 * store, and marked `ready`, or `failed` with a readable reason. The recording is read through
 * the store (materialised for ffmpeg) and the cut made in a work folder. Run again after a
 * restart it starts over under a new attempt; only the run that still finds the row `processing`
 * records its result (the row names its attempt), and a run that does not, or whose clip was
 * deleted meanwhile, removes what it made.
 */
export type ClipSettings = { media: MediaStore; signal?: AbortSignal; log?: (line: string) => void };

const REASON_CHARS = 300;

const readable = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n').filter(Boolean).pop() ?? message).slice(0, REASON_CHARS);
};

async function finish(db: Db, id: string, values: Partial<ResourceRow>): Promise<ResourceRow | undefined> {
  const [row] = await db
    .update(personalResources)
    .set(values)
    .where(and(eq(personalResources.id, id), eq(personalResources.status, RESOURCE_STATUS.processing)))
    .returning();
  return row;
}

const fail = (db: Db, id: string, reason: string) =>
  finish(db, id, { status: RESOURCE_STATUS.failed, reason: reason.slice(0, REASON_CHARS) });

/** The main road's playlist of the clip's recording: its key in the media store. */
async function sourcePlaylist(db: Db, vodId: string): Promise<string | null> {
  const [road] = await db
    .select({ hlsPath: vodRoads.hlsPath })
    .from(vodRoads)
    .where(eq(vodRoads.vodId, vodId))
    .orderBy(desc(vodRoads.isMain), asc(vodRoads.roadType), asc(vodRoads.id))
    .limit(1);
  return road?.hlsPath ?? null;
}

const exists = async (db: Db, id: string) =>
  (await db.select({ id: personalResources.id }).from(personalResources).where(eq(personalResources.id, id))).length > 0;

export async function runClipJob(db: Db, settings: ClipSettings, resourceId: string): Promise<ResourceRow | undefined> {
  const [clip] = await db
    .select()
    .from(personalResources)
    .where(and(eq(personalResources.id, resourceId), eq(personalResources.status, RESOURCE_STATUS.processing)));
  if (!clip) return undefined;
  if (clip.sourceVodId === null || clip.clipInS === null || clip.clipOutS === null)
    return fail(db, clip.id, 'the recording this clip was cut from has been removed');
  const playlist = await sourcePlaylist(db, clip.sourceVodId);
  if (playlist === null) return fail(db, clip.id, 'the recording this clip was cut from has no video');

  const { media } = settings;
  const mediaPath = attemptPrefix(clipMediaDir(clip.id));
  const work = await newWorkFolder(media);
  let source: LocalCopy | null = null;
  try {
    source = await bestRendition(media, playlist)
      .then((rendition) => materialiseHls(media, rendition, work))
      .catch(() => null);
    const sourceInfo = source ? await probeMedia(source.path).catch(() => null) : null;
    if (!source || !sourceInfo?.streams.some((s) => s.type === 'video'))
      return await fail(db, clip.id, "the recording's video files are missing or unreadable");
    const cutFile = work.pathOf('cut.mp4');
    const method: CutMethod = await cutClip(
      source.path,
      cutFile,
      { inS: clip.clipInS, outS: clip.clipOutS, durationS: sourceInfo.durationS },
      { signal: settings.signal },
    );
    const info = await probeMedia(cutFile);
    const result = await transcodeVideo({ store: media, prefix: mediaPath, source: cutFile, info, signal: settings.signal });
    const done = await finish(db, clip.id, {
      status: RESOURCE_STATUS.ready,
      reason: null,
      durationS: result.durationS,
      hlsPath: `${mediaPath}/${MASTER_PLAYLIST}`,
      posterPath: `${mediaPath}/${POSTER_FILE}`,
      thumbnailsPath: `${mediaPath}/${THUMBNAILS_FILE}`,
    });
    if (!done) {
      // Deleted meanwhile: every attempt is nobody's. Finished by another run: this attempt is not the one recorded.
      await media.deletePrefix((await exists(db, clip.id)) ? mediaPath : clipMediaDir(clip.id));
    }
    settings.log?.(`clip ${clip.id}: ${done ? `ready (${method})` : 'dropped'}`);
    return done;
  } catch (error) {
    if (settings.signal?.aborted) throw error;
    return await fail(db, clip.id, `the clip could not be cut: ${readable(error)}`);
  } finally {
    await source?.release();
    await work.discard();
  }
}
