import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { FormProblem } from '../kit/form-fields';
import { focusFirstProblem, useFieldProblems } from './field-problems';
import { hasCheckedProblems, shownProblems, type CheckedProblems, type PlaceOf } from './form-problems';

/** The part of a react-query mutation a form needs: whether its last send was refused, and forgetting that. */
type Sending = { isError: boolean; error: unknown; reset: () => void };

type Options<F extends string> = {
  /** What the form's own check finds in the fields as they are now (./form-problems.ts). */
  checked: CheckedProblems<F>;
  /** Which of the form's fields a refusal's request field is. */
  placeOf: PlaceOf<F>;
  /** The form's sentence when no answer came back (network, timeout). */
  fallback: string;
};

/**
 * A dialog form's problems, from its own check and from the server (docs/api.md "Field
 * problems"): nothing is sent until the form's check passes; once a send was tried, each field
 * says what is wrong with it as it changes, and the keyboard lands on the first field at fault. A
 * refusal shows beside the field it is about, or above the buttons; a change clears it, since it
 * answered what was sent.
 *
 * `submit(send)` is the form's onSubmit; `changed()` goes with every change of a field;
 * `control(name)` and `message(name)` mark a field and show its problem (./field-problems.tsx);
 * `formProblem(testId)` is the form's own line, above its buttons.
 */
export function useFormProblems<F extends string>(sending: Sending, { checked, placeOf, fallback }: Options<F>) {
  const { t } = useI18n();
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failure = sending.isError ? { error: sending.error } : null;
  const problems = shownProblems(t, { tried, checked, failure, placeOf, fallback });
  const { control, message } = useFieldProblems(problems);
  return {
    formRef,
    control,
    message,
    changed: () => {
      if (sending.isError) sending.reset();
    },
    submit: (send: () => void) => (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      // After the render that marks the fields invalid.
      if (hasCheckedProblems(checked)) requestAnimationFrame(() => focusFirstProblem(formRef.current));
      else send();
    },
    formProblem: (testId: string) =>
      problems.form === null ? null : (
        <FormProblem role="alert" data-testid={testId}>
          {problems.form}
        </FormProblem>
      ),
  };
}
