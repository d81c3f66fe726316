import type { DetailRecording, DetailSession } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { lessonWhen } from '../lists/lesson-time';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { ActionButton } from '../kit/buttons';
import { ClockIcon, PlayIcon } from '../icons/line-icons';
import { LessonWatchButton } from './LessonWatchButton';
import { lessonWatch, recordingWatch } from './lesson-watch';

/** Where the main button would be: why there is nothing to watch yet. */
const Unavailable = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(8),
  height: rem(48),
  padding: `0 ${rem(24)}`,
  borderRadius: rem(24),
  backgroundColor: '$page',
  color: '$textMuted',
  fontSize: rem(16),
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** The class page's main button on /live-detail: the lesson in focus, live or replayed, or why not yet. */
export function LiveLessonAction({ lesson, teclId }: { lesson: DetailSession | null; teclId: string }) {
  const { t, language } = useI18n();
  if (lesson !== null && lessonWatch(lesson, teclId) !== null) return <LessonWatchButton session={lesson} teclId={teclId} size="large" />;
  const reason =
    lesson === null
      ? t('detail.noLessonLeft')
      : lesson.courStatus === 0
        ? t('detail.startsAt', { when: lessonWhen(lesson.courBeginTime, lesson.courEndTime, language) })
        : lesson.courStatus === 1
          ? t('detail.notBroadcast')
          : t('detail.noRecordingYet');
  return (
    <Unavailable data-testid="watch-unavailable">
      <ClockIcon size={rem(20)} />
      {reason}
    </Unavailable>
  );
}

/** The class page's main button on /video-detail: the recording in focus, else the newest. */
export function RecordingAction({
  recordings,
  focusCourId,
  teclId,
}: {
  recordings: readonly DetailRecording[];
  focusCourId: string | null;
  teclId: string;
}) {
  const { t } = useI18n();
  const watch = useWatchLesson();
  const focused = recordings.find((r) => focusCourId !== null && r.courId === focusCourId);
  const recording = focused ?? recordings[0];
  if (recording === undefined) {
    return <Unavailable data-testid="watch-unavailable">{t('detail.noRecordingsYet')}</Unavailable>;
  }
  return (
    <ActionButton type="button" size="large" onClick={() => void watch(recordingWatch(recording, teclId))} data-testid="play-recording">
      <PlayIcon size={rem(18)} />
      {t(focused ? 'detail.playThisRecording' : 'detail.playLatest')}
    </ActionButton>
  );
}
