import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ListVideoSearch } from '../../schemas/search-params';
import { useI18n } from '../i18n/i18n-context';
import { listVideoPageQuery } from './catalogue-api';
import { VideoFilterForm } from './filters/VideoFilterForm';
import { videoFormHandlers } from './filters/form-address';
import { pageField, videoFiltersOf } from './list-address';
import { PageBody, PageTitle } from '../shared/page-layout';
import { RemoteGrid } from './RemoteGrid';
import { VodGroupCard } from './VodGroupCard';

const route = getRouteApi('/layout/list-video');

/** Recorded lessons grouped by teaching class, filtered from the address (SPEC §3 videoForm). */
export function ListVideoPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = videoFiltersOf(search);
  // The route's loader has put this page in the cache; while another loads, this one stays.
  const answer = useQuery({ ...listVideoPageQuery(search), placeholderData: keepPreviousData });

  /** A changed filter starts again on page one. */
  const refine = (patch: Partial<ListVideoSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, pageIndex: undefined }) });

  return (
    <PageBody data-testid="list-video-page">
      <PageTitle>{t('route.listVideo')}</PageTitle>
      <VideoFilterForm
        filters={filters}
        handlers={{ ...videoFormHandlers(refine), onOrder: (order) => refine({ order: order === 'hot' ? undefined : order }) }}
      />
      <RemoteGrid
        answer={answer}
        testId="video-results"
        emptyText={t('list.noRecordings')}
        renderCard={(group) => <VodGroupCard key={group.teclId} group={group} />}
        onPage={(page) => {
          void navigate({ search: (previous) => ({ ...previous, pageIndex: pageField(page) }) });
          window.scrollTo({ top: 0 });
        }}
      />
    </PageBody>
  );
}
