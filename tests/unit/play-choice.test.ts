import { expect, it } from 'vitest';
import type { PlayLesson } from '../../src/schemas/playback';
import { chooseLesson, startPosition } from '../../src/ui/player/play-choice';
import { watchRecordOf } from '../../src/ui/player/use-watch-records';

const lesson = (vodId: string, watch: PlayLesson['watch'] = null, durationS = 600): PlayLesson => ({
  vodId,
  courId: null,
  title: vodId,
  durationS,
  posterUrl: null,
  recordedAt: '2026-11-01T08:00:00.000Z',
  texts: { captions: [], slidesUrl: `/v1/vod/${vodId}/slides`, momentsUrl: `/v1/vod/${vodId}/moments` },
  roads: [],
  collected: false,
  watch,
});

it('plays the recording asked for, else the newest (the last of the list)', () => {
  const lessons = [lesson('a'), lesson('b'), lesson('c')];
  expect(chooseLesson(lessons, 'b')?.vodId).toBe('b');
  expect(chooseLesson(lessons, undefined)?.vodId).toBe('c');
  expect(chooseLesson(lessons, 'gone')?.vodId).toBe('c');
  expect(chooseLesson([], undefined)).toBeNull();
});

it('starts at the deep link, else where the viewer left off, else at the beginning', () => {
  const watched = lesson('a', { positionS: 120, watchPercent: 0.2 });
  expect(startPosition(watched, 30)).toBe(30);
  expect(startPosition(watched, 0)).toBe(0);
  expect(startPosition(watched, undefined)).toBe(120);
  expect(startPosition(lesson('b'), undefined)).toBe(0);
  // A deep link past the end is held at the end.
  expect(startPosition(watched, 9_999)).toBe(600);
});

it('starts a lesson watched to the end again from the beginning', () => {
  expect(startPosition(lesson('a', { positionS: 598, watchPercent: 1 }), undefined)).toBe(0);
  expect(startPosition(lesson('a', { positionS: 590, watchPercent: 0.98 }), undefined)).toBe(590);
});

it('turns the position into a watch record with a percent between 0 and 1', () => {
  expect(watchRecordOf('v', 30, 120)).toEqual({ vodId: 'v', positionS: 30, watchPercent: 0.25 });
  expect(watchRecordOf('v', 130, 120).watchPercent).toBe(1);
  expect(watchRecordOf('v', 10, 0).watchPercent).toBe(0);
  expect(watchRecordOf('v', -1, 100)).toEqual({ vodId: 'v', positionS: 0, watchPercent: 0 });
});
