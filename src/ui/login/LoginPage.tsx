import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_TENANT_ID } from '../../constants';
import { getRuntimeConfig } from '../../services/runtime-config';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useI18n } from '../i18n/i18n-context';
import { DemoAccounts } from './DemoAccounts';
import { LoginForm } from './LoginForm';
import { Brand, Card, Cards, Corner, LoginScreen } from './login-styles';
import { usePasswordLogin, type Credentials } from './use-password-login';

/** /login and /pwdlogin: password sign-in to the tenant of `?tenant=` (default '1'). */
export function LoginPage() {
  const { t } = useI18n();
  const tenantId = useSearch({ strict: false, select: (search) => search.tenant }) ?? DEFAULT_TENANT_ID;
  const { submit, pending, error } = usePasswordLogin(tenantId);
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const demoMode = getRuntimeConfig().CUSTOM_CONFIG.DEMO_MODE;

  return (
    <LoginScreen>
      <Corner>
        <LanguageSwitch />
      </Corner>
      <Brand>
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </Brand>
      <Cards>
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
      </Cards>
    </LoginScreen>
  );
}
