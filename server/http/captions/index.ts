import { apiArea } from '../area';
import { captionRoutes } from './captions';

/** A recording's caption tracks: signed in; who may read or change a track is decided per call (server/access/caption-rules.ts). */
export const captionsArea = apiArea('signedIn', [captionRoutes]);
