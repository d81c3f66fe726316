import { getRouteApi } from '@tanstack/react-router';
import type { ListLiveSearch } from '../../routes/search-schemas';
import { useI18n } from '../i18n/i18n-context';
import { LiveFilterForm } from './filters/LiveFilterForm';
import { LessonCard } from './LessonCard';
import { joinIds, liveFiltersOf, textOrNothing } from './list-address';
import { LIST_PAGE_SIZE } from './list-queries';
import { loadLiveLessons } from './live-list-load';
import { PageBody, PageTitle } from './page-layout';
import { RemoteGrid } from './RemoteGrid';
import { useRemote } from './use-remote';

const route = getRouteApi('/layout/list-live');

/** Live and scheduled lessons of a day, filtered from the address (SPEC §3 liveForm). */
export function ListLivePage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = liveFiltersOf(search);
  const pageIndex = search.pageIndex ?? 1;
  const remote = useRemote(JSON.stringify([filters, pageIndex]), () => loadLiveLessons(filters, pageIndex, LIST_PAGE_SIZE));

  /** A changed filter starts again on page one. */
  const refine = (patch: Partial<ListLiveSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch, pageIndex: undefined }) });

  return (
    <PageBody data-testid="list-live-page">
      <PageTitle>{t('route.listLive')}</PageTitle>
      <LiveFilterForm
        filters={filters}
        handlers={{
          onDay: (offsetDays) => refine({ currentTime: offsetDays === 0 ? undefined : offsetDays }),
          onText: (field, value) => refine({ [field]: textOrNothing(value) }),
          onOrganisations: (picked) => refine({ orgaChecked: joinIds(picked.map((o) => o.id)) }),
          onTags: (picked) => refine({ tagsChecked: joinIds(picked.map((o) => o.id)) }),
        }}
      />
      <RemoteGrid
        remote={remote}
        testId="live-results"
        emptyText={t('list.noLessons')}
        renderCard={(lesson) => <LessonCard key={lesson.courId} lesson={lesson} />}
        onPage={(page) => {
          void navigate({ search: (previous) => ({ ...previous, pageIndex: page === 1 ? undefined : page }) });
          window.scrollTo({ top: 0 });
        }}
      />
    </PageBody>
  );
}
