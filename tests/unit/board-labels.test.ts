import { describe, expect, it } from 'vitest';
import type { DataBoard } from '../../src/schemas/data-board';
import { organisationsOption, topLessonsOption, type ChartFrame } from '../../src/ui/data-board/board-options';
import type { Language } from '../../src/ui/i18n/translate';
import { recordingContext } from '../../src/ui/shared/recording-label';

/**
 * What the data board's bars are named (issue 28): names whole, never cut ("Outline of Modern
 * Chines…"), and recordings titled alike told apart by their class and their lesson's date, in
 * the reader's language.
 */

// 24 Nov 2026 08:00 and 27 Nov 2026 14:00 on campus (UTC+8): the two lessons of week 9.
const TUESDAY = '2026-11-24T00:00:00Z';
const FRIDAY = '2026-11-27T06:00:00Z';
const CAMPUS = { timeZone: 'Asia/Shanghai' };

const frame = (language: Language, narrow = false): ChartFrame => ({
  language,
  narrow,
  narrowNamesPx: 326,
  px: (designPx) => designPx,
  texts: {
    visits: 'Visits',
    visitors: 'Visitors',
    viewers: 'Viewers',
    recordings: 'Recordings watched',
    live: 'Live lessons attended',
    completion: (bucket) => bucket,
    averageWatched: (percent) => `${percent}% watched on average`,
  },
});

const lesson = (vodId: string, recordedAt: string, viewers: number): DataBoard['topLessons'][number] => ({
  vodId,
  title: 'Outline of Modern Chinese History 中国近现代史纲要 — week 9',
  teclId: 'tecl-1',
  teclName: 'Outline of Modern Chinese History · Class 1',
  recordedAt,
  viewers,
  averagePercent: 0.5,
});

type Axis = { data: string[]; axisLabel: { formatter: (value: string, index: number) => string } };
const namesOf = (option: { yAxis?: unknown }) => {
  const axis = option.yAxis as Axis;
  return axis.data.map((value, index) => axis.axisLabel.formatter(value, index));
};

describe('recordingContext', () => {
  it("names a recording's class and lesson date as each language writes a date", () => {
    const recording = { teclName: 'Advanced Mathematics · Class 1', recordedAt: TUESDAY };
    expect(recordingContext(recording, 'en', CAMPUS)).toBe('Advanced Mathematics · Class 1 · 24 Nov 2026');
    expect(recordingContext(recording, 'zh', CAMPUS)).toBe('Advanced Mathematics · Class 1 · 2026年11月24日');
  });
});

describe('the data board bars', () => {
  it('name two recordings titled alike whole, each with its class and lesson date, as two rows', () => {
    const option = topLessonsOption([lesson('a', FRIDAY, 3), lesson('b', TUESDAY, 3)], frame('en'));
    const names = namesOf(option);
    expect(names).toHaveLength(2);
    expect(new Set((option.yAxis as Axis).data).size).toBe(2);
    for (const name of names) expect(name).toContain('{name|Outline of Modern Chinese History 中国近现代史纲要 — week 9}');
    expect(names[0]).not.toBe(names[1]);
    expect(names.join()).not.toContain('…');
    const zh = namesOf(topLessonsOption([lesson('a', FRIDAY, 3)], frame('zh')));
    // The chart reads the date in the browser's zone: the 27th on campus is the 26th to the 28th elsewhere.
    expect(zh[0]).toMatch(/Outline of Modern Chinese History · Class 1 · 2026年11月2[6-8]日/);
  });

  it('name organisations whole, beside the bars on a wall and above them on a phone', () => {
    const organisations = [{ orgaId: 'o', orgaName: 'School of Computer Science 计算机学院', recordingViews: 3, liveViews: 1 }];
    for (const narrow of [false, true]) {
      const option = organisationsOption(organisations, frame('en', narrow));
      expect(namesOf(option)).toEqual(['{name|School of Computer Science 计算机学院}']);
      expect((option.yAxis as { axisLabel: { inside?: boolean } }).axisLabel.inside ?? false).toBe(narrow);
    }
  });

  it('write a title into the tooltip as text, not markup', () => {
    const option = topLessonsOption([{ ...lesson('a', FRIDAY, 3), title: '<img src=x onerror=alert(1)>' }], frame('en'));
    const formatter = (option.tooltip as { formatter: (params: { dataIndex: number }) => string }).formatter;
    expect(formatter({ dataIndex: 0 })).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
