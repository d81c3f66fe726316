import { Link } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection } from '../kit/page-frame';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <PageSection>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <Link to="/home">{t('page.backHome')}</Link>
    </PageSection>
  );
}
