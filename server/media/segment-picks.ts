/**
 * Which segment of a recording plays at a given time (segment-pictures.ts takes its pictures
 * there). A recording is parts played one after another (a captured road's parts, each behind a
 * discontinuity, capture-recording.ts); a part is its segments in order, each with its length.
 */
export type RecordingSegment = { name: string; seconds: number };
/** A segment and the index of the part it belongs to. */
export type SegmentPick = { part: number; segment: RecordingSegment };

/**
 * For each of `times` (seconds from the recording's start), the segment playing then: the last
 * one starting at or before it. A time before the start gets the first segment, one past the
 * end the last; a segment of no length is never picked (the next one starts at the same time).
 */
export function segmentsAt(parts: readonly (readonly RecordingSegment[])[], times: readonly number[]): SegmentPick[] {
  const starts: (SegmentPick & { startS: number })[] = [];
  let startS = 0;
  parts.forEach((segments, part) => {
    for (const segment of segments) {
      starts.push({ part, segment, startS });
      startS += segment.seconds;
    }
  });
  if (starts.length === 0) return [];
  return times.map((time) => {
    // Binary search: a recording of 90 minutes has 10,800 half-second segments.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]!.startS <= time) low = middle;
      else high = middle - 1;
    }
    const { part, segment } = starts[low]!;
    return { part, segment };
  });
}
