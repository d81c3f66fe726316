import { useQuery } from '@tanstack/react-query';
import { OrganisationOptions } from '../admin/OrganisationOptions';
import { Select } from '../kit/form-fields';
import { useI18n } from '../i18n/i18n-context';
import { organisationsQuery, termsQuery } from '../lists/catalogue-api';
import { orgaRows } from '../lists/filters/orga-tree';
import type { ReportFilters as Filters } from './report-api';
import { Filters as FilterRow } from './report-styles';

/** Each choice reports only itself: two made in quick succession both stay, whatever the page has shown meanwhile. */
type Props = { filters: Filters; onChange: (change: Partial<Filters>) => void };

/** Term and organisation, the filters the reports API takes; the choices are the catalogue's lookups. */
export function ReportFilters({ filters, onChange }: Props) {
  const { t } = useI18n();
  const terms = useQuery(termsQuery()).data ?? [];
  const organisations = orgaRows(useQuery(organisationsQuery()).data ?? []);
  return (
    <FilterRow role="search" data-testid="report-filters">
      <label>
        {t('reports.filter.term')}
        <Select value={filters.acteId} onChange={(event) => onChange({ acteId: event.target.value })} data-testid="report-term">
          <option value="">{t('reports.filter.any')}</option>
          {terms.map((term) => (
            <option key={term.acteId} value={term.acteId}>
              {term.acteName}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {t('reports.filter.organisation')}
        <Select value={filters.orgaId} onChange={(event) => onChange({ orgaId: event.target.value })} data-testid="report-organisation">
          <option value="">{t('reports.filter.any')}</option>
          <OrganisationOptions rows={organisations} />
        </Select>
      </label>
    </FilterRow>
  );
}
