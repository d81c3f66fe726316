import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

export const MenuList = styled('ul', {
  display: 'flex',
  alignItems: 'stretch',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const MenuListItem = styled('li', { display: 'flex', alignItems: 'stretch' });

/** A top-level item: the header's text colour, a bar under the active one. */
export const TopItem = styled('a', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: rem(4),
  height: '100%',
  padding: `0 ${rem(16)}`,
  border: 'none',
  background: 'none',
  color: 'var(--header-fg)',
  fontFamily: 'inherit',
  fontSize: rem(16),
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  opacity: 0.88,
  '&:hover, &:focus-visible': { opacity: 1 },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: rem(16),
    right: rem(16),
    bottom: rem(14),
    height: rem(3),
    borderRadius: rem(2),
    backgroundColor: 'var(--header-accent)',
    transform: 'scaleX(0)',
    transition: 'transform 160ms ease',
  },
  variants: {
    active: {
      true: { opacity: 1, fontWeight: 600, color: 'var(--header-active-fg)', '&::after': { transform: 'scaleX(1)' } },
    },
  },
});

export const GroupHeading = styled('div', {
  padding: `${rem(8)} ${rem(20)} ${rem(4)}`,
  fontSize: rem(13),
  color: '$textMuted',
});
