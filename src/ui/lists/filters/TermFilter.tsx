import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { termsQuery } from '../catalogue-api';
import { FieldSelect, FilterLabel, FilterRow } from '../../kit/filter-styles';

type Props = { acteId: string; onPick: (acteId: string, acteName: string) => void };

/** The academic term (GET /v1/list/termYear, current first); empty means every term. */
export function TermFilter({ acteId, onPick }: Props) {
  const { t } = useI18n();
  const terms = useQuery(termsQuery()).data ?? [];
  return (
    <FilterRow>
      <FilterLabel>{t('filter.term')}</FilterLabel>
      <div>
        <FieldSelect
          aria-label={t('filter.term')}
          data-testid="filter-term"
          value={acteId}
          onChange={(event) => onPick(event.target.value, terms.find((term) => term.acteId === event.target.value)?.acteName ?? '')}
        >
          <option value="">{t('filter.allTerms')}</option>
          {terms.map((term) => (
            <option key={term.acteId} value={term.acteId}>
              {term.isCurrent ? t('filter.currentTerm', { name: term.acteName }) : term.acteName}
            </option>
          ))}
        </FieldSelect>
      </div>
    </FilterRow>
  );
}
