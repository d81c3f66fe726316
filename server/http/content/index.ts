import { apiArea } from '../area';
import { contentRoutes } from './content';

/** Editorial content of the tenant: help articles and MOOC courses. */
export const contentArea = apiArea('signedIn', [contentRoutes]);
