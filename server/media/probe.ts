import { runFfprobe } from './ffmpeg';

/** What ffprobe says about a media file: enough to validate uploads and demo output. */
export type MediaStream = { type: string; codec: string; width?: number; height?: number };
export type MediaInfo = { durationS: number; streams: MediaStream[] };

type ProbeJson = {
  format?: { duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
};

export async function probeMedia(file: string): Promise<MediaInfo> {
  const out = await runFfprobe(['-print_format', 'json', '-show_format', '-show_streams', file]);
  const json = JSON.parse(out) as ProbeJson;
  return {
    durationS: Number(json.format?.duration ?? 0),
    streams: (json.streams ?? []).map((s) => ({
      type: s.codec_type ?? 'unknown',
      codec: s.codec_name ?? 'unknown',
      ...(s.width ? { width: s.width } : {}),
      ...(s.height ? { height: s.height } : {}),
    })),
  };
}
