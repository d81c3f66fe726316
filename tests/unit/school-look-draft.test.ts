import { describe, expect, it } from 'vitest';
import { SAVE_TIME_RANGE_S } from '../../src/constants';
import { colourOf, DRAFT_CODES, draftOf, saveTimeCheck, themeTypeOf, valueOf } from '../../src/ui/admin/look/look-draft';

/** The school look page's draft (docs/admin.md "The school look page"): SPEC §5's colour rules and the stored texts. */
describe('the colour field', () => {
  it.each([
    ['#0D73F1', '#0d73f1'],
    ['4e6ef2', '#4e6ef2'],
    ['rgb(0, 187, 116)', '#00bb74'],
    ['red', '#ae131f'],
  ])('reads %s as %s', (typed, hex) => expect(colourOf(typed)).toEqual({ ok: true, hex }));

  it.each([
    ['#12345', 'color.wrongHex'],
    ['12345G', 'color.wrongHex'],
    ['pink', 'color.wrongHex'],
    ['', 'color.wrongHex'],
    ['rgb(256, 0, 0)', 'color.invalidRgb'],
    ['rgb(1, 2)', 'color.invalidRgb'],
    ['rgb(1000, 0, 0)', 'color.invalidRgb'],
  ])("warns of %s with SPEC §5's %s", (typed, warning) => expect(colourOf(typed)).toEqual({ ok: false, warning }));

  it('knows a theme colour typed as a colour for its theme, and another colour as none', () => {
    expect(themeTypeOf('rgb(0, 187, 116)')).toBe('green');
    expect(themeTypeOf('#2a6633')).toBeNull();
  });
});

describe('the draft', () => {
  it('stores each code as its readers read it, the cover pictures numbered in the order shown', () => {
    const draft = draftOf([
      {
        sypaCode: 'DefaultCover',
        sypaValue: '{"showType":1,"styleType":0,"picUrls":[{"order":2,"url":"/b.png"},{"order":1,"url":"/a.png"}]}',
      },
      { sypaCode: 'CourseNo', sypaValue: '{"show":1}' },
      { sypaCode: 'SaveTime', sypaValue: null },
    ]);
    expect(draft.DefaultCover.picUrls.map((p) => p.url)).toEqual(['/a.png', '/b.png']);
    const moved = { ...draft, DefaultCover: { ...draft.DefaultCover, picUrls: [...draft.DefaultCover.picUrls].reverse() } };
    expect(JSON.parse(valueOf(moved, 'DefaultCover')).picUrls).toEqual([
      { order: 1, url: '/b.png' },
      { order: 2, url: '/a.png' },
    ]);
    expect(valueOf(draft, 'CourseNo')).toBe('{"show":1}');
    expect(valueOf(draft, 'RankingList')).toBe('{"show":false}');
    expect(valueOf(draft, 'UserLogout')).toBe('{"type":0}');
    expect(DRAFT_CODES).toHaveLength(9);
  });

  it("keeps SaveTime within the player's range", () => {
    expect(saveTimeCheck(String(SAVE_TIME_RANGE_S.min))).toBe('ok');
    expect(saveTimeCheck(String(SAVE_TIME_RANGE_S.max))).toBe('ok');
    for (const typed of [String(SAVE_TIME_RANGE_S.min - 1), String(SAVE_TIME_RANGE_S.max + 1), '15.5', '', 'ten']) {
      expect(saveTimeCheck(typed), typed).toBe('outOfRange');
    }
  });
});
