import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

export type SideTab = 'lessons' | 'notes';

const List = styled(Tabs.List, { display: 'flex', gap: rem(4), borderBottom: '1px solid $border', marginBottom: rem(12) });

const Trigger = styled(Tabs.Trigger, {
  padding: `${rem(8)} ${rem(14)}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  backgroundColor: 'transparent',
  color: '$textMuted',
  fontSize: rem(15),
  cursor: 'pointer',
  '&[data-state="active"]': { color: '$primaryText', borderBottomColor: '$primary', fontWeight: 600 },
});

// Both stay mounted, so a half-written note survives a look at the recordings.
const Content = styled(Tabs.Content, {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(16),
  '&[data-state="inactive"]': { display: 'none' },
});

type Props = { tab: SideTab; onTab: (tab: SideTab) => void; lessons: ReactNode; notes: ReactNode | null };

/** Beside the player: the class's recordings and files, and the viewer's notes when they may keep them. */
export function PlayerSideTabs({ tab, onTab, lessons, notes }: Props) {
  const { t } = useI18n();
  if (notes === null) return <>{lessons}</>;
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as SideTab)}>
      <List aria-label={t('route.playVideo')}>
        <Trigger value="lessons" data-testid="side-tab-lessons">
          {t('notes.lessonsTab')}
        </Trigger>
        <Trigger value="notes" data-testid="side-tab-notes">
          {t('notes.tab')}
        </Trigger>
      </List>
      <Content value="lessons" forceMount>
        {lessons}
      </Content>
      <Content value="notes" forceMount>
        {notes}
      </Content>
    </Tabs.Root>
  );
}
