import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../services/storage';

/**
 * What a search looks through (docs/search.md "The page"): the courses (names, teachers,
 * classrooms; the default) or what was shown and said inside lessons (slides, captions,
 * transcripts, notes). The header's box searches in the scope last chosen in the header or shown
 * on the search page, remembered across visits like the language.
 */
export const SEARCH_SCOPES = ['courses', 'inside'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

const isSearchScope = (value: string | null): value is SearchScope => SEARCH_SCOPES.some((scope) => scope === value);

const listeners = new Set<() => void>();

function readLastScope(): SearchScope {
  const stored = readStored('searchScope');
  return isSearchScope(stored) ? stored : 'courses';
}

export function rememberSearchScope(scope: SearchScope): void {
  if (readLastScope() === scope) return;
  writeStored('searchScope', scope);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scope last chosen; components showing it follow a choice made elsewhere on the page. */
export function useLastSearchScope(): SearchScope {
  return useSyncExternalStore(subscribe, readLastScope);
}
