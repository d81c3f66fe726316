import { startFfmpeg, type FfmpegProcess } from '../media/ffmpeg';
import type { ScratchFolder } from '../storage/scratch-folder';
import { flvSubscriber, type RtmpBroadcast } from './rtmp-library';
import { redactCaptureSecrets } from './stream-key';

/**
 * One road of one lesson as it arrives (docs/capture.md "Live out"): ffmpeg reads the encoder's
 * stream as FLV on its standard input, from a subscriber inside this process, and writes HLS into
 * the part's folder. H.264 and AAC are copied through untouched (no encode: a road costs a few
 * percent of a core); anything else is encoded. Segments are cut at the encoder's key frames once
 * half a second has passed, so an encoder sending a key frame every half second (docs/capture.md
 * "Encoder settings") gives half-second segments. The playlist is an EVENT playlist that keeps
 * every segment: the live routes serve its last few, the recording is the whole of it.
 */
export const CAPTURE_SEGMENT_S = 0.5;
export const CAPTURE_PLAYLIST = 'index.m3u8';
export const CAPTURE_SEGMENT_PATTERN = 'seg-%05d.ts';

/** FLV codec ids (the encoder's metadata): what HLS in browsers plays as it is. */
const FLV_H264 = 7;
const FLV_AAC = 10;

/** A packager whose ffmpeg stops reading (hung) is stopped before the encoder's data fills memory. */
const MAX_BUFFERED_BYTES = 64 * 1_048_576;
/** After the stream ends ffmpeg writes its last segment; one that takes longer than this is killed. */
const FINISH_TIMEOUT_MS = 10_000;

export type CodecInfo = { videoCodec: number; audioCodec: number };

/** A road that must be encoded: H.264 fast enough for live, a key frame starting every segment. */
export const CAPTURE_H264_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-tune',
  'zerolatency',
  '-force_key_frames',
  `expr:gte(t,n_forced*${CAPTURE_SEGMENT_S})`,
] as const;

export function packagerArgs(codecs: CodecInfo): string[] {
  const video = codecs.videoCodec === FLV_H264 ? ['-c:v', 'copy'] : CAPTURE_H264_ARGS;
  const audio = codecs.audioCodec === FLV_AAC ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '96k'];
  return [
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...video,
    ...audio,
    '-f',
    'hls',
    '-hls_time',
    String(CAPTURE_SEGMENT_S),
    '-hls_playlist_type',
    'event',
    '-hls_flags',
    'program_date_time+independent_segments',
    '-hls_segment_filename',
    CAPTURE_SEGMENT_PATTERN,
    CAPTURE_PLAYLIST,
  ];
}

export type RoadPackager = {
  /** Settles when ffmpeg has exited; rejects when it failed (the ingest then starts a new part). */
  done: Promise<void>;
  /** Detaches from the stream and lets ffmpeg write its last segment and close the playlist. */
  stop(): Promise<void>;
};

export function startRoadPackager(options: { broadcast: RtmpBroadcast; folder: ScratchFolder; codecs: CodecInfo }): RoadPackager {
  const { broadcast, folder } = options;
  let ffmpeg: FfmpegProcess;
  try {
    ffmpeg = startFfmpeg(packagerArgs(options.codecs), { cwd: folder.path, stdin: true });
  } catch (error) {
    return { done: Promise.reject(error as Error), stop: async () => {} };
  }
  const stdin = ffmpeg.child.stdin!;
  // A write after ffmpeg exited (EPIPE) ends this packager through `done`, not the process.
  stdin.on('error', () => {});
  let attached = true;
  const subscriber = flvSubscriber(broadcast.streamPath, (buffer) => {
    if (!attached || stdin.destroyed) return;
    if (stdin.writableLength > MAX_BUFFERED_BYTES) {
      detach();
      ffmpeg.child.kill('SIGKILL');
      return;
    }
    stdin.write(buffer);
  });
  const detach = () => {
    if (!attached) return;
    attached = false;
    broadcast.donePlay(subscriber);
  };
  const done = ffmpeg.done.then(
    () => detach(),
    (error: Error) => {
      detach();
      throw new Error(redactCaptureSecrets(error.message));
    },
  );
  const failure = broadcast.postPlay(subscriber);
  if (failure !== null) {
    attached = false;
    ffmpeg.child.kill('SIGKILL');
  }
  return {
    done,
    async stop() {
      detach();
      stdin.end();
      const timer = setTimeout(() => ffmpeg.child.kill('SIGKILL'), FINISH_TIMEOUT_MS);
      await done.catch(() => {});
      clearTimeout(timer);
    },
  };
}
