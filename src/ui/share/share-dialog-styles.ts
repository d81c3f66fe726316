import * as Dialog from '@radix-ui/react-dialog';
import { rem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

/** The share dialog's look: a centred card over a dimmed page. */
export const Overlay = styled(Dialog.Overlay, { position: 'fixed', inset: 0, zIndex: 40, backgroundColor: 'rgba(31, 35, 41, 0.45)' });

export const Card = styled(Dialog.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 41,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: rem(16),
  width: rem(600),
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 48px)',
  overflowY: 'auto',
  padding: rem(28),
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$card',
  '&:focus': { outline: 'none' },
});

export const Heading = styled(Dialog.Title, { margin: 0, fontSize: rem(20), fontWeight: 700 });

export const Hint = styled(Dialog.Description, { margin: 0, fontSize: rem(14), color: '$textMuted', lineHeight: 1.5 });

export const Fieldset = styled('fieldset', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${rem(8)} ${rem(18)}`,
  margin: 0,
  padding: 0,
  border: 'none',
  fontSize: rem(15),
  '& legend': { float: 'left', marginRight: rem(8), fontWeight: 600 },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: rem(6), cursor: 'pointer' },
  '& input': { accentColor: 'var(--theme-color, #00bb74)' },
});

export const Row = styled('div', { display: 'flex', alignItems: 'center', gap: rem(10) });

export const LinkField = styled('input', { ...controlBox, flex: 1, minWidth: 0, fontSize: rem(14) });

export const Note = styled('p', {
  margin: 0,
  fontSize: rem(13),
  color: '$textMuted',
  variants: { tone: { warning: { color: '$warning' } } },
});

export const Section = styled('h3', { margin: `${rem(8)} 0 0`, fontSize: rem(16), fontWeight: 600 });

export const List = styled('ul', { display: 'flex', flexDirection: 'column', gap: rem(8), margin: 0, padding: 0, listStyle: 'none' });

export const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(12),
  padding: `${rem(10)} ${rem(12)}`,
  border: '1px solid $border',
  borderRadius: '$md',
  fontSize: rem(14),
});

export const ItemText = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(2),
  flex: 1,
  minWidth: 0,
  '& strong': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& span': { color: '$textMuted', fontSize: rem(13) },
});

export const StateBadge = styled('span', {
  padding: `${rem(2)} ${rem(10)}`,
  borderRadius: rem(12),
  fontSize: rem(12),
  fontWeight: 600,
  whiteSpace: 'nowrap',
  variants: {
    state: {
      active: { backgroundColor: '$primaryLight', color: '$primaryText' },
      expired: { backgroundColor: '$warningLight', color: '$warning' },
      revoked: { backgroundColor: '$dangerLight', color: '$danger' },
    },
  },
});

export const Footer = styled('div', { display: 'flex', justifyContent: 'flex-end' });
