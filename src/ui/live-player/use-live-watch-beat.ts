import { useEffect, type RefObject } from 'react';
import { LIVE_WATCH_BEAT_S } from '../../constants';
import { sendLiveWatchBeat } from './live-api';
import { createLiveBeat, videoIsPlaying } from './live-beat';

/**
 * Tells the server a signed-in viewer is watching `courseId` live while `video` plays (live-beat.ts),
 * so the lesson enters their viewing record. `enabled` is false on a share link's page, whose
 * viewer has no session. A failed beat is only logged: the next one counts again.
 */
export function useLiveWatchBeat(video: RefObject<HTMLVideoElement | null>, courseId: string, enabled: boolean): void {
  useEffect(() => {
    const element = video.current;
    if (!enabled || element === null) return;
    const beat = createLiveBeat({
      beatMs: LIVE_WATCH_BEAT_S * 1000,
      isPlaying: () => videoIsPlaying(element),
      send: () => void sendLiveWatchBeat(courseId).catch((error: unknown) => console.warn('live watch beat not sent', error)),
    });
    element.addEventListener('playing', beat.started);
    element.addEventListener('pause', beat.stopped);
    element.addEventListener('ended', beat.stopped);
    element.addEventListener('emptied', beat.stopped);
    if (videoIsPlaying(element)) beat.started();
    return () => {
      element.removeEventListener('playing', beat.started);
      element.removeEventListener('pause', beat.stopped);
      element.removeEventListener('ended', beat.stopped);
      element.removeEventListener('emptied', beat.stopped);
      beat.dispose();
    };
  }, [video, courseId, enabled]);
}
