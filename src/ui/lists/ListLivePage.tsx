import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ListLiveSearch } from '../../schemas/search-params';
import { useI18n } from '../i18n/i18n-context';
import { LiveFilterForm } from './filters/LiveFilterForm';
import { LessonCard } from './LessonCard';
import { liveFormHandlers } from './filters/form-address';
import { liveFiltersOf, pageField } from './list-address';
import { listLivePageQuery } from './live-list-load';
import { PageBody, PageTitle } from '../shared/page-layout';
import { RemoteGrid } from './RemoteGrid';

const route = getRouteApi('/layout/list-live');

/** Live and scheduled lessons of a day, filtered from the address (SPEC §3 liveForm). */
export function ListLivePage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = liveFiltersOf(search);
  // The route's loader has put this page in the cache; while another loads, this one stays.
  const answer = useQuery({ ...listLivePageQuery(search), placeholderData: keepPreviousData });

  /** A changed filter starts again on page one. */
  const refine = (patch: Partial<ListLiveSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, pageIndex: undefined }) });

  return (
    <PageBody data-testid="list-live-page">
      <PageTitle>{t('route.listLive')}</PageTitle>
      <LiveFilterForm filters={filters} handlers={liveFormHandlers(refine)} />
      <RemoteGrid
        answer={answer}
        testId="live-results"
        emptyText={t('list.noLessons')}
        renderCard={(lesson) => <LessonCard key={lesson.courId} lesson={lesson} />}
        onPage={(page) => {
          void navigate({ search: (previous) => ({ ...previous, pageIndex: pageField(page) }) });
          window.scrollTo({ top: 0 });
        }}
      />
    </PageBody>
  );
}
