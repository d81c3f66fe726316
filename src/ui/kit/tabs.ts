import * as Tabs from '@radix-ui/react-tabs';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** Tabs under a page heading: a bottom-lined list whose active trigger is underlined in the theme colour. */

export const TabList = styled(Tabs.List, { display: 'flex', gap: rem(8), borderBottom: '1px solid $border', marginBottom: rem(24) });

export const TabTrigger = styled(Tabs.Trigger, {
  padding: `${rem(10)} ${rem(18)}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  backgroundColor: 'transparent',
  color: '$textMuted',
  fontFamily: 'inherit',
  fontSize: rem(17),
  cursor: 'pointer',
  '&:hover': { color: '$primaryText' },
  '&[data-state="active"]': { color: '$primaryText', borderBottomColor: '$primary', fontWeight: 600 },
});
