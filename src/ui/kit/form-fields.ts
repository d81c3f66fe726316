import { rem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

/** Form controls and their layout inside a dialog: labelled fields, selects, problems and the footer. */

export const Field = styled('input', { ...controlBox, minWidth: 0 });

export const Select = styled('select', { ...controlBox, minWidth: 0 });

export const Label = styled('label', { display: 'flex', flexDirection: 'column', gap: rem(6), fontSize: rem(14), fontWeight: 600 });

export const ErrorList = styled('ul', { margin: 0, paddingLeft: rem(20), color: '$danger', fontSize: rem(14), lineHeight: 1.6 });

/** Why a form was not sent or was refused, above its buttons (a field's own problem stands beside the field). */
export const FormProblem = styled('p', {
  margin: 0,
  padding: `${rem(8)} ${rem(12)}`,
  borderRadius: '$sm',
  backgroundColor: '$dangerLight',
  // The danger red darkened: $danger on $dangerLight is 4.2:1, under WCAG AA's 4.5:1 for text.
  color: '#b3241c',
  fontSize: rem(14),
});

export const DialogForm = styled('form', { display: 'flex', flexDirection: 'column', gap: rem(16) });

export const DialogFooter = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: rem(10) });
