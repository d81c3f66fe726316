import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { newPasswordRuleSchema } from '../../schemas/auth';
import { changePassword } from '../../services/auth/change-password';
import { failureText } from '../toast/server-error-text';
import { useI18n } from '../i18n/i18n-context';
import { AuthScreen } from '../login/AuthScreen';
import { Card, Field, FormError, Input, SubmitButton } from '../login/login-styles';
import { useAppServices } from '../shared/use-app-context';

type Form = { current: string; next: string; again: string };

/**
 * /change-password: while the password equals the user code (KIAF_FORCE_UPDATE_PWD), the route
 * guard allows no other page (SPEC §5). On success the user continues to /home.
 */
export function ChangePasswordPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { session } = useAppServices();
  const [form, setForm] = useState<Form>({ current: '', next: '', again: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (form.next !== form.again) return setError(t('password.mismatch'));
    if (!newPasswordRuleSchema.safeParse(form.next).success) return setError(t('password.weak'));
    setPending(true);
    setError(null);
    try {
      await changePassword(session, form.current, form.next);
      await navigate({ to: '/home' });
    } catch (failure) {
      // The sentence of the refusal in the reader's language; the server's words name a field.
      setError(failureText(language, failure, t('password.failed')));
      setPending(false);
    }
  };

  const field = (key: keyof Form, label: string, autoComplete: string) => (
    <Field>
      {label}
      <Input
        type="password"
        name={key}
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </Field>
  );

  return (
    <AuthScreen>
      <Card aria-labelledby="password-title">
        <h2 id="password-title">{t('password.title')}</h2>
        <p>{t('password.hint')}</p>
        <form
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
          {error === null ? null : <FormError role="alert">{error}</FormError>}
          <SubmitButton type="submit" disabled={pending}>
            {pending ? t('password.submitting') : t('password.submit')}
          </SubmitButton>
        </form>
      </Card>
    </AuthScreen>
  );
}
