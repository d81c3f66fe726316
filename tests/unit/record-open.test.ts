import { describe, expect, it } from 'vitest';
import type { WatchRecordItem } from '../../src/schemas/personal';
import { recordOpening } from '../../src/ui/personal-center/record-open';

/** A viewing-record entry's open button (docs/personal-center.md "Viewing record"). */
const entry = (fields: Partial<WatchRecordItem>): WatchRecordItem => ({
  id: 'e1',
  kind: 'vod',
  vodId: 'v1',
  courId: 'c1',
  teclId: 't1',
  title: 'Lesson',
  subjName: '课',
  subjNameEn: 'Course',
  teacName: 'Teacher',
  teclImgUrl: null,
  posterUrl: null,
  durationS: 600,
  watchPercent: 0.5,
  positionS: 300,
  watchedS: null,
  onAir: false,
  isLive: false,
  watchedAt: '2026-03-02T08:00:00.000Z',
  date: '2026-03-02',
  ...fields,
});

describe('opening a viewing-record entry', () => {
  it('resumes a recording at its stored position', () => {
    expect(recordOpening(entry({}))).toEqual({
      label: 'resume',
      request: { kind: 'video', courseId: 'c1', teclId: 't1', vodId: 'v1', startS: 300 },
    });
  });

  it('opens a live entry live while on air, else its recording, else nothing', () => {
    const live = { kind: 'live', isLive: true, watchedS: 120, positionS: 0 } as const;
    expect(recordOpening(entry({ ...live, onAir: true, vodId: null }))).toEqual({
      label: 'live',
      request: { kind: 'live', courseId: 'c1', teclId: 't1' },
    });
    expect(recordOpening(entry({ ...live, onAir: false, vodId: 'v9' }))).toEqual({
      label: 'recording',
      request: { kind: 'video', courseId: 'c1', teclId: 't1', vodId: 'v9' },
    });
    expect(recordOpening(entry({ ...live, onAir: false, vodId: null }))).toBeNull();
  });
});
