import { randomBytes } from 'node:crypto';
import { mediaKey, type MediaKey, type MediaStore } from '../storage';
import { newWorkFolder } from '../storage/scratch-folder';
import { STALL_LIMIT_MS, startFfmpeg } from './ffmpeg';
export { POSTER_FILE, THUMBNAILS_FILE } from './pictures';
import { HLS_RENDITIONS, MASTER_PLAYLIST, hlsOutputArgs, ladderFilter, masterPlaylist, type Rendition } from './hls';
import type { MediaInfo } from './probe';
import { makePictures } from './pictures';

/**
 * An uploaded video made ready to watch (docs/uploads.md "Jobs"): the HLS ladder with a master
 * playlist, a poster and a seek-bar thumbnail track (one sprite picture and a WebVTT file whose
 * cues point into it with `#xywh=`). ffmpeg writes into a work folder of the media store's
 * scratch (docs/media-store.md), which is then published under the prefix asked for. Layout
 * under that prefix:
 *   master.m3u8, <rendition>/index.m3u8 and segments, poster.jpg, thumbnails.jpg, thumbnails.vtt
 */

/** A third rendition for sources of 1080 lines or more (the ladder). */
const FULL_HD: Rendition = { name: '1080p', width: 1920, height: 1080, videoKbps: 3500, audioKbps: 128 };

export function ladderFor(info: MediaInfo): Rendition[] {
  const height = Math.max(0, ...info.streams.filter((s) => s.type === 'video').map((s) => s.height ?? 0));
  return height >= FULL_HD.height ? [...HLS_RENDITIONS, FULL_HD] : [...HLS_RENDITIONS];
}

export type TranscodeOptions = {
  store: MediaStore;
  /** A local file (from MediaStore.materialise, or a work folder's). */
  source: string;
  info: MediaInfo;
  /**
   * Where the output goes: every file under `prefix/`, published whole once all is made (what
   * was there is replaced). A job writing a new row's media gives each run its own prefix
   * (attemptPrefix), so two runs never mix their files.
   */
  prefix: MediaKey;
  /** 0–100, as ffmpeg advances through the ladder. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * `<base>/<attempt>`: a fresh prefix for one run of a job writing media, so a run retried or run
 * twice writes beside the first instead of over it; the row records the one that finished.
 */
export const attemptPrefix = (base: MediaKey): MediaKey => mediaKey(base, `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);

export type Transcoded = { renditions: Rendition[]; durationS: number };

/**
 * Runs the ladder, then the poster and the sprite, into a work folder, and publishes it. Any
 * ffmpeg failure rejects with its stderr tail (never throws synchronously, never exits the
 * process); the work folder goes, and nothing is published.
 */
export async function transcodeVideo({ store, source, info, prefix, onProgress, signal }: TranscodeOptions): Promise<Transcoded> {
  const work = await newWorkFolder(store);
  const durationS = info.durationS > 0 ? info.durationS : 0;
  const hasAudio = info.streams.some((s) => s.type === 'audio');
  const renditions = ladderFor(info);
  try {
    await work.make(...renditions.map((r) => r.name));
    const ladder = ladderFilter('[0:v:0]', renditions);
    await startFfmpeg(
      [
        '-i',
        source,
        '-filter_complex',
        ladder.filter,
        ...renditions.flatMap((r, i) => hlsOutputArgs(r, ladder.labels[i]!, hasAudio ? '0:a:0' : null, work.path)),
      ],
      {
        signal,
        stallAfterMs: STALL_LIMIT_MS,
        onProgress: (outS) => {
          // The ladder is most of the work; the pictures after it fit in the last percent.
          if (durationS > 0) onProgress?.(Math.min(99, Math.floor((outS / durationS) * 100)));
        },
      },
    ).done;
    await work.write(MASTER_PLAYLIST, masterPlaylist(renditions, hasAudio));
    await makePictures(work, source, durationS, { signal });
    await store.publish(work.path, prefix);
    onProgress?.(100);
    return { renditions, durationS };
  } catch (error) {
    await work.discard();
    throw error;
  }
}
