import type { CurriculumLesson } from '../../schemas/schedule';
import { ActionButton } from '../kit/buttons';
import { formatTimeRange } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { StatusBadge } from '../lists/StatusBadge';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { lessonOffer } from './lesson-offer';

const Card = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  height: '100%',
  boxSizing: 'border-box',
  padding: `${rem(8)} ${rem(10)}`,
  borderRadius: '$sm',
  borderLeft: '3px solid $colors$primary',
  backgroundColor: '$primaryLight',
  fontSize: rem(13),
  lineHeight: 1.4,
  color: '$text',
  '& + &': { marginTop: rem(6) },
  variants: { ended: { true: { borderLeftColor: '$border', backgroundColor: '#f4f5f7' } } },
});

const Course = styled('h3', { margin: 0, fontSize: rem(14), fontWeight: 700 });
const Line = styled('span', { color: '$textMuted' });
const Note = styled('span', { color: '$textMuted', fontStyle: 'italic' });
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: rem(6), flexWrap: 'wrap', marginTop: rem(4) });

/** A lesson in the timetable: course, teacher, classroom, slot and time, and what it opens. */
export function TimetableLesson({ lesson }: { lesson: CurriculumLesson }) {
  const { t, language } = useI18n();
  const watch = useWatchLesson();
  const offer = lessonOffer(lesson);
  const course = language === 'en' ? lesson.subjNameEn || lesson.subjName : lesson.subjName;
  const slot = lesson.letiNumber === null ? null : t('schedule.slot', { n: lesson.letiNumber });
  return (
    <Card ended={lesson.courStatus === 2} data-testid="timetable-lesson" data-cour-id={lesson.courId} data-status={lesson.courStatus}>
      <Course>{course}</Course>
      <Line>{[slot, formatTimeRange(lesson.courBeginTime, lesson.courEndTime, language)].filter(Boolean).join(' · ')}</Line>
      <Line>{t('schedule.teacher', { name: lesson.teacName })}</Line>
      <Line>{lesson.clroName ? t('schedule.room', { name: lesson.clroName }) : t('schedule.noRoom')}</Line>
      <Actions>
        <StatusBadge courStatus={lesson.courStatus} />
        {lesson.role === 'teacher' && <Line>{t('schedule.teaching')}</Line>}
        {offer.kind === 'note' ? (
          offer.note !== 'onNow' && (
            <Note data-testid="lesson-note">{t(offer.note === 'notStarted' ? 'schedule.notStarted' : 'schedule.noRecording')}</Note>
          )
        ) : (
          <ActionButton
            type="button"
            tone={offer.kind === 'live' ? 'live' : 'soft'}
            size="small"
            css={{
              height: 'auto',
              minHeight: rem(28),
              maxWidth: '100%',
              padding: `${rem(2)} ${rem(10)}`,
              fontSize: rem(13),
              whiteSpace: 'normal',
            }}
            onClick={() => void watch(offer.request)}
            data-testid={offer.kind === 'live' ? 'timetable-live' : 'timetable-recording'}
            data-vod-id={offer.kind === 'recording' && offer.request.kind === 'video' ? offer.request.vodId : undefined}
          >
            {t(offer.kind === 'live' ? 'schedule.watchLive' : 'schedule.watchRecording')}
          </ActionButton>
        )}
      </Actions>
    </Card>
  );
}
