import { useI18n } from '../../i18n/i18n-context';
import type { LiveFilters, Named } from '../list-queries';
import { Panel } from '../../shared/page-layout';
import { DayFilter } from './DayFilter';
import { FilterLabel, FilterRow, Fields } from '../../kit/filter-styles';
import { OrgaFilter } from './OrgaFilter';
import { TagFilter } from './TagFilter';
import { TextFilter } from './TextFilter';

export type LiveTextField = 'courName' | 'teacName' | 'clroName';

export type LiveFilterHandlers = {
  onDay: (offsetDays: number) => void;
  onText: (field: LiveTextField, value: string) => void;
  onOrganisations: (picked: Named[]) => void;
  onTags: (picked: Named[]) => void;
};

/** The live form (SPEC §3 liveForm): day, course, teacher, classroom, organisations, tags. */
export function LiveFilterForm({ filters, handlers }: { filters: LiveFilters; handlers: LiveFilterHandlers }) {
  const { t } = useI18n();
  return (
    <Panel data-testid="live-filters">
      <DayFilter currentTime={filters.currentTime} onPick={handlers.onDay} />
      <FilterRow>
        <FilterLabel>{t('filter.names')}</FilterLabel>
        <Fields>
          <TextFilter
            label={t('filter.course')}
            value={filters.courName}
            testId="filter-course"
            onCommit={(value) => handlers.onText('courName', value)}
          />
          <TextFilter
            label={t('filter.teacher')}
            value={filters.teacName}
            testId="filter-teacher"
            onCommit={(value) => handlers.onText('teacName', value)}
          />
          <TextFilter
            label={t('filter.classroom')}
            value={filters.clroName}
            testId="filter-classroom"
            onCommit={(value) => handlers.onText('clroName', value)}
          />
        </Fields>
      </FilterRow>
      <OrgaFilter checked={filters.orgaChecked} onChange={handlers.onOrganisations} />
      <TagFilter checked={filters.tagsChecked} onChange={handlers.onTags} />
    </Panel>
  );
}
