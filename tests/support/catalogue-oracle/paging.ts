import { sql } from 'drizzle-orm';

/**
 * Paging of the lists (`page.pageIndex` 1-based, `page.pageSize`): rows carry the total as a
 * window count, so one query answers both; a page past the end has no row to carry it, and
 * then the total is counted apart.
 */
export type PageQuery = { 'page.pageIndex': number; 'page.pageSize': number };
export type Paged<T> = { records: T[]; total: number; pageIndex: number; pageSize: number };

export const pageLimits = (query: PageQuery) => ({
  limit: query['page.pageSize'],
  offset: (query['page.pageIndex'] - 1) * query['page.pageSize'],
});

export const emptyPage = (query: PageQuery): Paged<never> => ({
  records: [],
  total: 0,
  pageIndex: query['page.pageIndex'],
  pageSize: query['page.pageSize'],
});

export const totalOver = () => sql<number>`(count(*) over ())::int`.mapWith(Number);

export async function paged<R extends { total: number }, T>(
  query: PageQuery,
  rows: R[],
  toRecords: (rows: R[]) => Promise<T[]>,
  countApart: () => Promise<number>,
): Promise<Paged<T>> {
  const total = rows[0]?.total ?? (query['page.pageIndex'] > 1 ? await countApart() : 0);
  return { records: await toRecords(rows), total, pageIndex: query['page.pageIndex'], pageSize: query['page.pageSize'] };
}
