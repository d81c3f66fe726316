import { describe, expect, it } from 'vitest';
import { liveListQuery, videoListQuery } from '../../src/ui/lists/list-queries';
import { DAY_MS, dayWindow, todayBegin } from '../../src/ui/lists/server-day';

const live = { currentTime: 0, courName: '', teacName: '', clroName: '', orgaChecked: [], tagsChecked: [] };

describe('list queries from the search forms (SPEC §7)', () => {
  it('asks the live list for a day by begin time, leaving empty filters out', () => {
    expect(liveListQuery(live, null, 1, 8)).toEqual({
      'page.pageIndex': 1,
      'page.pageSize': 8,
      liveDay: 0,
      'page.orders[0].field': 'courBeginTime',
      'page.orders[0].asc': true,
    });
  });

  it('sends the filled filters, id lists comma-separated, and the day window when known', () => {
    const query = liveListQuery(
      { currentTime: 1, courName: ' algebra ', teacName: 'Lin', clroName: 'A101', orgaChecked: ['o1', 'o2'], tagsChecked: ['t1'] },
      { courBeginTime: 1000, courEndTime: 2000 },
      2,
      20,
    );
    expect(query).toMatchObject({
      'page.pageIndex': 2,
      liveDay: 1,
      courBeginTime: 1000,
      courEndTime: 2000,
      courName: 'algebra',
      teacName: 'Lin',
      clroName: 'A101',
      orgaChecked: 'o1,o2',
      tagsChecked: 't1',
    });
  });

  it('orders recordings by the two pairs, the chosen one first, both descending', () => {
    const filters = { acteId: 'acte-1', courName: '', orgaChecked: [], tagsChecked: ['t1', 't2'], order: 'hot' as const };
    expect(videoListQuery(filters, 1, 12)).toEqual({
      'page.pageIndex': 1,
      'page.pageSize': 12,
      'page.orders[0].field': 'hot',
      'page.orders[0].asc': false,
      'page.orders[1].field': 'time',
      'page.orders[1].asc': false,
      acteId: 'acte-1',
      tagsChecked: 't1,t2',
    });
    expect(videoListQuery({ ...filters, order: 'time' }, 1, 12)).toMatchObject({
      'page.orders[0].field': 'time',
      'page.orders[1].field': 'hot',
    });
  });
});

describe('today by the server clock (SPEC §7 getServerDateTime)', () => {
  const localNow = new Date(2026, 2, 5, 14, 30);

  it("takes the server's todayBeginTime when it answered", () => {
    const server = { todayBeginTime: Date.UTC(2026, 2, 6, 16), timestamp: Date.UTC(2026, 2, 7, 1) };
    expect(todayBegin(server, localNow)).toBe(server.todayBeginTime);
    expect(dayWindow(server, localNow, 0)).toEqual({ courBeginTime: server.todayBeginTime, courEndTime: server.todayBeginTime + DAY_MS });
    expect(dayWindow(server, localNow, -1).courBeginTime).toBe(server.todayBeginTime - DAY_MS);
  });

  it('falls back to the local midnight without an answer', () => {
    const midnight = new Date(2026, 2, 5).getTime();
    expect(todayBegin(null, localNow)).toBe(midnight);
    expect(dayWindow(null, localNow, 2)).toEqual({ courBeginTime: midnight + 2 * DAY_MS, courEndTime: midnight + 3 * DAY_MS });
  });
});
