import { Link } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection, PageText } from '../kit/page-frame';

/** Where a route the user has no sign for leads (SPEC §5 "Route access is gated"). */
export function NoAccessPage() {
  const { t } = useI18n();
  return (
    <PageSection>
      <PageHeading>{t('permission.denied')}</PageHeading>
      <PageText>{t('noAccess.body')}</PageText>
      <Link to="/home">{t('page.backHome')}</Link>
    </PageSection>
  );
}
