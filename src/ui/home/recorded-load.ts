import { vodGroupsQuery } from '../lists/catalogue-api';
import { videoFiltersOf } from '../lists/list-address';
import type { VideoOrder } from '../lists/list-queries';

/**
 * The first classes of the recorded list in one order, unfiltered: 'hot' puts the most watched
 * first, 'time' the newest recordings (the other field breaks ties, SPEC §7).
 */
export const recordedQuery = (order: VideoOrder, pageSize: number) => vodGroupsQuery(videoFiltersOf({ order }), 1, pageSize);
