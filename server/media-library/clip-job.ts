import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, personalResources, vodRoads } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { probeMedia } from '../media/probe';
import { POSTER_FILE, THUMBNAILS_FILE, transcodeVideo } from '../media/transcode';
import type { ResourceRow } from './caller';
import { bestRendition, cutClip, type CutMethod } from './clip-cut';
import { clipMediaDir } from './resource-paths';

/**
 * The clip job (queue `media-clip`, docs/uploads.md "Clips"): a `processing` clip is cut from its
 * recording's main road (clip-cut.ts), packaged like an upload (HLS ladder, poster, seek-bar
 * thumbnails: server/media/transcode.ts) under DATA_DIR/media/clips/<resource id>/, and marked
 * `ready`, or `failed` with a readable reason. Run again after a restart it starts over; only the
 * run that still finds the row `processing` records its result, and a clip deleted meanwhile
 * leaves nothing behind.
 */
export type ClipSettings = { mediaDir: string; signal?: AbortSignal; log?: (line: string) => void };

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

/** The main road's playlist of the clip's recording, relative to the media root. */
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

  const mediaPath = clipMediaDir(clip.id);
  const outDir = join(settings.mediaDir, mediaPath);
  const cutFile = `${outDir}.cut-${process.pid}.mp4`;
  try {
    const source = await bestRendition(join(settings.mediaDir, playlist)).catch(() => null);
    const sourceInfo = source ? await probeMedia(source).catch(() => null) : null;
    if (!source || !sourceInfo?.streams.some((s) => s.type === 'video'))
      return await fail(db, clip.id, "the recording's video files are missing or unreadable");
    await mkdir(dirname(outDir), { recursive: true });
    const method: CutMethod = await cutClip(
      source,
      cutFile,
      { inS: clip.clipInS, outS: clip.clipOutS, durationS: sourceInfo.durationS },
      { signal: settings.signal },
    );
    const info = await probeMedia(cutFile);
    const result = await transcodeVideo({ source: cutFile, info, outDir, signal: settings.signal });
    const done = await finish(db, clip.id, {
      status: RESOURCE_STATUS.ready,
      reason: null,
      durationS: result.durationS,
      hlsPath: `${mediaPath}/${MASTER_PLAYLIST}`,
      posterPath: `${mediaPath}/${POSTER_FILE}`,
      thumbnailsPath: `${mediaPath}/${THUMBNAILS_FILE}`,
    });
    // Deleted meanwhile: what this run made is nobody's. (Finished by another run: the folder is that run's too.)
    if (!done && !(await exists(db, clip.id))) await rm(outDir, { recursive: true, force: true });
    settings.log?.(`clip ${clip.id}: ${done ? `ready (${method})` : 'dropped'}`);
    return done;
  } catch (error) {
    if (settings.signal?.aborted) throw error;
    return await fail(db, clip.id, `the clip could not be cut: ${readable(error)}`);
  } finally {
    await rm(cutFile, { force: true });
  }
}
