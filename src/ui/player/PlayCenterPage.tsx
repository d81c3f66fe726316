import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { LiveWindow } from '../live-player/PlayLivePage';
import { RecordingWindow } from './PlayVideoPage';

const route = getRouteApi('/layout/play-center');

/**
 * /play-center: the unified player window used when the PLAY_CENTER flag is set (SPEC §2). It
 * takes the fields of both windows; target=live plays the live lesson and, once it is over,
 * turns into its recording in the same window.
 */
export function PlayCenterPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The route counted a live lesson's visit on entering; its recording in the same window is not another.
  const [enteredLive] = useState(search.target === 'live');
  const onRecording = useCallback(
    (teclId: string, vodId: string) => void navigate({ search: { teclId, target: 'video', vodId }, replace: true }),
    [navigate],
  );
  if (search.target === 'live') {
    return (
      <LiveWindow
        courseId={search.courseId ?? search.liveId}
        roadType={search.roadType}
        onRecording={onRecording}
        testId="play-center-page"
      />
    );
  }
  return <RecordingWindow search={search} testId="play-center-page" recordsVisit={!enteredLive} />;
}
