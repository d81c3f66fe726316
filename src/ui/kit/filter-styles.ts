import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { controlBox } from '../theme/control-box';

/** One line of a filter panel: its name on the left, its choices on the right. */
export const FilterRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${rem(110)} 1fr`,
  alignItems: 'center',
  gap: rem(16),
  padding: `${rem(10)} 0`,
  '& + &': { borderTop: '1px dashed $border' },
});

export const FilterLabel = styled('span', { fontSize: rem(15), color: '$textMuted' });

export const Choices = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(10) });

export const Chip = styled('button', {
  height: rem(32),
  padding: `0 ${rem(14)}`,
  border: '1px solid transparent',
  borderRadius: rem(16),
  background: 'none',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: rem(15),
  cursor: 'pointer',
  '&:hover': { color: '$primaryText' },
  variants: {
    selected: { true: { backgroundColor: '$primaryLight', borderColor: '$primarySoft', color: '$primaryText', fontWeight: 600 } },
  },
});

export const FieldInput = styled('input', {
  ...controlBox,
  width: rem(220),
  outline: 'none',
  '&:focus': { borderColor: '$primary' },
});

export const FieldSelect = styled('select', {
  ...controlBox,
  minWidth: rem(220),
  padding: `0 ${rem(10)}`,
});

/** Text fields side by side on one filter line. */
export const Fields = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(20) });

export const FieldLabel = styled('label', { display: 'flex', alignItems: 'center', gap: rem(10), fontSize: rem(15), color: '$textMuted' });
