/** WebVTT caption files (DESIGN.md §6 "captions (WebVTT)"). */
export type Cue = { startS: number; endS: number; text: string };

const stamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** Cue text is markup in WebVTT: a speech engine's `R&D` or `x < y` must stay text. A blank line would end the cue. */
const cueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n\s*\n/g, '\n');

export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${stamp(c.startS)} --> ${stamp(c.endS)}\n${cueText(c.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
