import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The element a hover panel hangs from. */
export const HoverAnchor = styled('div', {
  position: 'relative',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
});

/** A dropdown panel under its anchor. */
export const HoverPanel = styled('div', {
  position: 'absolute',
  top: 'calc(100% - 0.5rem)',
  zIndex: 20,
  padding: `${rem(8)} 0`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$card',
  border: '1px solid $border',
  variants: {
    align: { start: { left: 0 }, end: { right: 0 } },
  },
  defaultVariants: { align: 'start' },
});

/** A row of a dropdown: a link or a button. */
export const PanelEntry = styled('button', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(10),
  width: '100%',
  minHeight: rem(44),
  padding: `0 ${rem(20)}`,
  border: 'none',
  background: 'none',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: rem(16),
  textAlign: 'left',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: '$primaryLight', color: '$primaryText' },
  variants: {
    active: { true: { color: '$primaryText', fontWeight: 600 } },
  },
});

export const PanelDivider = styled('hr', {
  margin: `${rem(6)} 0`,
  border: 'none',
  borderTop: '1px solid $border',
});
