import { posix } from 'node:path';
import { checkedKey, type LocalCopy, type MediaKey, type MediaStore } from '../storage';
import type { ScratchFolder } from '../storage/scratch-folder';
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

const playlistLines = (text: string) => text.split(/\r?\n/).map((line) => line.trim());

/**
 * The stored file a playlist `playlist` names by `uri`: in the playlist's folder or below it. A
 * playlist naming a file outside its folder (or on the network) is not one Lectern wrote.
 */
function keyBeside(playlist: MediaKey, uri: string): MediaKey {
  const folder = posix.dirname(playlist);
  const chosen = posix.normalize(posix.join(folder, uri));
  if (uri.startsWith('/') || uri.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(uri) || !chosen.startsWith(`${folder}/`))
    throw new Error('the recording names a file outside its folder');
  return checkedKey(chosen);
}

/** The media playlist of the best rendition named by a stored master playlist (or the playlist itself). */
export async function bestRendition(store: MediaStore, playlist: MediaKey): Promise<MediaKey> {
  const text = await store.read(playlist);
  if (text === null) throw new Error('the recording has no playlist');
  const lines = playlistLines(text.toString('utf8'));
  let best: { uri: string; bandwidth: number } | null = null;
  for (let i = 0; i < lines.length - 1; i++) {
    const bandwidth = /^#EXT-X-STREAM-INF:.*\bBANDWIDTH=(\d+)/.exec(lines[i]!);
    const uri = lines[i + 1]!;
    if (bandwidth && uri !== '' && !uri.startsWith('#') && (best === null || Number(bandwidth[1]) > best.bandwidth))
      best = { uri, bandwidth: Number(bandwidth[1]) };
  }
  if (best === null) return playlist;
  try {
    return keyBeside(playlist, best.uri);
  } catch {
    throw new Error('the recording names a rendition outside its folder');
  }
}

/**
 * A stored HLS media playlist as a local file ffmpeg can read: each segment materialised
 * (MediaStore.materialise: the stored file itself on the local driver, a download on an object
 * store) and a copy of the playlist naming them by their local paths written into `work`.
 * `release` when the cut is done.
 */
export async function materialiseHls(store: MediaStore, playlist: MediaKey, work: ScratchFolder): Promise<LocalCopy> {
  const text = await store.read(playlist);
  if (text === null) throw new Error('the recording has no playlist');
  const copies: LocalCopy[] = [];
  const release = async () => {
    await Promise.all(copies.map((copy) => copy.release()));
  };
  try {
    const lines: string[] = [];
    for (const line of playlistLines(text.toString('utf8'))) {
      // Lectern's segments are MPEG-TS named on their own lines: no init section, no key file.
      if (line.startsWith('#') && /\bURI=/.test(line)) throw new Error('the recording names files this cut cannot read');
      if (line === '' || line.startsWith('#')) lines.push(line);
      else {
        const copy = await store.materialise(keyBeside(playlist, line));
        copies.push(copy);
        lines.push(copy.path);
      }
    }
    const name = 'source.m3u8';
    await work.write(name, `${lines.join('\n')}\n`);
    return { path: work.pathOf(name), release };
  } catch (error) {
    await release();
    throw error;
  }
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
