import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { TabList, TabTrigger } from '../kit/tabs';
import { SEARCH_SCOPES, type SearchScope } from '../search/search-scope';

const isScope = (value: string): value is SearchScope => SEARCH_SCOPES.some((scope) => scope === value);

type Props = { scope: SearchScope; onSwitch: (scope: SearchScope) => void; courses: ReactNode; inside: ReactNode };

/**
 * The courses or inside lessons, for the same keyword (docs/search.md "The page"). Each switch
 * loads a list, so arrow keys move between the tabs and Enter or Space opens one (manual activation).
 */
export function ScopeTabs({ scope, onSwitch, courses, inside }: Props) {
  const { t } = useI18n();
  return (
    <Tabs.Root
      value={scope}
      activationMode="manual"
      onValueChange={(value) => {
        if (isScope(value)) onSwitch(value);
      }}
    >
      <TabList aria-label={t('search.scope.label')}>
        {SEARCH_SCOPES.map((candidate) => (
          <TabTrigger key={candidate} value={candidate} data-testid={`search-scope-${candidate}`}>
            {t(`search.scope.${candidate}`)}
          </TabTrigger>
        ))}
      </TabList>
      <Tabs.Content value="courses">{scope === 'courses' && courses}</Tabs.Content>
      <Tabs.Content value="inside">{scope === 'inside' && inside}</Tabs.Content>
    </Tabs.Root>
  );
}
