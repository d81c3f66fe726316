/**
 * The HLS ladder Lectern serves (DESIGN.md §6: at least two renditions) and the pieces to build
 * it with ffmpeg 4.1, which cannot write master playlists itself (-master_pl_name crashes).
 * Layout of one output directory: master.m3u8, <rendition>/index.m3u8, <rendition>/seg-NNN.ts.
 */

export type Rendition = { name: string; width: number; height: number; videoKbps: number; audioKbps: number };

export const HLS_RENDITIONS: readonly Rendition[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 600, audioKbps: 64 },
  { name: '720p', width: 1280, height: 720, videoKbps: 1500, audioKbps: 96 },
];

export const HLS_SEGMENT_S = 2;
export const MASTER_PLAYLIST = 'master.m3u8';
export const RENDITION_PLAYLIST = 'index.m3u8';

/** H.264 High level 3.1 and AAC-LC, as the encoder arguments below force. */
const VIDEO_CODEC = 'avc1.64001f';
const AUDIO_CODEC = 'mp4a.40.2';
/** Headroom for the MPEG-TS container over the encoder's peak rate. */
const TS_OVERHEAD = 1.1;

export const renditionPlaylistPath = (r: Rendition) => `${r.name}/${RENDITION_PLAYLIST}`;

/** A filter graph fragment that fits `input` into every rendition's frame (letterboxed). */
export function ladderFilter(input: string, renditions: readonly Rendition[] = HLS_RENDITIONS) {
  const labels = renditions.map((r) => `[v${r.name}]`);
  const splits = renditions.map((_, i) => `[split${i}]`).join('');
  const scales = renditions.map(
    (r, i) =>
      `[split${i}]scale=${r.width}:${r.height}:force_original_aspect_ratio=decrease,` +
      `pad=${r.width}:${r.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p${labels[i]}`,
  );
  return { filter: [`${input}split=${renditions.length}${splits}`, ...scales].join(';'), labels };
}

/** ffmpeg output arguments writing one rendition as a VOD HLS playlist under `outDir`. */
export function hlsOutputArgs(r: Rendition, videoLabel: string, audioMap: string | null, outDir: string): string[] {
  const audio = audioMap ? ['-map', audioMap, '-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2'] : [];
  return [
    '-map',
    videoLabel,
    ...audio,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-level',
    '3.1',
    '-b:v',
    `${r.videoKbps}k`,
    '-maxrate',
    `${Math.round(r.videoKbps * 1.1)}k`,
    '-bufsize',
    `${r.videoKbps * 2}k`,
    // A key frame every segment, whatever the frame rate, so segments cut evenly.
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_S})`,
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_S),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${outDir}/${r.name}/seg-%03d.ts`,
    `${outDir}/${renditionPlaylistPath(r)}`,
  ];
}

/** The master playlist naming every rendition, written by hand. */
export function masterPlaylist(renditions: readonly Rendition[] = HLS_RENDITIONS, hasAudio = true): string {
  const codecs = hasAudio ? `${VIDEO_CODEC},${AUDIO_CODEC}` : VIDEO_CODEC;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const r of renditions) {
    const kbps = r.videoKbps * 1.1 + (hasAudio ? r.audioKbps : 0);
    const bandwidth = Math.round(kbps * 1000 * TS_OVERHEAD);
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`);
    lines.push(renditionPlaylistPath(r));
  }
  return `${lines.join('\n')}\n`;
}
