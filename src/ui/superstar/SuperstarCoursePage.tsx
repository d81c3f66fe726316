import { useQuery } from '@tanstack/react-query';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { useI18n } from '../i18n/i18n-context';
import { EmptyBlock } from '../kit/EmptyBlock';
import { CardGrid, PageTitle } from '../shared/page-layout';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { superstarCoursesQuery } from './superstar-api';
import { SuperstarCourseCard } from './SuperstarCourseCard';

const Intro = styled('p', { margin: `${rem(-12)} 0 ${rem(28)}`, fontSize: rem(16), color: '$textMuted' });

const Skeleton = styled('div', { aspectRatio: '4 / 3.4', borderRadius: '$md', backgroundColor: '#eceef1' });

const PLACEHOLDER_CARDS = 4;

/** /superstar-course: the MOOC courses linked to the campus, each opening on its provider's site. */
export function SuperstarCoursePage() {
  const { t } = useI18n();
  const query = useQuery(superstarCoursesQuery());
  return (
    <FullWindowFrame title={t('route.superstarCourse')} testId="superstar-page">
      <PageTitle>{t('superstar.heading')}</PageTitle>
      <Intro>{t('superstar.intro')}</Intro>
      {query.isPending ? (
        <CardGrid aria-busy="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            <Skeleton key={i} />
          ))}
        </CardGrid>
      ) : query.isError ? (
        <EmptyBlock text={t('superstar.failed')} />
      ) : query.data.length === 0 ? (
        <EmptyBlock text={t('superstar.empty')} />
      ) : (
        <CardGrid data-testid="superstar-courses">
          {query.data.map((course) => (
            <SuperstarCourseCard key={course.id} course={course} />
          ))}
        </CardGrid>
      )}
    </FullWindowFrame>
  );
}
