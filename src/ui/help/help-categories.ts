/**
 * Help articles under their category headings. The server's order is kept: the first article of
 * a category places the category.
 */
export function byCategory<T extends { category: string }>(articles: readonly T[]): { category: string; articles: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const article of articles) groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  return [...groups].map(([category, items]) => ({ category, articles: items }));
}
