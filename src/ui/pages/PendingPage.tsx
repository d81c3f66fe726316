import { useMatch } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection } from '../kit/page-frame';

/** A page whose issue is still open: it shows its route's title. */
export function PendingPage() {
  const { t } = useI18n();
  const titleKey = useMatch({ strict: false, select: (match) => match.staticData.titleKey });
  return <PageSection>{titleKey === undefined ? null : <PageHeading>{t(titleKey)}</PageHeading>}</PageSection>;
}
