import { apiArea } from '../area';
import { campusRoutes } from './campus';
import { kickRoutes } from './kick';
import { resourceTreeRoutes } from './resource-tree';

/** The signed-in shell around every page: the menu's resource tree, the campus selector, kicking other clients. */
export const accountArea = apiArea('signedIn', [resourceTreeRoutes, campusRoutes, kickRoutes]);
