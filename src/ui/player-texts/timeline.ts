/**
 * Where playback is among a recording's timed texts: the transcript's lines and the slides. Both
 * are in time order of their starts (the server's cue order, the slide job's), so a binary search
 * finds the current one however long the lesson.
 */

/**
 * The item that began last by `timeS`, or -1 before the first. Between two lines the last one
 * stays current (the eye keeps its place in a pause); of two overlapping lines (two speakers), the
 * newer one.
 */
export function itemAt(starts: readonly number[], timeS: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! <= timeS) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** A slide's text as lines, spaces tidied, empty lines left out. */
export const slideLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

/** A slide's title for its chapter: the first line of its text, or null when nothing was read on it. */
export const chapterTitle = (text: string): string | null => slideLines(text)[0] ?? null;

/**
 * Where a chapter sits on a bar of the recording's length, in percent of it: from its start to the
 * next one's (a slide lasts until the next is shown), the last to its own end. `durationS` is the
 * recording's; when unknown (0), the slides' own end stands for it.
 */
export function chapterSpans(slides: readonly { atS: number; endS: number }[], durationS: number): { left: number; width: number }[] {
  const length = durationS > 0 ? durationS : Math.max(0, ...slides.map((slide) => slide.endS));
  if (length <= 0) return slides.map(() => ({ left: 0, width: 0 }));
  const percent = (seconds: number) => (Math.min(length, Math.max(0, seconds)) / length) * 100;
  return slides.map((slide, i) => {
    const left = percent(slide.atS);
    const end = percent(slides[i + 1]?.atS ?? slide.endS);
    return { left, width: Math.max(0, end - left) };
  });
}
