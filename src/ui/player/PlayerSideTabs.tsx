import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

export type SideTab = 'lessons' | 'notes' | 'transcript';

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

// All stay mounted, so a half-written note survives a look at the recordings, and the transcript
// keeps its place and its search.
const Content = styled(Tabs.Content, {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(16),
  '&[data-state="inactive"]': { display: 'none' },
});

type Props = {
  tab: SideTab;
  onTab: (tab: SideTab) => void;
  lessons: ReactNode;
  /** Null when the viewer may not keep notes. */
  notes: ReactNode | null;
  transcript: ReactNode;
};

/** Beside the player: the class's recordings and files, the viewer's notes when they may keep them, and the transcript. */
export function PlayerSideTabs({ tab, onTab, lessons, notes, transcript }: Props) {
  const { t } = useI18n();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as SideTab)}>
      <List aria-label={t('route.playVideo')}>
        <Trigger value="lessons" data-testid="side-tab-lessons">
          {t('notes.lessonsTab')}
        </Trigger>
        {notes !== null && (
          <Trigger value="notes" data-testid="side-tab-notes">
            {t('notes.tab')}
          </Trigger>
        )}
        <Trigger value="transcript" data-testid="side-tab-transcript">
          {t('playerTexts.tab')}
        </Trigger>
      </List>
      <Content value="lessons" forceMount>
        {lessons}
      </Content>
      {notes !== null && (
        <Content value="notes" forceMount>
          {notes}
        </Content>
      )}
      <Content value="transcript" forceMount>
        {transcript}
      </Content>
    </Tabs.Root>
  );
}
