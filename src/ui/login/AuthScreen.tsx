import type { ReactNode } from 'react';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useI18n } from '../i18n/i18n-context';
import { Brand, Cards, Corner, LoginScreen } from '../kit/auth-screen-styles';

/** The frame of the pages before the signed-in layout: sign-in, password change, single sign-on. */
export function AuthScreen({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <LoginScreen>
      <Corner>
        <LanguageSwitch />
      </Corner>
      <Brand>
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </Brand>
      <Cards>{children}</Cards>
    </LoginScreen>
  );
}
