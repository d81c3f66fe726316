import { liveInfoSchema, type LiveInfo } from '../../schemas/live';
import { apiRequest } from '../../services/http/api';

/** GET /v1/live/playInfo: the page says itself why a lesson cannot be watched, so no toast. */
export async function fetchLiveInfo(courseId: string): Promise<LiveInfo> {
  return liveInfoSchema.parse(await apiRequest('/v1/live/playInfo', { searchParams: { courseId }, noMessage: true }));
}
