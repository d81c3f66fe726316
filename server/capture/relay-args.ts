import { CAPTURE_H264_ARGS } from './road-packager';

/**
 * ffmpeg's arguments for a pull relay (pull-relays.ts): read the encoder's address and push it as
 * FLV to the ingest. The picture and sound are copied (a classroom box or IP camera sends H.264,
 * and audio the packager turns into AAC if it must); an encoder whose codecs FLV cannot carry
 * (HEVC, Opus) is encoded instead, to what the ingest copies through, key frames every segment.
 * An RTSP address is read as ffmpeg negotiates it (UDP, then TCP when UDP gets nothing through).
 */
export function relayArgs(source: string, target: string, options: { encode: boolean }): string[] {
  const codecs = options.encode ? [...CAPTURE_H264_ARGS, '-c:a', 'aac', '-b:a', '128k'] : ['-c', 'copy'];
  return ['-i', source, '-map', '0:v:0', '-map', '0:a:0?', ...codecs, '-f', 'flv', target];
}
