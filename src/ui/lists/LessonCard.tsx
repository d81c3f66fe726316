import type { Lesson } from '../../schemas/catalogue';
import { LessonCover } from '../covers/LessonCover';
import { useI18n } from '../i18n/i18n-context';
import { CardBody, CardLink, CardMeta, CardTitle } from '../shared/card-styles';
import { lessonWhen, subjectName } from './lesson-time';
import { StatusBadge } from './StatusBadge';

type LessonFields = Pick<
  Lesson,
  'courId' | 'teclId' | 'subjName' | 'subjNameEn' | 'teacName' | 'clroName' | 'courBeginTime' | 'courEndTime' | 'courStatus' | 'teclImgUrl'
>;

/** A scheduled lesson: opens its class page on this lesson (/live-detail). */
export function LessonCard({ lesson }: { lesson: LessonFields }) {
  const { language } = useI18n();
  const title = subjectName(lesson, language);
  return (
    <CardLink to="/live-detail" search={{ courseId: lesson.courId, teclId: lesson.teclId }} data-testid="lesson-card">
      <LessonCover src={lesson.teclImgUrl} coverKey={lesson.teclId} title={title}>
        <StatusBadge courStatus={lesson.courStatus} overlay />
      </LessonCover>
      <CardBody>
        <CardTitle title={title}>{title}</CardTitle>
        <CardMeta>{[lesson.teacName, lesson.clroName].filter(Boolean).join(' · ')}</CardMeta>
        <CardMeta>{lessonWhen(lesson.courBeginTime, lesson.courEndTime, language)}</CardMeta>
      </CardBody>
    </CardLink>
  );
}
