import type { SuperstarCourse } from '../../schemas/content';
import { LessonCover } from '../covers/LessonCover';
import { ExternalIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { CardAnchor, CardBody, CardMeta, CardTitle } from '../shared/card-styles';
import { rem } from '../scaling/rem';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { styled } from '../theme/stitches';

const Provider = styled('span', {
  position: 'absolute',
  top: rem(12),
  left: rem(12),
  padding: `${rem(3)} ${rem(10)}`,
  borderRadius: rem(12),
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  color: '$text',
  fontSize: rem(13),
  fontWeight: 600,
});

const OpenLine = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(6),
  marginTop: rem(6),
  color: '$primaryText',
  fontSize: rem(14),
  fontWeight: 600,
});

/** An external MOOC course: opens on its provider's site in a new tab, without a handle back to this one. */
export function SuperstarCourseCard({ course }: { course: SuperstarCourse }) {
  const { t } = useI18n();
  return (
    <CardAnchor href={course.url} target="_blank" rel="noopener noreferrer" data-testid="superstar-card" data-course-id={course.id}>
      <LessonCover src={course.coverUrl} coverKey={course.id} title={course.title}>
        <Provider>{course.provider}</Provider>
      </LessonCover>
      <CardBody>
        <CardTitle title={course.title}>{course.title}</CardTitle>
        <CardMeta css={{ lineHeight: 1.5 }}>{course.teacherName}</CardMeta>
        <OpenLine>
          {t('superstar.open')}
          <ExternalIcon size={rem(15)} />
          <VisuallyHidden>{t('superstar.newTab')}</VisuallyHidden>
        </OpenLine>
      </CardBody>
    </CardAnchor>
  );
}
