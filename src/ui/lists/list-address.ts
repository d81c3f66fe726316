import type { ListLiveSearch, ListVideoSearch } from '../../routes/search-schemas';
import type { LiveFilters, VideoFilters } from './list-queries';

/**
 * The lists' filters as the address keeps them (src/routes/search-schemas.ts) and back: empty
 * values stay out of the address, id lists are comma-separated.
 */
export function splitIds(text: string | undefined): string[] {
  return (text ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
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
