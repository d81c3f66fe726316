import { version } from '../../../package.json';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection, PageText } from './page-frame';

/** /kiaf/version: the running build's version, readable without signing in. */
export function VersionPage() {
  const { t } = useI18n();
  return (
    <PageSection>
      <PageHeading>{t('app.name')}</PageHeading>
      <PageText data-testid="app-version">{t('version.value', { version })}</PageText>
    </PageSection>
  );
}
