import { apiArea } from '../area';
import { liveRoutes } from './live';
import { liveWatchRoutes } from './live-watch';

/** Watching a lesson live: play information, the live HLS and the viewer's beats. */
export const liveArea = apiArea('signedIn', [liveRoutes, liveWatchRoutes]);
