import { useId } from 'react';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import type { FormProblems } from './form-problems';

const Message = styled('span', { color: '$danger', fontSize: rem(13), fontWeight: 400, lineHeight: 1.4 });

/**
 * A form's field problems on screen (./form-problems.ts): `control(name)` marks a field's control
 * invalid and points it at its message (`aria-describedby`), `message(name)` is that message,
 * shown under the control.
 */
export function useFieldProblems<F extends string>(problems: FormProblems<F>) {
  const base = useId();
  const idOf = (name: F) => `${base}-${name}`;
  return {
    control: (name: F) => (problems.fields[name] === undefined ? {} : ({ 'aria-invalid': true, 'aria-describedby': idOf(name) } as const)),
    message: (name: F) => {
      const text = problems.fields[name];
      return text === undefined ? null : (
        <Message id={idOf(name)} data-testid="field-problem" data-field={name}>
          {text}
        </Message>
      );
    },
  };
}

/** Moves focus to a form's first field marked invalid, so the keyboard lands where the problem is. */
export function focusFirstProblem(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
