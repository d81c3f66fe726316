import { useCallback } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { useRuntimeConfig } from '../shared/use-app-context';
import { showWarningToast } from '../kit/toast/toast-store';
import { fetchCourseStatus, verifyCourse } from './playback-api';
import { playbackUrl, playbackWindow } from './playback-address';
import { decideWatch, type WatchRequest } from './watch-decision';

/**
 * Opens a lesson's playback window after the course-view check (GET /v1/course/verify) and, for
 * a live lesson, its status (GET /v1/course/status). The window keeps this tab's session: it is
 * opened without noopener, so the browser copies session storage into it.
 */
export function useWatchLesson(): (request: WatchRequest) => Promise<void> {
  const { t } = useI18n();
  const playCenter = useRuntimeConfig().WINDOWS.PLAY_CENTER;
  return useCallback(
    async (request: WatchRequest) => {
      const [verified, status] = await Promise.all([
        request.courseId === null ? true : verifyCourse(request.courseId),
        request.kind === 'live' ? fetchCourseStatus(request.courseId) : null,
      ]);
      const decision = decideWatch(request, verified, status);
      switch (decision.kind) {
        case 'denied':
          return showWarningToast(t('permission.denied'));
        case 'notStarted':
          return showWarningToast(t('watch.notStarted'));
        case 'noRecording':
          return showWarningToast(t('watch.noRecording'));
        case 'open': {
          const { hash, windowName } = playbackWindow(decision.target, playCenter);
          window.open(playbackUrl(hash, window.location), windowName);
        }
      }
    },
    [t, playCenter],
  );
}
