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
