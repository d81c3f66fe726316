import type { ErrorComponentProps } from '@tanstack/react-router';
import { ChunkLoadError } from '../../services/chunk-load';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection, PageText } from '../kit/page-frame';

/**
 * What a page that failed shows instead of nothing: for code that did not arrive (a flaky
 * network, a new version deployed meanwhile) a sentence and a reload button; for anything else
 * the same, worded for a fault.
 */
export function ChunkLoadErrorPage({ error }: ErrorComponentProps) {
  const { t } = useI18n();
  const notLoaded = error instanceof ChunkLoadError;
  return (
    <PageSection role="alert" data-testid="page-load-error" data-kind={notLoaded ? 'chunk' : 'fault'}>
      <PageHeading>{t(notLoaded ? 'pageError.notLoadedTitle' : 'pageError.faultTitle')}</PageHeading>
      <PageText>{t(notLoaded ? 'pageError.notLoaded' : 'pageError.fault')}</PageText>
      <button type="button" onClick={() => window.location.reload()} data-testid="page-load-retry">
        {t('pageError.reload')}
      </button>
    </PageSection>
  );
}
