import { useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '../../constants';
import { SearchIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Form = styled('form', {
  display: 'flex',
  alignItems: 'center',
  width: rem(720),
  maxWidth: '100%',
  height: rem(56),
  padding: `0 ${rem(6)} 0 ${rem(20)}`,
  borderRadius: rem(28),
  backgroundColor: '$surface',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  color: '$textMuted',
});

const Input = styled('input', {
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${rem(12)}`,
  border: 'none',
  outline: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: rem(17),
  color: '$text',
  '&::-webkit-search-cancel-button': { cursor: 'pointer' },
});

const Submit = styled('button', {
  height: rem(44),
  padding: `0 ${rem(26)}`,
  border: 'none',
  borderRadius: rem(22),
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontFamily: 'inherit',
  fontSize: rem(16),
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$primaryText' },
});

/**
 * The help search: Enter or the button searches (as the header's box does). The box follows the
 * address when it changes elsewhere (back, a shared link).
 */
export function HelpSearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Form role="search" onSubmit={submit} data-testid="help-search">
      <SearchIcon size={rem(22)} />
      <Input
        type="search"
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('help.searchPlaceholder')}
        aria-label={t('help.searchPlaceholder')}
        onChange={(event) => {
          setDraft(event.target.value);
          // Clearing the box (its × too) shows every article again at once.
          if (event.target.value === '' && keyword !== '') onSearch('');
        }}
      />
      <Submit type="submit">{t('help.search')}</Submit>
    </Form>
  );
}
