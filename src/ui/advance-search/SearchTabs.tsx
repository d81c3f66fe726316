import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { SEARCH_TYPES, type SearchType } from './search-state';

const Tabs = styled('div', { display: 'flex', gap: rem(8), marginBottom: rem(20) });

const Tab = styled('button', {
  padding: `${rem(8)} ${rem(22)}`,
  border: '1px solid $border',
  borderRadius: rem(20),
  backgroundColor: '$surface',
  color: '$text',
  fontSize: rem(16),
  cursor: 'pointer',
  '&[aria-selected="true"]': { backgroundColor: '$primaryFill', borderColor: '$primaryFill', color: '#fff' },
});

/** Live or recorded lessons: each kind keeps its own form (SPEC §3). */
export function SearchTabs({ type, onSwitch }: { type: SearchType; onSwitch: (type: SearchType) => void }) {
  const { t } = useI18n();
  return (
    <Tabs role="tablist">
      {SEARCH_TYPES.map((candidate) => (
        <Tab
          key={candidate}
          type="button"
          role="tab"
          aria-selected={candidate === type}
          data-testid={`search-type-${candidate}`}
          onClick={() => onSwitch(candidate)}
        >
          {t(`search.type.${candidate}`)}
        </Tab>
      ))}
    </Tabs>
  );
}
