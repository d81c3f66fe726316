import { useQuery } from '@tanstack/react-query';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { styleEntriesQuery } from '../shared/style-entries-api';
import { footerTextOf } from './branding-api';

const Bar = styled('footer', {
  padding: `${rem(28)} ${rem(40)}`,
  borderTop: '1px solid $border',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: rem(14),
  textAlign: 'center',
});

/** The school's footer line from the style configuration ('footer' entry). */
export function Footer() {
  const text = useQuery({ ...styleEntriesQuery(), select: footerTextOf }).data ?? null;
  if (text === null) return null;
  return <Bar data-testid="footer">{text}</Bar>;
}
