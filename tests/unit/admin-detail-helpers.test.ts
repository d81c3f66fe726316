import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudentCompletion } from '../../src/schemas/reports';
import { draftOf, endKeepingLength, instantOf, moveBodyOf, type LessonDraft } from '../../src/ui/admin/detail/lesson-time';
import { percentOf, viewingFiguresOf } from '../../src/ui/admin/detail/viewing-figures';

/** /admin/detail's pure helpers: the move dialog's times and the viewing tab's figures (docs/admin.md "The class detail page"). */

const originalZone = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
beforeEach(() => inZone('Asia/Shanghai'));
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('the move dialog’s times', () => {
  it('shows a lesson in the browser’s zone and sends it back with that zone', () => {
    const lesson = { courBeginTime: '2026-03-02T00:00:00Z', courEndTime: '2026-03-02T01:40:00Z', clroId: 'r1' };
    expect(draftOf(lesson)).toEqual({ date: '2026-03-02', begin: '08:00', end: '09:40', clroId: 'r1' });
    expect(instantOf('2026-03-02', '08:00')).toBe('2026-03-02T08:00:00+08:00');
    expect(new Date(instantOf('2026-03-02', '08:00')!).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('writes the offset a zone has on that day, across a daylight-saving change', () => {
    inZone('America/New_York');
    expect(instantOf('2026-03-06', '10:00')).toBe('2026-03-06T10:00:00-05:00');
    expect(instantOf('2026-03-09', '10:00')).toBe('2026-03-09T10:00:00-04:00');
    inZone('Asia/Kolkata');
    expect(instantOf('2026-03-02', '08:00')).toBe('2026-03-02T08:00:00+05:30');
    inZone('UTC');
    expect(instantOf('2026-03-02', '08:00')).toBe('2026-03-02T08:00:00+00:00');
  });

  it('refuses malformed or impossible dates and times, and a time skipped by a clock change', () => {
    expect(instantOf('', '08:00')).toBeNull();
    expect(instantOf('2026-02-30', '08:00')).toBeNull();
    expect(instantOf('2026-03-02', '8:00')).toBeNull();
    expect(instantOf('2026-03-02', '24:00')).toBeNull();
    inZone('America/New_York');
    expect(instantOf('2026-03-08', '02:30')).toBeNull();
  });

  it('keeps the lesson’s length when its begin moves, never past the end of the day', () => {
    expect(endKeepingLength('08:00', '09:40', '10:00')).toBe('11:40');
    expect(endKeepingLength('08:00', '09:40', '07:15')).toBe('08:55');
    expect(endKeepingLength('08:00', '09:40', '23:00')).toBe('23:59');
    expect(endKeepingLength('08:00', '09:40', '')).toBe('09:40');
  });

  describe('the body sent', () => {
    const before: LessonDraft = { date: '2026-03-02', begin: '08:00', end: '09:40', clroId: 'r1' };

    it('is nothing when nothing changed', () => {
      expect(moveBodyOf(before, { ...before }, false)).toBeNull();
    });

    it('names begin and end when the day or a time changed, and only the room when it alone did', () => {
      expect(moveBodyOf(before, { ...before, date: '2026-03-03' }, false)).toEqual({
        courBeginTime: '2026-03-03T08:00:00+08:00',
        courEndTime: '2026-03-03T09:40:00+08:00',
      });
      expect(moveBodyOf(before, { ...before, end: '10:00', clroId: 'r2' }, false)).toEqual({
        courBeginTime: '2026-03-02T08:00:00+08:00',
        courEndTime: '2026-03-02T10:00:00+08:00',
        clroId: 'r2',
      });
      expect(moveBodyOf(before, { ...before, clroId: 'r2' }, false)).toEqual({ clroId: 'r2' });
      expect(moveBodyOf(before, { ...before, clroId: '' }, false)).toEqual({ clroId: null });
    });

    it('changes only the room of a lesson that has begun', () => {
      expect(moveBodyOf(before, { ...before, date: '2026-03-03', clroId: 'r2' }, true)).toEqual({ clroId: 'r2' });
      expect(moveBodyOf(before, { ...before, date: '2026-03-03' }, true)).toBeNull();
    });

    it('is invalid when a field was cleared', () => {
      expect(moveBodyOf(before, { ...before, date: '' }, false)).toBe('invalid');
      expect(moveBodyOf(before, { ...before, end: '' }, false)).toBe('invalid');
    });
  });
});

describe('the viewing figures', () => {
  const student = (name: string, watched: number, averagePercent: number): StudentCompletion => ({
    userId: name,
    name,
    username: name,
    code: '',
    watched,
    averagePercent,
    lastWatchedAt: watched === 0 ? null : '2026-03-02T08:00:00Z',
  });

  it('counts everyone enrolled in the average, those who watched nothing at 0, and lists them', () => {
    const students = [student('a', 2, 0.5), student('b', 0, 0), student('c', 1, 0.25), student('d', 0, 0)];
    const figures = viewingFiguresOf(students);
    expect(figures.enrolled).toBe(4);
    expect(figures.watchedAny).toBe(2);
    expect(figures.averagePercent).toBeCloseTo(0.1875);
    expect(figures.notWatched.map((s) => s.name)).toEqual(['b', 'd']);
  });

  it('is all zero for a class without students', () => {
    expect(viewingFiguresOf([])).toEqual({ enrolled: 0, watchedAny: 0, averagePercent: 0, notWatched: [] });
  });

  it('turns a share into a bar width within 0–100', () => {
    expect(percentOf(0.256)).toBe(26);
    expect(percentOf(1.4)).toBe(100);
    expect(percentOf(-0.1)).toBe(0);
  });
});
