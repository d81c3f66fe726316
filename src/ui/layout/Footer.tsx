import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { fetchFooterText } from './branding-api';
import { useApiData } from './use-api-data';

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
  const text = useApiData(fetchFooterText);
  if (text === null) return null;
  return <Bar data-testid="footer">{text}</Bar>;
}
