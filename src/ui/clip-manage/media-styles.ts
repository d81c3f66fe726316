import * as Tabs from '@radix-ui/react-tabs';
import { rem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

/** The media page's look: tabs, toolbars, the resources table and its small actions. */

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

export const Toolbar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: rem(12),
  marginBottom: rem(16),
});

export const SectionTitle = styled('h2', { margin: 0, fontSize: rem(20), fontWeight: 700, color: '$text' });

export const Field = styled('input', { ...controlBox, minWidth: 0 });

export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  backgroundColor: '$surface',
  borderRadius: '$md',
  fontSize: rem(14),
  color: '$text',
  'th, td': { padding: `${rem(12)} ${rem(14)}`, textAlign: 'left', borderBottom: '1px solid $border', verticalAlign: 'middle' },
  th: { color: '$textMuted', fontWeight: 600, whiteSpace: 'nowrap' },
  variants: { loading: { true: { opacity: 0.55, transition: 'opacity 150ms' } } },
});

export const Row = styled('tr', {
  // An invalid resource is greyed by colour, not opacity, so its texts keep their contrast.
  variants: { invalid: { true: { color: '$textMuted' } } },
});

export const StatusBadge = styled('span', {
  display: 'inline-block',
  padding: `${rem(2)} ${rem(10)}`,
  borderRadius: rem(12),
  fontSize: rem(13),
  fontWeight: 600,
  whiteSpace: 'nowrap',
  variants: {
    status: {
      ready: { backgroundColor: '$primaryLight', color: '$primaryText' },
      processing: { backgroundColor: '$warningLight', color: '$warning' },
      failed: { backgroundColor: '$dangerLight', color: '$danger' },
    },
  },
});

export const Reason = styled('div', { marginTop: rem(4), fontSize: rem(12), color: '$textMuted' });

export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: rem(4) });

/** A table action: text in the theme colour (red for delete), underlined on hover. */
export const LinkButton = styled('button', {
  padding: `${rem(4)} ${rem(8)}`,
  border: 'none',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: '$primaryText',
  fontFamily: 'inherit',
  fontSize: rem(14),
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$primaryLight' },
  '&:disabled': { color: '$textMuted', cursor: 'default' },
  variants: { danger: { true: { color: '$danger', '&:hover:not(:disabled)': { backgroundColor: '$dangerLight' } } } },
});

export const ErrorList = styled('ul', { margin: 0, paddingLeft: rem(20), color: '$danger', fontSize: rem(14), lineHeight: 1.6 });

export const Label = styled('label', { display: 'flex', flexDirection: 'column', gap: rem(6), fontSize: rem(14), fontWeight: 600 });

export const DialogForm = styled('form', { display: 'flex', flexDirection: 'column', gap: rem(16) });

export const DialogFooter = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: rem(10) });

export const Select = styled('select', { ...controlBox, minWidth: 0 });
