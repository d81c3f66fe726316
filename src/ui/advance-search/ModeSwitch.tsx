import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Bar = styled('div', { display: 'flex', gap: rem(16), alignItems: 'center', marginBottom: rem(16), minHeight: rem(24) });

const LinkButton = styled('button', {
  padding: 0,
  border: 'none',
  background: 'none',
  color: '$primaryText',
  fontSize: rem(15),
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
});

type Props = { isUnion: boolean; keyword: string; onFilters: () => void; onKeyword: () => void; onReset: () => void };

/** Between the keyword's results and the filter forms; a filled form can be cleared. */
export function ModeSwitch({ isUnion, keyword, onFilters, onKeyword, onReset }: Props) {
  const { t } = useI18n();
  const hasKeyword = keyword.trim() !== '';
  return (
    <Bar>
      {isUnion ? (
        <LinkButton type="button" data-testid="search-use-filters" onClick={onFilters}>
          {t('search.useFilters')}
        </LinkButton>
      ) : (
        <>
          {hasKeyword ? (
            <LinkButton type="button" data-testid="search-back-to-keyword" onClick={onKeyword}>
              {t('search.backToKeyword', { keyword: keyword.trim() })}
            </LinkButton>
          ) : null}
          <LinkButton type="button" data-testid="search-reset" onClick={onReset}>
            {t('search.reset')}
          </LinkButton>
        </>
      )}
    </Bar>
  );
}
