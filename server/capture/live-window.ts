import { LIVE_PLAYLIST_SEGMENTS } from '../../src/constants';
import { partDir } from './capture-folders';
import { segmentsOf } from './event-playlist';

/**
 * The live playlist of a captured road (docs/capture.md "Live out"): the packager writes one EVENT
 * playlist per part holding every segment since the feed began (the recording's), and players
 * are handed its last LIVE_PLAYLIST_SEGMENTS, as a sliding live playlist. Media sequence numbers
 * keep growing across parts (a million per part) and each part is its own discontinuity, so a
 * player that was watching before an encoder reconnected carries on into the new part. Segment
 * addresses name their part: `part-002/seg-00017.ts`.
 */
const PART_SPAN = 1_000_000;

const SEGMENT_NUMBER = /(\d+)\.ts$/;

const PDT = '#EXT-X-PROGRAM-DATE-TIME:';

/** A program date-time line moved `shiftMs` earlier, in the ISO form with milliseconds. */
function shifted(line: string, shiftMs: number): string {
  if (shiftMs === 0 || !line.startsWith(PDT)) return line;
  const at = Date.parse(line.slice(PDT.length));
  return Number.isNaN(at) ? line : `${PDT}${new Date(at - shiftMs).toISOString()}`;
}

/** The (index, end of its program date-time in ms) of the `index`-th segment; null when there are not so many. */
export function segmentEnd(playlist: string, index: number): { name: string; endMs: number } | null {
  const segment = segmentsOf(playlist)[index];
  const pdt = segment?.lines.find((line) => line.startsWith(PDT));
  if (segment === undefined || pdt === undefined) return null;
  const at = Date.parse(pdt.slice(PDT.length));
  return Number.isNaN(at) ? null : { name: segment.uri, endMs: at + segment.seconds * 1000 };
}

/**
 * The live window of part `part`'s playlist; null while it has no segment yet. `shiftMs` corrects
 * its program date-times (capture-feed.ts: ffmpeg 4.1 starts them on a whole second).
 */
export function liveWindow(playlist: string, part: number, count = LIVE_PLAYLIST_SEGMENTS, shiftMs = 0): string | null {
  const all = segmentsOf(playlist);
  if (all.length === 0) return null;
  const window = all.slice(-count);
  const first = Number(SEGMENT_NUMBER.exec(window[0]!.uri)?.[1] ?? all.length - window.length);
  const target = Math.max(1, Math.ceil(Math.max(...window.map((s) => s.seconds))));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${part * PART_SPAN + first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${part - 1}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...window.flatMap((s) => [...s.lines.map((line) => shifted(line, shiftMs)), `${partDir(part)}/${s.uri}`]),
    '',
  ].join('\n');
}
