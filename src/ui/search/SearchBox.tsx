import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { SEARCH_BOX_WIDTH_PX, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../constants';
import { SearchIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { MIN_TARGET_PX, rem, targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { ScopeChoice } from './ScopeChoice';
import { rememberSearchScope, useLastSearchScope } from './search-scope';
import { useDebouncedCallback } from './use-debounced-callback';
import { useHomeSearch } from './use-home-search';
import { useInsideSearch } from './use-inside-search';

const SEARCH_HEIGHT_PX = 40;

const Area = styled('div', { position: 'relative', flexShrink: 0 });

const Form = styled('form', {
  display: 'flex',
  alignItems: 'center',
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
 * The header's search (SPEC §2 "Layout header"): up to 100 characters; Enter or the button
 * searches, once typing and clicking have paused for 200 ms. It searches the courses (the home
 * search rule) or inside lessons, whichever was chosen or shown last; the choice shows under the
 * box while it is in use and Escape puts it away (docs/search.md "The page").
 */
export function SearchBox({ showCourseNo }: { showCourseNo: boolean }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const [choiceOpen, setChoiceOpen] = useState(false);
  const scope = useLastSearchScope();
  const searchCourses = useHomeSearch();
  const searchInside = useInsideSearch();
  const submit = useDebouncedCallback(() => void (scope === 'inside' ? searchInside : searchCourses)(keyword.trim()), SEARCH_DEBOUNCE_MS);
  const coursePlaceholder = showCourseNo
    ? `${t('header.searchPlaceholder')}/${t('header.searchCourseNumber')}`
    : t('header.searchPlaceholder');
  const placeholder = scope === 'inside' ? t('header.searchInsidePlaceholder') : coursePlaceholder;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setChoiceOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !choiceOpen) return;
    // The first Escape only puts the choice away; the next one clears the box as usual.
    event.preventDefault();
    setChoiceOpen(false);
  };

  return (
    <Area onFocus={() => setChoiceOpen(true)} onBlur={onBlur} onKeyDown={onKeyDown}>
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
      <ScopeChoice scope={scope} open={choiceOpen} onChoose={rememberSearchScope} />
    </Area>
  );
}
