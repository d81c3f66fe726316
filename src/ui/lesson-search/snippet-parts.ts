import type { TextPart } from '../advance-search/highlight';

/**
 * A moment's snippet cut into plain and marked stretches from the server's marks (offsets into
 * the snippet, UTF-16 units; docs/search.md "Inside lessons"). The marks are trusted for where
 * they point, not for how they are formed: out-of-range ends are clamped, empty or reversed ones
 * dropped, overlapping ones merged, so the parts always spell the snippet exactly. Marks apart by
 * nothing but spaces become one stretch: "Fourier transform" reads as the phrase that was asked,
 * not as two words that happen to stand together.
 */
export function snippetParts(snippet: string, marks: readonly { start: number; end: number }[]): TextPart[] {
  const clamp = (offset: number) => Math.min(snippet.length, Math.max(0, offset));
  const ranges = marks
    .map((mark) => ({ start: clamp(mark.start), end: clamp(mark.end) }))
    .filter((mark) => mark.end > mark.start)
    .sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let from = 0;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    if (range.end <= start) continue;
    const gap = snippet.slice(from, start);
    const last = parts.at(-1);
    if (last?.marked === true && gap.trim() === '') last.text += snippet.slice(from, range.end);
    else {
      if (gap !== '') parts.push({ text: gap, marked: false });
      parts.push({ text: snippet.slice(start, range.end), marked: true });
    }
    from = range.end;
  }
  if (from < snippet.length) parts.push({ text: snippet.slice(from), marked: false });
  return parts;
}
