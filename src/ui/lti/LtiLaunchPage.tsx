import { Link, useNavigate, useSearch, type NavigateOptions } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { LtiLanding } from '../../schemas/lti-launch';
import { exchangeLaunchCode } from '../../services/auth/lti-launch';
import { useI18n } from '../i18n/i18n-context';
import { Card } from '../kit/auth-screen-styles';
import { AuthScreen } from '../login/AuthScreen';
import { useAppServices } from '../shared/use-app-context';
import { callFailureOf, callFailureText, type CallFailure } from './call-failure';

/** Where a landing goes in the app; `replace`, so the code leaves the address and the history. */
const destinationOf = (landing: LtiLanding): NavigateOptions => {
  if (landing.page === 'class') return { to: '/video-detail', search: { teclId: landing.teclId }, replace: true };
  if (landing.page === 'deepLink') return { to: '/lti/deep-link', search: { launch: landing.launchId }, replace: true };
  if (landing.page === 'recording')
    return { to: '/play-video', search: { teclId: landing.teclId, vodId: landing.vodId, t: landing.t }, replace: true };
  return { to: '/home', replace: true };
};

/**
 * /lti/launch: the page an LTI launch lands on, inside the LMS's frame (docs/lti.md "Landing
 * signed in"). Exchanges the launch's code for the app's usual session, then goes on to the
 * class, recording or home page the link named, or to the picker of a deep-linking launch. No cookie is involved, so third-party cookies
 * being blocked changes nothing.
 */
export function LtiLaunchPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const services = useAppServices();
  const code = useSearch({ strict: false, select: (search) => search.code });
  // The failure as the server gave it, worded at render time, so a language switch words it again.
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A code is single use: StrictMode's second effect run must not send it again.
    if (started.current || !code) return;
    started.current = true;
    exchangeLaunchCode(code)
      .then(async (result) => {
        services.signedIn(result, result.user.tenantId);
        await navigate(destinationOf(result.landing));
      })
      .catch((refusal: unknown) => {
        setFailure(callFailureOf(refusal));
        // The spent code has no use left in the address.
        void navigate({ to: '/lti/launch', search: {}, replace: true });
      });
  }, [code, navigate, services]);

  const error = failure === null ? null : callFailureText(language, failure, t('login.networkError'));
  const message = error !== null ? t('ltiLaunch.failed', { message: error }) : code ? t('ltiLaunch.entering') : t('ltiLaunch.missingCode');
  return (
    <AuthScreen>
      <Card>
        <h2>{t('route.ltiLaunch')}</h2>
        <p role={error === null && code ? 'status' : 'alert'}>{message}</p>
        {error !== null || !code ? <Link to="/login">{t('ltiLaunch.signIn')}</Link> : null}
      </Card>
    </AuthScreen>
  );
}
