import { useI18n } from '../i18n/i18n-context';
import { Field, FormError, Input, SubmitButton } from '../kit/auth-screen-styles';
import type { Credentials } from './use-password-login';

type Props = {
  credentials: Credentials;
  onChange: (credentials: Credentials) => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
};

/** Username and password; Enter in either field submits. */
export function LoginForm({ credentials, onChange, onSubmit, pending, error }: Props) {
  const { t } = useI18n();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field>
        {t('login.username')}
        <Input
          type="text"
          name="username"
          autoComplete="username"
          autoFocus
          value={credentials.username}
          onChange={(event) => onChange({ ...credentials, username: event.target.value })}
        />
      </Field>
      <Field>
        {t('login.password')}
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={credentials.password}
          onChange={(event) => onChange({ ...credentials, password: event.target.value })}
        />
      </Field>
      {error === null ? null : <FormError role="alert">{error}</FormError>}
      <SubmitButton type="submit" disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
