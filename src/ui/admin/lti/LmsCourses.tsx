import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { rem } from '../../scaling/rem';
import { Panel } from '../../shared/page-layout';
import { LmsCourseCard } from './LmsCourseCard';
import { ltiCoursesQuery } from './lti-roster-api';
import { Cards, Muted, PanelHead, PanelTitle } from './lti-styles';

/**
 * The LMS courses bound to the tenant's classes (docs/lti.md "Roster sync"), each on its card
 * (LmsCourseCard.tsx). While a sync waits or runs the list refreshes itself (lti-roster-api.ts),
 * and the status is announced politely.
 */
export function LmsCourses() {
  const { t } = useI18n();
  const query = useQuery(ltiCoursesQuery());
  return (
    <Panel as="section" aria-labelledby="lti-courses-title" css={{ marginTop: rem(20) }} data-testid="lti-courses">
      <PanelHead>
        <PanelTitle id="lti-courses-title">{t('ltiRoster.title')}</PanelTitle>
      </PanelHead>
      <Muted>{t('ltiRoster.intro')}</Muted>
      {query.isError && <EmptyBlock text={t('ltiRoster.loadFailed')} />}
      {query.data?.length === 0 && <Muted data-testid="lti-courses-empty">{t('ltiRoster.empty')}</Muted>}
      {query.data !== undefined && query.data.length > 0 && (
        <Cards>
          {query.data.map((course) => (
            <LmsCourseCard key={course.id ?? `${course.teclId}:${course.courseTitle ?? ''}`} course={course} />
          ))}
        </Cards>
      )}
    </Panel>
  );
}
