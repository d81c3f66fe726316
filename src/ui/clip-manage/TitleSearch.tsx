import { useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '../../constants';
import { ActionButton } from '../kit/buttons';
import { SearchIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { Field } from '../kit/form-fields';

const Form = styled('form', { display: 'flex', alignItems: 'center', gap: rem(8) });

const Box = styled(Field, { width: rem(280) });

type Props = { title: string; label: string; onSearch: (title: string) => void; testId: string };

/**
 * A title search: Enter or the button searches; clearing the box shows everything again. The box
 * follows the address when it changes elsewhere (back, a shared link).
 */
export function TitleSearch({ title, label, onSearch, testId }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(title);
  const [shown, setShown] = useState(title);
  if (title !== shown) {
    setShown(title);
    setDraft(title);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Form role="search" onSubmit={submit} data-testid={testId}>
      <Box
        type="search"
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={label}
        aria-label={label}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value === '' && title !== '') onSearch('');
        }}
      />
      <ActionButton type="submit" tone="outline">
        <SearchIcon size={rem(16)} />
        {t('media.search')}
      </ActionButton>
    </Form>
  );
}
