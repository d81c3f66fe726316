import { TOP_MENU_MAX_ITEMS } from '../../constants';

export type SplitMenu<T> = { shown: T[]; more: T[] };

/**
 * The top menu shows at most six items; with more, the first five show and the rest go under a
 * 'More' item, which takes the sixth place (SPEC §2 "Top navigation").
 */
export function splitTopMenu<T>(items: readonly T[], maxItems: number = TOP_MENU_MAX_ITEMS): SplitMenu<T> {
  if (items.length <= maxItems) return { shown: [...items], more: [] };
  const shownCount = Math.max(0, maxItems - 1);
  return { shown: items.slice(0, shownCount), more: items.slice(shownCount) };
}
