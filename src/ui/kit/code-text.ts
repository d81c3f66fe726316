import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/**
 * A value people copy (an address, a stream key): monospaced on the page's tint and broken
 * anywhere, so a long one stays inside its card or panel.
 */
export const CodeText = styled('code', {
  display: 'block',
  padding: `${rem(6)} ${rem(8)}`,
  borderRadius: '$sm',
  backgroundColor: '$page',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: rem(13),
  lineHeight: 1.5,
  color: '$text',
  overflowWrap: 'anywhere',
});
