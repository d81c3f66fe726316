import * as Dialog from '@radix-ui/react-dialog';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** A dialog's look: a centred card over a dimmed page, its heading, hint, choices and footer. */
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

export const Footer = styled('div', { display: 'flex', justifyContent: 'flex-end' });
