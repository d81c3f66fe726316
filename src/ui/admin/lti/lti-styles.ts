import { rem } from '../../scaling/rem';
import { controlBox } from '../../theme/control-box';
import { styled } from '../../theme/stitches';
import { CodeText } from '../../kit/code-text';

/** The LTI platforms page's own look; buttons, dialogs and form fields are the kit's. */

export const PanelTitle = styled('h2', { margin: `0 0 ${rem(8)}`, fontSize: rem(20), fontWeight: 700, color: '$text' });

export const PanelHead = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: rem(12),
  marginBottom: rem(16),
});

export const Muted = styled('p', { margin: `0 0 ${rem(16)}`, fontSize: rem(14), color: '$textMuted', lineHeight: 1.5 });

/** Labelled values, one under another: an address and its Copy button wrap on a narrow window. */
export const Values = styled('ul', { display: 'flex', flexDirection: 'column', gap: rem(14), margin: 0, padding: 0, listStyle: 'none' });

export const Value = styled('li', { display: 'flex', flexDirection: 'column', gap: rem(6), minWidth: 0 });

export const ValueName = styled('span', { fontSize: rem(14), fontWeight: 600, color: '$text' });

export const ValueRow = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(8), minWidth: 0 });

/** An address (the kit's CodeText), growing beside its Copy button. */
export const Address = styled(CodeText, { flex: `1 1 ${rem(320)}`, minWidth: 0 });

/** The platforms as cards, side by side where there is room, one under another on a narrow window. */
export const Cards = styled('ul', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${rem(380)}), 1fr))`,
  gap: rem(16),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const Card = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(10),
  minWidth: 0,
  padding: rem(16),
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
});

export const CardTitle = styled('h3', { margin: 0, fontSize: rem(17), fontWeight: 700, color: '$text', overflowWrap: 'anywhere' });

/** A card's facts: name and value side by side, the value broken anywhere. */
export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${rem(4)} ${rem(12)}`,
  margin: 0,
  fontSize: rem(14),
  dt: { color: '$textMuted' },
  dd: { margin: 0, color: '$text', overflowWrap: 'anywhere' },
});

export const Buttons = styled('div', { display: 'flex', flexWrap: 'wrap', gap: rem(8), marginTop: 'auto' });

/** The form's fields, two by two on a wide dialog, one under another on a narrow window. */
export const FormGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${rem(320)}), 1fr))`,
  gap: rem(14),
});

export const FieldHint = styled('span', { fontSize: rem(13), fontWeight: 400, color: '$textMuted', lineHeight: 1.4 });

export const TextArea = styled('textarea', {
  ...controlBox,
  height: 'auto',
  minHeight: rem(72),
  padding: `${rem(8)} ${rem(12)}`,
  resize: 'vertical',
});
