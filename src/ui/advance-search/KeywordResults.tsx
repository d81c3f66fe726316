import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { RemoteGrid } from '../lists/RemoteGrid';
import { keywordResultsQuery } from './search-api';
import type { SearchView } from './search-state';
import { SearchResultCard } from './SearchResultCard';

/** The keyword's lessons of one kind, paged. */
export function KeywordResults({ view, onPage }: { view: SearchView; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const answer = useQuery({ ...keywordResultsQuery(view), placeholderData: keepPreviousData });
  return (
    <RemoteGrid
      answer={answer}
      testId="search-results"
      emptyText={t('search.noResults', { keyword: view.keyword })}
      renderCard={(record) => <SearchResultCard key={record.courId} record={record} keyword={view.keyword} />}
      onPage={onPage}
    />
  );
}
