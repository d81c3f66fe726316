import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** A data table, its rows and the small text actions in its cells (a cell's state is a ./badge.ts Badge). */

export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  backgroundColor: '$surface',
  borderRadius: '$md',
  fontSize: rem(14),
  color: '$text',
  'th, td': { padding: `${rem(12)} ${rem(14)}`, textAlign: 'left', borderBottom: '1px solid $border', verticalAlign: 'middle' },
  th: { color: '$textMuted', fontWeight: 600, whiteSpace: 'nowrap' },
  variants: { loading: { true: { opacity: 0.55, transition: 'opacity 150ms' } } },
});

export const Row = styled('tr', {
  // An invalid resource is greyed by colour, not opacity, so its texts keep their contrast.
  variants: { invalid: { true: { color: '$textMuted' } } },
});

export const Reason = styled('div', { marginTop: rem(4), fontSize: rem(12), color: '$textMuted' });

// Rows 8 px apart when they wrap, unscaled: two 16 px lines of text closer than that are closer than WCAG 2.5.8's 24 px.
export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: `8px ${rem(4)}` });

/** A table action: text in the theme colour (red for delete), underlined on hover. */
export const LinkButton = styled('button', {
  padding: `${rem(4)} ${rem(8)}`,
  border: 'none',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: '$primaryText',
  fontFamily: 'inherit',
  fontSize: rem(14),
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$primaryLight' },
  '&:disabled': { color: '$textMuted', cursor: 'default' },
  variants: { danger: { true: { color: '$danger', '&:hover:not(:disabled)': { backgroundColor: '$dangerLight' } } } },
});
