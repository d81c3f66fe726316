import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The actions of the full-window pages: a filled primary, a live (red) and an outlined kind. */
export const ActionButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: rem(8),
  border: '1px solid transparent',
  borderRadius: rem(22),
  fontFamily: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 150ms, border-color 150ms, color 150ms',
  '&:disabled': { cursor: 'default', opacity: 0.55 },
  variants: {
    tone: {
      primary: { backgroundColor: '$primaryFill', color: '#fff', '&:hover:not(:disabled)': { backgroundColor: '$primaryText' } },
      live: { backgroundColor: '$danger', color: '#fff', '&:hover:not(:disabled)': { backgroundColor: '#b3241c' } },
      outline: {
        backgroundColor: '$surface',
        borderColor: '$border',
        color: '$text',
        '&:hover:not(:disabled)': { borderColor: '$primary', color: '$primaryText' },
      },
      soft: { backgroundColor: '$primaryLight', color: '$primaryText', '&:hover:not(:disabled)': { backgroundColor: '$primarySoft' } },
    },
    size: {
      large: { height: rem(48), padding: `0 ${rem(28)}`, fontSize: rem(17) },
      small: { height: rem(34), padding: `0 ${rem(16)}`, fontSize: rem(14) },
    },
  },
  defaultVariants: { tone: 'primary', size: 'small' },
});
