import { useI18n } from '../../i18n/i18n-context';
import type { Named, VideoFilters, VideoOrder } from '../list-queries';
import { Panel } from '../../shared/page-layout';
import { FilterLabel, FilterRow, Fields } from '../../kit/filter-styles';
import { OrderFilter } from './OrderFilter';
import { OrgaFilter } from './OrgaFilter';
import { TagFilter } from './TagFilter';
import { TermFilter } from './TermFilter';
import { TextFilter } from './TextFilter';

export type VideoFilterHandlers = {
  onTerm: (acteId: string, acteName: string) => void;
  onCourse: (value: string) => void;
  onOrganisations: (picked: Named[]) => void;
  onTags: (picked: Named[]) => void;
  /** Absent where the order is not the user's to choose (the search page). */
  onOrder?: (order: VideoOrder) => void;
};

/** The recorded form (SPEC §3 videoForm): term, course, organisations, tags, and the order. */
export function VideoFilterForm({ filters, handlers }: { filters: VideoFilters; handlers: VideoFilterHandlers }) {
  const { t } = useI18n();
  return (
    <Panel data-testid="video-filters">
      <TermFilter acteId={filters.acteId} onPick={handlers.onTerm} />
      <FilterRow>
        <FilterLabel>{t('filter.names')}</FilterLabel>
        <Fields>
          <TextFilter label={t('filter.course')} value={filters.courName} testId="filter-course" onCommit={handlers.onCourse} />
        </Fields>
      </FilterRow>
      <OrgaFilter checked={filters.orgaChecked} onChange={handlers.onOrganisations} />
      <TagFilter checked={filters.tagsChecked} onChange={handlers.onTags} />
      {handlers.onOrder === undefined ? null : <OrderFilter order={filters.order} onPick={handlers.onOrder} />}
    </Panel>
  );
}
