import { beforeAll, describe, expect, it } from 'vitest';
import { historyDateText } from '../../src/ui/history/history-date-text';
import { loadCatalogue } from '../../src/ui/i18n/translate';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

// Local times, so the expectation holds in any time zone.
const at = (hour: number, minute: number) => new Date(2024, 2, 5, hour, minute).toISOString();
const lesson = { courBeginTime: at(8, 0), courEndTime: at(9, 40), weekNo: 3, letiNumber: null };

describe('watch-history date text (SPEC §3)', () => {
  it("is 'week N' plus the date and the time range", () => {
    expect(historyDateText(lesson, 'en')).toBe('week 3 2024-03-05 08:00-09:40');
  });

  it("is the date plus 'lesson N' when the lesson has a time-slot number", () => {
    expect(historyDateText({ ...lesson, letiNumber: 2 }, 'en')).toBe('2024-03-05 lesson 2');
  });

  it('reads ordinals in Chinese numerals in Chinese', () => {
    expect(historyDateText({ ...lesson, weekNo: 12 }, 'zh')).toBe('第十二周 2024-03-05 08:00-09:40');
    expect(historyDateText({ ...lesson, letiNumber: 3 }, 'zh')).toBe('2024-03-05 第三节');
  });

  it('pads single-digit months, days and times', () => {
    const early = {
      ...lesson,
      courBeginTime: new Date(2024, 0, 9, 7, 5).toISOString(),
      courEndTime: new Date(2024, 0, 9, 7, 50).toISOString(),
    };
    expect(historyDateText(early, 'en')).toBe('week 3 2024-01-09 07:05-07:50');
  });
});
