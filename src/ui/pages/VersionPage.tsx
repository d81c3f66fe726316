import { version } from '../../../package.json';
import { appInfoSchema } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';
import { useI18n } from '../i18n/i18n-context';
import { useApiData } from '../layout/use-api-data';
import { PageHeading, PageSection, PageText } from './page-frame';

const fetchAppInfo = async () => appInfoSchema.parse(await apiRequest('/v1/app/info', { noMessage: true }));

/**
 * /kiaf/version: the running build's version, readable without signing in, beside the server's
 * (GET /v1/app/info): after an update they differ until the page is reloaded.
 */
export function VersionPage() {
  const { t } = useI18n();
  const server = useApiData(fetchAppInfo);
  return (
    <PageSection>
      <PageHeading>{t('app.name')}</PageHeading>
      <PageText data-testid="app-version">{t('version.value', { version })}</PageText>
      {server ? (
        <PageText data-testid="server-version">{t('version.server', { version: server.version, environment: server.environment })}</PageText>
      ) : null}
    </PageSection>
  );
}
