import { HISTORY_PAGE_SIZE } from '../../constants';
import { courseVerifyResultSchema, recentWatchResultSchema, type WatchHistoryItem } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** POST /v1/list/recentWatchRecord (SPEC §7): the latest watched lessons, newest first. */
export async function fetchRecentHistory(): Promise<WatchHistoryItem[]> {
  const answer = await apiRequest('/v1/list/recentWatchRecord', {
    method: 'POST',
    json: { isLive: false, page: { pageIndex: 1, pageSize: HISTORY_PAGE_SIZE } },
  });
  const { list } = recentWatchResultSchema.parse(answer);
  return list.flatMap((day) => day.courseInfoList).slice(0, HISTORY_PAGE_SIZE);
}

/** GET /v1/course/verify?courId=… (SPEC §6): whether the user may view the course. */
export async function verifyCourse(courId: string): Promise<boolean> {
  return courseVerifyResultSchema.parse(await apiRequest('/v1/course/verify', { searchParams: { courId } })).verify;
}
