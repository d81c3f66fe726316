import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { useI18n } from '../i18n/i18n-context';
import { LivePlayer } from './LivePlayer';

const route = getRouteApi('/layout/play-live');

type LiveWindowProps = {
  courseId: string | undefined;
  roadType: number | undefined;
  onRecording: (teclId: string, vodId: string) => void;
  testId: string;
};

/** The live lesson in its window; /play-live and /play-center show it. */
export function LiveWindow({ courseId, roadType, onRecording, testId }: LiveWindowProps) {
  const { t } = useI18n();
  return (
    <FullWindowFrame title={t('route.playLive')} testId={testId}>
      <LivePlayer courseId={courseId} roadType={roadType} onRecording={onRecording} />
    </FullWindowFrame>
  );
}

/**
 * /play-live (courseId, liveId, teclId, roadType, target=live): the live lesson; when it is
 * over the window becomes its recording at /play-video.
 */
export function PlayLivePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onRecording = useCallback(
    (teclId: string, vodId: string) => void navigate({ to: '/play-video', search: { teclId, target: 'video', vodId }, replace: true }),
    [navigate],
  );
  return (
    <LiveWindow courseId={search.courseId ?? search.liveId} roadType={search.roadType} onRecording={onRecording} testId="play-live-page" />
  );
}
