/**
 * SRT is WebVTT's elder: numbered blocks, a comma before the milliseconds, no signature line, and
 * players' `{\an8}` placement codes in the text. Rewritten as WebVTT, an SRT file is judged by the
 * same strict parser as a WebVTT one, line for line: the signature and its blank line come first,
 * so line N of the file is line N + SRT_LINE_SHIFT of the rewrite.
 */
export const SRT_LINE_SHIFT = 2;

const COMMA_MILLISECONDS = /(\d+:\d{2}:\d{2}),(\d{3})/g;
const PLACEMENT_CODE = /\{\\[^}]*\}/g;

export function srtAsWebVtt(srt: string): string {
  const lines = srt
    .split(/\r\n|\r|\n/)
    .map((line) => (line.includes('-->') ? line.replace(COMMA_MILLISECONDS, '$1.$2') : line.replace(PLACEMENT_CODE, '')));
  return ['WEBVTT', '', ...lines].join('\n');
}
