import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useReducer, useRef } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { LiveFilterForm } from '../lists/filters/LiveFilterForm';
import { VideoFilterForm } from '../lists/filters/VideoFilterForm';
import { PageBody, PageTitle } from '../lists/page-layout';
import { LiveFormResults, VideoFormResults } from './FormResults';
import { KeywordResults } from './KeywordResults';
import { ModeSwitch } from './ModeSwitch';
import { initialSearchState, searchReducer, typeOfCourStatus, type SearchAction } from './search-state';
import { SearchTabs } from './SearchTabs';

const route = getRouteApi('/layout/advance-search');

/**
 * The search page (SPEC §3 "Search state"): the header's keyword searched over every field
 * (isUnion), or the live and recorded lists filtered by their forms. Switching between live and
 * recorded keeps each form as it was.
 */
export function AdvanceSearchPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const keyword = search.keyword ?? '';
  const searchType = typeOfCourStatus(search.courStatus);
  const [state, dispatch] = useReducer(searchReducer, undefined, () => initialSearchState(keyword, searchType));

  // The header searched again (or back/forward): the new keyword's results, forms kept.
  const address = JSON.stringify([keyword, searchType]);
  const shownAddress = useRef(address);
  useEffect(() => {
    if (shownAddress.current === address) return;
    shownAddress.current = address;
    dispatch({ type: 'address.changed', keyword, searchType });
  }, [address, keyword, searchType]);

  /** A form change shows the filtered list. */
  const refine = (action: SearchAction) => {
    dispatch(action);
    dispatch({ type: 'filters.applied' });
  };

  return (
    <PageBody data-testid="advance-search-page" data-search-mode={state.isUnion ? 'keyword' : 'filters'}>
      <PageTitle>{state.isUnion ? t('search.resultsFor', { keyword: state.keyword.trim() }) : t('route.advanceSearch')}</PageTitle>
      <SearchTabs type={state.type} onSwitch={(type) => dispatch({ type: 'type.switched', searchType: type })} />
      <ModeSwitch
        isUnion={state.isUnion}
        keyword={state.keyword}
        onFilters={() => dispatch({ type: 'filters.applied' })}
        onKeyword={() => dispatch({ type: 'address.changed', keyword: state.keyword, searchType: state.type })}
        onReset={() => dispatch({ type: 'form.reset' })}
      />
      {state.isUnion ? <KeywordResults keyword={state.keyword} type={state.type} /> : null}
      {!state.isUnion && state.type === 'live' ? (
        <>
          <LiveFilterForm
            filters={state.liveForm}
            handlers={{
              onDay: (offsetDays) => refine({ type: 'day.picked', offsetDays }),
              onText: (field, value) => refine({ type: 'text.changed', form: 'live', field, value }),
              onOrganisations: (picked) => refine({ type: 'organisations.picked', form: 'live', picked }),
              onTags: (picked) => refine({ type: 'tags.picked', form: 'live', picked }),
            }}
          />
          <LiveFormResults form={state.liveForm} />
        </>
      ) : null}
      {!state.isUnion && state.type === 'video' ? (
        <>
          <VideoFilterForm
            filters={{ ...state.videoForm, order: 'hot' }}
            handlers={{
              onTerm: (acteId, acteName) => refine({ type: 'term.picked', acteId, acteName }),
              onCourse: (value) => refine({ type: 'text.changed', form: 'video', field: 'courName', value }),
              onOrganisations: (picked) => refine({ type: 'organisations.picked', form: 'video', picked }),
              onTags: (picked) => refine({ type: 'tags.picked', form: 'video', picked }),
            }}
          />
          <VideoFormResults form={state.videoForm} />
        </>
      ) : null}
    </PageBody>
  );
}
