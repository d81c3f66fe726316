import { useQuery } from '@tanstack/react-query';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { casLoginAddress } from '../../services/auth/cas-login';
import { DEFAULT_TENANT_ID } from '../../constants';
import { readStored, writeStored } from '../../services/storage';
import { forgetSignOutNotice, readSignOutNotice } from '../../services/session/sign-out-notice';
import { useI18n } from '../i18n/i18n-context';
import { useRuntimeConfig } from '../shared/use-app-context';
import { DemoAccounts } from './DemoAccounts';
import { LoginForm } from './LoginForm';
import { AuthScreen } from './AuthScreen';
import { Brand, Card, FormNotice, LoginScreen } from '../kit/auth-screen-styles';
import { usePasswordLogin, type Credentials } from './use-password-login';
import { schoolsQuery } from './school-api';
import { chooseSchool } from './school-choice';
import { SchoolPicker } from './SchoolPicker';
import { LoginNotice } from './LoginNotice';

/**
 * /login and /pwdlogin: password sign-in to a school (tenant): `?tenant=`, else the one chosen
 * last on this browser, else '1'; a choice box appears when the platform serves several. With
 * CAS_LOGIN=ONLY, /login hands over to the campus CAS server; /pwdlogin keeps the password form
 * (for accounts outside single sign-on).
 */
export function LoginPage() {
  const { t } = useI18n();
  const requestedTenant = useSearch({ strict: false, select: (search) => search.tenant });
  const schools = useQuery(schoolsQuery()).data ?? null;
  const [pickedTenant, setPickedTenant] = useState<string | null>(null);
  const tenantId = pickedTenant ?? chooseSchool(requestedTenant, readStored('lastTenantId'), DEFAULT_TENANT_ID, schools);
  const pickTenant = (id: string) => {
    setPickedTenant(id);
    writeStored('lastTenantId', id);
  };
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const { submit, pending, error } = usePasswordLogin(tenantId, () => setCredentials((typed) => ({ ...typed, password: '' })));
  const [notice] = useState(readSignOutNotice);
  useEffect(forgetSignOutNotice, []);
  const config = useRuntimeConfig();
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
        {notice ? (
          <FormNotice role="status" data-testid="sign-out-notice">
            {t(`login.signedOut.${notice}`)}
          </FormNotice>
        ) : null}
        {schools ? <SchoolPicker schools={schools} value={tenantId} onChange={pickTenant} /> : null}
        <LoginNotice tenantId={tenantId} />
        <LoginForm
          credentials={credentials}
          onChange={setCredentials}
          onSubmit={() => void submit(credentials)}
          pending={pending}
          error={error}
        />
      </Card>
      {demoMode ? (
        <DemoAccounts
          onPick={({ username, password, tenantId: demoTenant }) => {
            setCredentials({ username, password });
            pickTenant(demoTenant);
          }}
        />
      ) : null}
    </AuthScreen>
  );
}
