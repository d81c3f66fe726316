import { useQuery } from '@tanstack/react-query';
import { version } from '../../../package.json';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection, PageText } from '../kit/page-frame';
import { appInfoQuery } from './public-info-api';

/**
 * /kiaf/version: the running build's version, readable without signing in, beside the server's
 * (GET /v1/app/info): after an update they differ until the page is reloaded.
 */
export function VersionPage() {
  const { t } = useI18n();
  const server = useQuery(appInfoQuery()).data;
  return (
    <PageSection>
      <PageHeading>{t('app.name')}</PageHeading>
      <PageText data-testid="app-version">{t('version.value', { version })}</PageText>
      {server ? (
        <PageText data-testid="server-version">
          {t('version.server', { version: server.version, environment: server.environment })}
        </PageText>
      ) : null}
    </PageSection>
  );
}
