import { useId } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { SEARCH_SCOPES, type SearchScope } from './search-scope';

const Panel = styled('fieldset', {
  position: 'absolute',
  top: `calc(100% + ${rem(6)})`,
  left: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: rem(8),
  margin: 0,
  padding: `${rem(8)} ${rem(10)}`,
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  boxShadow: '$toast',
  color: '$text',
  whiteSpace: 'nowrap',
  '&[hidden]': { display: 'none' },
});

// A fieldset's legend will not sit in a flex row: floated, it does.
const Legend = styled('legend', { float: 'left', padding: 0, marginRight: rem(4), fontSize: rem(13), color: '$textMuted' });

/** A pill around a native radio stretched over it: the radio is the whole target, and stays a radio. */
const Option = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `max(24px, ${rem(30)})`,
  padding: `0 ${rem(12)}`,
  borderRadius: rem(15),
  border: '1px solid $border',
  fontSize: rem(14),
  cursor: 'pointer',
  '&:hover': { borderColor: '$primary', color: '$primaryText' },
  '&:has(input:checked)': { backgroundColor: '$primaryFill', borderColor: '$primaryFill', color: '#fff' },
  '&:has(input:focus-visible)': { outline: '2px solid var(--theme-color-light-3)', outlineOffset: '2px' },
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
});

type Props = { scope: SearchScope; open: boolean; onChoose: (scope: SearchScope) => void };

/**
 * Where the header's box searches, shown under it while it is in use (docs/search.md "The page").
 * A press on it keeps the focus in the box, so one picks a scope and goes on typing.
 */
export function ScopeChoice({ scope, open, onChoose }: Props) {
  const { t } = useI18n();
  const name = useId();
  return (
    <Panel hidden={!open} data-testid="header-search-scope" onMouseDown={(event) => event.preventDefault()}>
      <Legend>{t('search.scope.label')}</Legend>
      {SEARCH_SCOPES.map((candidate) => (
        <Option key={candidate}>
          <input
            type="radio"
            name={name}
            value={candidate}
            checked={candidate === scope}
            onChange={() => onChoose(candidate)}
            data-testid={`header-scope-${candidate}`}
          />
          {t(`search.scope.${candidate}`)}
        </Option>
      ))}
    </Panel>
  );
}
