import { FullWindowFrame } from '../detail/FullWindowFrame';
import { useI18n } from '../i18n/i18n-context';
import { EmptyBlock } from '../lists/EmptyBlock';
import { CardGrid, PageTitle } from '../lists/page-layout';
import { useRemote } from '../lists/use-remote';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { fetchSuperstarCourses } from './superstar-api';
import { SuperstarCourseCard } from './SuperstarCourseCard';

const Intro = styled('p', { margin: `${rem(-12)} 0 ${rem(28)}`, fontSize: rem(16), color: '$textMuted' });

const Skeleton = styled('div', { aspectRatio: '4 / 3.4', borderRadius: '$md', backgroundColor: '#eceef1' });

const PLACEHOLDER_CARDS = 4;

/** /superstar-course: the MOOC courses linked to the campus, each opening on its provider's site. */
export function SuperstarCoursePage() {
  const { t } = useI18n();
  const remote = useRemote('superstar-courses', fetchSuperstarCourses);
  return (
    <FullWindowFrame title={t('route.superstarCourse')} testId="superstar-page">
      <PageTitle>{t('superstar.heading')}</PageTitle>
      <Intro>{t('superstar.intro')}</Intro>
      {remote.status === 'loading' ? (
        <CardGrid aria-busy="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            <Skeleton key={i} />
          ))}
        </CardGrid>
      ) : remote.status === 'failed' ? (
        <EmptyBlock text={t('superstar.failed')} />
      ) : remote.data.length === 0 ? (
        <EmptyBlock text={t('superstar.empty')} />
      ) : (
        <CardGrid data-testid="superstar-courses">
          {remote.data.map((course) => (
            <SuperstarCourseCard key={course.id} course={course} />
          ))}
        </CardGrid>
      )}
    </FullWindowFrame>
  );
}
