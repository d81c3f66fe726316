import { describe, expect, it } from 'vitest';
import { COUR_STATUS, courStatusAfterSearch, homeSearchQuery } from '../../src/ui/search/home-search-rule';

describe('home search rule (SPEC §4, §7)', () => {
  it('searches the course list first with courStatus 0, 15 per page, by begin time ascending', () => {
    expect(homeSearchQuery('algebra')).toEqual({
      unionName: 'algebra',
      courStatus: 0,
      'page.pageIndex': 1,
      'page.pageSize': 15,
      'page.orders[0].field': 'courBeginTime',
      'page.orders[0].asc': true,
    });
  });

  it('opens the search page on courStatus 0 when there are records', () => {
    expect(courStatusAfterSearch({ kind: 'records', count: 1 })).toBe(COUR_STATUS.first);
    expect(courStatusAfterSearch({ kind: 'records', count: 15 })).toBe(0);
  });

  it('opens it on courStatus 1 when there are none', () => {
    expect(courStatusAfterSearch({ kind: 'records', count: 0 })).toBe(COUR_STATUS.fallback);
  });

  it('falls back to courStatus 1 when the search cannot answer', () => {
    expect(courStatusAfterSearch({ kind: 'unavailable' })).toBe(1);
  });
});
