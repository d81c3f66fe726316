import type { ListLiveSearch, ListVideoSearch } from '../../schemas/search-params';
import type { LiveFilters, VideoFilters } from './list-queries';

/**
 * The lists' filters as the address keeps them (src/schemas/search-params.ts) and back: empty
 * values stay out of the address, id lists are comma-separated.
 */
export function splitIds(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

export function joinIds(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? undefined : ids.join(',');
}

export function textOrNothing(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function liveFiltersOf(search: ListLiveSearch): LiveFilters {
  return {
    currentTime: search.currentTime ?? 0,
    courName: search.courName ?? '',
    teacName: search.teacName ?? '',
    clroName: search.clroName ?? '',
    orgaChecked: splitIds(search.orgaChecked),
    tagsChecked: splitIds(search.tagsChecked),
  };
}

export function videoFiltersOf(search: ListVideoSearch): VideoFilters {
  return {
    acteId: search.acteId ?? '',
    courName: search.courName ?? '',
    orgaChecked: splitIds(search.orgaChecked),
    tagsChecked: splitIds(search.tagsChecked),
    order: search.order ?? 'hot',
  };
}

/** A page number as the address keeps it: page one is the default, left out. */
export const pageField = (page: number): number | undefined => (page === 1 ? undefined : page);
