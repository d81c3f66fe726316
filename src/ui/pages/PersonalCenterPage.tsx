import { Outlet } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection } from './page-frame';

/** Frame of the personal pages (notes, timetable, favourites, history, messages). */
export function PersonalCenterPage() {
  const { t } = useI18n();
  return (
    <PageSection>
      <PageHeading>{t('route.personalCenter')}</PageHeading>
      <Outlet />
    </PageSection>
  );
}
