/**
 * ffmpeg 4.1's HLS muxer rounds the target duration to the nearest whole second, so half-second
 * live segments come out as `#EXT-X-TARGETDURATION:0`. RFC 8216 §4.3.3.1 wants it at least each
 * segment's duration rounded, and hls.js times its playlist reloads from it (0 would reload
 * without pause). The playlist is handed out with the smallest valid whole number instead.
 */
const TARGET = /^#EXT-X-TARGETDURATION:(\d+)\s*$/m;
const SEGMENT = /^#EXTINF:([\d.]+)/gm;

export function withValidTargetDuration(playlist: string): string {
  const stated = TARGET.exec(playlist);
  if (!stated) return playlist;
  const longest = Math.max(0, ...[...playlist.matchAll(SEGMENT)].map((match) => Number(match[1])));
  const needed = Math.max(1, Math.ceil(longest));
  return Number(stated[1]) >= needed ? playlist : playlist.replace(TARGET, `#EXT-X-TARGETDURATION:${needed}`);
}
