import { rem } from '../scaling/rem';

/** The bordered white box of form controls (fields, selects, pickers, pager buttons). */
export const controlBox = {
  height: rem(36),
  padding: `0 ${rem(12)}`,
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: rem(15),
  // A field with a problem (src/ui/shared/field-problems.tsx) is outlined in the danger colour too.
  '&[aria-invalid="true"]': { borderColor: '$danger' },
} as const;
