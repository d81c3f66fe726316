import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { passwordLogin } from '../../services/auth/password-login';
import { takeRedirect } from '../../services/auth/redirect-memory';
import { saveSession } from '../../services/auth/session';
import { ApiError } from '../../services/http/api-error';
import { useI18n } from '../i18n/i18n-context';

export type Credentials = { username: string; password: string };

/**
 * Signs in, keeps the session, then opens the remembered address or /home. The forced password
 * change (mustChangePassword) is a later issue: such users land on /home for now.
 */
export function usePasswordLogin(tenantId: string) {
  const { t } = useI18n();
  const router = useRouter();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const describe = (failure: unknown): string => {
    if (failure instanceof ApiError && (failure.kind === 'network' || failure.kind === 'timeout')) return t('login.networkError');
    if (failure instanceof ApiError && failure.serverMessage !== null) return failure.serverMessage;
    return t('login.failed');
  };

  const submit = async ({ username, password }: Credentials): Promise<void> => {
    if (username.trim() === '' || password === '') {
      setError(t('login.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await passwordLogin({ username, password, tenantId });
      saveSession(result, tenantId);
      const redirectTo = takeRedirect();
      if (redirectTo === null) await navigate({ to: '/home' });
      else router.history.push(redirectTo);
    } catch (failure) {
      setError(describe(failure));
      setPending(false);
    }
  };

  return { submit, pending, error };
}
