import { queryOptions } from '@tanstack/react-query';
import { LIVE_SIGNAL_POLL_MS, LIVE_STATUS_POLL_MS } from '../../constants';
import { COUR_STATUS } from '../../schemas/catalogue';
import { liveInfoSchema, liveWatchResultSchema, type LiveInfo, type LiveLessonView } from '../../schemas/live';
import { apiRequest } from '../../services/http/api';
import { fetchCourseStatus } from '../playback/playback-api';

/** GET /v1/live/playInfo: the page says itself why a lesson cannot be watched, so no toast. */
export async function fetchLiveInfo(courseId: string): Promise<LiveInfo> {
  return liveInfoSchema.parse(await apiRequest('/v1/live/playInfo', { searchParams: { courseId }, noMessage: true }));
}

/** A lesson on now whose classroom sends nothing yet: its page asks again soon (LIVE_SIGNAL_POLL_MS). */
export const waitingForSignal = (lesson: LiveLessonView | undefined): boolean =>
  lesson !== undefined &&
  lesson.isLive &&
  lesson.courStatus === COUR_STATUS.live &&
  lesson.roads.length > 0 &&
  !lesson.roads.some((road) => road.onAir);

/** The live lesson for the player, cached by it (docs/data-loading.md); asked again while its classroom is not sending. */
export const liveInfoQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['live-info', courseId],
    queryFn: () => fetchLiveInfo(courseId),
    refetchInterval: (query) => (waitingForSignal(query.state.data) ? LIVE_SIGNAL_POLL_MS : false),
  });

/**
 * How a page watching a lesson keeps asking its status: every LIVE_STATUS_POLL_MS, also while
 * the tab is in the background (the lesson may end meanwhile). A failed answer keeps the last one.
 */
export const LIVE_POLL = { refetchInterval: LIVE_STATUS_POLL_MS, refetchIntervalInBackground: true } as const;

/** GET /v1/course/status of the lesson on screen, asked again by the page (LIVE_POLL): no toast for one failure. */
export const liveStatusQuery = (courseId: string) =>
  queryOptions({ queryKey: ['live-status', courseId], queryFn: () => fetchCourseStatus(courseId, { quiet: true }), ...LIVE_POLL });

/** POST /v1/live/watch while the lesson plays (use-live-watch-beat.ts): a failed beat must not toast. */
export async function sendLiveWatchBeat(courseId: string): Promise<void> {
  liveWatchResultSchema.parse(await apiRequest('/v1/live/watch', { method: 'POST', json: { courseId }, noMessage: true }));
}
