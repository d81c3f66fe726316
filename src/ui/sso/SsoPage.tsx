import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { validateCasTicket } from '../../services/auth/cas-login';
import { ApiError } from '../../services/http/api-error';
import { useI18n } from '../i18n/i18n-context';
import { userFacingText } from '../kit/toast/server-error-text';
import { AuthScreen } from '../login/AuthScreen';
import { Card } from '../kit/auth-screen-styles';
import { useAppServices } from '../shared/use-app-context';

/** /kiaf/sso: hands the CAS ticket to the server, then continues to /home (SPEC §2, §7). */
export function SsoPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const services = useAppServices();
  const ticket = useSearch({ strict: false, select: (search) => search.ticket });
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A ticket is single use: StrictMode's second effect run must not send it again.
    if (started.current || !ticket) return;
    started.current = true;
    validateCasTicket(ticket, window.location.origin)
      .then(async (result) => {
        services.signedIn(result, result.user.tenantId);
        await navigate({ to: '/home' });
      })
      // The sign-on server's own words (INVALID_TICKET) help the help desk; request fields and ids never show.
      .catch((failure: unknown) =>
        setError(
          failure instanceof ApiError && failure.serverMessage ? userFacingText(language, failure.serverMessage) : t('login.networkError'),
        ),
      );
  }, [ticket, navigate, services, language, t]);

  const message = !ticket ? t('sso.missingTicket') : error === null ? t('sso.validating') : t('sso.failed', { message: error });
  return (
    <AuthScreen>
      <Card>
        <h2>{t('route.kiafSso')}</h2>
        <p role={error === null ? 'status' : 'alert'}>{message}</p>
        {!ticket || error !== null ? <Link to="/login">{t('sso.retry')}</Link> : null}
      </Card>
    </AuthScreen>
  );
}
