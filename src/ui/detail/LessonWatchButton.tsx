import type { DetailSession } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { ActionButton } from '../kit/buttons';
import { PlayIcon } from '../icons/line-icons';
import { lessonWatch } from './lesson-watch';

/** 'Watch live' for a lesson on now, 'replay' for a recorded one, nothing otherwise. */
export function LessonWatchButton({
  session,
  teclId,
  size = 'small',
}: {
  session: DetailSession;
  teclId: string;
  size?: 'small' | 'large';
}) {
  const { t } = useI18n();
  const watch = useWatchLesson();
  const offer = lessonWatch(session, teclId);
  if (offer === null) return null;
  const live = offer.kind === 'live';
  return (
    <ActionButton
      type="button"
      tone={live ? 'live' : 'soft'}
      size={size}
      onClick={() => void watch(offer.request)}
      data-testid={live ? 'watch-live' : 'watch-replay'}
      data-cour-id={session.courId}
    >
      <PlayIcon size={rem(size === 'large' ? 18 : 14)} />
      {t(live ? 'detail.watchLive' : 'detail.replay')}
    </ActionButton>
  );
}
