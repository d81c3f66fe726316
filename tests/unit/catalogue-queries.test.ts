import { describe, expect, it } from 'vitest';
import type { UnionCard } from '../../src/schemas/catalogue';
import { searchPageQuery } from '../../src/ui/advance-search/search-api';
import { unionBesidesLiveRow } from '../../src/ui/home/latest-cards';
import { recordedQuery } from '../../src/ui/home/recorded-load';
import { vodGroupsQuery, type LessonPage, type UnionPage } from '../../src/ui/lists/catalogue-api';
import { liveLessonsQuery } from '../../src/ui/lists/live-list-load';
import { liveFiltersOf, videoFiltersOf } from '../../src/ui/lists/list-address';

/** Two lists share a cache entry only when every input is the same (docs/data-loading.md). */
describe('catalogue query keys', () => {
  it('tell live pages apart by every filter, the page and its size', () => {
    const today = liveFiltersOf({});
    const keys = [
      liveLessonsQuery(today, 1, 12),
      liveLessonsQuery(today, 2, 12),
      liveLessonsQuery(today, 1, 4),
      liveLessonsQuery(liveFiltersOf({ currentTime: 1 }), 1, 12),
      liveLessonsQuery(liveFiltersOf({ teacName: 'Lin' }), 1, 12),
      liveLessonsQuery(liveFiltersOf({ tagsChecked: 't1' }), 1, 12),
    ].map((query) => JSON.stringify(query.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
    expect(liveLessonsQuery(liveFiltersOf({}), 1, 12).queryKey).toEqual(liveLessonsQuery(liveFiltersOf({}), 1, 12).queryKey);
  });

  it("tell recorded pages apart by filters and order, and let the home page share the list's entry", () => {
    const hot = vodGroupsQuery(videoFiltersOf({}), 1, 8).queryKey;
    expect(vodGroupsQuery(videoFiltersOf({ order: 'time' }), 1, 8).queryKey).not.toEqual(hot);
    expect(vodGroupsQuery(videoFiltersOf({ acteId: 'acte-1' }), 1, 8).queryKey).not.toEqual(hot);
    expect(vodGroupsQuery(videoFiltersOf({}), 2, 8).queryKey).not.toEqual(hot);
    expect(recordedQuery('hot', 8).queryKey).toEqual(hot);
  });

  it('tell searches apart by keyword, kind and page, the keyword as sent (trimmed)', () => {
    expect(searchPageQuery(' algebra ', 'live', 1, 12).queryKey).toEqual(searchPageQuery('algebra', 'live', 1, 12).queryKey);
    expect(searchPageQuery('algebra', 'video', 1, 12).queryKey).not.toEqual(searchPageQuery('algebra', 'live', 1, 12).queryKey);
    expect(searchPageQuery('algebra', 'live', 2, 12).queryKey).not.toEqual(searchPageQuery('algebra', 'live', 1, 12).queryKey);
  });
});

describe('the latest section beside the live row', () => {
  const live = (courId: string) => ({ kind: 'live', courId }) as UnionCard;
  const vod = (vodId: string) => ({ kind: 'vod', vodId }) as UnionCard;
  const union = { data: { records: [live('c1'), live('c2'), vod('v1')] } as UnionPage, isError: false };
  const row = (courIds: string[]) => ({ data: { records: courIds.map((courId) => ({ courId })) } as LessonPage, isError: false });

  it('leaves out the lessons the live row shows', () => {
    expect(unionBesidesLiveRow(union, row(['c1'])).data?.records).toEqual([live('c2'), vod('v1')]);
  });

  it('waits for the live row, and hides nothing when the row failed', () => {
    expect(unionBesidesLiveRow(union, { data: undefined, isError: false })).toEqual({ data: undefined, isError: false });
    expect(unionBesidesLiveRow(union, { data: undefined, isError: true }).data?.records).toHaveLength(3);
    expect(unionBesidesLiveRow({ data: undefined, isError: true }, row([]))).toEqual({ data: undefined, isError: true });
  });
});
