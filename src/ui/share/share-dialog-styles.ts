import { rem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

/** The share dialog's own parts: the link row, notes and the list of links made before (its frame is the kit's dialog). */
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
