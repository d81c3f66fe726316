import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The bar above a list or table: its title on the left, its controls on the right. */

export const Toolbar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: rem(12),
  marginBottom: rem(16),
});

export const SectionTitle = styled('h2', { margin: 0, fontSize: rem(20), fontWeight: 700, color: '$text' });
