import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { STALL_LIMIT_MS, runFfmpeg, runFfprobe, type RunOptions } from '../media/ffmpeg';

/**
 * Cutting a clip out of a recording (docs/uploads.md "Clips"). A recording is HLS: the cut reads
 * its best rendition. When the in point falls on a key frame and the out point on one too (or at
 * the end), the cut copies the streams as they are (fast, no loss); otherwise it re-encodes the
 * cut, seeking to the key frame before the in point and decoding from there, so it starts on the
 * exact frame asked for. Either way the result is one file that the transcoder then packages.
 */

/** How close to a key frame a cut point counts as on it: about a frame at 25 frames a second. */
export const KEYFRAME_TOLERANCE_S = 0.05;

/** The media playlist of the best rendition named by a master playlist (or the playlist itself). */
export async function bestRendition(playlist: string): Promise<string> {
  const lines = (await readFile(playlist, 'utf8')).split(/\r?\n/).map((line) => line.trim());
  let best: { uri: string; bandwidth: number } | null = null;
  for (let i = 0; i < lines.length - 1; i++) {
    const bandwidth = /^#EXT-X-STREAM-INF:.*\bBANDWIDTH=(\d+)/.exec(lines[i]!);
    const uri = lines[i + 1]!;
    if (bandwidth && uri !== '' && !uri.startsWith('#') && (best === null || Number(bandwidth[1]) > best.bandwidth))
      best = { uri, bandwidth: Number(bandwidth[1]) };
  }
  if (best === null) return playlist;
  const folder = normalize(dirname(playlist));
  const chosen = normalize(join(folder, best.uri));
  // A playlist naming a file outside its folder (or on the network) is not one Lectern wrote.
  if (!chosen.startsWith(`${folder}${sep}`) || /^[a-z][a-z0-9+.-]*:/i.test(best.uri))
    throw new Error('the recording names a rendition outside its folder');
  return chosen;
}

/** Key frame times of the first video stream, in seconds from the start of the file (as -ss counts). */
export async function keyframeTimes(file: string): Promise<number[]> {
  const out = await runFfprobe(['-select_streams', 'v:0', '-show_entries', 'packet=pts_time,flags:format=start_time', '-of', 'json', file]);
  const json = JSON.parse(out) as { packets?: { pts_time?: string; flags?: string }[]; format?: { start_time?: string } };
  const start = Number(json.format?.start_time ?? 0) || 0;
  return (json.packets ?? [])
    .filter((packet) => packet.flags?.startsWith('K') && packet.pts_time !== undefined)
    .map((packet) => Math.max(0, Number(packet.pts_time) - start))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
}

export type CutMethod = 'copy' | 'encode';

const onKeyframe = (keyframes: readonly number[], t: number) => keyframes.some((k) => Math.abs(k - t) <= KEYFRAME_TOLERANCE_S);

/** Stream copy when both cut points sit on key frames (the out point may instead be the end). */
export function cutMethod(keyframes: readonly number[], inS: number, outS: number, durationS: number): CutMethod {
  const inOk = onKeyframe(keyframes, inS);
  const outOk = outS >= durationS - KEYFRAME_TOLERANCE_S || onKeyframe(keyframes, outS);
  return inOk && outOk ? 'copy' : 'encode';
}

/** The last key frame at or before `t` (0 when none). */
export const keyframeBefore = (keyframes: readonly number[], t: number) =>
  keyframes.filter((k) => k <= t + KEYFRAME_TOLERANCE_S).at(-1) ?? 0;

const seconds = (s: number) => s.toFixed(3);

/**
 * The ffmpeg arguments cutting [inS, outS] of `source` into `target` (MP4). A copy seeks the input
 * to the in point (the HLS reader lands on the segment, hence key frame, there); a re-encode
 * seeks the input to the key frame before it, then drops the frames up to the in point exactly
 * (seeking the input alone past a segment start loses the first part of the sound).
 */
export function cutArgs(
  method: CutMethod,
  keyframes: readonly number[],
  source: string,
  target: string,
  inS: number,
  outS: number,
): string[] {
  const streams = ['-map', '0:v:0', '-map', '0:a:0?'];
  if (method === 'copy') return ['-ss', seconds(inS), '-i', source, '-t', seconds(outS - inS), ...streams, '-c', 'copy', target];
  const from = Math.min(keyframeBefore(keyframes, inS), inS);
  return [
    ...(from > 0 ? ['-ss', seconds(from)] : []),
    '-i',
    source,
    '-ss',
    seconds(inS - from),
    '-t',
    seconds(outS - inS),
    ...streams,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-c:a', 'aac', '-b:a', '128k'],
    target,
  ];
}

/** Cuts the clip into `target`; answers the method used. */
export async function cutClip(
  source: string,
  target: string,
  cut: { inS: number; outS: number; durationS: number },
  options: Pick<RunOptions, 'signal'> = {},
): Promise<CutMethod> {
  const keyframes = await keyframeTimes(source);
  const method = cutMethod(keyframes, cut.inS, cut.outS, cut.durationS);
  await runFfmpeg(cutArgs(method, keyframes, source, target, cut.inS, cut.outS), { ...options, stallAfterMs: STALL_LIMIT_MS });
  return method;
}
