import { useState } from 'react';
import { SEARCH_BOX_WIDTH_PX, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../constants';
import { SearchIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { MIN_TARGET_PX, rem, targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { useDebouncedCallback } from './use-debounced-callback';
import { useHomeSearch } from './use-home-search';

const SEARCH_HEIGHT_PX = 40;

const Form = styled('form', {
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  width: rem(SEARCH_BOX_WIDTH_PX),
  // The field and its button are targets of at least 24 px (WCAG 2.5.8) in narrow windows too:
  // 24 px inside the box's 1 px border.
  height: `max(${MIN_TARGET_PX + 2}px, ${rem(SEARCH_HEIGHT_PX)})`,
  borderRadius: rem(SEARCH_HEIGHT_PX / 2),
  border: '1px solid var(--header-field-border)',
  backgroundColor: 'var(--header-field-bg)',
  overflow: 'hidden',
  '&:focus-within': { borderColor: '$primary' },
});

const Input = styled('input', {
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${rem(2)} 0 ${rem(12)}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'var(--header-fg)',
  fontFamily: 'inherit',
  fontSize: rem(15),
  // The long placeholder (with '/course number') fits the 354 px box at a smaller size; should a
  // font still run wide, it ends in an ellipsis rather than a cut letter.
  textOverflow: 'ellipsis',
  '&::placeholder': { color: 'var(--header-placeholder)', fontSize: rem(11.5), textOverflow: 'ellipsis' },
});

const Submit = styled('button', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: targetRem(32),
  height: '100%',
  border: 'none',
  background: 'none',
  color: 'var(--header-fg)',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { color: '$primaryText' },
});

/**
 * The course search (SPEC §2 "Layout header"): up to 100 characters; Enter or the button searches,
 * once typing and clicking have paused for 200 ms.
 */
export function SearchBox({ showCourseNo }: { showCourseNo: boolean }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const search = useHomeSearch();
  const submit = useDebouncedCallback(() => void search(keyword.trim()), SEARCH_DEBOUNCE_MS);
  const placeholder = showCourseNo ? `${t('header.searchPlaceholder')}/${t('header.searchCourseNumber')}` : t('header.searchPlaceholder');

  return (
    <Form
      role="search"
      data-testid="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Input
        type="search"
        value={keyword}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <Submit type="submit" aria-label={t('header.search')} title={t('header.search')}>
        <SearchIcon size={rem(20)} />
      </Submit>
    </Form>
  );
}
