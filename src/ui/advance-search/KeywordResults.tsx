import { useI18n } from '../i18n/i18n-context';
import { LIST_PAGE_SIZE } from '../lists/list-queries';
import { RemoteGrid } from '../lists/RemoteGrid';
import { useRemote } from '../lists/use-remote';
import { fetchSearchPage } from './search-api';
import type { SearchType } from './search-state';
import { SearchResultCard } from './SearchResultCard';
import { usePaging } from './use-paging';

/** The keyword's lessons of one kind, paged; a new keyword or kind starts on page one. */
export function KeywordResults({ keyword, type }: { keyword: string; type: SearchType }) {
  const { t } = useI18n();
  const key = JSON.stringify([keyword, type]);
  const { pageIndex, onPage } = usePaging(key);
  const remote = useRemote(JSON.stringify([key, pageIndex]), () => fetchSearchPage(keyword, type, pageIndex, LIST_PAGE_SIZE));
  return (
    <RemoteGrid
      remote={remote}
      testId="search-results"
      emptyText={t('search.noResults', { keyword })}
      renderCard={(record) => <SearchResultCard key={record.courId} record={record} keyword={keyword} />}
      onPage={onPage}
    />
  );
}
