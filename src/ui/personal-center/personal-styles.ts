import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** Shared look of the favourites and the viewing record. */
export const Heading = styled('h2', { margin: `0 0 ${rem(16)}`, fontSize: rem(22), fontWeight: 600, color: '$text' });

export const Toolbar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: rem(12),
  marginBottom: rem(16),
});

export const Muted = styled('span', { color: '$textMuted', fontSize: rem(13) });

export const Failed = styled('p', { color: '$danger', fontSize: rem(15) });

export const CardGrid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${rem(240)}, 1fr))`,
  gap: rem(20),
});

export const Card = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surface',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)',
});

export const CardBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  padding: rem(12),
  '& strong': { fontSize: rem(15), color: '$text', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export const CardActions = styled('div', { display: 'flex', gap: rem(8), padding: `0 ${rem(12)} ${rem(12)}` });

export const CoverButton = styled('button', {
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  textAlign: 'left',
});
