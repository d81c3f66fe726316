import { useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../constants';
import { useI18n } from '../../i18n/i18n-context';
import { ActionButton } from '../../kit/buttons';
import { Field } from '../../kit/form-fields';
import { rem } from '../../scaling/rem';
import { FilterBar } from '../admin-styles';

/** The text a classroom's name or building contains; applied on Search (Enter). */
export function CaptureSearchBar({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <FilterBar css={{ '& input': { width: rem(280) } }} role="search" onSubmit={submit} data-testid="capture-search">
      <label>
        {t('capture.search.label')}
        <Field
          type="search"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('capture.search.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="capture-search-text"
        />
      </label>
      <ActionButton type="submit" data-testid="capture-search-submit">
        {t('capture.search.submit')}
      </ActionButton>
    </FilterBar>
  );
}
