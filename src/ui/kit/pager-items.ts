/**
 * The page buttons of a pager: the first, the last, and the pages around the current one, with
 * a gap where pages are skipped (1 … 4 5 6 … 20).
 */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

const AROUND = 2;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pagerItems(current: number, pages: number): PagerItem[] {
  const shown = new Set([1, pages]);
  for (let page = current - AROUND; page <= current + AROUND; page++) if (page >= 1 && page <= pages) shown.add(page);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
