import type { WatchRecordItem } from '../../schemas/personal';
import type { WatchRequest } from '../playback/watch-decision';

export type RecordOpening = { label: 'resume' | 'live' | 'recording'; request: WatchRequest };

/**
 * What a viewing-record entry's open button does: a recording resumes at its stored position; a
 * live lesson opens live while it is on air (the watch check still turns it into the recording
 * if it ended meanwhile), else its recording from the start, else there is nothing to open.
 */
export function recordOpening(record: WatchRecordItem): RecordOpening | null {
  const { courId, teclId, vodId } = record;
  if (record.kind === 'vod') {
    return vodId === null
      ? null
      : { label: 'resume', request: { kind: 'video', courseId: courId, teclId, vodId, startS: record.positionS } };
  }
  if (record.onAir && courId !== null) return { label: 'live', request: { kind: 'live', courseId: courId, teclId } };
  if (vodId !== null) return { label: 'recording', request: { kind: 'video', courseId: courId, teclId, vodId } };
  return null;
}
