import { getRouteApi } from '@tanstack/react-router';
import type { ListVideoSearch } from '../../routes/search-schemas';
import { useI18n } from '../i18n/i18n-context';
import { fetchVodGroups } from './catalogue-api';
import { VideoFilterForm } from './filters/VideoFilterForm';
import { joinIds, textOrNothing, videoFiltersOf } from './list-address';
import { LIST_PAGE_SIZE, videoListQuery } from './list-queries';
import { PageBody, PageTitle } from './page-layout';
import { RemoteGrid } from './RemoteGrid';
import { useRemote } from './use-remote';
import { VodGroupCard } from './VodGroupCard';

const route = getRouteApi('/layout/list-video');

/** Recorded lessons grouped by teaching class, filtered from the address (SPEC §3 videoForm). */
export function ListVideoPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = videoFiltersOf(search);
  const pageIndex = search.pageIndex ?? 1;
  const query = videoListQuery(filters, pageIndex, LIST_PAGE_SIZE);
  const remote = useRemote(JSON.stringify(query), () => fetchVodGroups(query));

  /** A changed filter starts again on page one. */
  const refine = (patch: Partial<ListVideoSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch, pageIndex: undefined }) });

  return (
    <PageBody data-testid="list-video-page">
      <PageTitle>{t('route.listVideo')}</PageTitle>
      <VideoFilterForm
        filters={filters}
        handlers={{
          onTerm: (acteId) => refine({ acteId: textOrNothing(acteId) }),
          onCourse: (value) => refine({ courName: textOrNothing(value) }),
          onOrganisations: (picked) => refine({ orgaChecked: joinIds(picked.map((o) => o.id)) }),
          onTags: (picked) => refine({ tagsChecked: joinIds(picked.map((o) => o.id)) }),
          onOrder: (order) => refine({ order: order === 'hot' ? undefined : order }),
        }}
      />
      <RemoteGrid
        remote={remote}
        testId="video-results"
        emptyText={t('list.noRecordings')}
        renderCard={(group) => <VodGroupCard key={group.teclId} group={group} />}
        onPage={(page) => {
          void navigate({ search: (previous) => ({ ...previous, pageIndex: page === 1 ? undefined : page }) });
          window.scrollTo({ top: 0 });
        }}
      />
    </PageBody>
  );
}
