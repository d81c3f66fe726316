import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatNumber,
  formatTime,
  formatTimeRange,
  formatTimeSpent,
  formatWeekday,
} from '../../src/ui/i18n/format';

/**
 * The browser's one formatting module (issue 16 item 6). Every moment is a fixed instant read in
 * an explicit zone, or built from local fields, so the answers hold in any zone on any day.
 */

// Thursday 5 March 2026, 06:05:09 UTC: 14:05:09 on campus (UTC+8).
const INSTANT = '2026-03-05T06:05:09Z';
const CAMPUS = { timeZone: 'Asia/Shanghai' };

describe('dates', () => {
  it('iso: the calendar day in the given zone, the same in both languages', () => {
    expect(formatDate(INSTANT, 'en', 'iso', CAMPUS)).toBe('2026-03-05');
    expect(formatDate(INSTANT, 'zh', 'iso', CAMPUS)).toBe('2026-03-05');
    // 20:00 UTC on the 4th is already the 5th on campus.
    expect(formatDate('2026-03-04T20:00:00Z', 'en', 'iso', CAMPUS)).toBe('2026-03-05');
    expect(formatDate('2026-03-04T20:00:00Z', 'en', 'iso', { timeZone: 'UTC' })).toBe('2026-03-04');
  });

  it("iso: without a zone, the browser's own calendar day (late evening stays on its day)", () => {
    expect(formatDate(new Date(2024, 0, 9, 23, 59), 'en', 'iso')).toBe('2024-01-09');
    expect(formatDate(new Date(2024, 0, 9, 0, 1).getTime(), 'zh', 'iso')).toBe('2024-01-09');
  });

  it('dayMonth and weekdayDayMonth read as each language writes them', () => {
    expect(formatDate(INSTANT, 'en', 'dayMonth', CAMPUS)).toBe('5 Mar');
    expect(formatDate(INSTANT, 'zh', 'dayMonth', CAMPUS)).toBe('3月5日');
    expect(formatDate(INSTANT, 'en', 'weekdayDayMonth', CAMPUS)).toBe('Thu 5 Mar');
    expect(formatDate(INSTANT, 'zh', 'weekdayDayMonth', CAMPUS)).toBe('3月5日周四');
  });

  it('weekday names, Monday first, in any zone', () => {
    expect([0, 6].map((day) => formatWeekday(day, 'en'))).toEqual(['Monday', 'Sunday']);
    expect([0, 6].map((day) => formatWeekday(day, 'zh'))).toEqual(['星期一', '星期日']);
  });
});

describe('times', () => {
  it('a 24-hour clock with two-digit hours in both languages', () => {
    expect(formatTime(INSTANT, 'en', CAMPUS)).toBe('14:05');
    expect(formatTime(INSTANT, 'zh', CAMPUS)).toBe('14:05');
    expect(formatTime('2026-03-05T00:05:00Z', 'en', { timeZone: 'UTC' })).toBe('00:05');
    expect(formatTime(INSTANT, 'en', { ...CAMPUS, seconds: true })).toBe('14:05:09');
    expect(formatTime(new Date(2024, 2, 5, 8, 0), 'en')).toBe('08:00');
  });

  it('a range joins two times with an en dash', () => {
    expect(formatTimeRange(new Date(2024, 2, 5, 8, 0), new Date(2024, 2, 5, 9, 40), 'en')).toBe('08:00–09:40');
  });

  it('date and time together', () => {
    expect(formatDateTime(INSTANT, 'en', CAMPUS)).toBe('5 Mar 2026, 14:05');
    expect(formatDateTime(INSTANT, 'zh', CAMPUS)).toBe('2026年3月5日 14:05');
    expect(formatDateTime(INSTANT, 'en', { ...CAMPUS, seconds: true })).toBe('5 Mar 2026, 14:05:09');
    expect(formatDateTime(INSTANT, 'zh', { ...CAMPUS, seconds: true })).toBe('2026年3月5日 14:05:09');
  });
});

describe('durations', () => {
  it("clock: 'm:ss', with hours only when there are some", () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(75.9)).toBe('1:15');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-4)).toBe('0:00');
  });

  it("fixed: the time cards' hh:mm:ss", () => {
    expect(formatDuration(65.9, 'fixed')).toBe('00:01:05');
    expect(formatDuration(3 * 3600 + 7, 'fixed')).toBe('03:00:07');
    expect(formatDuration(100 * 3600, 'fixed')).toBe('100:00:00');
  });

  it('time spent: whole minutes in words, hours when there are some, nothing under a minute', () => {
    expect(formatTimeSpent(0, 'en')).toBeNull();
    expect(formatTimeSpent(59.9, 'en')).toBeNull();
    expect(formatTimeSpent(60, 'en')).toBe('1 minute');
    expect(formatTimeSpent(125, 'en')).toBe('2 minutes');
    expect(formatTimeSpent(3600, 'en')).toBe('1 hour');
    expect(formatTimeSpent(3900, 'en')).toBe('1 hour 5 minutes');
    expect(formatTimeSpent(2 * 3600 + 60, 'en')).toBe('2 hours 1 minute');
    expect(formatTimeSpent(125, 'zh')).toBe('2分钟');
    expect(formatTimeSpent(3900, 'zh')).toBe('1小时5分钟');
  });
});

describe('numbers and sizes', () => {
  it('group thousands; fixed decimals when asked', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'zh')).toBe('1,234');
    expect(formatNumber(12, 'en', 1)).toBe('12.0');
  });

  it('file sizes in powers of 1024, one decimal below 100', () => {
    expect(formatFileSize(944, 'en')).toBe('944 B');
    expect(formatFileSize(12.5 * 1024, 'en')).toBe('12.5 KB');
    expect(formatFileSize(3.2 * 1024 * 1024, 'zh')).toBe('3.2 MB');
    expect(formatFileSize(150 * 1024 * 1024, 'en')).toBe('150 MB');
    expect(formatFileSize(-1, 'en')).toBe('0 B');
  });
});
