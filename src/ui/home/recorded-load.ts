import { fetchVodGroups, type VodGroupPage } from '../lists/catalogue-api';
import { videoFiltersOf } from '../lists/list-address';
import { videoListQuery, type VideoOrder } from '../lists/list-queries';

/**
 * The first classes of the recorded list in one order, unfiltered: 'hot' puts the most watched
 * first, 'time' the newest recordings (the other field breaks ties, SPEC §7).
 */
export function loadRecorded(order: VideoOrder, pageSize: number): Promise<VodGroupPage> {
  return fetchVodGroups(videoListQuery(videoFiltersOf({ order }), 1, pageSize));
}
