import { useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { casLoginAddress } from '../../services/auth/cas-login';
import { DEFAULT_TENANT_ID } from '../../constants';
import { getRuntimeConfig } from '../../services/runtime-config';
import { useI18n } from '../i18n/i18n-context';
import { DemoAccounts } from './DemoAccounts';
import { LoginForm } from './LoginForm';
import { AuthScreen } from './AuthScreen';
import { Brand, Card, LoginScreen } from './login-styles';
import { usePasswordLogin, type Credentials } from './use-password-login';

/**
 * /login and /pwdlogin: password sign-in to the tenant of `?tenant=` (default '1'). With
 * CAS_LOGIN=ONLY, /login hands over to the campus CAS server; /pwdlogin keeps the password form
 * (for accounts outside single sign-on).
 */
export function LoginPage() {
  const { t } = useI18n();
  const tenantId = useSearch({ strict: false, select: (search) => search.tenant }) ?? DEFAULT_TENANT_ID;
  const { submit, pending, error } = usePasswordLogin(tenantId);
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const config = getRuntimeConfig();
  const demoMode = config.CUSTOM_CONFIG.DEMO_MODE;
  const path = useRouterState({ select: (state) => state.location.pathname });
  const casOnly = config.CAS_LOGIN === 'ONLY' && path === '/login';

  useEffect(() => {
    if (casOnly) window.location.assign(casLoginAddress(config, window.location.origin));
  }, [casOnly, config]);

  if (casOnly) {
    return (
      <LoginScreen>
        <Brand>
          <h1>{t('app.name')}</h1>
          <p role="status">{t('sso.redirecting')}</p>
        </Brand>
      </LoginScreen>
    );
  }

  return (
    <AuthScreen>
      <Card aria-labelledby="login-title">
        <h2 id="login-title">{t('login.title')}</h2>
        <LoginForm
          credentials={credentials}
          onChange={setCredentials}
          onSubmit={() => void submit(credentials)}
          pending={pending}
          error={error}
        />
      </Card>
      {demoMode ? <DemoAccounts onPick={({ username, password }) => setCredentials({ username, password })} /> : null}
    </AuthScreen>
  );
}
