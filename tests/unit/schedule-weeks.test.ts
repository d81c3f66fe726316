import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLocalDays,
  defaultTermWeek,
  mondayOf,
  parseLocalDate,
  termWeekOf,
  termWeekRange,
  termWeekStart,
  weekDays,
} from '../../src/ui/schedule/schedule-weeks';
import { timetableGrid } from '../../src/ui/schedule/timetable-grid';
import type { CurriculumLesson, LessonSlot } from '../../src/schemas/schedule';

/**
 * The timetable's weeks (src/ui/schedule/schedule-weeks.ts): week 1 holds the term's first day,
 * weeks run Monday to Sunday, and every step is a calendar step, so a summer-time change, a month
 * end or a new year never moves a day. Run in a zone with summer time.
 */
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

const day = (text: string) => parseLocalDate(text)!;
const text = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('term weeks', () => {
  it('reads YYYY-MM-DD as local midnight and refuses impossible dates', () => {
    expect(day('2026-09-07')).toEqual(new Date(2026, 8, 7));
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('07/09/2026')).toBeNull();
  });

  it('counts week 1 from the Monday of the week holding the first day, even when that is not a Monday', () => {
    // 2026-09-09 is a Wednesday: week 1 starts on Monday 7 September.
    const begin = day('2026-09-09');
    expect(text(termWeekStart(begin, 1))).toBe('2026-09-07');
    expect(termWeekOf(begin, day('2026-09-07'))).toBe(1);
    expect(termWeekOf(begin, day('2026-09-13'))).toBe(1); // Sunday
    expect(termWeekOf(begin, day('2026-09-14'))).toBe(2); // next Monday
    expect(termWeekOf(begin, day('2026-09-06'))).toBe(0); // the Sunday before
  });

  it('starts weeks on Monday across a month end and a year end', () => {
    const begin = day('2026-12-14');
    expect(text(termWeekStart(begin, 3))).toBe('2026-12-28');
    expect(weekDays(begin, 3).map(text)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(text(termWeekStart(begin, 4))).toBe('2027-01-04');
    expect(termWeekOf(begin, day('2027-01-01'))).toBe(3);
    expect(text(mondayOf(day('2026-03-01')))).toBe('2026-02-23'); // a Sunday in a short February
  });

  it('keeps whole days across a summer-time change: the week is 167 hours long, still seven days', () => {
    // Berlin moves its clocks forward on Sunday 29 March 2026.
    const begin = day('2026-03-02');
    const { begin: from, end: to } = termWeekRange(begin, 4);
    expect(text(from)).toBe('2026-03-23');
    expect(text(to)).toBe('2026-03-30');
    expect(from.getHours()).toBe(0);
    expect(to.getHours()).toBe(0);
    expect(to.getTime() - from.getTime()).toBe((7 * 24 - 1) * 3_600_000);
    expect(termWeekOf(begin, new Date(2026, 2, 29, 23, 30))).toBe(4);
    expect(termWeekOf(begin, new Date(2026, 2, 30, 0, 0))).toBe(5);
    // And back in autumn: 25 October 2026 has 25 hours.
    expect(text(addLocalDays(new Date(2026, 9, 25, 23, 30), 1))).toBe('2026-10-26');
    expect(termWeekOf(day('2026-09-07'), new Date(2026, 9, 25, 23, 59))).toBe(7);
  });

  it('opens on the current week, held inside the term', () => {
    const begin = day('2026-09-07');
    expect(defaultTermWeek(begin, 18, new Date(2026, 10, 24, 16, 45))).toBe(12);
    expect(defaultTermWeek(begin, 18, day('2026-08-01'))).toBe(1);
    expect(defaultTermWeek(begin, 18, day('2027-06-01'))).toBe(18);
  });
});

const slots: LessonSlot[] = [
  { letiNumber: 1, beginTime: '08:00', endTime: '08:45' },
  { letiNumber: 2, beginTime: '08:55', endTime: '09:40' },
  { letiNumber: 3, beginTime: '10:00', endTime: '10:45' },
  { letiNumber: 4, beginTime: '10:55', endTime: '11:40' },
];

const lesson = (courId: string, begin: Date, end: Date, letiNumber: number | null): CurriculumLesson => ({
  courId,
  teclId: 't',
  acteId: 'a',
  courName: courId,
  teclName: 'class',
  subjName: '线性代数',
  subjNameEn: 'Linear Algebra',
  teacName: 'Teacher',
  clroName: 'A101',
  courBeginTime: begin.toISOString(),
  courEndTime: end.toISOString(),
  weekNo: 1,
  letiNumber,
  courStatus: 0,
  isLive: false,
  vodId: null,
  role: 'student',
});

describe('the week grid', () => {
  it('puts a lesson on its weekday and first slot, covering the slots it lasts', () => {
    // Wednesday 9 September 2026, periods 1–2.
    const grid = timetableGrid([lesson('a', new Date(2026, 8, 9, 8, 0), new Date(2026, 8, 9, 9, 40), 1)], slots);
    const wednesday = grid.days[2]!;
    expect(wednesday.blocks.get(1)).toMatchObject({ slot: 1, span: 2 });
    expect([...wednesday.covered]).toEqual([2]);
    expect(grid.days.filter((d) => d.blocks.size > 0)).toHaveLength(1);
  });

  it('places a Sunday lesson in the last column and lessons off the slots in their own row', () => {
    const grid = timetableGrid(
      [
        lesson('sunday', new Date(2026, 8, 13, 10, 0), new Date(2026, 8, 13, 11, 40), 3),
        lesson('evening', new Date(2026, 8, 8, 22, 0), new Date(2026, 8, 8, 23, 0), null),
      ],
      slots,
    );
    expect(grid.days[6]!.blocks.get(3)!.span).toBe(2);
    expect(grid.days[1]!.offSlot.map((l) => l.courId)).toEqual(['evening']);
    expect(grid.hasOffSlot).toBe(true);
  });

  it('stops a block short of the next one on the same day', () => {
    const grid = timetableGrid(
      [
        lesson('long', new Date(2026, 8, 7, 8, 0), new Date(2026, 8, 7, 11, 40), 1),
        lesson('next', new Date(2026, 8, 7, 10, 0), new Date(2026, 8, 7, 11, 40), 3),
      ],
      slots,
    );
    expect(grid.days[0]!.blocks.get(1)!.span).toBe(2);
    expect(grid.days[0]!.blocks.get(3)!.span).toBe(2);
  });
});
