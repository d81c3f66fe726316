import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ERROR } from '../../schemas/error-codes';
import { newPasswordRuleSchema } from '../../schemas/auth';
import { changePassword } from '../../services/auth/change-password';
import { ApiError } from '../../services/http/api-error';
import { failureText } from '../kit/toast/server-error-text';
import { useI18n } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { AuthScreen } from '../login/AuthScreen';
import { Card, Field, FormError, Input, SubmitButton } from '../kit/auth-screen-styles';
import { focusFirstProblem, useFieldProblems } from '../shared/field-problems';
import { fieldProblemText, type FormProblems } from '../shared/form-problems';
import { useAppServices } from '../shared/use-app-context';

type Form = { current: string; next: string; again: string };
type PasswordField = keyof Form;

const REQUIRED = { rule: 'required', values: {} } as const;

/** What is wrong before anything is sent, beside the field at fault. */
function formProblems(t: Translate, form: Form): FormProblems<PasswordField> {
  const fields: Partial<Record<PasswordField, string>> = {};
  if (form.current === '') fields.current = fieldProblemText(t, REQUIRED);
  if (form.next === '') fields.next = fieldProblemText(t, REQUIRED);
  else if (!newPasswordRuleSchema.safeParse(form.next).success) fields.next = t('password.weak');
  if (form.again !== form.next) fields.again = t('password.mismatch');
  return { fields, form: null };
}

/** The server's refusal beside the password it is about (a wrong current one, a new one against the policy), else for the form. */
function refusalProblems(t: Translate, language: Parameters<typeof failureText>[0], failure: unknown): FormProblems<PasswordField> {
  const sentence = failureText(language, failure, t('password.failed'));
  const code = failure instanceof ApiError ? failure.code : undefined;
  if (code === ERROR.currentPasswordWrong.code) return { fields: { current: sentence }, form: null };
  if (code === ERROR.passwordPolicy.code) return { fields: { next: sentence }, form: null };
  return { fields: {}, form: sentence };
}

/**
 * /change-password: while the password equals the user code (KIAF_FORCE_UPDATE_PWD), the route
 * guard allows no other page (SPEC §5). Each field says what is wrong with it beside it, before
 * sending and after the server refused. On success the user continues to /home.
 */
export function ChangePasswordPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { session } = useAppServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Form>({ current: '', next: '', again: '' });
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  // The refusal kept as the error, so it is worded in the page's current language.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const checked = formProblems(t, form);
  const hasProblems = Object.keys(checked.fields).length > 0;
  const problems =
    tried && hasProblems ? checked : failure === null ? { fields: {}, form: null } : refusalProblems(t, language, failure.error);
  const { control, message } = useFieldProblems(problems);

  const submit = async () => {
    setTried(true);
    if (hasProblems) return requestAnimationFrame(() => focusFirstProblem(formRef.current));
    setPending(true);
    setFailure(null);
    try {
      await changePassword(session, form.current, form.next);
      await navigate({ to: '/home' });
    } catch (error) {
      setFailure({ error });
      setPending(false);
    }
  };

  const field = (key: PasswordField, label: string, autoComplete: string) => (
    <Field>
      {label}
      <Input
        type="password"
        name={key}
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(event) => {
          setFailure(null);
          setForm({ ...form, [key]: event.target.value });
        }}
        {...control(key)}
      />
      {message(key)}
    </Field>
  );

  return (
    <AuthScreen>
      <Card aria-labelledby="password-title">
        <h2 id="password-title">{t('password.title')}</h2>
        <p>{t('password.hint')}</p>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {field('current', t('password.current'), 'current-password')}
          {field('next', t('password.new'), 'new-password')}
          {field('again', t('password.confirm'), 'new-password')}
          <p>{t('password.rule')}</p>
          {problems.form === null ? null : <FormError role="alert">{problems.form}</FormError>}
          <SubmitButton type="submit" disabled={pending}>
            {pending ? t('password.submitting') : t('password.submit')}
          </SubmitButton>
        </form>
      </Card>
    </AuthScreen>
  );
}
