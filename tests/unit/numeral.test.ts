import { describe, expect, it } from 'vitest';
import { toChineseNumeral } from '../../src/ui/i18n/chinese-numeral';

describe('Chinese numerals (SPEC §5)', () => {
  it.each([
    [0, '零'],
    [1, '一'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [19, '十九'],
    [20, '二十'],
    [100, '一百'],
    [101, '一百零一'],
    [105, '一百零五'],
    [110, '一百一十'],
    [1005, '一千零五'],
    [1010, '一千零一十'],
    [9999, '九千九百九十九'],
    [10000, '一万'],
    [10005, '一万零五'],
    [10100, '一万零一百'],
    [12345, '一万二千三百四十五'],
    [100000, '十万'],
    [100010, '十万零一十'],
    [1000000, '一百万'],
    [10010000, '一千零一万'],
    [100000000, '一亿'],
    [100000001, '一亿零一'],
    [110000000, '一亿一千万'],
    [1000000000, '十亿'],
  ])('%i → %s', (value, expected) => {
    expect(toChineseNumeral(value)).toBe(expected);
  });

  it('reads negative numbers with 负', () => {
    expect(toChineseNumeral(-1)).toBe('负一');
    expect(toChineseNumeral(-10)).toBe('负十');
    expect(toChineseNumeral(-12345)).toBe('负一万二千三百四十五');
  });

  it('rejects nothing: fractions are cut, non-numbers read 零', () => {
    expect(toChineseNumeral(3.9)).toBe('三');
    expect(toChineseNumeral(-2.5)).toBe('负二');
    expect(toChineseNumeral(Number.NaN)).toBe('零');
    expect(toChineseNumeral(Number.POSITIVE_INFINITY)).toBe('零');
  });
});
