import { apiArea } from '../area';
import { clipRoutes } from './clips';
import { resourceMediaRoutes } from './resource-media';
import { resourceRoutes } from './resources';

/**
 * The teacher's media library (/clip-manage): personal resources, their media, clips. Signed in;
 * only teachers and administrators, which the data modules check on every call
 * (`assertMediaCaller`, server/access/roles.ts), as the chunk protocol does.
 */
export const mediaArea = apiArea('signedIn', [resourceRoutes, resourceMediaRoutes, clipRoutes]);
