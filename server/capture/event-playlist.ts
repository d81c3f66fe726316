/**
 * The segments of a part's EVENT playlist as the packager writes it (road-packager.ts): each with
 * its tag lines (#EXTINF, #EXT-X-PROGRAM-DATE-TIME), its file name and its length. The live window
 * (live-window.ts) hands out the last few; the recording (capture-recording.ts) takes them all.
 */
export type Segment = { lines: string[]; uri: string; seconds: number };

export function segmentsOf(playlist: string): Segment[] {
  const segments: Segment[] = [];
  let pending: string[] = [];
  for (const line of playlist.split('\n')) {
    if (line.startsWith('#EXTINF:') || line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.push(line);
    else if (line !== '' && !line.startsWith('#')) {
      const seconds = Number(/^#EXTINF:([\d.]+)/.exec(pending.find((l) => l.startsWith('#EXTINF:')) ?? '')?.[1] ?? 0);
      segments.push({ lines: pending, uri: line, seconds });
      pending = [];
    }
  }
  return segments;
}

const PLAYLIST_READS = 5;

/**
 * ffmpeg 4.1 rewrites a part's playlist in place (not by rename); a read that catches it midway
 * sees a file cut short, so a playlist only counts once it ends with a complete line. `read` is
 * tried again a few times; null when there is no playlist (or none complete).
 */
export async function completePlaylist(read: () => Promise<string | null>): Promise<string | null> {
  for (let attempt = 1; attempt <= PLAYLIST_READS; attempt++) {
    const text = await read();
    if (text === null) return null;
    if (text.startsWith('#EXTM3U') && text.endsWith('\n')) return text;
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
  return null;
}
