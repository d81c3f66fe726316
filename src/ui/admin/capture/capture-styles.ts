import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';
import { CodeText } from '../../kit/code-text';

/** The lecture capture page's own look; tables, badges, buttons and dialogs are the kit's. */

/** A room's three roads side by side on a wide dialog, one under another on a narrow window. */
export const RoadGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${rem(250)}), 1fr))`,
  gap: rem(16),
});

export const Card = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(12),
  minWidth: 0,
  padding: rem(16),
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
});

export const CardHead = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: rem(8),
});

export const CardTitle = styled('h3', { margin: 0, fontSize: rem(17), fontWeight: 700, color: '$text' });

/** A labelled value (an address, a key) with its buttons under it. */
export const Item = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(6), minWidth: 0 });

export const ItemName = styled('span', { fontSize: rem(13), fontWeight: 600, color: '$textMuted' });

/** An address or a key (the kit's CodeText). */
export const Secret = CodeText;

export const Buttons = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(8) });

export const Muted = styled('p', { margin: 0, fontSize: rem(13), color: '$textMuted', lineHeight: 1.5 });

/** What an action did, read out as it changes. */
export const Status = styled('p', { margin: 0, minHeight: '1.5em', fontSize: rem(14), color: '#11643c', fontWeight: 600 });

/** A short confirmation beside a button ("Copied"). */
export const Confirmation = styled('span', {
  fontSize: rem(13),
  fontWeight: 600,
  color: '#11643c',
  variants: { failed: { true: { color: '#b3241c' } } },
});

/** The signal's figures, two columns of name and value. */
export const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${rem(4)} ${rem(12)}`,
  margin: 0,
  fontSize: rem(13),
  dt: { color: '$textMuted' },
  dd: { margin: 0, color: '$text', fontVariantNumeric: 'tabular-nums' },
});

export const RoadStates = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: rem(6), margin: 0, padding: 0, listStyle: 'none' });
