import { apiArea } from '../area';
import { playbackRoutes } from './playback';

/** Playing recordings: play information, watch records, HLS and captions. */
export const playbackArea = apiArea('signedIn', [playbackRoutes]);
