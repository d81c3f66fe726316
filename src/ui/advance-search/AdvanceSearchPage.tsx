import { getRouteApi } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { LiveFilterForm } from '../lists/filters/LiveFilterForm';
import { VideoFilterForm } from '../lists/filters/VideoFilterForm';
import { liveFormHandlers, videoFormHandlers } from '../lists/filters/form-address';
import { PageBody, PageTitle } from '../shared/page-layout';
import { LiveFormResults, VideoFormResults } from './FormResults';
import { KeywordResults } from './KeywordResults';
import { ModeSwitch } from './ModeSwitch';
import {
  filtersShown,
  formReset,
  keywordShown,
  liveFormChanged,
  pageTurned,
  searchViewOf,
  typeSwitched,
  videoFormChanged,
  type SearchChange,
} from './search-state';
import { SearchTabs } from './SearchTabs';

const route = getRouteApi('/layout/advance-search');

/**
 * The search page (SPEC §3 "Search state"): the header's keyword searched over every field
 * (isUnion), or the live and recorded lists filtered by their forms. Everything it shows comes
 * from the address, and every change is a navigation: back and forward, a reload or a shared
 * link show the same. Switching between live and recorded keeps each form as it was.
 */
export function AdvanceSearchPage() {
  const { t } = useI18n();
  const view = searchViewOf(route.useSearch());
  const navigate = route.useNavigate();
  const change = (next: SearchChange) => void navigate({ search: next });
  const onPage = (page: number) => {
    change(pageTurned(view, page));
    window.scrollTo({ top: 0 });
  };

  return (
    <PageBody data-testid="advance-search-page" data-search-mode={view.isUnion ? 'keyword' : 'filters'}>
      <PageTitle>{view.isUnion ? t('search.resultsFor', { keyword: view.keyword.trim() }) : t('route.advanceSearch')}</PageTitle>
      <SearchTabs type={view.type} onSwitch={(type) => change(typeSwitched(type))} />
      <ModeSwitch
        isUnion={view.isUnion}
        keyword={view.keyword}
        onFilters={() => change(filtersShown)}
        onKeyword={() => change(keywordShown)}
        onReset={() => change(formReset(view.type))}
      />
      {view.isUnion ? <KeywordResults view={view} onPage={onPage} /> : null}
      {!view.isUnion && view.type === 'live' ? (
        <>
          <LiveFilterForm filters={view.liveForm} handlers={liveFormHandlers((patch) => change(liveFormChanged(patch)))} />
          <LiveFormResults view={view} onPage={onPage} />
        </>
      ) : null}
      {!view.isUnion && view.type === 'video' ? (
        <>
          <VideoFilterForm filters={view.videoForm} handlers={videoFormHandlers((patch) => change(videoFormChanged(patch)))} />
          <VideoFormResults view={view} onPage={onPage} />
        </>
      ) : null}
    </PageBody>
  );
}
