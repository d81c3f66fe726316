import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { passwordLogin } from '../../services/auth/password-login';
import { takeRedirect, takeRedirectFor } from '../../services/auth/redirect-memory';
import { ApiError } from '../../services/http/api-error';
import { writeStored } from '../../services/storage';
import { useI18n } from '../i18n/i18n-context';
import { useAppContext } from '../shared/use-app-context';
import { failureText } from '../kit/toast/server-error-text';

export type Credentials = { username: string; password: string };

/**
 * Signs in, hands the session to the session machine, then opens where this user was signed out,
 * else the remembered address, else /home. A pending forced password change is the route
 * guard's business: it sends the user to /change-password first. `forgetPassword` runs as soon as
 * the password has been accepted: whatever the guard does next (it may send a user without
 * permission straight back here), the typed password does not stay in the form.
 */
export function usePasswordLogin(tenantId: string, forgetPassword: () => void) {
  const { t, language } = useI18n();
  const router = useRouter();
  const { services, config } = useAppContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const describe = (failure: unknown): string => {
    if (failure instanceof ApiError && (failure.kind === 'network' || failure.kind === 'timeout')) return t('login.networkError');
    return failureText(language, failure, t('login.failed'));
  };

  const submit = async ({ username, password }: Credentials): Promise<void> => {
    if (username.trim() === '' || password === '') {
      setError(t('login.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await passwordLogin({ username, password, tenantId }, config.OAUTH_CLIENT);
      forgetPassword();
      services.signedIn(result, tenantId);
      writeStored('lastTenantId', tenantId);
      const redirectTo = takeRedirectFor(result.user.username) ?? takeRedirect();
      if (redirectTo === null) await navigate({ to: '/home' });
      else router.history.push(redirectTo);
    } catch (failure) {
      setError(describe(failure));
    } finally {
      // The guard may send the user straight back here (e.g. no permission): the form must work again.
      setPending(false);
    }
  };

  return { submit, pending, error };
}
