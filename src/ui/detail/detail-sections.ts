import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The class page below its hero: the lessons and recordings beside the resources. */
export const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(400)}`,
  gap: rem(32),
  alignItems: 'start',
  marginTop: rem(32),
});

export const Column = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(36), minWidth: 0 });

export const SidePanel = styled('aside', {
  position: 'sticky',
  top: rem(88),
  padding: `${rem(20)} ${rem(24)}`,
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
});

export const Count = styled('span', { fontSize: rem(15), color: '$textMuted' });

/** A section with nothing in it: one quiet line, not the page-sized empty block. */
export const Quiet = styled('p', {
  margin: 0,
  padding: `${rem(28)} ${rem(20)}`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: rem(15),
  textAlign: 'center',
});
