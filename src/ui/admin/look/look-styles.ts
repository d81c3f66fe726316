import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';

/** The look page's building blocks: panels of labelled fields, with their warnings under them. */
export const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(520)}`,
  gap: rem(32),
  alignItems: 'start',
});

export const Column = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(24), minWidth: 0 });

export const Sticky = styled('div', { position: 'sticky', top: rem(96), display: 'flex', flexDirection: 'column', gap: rem(16) });

export const PanelTitle = styled('h2', { margin: `0 0 ${rem(16)}`, fontSize: rem(20), fontWeight: 700, color: '$text' });

export const Field = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${rem(200)} minmax(0, 1fr)`,
  gap: rem(16),
  alignItems: 'start',
  padding: `${rem(14)} 0`,
  borderTop: '1px solid $border',
  '&:first-of-type': { borderTop: 'none' },
});

export const FieldLabel = styled('label', { paddingTop: rem(7), fontSize: rem(15), fontWeight: 600, color: '$text' });
export const FieldName = styled('span', { paddingTop: rem(7), fontSize: rem(15), fontWeight: 600, color: '$text' });

export const FieldBody = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(8), minWidth: 0 });

export const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(10) });

export const TextInput = styled('input', {
  height: rem(36),
  padding: `0 ${rem(10)}`,
  border: '1px solid $border',
  borderRadius: '$sm',
  fontFamily: 'inherit',
  fontSize: rem(15),
  color: '$text',
  backgroundColor: '$surface',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus': { outline: 'none', borderColor: '$primary' },
});

export const TextArea = styled('textarea', {
  minHeight: rem(72),
  padding: rem(10),
  border: '1px solid $border',
  borderRadius: '$sm',
  fontFamily: 'inherit',
  fontSize: rem(15),
  color: '$text',
  resize: 'vertical',
  '&:focus': { outline: 'none', borderColor: '$primary' },
});

export const Select = styled('select', {
  alignSelf: 'flex-start',
  minWidth: rem(240),
  height: rem(36),
  padding: `0 ${rem(8)}`,
  border: '1px solid $border',
  borderRadius: '$sm',
  fontFamily: 'inherit',
  fontSize: rem(15),
  color: '$text',
  backgroundColor: '$surface',
});

export const Hint = styled('p', { margin: 0, fontSize: rem(13), color: '$textMuted', lineHeight: 1.5 });

/** A warning under its field, read out when it appears. */
export const Warning = styled('p', { margin: 0, fontSize: rem(13), color: '$danger', fontWeight: 600 });

export { Notice } from '../admin-styles';

export const Thumb = styled('img', {
  display: 'block',
  height: rem(56),
  maxWidth: rem(240),
  objectFit: 'contain',
  padding: rem(4),
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '#f2f3f5',
  // The platform's mark is white artwork: shown on the theme's fill, as the header shows it.
  variants: { ground: { fill: { backgroundColor: '$primaryFill' }, plain: {} } },
  defaultVariants: { ground: 'plain' },
});

export const Empty = styled('span', { fontSize: rem(14), color: '$textMuted', fontStyle: 'italic' });
