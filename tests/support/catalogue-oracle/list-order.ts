import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Ordering pairs of the list queries (`page.orders[i].field` / `.asc`, SPEC §7). Without `asc`,
 * times ascend and hot descends (hottest first), which is what a list shows by default.
 */
export type OrderPair<F extends string> = { field: F; asc: boolean };

type OrderQuery = Partial<Record<`page.orders[${0 | 1}].${'field' | 'asc'}`, unknown>>;

export function orderPairs<F extends string>(query: OrderQuery, fallback: F): OrderPair<F>[] {
  const pairs: OrderPair<F>[] = [];
  for (const i of [0, 1] as const) {
    const field = query[`page.orders[${i}].field`] as F | undefined;
    if (!field) continue;
    const ascending = query[`page.orders[${i}].asc`] as boolean | undefined;
    pairs.push({ field, asc: ascending ?? field !== 'hot' });
  }
  return pairs.length > 0 ? pairs : [{ field: fallback, asc: fallback !== 'hot' }];
}

export const orderSql = <F extends string>(pairs: OrderPair<F>[], columns: Record<F, SQLWrapper>): SQL[] =>
  pairs.map((pair) => (pair.asc ? asc(columns[pair.field]) : desc(columns[pair.field])));
