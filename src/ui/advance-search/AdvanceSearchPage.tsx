import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { EmptyBlock } from '../kit/EmptyBlock';
import { LessonHitList } from '../lesson-search/LessonHitList';
import { LiveFilterForm } from '../lists/filters/LiveFilterForm';
import { VideoFilterForm } from '../lists/filters/VideoFilterForm';
import { liveFormHandlers, videoFormHandlers } from '../lists/filters/form-address';
import { rememberSearchScope, type SearchScope } from '../search/search-scope';
import { useHomeSearch } from '../search/use-home-search';
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
  scopeSwitched,
  searchViewOf,
  typeSwitched,
  videoFormChanged,
  type SearchChange,
} from './search-state';
import { ScopeTabs } from './ScopeTabs';
import { SearchTabs } from './SearchTabs';

const route = getRouteApi('/layout/advance-search');

/**
 * The search page (SPEC §3 "Search state"): the header's keyword searched over the courses'
 * fields (isUnion), or the live and recorded lists filtered by their forms, or inside lessons
 * (docs/search.md "Inside lessons"). Everything it shows comes from the address, and every change
 * is a navigation: back and forward, a reload or a shared link show the same. Switching between
 * live and recorded keeps each form as it was.
 */
export function AdvanceSearchPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const view = searchViewOf(search);
  const navigate = route.useNavigate();
  const homeSearch = useHomeSearch();
  const change = (next: SearchChange) => void navigate({ search: next });
  const onPage = (page: number) => {
    change(pageTurned(view, page));
    window.scrollTo({ top: 0 });
  };
  const keyword = view.keyword.trim();
  // The header's box goes on searching where this page searches (docs/search.md "The page").
  useEffect(() => rememberSearchScope(view.scope), [view.scope]);
  const onScope = (scope: SearchScope) => {
    // Back from inside lessons with a keyword the courses never searched: the header's rule picks
    // live or recorded, as a search of the same words in the header would.
    if (scope === 'courses' && keyword !== '' && search.courStatus === undefined) void homeSearch(keyword);
    else change(scopeSwitched(scope));
  };
  const showsResults = view.scope === 'inside' ? keyword !== '' : view.isUnion;

  return (
    <PageBody data-testid="advance-search-page" data-search-scope={view.scope} data-search-mode={view.isUnion ? 'keyword' : 'filters'}>
      <PageTitle>{showsResults ? t('search.resultsFor', { keyword }) : t('route.advanceSearch')}</PageTitle>
      <ScopeTabs
        scope={view.scope}
        onSwitch={onScope}
        inside={
          keyword === '' ? (
            <EmptyBlock text={t('lessonSearch.prompt')} />
          ) : (
            <LessonHitList keyword={keyword} pageIndex={view.pageIndex} onPage={onPage} />
          )
        }
        courses={
          <>
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
          </>
        }
      />
    </PageBody>
  );
}
