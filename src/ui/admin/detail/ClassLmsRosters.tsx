import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADMIN_CLASSES } from '../admin-api';
import { useI18n } from '../../i18n/i18n-context';
import { LmsCourseCard } from '../lti/LmsCourseCard';
import { ltiCoursesQuery } from '../lti/lti-roster-api';
import { Cards, Muted } from '../lti/lti-styles';
import { Block } from './detail-styles';

/**
 * Above a class's students: the LMS courses bound to it, each with its last roster sync and "Sync
 * roster now" (docs/lti.md "Roster sync"), so the class's teacher syncs without the
 * administrators' LTI page. Nothing is shown for a class no LMS course is bound to. When a sync
 * finishes, the class's student list and count below are asked again.
 */
export function ClassLmsRosters({ teclId }: { teclId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery(ltiCoursesQuery());
  const courses = (query.data ?? []).filter((course) => course.teclId === teclId);
  // The syncs that have finished, as one mark: it changes when another one finishes.
  const finished =
    query.data === undefined
      ? null
      : courses.flatMap((course) => (course.lastSync?.status === 'succeeded' ? [course.lastSync.id] : [])).join(' ');
  const seen = useRef(finished);
  useEffect(() => {
    if (finished === seen.current) return;
    const loaded = seen.current !== null;
    seen.current = finished;
    if (loaded) void queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
  }, [finished, queryClient]);
  if (!query.isError && courses.length === 0) return null;
  return (
    <Block aria-labelledby="class-lms-rosters-title" data-testid="class-lms-rosters" css={{ marginTop: 0, marginBottom: '16px' }}>
      <h3 id="class-lms-rosters-title">{t('ltiRoster.classTitle')}</h3>
      {query.isError ? (
        <Muted role="alert">{t('ltiRoster.loadFailed')}</Muted>
      ) : (
        <>
          <Muted>{t('ltiRoster.classIntro')}</Muted>
          <Cards>
            {courses.map((course) => (
              <LmsCourseCard key={course.id ?? course.courseTitle ?? ''} course={course} showClass={false} />
            ))}
          </Cards>
        </>
      )}
    </Block>
  );
}
