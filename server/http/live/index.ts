import { apiArea } from '../area';
import { liveRoutes } from './live';

/** Watching a lesson live: play information and the live HLS. */
export const liveArea = apiArea('signedIn', [liveRoutes]);
